import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { formatLaunchItem } from './launch-item';
import { findPlaceholderFiles, placeholderFilesPath, readPlaceholderFiles, sha256, shippedFileFolders } from './placeholder-files';

describe('findPlaceholderFiles', () => {
  let rootDir: string;
  beforeEach(async () => {
    rootDir = await mkdtemp(path.join(tmpdir(), 'launch-'));
    await mkdir(path.join(rootDir, 'content'));
    await mkdir(path.join(rootDir, 'public/img'), { recursive: true });
  });
  afterEach(() => rm(rootDir, { recursive: true, force: true }));

  async function listStandIns(files: Record<string, string>, recorded: Record<string, string>) {
    for (const [file, text] of Object.entries(files)) await writeFile(path.join(rootDir, file), text);
    const entries = Object.entries(recorded).map(([file, text]) => ({ file, sha256: sha256(Buffer.from(text)), what: 'a stand-in logo' }));
    await writeFile(path.join(rootDir, placeholderFilesPath), JSON.stringify({ description: 'test', files: entries }, null, 2));
    return (await findPlaceholderFiles(rootDir)).map(formatLaunchItem);
  }

  it('lists a stand-in while its bytes are ours, pointing at its entry in the list', async () => {
    const listed = await listStandIns({ 'public/img/logo.svg': '<svg>ours</svg>' }, { 'public/img/logo.svg': '<svg>ours</svg>' });
    expect(listed).toEqual(['content/placeholder-files.json:4 public/img/logo.svg: a stand-in logo']);
  });

  it('drops a stand-in from the list once the real file is dropped in under the same name', async () => {
    const listed = await listStandIns({ 'public/img/logo.svg': '<svg>the real logo</svg>' }, { 'public/img/logo.svg': '<svg>ours</svg>' });
    expect(listed).toEqual([]);
  });

  it('drops a stand-in that was deleted', async () => {
    expect(await listStandIns({}, { 'public/img/gone.svg': '<svg>ours</svg>' })).toEqual([]);
  });
});

describe('the project’s list of stand-ins', () => {
  it('names every file the site ships, as a stand-in check:launch lists or as a final file', async () => {
    const rootDir = process.cwd();
    const list = await readPlaceholderFiles(rootDir);
    const named = new Set([...list.files.map((entry) => entry.file), ...list.final.map((entry) => entry.file)]);
    const shipped = (
      await Promise.all(
        shippedFileFolders.map(async (folder) =>
          (
            await readdir(path.join(rootDir, folder), { recursive: true, withFileTypes: true })
          )
            .filter((entry) => entry.isFile())
            .map((entry) => path.relative(rootDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')),
        ),
      )
    ).flat();
    expect(shipped.length).toBeGreaterThan(90);
    expect(shipped.filter((file) => !named.has(file))).toEqual([]);
  });

  it('names each file once', async () => {
    const list = await readPlaceholderFiles(process.cwd());
    const files = [...list.files.map((entry) => entry.file), ...list.final.map((entry) => entry.file)];
    expect(new Set(files).size).toBe(files.length);
  });
});
