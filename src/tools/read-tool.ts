import { createReadStream } from 'node:fs';
import { prebuiltInputSchemas } from './prebuilt-input-schemas.js';
import { z } from 'zod';
import { ToolError } from '../errors.js';
import { defineTool } from './define-tool.js';
import { isUtf8 } from 'node:buffer';
import { charactersPerToken, estimateTokens } from '../model/context-window.js';
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

/** Larger files are refused: a window of them is better taken with Bash (head, tail, sed -n). */
export const readMaximumFileBytes = 256 * 1024 * 1024;
/**
 * Claude Code's caps, which keep one Read from filling the context window (a tool result over it
 * makes the API refuse the whole request, and ends the run): a read without `limit` of a file
 * over 256 KB is refused, and one result holds at most about 25,000 tokens. There is no other
 * cap: Claude Code 2.1.332 reads a whole file (10,000 lines, observed) and whole lines (a
 * 90,000-character one, observed) within them.
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
      .describe(
        'The number of lines to read (default: to the end of the file). Only for large files',
      ),
  }),
);
export type ReadInput = z.infer<typeof readInput>;

export const readTool = defineTool<ReadInput>({
  name: 'Read',
  kind: 'read',
  description: [
    'Reads a text file from the working tree.',
    '- Returns the whole file by default; use offset and limit to read part of a long file.',
    `- A file over ${readMaximumWholeFileBytes / 1024} KB needs offset and limit. One result holds at most about ${readMaximumTokens} tokens: without limit, a longer one is cut where it stops fitting (a note says where to go on); with limit, it is refused.`,
    '- Output is numbered like `cat -n`: the line number, a tab, then the whole line.',
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
    const limit = input.limit ?? Number.POSITIVE_INFINITY;
    const window = await readLineWindow(filePath, kind, { first, limit }, context.signal);
    const { total, unwritable } = window;
    const numbered = window.lines.map((line, index) => numberedLine(first + index, line));
    const tokens = estimateTokens(numbered.reduce((sum, line) => sum + line.length + 1, 0));
    const fitting =
      tokens > readMaximumTokens ? linesWithin(numbered, readMaximumTokens) : numbered;
    const note = unwritable === undefined ? [] : ['', unwritableNote(unwritable)];
    const longLine = fitting.length === 0 ? window.lines[0] : undefined;
    if (longLine !== undefined) {
      // The window's first line alone is over the cap: offset and limit cannot page it.
      const lineTokens = estimateTokens(numberedLine(first, longLine).length + 1);
      if (input.limit !== undefined) {
        throw new ToolError(
          `Line ${first} of ${filePath} alone is about ${lineTokens} tokens, over the maximum one Read returns (${readMaximumTokens} tokens). ${longLineAdvice(first)}`,
        );
      }
      const excerpt = longLineExcerpt(longLine, first);
      context.recordToolResponse?.(readResponse(filePath, [excerpt], first, window, false));
      const next = first < total ? ` The next line is ${first + 1}.` : '';
      return [
        numberedLine(first, excerpt),
        '',
        `(Showing the first ${excerpt.length} of ${longLine.length} characters of line ${first} of ${total} only: the line alone is about ${lineTokens} tokens, over Read's cap of ${readMaximumTokens} for one call. ` +
          `${longLineAdvice(first)}${next} Do not answer from this part alone when the answer may be further on.)`,
        ...note,
      ].join('\n');
    }
    if (fitting.length < numbered.length && input.limit !== undefined) {
      throw new ToolError(
        `File content (about ${tokens} tokens) exceeds the maximum one Read returns (${readMaximumTokens} tokens). Use a smaller limit (about ${fitting.length} of these lines fit), or Grep to find what you need.`,
      );
    }
    const lines = window.lines.slice(0, fitting.length);
    // The empty line after a final line end is inside the window when the limit leaves room.
    const roomForEmptyLine = fitting.length === numbered.length && lines.length < limit;
    context.recordToolResponse?.(readResponse(filePath, lines, first, window, roomForEmptyLine));

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
  /** The file ends with a line end (LF). */
  finalBreak: boolean;
  /** Why Edit and Write will not change the file, when they will not. */
  unwritable?: string | undefined;
}

/**
 * Lines `first .. first+limit-1` (1-based), whole, and the file's line count. Lines
 * break at LF only, as Grep, sed and git count them: a CRLF pair is one break (its CR is not
 * shown) and a lone CR (a progress bar's redraw) stays inside its line.
 */
async function readLineWindow(
  filePath: string,
  kind: Exclude<TextKind, 'binary'>,
  window: { first: number; limit: number },
  signal: AbortSignal,
): Promise<LineWindow> {
  const result: LineWindow = { lines: [], total: 0, finalBreak: false };
  // Only the lines of the window are decoded.
  const take = (line: () => string): void => {
    result.total++;
    if (result.total >= window.first && result.lines.length < window.limit) {
      const text = line();
      result.lines.push(text.endsWith('\r') ? text.slice(0, -1) : text);
    }
  };
  if (kind === 'utf16le' || kind === 'utf16be') {
    // Rare, and not splittable at LF bytes: decoded whole.
    const document = await readTextDocument(filePath);
    const lines = document.text.split('\n');
    result.finalBreak = document.text.endsWith('\n');
    if (lines.at(-1) === '') lines.pop();
    for (const line of lines) take(() => line);
    result.unwritable = document.unwritable;
    return result;
  }
  let skip = kind === 'utf8-bom' ? 3 : 0;
  const ending = { finalBreak: false };
  for await (const bytes of fileLines(filePath, signal, ending)) {
    const line = bytes.subarray(skip);
    skip = 0;
    if (!isUtf8(line)) result.unwritable = notUtf8;
    take(() => line.toString('utf8'));
  }
  result.finalBreak = ending.finalBreak;
  return result;
}

/**
 * A Read's `tool_response` for PostToolUse hooks, as Claude Code 2.1.332 counts lines: like
 * `content.split('\n')`, so a final line end starts one more, empty line (observed: `l1\nl2\nl3\n`
 * read whole is `content: "l1\nl2\nl3\n"`, `numLines: 4`, `totalLines: 4`; its line 2 alone is
 * `content: "l2"`, `numLines: 1`, `totalLines: 4`).
 */
function readResponse(
  filePath: string,
  lines: string[],
  first: number,
  window: LineWindow,
  roomForEmptyLine: boolean,
) {
  const toEmptyLine =
    roomForEmptyLine &&
    window.finalBreak &&
    lines.length > 0 &&
    first + lines.length - 1 === window.total;
  const shown = toEmptyLine ? [...lines, ''] : lines;
  return {
    type: 'text',
    file: {
      filePath,
      content: shown.join('\n'),
      numLines: shown.length,
      startLine: first,
      totalLines: window.total + (window.finalBreak ? 1 : 0),
    },
  };
}

/**
 * The lines of a file split at LF bytes, without their LF (so a UTF-8 file, or an ASCII-based
 * one); `ending.finalBreak` says, once they are all read, whether the last one ended with an LF.
 */
async function* fileLines(
  filePath: string,
  signal: AbortSignal,
  ending: { finalBreak: boolean },
): AsyncGenerator<Buffer> {
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
      ending.finalBreak = start === chunk.length;
    }
    if (pending.length > 0) yield line(pending);
  } finally {
    stream.destroy();
  }
}

function numberedLine(lineNumber: number, line: string): string {
  return `${String(lineNumber).padStart(6)}\t${line}`;
}

/**
 * The start of a line too long for one result (a minified bundle, a one-line JSON fixture), as
 * Claude Code 2.1.332 shows one (observed: the first ~85,000 characters of a 150,000-character
 * line, with a note): about the cap's worth of characters, never half a surrogate pair.
 */
function longLineExcerpt(line: string, lineNumber: number): string {
  const room = readMaximumTokens * charactersPerToken - numberedLine(lineNumber, '').length - 1;
  const end = /[\uD800-\uDBFF]/.test(line.charAt(room - 1)) ? room - 1 : room;
  return line.slice(0, end);
}

/** Where to read the rest of a line too long for one result: offset and limit count whole lines. */
function longLineAdvice(lineNumber: number): string {
  return (
    `Offset and limit count whole lines: use Grep to find what you need in it, or Bash to read it in parts ` +
    `(sed -n '${lineNumber}p' FILE | cut -c START-END).`
  );
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
