import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { sanitizePostHtml } from '../../sanitize-post-html';

/**
 * HTML from the blog API, sanitised with DOMPurify before it touches the page (see
 * sanitize-post-html.ts for what is removed). Only ever rendered in the browser (posts load there).
 */
export function SanitizedHtml({ html }: { html: string }) {
  const clean = useMemo(() => sanitizePostHtml(html), [html]);
  return (
    <Box
      sx={{
        fontSize: '1.075rem',
        lineHeight: 1.75,
        '& img': { maxWidth: '100%', height: 'auto' },
        '& h2, & h3': { mt: 4, mb: 2 },
        '& a': { color: 'primary.main', textDecoration: 'underline' },
        '& blockquote': { borderLeft: '4px solid', borderColor: 'secondary.main', m: 0, pl: 3, color: 'text.secondary' },
      }}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
