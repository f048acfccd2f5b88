import { styled } from '@mui/material/styles';
import type { Button as ButtonContent } from '../../schemas/common';
import { buttonStyles, type ButtonLook } from './button-styles';
import { SmartLink } from './smart-link';

const looks: Record<ButtonContent['variant'], ButtonLook> = {
  primary: 'primary',
  secondary: 'secondary',
  outline: 'outline',
  light: 'light',
};

const StyledButtonLink = styled(SmartLink, { shouldForwardProp: (prop) => prop !== 'look' })<{ look: ButtonLook }>(({ theme, look }) =>
  buttonStyles(theme, look, 'large'),
);

export function ButtonLink({ button }: { button: ButtonContent }) {
  return (
    <StyledButtonLink look={looks[button.variant]} href={button.href} newTab={button.newTab}>
      {button.label}
    </StyledButtonLink>
  );
}

export function ButtonRow({ buttons, align = 'flex-start' }: { buttons: ButtonContent[] | undefined; align?: 'flex-start' | 'center' }) {
  if (!buttons?.length) return null;
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, justifyContent: align, marginTop: 24 }}>
      {buttons.map((button) => (
        <ButtonLink key={`${button.href}-${button.label}`} button={button} />
      ))}
    </div>
  );
}
