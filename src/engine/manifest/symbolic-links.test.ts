// @vitest-environment node
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { describeSymbolicLink, findSymbolicLinks, refuseSymbolicLinks, SymbolicLinksRefused } from './symbolic-links';

let root: string;
let outside: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'symbolic-links-'));
  outside = await mkdtemp(path.join(os.tmpdir(), 'symbolic-links-outside-'));
  for (const folder of ['content/pages', 'public/img', 'data']) await mkdir(path.join(root, folder), { recursive: true });
  await writeFile(path.join(root, 'content/pages/about.json'), '{}');
  await writeFile(path.join(root, 'public/img/logo.svg'), '<svg/>');
  await writeFile(path.join(root, 'data/messages.db'), 'secret');
  await mkdir(path.join(outside, 'folder'));
  await writeFile(path.join(outside, 'folder/inner.png'), 'x');
});

afterEach(async () => {
  await Promise.all([root, outside].map((folder) => rm(folder, { recursive: true, force: true })));
});

describe('findSymbolicLinks', () => {
  it('finds nothing in folders of regular files, or when the folders do not exist', async () => {
    expect(await findSymbolicLinks(root)).toEqual([]);
    expect(await findSymbolicLinks(outside)).toEqual([]);
  });

  it('finds every link under content/ and public/, sorted, and says where each leads', async () => {
    await symlink('/etc/passwd', path.join(root, 'public/img/passwd.png'));
    await symlink(path.join(outside, 'folder'), path.join(root, 'public/img/folder'));
    await symlink('about.json', path.join(root, 'content/pages/x.json'));
    await symlink('../../data/messages.db', path.join(root, 'public/img/messages.png'));
    await symlink('nowhere.webp', path.join(root, 'public/img/gone.webp'));
    expect(await findSymbolicLinks(root)).toEqual([
      { file: 'content/pages/x.json', target: 'about.json', resolves: 'inside' },
      { file: 'public/img/folder', target: path.join(outside, 'folder'), resolves: 'outside' },
      { file: 'public/img/gone.webp', target: 'nowhere.webp', resolves: 'nowhere' },
      { file: 'public/img/messages.png', target: '../../data/messages.db', resolves: 'inside' },
      { file: 'public/img/passwd.png', target: '/etc/passwd', resolves: 'outside' },
    ]);
  });

  it('reports a linked folder once and never enters it', async () => {
    await rm(path.join(root, 'public/img'), { recursive: true });
    await symlink(path.join(outside, 'folder'), path.join(root, 'public/img'));
    expect((await findSymbolicLinks(root)).map((link) => link.file)).toEqual(['public/img']);
  });

  it('reports a linked content/ or public/ folder itself', async () => {
    await rm(path.join(root, 'public'), { recursive: true });
    await symlink(outside, path.join(root, 'public'));
    expect(await findSymbolicLinks(root)).toEqual([{ file: 'public', target: outside, resolves: 'outside' }]);
  });

  it('looks at the folders it is given only', async () => {
    await symlink('/etc/passwd', path.join(root, 'public/img/passwd.png'));
    expect(await findSymbolicLinks(root, ['content'])).toEqual([]);
  });
});

describe('describeSymbolicLink', () => {
  it('names the link, what it says, where it leads and what to do', () => {
    expect(describeSymbolicLink({ file: 'public/img/passwd.png', target: '/etc/passwd', resolves: 'outside' })).toBe(
      'public/img/passwd.png: is a symbolic link to "/etc/passwd" (a file outside the project); links are not followed in content/ or public/: put the file itself here',
    );
    expect(describeSymbolicLink({ file: 'content/pages/x.json', target: 'about.json', resolves: 'inside' })).toContain('(another file of the project)');
    expect(describeSymbolicLink({ file: 'public/a.png', target: 'b.png', resolves: 'nowhere' })).toContain('(it leads nowhere: a broken link)');
  });
});

describe('refuseSymbolicLinks', () => {
  it('passes a tree without links and throws every link message otherwise', async () => {
    await expect(refuseSymbolicLinks(root)).resolves.toBeUndefined();
    await symlink('/etc/passwd', path.join(root, 'public/img/passwd.png'));
    await symlink('about.json', path.join(root, 'content/pages/x.json'));
    const refused = await refuseSymbolicLinks(root).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(SymbolicLinksRefused);
    expect((refused as SymbolicLinksRefused).message.split('\n')).toEqual([
      expect.stringMatching(/^content\/pages\/x\.json: is a symbolic link to "about\.json"/),
      expect.stringMatching(/^public\/img\/passwd\.png: is a symbolic link to "\/etc\/passwd"/),
    ]);
  });
});
