import { parse as parseYaml, stringify } from 'yaml';
import { splitFrontMatter } from '../../../server/blog/front-matter';

/**
 * A post file (YAML front matter, then Markdown) edited in place: the editor's form sends the fields
 * and the body; only the lines of the fields whose value changed are rewritten, and the body is the
 * text after the closing "---" exactly as sent. Comments, key order, quoting and line ends of the
 * untouched lines stay as the maintainer wrote them, so a one-field change is a one-line diff.
 */

/** The front matter as the form edits it: a field's text, or undefined for an optional field left empty. */
export type PostFields = Record<string, string | undefined>;

export type PostParts = { fields: PostFields; body: string };

/** Where the front matter's lines end: the index of the closing fence line and the offset where the body starts. */
function layout(source: string): { lines: string[]; eol: string; closing: number; bodyStart: number; bom: string } | undefined {
  const bom = source.startsWith('\uFEFF') ? '\uFEFF' : '';
  const text = source.slice(bom.length);
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const lines = text.split(/\r?\n/);
  if (lines[0]?.trimEnd() !== '---') return undefined;
  const closing = lines.findIndex((line, index) => index > 0 && line.trimEnd() === '---');
  if (closing === -1) return undefined;
  // The body starts after the closing line and its line end (none when the file ends there).
  let offset = bom.length;
  for (let index = 0; index <= closing; index += 1) offset += (lines[index] ?? '').length + eol.length;
  return { lines, eol, closing, bodyStart: Math.min(offset, source.length), bom };
}

/** The fields (each as text, as the form shows them) and the body of a post's source; undefined when its front matter cannot be read. */
export function readPostParts(source: string): PostParts | undefined {
  const split = splitFrontMatter(source);
  const place = layout(source);
  if (!split.ok || place === undefined) return undefined;
  const fields: PostFields = {};
  for (const [key, value] of Object.entries(split.data)) {
    if (value === undefined || value === null) continue;
    fields[key] = typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
  return { fields, body: source.slice(place.bodyStart) };
}

/** A value as one YAML line: plain when YAML reads it back as the same text, quoted otherwise; never folded. */
export function yamlScalar(value: string): string {
  const plain = stringify(value, { lineWidth: 0 }).trimEnd();
  // The yaml package's `stringify` writes a block scalar ("|-") for text with line ends: one line is wanted.
  return plain.includes('\n') ? JSON.stringify(value) : plain;
}

/** The line index range [start, end) a top-level key takes (its line and any indented continuation lines), or undefined. */
function keySpan(lines: readonly string[], closing: number, key: string): [number, number] | undefined {
  const pattern = new RegExp(`^(?:${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}|"${key}"|'${key}')\\s*:`);
  const start = lines.findIndex((line, index) => index > 0 && index < closing && pattern.test(line));
  if (start === -1) return undefined;
  let end = start + 1;
  while (end < closing && /^(\s+\S|\s*$)/.test(lines[end] ?? '') && !/^\S/.test(lines[end] ?? '')) end += 1;
  // Blank lines after the value belong to the file's layout, not to the value.
  while (end > start + 1 && (lines[end - 1] ?? '').trim() === '') end -= 1;
  return [start, end];
}

/**
 * `source` with the fields of `next` that differ from the file's set in place (a changed value's line
 * rewritten, a new field added before the closing "---", an emptied optional field's line removed) and
 * the body replaced by `next.body`. Undefined when the source's front matter cannot be read: the
 * editor then refuses to write rather than guess.
 */
export function editPostSource(source: string, next: PostParts): string | undefined {
  const current = readPostParts(source);
  const place = layout(source);
  if (current === undefined || place === undefined) return undefined;
  const lines = place.lines.slice(0, place.closing + 1);
  let closing = place.closing;
  for (const key of Object.keys(next.fields)) {
    if (!/^[A-Za-z][A-Za-z0-9_-]*$/.test(key)) continue;
    const wanted = next.fields[key]?.trim() === '' ? undefined : next.fields[key];
    if (wanted === current.fields[key]) continue;
    const span = keySpan(lines, closing, key);
    if (wanted === undefined) {
      if (span === undefined) continue;
      lines.splice(span[0], span[1] - span[0]);
      closing -= span[1] - span[0];
    } else if (span === undefined) {
      lines.splice(closing, 0, `${key}: ${yamlScalar(wanted)}`);
      closing += 1;
    } else {
      // Unchanged in meaning (the form shows text; the file may quote it differently): left as written.
      const [start, end] = span;
      const written = parseYaml(lines.slice(start, end).join('\n')) as Record<string, unknown> | null;
      if (written !== null && String(written[key] ?? '') === wanted) continue;
      lines.splice(start, end - start, `${key}: ${yamlScalar(wanted)}`);
      closing -= end - start - 1;
    }
  }
  return `${place.bom}${lines.join(place.eol)}${place.eol}${next.body}`;
}
