import { siteConfig } from '../../site.config';

/** A path template from site.config (an endpoint or a page address) with its `{name}` placeholders filled in, URL-encoded. */
export function fillPathTemplate(template: string, params: Readonly<Record<string, string>> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_placeholder, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Endpoint "${template}" needs a value for {${name}}`);
    return encodeURIComponent(value);
  });
}

/** The path with query parameters added (undefined ones left out), whether or not it already has a query. */
export function withQuery(path: string, query: Readonly<Record<string, string | undefined>>): string {
  const entries = Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined);
  if (entries.length === 0) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${new URLSearchParams(entries).toString()}`;
}

/** The address of an uploaded image named by the API; full addresses are kept as they are. */
export function uploadUrl(file: string, api: { baseUrl: string; endpoints: { uploads: string } } = siteConfig.api): string {
  if (/^https?:\/\//.test(file)) return file;
  const encoded = file.replace(/^\/+/, '').split('/').map(encodeURIComponent).join('/');
  return `${api.baseUrl}${api.endpoints.uploads}${encoded}`;
}
