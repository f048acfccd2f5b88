import { SectionShell } from '../../components/section-shell';
import { useIslandData, usePageParams } from '../../engine/islands/page-context';
import type { SectionComponentProps } from '../../engine/section-registry';
import { BlogPostView } from '../../features/blog/components/blog-post/blog-post-view';
import { asEmbeddedBlogData, EmbeddedBlogDataProvider } from '../../features/blog/embedded/embedded-blog-data';
import { postIdOf } from './blog-post-data';

export { preloadData } from './blog-post-data';

/** The post named by the page's ":id" segment. */
export default function BlogPostSection({ section, index }: SectionComponentProps<'blog-post'>) {
  return (
    <SectionShell id={section.id} animate={index > 0}>
      {/* The island's React root (blog-post.island.ts): the post alone, hydrated (without the section around it) only when the page has no data. */}
      <div data-island-root="">
        <EmbeddedBlogDataProvider data={asEmbeddedBlogData(useIslandData())}>
          <BlogPostView postId={postIdOf(section, usePageParams())} home={section.home} blogList={section.blogList} />
        </EmbeddedBlogDataProvider>
      </div>
    </SectionShell>
  );
}
