import type { AnchorHTMLAttributes, ButtonHTMLAttributes } from 'react';
import './plain-button.css';

type Look = { look: 'primary' | 'outline-primary'; size?: 'medium' | 'large' };

const classes = ({ look, size = 'medium' }: Look, className?: string) =>
  ['plain-button', `plain-button--${look}`, size === 'large' ? 'plain-button--large' : undefined, className].filter(Boolean).join(' ');

/** A button of the site's look drawn by a stylesheet (plain-button.css), for islands hydrated without a style runtime. */
export function PlainButton({ look, size, className, type = 'button', ...props }: Look & ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type={type} className={classes({ look, size }, className)} {...props} />;
}

/** A link that looks like PlainButton. */
export function PlainLinkButton({ look, size, className, ...props }: Look & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <a className={classes({ look, size }, className)} {...props} />;
}
