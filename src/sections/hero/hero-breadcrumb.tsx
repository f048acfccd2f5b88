import Typography from '@mui/material/Typography';
import type { Breadcrumb } from '../../../schemas/common';
import { BreadcrumbTrail } from '../../components/breadcrumb-trail';
import { SmartLink } from '../../components/smart-link';
import { chromeMessages } from '../../messages/chrome-messages';

/** The trail from Home to this page; the last crumb is the current page and is not a link. */
export function HeroBreadcrumb({ crumbs }: { crumbs: Breadcrumb }) {
  const lastIndex = crumbs.length - 1;
  return (
    <BreadcrumbTrail label={chromeMessages.breadcrumb} sx={{ mb: 2, color: 'common.white', '& .breadcrumb-separator': { opacity: 0.8 } }}>
      {crumbs.map((crumb, crumbIndex) =>
        crumbIndex === lastIndex || !crumb.href ? (
          <Typography
            key={`${crumbIndex}-${crumb.label}`}
            component="span"
            aria-current={crumbIndex === lastIndex ? 'page' : undefined}
            sx={{ color: 'common.white', fontWeight: 700 }}
          >
            {crumb.label}
          </Typography>
        ) : (
          <Typography
            key={`${crumbIndex}-${crumb.label}`}
            component={SmartLink}
            href={crumb.href}
            sx={{ color: 'common.white', textDecoration: 'underline', textUnderlineOffset: 3, '&:hover': { textDecorationThickness: 2 } }}
          >
            {crumb.label}
          </Typography>
        ),
      )}
    </BreadcrumbTrail>
  );
}
