import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { siteConfig } from '../../../../../site.config';
import { uploadUrl } from '../../../../api/endpoint-url';
import { cardFrame, cardOnLight } from '../../../../components/card-frame';
import { SiteLinkButton } from '../../../../components/site-button';
import type { BlogPostSummary } from '../../api/get-blog-posts';
import { postAddress } from '../../blog-addresses';
import { formatPostDate } from '../../format-post-date';
import { blogMessages } from '../../messages';

const imageHeight = siteConfig.blog.listImageHeightPx;

/**
 * One post in the list: image (when it has one), date, title and a "Read More" link to the post; the
 * link's name ends with the post's title (visually hidden), so six links do not all say "Read More".
 */
export function BlogCard({ post }: { post: BlogPostSummary }) {
  return (
    <Box
      component="article"
      sx={(theme) => ({ ...cardFrame, ...cardOnLight(theme) })}
    >
      {post.image ? (
        <Box
          component="img"
          src={uploadUrl(post.image)}
          alt=""
          height={imageHeight}
          loading="lazy"
          decoding="async"
          sx={{ display: 'block', width: '100%', height: imageHeight, objectFit: 'cover', bgcolor: 'grey.100' }}
        />
      ) : (
        // A post without a picture keeps the same shape as its neighbours, so the grid stays even.
        <Box
          aria-hidden="true"
          sx={(theme) => ({
            height: imageHeight,
            background: `linear-gradient(135deg, ${theme.palette.primary.dark} 0%, ${theme.palette.primary.main} 55%, ${theme.palette.secondary.main} 100%)`,
          })}
        />
      )}
      <Box sx={{ display: 'flex', flexDirection: 'column', flexGrow: 1, gap: 1.5, p: 3 }}>
        <Typography component="time" dateTime={post.date} variant="body2" sx={{ color: 'text.secondary' }}>
          {formatPostDate(post.date)}
        </Typography>
        <Typography variant="h3" component="h2" sx={{ flexGrow: 1 }}>
          {post.title}
        </Typography>
        <Box>
          <SiteLinkButton look="outline-primary" href={postAddress(post.id)}>
            {blogMessages.readMore}
            <span className="visually-hidden">: {post.title}</span>
          </SiteLinkButton>
        </Box>
      </Box>
    </Box>
  );
}
