/** Database ids as they appear in addresses: 1, 2, 3…, no sign, no leading zero, no decimals. */
const positiveInteger = /^[1-9][0-9]{0,15}$/;

export type IdParseResult = { ok: true; id: number } | { ok: false; message: string };

/** Reads an id from a path or query parameter; the message names the parameter and the value found. */
export function parseId(name: string, value: unknown): IdParseResult {
  if (typeof value === 'string' && positiveInteger.test(value)) {
    const id = Number(value);
    if (Number.isSafeInteger(id)) return { ok: true, id };
  }
  const found = typeof value === 'string' ? JSON.stringify(value) : Array.isArray(value) ? 'more than one value' : 'nothing';
  return { ok: false, message: `${name} must be a positive whole number such as 1 or 42, found ${found}` };
}
