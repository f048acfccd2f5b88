import { PlainButton } from '../../../../components/plain-button';
import { blogMessages } from '../../messages';

type BlogPaginationProps = { page: number; pageCount: number; onChange: (page: number) => void };

/** Previous, the page numbers and Next; only rendered when the posts fill more than one page. */
export function BlogPagination({ page, pageCount, onChange }: BlogPaginationProps) {
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  return (
    <nav aria-label={blogMessages.pagination} className="blog-pagination">
      <ul>
        <li>
          <PlainButton look="outline-primary" disabled={page <= 1} onClick={() => onChange(page - 1)}>
            {blogMessages.previous}
          </PlainButton>
        </li>
        {pages.map((number) => (
          <li key={number}>
            <PlainButton
              look={number === page ? 'primary' : 'outline-primary'}
              aria-label={blogMessages.page(number)}
              aria-current={number === page ? 'page' : undefined}
              onClick={() => onChange(number)}
              style={{ minWidth: 44 }}
            >
              {number}
            </PlainButton>
          </li>
        ))}
        <li>
          <PlainButton look="outline-primary" disabled={page >= pageCount} onClick={() => onChange(page + 1)}>
            {blogMessages.next}
          </PlainButton>
        </li>
      </ul>
    </nav>
  );
}
