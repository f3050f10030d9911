import { createReadStream } from 'node:fs';
import { prebuiltInputSchemas } from './prebuilt-input-schemas.js';
import { z } from 'zod';
import { ToolError } from '../errors.js';
import { defineTool } from './define-tool.js';
import { isUtf8 } from 'node:buffer';
import { estimateTokens } from '../model/context-window.js';
import { resolveInsideRoot, rootForPath } from './path-guard.js';
import { readImageFile } from './read-image.js';
import {
  notUtf8,
  readTextDocument,
  sniffTextFile,
  statRegularFile,
  unwritableNote,
  type TextKind,
} from './text-file.js';

export const readDefaultLimit = 2000;
export const readMaximumLineLength = 2000;
/** Larger files are refused: a window of them is better taken with Bash (head, tail, sed -n). */
export const readMaximumFileBytes = 256 * 1024 * 1024;
/**
 * Claude Code's caps, which keep one Read from filling the context window (a tool result over it
 * makes the API refuse the whole request, and ends the run): a read without `limit` of a file
 * over 256 KB is refused, and one result holds at most about 25,000 tokens.
 */
export const readMaximumWholeFileBytes = 256 * 1024;
export const readMaximumTokens = 25_000;

const readInput = z.lazy(() =>
  z.object({
    file_path: z
      .string()
      .describe(
        'The absolute path of the file to read (a path relative to the working tree also works)',
      ),
    offset: z
      .number()
      .int()
      .nonnegative()
      .optional()
      .describe('The line number to start reading from (1 = the first line). Only for large files'),
    limit: z
      .number()
      .int()
      .positive()
      .optional()
      .describe(`The number of lines to read (default ${readDefaultLimit}). Only for large files`),
  }),
);
export type ReadInput = z.infer<typeof readInput>;

export const readTool = defineTool<ReadInput>({
  name: 'Read',
  kind: 'read',
  description: [
    'Reads a text file from the working tree.',
    `- Returns up to ${readDefaultLimit} lines from the start of the file by default; use offset and limit for long files.`,
    `- A file over ${readMaximumWholeFileBytes / 1024} KB needs offset and limit; one result holds at most about ${readMaximumTokens} tokens.`,
    `- Output is numbered like \`cat -n\`: the line number, a tab, then the line. Lines longer than ${readMaximumLineLength} characters are truncated.`,
    '- Images (PNG, JPEG, GIF, WebP) are shown as images; other binary files are refused; directories are refused (use Glob or Bash `ls`). UTF-16 files are read; a file that is not UTF-8 is shown with a note.',
    '- Paths outside the working tree and inside .git are refused.',
  ].join('\n'),
  inputSchema: readInput,
  inputJsonSchema: prebuiltInputSchemas.Read,
  ruleSubject: (input) => input.file_path,
  paths: (input) => ({ read: [input.file_path], write: [] }),
  async run(input, context) {
    const root = rootForPath(context.root, context.extraRoots, input.file_path);
    const filePath = resolveInsideRoot(root, input.file_path, { forWrite: false });
    const stats = await statRegularFile(filePath);
    const image = await readImageFile(filePath, stats.size);
    if (image) return [image];
    if (stats.size > readMaximumFileBytes) {
      throw new ToolError(
        `${filePath} is ${Math.round(stats.size / 1024 / 1024)} MB, over Read's limit of ${readMaximumFileBytes / 1024 / 1024} MB. Use Grep to find what you need, or Bash (head, tail, sed -n 'START,ENDp').`,
      );
    }
    if (input.limit === undefined && stats.size > readMaximumWholeFileBytes) {
      throw new ToolError(
        `File content (${formatSize(stats.size)}) exceeds the maximum size Read returns without a limit (${formatSize(readMaximumWholeFileBytes)}). Use offset and limit to read part of ${filePath}, or Grep to find what you need, instead of reading the whole file.`,
      );
    }
    const kind = await sniffTextFile(filePath);

    const first = Math.max(1, input.offset ?? 1);
    const limit = input.limit ?? readDefaultLimit;
    const window = await readLineWindow(filePath, kind, { first, limit }, context.signal);
    const { total, unwritable } = window;
    const numbered = window.lines.map(
      (line, index) => `${String(first + index).padStart(6)}\t${line}`,
    );
    const tokens = estimateTokens(numbered.reduce((sum, line) => sum + line.length + 1, 0));
    const fitting =
      tokens > readMaximumTokens ? linesWithin(numbered, readMaximumTokens) : numbered;
    if (fitting.length < numbered.length && input.limit !== undefined) {
      throw new ToolError(
        `File content (about ${tokens} tokens) exceeds the maximum one Read returns (${readMaximumTokens} tokens). Use a smaller limit (about ${Math.max(1, fitting.length)} of these lines fit), or Grep to find what you need.`,
      );
    }
    const lines = window.lines.slice(0, fitting.length);
    const note = unwritable === undefined ? [] : ['', unwritableNote(unwritable)];
    context.recordToolResponse?.({
      type: 'text',
      file: {
        filePath,
        content: lines.join('\n'),
        numLines: lines.length,
        startLine: first,
        totalLines: total,
      },
    });

    if (total === 0) return `(The file ${filePath} exists but is empty.)`;
    if (lines.length === 0) {
      return `(The file ${filePath} has only ${total} line${total === 1 ? '' : 's'}; offset ${first} is past its end.)`;
    }
    const last = first + lines.length - 1;
    if (fitting.length < numbered.length) {
      fitting.push(
        '',
        `(Showing lines ${first}-${last} of ${total} only: the ${numbered.length} lines asked for are about ${tokens} tokens, over Read's cap of ${readMaximumTokens} for one call. ` +
          `Read with offset ${last + 1} and limit ${lines.length} for the next part, or use Grep to find a specific section; do not answer from this part alone when the answer may be further on.)`,
      );
    } else if (first > 1 || last < total) {
      fitting.push(
        '',
        `(Showing lines ${first}-${last} of ${total}. Use offset and limit to read other lines.)`,
      );
    }
    return [...fitting, ...note].join('\n');
  },
});

interface LineWindow {
  lines: string[];
  total: number;
  /** Why Edit and Write will not change the file, when they will not. */
  unwritable?: string | undefined;
}

/**
 * Lines `first .. first+limit-1` (1-based), long ones truncated, and the file's line count. Lines
 * break at LF only, as Grep, sed and git count them: a CRLF pair is one break (its CR is not
 * shown) and a lone CR (a progress bar's redraw) stays inside its line.
 */
async function readLineWindow(
  filePath: string,
  kind: Exclude<TextKind, 'binary'>,
  window: { first: number; limit: number },
  signal: AbortSignal,
): Promise<LineWindow> {
  const result: LineWindow = { lines: [], total: 0 };
  // Only the lines of the window are decoded.
  const take = (line: () => string): void => {
    result.total++;
    if (result.total >= window.first && result.lines.length < window.limit) {
      const text = line();
      result.lines.push(truncateLine(text.endsWith('\r') ? text.slice(0, -1) : text));
    }
  };
  if (kind === 'utf16le' || kind === 'utf16be') {
    // Rare, and not splittable at LF bytes: decoded whole.
    const document = await readTextDocument(filePath);
    const lines = document.text.split('\n');
    if (lines.at(-1) === '') lines.pop();
    for (const line of lines) take(() => line);
    result.unwritable = document.unwritable;
    return result;
  }
  let skip = kind === 'utf8-bom' ? 3 : 0;
  for await (const bytes of fileLines(filePath, signal)) {
    const line = bytes.subarray(skip);
    skip = 0;
    if (!isUtf8(line)) result.unwritable = notUtf8;
    take(() => line.toString('utf8'));
  }
  return result;
}

/** The lines of a file split at LF bytes, without their LF (so a UTF-8 file, or an ASCII-based one). */
async function* fileLines(filePath: string, signal: AbortSignal): AsyncGenerator<Buffer> {
  const stream = createReadStream(filePath, { signal });
  // The start of a line that goes on in a later chunk, kept as chunks: one long line costs one copy.
  let pending: Buffer[] = [];
  const line = (parts: Buffer[]): Buffer =>
    parts.length === 1 ? (parts[0] as Buffer) : Buffer.concat(parts);
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      let start = 0;
      for (let end = chunk.indexOf(0x0a); end !== -1; end = chunk.indexOf(0x0a, start)) {
        pending.push(chunk.subarray(start, end));
        yield line(pending);
        pending = [];
        start = end + 1;
      }
      if (start < chunk.length) pending.push(chunk.subarray(start));
    }
    if (pending.length > 0) yield line(pending);
  } finally {
    stream.destroy();
  }
}

/** The first lines whose text (with line breaks) is estimated at most `tokens` tokens. */
function linesWithin(lines: string[], tokens: number): string[] {
  let characters = 0;
  let count = 0;
  for (const line of lines) {
    characters += line.length + 1;
    if (estimateTokens(characters) > tokens) break;
    count++;
  }
  return lines.slice(0, count);
}

/** A byte count as Claude Code writes it: 900.2KB, 2.9MB. */
function formatSize(bytes: number): string {
  const trim = (value: number): string => String(Number(value.toFixed(1)));
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${trim(bytes / 1024)}KB`;
  return `${trim(bytes / 1024 / 1024)}MB`;
}

function truncateLine(line: string): string {
  if (line.length <= readMaximumLineLength) return line;
  const omitted = line.length - readMaximumLineLength;
  return `${line.slice(0, readMaximumLineLength)}… [${omitted} more characters truncated]`;
}
