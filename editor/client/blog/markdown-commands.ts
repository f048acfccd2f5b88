/**
 * The Markdown toolbar's commands, as pure edits of the text and its selection: each returns the new
 * text and what to select after it. They write only what the post renderer (marked, then the site's
 * sanitiser) turns into headings, bold, italic, lists, links, images and quotes, in the plainest
 * Markdown a person would type ("## ", "**", "_", "- ", "1. ", "> ", "[text](href)", "![alt](src)"),
 * and change nothing outside the lines or the selection they act on.
 */

export type Selection = { text: string; start: number; end: number };

/** The selection widened to whole lines: the offset of its first line's start and of its last line's end. */
function lineRange({ text, start, end }: Selection): [number, number] {
  const from = text.lastIndexOf('\n', start - 1) + 1;
  const lastEnd = end > start && text[end - 1] === '\n' ? end - 1 : end;
  const next = text.indexOf('\n', lastEnd);
  return [from, next === -1 ? text.length : next];
}

const HEADING = /^#{1,6} /;
const BULLET = /^[-*+] /;
const NUMBER = /^\d+[.)] /;
const QUOTE = /^> ?/;

/**
 * Replaces the lines the selection touches with `edit` of each. A selection then covers the edited
 * lines; a cursor stays where it was in its line's text (as far from the line's end), so typing goes on.
 */
function editLines(selection: Selection, edit: (line: string, index: number, all: string[]) => string): Selection {
  const [from, to] = lineRange(selection);
  const lines = selection.text.slice(from, to).split('\n');
  const edited = lines.map((line, index) => edit(line, index, lines)).join('\n');
  const text = selection.text.slice(0, from) + edited + selection.text.slice(to);
  if (selection.start === selection.end) {
    const cursor = Math.max(from, from + edited.length - (to - selection.start));
    return { text, start: cursor, end: cursor };
  }
  return { text, start: from, end: from + edited.length };
}

/** "## " before each line (a heading of `level`, 2 to 4: the post's title is its one h1); the same again takes it away. */
export function heading(selection: Selection, level: 2 | 3 | 4): Selection {
  const marker = `${'#'.repeat(level)} `;
  const [from, to] = lineRange(selection);
  const all = selection.text.slice(from, to).split('\n');
  const already = all.every((line) => line.startsWith(marker));
  return editLines(selection, (line) => {
    const bare = line.replace(HEADING, '');
    return already || bare.trim() === '' ? bare : marker + bare;
  });
}

/** A list: "- " (or "1. ", "2. " …) before each non-empty line; a list of that kind again takes the markers away. */
export function list(selection: Selection, kind: 'bullet' | 'number'): Selection {
  const [from, to] = lineRange(selection);
  const all = selection.text.slice(from, to).split('\n');
  const pattern = kind === 'bullet' ? BULLET : NUMBER;
  const already = all.filter((line) => line.trim() !== '').every((line) => pattern.test(line));
  let count = 0;
  return editLines(selection, (line) => {
    const bare = line.replace(BULLET, '').replace(NUMBER, '');
    if (already || bare.trim() === '') return bare;
    count += 1;
    return `${kind === 'bullet' ? '-' : `${count}.`} ${bare}`;
  });
}

/** "> " before each line; again takes it away. */
export function quote(selection: Selection): Selection {
  const [from, to] = lineRange(selection);
  const already = selection.text
    .slice(from, to)
    .split('\n')
    .every((line) => QUOTE.test(line));
  return editLines(selection, (line) => (already ? line.replace(QUOTE, '') : `> ${line}`));
}

/**
 * Bold ("**") or italic ("_") around the selection; around an empty one, the markers with the cursor
 * between them. A selection already wrapped in them (inside or just outside) is unwrapped.
 */
export function emphasis(selection: Selection, kind: 'bold' | 'italic'): Selection {
  const marker = kind === 'bold' ? '**' : '_';
  const { text, start, end } = selection;
  const inner = text.slice(start, end);
  if (inner.length >= marker.length * 2 && inner.startsWith(marker) && inner.endsWith(marker))
    return { text: text.slice(0, start) + inner.slice(marker.length, -marker.length) + text.slice(end), start, end: end - marker.length * 2 };
  if (text.slice(start - marker.length, start) === marker && text.slice(end, end + marker.length) === marker && !(kind === 'italic' && inner === ''))
    return { text: text.slice(0, start - marker.length) + inner + text.slice(end + marker.length), start: start - marker.length, end: end - marker.length };
  // Spaces selected at the ends stay outside the markers ("** bold**" is not bold in Markdown).
  const lead = inner.length - inner.trimStart().length;
  const trail = inner.length - inner.trimEnd().length;
  const core = inner.trim();
  const from = start + lead;
  const wrapped = `${marker}${core}${marker}`;
  return {
    text: text.slice(0, from) + wrapped + text.slice(end - trail),
    start: from + marker.length,
    end: from + marker.length + core.length,
  };
}

/** Markdown's link destination: angle brackets when it holds a space or a parenthesis. */
function destination(href: string): string {
  return /[\s()<>]/.test(href) ? `<${href.replaceAll('<', '%3C').replaceAll('>', '%3E')}>` : href;
}

/** Brackets in a link's text or an image's alt escaped, so they do not end it early. */
const bracketed = (label: string) => label.replace(/([[\]\\])/g, '\\$1');

/** "[text](href)" in place of the selection (its text the selected text, or `label`); the text is selected after. */
export function link(selection: Selection, href: string, label: string): Selection {
  const { text, start, end } = selection;
  const shown = bracketed(label || text.slice(start, end) || href);
  const written = `[${shown}](${destination(href)})`;
  return { text: text.slice(0, start) + written + text.slice(end), start: start + 1, end: start + 1 + shown.length };
}

/** "![alt](src)" on a line of its own at the cursor (in place of the selection); the cursor after it. */
export function image(selection: Selection, src: string, alt: string): Selection {
  const { text, start, end } = selection;
  const before = text.slice(0, start);
  const after = text.slice(end);
  const written = `![${bracketed(alt)}](${destination(src)})`;
  const opening = before === '' || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
  const closing = after.startsWith('\n\n') ? '' : after.startsWith('\n') ? '\n' : '\n\n';
  const next = before + opening + written + closing + after;
  const cursor = before.length + opening.length + written.length;
  return { text: next, start: cursor, end: cursor };
}
