import { headingIdFor, SectionShell } from '../../components/section-shell';
import { useIslandData, usePageParams } from '../../engine/islands/page-context';
import type { SectionComponentProps } from '../../engine/section-registry';
import { BlogList } from '../../features/blog/components/blog-list/blog-list';
import { asEmbeddedBlogData, EmbeddedBlogDataProvider } from '../../features/blog/embedded/embedded-blog-data';
import { categoryOf } from './blog-list-data';

export { preloadData } from './blog-list-data';

/** The blog list of the page's category (its ":param"), or of every post. */
export default function BlogListSection({ section, index }: SectionComponentProps<'blog-list'>) {
  const catId = categoryOf(section, usePageParams());
  const headingId = headingIdFor(section.id);
  return (
    <SectionShell id={section.id} labelledBy={headingId} animate={index > 0}>
      {/* The island's React root (blog-list.island.ts): the list alone, hydrated (without the section around it) only when the page has no data. */}
      <div data-island-root="">
        <EmbeddedBlogDataProvider data={asEmbeddedBlogData(useIslandData())}>
          <BlogList catId={catId} fallbackHeading={section.heading} headingId={headingId} />
        </EmbeddedBlogDataProvider>
      </div>
    </SectionShell>
  );
}
