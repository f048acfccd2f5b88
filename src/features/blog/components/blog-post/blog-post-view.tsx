import site from 'virtual:site-data';
import { Suspense, useEffect } from 'react';
import { blogMessages } from '../../../../common/blog-messages';
import { Notice } from '../../../../components/notice';
import { useBlogPost } from '../../api/use-blog-post';
import { useRelatedPosts } from '../../api/use-related-posts';
import { postAddress } from '../../blog-addresses';
import { useEmbeddedBlogData } from '../../embedded/embedded-blog-data';
import { FullPageSpinner } from '../full-page-spinner';
import { loadSanitizedHtml, PostArticle } from './post-article';
import { type Crumb, PostBreadcrumb } from './post-breadcrumb';
import { PostNotFound } from './post-not-found';
import './blog-post.css';
import { RelatedSidebar } from './related-sidebar';

type BlogPostViewProps = {
  /** The post id from the address; undefined when the address has none. */
  postId: string | undefined;
  home: Crumb;
  blogList: Crumb;
};

/** One post: loading, then loaded, not found (then the blog list) or error (spec §4). Plain elements and blog-post.css: the blog-post island hydrates this with React alone. */
export function BlogPostView({ postId, home, blogList }: BlogPostViewProps) {
  const { data, error } = useBlogPost(postId);
  // Asked for at the same time as the post; its failure is ignored (spec §8).
  const related = useRelatedPosts(postId);
  const title = data?.post?.title;
  const embedded = useEmbeddedBlogData() !== undefined;

  useEffect(() => {
    if (title !== undefined) document.title = `${title} | ${site.name}`;
  }, [title]);

  // The post's content component (and DOMPurify) downloads while the post itself is being fetched.
  useEffect(() => {
    if (postId !== undefined && !embedded) void loadSanitizedHtml();
  }, [postId, embedded]);

  return (
    <>
      <PostBreadcrumb crumbs={[home, blogList]} />
      {postId === undefined ? (
        <Notice severity="warning">{blogMessages.blogNotFound}</Notice>
      ) : error !== undefined && data === undefined ? (
        <Notice severity="error">{blogMessages.postLoadFailed}</Notice>
      ) : data === undefined ? (
        <FullPageSpinner />
      ) : data.post === undefined ? (
        <PostNotFound message={data.message} redirectTo={blogList.href} />
      ) : (
        <Suspense fallback={<FullPageSpinner />}>
          <div className="blog-post__columns">
            <PostArticle post={data.post} address={`${site.url.replace(/\/$/, '')}${postAddress(postId)}`} />
            <RelatedSidebar related={related.data} settled={related.data !== undefined || related.error !== undefined} />
          </div>
        </Suspense>
      )}
    </>
  );
}
