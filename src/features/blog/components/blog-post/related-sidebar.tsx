import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SmartLink } from '../../../../components/smart-link';
import type { RelatedPost } from '../../api/get-related-posts';
import { postAddress } from '../../blog-addresses';
import { blogMessages } from '../../messages';

/**
 * The sticky "Related Article" column. A failed call is ignored (spec §8): it reads like a post
 * without related articles. Nothing is listed while the call is under way (`settled` false).
 */
export function RelatedSidebar({ related, settled }: { related: readonly RelatedPost[] | undefined; settled: boolean }) {
  const headingId = 'related-articles';
  return (
    <Box
      component="aside"
      aria-labelledby={headingId}
      sx={{ position: { md: 'sticky' }, top: { md: 104 }, p: 3, borderRadius: 1.5, bgcolor: 'grey.50', border: '1px solid', borderColor: 'grey.100' }}
    >
      <Typography id={headingId} variant="h3" component="h2" sx={{ mb: 2 }}>
        {blogMessages.relatedArticle}
      </Typography>
      {related?.length ? (
        <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1.5, '& a': { color: 'primary.main', fontWeight: 600, textUnderlineOffset: '0.2em' } }}>
          {related.map((post) => (
            <li key={post.id}>
              <SmartLink href={postAddress(post.id)}>{post.title}</SmartLink>
            </li>
          ))}
        </Box>
      ) : settled ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {blogMessages.noRelated}
        </Typography>
      ) : null}
    </Box>
  );
}
