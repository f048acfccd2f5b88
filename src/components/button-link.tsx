import { styled } from '@mui/material/styles';
import type { Button as ButtonContent } from '../../schemas/common';
import { type ButtonLook, buttonStyles } from './button-styles';
import { SmartLink } from './smart-link';

const looks: Record<ButtonContent['variant'], ButtonLook> = {
  primary: 'primary',
  secondary: 'secondary',
  outline: 'outline',
  light: 'light',
};

const StyledButtonLink = styled(SmartLink, { shouldForwardProp: (prop) => prop !== 'look' && prop !== 'sx' })<{ look: ButtonLook }>(({ theme, look }) =>
  buttonStyles(theme, look, 'large'),
);

type ButtonLinkProps = {
  button: ButtonContent;
  /**
   * Said after the label to screen readers and search engines, not shown: what a generic label such
   * as the spec's "Learn More" is about, so that the link's name describes where it leads.
   */
  context?: string;
};

function ButtonLink({ button, context }: ButtonLinkProps) {
  return (
    <StyledButtonLink look={looks[button.variant]} href={button.href} newTab={button.newTab}>
      {button.label}
      {context ? <span className="visually-hidden">: {context}</span> : null}
    </StyledButtonLink>
  );
}

type ButtonRowProps = { buttons: ButtonContent[] | undefined; align?: 'flex-start' | 'center'; context?: string };

export function ButtonRow({ buttons, align = 'flex-start', context }: ButtonRowProps) {
  if (!buttons?.length) return null;
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, justifyContent: align, marginTop: 24 }}>
      {buttons.map((button) => (
        <ButtonLink key={`${button.href}-${button.label}`} button={button} context={context} />
      ))}
    </div>
  );
}
