import type { MouseEvent } from 'react';
import { blogMessages } from '../../../../common/blog-messages';
import { PlainLinkButton } from '../../../../components/plain-button';

type BlogPaginationProps = { page: number; pageCount: number; onChange: (page: number) => void; path: string };

/** The list's address at one page: page 1 has no parameter. */
function pageHref(path: string, page: number): string {
  return page <= 1 ? path : `${path}?page=${page}`;
}

/**
 * Previous, the page numbers and Next, as real links: without scripts (or before hydration) they load
 * the page the server renders; with scripts, the list changes in place. The ends that lead nowhere
 * are links without an address, marked `aria-disabled`. Only rendered when there is more than one page.
 */
export function BlogPagination({ page, pageCount, onChange, path }: BlogPaginationProps) {
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  const go = (target: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window keeps the browser's own behaviour.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onChange(target);
  };
  const end = (label: string, target: number, disabled: boolean) =>
    disabled ? (
      <PlainLinkButton look="outline-primary" aria-disabled="true" role="link">
        {label}
      </PlainLinkButton>
    ) : (
      <PlainLinkButton look="outline-primary" href={pageHref(path, target)} onClick={go(target)}>
        {label}
      </PlainLinkButton>
    );
  return (
    <nav aria-label={blogMessages.pagination} className="blog-pagination">
      <ul>
        <li>{end(blogMessages.previous, page - 1, page <= 1)}</li>
        {pages.map((number) => (
          <li key={number}>
            <PlainLinkButton
              look={number === page ? 'primary' : 'outline-primary'}
              href={pageHref(path, number)}
              onClick={go(number)}
              aria-label={blogMessages.page(number)}
              aria-current={number === page ? 'page' : undefined}
              style={{ minWidth: 44 }}
            >
              {number}
            </PlainLinkButton>
          </li>
        ))}
        <li>{end(blogMessages.next, page + 1, page >= pageCount)}</li>
      </ul>
    </nav>
  );
}
