import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { blogMessages } from '../../messages';

type BlogPaginationProps = { page: number; pageCount: number; onChange: (page: number) => void };

/** Previous, the page numbers and Next; only rendered when the posts fill more than one page. */
export function BlogPagination({ page, pageCount, onChange }: BlogPaginationProps) {
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  return (
    <Box component="nav" aria-label={blogMessages.pagination} sx={{ mt: 6 }}>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 1 }}>
        <li>
          <Button variant="outlined" disabled={page <= 1} onClick={() => onChange(page - 1)}>
            {blogMessages.previous}
          </Button>
        </li>
        {pages.map((number) => (
          <li key={number}>
            <Button
              variant={number === page ? 'contained' : 'outlined'}
              aria-label={blogMessages.page(number)}
              aria-current={number === page ? 'page' : undefined}
              onClick={() => onChange(number)}
              sx={{ minWidth: 44 }}
            >
              {number}
            </Button>
          </li>
        ))}
        <li>
          <Button variant="outlined" disabled={page >= pageCount} onClick={() => onChange(page + 1)}>
            {blogMessages.next}
          </Button>
        </li>
      </Box>
    </Box>
  );
}
