import { countOf } from './describe-value';
import type { ManifestValidation } from './validate-manifest';

/** The last line of `npm run validate`: what was checked, or how much is wrong and where. */
export function summarizeManifest({ site, pages, issues, warnings }: ManifestValidation): string {
  if (issues.length > 0) {
    const files = new Set(issues.map((issue) => issue.file)).size;
    return `Manifest has ${countOf(issues.length, 'problem')} in ${countOf(files, 'file')}`;
  }
  const sections = pages.reduce((total, { page }) => total + page.sections.length, 0);
  const warned = warnings.length > 0 ? ` (${countOf(warnings.length, 'warning')})` : '';
  return `Manifest OK: ${countOf(site ? 1 : 0, 'site file')}, ${countOf(pages.length, 'page')}, ${countOf(sections, 'section')}${warned}`;
}
