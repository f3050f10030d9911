import { describe, expect, it } from 'vitest';
import { estimateContentTokens, estimateTokens } from '../../src/model/context-window.js';
import { imageBlockTokens, imageSize, imageTokens } from '../../src/model/image-tokens.js';
import { pngFile } from '../support/images.js';

function jpegFile(width: number, height: number, frame = 0xc0, preamble = 0): Buffer {
  const segment = (marker: number, body: Buffer) => {
    const head = Buffer.from([0xff, marker, 0, 0]);
    head.writeUInt16BE(body.length + 2, 2);
    return Buffer.concat([head, body]);
  };
  const frameHeader = Buffer.alloc(6);
  frameHeader[0] = 8;
  frameHeader.writeUInt16BE(height, 1);
  frameHeader.writeUInt16BE(width, 3);
  // An EXIF-like APP1 segment (at most 65,533 bytes each) before the frame header, as cameras write.
  const app = Array.from({ length: Math.ceil(preamble / 65_000) }, () =>
    segment(0xe1, Buffer.alloc(65_000, 0x41)),
  );
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xe0, Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1')),
    ...app,
    segment(0xdb, Buffer.alloc(65, 1)),
    segment(frame, frameHeader),
    Buffer.from([0xff, 0xda, 0, 2, 0xff, 0xd9]),
  ]);
}

function webpFile(chunk: 'VP8 ' | 'VP8L' | 'VP8X', width: number, height: number): Buffer {
  const bytes = Buffer.alloc(40);
  bytes.write('RIFF', 0, 'latin1');
  bytes.writeUInt32LE(32, 4);
  bytes.write('WEBP', 8, 'latin1');
  bytes.write(chunk, 12, 'latin1');
  if (chunk === 'VP8 ') {
    bytes.set([0x9d, 0x01, 0x2a], 23);
    bytes.writeUInt16LE(width, 26);
    bytes.writeUInt16LE(height, 28);
  } else if (chunk === 'VP8L') {
    bytes[20] = 0x2f;
    bytes.writeUInt32LE(((height - 1) << 14) | (width - 1), 21);
  } else {
    bytes.writeUIntLE(width - 1, 24, 3);
    bytes.writeUIntLE(height - 1, 27, 3);
  }
  return bytes;
}

function gifFile(width: number, height: number): Buffer {
  const bytes = Buffer.alloc(13);
  bytes.write('GIF89a', 0, 'latin1');
  bytes.writeUInt16LE(width, 6);
  bytes.writeUInt16LE(height, 8);
  return bytes;
}

const imageBlock = (data: Buffer, mediaType = 'image/png') => ({
  type: 'image',
  source: { type: 'base64', media_type: mediaType, data: data.toString('base64') },
});

describe('image sizes from file headers', () => {
  it('reads PNG, GIF, JPEG (baseline and progressive) and WebP (lossy, lossless, extended)', () => {
    expect(imageSize(pngFile(520, 300), 'image/png')).toEqual({ width: 520, height: 300 });
    expect(imageSize(gifFile(64, 48), 'image/gif')).toEqual({ width: 64, height: 48 });
    expect(imageSize(jpegFile(1024, 768), 'image/jpeg')).toEqual({ width: 1024, height: 768 });
    expect(imageSize(jpegFile(300, 200, 0xc2), 'image/jpeg')).toEqual({ width: 300, height: 200 });
    for (const chunk of ['VP8 ', 'VP8L', 'VP8X'] as const) {
      expect(imageSize(webpFile(chunk, 800, 600), 'image/webp')).toEqual({
        width: 800,
        height: 600,
      });
    }
  });

  it('finds no size in a file that does not start as the image its type says', () => {
    expect(imageSize(Buffer.from('just text\n'), 'image/png')).toBeUndefined();
    expect(imageSize(pngFile(10, 10), 'image/jpeg')).toBeUndefined();
    expect(imageSize(pngFile(10, 10).subarray(0, 20), 'image/png')).toBeUndefined();
  });
});

describe('image tokens', () => {
  it('bills width × height / 750, as the API documents (1000×1000: ~1,334; 200×200: ~54)', () => {
    expect(imageTokens({ width: 1000, height: 1000 })).toBe(1334);
    expect(imageTokens({ width: 200, height: 200 })).toBe(54);
  });

  it('scales a large image down to 2576 px on its long edge and at most 4,784 tokens', () => {
    expect(imageTokens({ width: 3000, height: 200 })).toBe(590);
    expect(imageTokens({ width: 4000, height: 4000 })).toBe(4784);
    expect(imageTokens({ width: 8000, height: 8000 })).toBe(4784);
  });

  it('measures an image block by its pixels, whatever the size of its base64', () => {
    const noise = pngFile(1000, 1000, 'noise');
    expect(noise.length).toBeGreaterThan(3_000_000);
    expect(imageBlockTokens(imageBlock(noise))).toBe(1334);
    // A JPEG whose frame header comes after 130 KB of metadata is still measured.
    const jpeg = jpegFile(1500, 750, 0xc0, 130_000);
    expect(imageBlockTokens(imageBlock(jpeg, 'image/jpeg'))).toBe(1500);
  });

  it('counts an image it cannot measure as the largest the API bills, and nothing else as one', () => {
    expect(imageBlockTokens(imageBlock(Buffer.from('not an image')))).toBe(4784);
    expect(
      imageBlockTokens({ type: 'image', source: { type: 'url', url: 'https://x/y.png' } }),
    ).toBe(4784);
    expect(imageBlockTokens({ type: 'text', text: 'image' })).toBeUndefined();
    expect(imageBlockTokens('image')).toBeUndefined();
  });
});

describe('estimated tokens of request content', () => {
  it('counts a tool result with a 3 MB screenshot as its text and ~1,334 tokens, not as 4 MB of base64', () => {
    const message = {
      role: 'user',
      content: [
        {
          type: 'tool_result',
          tool_use_id: 'toolu_1',
          content: [imageBlock(pngFile(1000, 1000, 'noise'))],
        },
      ],
    };
    const tokens = estimateContentTokens([message]);
    expect(tokens).toBeGreaterThan(1334);
    expect(tokens).toBeLessThan(1334 + 100);
  });

  it('counts text as before: its JSON at about 4 characters a token', () => {
    const messages = [{ role: 'user', content: 'x'.repeat(4000) }];
    expect(estimateContentTokens(messages)).toBe(estimateTokens(JSON.stringify(messages).length));
  });
});
