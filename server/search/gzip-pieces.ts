import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * Gzip for a page made of fixed parts with parts that change per request between them, without
 * compressing the fixed parts again: each fixed part is compressed once, as raw deflate blocks that
 * end on a full flush (byte-aligned, and later blocks refer to nothing before them), so the parts
 * of a request, each compressed by a fresh deflater, can sit between them in one valid deflate
 * stream; only the last part ends it (the final block). The gzip trailer's CRC-32 runs over the
 * whole text (fast), its size is the sum. This is how parallel gzip tools (pigz) join pieces; any
 * gzip reader decodes the result as one member.
 */
export interface GzipPiece {
  text: Buffer;
  deflated: Buffer;
}

const gzipHeader = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
const level = 6;

/** A fixed part, compressed once; `last` closes the stream, so only the final part may have it. */
export function gzipPiece(text: string | Buffer, last = false): GzipPiece {
  const bytes = Buffer.from(text);
  return { text: bytes, deflated: deflateRawSync(bytes, { level, finishFlush: last ? constants.Z_FINISH : constants.Z_FULL_FLUSH }) };
}

/** The parts in order, fixed ones (made once) and fresh ones (text, compressed now); the last must be a fixed part made with `last`. */
export function joinGzip(parts: readonly (GzipPiece | string)[]): Buffer {
  let crc = 0;
  let size = 0;
  const chunks: Buffer[] = [gzipHeader];
  for (const part of parts) {
    const piece = typeof part === 'string' ? gzipPiece(part) : part;
    // Node 20's crc32 answers 0 for an empty buffer on an empty ArrayBuffer, whatever the running value: skip empty parts.
    if (piece.text.length > 0) crc = crc32(piece.text, crc);
    size += piece.text.length;
    chunks.push(piece.deflated);
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc, 0);
  trailer.writeUInt32LE(size % 2 ** 32, 4);
  chunks.push(trailer);
  return Buffer.concat(chunks);
}

/** The same parts as plain bytes. */
export function joinText(parts: readonly (GzipPiece | string)[]): Buffer {
  return Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part) : part.text)));
}
