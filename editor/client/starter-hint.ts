import type { TextFieldProps } from '@mui/material';
import type { ReactNode } from 'react';
import { isStarterText } from '../server/starter-content';

export const STARTER_HINT = "Example text: replace it with this page's own (npm run check:launch lists it until then).";

/**
 * A text field still holding a new page's starter text (issue 28) is outlined, dashed in the warning
 * colour, and says so under the box until its value differs; a problem the validator found is still
 * shown first. Nothing for any other value.
 */
export function starterTextProps(value: unknown, helperText: ReactNode, hasProblem: boolean): Partial<TextFieldProps> {
  if (!isStarterText(value)) return {};
  return {
    helperText: hasProblem ? helperText : STARTER_HINT,
    color: 'warning',
    sx: { '& .MuiOutlinedInput-notchedOutline': { borderStyle: 'dashed', borderWidth: 2, borderColor: 'warning.main' } },
    slotProps: { htmlInput: { 'data-starter-text': '' } },
  };
}
