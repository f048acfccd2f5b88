import { crc32 } from 'node:zlib';

/**
 * The first 33 bytes of a PNG claiming `width` × `height` (RGBA, 8 bits), with no pixel data: what
 * image-size reads from a header, and what sharp refuses to decode. A 30000 × 30000 picture in 33 bytes.
 */
export function pngHeader(width: number, height: number): Buffer {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data.set([8, 6, 0, 0, 0], 8);
  const typeAndData = Buffer.concat([Buffer.from('IHDR'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), length, typeAndData, crc]);
}
