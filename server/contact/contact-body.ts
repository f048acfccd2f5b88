import type { FastifyInstance } from 'fastify';
import { contactFields } from '../../schemas/contact-fields';

/**
 * The contact endpoint's own body parsers, JSON and form-encoded. They read the raw bytes and refuse
 * text that would otherwise be changed on the way in: a declared charset other than UTF-8 (415) and
 * bytes that are not UTF-8 (400 naming the field). Fastify's and @fastify/formbody's parsers decode
 * leniently, so such text used to be stored with U+FFFD in place of what the visitor wrote while the
 * reply said success.
 */

/** Thrown by the parsers; contact-routes.ts turns it into the reply (JSON, or the form's redirect). */
export class ContactBodyError extends Error {
  override name = 'ContactBodyError';
  constructor(
    readonly statusCode: 400 | 415,
    message: string,
    /** The field whose text is not UTF-8, when it could be found. */
    readonly field?: string,
  ) {
    super(message);
  }
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

function isUtf8(bytes: Uint8Array): boolean {
  try {
    strictUtf8.decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** The `charset` parameter of a Content-Type, lower-cased and unquoted, or undefined. */
function declaredCharset(contentType: string | undefined): string | undefined {
  const match = /;\s*charset\s*=\s*("?)([^";\s]*)\1/i.exec(contentType ?? '');
  return match?.[2]?.toLowerCase();
}

function refuseOtherCharsets(contentType: string | undefined): void {
  const charset = declaredCharset(contentType);
  if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') {
    throw new ContactBodyError(415, `Send the message as UTF-8 (charset=utf-8), not ${charset}.`);
  }
}

/** Where the first byte sequence that is not UTF-8 starts: each valid prefix decodes, the longer one does not. */
function firstInvalidOffset(bytes: Uint8Array): number {
  let low = 0;
  let high = bytes.length;
  // Binary search on "the prefix up to here is valid UTF-8, or ends inside one character".
  while (low < high) {
    const middle = Math.floor((low + high + 1) / 2);
    if (isUtf8Prefix(bytes.subarray(0, middle))) low = middle;
    else high = middle - 1;
  }
  return low;
}

function isUtf8Prefix(bytes: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/** The message field being written at the end of a JSON text that stops part-way: the last `"field":` seen. */
function jsonFieldBefore(text: string): string | undefined {
  let found: string | undefined;
  for (const match of text.matchAll(/"((?:[^"\\]|\\.)*)"\s*:/g)) found = match[1];
  return found !== undefined && (contactFields as readonly string[]).includes(found) ? found : undefined;
}

/** `%XX` and `+` decoded to bytes; any other byte kept as it is. */
function percentDecodedBytes(bytes: Uint8Array): Uint8Array {
  const out = new Uint8Array(bytes.length);
  let length = 0;
  for (let index = 0; index < bytes.length; index += 1) {
    const byte = bytes[index] ?? 0;
    const hex = byte === 0x25 ? String.fromCharCode(bytes[index + 1] ?? 0, bytes[index + 2] ?? 0) : '';
    if (/^[0-9A-Fa-f]{2}$/.test(hex)) {
      out[length] = Number.parseInt(hex, 16);
      index += 2;
    } else {
      out[length] = byte === 0x2b ? 0x20 : byte;
    }
    length += 1;
  }
  return out.subarray(0, length);
}

function splitBytes(bytes: Uint8Array, separator: number): Uint8Array[] {
  const parts: Uint8Array[] = [];
  let start = 0;
  for (let index = 0; index <= bytes.length; index += 1) {
    if (index === bytes.length || bytes[index] === separator) {
      parts.push(bytes.subarray(start, index));
      start = index + 1;
    }
  }
  return parts;
}

/**
 * A form-encoded body, each name and value percent-decoded to bytes and then read as strict UTF-8.
 * A name given twice gives a list (which the schema refuses). The object has no prototype, so a
 * field called `__proto__` is only a field.
 */
function parseFormBody(body: Uint8Array): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = Object.create(null);
  for (const pair of splitBytes(body, 0x26)) {
    if (pair.length === 0) continue;
    const equals = pair.indexOf(0x3d);
    const nameBytes = percentDecodedBytes(equals === -1 ? pair : pair.subarray(0, equals));
    const valueBytes = percentDecodedBytes(equals === -1 ? new Uint8Array(0) : pair.subarray(equals + 1));
    if (!isUtf8(nameBytes)) throw new ContactBodyError(400, 'A field name is not UTF-8 text.');
    const name = strictUtf8.decode(nameBytes);
    if (!isUtf8(valueBytes)) throw new ContactBodyError(400, `The field "${name}" is not UTF-8 text.`, name);
    const value = strictUtf8.decode(valueBytes);
    const earlier = fields[name];
    fields[name] = earlier === undefined ? value : [...(Array.isArray(earlier) ? earlier : [earlier]), value];
  }
  return fields;
}

/**
 * Why Fastify's JSON parser refused `text`, which it says only as "not valid JSON": the syntax error
 * (V8's parser is not recursive, so 64 KB of nesting is only a syntax question), or, for JSON that
 * parses, the guard against prototype pollution (a `__proto__` or `constructor.prototype` key).
 */
function jsonRefusal(text: string): ContactBodyError {
  if (text.trim() === '') return new ContactBodyError(400, 'The body is empty; send a JSON object.');
  try {
    JSON.parse(text);
  } catch (error) {
    return new ContactBodyError(400, `The body is not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  return new ContactBodyError(400, 'The body has a "__proto__" or "constructor" key, which is refused: send only name, email, phone, subject and message.');
}

/** JSON as UTF-8 text; the parsing itself (and its guard against `__proto__`) stays Fastify's. */
function decodeJsonBody(body: Uint8Array): string {
  if (isUtf8(body)) return strictUtf8.decode(body);
  const offset = firstInvalidOffset(body);
  const field = jsonFieldBefore(new TextDecoder('utf-8').decode(body.subarray(0, offset)));
  throw new ContactBodyError(400, field ? `The field "${field}" is not UTF-8 text.` : 'The body is not UTF-8 text.', field);
}

/** `parseAs: 'buffer'` gives a Buffer; Fastify's type also allows the string of `parseAs: 'string'`. */
function asBytes(body: string | Buffer): Uint8Array {
  return typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
}

/** Registers both parsers in `scope`, replacing the ones it inherited. */
export function registerContactBodyParsers(scope: FastifyInstance): void {
  const parseJson = scope.getDefaultJsonParser('error', 'error');
  scope.removeContentTypeParser(['application/json', 'application/x-www-form-urlencoded']);
  scope.addContentTypeParser(/^application\/(?:[\w.+-]+\+)?json(?:\s*;|\s*$)/i, { parseAs: 'buffer' }, (request, body, done) => {
    try {
      refuseOtherCharsets(request.headers['content-type']);
      const text = decodeJsonBody(asBytes(body));
      // Called in callback style, Fastify's parser answers through the callback; its declared return
      // type only allows for the promise style, which is not used here.
      void parseJson(request, text, (error, parsed) => {
        if (error) done(jsonRefusal(text), undefined);
        else done(null, parsed);
      });
    } catch (error) {
      done(error instanceof Error ? error : new Error(String(error)), undefined);
    }
  });
  scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'buffer' }, (request, body, done) => {
    try {
      refuseOtherCharsets(request.headers['content-type']);
      done(null, parseFormBody(asBytes(body)));
    } catch (error) {
      done(error instanceof Error ? error : new Error(String(error)), undefined);
    }
  });
}
