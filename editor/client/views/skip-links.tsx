import { Box } from '@mui/material';
import { focusFormHeading } from '../actions/focus';
import { showNarrowView } from '../state/ui-store';
import { PREVIEW_PANE_ID } from './preview-pane';

/** Skip links: out of sight until focused, then at the top left over the toolbar. */
const skipLinks = {
  '& button': {
    position: 'absolute',
    left: 8,
    top: -48,
    zIndex: 1400,
    p: 1,
    font: 'inherit',
    cursor: 'pointer',
    bgcolor: 'background.paper',
    color: 'primary.main',
    border: 2,
    borderColor: 'primary.main',
  },
  '& button:focus': { top: 8 },
} as const;

/** On a narrow screen the chosen half is shown first. */
function skipTo(target: 'form' | 'preview') {
  showNarrowView(target);
  if (target === 'form') focusFormHeading();
  else requestAnimationFrame(() => document.getElementById(PREVIEW_PANE_ID)?.focus());
}

export function SkipLinks() {
  return (
    <Box component="nav" aria-label="Skip links" sx={skipLinks}>
      <button type="button" onClick={() => skipTo('form')}>
        Skip to the form
      </button>
      <button type="button" onClick={() => skipTo('preview')}>
        Skip to the preview
      </button>
    </Box>
  );
}
