// @vitest-environment node
import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The import boundaries of docs/architecture.md are lint rules in biome.jsonc. These files, laid out like the
// project, each import across (or along) one boundary; the project's own config lints them.
const files: Record<string, string> = {
  'schemas/imports-react.ts': "import { useState } from 'react';\nexport const x = useState;\n",
  'schemas/imports-src.ts': "import { x } from '../src/common/page-data';\nexport const y = x;\n",
  'schemas/imports-zod.ts': "import { z } from 'zod';\nexport const x = z.string();\n",
  'schemas/imports-a-definition.ts': "import { heroSection } from '../src/sections/hero/definition';\nexport const x = heroSection;\n",
  'schemas/imports-a-renderer.ts': "import HeroSection from '../src/sections/hero/hero-section';\nexport const x = HeroSection;\n",
  'src/sections/hero/definition.ts':
    "import { z } from 'zod';\nimport { sectionIdSchema } from '../../../schemas/common';\nexport const x = z.strictObject({ id: sectionIdSchema });\n",
  'src/sections/stats/definition.ts': "import { useState } from 'react';\nexport const x = useState;\n",
  'src/sections/legal-text/definition.ts': "import { richTextBlockSchema } from '../rich-text/definition';\nexport const x = richTextBlockSchema;\n",
  'src/sections/cta-band/definition.ts': "import { HeroBackdrop } from '../hero/hero-backdrop';\nexport const x = HeroBackdrop;\n",
  'server/imports-react-dom.ts': "import { renderToString } from 'react-dom/server';\nexport const x = renderToString;\n",
  'server/imports-mui.ts': "import Box from '@mui/material/Box';\nexport const x = Box;\n",
  'server/imports-a-component.ts': "import { SiteHeader } from '../src/engine/layout/site-header';\nexport const x = SiteHeader;\n",
  'server/blog/imports-the-kernel.ts':
    "import { renderHeadTags } from '../../src/common/page-head';\nimport { blogPostsResponseSchema } from '../../src/common/blog-api-contract';\nexport const x = [renderHeadTags, blogPostsResponseSchema];\n",
  'server/blog/imports-a-feature-module.ts':
    "import { sanitizePostHtml } from '../../src/features/blog/sanitize-post-html';\nexport const x = sanitizePostHtml;\n",
  'server/imports-the-engine.ts': "import { buildManifest } from '../src/engine/build/build-manifest';\nexport const x = buildManifest;\n",
  'server/imports-messages.ts': "import { chromeMessages } from '../src/messages/chrome-messages';\nexport const x = chromeMessages;\n",
  'src/common/imports-the-kernel-and-schemas.ts':
    "import * as z from 'zod/mini';\nimport type { Breadcrumb } from '../../schemas/common';\nimport { didYouMean } from './did-you-mean';\nexport const x = [z, didYouMean];\nexport type Y = Breadcrumb;\n",
  'src/common/imports-react.ts': "import { useState } from 'react';\nexport const x = useState;\n",
  'src/common/imports-mui.ts': "import Box from '@mui/material/Box';\nexport const x = Box;\n",
  'src/common/imports-dompurify.ts': "import DOMPurify from 'dompurify';\nexport const x = DOMPurify;\n",
  'src/common/imports-node.ts': "import { readFile } from 'node:fs/promises';\nexport const x = readFile;\n",
  'src/common/imports-the-engine.ts': "import type { RouteEntry } from '../engine/route-match';\nexport type X = RouteEntry;\n",
  'src/common/imports-a-feature.ts': "import { blogAddress } from '../features/blog/blog-addresses';\nexport const x = blogAddress;\n",
  'src/common/imports-the-server.ts': "import { buildServer } from '../../server/app';\nexport const x = buildServer;\n",
  'src/common/reads-window.ts': 'export const width = () => window.innerWidth;\n',
  'src/common/reads-process.ts': 'export const mode = () => process.env.NODE_ENV;\n',
  'src/common/kernel.test.ts':
    "import { expect, it } from 'vitest';\nimport { buildManifest } from '../engine/build/build-manifest';\nit('runs', () => expect(buildManifest).toBeDefined());\n",
  'src/common/kernel-test-imports-a-feature.test.ts':
    "import { BlogList } from '../features/blog/components/blog-list/blog-list';\nexport const x = BlogList;\n",
  'src/features/blog/imports-contact.ts': "import { contactMessages } from '../contact/messages';\nexport const x = contactMessages;\n",
  'src/features/contact/components/imports-blog.ts': "import { blogMessages } from '../../blog/messages';\nexport const x = blogMessages;\n",
  'src/engine/imports-a-feature.ts': "import { BlogList } from '../features/blog/components/blog-list/blog-list';\nexport const x = BlogList;\n",
  'src/components/imports-a-feature.ts': "import { ContactForm } from '../features/contact/components/contact-form';\nexport const x = ContactForm;\n",
  'src/entry-client.tsx': "import { MediaMenuProvider } from './features/blog/components/media-menu-provider';\nexport const x = MediaMenuProvider;\n",
  'src/engine/islands/island-registry.ts': "import { BlogList } from '../../features/blog/components/blog-list/blog-list';\nexport const x = BlogList;\n",
  'src/sections/contact-form/imports-a-feature.ts':
    "import { ContactForm } from '../../features/contact/components/contact-form';\nexport const x = ContactForm;\n",
  'src/sections/hero/imports-the-server.ts': "import { buildServer } from '../../../server/app';\nexport const x = buildServer;\n",
  'src/api/imports-a-script.ts': "import { chromiumArgs } from '../../scripts/chromium';\nexport const x = chromiumArgs;\n",
  'src/engine/imports-the-editor.ts': "import { formSpecs } from '../../editor/server/form-spec';\nexport const x = formSpecs;\n",
  'src/features/blog/imports-the-server.ts': "import { openDatabase } from '../../../server/database/open-database';\nexport const x = openDatabase;\n",
  'src/entry-server.tsx': "import createEmotionServer from '@emotion/server/create-instance';\nexport const x = createEmotionServer;\n",
};

type Diagnostic = { category: string; location: { path: string } };

const require = createRequire(import.meta.url);
const biome = require.resolve('@biomejs/biome/bin/biome');
let workDir = '';
let restricted = new Set<string>();

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'import-boundaries-'));
  await copyFile(path.resolve(import.meta.dirname, '../biome.jsonc'), path.join(workDir, 'biome.jsonc'));
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(workDir, file)), { recursive: true });
    await writeFile(path.join(workDir, file), text);
  }
  const args = [biome, 'lint', '--vcs-enabled=false', '--reporter=json', '--max-diagnostics=none', ...Object.keys(files)];
  // Biome exits with 1 when it finds something, which is the point here; the report is on stdout either way.
  const stdout = await promisify(execFile)(process.execPath, args, { cwd: workDir }).then(
    (result) => result.stdout,
    (error: { stdout?: string }) => error.stdout ?? '',
  );
  const report = JSON.parse(stdout) as { diagnostics: Diagnostic[] };
  restricted = new Set(
    report.diagnostics
      .filter((d) => d.category === 'lint/style/noRestrictedImports' || d.category === 'lint/style/noRestrictedGlobals')
      .map((d) => d.location.path),
  );
}, 30000);

afterAll(async () => {
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

describe('import boundaries (biome.jsonc)', () => {
  it.each([
    ['schemas/imports-react.ts', 'schemas/ imports no React'],
    ['schemas/imports-src.ts', 'schemas/ imports nothing from the code that uses it'],
    ['schemas/imports-a-renderer.ts', "schemas/ imports a section type's definition, not its renderer"],
    ['src/sections/stats/definition.ts', 'a section definition imports no React'],
    ['src/sections/legal-text/definition.ts', "a section definition imports no other type's definition (shared blocks live in schemas/)"],
    ['src/sections/cta-band/definition.ts', 'a section definition imports no renderer code'],
    ['server/imports-react-dom.ts', 'the server renders no React'],
    ['server/imports-mui.ts', 'the server imports no MUI component'],
    ['server/imports-a-component.ts', 'the server imports nothing from src/ outside the shared kernel'],
    ['server/imports-the-engine.ts', 'the server imports no engine module, however pure'],
    ['server/imports-messages.ts', 'the server imports messages only from the shared kernel'],
    ['server/blog/imports-a-feature-module.ts', "the server imports no feature's module (the sanitiser's allow-list is in the kernel)"],
    ['src/common/imports-react.ts', 'the shared kernel imports no React'],
    ['src/common/imports-mui.ts', 'the shared kernel imports no MUI'],
    ['src/common/imports-dompurify.ts', 'the shared kernel imports no browser-only library'],
    ['src/common/imports-node.ts', 'the shared kernel imports nothing of Node'],
    ['src/common/imports-the-engine.ts', 'the shared kernel imports nothing from the rest of src/'],
    ['src/common/imports-a-feature.ts', 'the shared kernel imports no feature'],
    ['src/common/imports-the-server.ts', 'the shared kernel imports nothing from server/'],
    ['src/common/reads-window.ts', 'the shared kernel reads no browser global'],
    ['src/common/reads-process.ts', 'the shared kernel reads no Node global'],
    ['src/common/kernel-test-imports-a-feature.test.ts', "the kernel's tests follow the engine's rule: no feature"],
    ['src/features/blog/imports-contact.ts', 'the blog feature does not import the contact feature'],
    ['src/features/contact/components/imports-blog.ts', 'the contact feature does not import the blog feature'],
    ['src/engine/imports-a-feature.ts', 'the engine imports features only through its registries'],
    ['src/components/imports-a-feature.ts', 'shared components import no feature'],
    ['src/sections/hero/imports-the-server.ts', 'browser code imports nothing from server/'],
    ['src/api/imports-a-script.ts', 'browser code imports nothing from scripts/'],
    ['src/engine/imports-the-editor.ts', 'browser code imports nothing from the editor (editor/)'],
    ['src/features/blog/imports-the-server.ts', 'a feature imports nothing from server/'],
  ])('flags %s: %s', (file) => {
    expect(restricted).toContain(file);
  });

  it.each([
    ['schemas/imports-zod.ts', 'schemas import zod'],
    ['server/blog/imports-the-kernel.ts', 'the server imports the shared kernel (src/common/)'],
    ['src/common/imports-the-kernel-and-schemas.ts', 'the shared kernel imports itself, schemas and zod'],
    ['src/common/kernel.test.ts', "the kernel's tests may use vitest and the engine"],
    ['schemas/imports-a-definition.ts', "schemas/section.ts lists the section types' definitions"],
    ['src/sections/hero/definition.ts', 'a section definition imports zod and schemas/'],
    ['src/entry-client.tsx', 'the entry files may import features'],
    ['src/engine/islands/island-registry.ts', 'the island registry may import features'],
    ['src/sections/contact-form/imports-a-feature.ts', 'a section may wrap a feature'],
    ['src/entry-server.tsx', "@emotion/server is a package, not the project's server/"],
  ])('allows %s: %s', (file) => {
    expect(restricted).not.toContain(file);
  });

  it("names one exception to the server's ban on src/: the shared kernel, src/common/ (decision 025)", async () => {
    // biome.jsonc's comments are whole lines, so dropping them leaves JSON.
    const text = await readFile(path.resolve(import.meta.dirname, '../biome.jsonc'), 'utf8');
    const config = JSON.parse(text.replace(/^\s*\/\/.*$/gm, '')) as {
      overrides: { includes: string[]; linter?: { rules?: { style?: { noRestrictedImports?: { options: { patterns: { group: string[] }[] } } } } } }[];
    };
    const server = config.overrides.filter((override) => override.includes.includes('server/**'));
    const groups = server.flatMap((override) => override.linter?.rules?.style?.noRestrictedImports?.options.patterns ?? []).map((pattern) => pattern.group);
    expect(groups.filter((group) => group.includes('**/src/**'))).toEqual([['**/src/**', '!**/src/common/**']]);
  });
});
