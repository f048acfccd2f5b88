import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '../../../../engine/router/link';
import { blogMessages } from '../../messages';

/** The empty list (spec §2, §8): a warning, a short explanation and a way back home. */
export function NoPosts() {
  return (
    <>
      <Alert severity="warning">
        <AlertTitle>{blogMessages.warningTitle}</AlertTitle>
        {blogMessages.noBlogsForCategory}
      </Alert>
      <Box sx={{ textAlign: 'center', py: { xs: 6, md: 8 } }}>
        <Typography variant="h2" component="h2" sx={{ mb: 2 }}>
          {blogMessages.noPostsHeading}
        </Typography>
        <Typography variant="body1" sx={{ color: 'text.secondary', mb: 4 }}>
          {blogMessages.noPostsText}
        </Typography>
        <Button component={RouterLink} to="/" variant="contained" size="large">
          {blogMessages.backToHome}
        </Button>
      </Box>
    </>
  );
}
