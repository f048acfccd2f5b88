import { pageNavigation } from '../../../engine/page-navigation';

/** Where a not-found post sends the visitor, and after how long: written by PostNotFound, read here. */
export const redirectAttributes = { to: 'data-redirect-to', afterMs: 'data-redirect-after-ms' } as const;

/**
 * What a blog section the reference server rendered with its data still needs in the browser, in
 * plain script (no React, SWR or zod: docs/decisions/019-blog-pages-without-a-framework.md). The list,
 * its pagination, the post, its share links and related posts are links in the server's HTML and need
 * nothing; the one behaviour left is the not-found post's redirect to the blog list (spec §4), after
 * the delay the warning's attributes name.
 */
export function enhanceBlogSection(element: HTMLElement): void {
  const redirect = element.querySelector<HTMLElement>(`[${redirectAttributes.to}]`);
  const to = redirect?.getAttribute(redirectAttributes.to);
  if (!to) return;
  const delay = Number(redirect?.getAttribute(redirectAttributes.afterMs));
  setTimeout(() => pageNavigation.replace(to), Number.isFinite(delay) ? delay : 0);
}
