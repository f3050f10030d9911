import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';

/**
 * A valid RGB PNG of `width` × `height` pixels: random noise (which does not compress, so the
 * file is about 3 bytes a pixel, as a detailed screenshot is) or one flat grey.
 */
export function pngFile(width: number, height: number, fill: 'noise' | 'flat' = 'flat'): Buffer {
  const row = 1 + width * 3;
  const raw = fill === 'noise' ? randomBytes(row * height) : Buffer.alloc(row * height, 0x80);
  // Each row starts with its filter type: 0, none.
  for (let offset = 0; offset < raw.length; offset += row) raw[offset] = 0;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter method, no interlace
  return Buffer.concat([
    Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw, { level: fill === 'noise' ? 0 : 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length, 0);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body), 0);
  return Buffer.concat([length, body, crc]);
}
