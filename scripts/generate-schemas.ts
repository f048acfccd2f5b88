/**
 * `npm run schema`: writes schemas/page.schema.json, schemas/site.schema.json and
 * docs/content-guide.md from the zod schemas. With `--check` it writes nothing and exits 1 when a
 * checked-in copy is stale (CI runs it that way).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { readCommandLine } from '../server/cli/command-line';
import { findStaleGeneratedFiles, renderGeneratedFiles } from '../src/engine/manifest/generated-files';

const commandLine = readCommandLine({
  command: 'npm run schema',
  summary: 'Writes schemas/page.schema.json, schemas/site.schema.json, schemas/collection.schema.json and docs/content-guide.md\nfrom the zod schemas.',
  options: { check: { type: 'boolean', description: 'write nothing; exit 1 when a checked-in copy is out of date (CI runs this)' } },
});
const rootDir = path.resolve(import.meta.dirname, '..');

if (commandLine.options.check) {
  const stale = await findStaleGeneratedFiles(rootDir);
  if (stale.length > 0) {
    console.error(`Out of date with the schemas: ${stale.join(', ')}. Run \`npm run schema\` and commit the result.`);
    process.exitCode = 1;
  } else {
    console.log('Generated schema files and content guide are up to date.');
  }
} else {
  for (const [file, content] of Object.entries(renderGeneratedFiles())) {
    await mkdir(path.dirname(path.join(rootDir, file)), { recursive: true });
    await writeFile(path.join(rootDir, file), content);
    console.log(`wrote ${file}`);
  }
}
