// @vitest-environment node
import { execFile } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createContactStore, type NewContactMessage } from '../contact/contact-store';
import { openSiteDatabase } from '../database/open-database';
import { projectRoot } from '../project-root';
import { makeTempDir } from '../testing/test-site';
import { runMessagesCommand } from './messages-command';

let dataDir: string;

beforeEach(async () => {
  dataDir = path.join(await makeTempDir('messages-cli-'), 'data');
});

afterEach(async () => {
  await rm(path.dirname(dataDir), { recursive: true, force: true });
});

const base: NewContactMessage = {
  receivedAt: '2025-01-10T09:00:00.000Z',
  name: 'Ama Mensah',
  email: 'ama@example.com',
  phone: '+233 20 000 0000',
  subject: 'Hello',
  message: 'Plain message',
  spam: false,
  forwardStatus: 'not-configured',
};

async function store(messages: NewContactMessage[]): Promise<void> {
  const db = await openSiteDatabase({ dialect: 'sqlite', dataDir });
  try {
    const contacts = createContactStore(db.queries);
    for (const message of messages) await contacts.insert(message);
  } finally {
    await db.close();
  }
}

/** Characters that act on a terminal or reorder text: C0 but tab and line ends, DEL, C1, bidi overrides and isolates. */
function terminalControlsIn(text: string): string[] {
  return [...text].filter((character) => {
    const code = character.codePointAt(0) ?? 0;
    if (character === '\t' || character === '\n' || character === '\r') return false;
    return code < 0x20 || (code >= 0x7f && code <= 0x9f) || (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069);
  });
}

async function run(args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await runMessagesCommand(args, { dialect: 'sqlite', dataDir }, { out: (text) => (out += text), err: (text) => (err += text) });
  return { code, out, err };
}

describe('npm run messages', () => {
  it('lists messages as JSON by default, oldest first', async () => {
    await store([base, { ...base, receivedAt: '2025-02-01T10:00:00.000Z', name: 'Kofi 😀', spam: true, forwardStatus: 'skipped' }]);
    const { code, out, err } = await run([]);
    expect(code).toBe(0);
    expect(JSON.parse(out)).toEqual([
      { ...base, id: 1, spam: false, forwardError: null, forwardedAt: null },
      expect.objectContaining({ id: 2, name: 'Kofi 😀', spam: true, forwardStatus: 'skipped' }),
    ]);
    expect(err).toBe(`2 messages from ${path.join(dataDir, 'site.db')}\n`);
  });

  it('writes RFC 4180 CSV: a header, every field quoted, quotes doubled, line breaks kept, CRLF rows', async () => {
    await store([{ ...base, name: 'Doe, "JD"', message: 'line one\nline two, with "quotes"' }]);
    const { code, out } = await run(['--format', 'csv']);
    expect(code).toBe(0);
    expect(out).toBe(
      '"id","received_at","name","email","phone","subject","message","spam","forward_status","forward_error","forwarded_at"\r\n' +
        '"1","2025-01-10T09:00:00.000Z","Doe, ""JD""","ama@example.com","+233 20 000 0000","Hello","line one\nline two, with ""quotes""","false","not-configured","",""\r\n',
    );
  });

  it('defuses cells a spreadsheet would run as formulas, but not phone numbers', async () => {
    await store([{ ...base, name: '=HYPERLINK("http://evil.example")', subject: '@SUM(A1)', message: '-2+3', phone: '-233 20 000' }]);
    const row = (await run(['--format=csv'])).out.split('\r\n')[1] ?? '';
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(row).toContain(`"'@SUM(A1)"`);
    expect(row).toContain(`"'-2+3"`);
    expect(row).toContain('"-233 20 000"');
  });

  it('removes from the CSV every character that acts on a terminal or reorders text: ESC sequences, BEL, other C0, DEL, C1, bidi overrides', async () => {
    await store([
      {
        ...base,
        name: '\u001b[31mRed\u001b[0m Ama\u0007',
        subject: '\u001b]0;owned\u0007Title \u009b31mC1\u0085 \u007f',
        message: 'Tab\tkept\r\nCRLF kept\nLF kept\rlone CR\u0000\u0008\u000b\u000c\u001f end',
        email: 'ama\u202e@example.com\u2066\u2069\u202a\u202b\u202c\u202d\u2067\u2068',
      },
    ]);
    const row = (await run(['--format', 'csv'])).out.split('\r\n').slice(1, -1).join('\r\n');
    expect(row).toBe(
      '"1","2025-01-10T09:00:00.000Z","[31mRed[0m Ama","ama@example.com","+233 20 000 0000","]0;ownedTitle 31mC1 ",' +
        '"Tab\tkept\r\nCRLF kept\nLF kept\nlone CR end","false","not-configured","",""',
    );
    expect(terminalControlsIn(row)).toEqual([]);
  });

  it('keeps formula cells neutralised when a control character stood before the formula', async () => {
    await store([{ ...base, name: '\u001b=HYPERLINK("http://evil.example")', subject: '\u202e@SUM(A1)', message: '\r=1+1' }]);
    const row = (await run(['--format', 'csv'])).out.split('\r\n')[1] ?? '';
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(row).toContain(`"'@SUM(A1)"`);
    expect(row).toContain(`"'\n=1+1"`);
  });

  it('writes DEL, C1 controls and bidi overrides in the JSON as escapes, like the C0 controls JSON escapes itself', async () => {
    const name = '\u001b[31mAma\u007f\u009b\u202e\u2066';
    await store([{ ...base, name }]);
    const { out } = await run([]);
    expect(out).toContain('"name": "\\u001b[31mAma\\u007f\\u009b\\u202e\\u2066"');
    expect(terminalControlsIn(out)).toEqual([]);
    expect((JSON.parse(out) as { name: string }[])[0]?.name).toBe(name);
  });

  it('writes the export to the file --output names, and nothing but the count to the terminal', async () => {
    await store([base]);
    const file = path.join(path.dirname(dataDir), 'messages.csv');
    const { code, out, err } = await run(['--format', 'csv', '--output', file]);
    expect({ code, out }).toEqual({ code: 0, out: '' });
    expect(err).toBe(`1 message from ${path.join(dataDir, 'site.db')} written to ${file}\n`);
    const csv = await readFile(file, 'utf8');
    expect(csv.split('\r\n')[0]).toBe('"id","received_at","name","email","phone","subject","message","spam","forward_status","forward_error","forwarded_at"');
    expect(csv).toContain('"Ama Mensah"');
  });

  it('filters by date and leaves out spam on request', async () => {
    await store([
      base,
      { ...base, receivedAt: '2025-03-01T00:00:00.000Z', name: 'March' },
      { ...base, receivedAt: '2025-03-02T12:00:00.000Z', name: 'Spam', spam: true, forwardStatus: 'skipped' },
    ]);
    const names = async (args: string[]) => (JSON.parse((await run(args)).out) as { name: string }[]).map((message) => message.name);
    expect(await names(['--since', '2025-03-01'])).toEqual(['March', 'Spam']);
    expect(await names(['--since', '2025-03-02T11:00:00+00:00'])).toEqual(['Spam']);
    expect(await names(['--exclude-spam'])).toEqual(['Ama Mensah', 'March']);
  });

  it.each([
    [['--format', 'xml'], '--format: expected json or csv, found "xml"'],
    [['--since', 'yesterday'], '--since: expected a date such as 2025-03-01 (or 2025-03-01T09:30:00Z), found "yesterday"'],
    [['--frmat', 'csv'], "Unknown option '--frmat'"],
  ])('refuses %j with exit code 2', async (args, message) => {
    await store([base]);
    const { code, out, err } = await run(args);
    expect(code).toBe(2);
    expect(out).toBe('');
    expect(err).toContain(message);
  });

  it('says so when DATA_DIR holds no database, and creates none', async () => {
    const { code, err } = await run([]);
    expect(code).toBe(1);
    expect(err).toContain(`There is no database at ${path.join(dataDir, 'site.db')}`);
    expect((await run([])).code).toBe(1);
  });

  it('runs as `npm run messages`, reading DATA_DIR', async () => {
    await store([{ ...base, message: 'from the real command' }]);
    const { stdout } = await promisify(execFile)(path.join(projectRoot, 'node_modules/.bin/tsx'), ['server/cli/messages.ts', '--format', 'csv'], {
      cwd: projectRoot,
      env: { ...process.env, DATA_DIR: dataDir },
    });
    expect(stdout).toContain('"from the real command"');
  });
});
