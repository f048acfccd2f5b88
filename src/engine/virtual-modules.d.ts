// Modules made by src/engine/build/vite-manifest-plugin.ts from the validated manifest.
declare module 'virtual:route-table' {
  export const routes: import('../common/page-data').RouteEntry[];
  export const notFoundPageId: string;
  export const pageLoaders: Record<string, () => Promise<{ default: import('../common/page-data').PageData }>>;
}

declare module 'virtual:site-data' {
  const site: import('../common/page-data').SiteData;
  export default site;
}
