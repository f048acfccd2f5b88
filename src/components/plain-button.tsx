import type { AnchorHTMLAttributes } from 'react';
import './plain-button.css';

type Look = { look: 'primary' | 'outline-primary'; size?: 'medium' | 'large' };

const classes = ({ look, size = 'medium' }: Look, className?: string) =>
  ['plain-button', `plain-button--${look}`, size === 'large' ? 'plain-button--large' : undefined, className].filter(Boolean).join(' ');

/** A link that looks like the site's buttons, drawn by a stylesheet (plain-button.css), for islands hydrated without a style runtime. */
export function PlainLinkButton({ look, size, className, ...props }: Look & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <a className={classes({ look, size }, className)} {...props} />;
}
