// Modules made by src/engine/build/vite-manifest-plugin.ts from the validated manifest.
declare module 'virtual:route-table' {
  export const routes: import('./page-data').RouteEntry[];
  export const notFoundPageId: string;
  export const pageLoaders: Record<string, () => Promise<{ default: import('./page-data').PageData }>>;
}

declare module 'virtual:site-data' {
  const site: import('./page-data').SiteData;
  export default site;
}
