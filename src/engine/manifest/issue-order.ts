import type { ManifestIssue } from './manifest-issue';

/** validateManifest's order (by file, then line; stable), with the files' ranks in a map rather than a search per issue. */
export function sortIssues(issues: readonly ManifestIssue[], fileOrder: readonly string[]): ManifestIssue[] {
  const ranks = new Map<string, number>();
  fileOrder.forEach((file, index) => {
    if (!ranks.has(file)) ranks.set(file, index);
  });
  const rank = (file: string) => ranks.get(file) ?? fileOrder.length;
  return [...issues].sort((a, b) => rank(a.file) - rank(b.file) || (a.line ?? 0) - (b.line ?? 0));
}
