import { BreadcrumbTrail } from '../../../../components/breadcrumb-trail';
import { SmartLink } from '../../../../components/smart-link';
import { blogMessages } from '../../messages';

export type Crumb = { label: string; href: string };

/** Home / Blogs above the post. */
export function PostBreadcrumb({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <BreadcrumbTrail label={blogMessages.breadcrumb} sx={{ mb: 3, '& a': { color: 'primary.main', textUnderlineOffset: 3 } }}>
      {crumbs.map((crumb) => (
        <SmartLink key={crumb.href} href={crumb.href}>
          {crumb.label}
        </SmartLink>
      ))}
    </BreadcrumbTrail>
  );
}
