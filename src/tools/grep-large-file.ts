import { closeSync, openSync, readSync } from 'node:fs';
import type { FileMatches } from './grep-pattern.js';
import type { WorkerSearch } from './grep-search-worker.js';
import { looksBinary } from './text-file.js';

/** Bytes read and searched at a time; a chunk is cut at its last newline. */
const chunkBytes = 4 * 1024 * 1024;

/**
 * Searches a file too large to hold whole (a log of gigabytes), line by line as ripgrep does,
 * in chunks of whole lines sent to the search worker. Only the lines the output can show (the
 * matches and `context` lines around them) are kept: `lines` is sparse. Returns `undefined`
 * when nothing matches or the file is binary, `unsupported` for UTF-16 (searched whole only).
 */
export async function searchLargeFile(
  absolute: string,
  worker: WorkerSearch,
  context: number,
): Promise<FileMatches | 'unsupported' | undefined> {
  let descriptor: number;
  try {
    descriptor = openSync(absolute, 'r');
  } catch {
    return undefined; // vanished or unreadable: skipped, as ripgrep does
  }
  try {
    const kept: string[] = [];
    const matchLines: number[] = [];
    const parts: { line: number; text: string }[] = [];
    let collectsParts = false;
    let count = 0;
    let lineOffset = 0;
    let keepThrough = 0;
    let previousTail: string[] = [];
    let carry = Buffer.alloc(0);
    let first = true;
    for (;;) {
      const buffer = Buffer.allocUnsafe(chunkBytes);
      const read = readSync(descriptor, buffer, 0, chunkBytes, null);
      let bytes = Buffer.concat([carry, buffer.subarray(0, read)]);
      if (first) {
        if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
          return 'unsupported';
        }
        if (looksBinary(bytes)) return undefined;
        if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) bytes = bytes.subarray(3);
        first = false;
      }
      const end = read === 0 ? bytes.length : bytes.lastIndexOf(0x0a) + 1;
      carry = Buffer.from(bytes.subarray(end));
      if (end === 0) {
        if (read === 0) break;
        continue; // one line longer than a chunk: read on
      }
      const text = bytes.subarray(0, end).toString('utf8');
      const found = (await worker.search([{ key: 0, text }])).get(0);
      const lines =
        found?.lines ?? (context > 0 || keepThrough > lineOffset ? splitLines(text) : undefined);
      const lineCount = lines?.length ?? countLines(text);
      if (lines) {
        for (const number of found?.matchLines ?? []) {
          const line = lineOffset + number;
          matchLines.push(line);
          // before-context reaching back into the previous chunk
          for (let back = Math.max(1, line - context); back <= lineOffset; back++) {
            kept[back - 1] = previousTail[back - (lineOffset - previousTail.length) - 1] ?? '';
          }
          keepThrough = Math.max(keepThrough, line + context);
          for (let near = Math.max(lineOffset + 1, line - context); near <= line; near++) {
            kept[near - 1] = lines[near - lineOffset - 1] ?? '';
          }
        }
        for (
          let line = lineOffset + 1;
          line <= Math.min(keepThrough, lineOffset + lineCount);
          line++
        ) {
          kept[line - 1] = lines[line - lineOffset - 1] ?? '';
        }
        previousTail = context > 0 ? lines.slice(-context) : [];
      }
      if (found) {
        count += found.count;
        if (found.parts) {
          collectsParts = true;
          for (const part of found.parts)
            parts.push({ line: lineOffset + part.line, text: part.text });
        }
      }
      lineOffset += lineCount;
      if (read === 0) break;
    }
    if (count === 0) return undefined;
    kept.length = lineOffset;
    const result: FileMatches = { lines: kept, matchLines, count };
    if (collectsParts) result.parts = parts;
    return result;
  } finally {
    closeSync(descriptor);
  }
}

/** As the worker splits: LF or CRLF, no empty line after a final newline. */
function splitLines(text: string): string[] {
  const lines = text.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  return lines.map((line) => (line.endsWith('\r') ? line.slice(0, -1) : line));
}

function countLines(text: string): number {
  let count = 0;
  for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1)) count++;
  return text.endsWith('\n') || text === '' ? count : count + 1;
}
