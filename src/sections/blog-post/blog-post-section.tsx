import { SectionShell } from '../../components/section-shell';
import { useParams } from 'react-router';
import type { SectionComponentProps, SectionDataContext } from '../../engine/section-registry';
import { preloadBlogPost } from '../../features/blog/api/use-blog-post';
import { preloadRelatedPosts } from '../../features/blog/api/use-related-posts';
import { BlogPostView } from '../../features/blog/components/blog-post/blog-post-view';

/** The post named by the page's ":id" segment. */
export default function BlogPostSection({ section, index }: SectionComponentProps<'blog-post'>) {
  const postId = useParams()[section.idParam];
  return (
    <SectionShell id={section.id} animate={index > 0}>
      <BlogPostView postId={postId || undefined} home={section.home} blogList={section.blogList} />
    </SectionShell>
  );
}

export function preloadData({ section, params }: SectionDataContext<'blog-post'>): void {
  const postId = params[section.idParam];
  if (!postId) return;
  preloadBlogPost(postId);
  preloadRelatedPosts(postId);
}
