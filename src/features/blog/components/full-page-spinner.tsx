import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { blogMessages } from '../messages';

/** What the blog pages show while their data loads (also in the prerendered HTML): a spinner filling the page. */
export function FullPageSpinner() {
  return (
    <Box role="status" aria-label={blogMessages.loading} sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: '60vh' }}>
      <CircularProgress aria-hidden="true" size={56} />
    </Box>
  );
}
