import { createTheme } from '@mui/material';
import { colors } from '../../../src/theme/tokens';

/** MUI's blue darkened a step: 4.5:1 and more against the toolbar's grey and the warnings' orange, where the default is 4.2:1. */
export const theme = createTheme({ palette: { primary: { main: colors.editorAction } } });

/** Below this width the file list is a drawer and the form and the preview take turns. */
export const WIDE = '(min-width: 1000px)';

/** A visually hidden text, for screen readers. */
export const visuallyHidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;
