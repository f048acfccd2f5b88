import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { blogMessages } from '../messages';

/**
 * What the blog pages show while their data loads (also in the prerendered HTML): a spinner filling
 * the window, so that the footer starts below it and nothing on screen moves when the content replaces it.
 */
export function FullPageSpinner() {
  return (
    <Box role="status" aria-label={blogMessages.loading} sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: '100vh' }}>
      <CircularProgress aria-hidden="true" size={56} />
    </Box>
  );
}
