// @vitest-environment node
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { copyValidFixture, editFixtureJson, removeFixtureCopies, VALID_FIXTURE_DIR } from './__fixtures__/fixture-tree';

const rootDir = path.resolve(import.meta.dirname, '../../..');
const tsx = path.join(rootDir, 'node_modules/.bin/tsx');
const script = path.join(rootDir, 'scripts/validate.ts');

afterEach(removeFixtureCopies);

async function runValidate(contentRoot: string): Promise<{ code: number; stdout: string }> {
  try {
    const { stdout } = await promisify(execFile)(tsx, [script, contentRoot], { cwd: rootDir });
    return { code: 0, stdout };
  } catch (error) {
    const failure = error as { code: number; stdout: string };
    return { code: failure.code, stdout: failure.stdout };
  }
}

describe('npm run validate', () => {
  it('prints a summary and exits 0 on a valid manifest', async () => {
    expect(await runValidate(VALID_FIXTURE_DIR)).toEqual({ code: 0, stdout: 'Manifest OK: 1 site file, 6 pages, 10 sections\n' });
  });

  it('prints every problem, then how many, and exits 1', async () => {
    const root = await copyValidFixture();
    await editFixtureJson(root, 'content/pages/index.json', [[['sections', 1, 'cards', 0, 'link', 'href'], '/paymets']]);
    await editFixtureJson(root, 'content/pages/payments.json', [[['sections', 0, 'type'], 'heor']]);
    expect(await runValidate(root)).toEqual({
      code: 1,
      stdout: [
        'content/pages/index.json:18 sections[1].cards[0].link.href: "/paymets" is not a page; did you mean "/payments"?',
        'content/pages/payments.json:9 sections[0].type: "heor" is not a section type; did you mean "hero"?',
        'Manifest has 2 problems in 2 files',
        '',
      ].join('\n'),
    });
  });
});
