import { lazy } from 'react';
import { siteConfig } from '../../../../../site.config';
import { uploadUrl } from '../../../../api/endpoint-url';
import type { BlogPost } from '../../../../common/blog-api-contract';
import { blogMessages } from '../../../../common/blog-messages';
import { formatLongDate } from '../../../../format/format-long-date';
import { useEmbeddedBlogData } from '../../embedded/embedded-blog-data';
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
  // A post the server embedded was sanitised there, with the same DOMPurify and allow-list
  // (server/blog/post-html-sanitizer.ts): the page's own HTML, shown as is, with no DOMPurify to load.
  const sanitizedByServer = useEmbeddedBlogData() !== undefined;
  return (
    <article>
      <h1 className="post-article__title">{post.title}</h1>
      <p className="post-article__meta">
        <time dateTime={post.date}>{formatLongDate(post.date)}</time>
        {post.author ? <span>{blogMessages.byAuthor(post.author)}</span> : null}
      </p>
      {post.image ? (
        <img
          className="post-article__image"
          src={uploadUrl(post.image)}
          alt=""
          decoding="async"
          style={{ maxHeight: siteConfig.blog.detailImageMaxHeightPx }}
        />
      ) : null}
      {sanitizedByServer ? (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server with DOMPurify and the allow-list of sanitize-post-html.ts.
        <div className="post-content" dangerouslySetInnerHTML={{ __html: post.content }} />
      ) : (
        <SanitizedHtml html={post.content} />
      )}
      <ShareLinks address={address} title={post.title} />
    </article>
  );
}
