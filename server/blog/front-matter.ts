import { parse as parseYaml } from 'yaml';

/**
 * Splits a post into its YAML front matter and its Markdown body. Only YAML is accepted: the file
 * must open with a line that is exactly `---`. Front matter in any other language (`---js`,
 * `---javascript`, `--- coffee`, `;;;` fences …) is refused, never evaluated: gray-matter, used here
 * before, ran `---js` front matter through `eval` at import, so a post could run code on the server.
 * The YAML is read with the `yaml` package's default (YAML 1.2 core) schema, which builds plain
 * data only.
 */

export type FrontMatterResult = { ok: true; data: Record<string, unknown>; frontMatter: string; body: string } | { ok: false; problem: string };

const fence = '---';

/** The first line, without a byte-order mark, a line end or trailing blanks. */
function firstLine(text: string): string {
  const end = text.search(/\r?\n/);
  return (end === -1 ? text : text.slice(0, end)).trimEnd();
}

export function splitFrontMatter(source: string): FrontMatterResult {
  const text = source.startsWith('\uFEFF') ? source.slice(1) : source;
  const opening = firstLine(text);
  if (opening !== fence) {
    if (opening.startsWith(fence) || /^[;+=]{3}/.test(opening)) {
      return {
        ok: false,
        problem: `front matter: only YAML front matter is accepted; the first line must be exactly "---", found ${JSON.stringify(opening.slice(0, 40))}`,
      };
    }
    return { ok: false, problem: 'front matter: missing: the post must start with a line "---", then the fields (title, date, author, category), then "---"' };
  }

  const lines = text.split(/\r?\n/);
  const closing = lines.findIndex((line, index) => index > 0 && line.trimEnd() === fence);
  if (closing === -1) return { ok: false, problem: 'front matter: not closed: add a line "---" after the last field' };

  const frontMatter = lines.slice(1, closing).join('\n');
  let data: unknown;
  try {
    data = parseYaml(frontMatter);
  } catch (error) {
    const reason = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
    return { ok: false, problem: `front matter: not valid YAML (${reason})` };
  }
  if (data === null || data === undefined) data = {};
  if (typeof data !== 'object' || Array.isArray(data)) {
    return { ok: false, problem: 'front matter: expected fields such as "title: …", one a line' };
  }
  // Safe: checked just above to be a non-array object, which is what the YAML parser builds for a mapping.
  return { ok: true, data: data as Record<string, unknown>, frontMatter, body: lines.slice(closing + 1).join('\n') };
}
