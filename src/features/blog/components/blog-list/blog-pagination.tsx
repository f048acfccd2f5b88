import Box from '@mui/material/Box';
import { SiteButton } from '../../../../components/site-button';
import { blogMessages } from '../../messages';

type BlogPaginationProps = { page: number; pageCount: number; onChange: (page: number) => void };

/** Previous, the page numbers and Next; only rendered when the posts fill more than one page. */
export function BlogPagination({ page, pageCount, onChange }: BlogPaginationProps) {
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  return (
    <Box component="nav" aria-label={blogMessages.pagination} sx={{ mt: 6 }}>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 1 }}>
        <li>
          <SiteButton look="outline-primary" disabled={page <= 1} onClick={() => onChange(page - 1)}>
            {blogMessages.previous}
          </SiteButton>
        </li>
        {pages.map((number) => (
          <li key={number}>
            <SiteButton
              look={number === page ? 'primary' : 'outline-primary'}
              aria-label={blogMessages.page(number)}
              aria-current={number === page ? 'page' : undefined}
              onClick={() => onChange(number)}
              style={{ minWidth: 44 }}
            >
              {number}
            </SiteButton>
          </li>
        ))}
        <li>
          <SiteButton look="outline-primary" disabled={page >= pageCount} onClick={() => onChange(page + 1)}>
            {blogMessages.next}
          </SiteButton>
        </li>
      </Box>
    </Box>
  );
}
