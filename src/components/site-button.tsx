import { styled } from '@mui/material/styles';
import type { ButtonHTMLAttributes } from 'react';
import { buttonStyles, type ButtonLook } from './button-styles';

type LookProps = { look: ButtonLook; size?: 'medium' | 'large' };

const notForTheDom = (prop: string) => prop !== 'look' && prop !== 'size' && prop !== 'sx';

const StyledButton = styled('button', { shouldForwardProp: notForTheDom })<LookProps>(({ theme, look, size = 'medium' }) => buttonStyles(theme, look, size));

/** A button of the site's look (see button-styles.ts); `type="button"` unless told otherwise, like MUI's. */
export function SiteButton({ type = 'button', ...props }: LookProps & ButtonHTMLAttributes<HTMLButtonElement>) {
  return <StyledButton type={type} {...props} />;
}

/** A link that looks like a button. */
export const SiteLinkButton = styled('a', { shouldForwardProp: notForTheDom })<LookProps>(({ theme, look, size = 'medium' }) =>
  buttonStyles(theme, look, size),
);
