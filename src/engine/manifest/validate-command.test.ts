// @vitest-environment node
import { execFile } from 'node:child_process';
import { copyFile, readFile, symlink, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { copyValidFixture, editFixtureJson, removeFixtureCopies, VALID_FIXTURE_DIR } from './__fixtures__/fixture-tree';

const biome = createRequire(import.meta.url).resolve('@biomejs/biome/bin/biome');

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

  it('names a content file that Biome would reformat, with the command that fixes it, and exits 1', async () => {
    // A project like this one: the repository's Biome configuration, content formatted as Biome formats it.
    const root = await copyValidFixture();
    await copyFile(path.join(rootDir, 'biome.jsonc'), path.join(root, 'biome.jsonc'));
    await writeFile(path.join(root, '.gitignore'), 'node_modules\n');
    await promisify(execFile)(process.execPath, [biome, 'format', '--write', 'content'], { cwd: root });
    expect(await runValidate(root)).toEqual({ code: 0, stdout: 'Manifest OK: 1 site file, 6 pages, 10 sections\n' });

    // The same page written by hand: valid JSON, indented by four spaces from its fourth line on.
    const page = path.join(root, 'content/pages/payments.json');
    const lines = (await readFile(page, 'utf8')).split('\n');
    await writeFile(page, [...lines.slice(0, 3), ...lines.slice(3).map((line) => (line ? `  ${line}` : line))].join('\n'));
    expect(await runValidate(root)).toEqual({
      code: 1,
      stdout: [
        "content/pages/payments.json:4 (root): not formatted as Biome formats it (CI's `npm run format:check` fails on it): run `npx biome format --write content/pages/payments.json`, or `npm run format` for every file",
        'Manifest has 1 problem in 1 file',
        '',
      ].join('\n'),
    });
  });

  it('lists every symbolic link in content/ and public/ by name and exits 1, with Biome checking the formatting', async () => {
    const root = await copyValidFixture();
    const outside = await copyValidFixture();
    await copyFile(path.join(rootDir, 'biome.jsonc'), path.join(root, 'biome.jsonc'));
    await writeFile(path.join(root, '.gitignore'), 'node_modules\n');
    await promisify(execFile)(process.execPath, [biome, 'format', '--write', 'content'], { cwd: root });
    await symlink('/etc/passwd', path.join(root, 'public/img/passwd.png'));
    await symlink(path.join(outside, 'public/img'), path.join(root, 'public/img/shared'));
    await symlink(path.join(outside, 'content/pages/about.json'), path.join(root, 'content/pages/x.json'));
    // A linked folder out of the project in content/ made Biome's format check panic.
    await symlink(path.join(outside, 'content/pages'), path.join(root, 'content/more-pages'));
    await symlink('missing.webp', path.join(root, 'public/img/gone.webp'));
    const rule = 'links are not followed in content/ or public/: put the file itself here';
    expect(await runValidate(root)).toEqual({
      code: 1,
      stdout: [
        `content/more-pages: is a symbolic link to "${path.join(outside, 'content/pages')}" (a file outside the project); ${rule}`,
        `content/pages/x.json: is a symbolic link to "${path.join(outside, 'content/pages/about.json')}" (a file outside the project); ${rule}`,
        `public/img/gone.webp: is a symbolic link to "missing.webp" (it leads nowhere: a broken link); ${rule}`,
        `public/img/passwd.png: is a symbolic link to "/etc/passwd" (a file outside the project); ${rule}`,
        `public/img/shared: is a symbolic link to "${path.join(outside, 'public/img')}" (a file outside the project); ${rule}`,
        'Manifest has 5 problems in 5 files',
        '',
      ].join('\n'),
    });
  });
});
