import { describe, expect, it } from 'vitest';
import { LinkRecheckPlan } from './link-recheck';
import type { RoutePage } from './route-table';

const route = (path: string, anchors: string[] = []): RoutePage => ({ file: `content/pages${path}.json`, path, anchors: new Set(anchors) });
const site = (redirects: { from: string; to: string }[] = []) => ({ redirects });

/** Which files' links the incremental validator checks again (issue 31 item 7): a page that links to a changed page is. */
describe('LinkRecheckPlan', () => {
  it('re-checks a file that links to a page whose anchors changed, or that was removed, and not one that links elsewhere', () => {
    const plan = new LinkRecheckPlan();
    const about = route('/about', ['story']);
    const services = route('/services');
    plan.routeTable(site(), [about, services]);
    const kept = { problems: [], routes: plan.generation };
    // The same routes: nothing to check again.
    plan.routeTable(site(), [about, services]);
    expect(plan.isStale(kept, new Set(['/about']))).toBe(false);
    // /about's anchor renamed: a link to /about is checked again, a link to /services is not.
    plan.routeTable(site(), [route('/about', ['tale']), services]);
    expect(plan.isStale(kept, new Set(['/about']))).toBe(true);
    expect(plan.isStale(kept, new Set(['/services']))).toBe(false);
    // A file with a broken link is checked again whenever a page changes (its "did you mean" names them).
    expect(plan.isStale({ problems: ['"/abut" is not a page'], routes: plan.generation }, new Set(['/abut']))).toBe(true);
    // /about removed.
    plan.routeTable(site(), [services]);
    expect(plan.isStale(kept, new Set(['/about']))).toBe(true);
  });

  it('re-checks a link through a redirect when its target changes, and every file when the redirects change', () => {
    const plan = new LinkRecheckPlan();
    const redirects = [{ from: '/old-about', to: '/about' }];
    plan.routeTable(site(redirects), [route('/about'), route('/services')]);
    const kept = { problems: [], routes: plan.generation };
    plan.routeTable(site(redirects), [route('/about', ['new']), route('/services')]);
    expect(plan.isStale(kept, new Set(['/old-about']))).toBe(true);
    expect(plan.isStale(kept, new Set(['/services']))).toBe(false);
    plan.routeTable(site([...redirects, { from: '/old-services', to: '/services' }]), [route('/about', ['new']), route('/services')]);
    expect(plan.isStale({ problems: [], routes: kept.routes }, new Set(['/services']))).toBe(true);
  });
});
