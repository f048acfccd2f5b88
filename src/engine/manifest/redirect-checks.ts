import { isInternalHref, normalizeRoutePath, splitInternalHref } from '../links/href-kind';
import { quoteText } from './describe-value';
import type { JsonPath } from './json-path';
import { findPage, type RouteTable, redirectEntries } from './route-table';

export type RedirectProblem = { path: JsonPath; message: string };

/**
 * Redirects in the raw site data: each old path is redirected once, hides no page, and goes
 * straight to its final address (no chain, no loop). A `to` that is no page at all is reported by
 * the link checks, like any other link.
 */
export function checkRedirects(siteData: unknown, routes: RouteTable): RedirectProblem[] {
  const problems: RedirectProblem[] = [];
  const firstIndex = new Map<string, number>();
  for (const { index, from, to } of redirectEntries(siteData)) {
    const source = normalizeRoutePath(from);
    const earlier = firstIndex.get(source);
    if (earlier !== undefined) {
      problems.push({ path: ['redirects', index, 'from'], message: `the path ${quoteText(source)} is already redirected by redirects[${earlier}]` });
      continue;
    }
    firstIndex.set(source, index);
    const hidden = findPage(routes, source);
    if (hidden !== undefined) {
      problems.push({
        path: ['redirects', index, 'from'],
        message: `${quoteText(source)} is the path of ${hidden.file}; a redirect from it would hide that page`,
      });
      continue;
    }
    const chain = followRedirects(source, to, routes);
    if (chain.loops) {
      problems.push({ path: ['redirects', index, 'to'], message: `the redirects go round in a loop: ${chain.steps.join(' → ')}` });
    } else if (chain.steps.length > 2) {
      const final = chain.steps.at(-1) ?? '';
      problems.push({
        path: ['redirects', index, 'to'],
        message: `the redirects form a chain ${chain.steps.join(' → ')}; redirect ${quoteText(source)} straight to ${quoteText(final)}`,
      });
    }
  }
  return problems;
}

function followRedirects(source: string, to: string, routes: RouteTable): { steps: string[]; loops: boolean } {
  const steps = [source];
  let target = to;
  for (;;) {
    if (!isInternalHref(target)) return { steps: [...steps, target], loops: false };
    const path = splitInternalHref(target).path;
    const loops = steps.includes(path);
    steps.push(path);
    const next = routes.redirects.get(path);
    if (loops || next === undefined || findPage(routes, path) !== undefined) return { steps, loops };
    target = next;
  }
}
