/**
 * `npm run validate`: checks content/site.json and content/pages/*.json against the schemas and
 * against each other, prints every problem as `file:line path: message`, and exits 1 if there is any.
 * Warnings (a page nothing links to) are printed with `warning: ` before them and do not fail it.
 */
import path from 'node:path';
import { formatManifestIssue } from '../src/engine/manifest/manifest-issue';
import { summarizeManifest } from '../src/engine/manifest/manifest-summary';
import { validateManifest } from '../src/engine/manifest/validate-manifest';

const rootDir = process.argv[2] ? path.resolve(process.argv[2]) : path.resolve(import.meta.dirname, '..');
const validation = await validateManifest(rootDir);
for (const issue of validation.issues) console.log(formatManifestIssue(issue));
for (const warning of validation.warnings) console.log(`warning: ${formatManifestIssue(warning)}`);
console.log(summarizeManifest(validation));
process.exitCode = validation.issues.length > 0 ? 1 : 0;
