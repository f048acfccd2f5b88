// @vitest-environment node
import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The import boundaries of docs/architecture.md are lint rules in biome.jsonc. These files, laid out like the
// project, each import across (or along) one boundary; the project's own config lints them.
const files: Record<string, string> = {
  'schemas/imports-react.ts': "import { useState } from 'react';\nexport const x = useState;\n",
  'schemas/imports-src.ts': "import { x } from '../src/engine/page-data';\nexport const y = x;\n",
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
  'server/blog/imports-named-exceptions.ts':
    "import { renderHeadTags } from '../../src/engine/page-head';\nimport { didYouMean } from '../../src/engine/manifest/did-you-mean';\nexport const x = [renderHeadTags, didYouMean];\n",
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
  restricted = new Set(report.diagnostics.filter((d) => d.category === 'lint/style/noRestrictedImports').map((d) => d.location.path));
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
    ['server/imports-a-component.ts', 'the server imports nothing from src/ outside the named exceptions'],
    ['src/features/blog/imports-contact.ts', 'the blog feature does not import the contact feature'],
    ['src/features/contact/components/imports-blog.ts', 'the contact feature does not import the blog feature'],
    ['src/engine/imports-a-feature.ts', 'the engine imports features only through its registries'],
    ['src/components/imports-a-feature.ts', 'shared components import no feature'],
    ['src/sections/hero/imports-the-server.ts', 'browser code imports nothing from server/'],
    ['src/api/imports-a-script.ts', 'browser code imports nothing from scripts/'],
    ['src/features/blog/imports-the-server.ts', 'a feature imports nothing from server/'],
  ])('flags %s: %s', (file) => {
    expect(restricted).toContain(file);
  });

  it.each([
    ['schemas/imports-zod.ts', 'schemas import zod'],
    ['schemas/imports-a-definition.ts', "schemas/section.ts lists the section types' definitions"],
    ['src/sections/hero/definition.ts', 'a section definition imports zod and schemas/'],
    ['server/blog/imports-named-exceptions.ts', "the server's two named exceptions: page-head and did-you-mean"],
    ['src/entry-client.tsx', 'the entry files may import features'],
    ['src/engine/islands/island-registry.ts', 'the island registry may import features'],
    ['src/sections/contact-form/imports-a-feature.ts', 'a section may wrap a feature'],
    ['src/entry-server.tsx', "@emotion/server is a package, not the project's server/"],
  ])('allows %s: %s', (file) => {
    expect(restricted).not.toContain(file);
  });
});
