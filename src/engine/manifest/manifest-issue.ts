/** One problem in the content files, located for the person who must fix it. */
export type ManifestIssue = {
  /** Relative to the project root, forward slashes: "content/pages/about.json". */
  file: string;
  /** 1-based line of the deepest part of `path` that exists in the file. */
  line: number | undefined;
  /** JSON path like "sections[2].cards[1].link"; "" is the whole file. */
  path: string;
  message: string;
};

/** `content/pages/payments.json:41 sections[2].cards[1].link: "/paymets" is not a page; did you mean "/payments"?` */
export function formatManifestIssue(issue: ManifestIssue): string {
  const where = issue.line === undefined ? issue.file : `${issue.file}:${issue.line}`;
  // A file that is not JSON (an SVG in public/) has no JSON path to name, and a problem with a whole file
  // (missing, a symbolic link) no line: "(root)" would say nothing more.
  if (issue.path === '' && (issue.file.startsWith('public/') || issue.line === undefined)) return `${where}: ${issue.message}`;
  return `${where} ${issue.path === '' ? '(root)' : issue.path}: ${issue.message}`;
}
