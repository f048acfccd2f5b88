import { renderPage } from '../src/entry-server';

/** The HTML the build writes for an address (its markup, without the document around it): the server's own render. */
export async function prerenderRoute(path: string): Promise<string> {
  return (await renderPage(path)).html;
}
