import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Notice } from '../../../../components/notice';
import { SiteLinkButton } from '../../../../components/site-button';
import { blogMessages } from '../../messages';

/** The empty list (spec §2, §8): a warning, a short explanation and a way back home. */
export function NoPosts() {
  return (
    <>
      <Notice severity="warning" title={blogMessages.warningTitle}>
        {blogMessages.noBlogsForCategory}
      </Notice>
      <Box sx={{ textAlign: 'center', py: { xs: 6, md: 8 } }}>
        <Typography variant="h2" component="h2" sx={{ mb: 2 }}>
          {blogMessages.noPostsHeading}
        </Typography>
        <Typography variant="body1" sx={{ color: 'text.secondary', mb: 4 }}>
          {blogMessages.noPostsText}
        </Typography>
        <SiteLinkButton look="primary" size="large" href="/">
          {blogMessages.backToHome}
        </SiteLinkButton>
      </Box>
    </>
  );
}
