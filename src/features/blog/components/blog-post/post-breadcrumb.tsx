import { Fragment } from 'react';
import { blogMessages } from '../../../../common/blog-messages';
import { SmartLink } from '../../../../components/smart-link';

export type Crumb = { label: string; href: string };

/** Home / Blogs above the post: the markup of BreadcrumbTrail (nav › ol › li, separators hidden from screen readers), drawn by blog-post.css. */
export function PostBreadcrumb({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav aria-label={blogMessages.breadcrumb} className="post-breadcrumb">
      <ol>
        {crumbs.map((crumb, index) => (
          <Fragment key={crumb.href}>
            {index > 0 ? (
              <li aria-hidden="true" className="breadcrumb-separator">
                /
              </li>
            ) : null}
            <li>
              <SmartLink href={crumb.href}>{crumb.label}</SmartLink>
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
