import { isUtf8 } from 'node:buffer';
import { open, readdir, readFile, stat } from 'node:fs/promises';
import { closeSync, fstatSync, openSync, readSync, type Stats } from 'node:fs';
import path from 'node:path';
import { ToolError } from '../errors.js';

/**
 * How file tools see a file: text, or refused. A file is binary when its first 8 KiB hold a NUL
 * byte (git's and ripgrep's rule), unless it starts with a UTF-16 byte-order mark. Text is UTF-8
 * (with or without a BOM) or UTF-16LE behind its BOM; a write keeps the encoding it found, and a
 * file in any other encoding is shown but never written back (its bytes would change).
 */

const binarySniffBytes = 8192;

export function looksBinary(buffer: Uint8Array): boolean {
  const end = Math.min(buffer.length, binarySniffBytes);
  for (let index = 0; index < end; index++) if (buffer[index] === 0) return true;
  return false;
}

/** Stats of an existing regular file, or a ToolError naming the path and what it is instead. */
export async function statRegularFile(filePath: string): Promise<Stats> {
  let stats: Stats;
  try {
    stats = await stat(filePath);
  } catch (error) {
    if (isNotFound(error)) throw new ToolError(await missingFileMessage(filePath));
    throw new ToolError(`Cannot access ${filePath}: ${describe(error)}`);
  }
  if (stats.isDirectory()) {
    throw new ToolError(
      `${filePath} is a directory, not a file. Use Glob or Bash \`ls\` to list a directory.`,
    );
  }
  if (!stats.isFile()) throw new ToolError(`${filePath} is not a regular file.`);
  return stats;
}

/** What the first bytes of a file say it holds. */
export type TextKind = 'binary' | 'utf8' | 'utf8-bom' | 'utf16le' | 'utf16be';

function sniffText(start: Uint8Array): TextKind {
  if (start[0] === 0xff && start[1] === 0xfe) return 'utf16le';
  if (start[0] === 0xfe && start[1] === 0xff) return 'utf16be';
  if (looksBinary(start)) return 'binary';
  return start[0] === 0xef && start[1] === 0xbb && start[2] === 0xbf ? 'utf8-bom' : 'utf8';
}

/** What the file holds, judged by its first 8 KiB. */
export async function fileTextKind(filePath: string): Promise<TextKind> {
  const handle = await open(filePath, 'r');
  try {
    const buffer = Buffer.alloc(binarySniffBytes);
    const { bytesRead } = await handle.read(buffer, 0, binarySniffBytes, 0);
    return sniffText(buffer.subarray(0, bytesRead));
  } finally {
    await handle.close();
  }
}

/** What the file holds; a binary file is refused. */
export async function sniffTextFile(filePath: string): Promise<Exclude<TextKind, 'binary'>> {
  const kind = await fileTextKind(filePath);
  if (kind === 'binary') throw binaryRefusal(filePath);
  return kind;
}

function binaryRefusal(filePath: string): ToolError {
  return new ToolError(
    `${filePath} is a binary file (it contains NUL bytes); file tools read and edit text only. ` +
      'Use Bash (e.g. `file`, `xxd | head`) to inspect it if you need to.',
  );
}

/**
 * The bytes of a file, read synchronously in one read of its known size; undefined when it is
 * over `maxBytes`. For searches over many files: measured on 10,000 files (160 MB), synchronous
 * reads cost a quarter of the CPU of fs/promises reads, so Grep reads this way in time slices.
 */
export function readFileBytesSync(filePath: string, maxBytes: number): Buffer | undefined {
  const descriptor = openSync(filePath, 'r');
  try {
    const { size } = fstatSync(descriptor);
    if (size > maxBytes) return undefined;
    const buffer = Buffer.allocUnsafe(size);
    let offset = 0;
    while (offset < size) {
      const bytesRead = readSync(descriptor, buffer, offset, size - offset, offset);
      if (bytesRead === 0) break;
      offset += bytesRead;
    }
    return offset === size ? buffer : buffer.subarray(0, offset);
  } finally {
    closeSync(descriptor);
  }
}

/** How a file's text is stored, so that a write can store it the same way. */
export interface TextEncoding {
  encoding: 'utf8' | 'utf16le';
  byteOrderMark: boolean;
}

export const plainUtf8: TextEncoding = { encoding: 'utf8', byteOrderMark: false };

export interface TextDocument {
  /** The text without its byte-order mark; undecodable bytes show as U+FFFD. */
  text: string;
  encoding: TextEncoding;
  /** Why file tools must not write it back, when they must not: "it is …". */
  unwritable?: string;
}

export const notUtf8 =
  'it is not valid UTF-8 (a legacy encoding such as Latin-1, Windows-1252, Shift-JIS or GBK, or binary data)';
const doesNotRoundTrip =
  'its bytes do not decode and encode back to themselves (e.g. UTF-16 with an odd number of bytes)';
const utf16BigEndian = 'it is UTF-16 big-endian (it starts with the bytes FE FF)';

/** The text of a non-binary file's bytes, and how they were stored. */
function decodeText(buffer: Buffer, kind: Exclude<TextKind, 'binary'>): TextDocument {
  switch (kind) {
    case 'utf16le':
      return {
        text: buffer.subarray(2).toString('utf16le'),
        encoding: { encoding: 'utf16le', byteOrderMark: true },
      };
    case 'utf16be': {
      const body = Buffer.from(buffer.subarray(2, 2 + ((buffer.length - 2) & ~1)));
      return {
        text: body.swap16().toString('utf16le'),
        encoding: plainUtf8,
        unwritable: utf16BigEndian,
      };
    }
    case 'utf8':
    case 'utf8-bom': {
      const body = kind === 'utf8-bom' ? buffer.subarray(3) : buffer;
      const encoding = { encoding: 'utf8', byteOrderMark: kind === 'utf8-bom' } as const;
      const text = body.toString('utf8');
      return isUtf8(body) ? { text, encoding } : { text, encoding, unwritable: notUtf8 };
    }
  }
}

/** The bytes that store `text` in `encoding`. */
export function encodeText(text: string, encoding: TextEncoding): Buffer {
  if (encoding.encoding === 'utf16le') {
    const body = Buffer.from(text, 'utf16le');
    return encoding.byteOrderMark ? Buffer.concat([Buffer.from([0xff, 0xfe]), body]) : body;
  }
  return Buffer.from(encoding.byteOrderMark ? `\ufeff${text}` : text, 'utf8');
}

/** The text of an existing, non-binary file. */
export async function readTextDocument(filePath: string): Promise<TextDocument> {
  await statRegularFile(filePath);
  const buffer = await readFile(filePath);
  const kind = sniffText(buffer.subarray(0, binarySniffBytes));
  if (kind === 'binary') throw binaryRefusal(filePath);
  const document = decodeText(buffer, kind);
  // The last guard of "never change a byte outside the edit": the text must encode back exactly.
  if (
    document.unwritable === undefined &&
    !encodeText(document.text, document.encoding).equals(buffer)
  ) {
    return { ...document, unwritable: doesNotRoundTrip };
  }
  return document;
}

/** The refusal to write a file back whose encoding the tools cannot keep. */
export function unwritableRefusal(filePath: string, reason: string): ToolError {
  return new ToolError(
    `${filePath}: ${reason}, so nothing was written. File tools keep a file's encoding (UTF-8, or UTF-16LE behind its byte-order mark) and never convert it. ` +
      'Make the change with a shell command that keeps the encoding (e.g. iconv to UTF-8, edit, iconv back), or ask the user whether to convert the file to UTF-8; ' +
      'to replace it with new UTF-8 text, delete it first, then Write it.',
  );
}

/** The note Read adds below a file the tools will not write back. */
export function unwritableNote(reason: string): string {
  const undecodable =
    reason === notUtf8 ? ' Bytes that do not decode show as U+FFFD (\ufffd).' : '';
  return `[Edit and Write will not change this file: ${reason}.${undecodable} Change it with a shell command that keeps its encoding, or ask the user whether to convert it to UTF-8.]`;
}

export function isNotFound(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    (error.code === 'ENOENT' || error.code === 'ENOTDIR')
  );
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** "File does not exist: …", with siblings of a similar name when there are some. */
async function missingFileMessage(filePath: string): Promise<string> {
  const base = `File does not exist: ${filePath}.`;
  const directory = path.dirname(filePath);
  const stem = path.basename(filePath, path.extname(filePath)).toLowerCase();
  try {
    const similar = (await readdir(directory))
      .filter((name) => stem.length > 0 && name.toLowerCase().startsWith(stem))
      .slice(0, 3)
      .map((name) => path.join(directory, name));
    return similar.length > 0 ? `${base} Did you mean ${similar.join(', ')}?` : base;
  } catch {
    return `${base} (its directory ${directory} does not exist either)`;
  }
}
