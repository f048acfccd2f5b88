import { isInternalHref, splitInternalHref } from '../links/href-kind';
import { buildRouteTable, type RoutePage, type RouteTable } from './route-table';

/**
 * Which files' links the incremental validator (incremental-validation.ts) checks again. Each call
 * gives the route table, made from each page's kept route, and the addresses whose page changed since
 * the last call (added, removed, other anchors). A change to the redirects or to a ":param" page, which
 * any link may depend on, starts a new generation: every file's links are checked again. Otherwise a
 * file's kept link problems stand unless a page its links name (or a redirect they pass through)
 * changed, or it had a problem and any page changed (the "did you mean" names the pages).
 */
export class LinkRecheckPlan {
  /** Bumped when the route table changes in a way every file's links depend on. */
  generation = 0;
  private signatures = new Map<string, string>();
  private globalSignature = '';
  private readonly signatureOf = new WeakMap<RoutePage, string>();
  private changed = new Set<string>();
  private table: RouteTable = buildRouteTable([], undefined);

  /** The route table (buildRouteTable's) of the site's data and these pages' routes, in their order. */
  routeTable(siteData: unknown, routes: readonly (RoutePage | undefined)[]): RouteTable {
    const table = buildRouteTable([], siteData);
    for (const route of routes) if (route) table.pages.push(route);
    const signatures = new Map<string, string>();
    for (const route of table.pages) {
      if (signatures.has(route.path)) continue;
      let signature = this.signatureOf.get(route);
      if (signature === undefined) {
        signature = JSON.stringify([...route.anchors]);
        this.signatureOf.set(route, signature);
      }
      signatures.set(route.path, signature);
    }
    const patterns = table.pages.filter((route) => route.path.includes(':')).map((route) => [route.path, [...route.anchors]]);
    const globalSignature = JSON.stringify([patterns, [...table.redirects]]);
    const changed = new Set<string>();
    for (const [address, signature] of signatures) if (this.signatures.get(address) !== signature) changed.add(address);
    for (const address of this.signatures.keys()) if (!signatures.has(address)) changed.add(address);
    if (globalSignature !== this.globalSignature) this.generation += 1;
    this.globalSignature = globalSignature;
    this.signatures = signatures;
    this.changed = changed;
    this.table = table;
    return table;
  }

  /** Whether a file's link problems, kept from generation `kept.routes`, must be made again; `linkPaths` are the addresses its links name. */
  isStale(kept: { problems: readonly unknown[]; routes: number }, linkPaths: ReadonlySet<string>): boolean {
    if (kept.routes !== this.generation) return true;
    if (this.changed.size === 0) return false;
    return kept.problems.length > 0 || [...linkPaths].some((address) => this.changed.has(address) || this.changed.has(redirectTarget(this.table, address)));
  }
}

/** Where a redirect from `address` leads (its page's address), or '' when none does. */
function redirectTarget(routes: RouteTable, address: string): string {
  const target = routes.redirects.get(address);
  return target !== undefined && isInternalHref(target) ? splitInternalHref(target).path : '';
}
