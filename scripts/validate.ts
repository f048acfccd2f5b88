/**
 * `npm run validate`: checks content/site.json and content/pages/*.json against the schemas and
 * against each other, prints every problem as `file:line path: message`, and exits 1 if there is any.
 * A content file that Biome's formatter would change is a problem too (CI's `npm run format:check`
 * fails on it), named with the command that fixes it; the build does not check formatting.
 * Warnings (a page nothing links to) are printed with `warning: ` before them and do not fail it.
 */
import path from 'node:path';
import { readCommandLine } from '../server/cli/command-line';
import { formatManifestIssue } from '../src/engine/manifest/manifest-issue';
import { summarizeManifest } from '../src/engine/manifest/manifest-summary';
import { validateManifest } from '../src/engine/manifest/validate-manifest';
import { findUnformattedContent } from './content-format';

const commandLine = readCommandLine({
  command: 'npm run validate',
  summary:
    'Checks every content file (content/site.json, content/pages/, content/collections/) against the schemas and against\neach other, and that Biome would not reformat it (CI runs `npm run format:check`). Prints every problem as\n`file:line path: message`, then a summary; exits 1 if there is any. Warnings (a page nothing links to) do not fail it.',
  options: {},
  arguments: [{ name: 'folder', description: 'the project folder to check (default: this one)' }],
});
const rootDir = path.resolve(commandLine.arguments[0] ?? path.resolve(import.meta.dirname, '..'));
// Biome failing to run (not finding a file it needs, say) is said in one line, not as a stack trace.
const unformattedContent = findUnformattedContent(rootDir).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
const [validation, unformatted] = await Promise.all([validateManifest(rootDir), unformattedContent]);
validation.issues.push(...unformatted);
for (const issue of validation.issues) console.log(formatManifestIssue(issue));
for (const warning of validation.warnings) console.log(`warning: ${formatManifestIssue(warning)}`);
console.log(summarizeManifest(validation));
process.exitCode = validation.issues.length > 0 ? 1 : 0;
