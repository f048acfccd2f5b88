/** One thing to replace before the site goes live, located for the maintainer who must do it. */
export type LaunchItem = {
  /** Relative to the project root, forward slashes. */
  file: string;
  line: number | undefined;
  /** JSON path inside the file ("sections[3].src"), or "" for a whole file or a text line. */
  path: string;
  message: string;
};

/** `content/site.json:4 url: "www.gruppo.example" is a placeholder domain: use the real address` */
export function formatLaunchItem(item: LaunchItem): string {
  const where = item.line === undefined ? item.file : `${item.file}:${item.line}`;
  return item.path === '' ? `${where} ${item.message}` : `${where} ${item.path}: ${item.message}`;
}
