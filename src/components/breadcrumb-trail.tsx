import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { Children, Fragment, type ReactNode } from 'react';

type BreadcrumbTrailProps = { label: string; sx?: SxProps<Theme>; children: ReactNode };

/**
 * A breadcrumb: nav › ol › li with "/" separators hidden from screen readers, the markup and look of
 * MUI's Breadcrumbs without its collapse button, which brought ButtonBase and the ripple into every
 * page with a trail (the site's trails are never long enough to collapse).
 */
export function BreadcrumbTrail({ label, sx, children }: BreadcrumbTrailProps) {
  return (
    <Typography component="nav" aria-label={label} sx={[{ color: 'text.secondary' }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <Box component="ol" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', p: 0, m: 0, listStyle: 'none' }}>
        {Children.toArray(children).map((crumb, index) => (
          <Fragment key={index}>
            {index > 0 ? (
              <Box component="li" aria-hidden="true" className="breadcrumb-separator" sx={{ display: 'flex', userSelect: 'none', mx: 1 }}>
                /
              </Box>
            ) : null}
            <li>{crumb}</li>
          </Fragment>
        ))}
      </Box>
    </Typography>
  );
}
