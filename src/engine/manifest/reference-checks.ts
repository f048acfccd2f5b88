import { didYouMean } from '../../common/did-you-mean';
import { iconNames, isIconName } from '../../icons/icon-names';
import { isInternalHref, splitInternalHref } from '../links/href-kind';
import { type ContentReference, collectContentReferences } from './content-references';
import { quoteText } from './describe-value';
import type { JsonPath } from './json-path';
import { type RouteTable, resolveInternalHref } from './route-table';

export type ReferenceProblem = { path: JsonPath; message: string };

export type ReferenceContext = { routes: RouteTable; publicFiles: ReadonlySet<string> };

/** Every link, asset path and icon name in one file's raw data that does not resolve. */
export function checkContentReferences(data: unknown, context: ReferenceContext): ReferenceProblem[] {
  return collectContentReferences(data).flatMap((reference) => {
    const message = referenceProblem(reference, context);
    return message === undefined ? [] : [{ path: reference.path, message }];
  });
}

function referenceProblem(reference: ContentReference, context: ReferenceContext): string | undefined {
  switch (reference.kind) {
    case 'link':
      return linkProblem(reference.value, context);
    case 'asset':
      return assetProblem(reference.value, context.publicFiles);
    case 'icon':
      return isIconName(reference.value)
        ? undefined
        : `${quoteText(reference.value)} is not an icon in the icon registry${didYouMean(reference.value, iconNames) || '; the icon names are listed in docs/content-guide.md'}`;
  }
}

function linkProblem(href: string, { routes, publicFiles }: ReferenceContext): string | undefined {
  if (!isInternalHref(href)) return undefined;
  const { path, anchor } = splitInternalHref(href);
  const resolved = resolveInternalHref(routes, href);
  if (resolved === undefined) {
    if (publicFiles.has(path)) return undefined;
    return `${quoteText(path)} is not a page${didYouMean(
      path,
      routes.pages.map((page) => page.path),
    )}`;
  }
  const page = resolved.page;
  if (anchor === undefined || page === undefined || page.anchors.has(anchor)) return undefined;
  const suggestion = didYouMean(anchor, page.anchors, (id) => `#${id}`);
  return `${quoteText(`#${anchor}`)} is not a section or item id on ${page.path}${suggestion || anchorList(page.path, [...page.anchors])}`;
}

/** With no near id to suggest, the ids the page does have (the first ten), so the right one can be picked. */
function anchorList(pagePath: string, anchors: string[]): string {
  if (anchors.length === 0) return `; ${pagePath} has no section or item ids`;
  const shown = anchors.slice(0, 10).map((id) => JSON.stringify(`#${id}`));
  const more = anchors.length > shown.length ? ` and ${anchors.length - shown.length} more` : '';
  return `; its ids are ${shown.join(', ')}${more}`;
}

function assetProblem(value: string, publicFiles: ReadonlySet<string>): string | undefined {
  if (!value.startsWith('/') || value.startsWith('//')) return undefined;
  const [file = value] = value.split(/[?#]/, 1);
  if (publicFiles.has(file)) return undefined;
  return `${quoteText(file)} is not a file under public/${didYouMean(file, publicFiles)}`;
}
