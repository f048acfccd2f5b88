import Button from '@mui/material/Button';
import type { Button as ButtonContent } from '../../schemas/common';
import { SmartLink } from './smart-link';

const variantProps = {
  primary: { variant: 'contained', color: 'primary' },
  secondary: { variant: 'contained', color: 'secondary' },
  outline: { variant: 'outlined', color: 'inherit' },
  light: { variant: 'contained', color: 'inherit' },
} as const;

export function ButtonLink({ button }: { button: ButtonContent }) {
  const props = variantProps[button.variant];
  return (
    <Button
      {...props}
      component={SmartLink}
      href={button.href}
      newTab={button.newTab}
      size="large"
      sx={button.variant === 'light' ? { bgcolor: '#FFFFFF', color: 'primary.main', '&:hover': { bgcolor: 'grey.100' } } : undefined}
    >
      {button.label}
    </Button>
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
