import { SectionShell, headingIdFor } from '../../components/section-shell';
import { usePageParams } from '../../engine/islands/page-context';
import type { SectionComponentProps } from '../../engine/section-registry';
import { preloadBlogPosts } from '../../features/blog/api/use-blog-posts';
import { preloadCategory } from '../../features/blog/api/use-category';
import { BlogList } from '../../features/blog/components/blog-list/blog-list';

/** The blog list of the page's category (its ":param"), or of every post. */
export default function BlogListSection({ section, index }: SectionComponentProps<'blog-list'>) {
  const params = usePageParams();
  const catId = section.categoryParam === undefined ? undefined : params[section.categoryParam];
  const headingId = headingIdFor(section.id);
  return (
    <SectionShell id={section.id} labelledBy={headingId} animate={index > 0}>
      <BlogList catId={catId} fallbackHeading={section.heading} headingId={headingId} />
    </SectionShell>
  );
}

/** Starts the list's requests (and its category's title) before the island hydrates. */
export function preloadData({ section, params }: { section: SectionComponentProps<'blog-list'>['section']; params: Readonly<Record<string, string | undefined>> }): void {
  const catId = section.categoryParam === undefined ? undefined : params[section.categoryParam] || undefined;
  preloadBlogPosts(catId);
  if (catId !== undefined) preloadCategory(catId);
}
