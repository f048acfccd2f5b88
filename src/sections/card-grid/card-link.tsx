import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { Link as LinkContent } from '../../../schemas/common';
import { SmartLink } from '../../components/smart-link';

type CardLinkProps = { link: LinkContent; describedBy: string; accent: string; onDark: boolean };

/** The text link at the foot of a card, with an arrow that nudges forward on hover. */
export function CardLink({ link, describedBy, accent, onDark }: CardLinkProps) {
  return (
    <Box sx={{ mt: 'auto', pt: 1 }}>
      <Link
        component={SmartLink}
        href={link.href}
        newTab={link.newTab}
        aria-describedby={describedBy}
        underline="hover"
        sx={(theme) => ({
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.75,
          fontWeight: 700,
          color: onDark ? theme.palette.common.white : accent,
          '& .card-link-arrow': { transition: 'transform 150ms ease' },
          '&:hover .card-link-arrow, &:focus-visible .card-link-arrow': { transform: 'translateX(4px)' },
        })}
      >
        {link.label}
        <span className="card-link-arrow" aria-hidden="true">
          →
        </span>
      </Link>
    </Box>
  );
}
