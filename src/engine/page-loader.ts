import { pageLoaders } from 'virtual:route-table';
import type { PageData } from './page-data';
import { matchPath } from 'react-router';
import { loadSectionModule, track, type TrackedPromise } from './section-loader';

const pageCache = new Map<string, TrackedPromise<PageData>>();

/** Loads a page's data and every section renderer it uses, so the page renders without suspending. */
export function loadPage(pageId: string): TrackedPromise<PageData> {
  let cached = pageCache.get(pageId);
  if (!cached) {
    const loader = pageLoaders[pageId];
    if (!loader) throw new Error(`No page "${pageId}" in the route table`);
    cached = track(
      loader().then(async (module) => {
        const page = module.default;
        await Promise.all(page.sections.map((section) => loadSectionModule(section.type)));
        return page;
      }),
    );
    pageCache.set(pageId, cached);
  }
  return cached;
}

/** Lets the sections of a loaded page start their data requests for this address (see SectionModule.preloadData). */
export function preloadPageData(page: PageData, pathname: string): void {
  const params = matchPath({ path: page.path, end: true }, pathname)?.params ?? {};
  for (const section of page.sections) {
    void loadSectionModule(section.type).then((module) => module.preloadData?.({ section, params }));
  }
}
