import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { renderIconMarkup } from '../engine/build/icon-markup';
import { iconNames } from './icon-names';
import { iconRegistry } from './icon-registry';
import { renderIconSvgModule } from './render-icon-svg';

const rootDir = path.resolve(import.meta.dirname, '../..');

it('holds the markup React renders for every icon of the registry (npm run schema writes it)', async () => {
  expect(await readFile(path.join(rootDir, 'src/icons/icon-svg.generated.ts'), 'utf8')).toBe(renderIconSvgModule());
  expect([...iconNames].sort()).toEqual(Object.keys(iconRegistry).sort());
  expect(renderIconMarkup('shield')).toMatch(/^<path d="M/);
  expect(() => renderIconMarkup('no-such-icon')).toThrow('"no-such-icon" is not in the icon registry');
});

it("loads neither React nor MUI to validate the manifest, build a page's icons or hand pages to render workers (validate, the build's main process, the editor)", async () => {
  // A resolve hook (in Node's loader thread) names every module the import reaches, on stderr.
  const hook = `data:text/javascript,${encodeURIComponent(
    'export async function resolve(s, c, next) { const r = await next(s, c); process.stderr.write("loaded " + r.url + "\\n"); return r; }',
  )}`;
  const register = `data:text/javascript,${encodeURIComponent(`import { register } from 'node:module'; register(${JSON.stringify(hook)});`)}`;
  const script = [
    "await import('./src/engine/manifest/validate-manifest.ts');",
    "await import('./src/engine/build/build-manifest.ts');",
    // What the build's main process loads when render workers draw the pages (scripts/build.ts).
    "await import('./scripts/prerender-site.ts'); await import('./scripts/render-pool.ts'); await import('./scripts/build-record.ts');",
    "const { buildIconSet } = await import('./src/engine/build/icon-markup.ts');",
    "buildIconSet({ icon: 'shield' });",
  ].join(' ');
  const { stderr } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '--import', register, '--input-type=module', '-e', script], {
    cwd: rootDir,
  });
  const loaded = stderr.split('\n').filter((line) => line.startsWith('loaded '));
  expect(loaded.some((line) => line.includes('/src/engine/manifest/validate-manifest.ts'))).toBe(true);
  expect(loaded.filter((line) => /\/node_modules\/(react|react-dom|@mui\/[^/]+|@emotion\/[^/]+)\//.test(line))).toEqual([]);
}, 60_000);
