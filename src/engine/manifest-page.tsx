import { use } from 'react';
import site from 'virtual:site-data';
import { PageIconsContext } from '../components/icon';
import { SiteLayout } from './layout/site-layout';
import { loadPage } from './page-loader';
import { pageHead } from './page-head';
import { PagePathContext } from './page-path';
import { SectionList } from './section-renderer';
import { useDocumentHead } from './use-document-head';

/** A page of the manifest: its layout around its sections. */
export function ManifestPage({ pageId }: { pageId: string }) {
  const page = use(loadPage(pageId));
  useDocumentHead(pageHead(page, site));
  return (
    <PageIconsContext.Provider value={page.icons}>
      <PagePathContext.Provider value={page.path}>
        <SiteLayout name={page.layout}>
          <SectionList sections={page.sections} />
        </SiteLayout>
      </PagePathContext.Provider>
    </PageIconsContext.Provider>
  );
}
