import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lazy } from 'react';
import { siteConfig } from '../../../../../site.config';
import { uploadUrl } from '../../../../api/endpoint-url';
import type { BlogPost } from '../../api/get-blog-post';
import { formatLongDate } from '../../../../format/format-long-date';
import { blogMessages } from '../../messages';
import { ShareLinks } from './share-links';

/**
 * DOMPurify (11 KB gzipped) is needed only once a post has arrived, never to hydrate the page: the
 * content component loads then, or earlier when BlogPostView asks for it while the post is on its way.
 * BlogPostView keeps its spinner until it is there, so the post appears whole.
 */
export const loadSanitizedHtml = () => import('./sanitized-html');
const SanitizedHtml = lazy(() => loadSanitizedHtml().then((module) => ({ default: module.SanitizedHtml })));

/** The post itself: title (the page's h1), date, author, image, sanitised content and share links. */
export function PostArticle({ post, address }: { post: BlogPost; address: string }) {
  return (
    <Box component="article">
      <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '2rem', md: '2.75rem' }, mb: 2 }}>
        {post.title}
      </Typography>
      <Typography variant="body2" component="p" sx={{ color: 'text.secondary', mb: 4, display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <time dateTime={post.date}>{formatLongDate(post.date)}</time>
        {post.author ? <span>{blogMessages.byAuthor(post.author)}</span> : null}
      </Typography>
      {post.image ? (
        <Box
          component="img"
          src={uploadUrl(post.image)}
          alt=""
          decoding="async"
          sx={{ display: 'block', maxWidth: '100%', maxHeight: siteConfig.blog.detailImageMaxHeightPx, width: 'auto', height: 'auto', mb: 4, borderRadius: 1.5 }}
        />
      ) : null}
      <SanitizedHtml html={post.content} />
      <ShareLinks address={address} title={post.title} />
    </Box>
  );
}
