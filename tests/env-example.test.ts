// @vitest-environment node
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const rootDir = path.resolve(import.meta.dirname, '..');
const sourceFolders = ['server', 'scripts', 'src', 'tests/e2e', 'tests/legacy'];
const sourceFiles = ['site.config.ts', 'vite.config.ts', 'playwright.config.ts'];

/** `process.env.NAME`, `process.env['NAME']`, `import.meta.env.NAME` and `env.NAME` / `env?.NAME` (a parsed environment). */
const variableRead = /\b(?:process\.env|import\.meta\.env|env\??)\.([A-Z][A-Z0-9_]*)\b|process\.env\[['"]([A-Z][A-Z0-9_]*)['"]\]/g;
/** server/env.ts reads its variables by name from one table: `  NAME: …` at the start of a line. */
const serverEnvKey = /^\s+([A-Z][A-Z0-9_]*):/gm;

async function codeFiles(): Promise<string[]> {
  const found = [...sourceFiles];
  for (const folder of sourceFolders) {
    const entries = await readdir(path.join(rootDir, folder), { recursive: true });
    for (const entry of entries) {
      if (/\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) && !entry.includes('__fixtures__')) found.push(path.join(folder, entry));
    }
  }
  return found;
}

async function variablesRead(): Promise<Map<string, string>> {
  const readBy = new Map<string, string>();
  for (const file of await codeFiles()) {
    const text = await readFile(path.join(rootDir, file), 'utf8');
    for (const match of text.matchAll(variableRead)) {
      const name = match[1] ?? match[2];
      if (name && !readBy.has(name)) readBy.set(name, file);
    }
    if (file === path.join('server', 'env.ts')) {
      for (const match of text.matchAll(serverEnvKey)) if (match[1] && !readBy.has(match[1])) readBy.set(match[1], file);
    }
  }
  return readBy;
}

describe('.env.example', () => {
  it('lists every environment variable the server, the build, the client and the scripts read', async () => {
    const example = await readFile(path.join(rootDir, '.env.example'), 'utf8');
    const listed = new Set([...example.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]));
    const readBy = await variablesRead();
    const missing = [...readBy].filter(([name]) => !listed.has(name)).map(([name, file]) => `${name} (read in ${file})`);
    expect(readBy.size).toBeGreaterThan(10);
    expect(missing).toEqual([]);
  });

  it('gives every variable a line saying what it does', async () => {
    const lines = (await readFile(path.join(rootDir, '.env.example'), 'utf8')).split('\n');
    const undocumented = lines.filter((line, index) => /^[A-Z][A-Z0-9_]*=/.test(line) && !/^(#|[A-Z][A-Z0-9_]*=)/.test(lines[index - 1] ?? ''));
    expect(undocumented).toEqual([]);
  });
});
