import site from 'virtual:site-data';
import { useEffect } from 'react';
import { siteConfig } from '../../../../../site.config';
import { blogMessages } from '../../../../common/blog-messages';
import { Notice } from '../../../../components/notice';
import { useBlogPosts } from '../../api/use-blog-posts';
import { useCategory } from '../../api/use-category';
import { useEmbeddedBlogData } from '../../embedded/embedded-blog-data';
import { FullPageSpinner } from '../full-page-spinner';
import { BlogCard } from './blog-card';
import { BlogPagination } from './blog-pagination';
import { NoPosts } from './no-posts';
import './blog-list.css';
import { usePageParam } from './use-page-param';

type BlogListProps = {
  /** The category to list; undefined lists every post. */
  catId: string | undefined;
  /** Heading without a category, or when the category has no title. */
  fallbackHeading: string;
  headingId: string;
};

const pageSize = siteConfig.blog.pageSize;

/**
 * A category's posts (or all posts), six a page: loading, then loaded, empty or error (spec §4). Plain
 * elements and blog-list.css: the blog-list island hydrates this with React alone.
 */
export function BlogList({ catId, fallbackHeading, headingId }: BlogListProps) {
  const posts = useBlogPosts(catId);
  const category = useCategory(catId);
  const pageCount = posts.data === undefined ? undefined : Math.ceil(posts.data.length / pageSize);
  const { page, goTo } = usePageParam(pageCount);
  const renderedPath = useEmbeddedBlogData()?.path;
  const heading = category.data?.title ?? fallbackHeading;
  const categoryTitle = category.data?.title;
  // The reference server already names the category in the head; a shell served without it (the
  // legacy preset's) says "Blog category" until the title is known. Never the other way round.
  useEffect(() => {
    if (categoryTitle !== undefined) document.title = `${categoryTitle} | ${site.name}`;
  }, [categoryTitle]);
  const categoryPending = catId !== undefined && category.data === undefined && category.error === undefined;

  if ((posts.data === undefined && posts.error === undefined) || categoryPending) {
    return (
      <>
        <h1 id={headingId} className="visually-hidden">
          {heading}
        </h1>
        <FullPageSpinner />
      </>
    );
  }

  const changePage = (next: number) => {
    goTo(next);
    window.scrollTo({ top: 0 });
  };

  return (
    <>
      <h1 id={headingId} className="blog-list__heading">
        {heading}
      </h1>
      {posts.data === undefined ? (
        <Notice severity="error" title={blogMessages.errorTitle}>
          {blogMessages.listLoadFailed}
        </Notice>
      ) : posts.data.length === 0 ? (
        <NoPosts />
      ) : (
        <>
          <div className="blog-list__grid">
            {posts.data.slice((page - 1) * pageSize, page * pageSize).map((post) => (
              <BlogCard key={post.id} post={post} eyebrow={categoryTitle ?? blogMessages.insight} />
            ))}
          </div>
          {pageCount !== undefined && pageCount > 1 ? (
            // The path the server rendered; without its data the list only renders in the browser.
            <BlogPagination page={page} pageCount={pageCount} onChange={changePage} path={renderedPath ?? window.location.pathname} />
          ) : null}
        </>
      )}
    </>
  );
}
