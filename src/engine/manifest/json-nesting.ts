/**
 * The deepest a content file may nest lists and objects. The deepest real content (a section's cards'
 * links) is under ten; the limit keeps every recursive reader of a file (the JSON tree the line
 * locator builds, the schemas, the reference checks, the renderer) far from the call stack's end,
 * which a file of 100,000 opening brackets would otherwise reach.
 */
export const MAX_JSON_NESTING = 64;

/**
 * The offset of the first `[` or `{` that opens level `limit + 1`, or undefined when the text nests
 * no deeper than `limit`. Reads the text once, without parsing it (brackets inside strings do not
 * count), so it is safe on any input, valid JSON or not.
 */
export function findExcessiveNesting(text: string, limit = MAX_JSON_NESTING): number | undefined {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (inString) {
      if (char === '\\') index++;
      else if (char === '"') inString = false;
    } else if (char === '"') {
      inString = true;
    } else if (char === '[' || char === '{') {
      depth++;
      if (depth > limit) return index;
    } else if (char === ']' || char === '}') {
      depth = Math.max(0, depth - 1);
    }
  }
  return undefined;
}
