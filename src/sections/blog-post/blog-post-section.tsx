import { SectionShell } from '../../components/section-shell';
import { usePageParams } from '../../engine/islands/page-context';
import type { SectionComponentProps } from '../../engine/section-registry';
import { preloadBlogPost } from '../../features/blog/api/use-blog-post';
import { preloadRelatedPosts } from '../../features/blog/api/use-related-posts';
import { BlogPostView } from '../../features/blog/components/blog-post/blog-post-view';

/** The post named by the page's ":id" segment. */
export default function BlogPostSection({ section, index }: SectionComponentProps<'blog-post'>) {
  const postId = usePageParams()[section.idParam];
  return (
    <SectionShell id={section.id} animate={index > 0}>
      <BlogPostView postId={postId || undefined} home={section.home} blogList={section.blogList} />
    </SectionShell>
  );
}

/** Starts the post's and its related posts' requests before the island hydrates. */
export function preloadData({ section, params }: { section: SectionComponentProps<'blog-post'>['section']; params: Readonly<Record<string, string | undefined>> }): void {
  const postId = params[section.idParam];
  if (!postId) return;
  preloadBlogPost(postId);
  preloadRelatedPosts(postId);
}
