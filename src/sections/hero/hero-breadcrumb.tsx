import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import type { Breadcrumb } from '../../../schemas/common';
import { SmartLink } from '../../components/smart-link';

/**
 * The trail from Home to this page; the last crumb is the current page and is not a link. The same
 * markup as MUI's Breadcrumbs (nav › ol › li, separators hidden from screen readers), without it: its
 * collapse button brought ButtonBase and the ripple into every page with a page header, for trails
 * that are never long enough to collapse.
 */
export function HeroBreadcrumb({ crumbs }: { crumbs: Breadcrumb }) {
  const lastIndex = crumbs.length - 1;
  return (
    <Typography component="nav" aria-label="Breadcrumb" sx={{ mb: 2, color: 'common.white' }}>
      <Box component="ol" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', p: 0, m: 0, listStyle: 'none' }}>
        {crumbs.map((crumb, crumbIndex) => (
          <Fragment key={`${crumbIndex}-${crumb.label}`}>
            {crumbIndex > 0 ? (
              <Box component="li" aria-hidden="true" sx={{ display: 'flex', userSelect: 'none', mx: 1, opacity: 0.8 }}>
                /
              </Box>
            ) : null}
            <li>
              {crumbIndex === lastIndex || !crumb.href ? (
                <Typography component="span" aria-current={crumbIndex === lastIndex ? 'page' : undefined} sx={{ color: 'common.white', fontWeight: 700 }}>
                  {crumb.label}
                </Typography>
              ) : (
                <Typography
                  component={SmartLink}
                  href={crumb.href}
                  sx={{ color: 'common.white', textDecoration: 'underline', textUnderlineOffset: 3, '&:hover': { textDecorationThickness: 2 } }}
                >
                  {crumb.label}
                </Typography>
              )}
            </li>
          </Fragment>
        ))}
      </Box>
    </Typography>
  );
}
