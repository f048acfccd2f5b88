import { SectionShell, headingIdFor } from '../../components/section-shell';
import { useParams } from 'react-router';
import type { SectionComponentProps, SectionDataContext } from '../../engine/section-registry';
import { preloadBlogPosts } from '../../features/blog/api/use-blog-posts';
import { preloadCategory } from '../../features/blog/api/use-category';
import { BlogList } from '../../features/blog/components/blog-list/blog-list';

/** The blog list of the page's category (its ":param"), or of every post. */
export default function BlogListSection({ section, index }: SectionComponentProps<'blog-list'>) {
  const params = useParams();
  const catId = section.categoryParam === undefined ? undefined : params[section.categoryParam];
  const headingId = headingIdFor(section.id);
  return (
    <SectionShell id={section.id} labelledBy={headingId} animate={index > 0}>
      <BlogList catId={catId} fallbackHeading={section.heading} headingId={headingId} />
    </SectionShell>
  );
}

export function preloadData({ section, params }: SectionDataContext<'blog-list'>): void {
  const catId = section.categoryParam === undefined ? undefined : params[section.categoryParam] || undefined;
  preloadBlogPosts(catId);
  if (catId !== undefined) preloadCategory(catId);
}
