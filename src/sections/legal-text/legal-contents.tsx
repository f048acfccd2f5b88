import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { SmartLink } from '../../components/smart-link';
import { legalTextMessages } from '../../messages/legal-text-messages';

type LegalContentsProps = { id: string; entries: { anchor: string; heading: string }[] };

/** A small table of contents linking to each part of the document. */
export function LegalContents({ id, entries }: LegalContentsProps) {
  return (
    <Box component="nav" aria-labelledby={id} sx={{ my: 4, p: 3, borderRadius: 1, bgcolor: 'grey.50', borderLeft: '4px solid', borderColor: 'secondary.main' }}>
      <Typography id={id} component="p" variant="overline" sx={{ color: 'text.secondary' }}>
        {legalTextMessages.contents}
      </Typography>
      <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.5 }}>
        {entries.map((entry) => (
          <li key={entry.anchor}>
            <Link component={SmartLink} href={`#${entry.anchor}`} underline="hover" color="primary">
              {entry.heading}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}
