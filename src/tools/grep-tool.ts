import { z } from 'zod';
import { prebuiltInputSchemas } from './prebuilt-input-schemas.js';
import { ToolError } from '../errors.js';
import { defineTool } from './define-tool.js';
import { newestFirst, nextTurn, walkFiles, type WalkedFile } from './file-walker.js';
import { compileGrepPattern, type CompiledPattern, type FileMatches } from './grep-pattern.js';
import { searchLargeFile } from './grep-large-file.js';
import { startWorkerSearch, type TextToSearch } from './grep-search-worker.js';
import { ripgrepGlob } from './ripgrep-glob.js';
import { ripgrepTypes } from './ripgrep-types.js';
import { resolveSearchScope } from './search-scope.js';
import { looksBinary, readFileBytesSync } from './text-file.js';

/** Longest stretch of synchronous reading before yielding to the event loop. */
const yieldEveryMs = 15;
/** A search still running after this long is cut off with an error. */
export const grepTimeoutMs = 60_000;
/** Characters of text sent to the search worker at a time. */
const batchChars = 4 * 1024 * 1024;
/** Larger files are skipped (a search would hold them in memory). */
export const grepMaximumFileBytes = 20 * 1024 * 1024;
/** Like Claude Code's `rg --max-columns 500`. */
export const grepMaximumLineLength = 500;
export const grepMaximumOutputChars = 30_000;

const grepInput = z.lazy(() =>
  z.object({
    pattern: z
      .string()
      .min(1)
      .describe('The regular expression to search for in file contents (ripgrep syntax)'),
    path: z
      .string()
      .optional()
      .describe('The file or directory to search in (default: the working tree)'),
    glob: z
      .string()
      .optional()
      .describe(
        'Only search files matching this glob, e.g. "*.js" or "src/**/*.{ts,tsx}" (rg --glob)',
      ),
    type: z
      .string()
      .optional()
      .describe('Only search files of this type, e.g. js, ts, py, go, rust, java (rg --type)'),
    output_mode: z
      .enum(['content', 'files_with_matches', 'count'])
      .optional()
      .describe(
        '"content" shows matching lines, "files_with_matches" (default) the files, "count" the match counts',
      ),
    '-i': z.boolean().optional().describe('Case-insensitive search'),
    '-n': z.boolean().optional().describe('Show line numbers (content mode; default true)'),
    '-A': z
      .number()
      .int()
      .nonnegative()
      .optional()
      .describe('Lines to show after each match (content mode)'),
    '-B': z
      .number()
      .int()
      .nonnegative()
      .optional()
      .describe('Lines to show before each match (content mode)'),
    '-C': z.number().int().nonnegative().optional().describe('Alias for context'),
    context: z
      .number()
      .int()
      .nonnegative()
      .optional()
      .describe(
        'Lines to show before and after each match (rg -C; content mode). With context or -C, -A and -B are ignored',
      ),
    '-o': z
      .boolean()
      .optional()
      .describe(
        'Show only the matched (non-empty) parts of each matching line, one per output line (rg -o; content mode)',
      ),
    multiline: z
      .boolean()
      .optional()
      .describe('Let patterns span lines, with . matching newlines (rg -U --multiline-dotall)'),
    head_limit: z
      .number()
      .int()
      .nonnegative()
      .optional()
      .describe(
        'Only the first N lines or entries of the output, like `| head -N`, in every output mode; 0 for no limit',
      ),
    offset: z
      .number()
      .int()
      .nonnegative()
      .optional()
      .describe(
        'Skip the first N lines or entries before head_limit applies, like `| tail -n +N+1 | head -N`; default 0',
      ),
  }),
);
export type GrepInput = z.infer<typeof grepInput>;

interface FileResult {
  absolute: string;
  matches: FileMatches;
}

interface SearchOutcome {
  results: FileResult[];
  /** Files not searched because they are over grepMaximumFileBytes. */
  tooLarge: string[];
}

export const grepTool = defineTool<GrepInput>({
  name: 'Grep',
  kind: 'read',
  description: [
    'Searches file contents with a regular expression (ripgrep syntax), across the working tree or a path in it.',
    '- Filter files with glob ("*.js", "**/*.tsx") or type (js, ts, py, go, rust, java, md, json, yaml, ...).',
    '- output_mode: "files_with_matches" (default, newest first), "content" (path:line:text, with -A/-B/context lines, -o for only the matched parts), "count".',
    '- Page through long output with offset and head_limit (head_limit 0: no limit).',
    '- multiline: true lets a pattern span lines. Literal braces need escaping (interface\\{\\}).',
    '- Files ignored by .gitignore are skipped unless glob names them; binary files, .git and symbolic links always are.',
  ].join('\n'),
  inputSchema: grepInput,
  inputJsonSchema: prebuiltInputSchemas.Grep,
  ruleSubject: (input) => input.path,
  paths: (input) => ({ read: [input.path ?? '.'], write: [] }),
  async run(input, context) {
    const multiline = input.multiline === true;
    const pattern = compileGrepPattern(input.pattern, {
      ignoreCase: input['-i'] === true,
      multiline,
    });
    const accept = fileFilter(input.glob, input.type);
    const scope = resolveSearchScope(context.root, input.path);

    const hidden = context.hiddenFromSearch;
    const candidates = scope.isDirectory
      ? (await candidateFiles(context.root, scope.absolute, input.glob, context.signal))
          .filter((file) => accept(file.relative) && !hidden?.(file.absolute))
          .map((file) => file.absolute)
      : [scope.absolute];

    const mode = input.output_mode ?? 'files_with_matches';
    const { results, tooLarge } = await searchFiles(candidates, pattern, multiline, {
      signal: context.signal,
      timeoutMs: context.searchTimeoutMs ?? grepTimeoutMs,
      onlyMatching: mode === 'content' && input['-o'] === true,
      contextLines: mode === 'content' ? Math.max(...Object.values(contextOf(input))) : 0,
    });
    return withSkippedNote(await formatResults(results, input, context.signal), tooLarge);
  },
});

async function formatResults(
  results: FileResult[],
  input: GrepInput,
  signal: AbortSignal,
): Promise<string> {
  if (results.length === 0) return 'No matches found';
  const page = { offset: input.offset ?? 0, headLimit: input.head_limit || undefined };
  const mode = input.output_mode ?? 'files_with_matches';
  if (mode === 'files_with_matches') return await filesOutput(results, page, signal);
  if (mode === 'count') return countOutput(results, page);
  const lines = contentLines(results, { ...contextOf(input), numbers: input['-n'] ?? true });
  return limitOutput(lines, page, 'lines');
}

/** As Claude Code: context, else -C, sets both sides (a 0 counts as unset); else -B and -A. */
function contextOf(input: GrepInput): { before: number; after: number } {
  const around = input.context || input['-C'];
  return { before: around || (input['-B'] ?? 0), after: around || (input['-A'] ?? 0) };
}

/** Says which files were not searched, so that "No matches found" is never taken for "none". */
function withSkippedNote(output: string, tooLarge: readonly string[]): string {
  if (tooLarge.length === 0) return output;
  const megabytes = grepMaximumFileBytes / (1024 * 1024);
  const listed = tooLarge.slice(0, 20).join(', ');
  const more = tooLarge.length > 20 ? ` and ${tooLarge.length - 20} more` : '';
  const count = tooLarge.length === 1 ? '1 file was' : `${tooLarge.length} files were`;
  return `${output}\n\n(${count} not searched: larger than ${megabytes} MB, which Grep searches line by line only, not in multiline mode nor in UTF-16: ${listed}${more}. Search ${tooLarge.length === 1 ? 'it' : 'them'} another way, e.g. with Bash: grep -n PATTERN FILE.)`;
}

/**
 * Searches the files in order. Reading stays here, synchronous (far cheaper than promise-based
 * reads, see readFileBytesSync) and yielding to the event loop every few milliseconds; the
 * regular expressions run in a worker (grep-search-worker.ts), in batches, cut off at the time
 * limit.
 */
async function searchFiles(
  files: readonly string[],
  pattern: CompiledPattern,
  multiline: boolean,
  options: {
    signal: AbortSignal;
    timeoutMs: number;
    onlyMatching: boolean;
    /** Lines of context the output shows around a match: what a large file's search keeps. */
    contextLines: number;
  },
): Promise<SearchOutcome> {
  const results: FileResult[] = [];
  const tooLarge: string[] = [];
  const worker = startWorkerSearch(pattern, multiline, options);
  try {
    let batch: TextToSearch[] = [];
    let batchSize = 0;
    const flush = async (): Promise<void> => {
      if (batch.length === 0) return;
      const found = await worker.search(batch);
      for (const { key } of batch) {
        const matches = found.get(key);
        if (matches) results.push({ absolute: files[key] as string, matches });
      }
      batch = [];
      batchSize = 0;
    };
    let sliceStart = performance.now();
    for (const [key, absolute] of files.entries()) {
      if (performance.now() - sliceStart > yieldEveryMs) {
        await nextTurn();
        options.signal.throwIfAborted();
        sliceStart = performance.now();
      }
      const text = readSearchable(absolute, pattern);
      if (text === 'tooLarge') {
        // Searched in chunks of lines, unless a match may span lines or it is UTF-16.
        const matches = multiline
          ? 'unsupported'
          : await searchLargeFile(absolute, worker, options.contextLines);
        if (matches === 'unsupported') tooLarge.push(absolute);
        else if (matches) results.push({ absolute, matches });
        continue;
      }
      if (text === undefined) continue;
      batch.push({ key, text });
      batchSize += text.length;
      if (batchSize >= batchChars) await flush();
    }
    await flush();
  } finally {
    await worker.close();
  }
  return { results, tooLarge };
}

/**
 * A file's text, as ripgrep reads it: a UTF-8 byte order mark dropped, UTF-16 with a byte order
 * mark decoded. `tooLarge` when it is over the size limit; undefined when it is binary, unreadable
 * or lacks the pattern's literal.
 */
function readSearchable(
  absolute: string,
  pattern: CompiledPattern,
): string | 'tooLarge' | undefined {
  try {
    const buffer = readFileBytesSync(absolute, grepMaximumFileBytes);
    if (buffer === undefined) return 'tooLarge';
    const utf16 = utf16Encoding(buffer);
    if (utf16) return new TextDecoder(utf16).decode(buffer); // drops the mark
    if (pattern.requiredBytes && buffer.indexOf(pattern.requiredBytes) === -1) return undefined;
    if (looksBinary(buffer)) return undefined;
    const text = buffer.toString('utf8');
    return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  } catch {
    return undefined; // vanished or unreadable: skipped, as ripgrep does
  }
}

function utf16Encoding(buffer: Buffer): 'utf-16le' | 'utf-16be' | undefined {
  if (buffer[0] === 0xff && buffer[1] === 0xfe) return 'utf-16le';
  if (buffer[0] === 0xfe && buffer[1] === 0xff) return 'utf-16be';
  return undefined;
}

/**
 * The files under `start` to filter and search: those .gitignore files leave in, and, as
 * `rg --glob` overrides ignore rules, the ignored ones a positive glob names (`*.log`, `.env*`).
 * node_modules only when a glob names it: `*.js` should not search every installed package.
 */
async function candidateFiles(
  root: string,
  start: string,
  glob: string | undefined,
  signal: AbortSignal,
): Promise<WalkedFile[]> {
  const walked = await walkFiles({ root, start, signal });
  const positive = splitGlobs(glob).filter((part) => !part.startsWith('!'));
  if (positive.length === 0) return walked;
  const named = ripgrepGlob(positive);
  const intoNodeModules = positive.some((part) => part.includes('node_modules'));
  const listed = new Set(walked.map((file) => file.relative));
  // Not into node_modules at all unless a glob names it: walking a large install for every Grep
  // with a glob cost most of a second.
  const ignoredButNamed = (
    await walkFiles({
      root,
      start,
      signal,
      respectIgnores: false,
      ...(intoNodeModules ? {} : { skipDirectory: (name: string) => name === 'node_modules' }),
    })
  ).filter((file) => !listed.has(file.relative) && named(file.relative));
  if (ignoredButNamed.length === 0) return walked;
  return [...walked, ...ignoredButNamed].sort((a, b) =>
    a.relative < b.relative ? -1 : a.relative > b.relative ? 1 : 0,
  );
}

/** A `glob` input's globs: split at commas outside braces and at white space. */
function splitGlobs(glob: string | undefined): string[] {
  if (glob === undefined) return [];
  return glob.split(/\s*,\s*(?![^{]*\})|\s+/).filter((part) => part !== '');
}

/** ripgrep's rules: a glob without `/` matches the file name, one with `/` the relative path. */
function fileFilter(
  glob: string | undefined,
  type: string | undefined,
): (relative: string) => boolean {
  const filters: ((relative: string) => boolean)[] = [];
  if (glob !== undefined && glob.trim() !== '') {
    const patterns = splitGlobs(glob);
    const positive = patterns.filter((part) => !part.startsWith('!'));
    const negative = patterns.filter((part) => part.startsWith('!')).map((part) => part.slice(1));
    const include = positive.length > 0 ? ripgrepGlob(positive) : () => true;
    const exclude = negative.length > 0 ? ripgrepGlob(negative) : () => false;
    filters.push((relative) => include(relative) && !exclude(relative));
  }
  if (type !== undefined && type.trim() !== '') {
    const globs = ripgrepTypes[type.trim()];
    if (!globs) {
      throw new ToolError(
        `Unknown file type '${type}'. Known types: ${Object.keys(ripgrepTypes).join(', ')}. Or use glob, e.g. "*.ext".`,
      );
    }
    const matcher = ripgrepGlob(globs);
    filters.push((relative) => matcher(relative));
  }
  return (relative) => filters.every((filter) => filter(relative));
}

/** Which slice of the output to show: `| tail -n +offset+1 | head -headLimit`. */
interface Page {
  offset: number;
  /** Undefined: no limit (head_limit absent or 0). */
  headLimit: number | undefined;
}

async function filesOutput(
  results: FileResult[],
  page: Page,
  signal: AbortSignal,
): Promise<string> {
  const timed = await newestFirst(
    results.map((result) => result.absolute),
    signal,
  );
  const count = timed.length;
  const header = `Found ${count} file${count === 1 ? '' : 's'}`;
  return `${header}\n${limitOutput(timed, page, 'files')}`;
}

function countOutput(results: FileResult[], page: Page): string {
  const sorted = [...results].sort((a, b) => (a.absolute < b.absolute ? -1 : 1));
  const total = sorted.reduce((sum, result) => sum + result.matches.count, 0);
  const lines = sorted.map((result) => `${result.absolute}:${result.matches.count}`);
  const files = sorted.length;
  return `${limitOutput(lines, page, 'entries')}\n\nFound ${total} total occurrence${total === 1 ? '' : 's'} across ${files} file${files === 1 ? '' : 's'}.`;
}

/**
 * ripgrep's content format: `path:12:match`, `path-11-context`, `--` between groups. With `-o`
 * (the matches carry their parts), a matching line is replaced by one `path:12:part` per match.
 */
function contentLines(
  results: FileResult[],
  options: { before: number; after: number; numbers: boolean },
): string[] {
  const output: string[] = [];
  const withContext = options.before > 0 || options.after > 0;
  const sorted = [...results].sort((a, b) => (a.absolute < b.absolute ? -1 : 1));
  for (const result of sorted) {
    const { lines, matchLines, parts } = result.matches;
    const matching = new Set(matchLines);
    const partsByLine = new Map<number, string[]>();
    for (const part of parts ?? []) {
      partsByLine.set(part.line, [...(partsByLine.get(part.line) ?? []), part.text]);
    }
    const line = (separator: string, number: number, text: string) =>
      options.numbers
        ? `${result.absolute}${separator}${number}${separator}${clip(text)}`
        : `${result.absolute}${separator}${clip(text)}`;
    let previous = 0;
    for (const match of matchLines) {
      const from = Math.max(previous + 1, match - options.before);
      const to = Math.min(lines.length, match + options.after);
      if (withContext && output.length > 0 && (previous === 0 || from > previous + 1)) {
        output.push('--');
      }
      for (let number = from; number <= to; number++) {
        if (number <= previous) continue;
        previous = number;
        if (!matching.has(number)) output.push(line('-', number, lines[number - 1] ?? ''));
        else if (!parts) output.push(line(':', number, lines[number - 1] ?? ''));
        else for (const text of partsByLine.get(number) ?? []) output.push(line(':', number, text));
      }
    }
  }
  return output;
}

function clip(line: string): string {
  return line.length > grepMaximumLineLength
    ? `${line.slice(0, grepMaximumLineLength)}… [${line.length - grepMaximumLineLength} more characters]`
    : line;
}

/** `| tail -n +offset+1 | head -N`, then a character cap; each cut is said. */
function limitOutput(lines: string[], page: Page, unit: string): string {
  const { offset, headLimit } = page;
  if (offset > 0 && offset >= lines.length) {
    return `(No ${unit} at offset ${offset}: there are ${lines.length}.)`;
  }
  let shown = lines.slice(offset, headLimit === undefined ? undefined : offset + headLimit);
  const notes: string[] = [];
  if (shown.length < lines.length) {
    const limits = [
      offset > 0 ? `offset ${offset}` : '',
      headLimit ? `head_limit ${headLimit}` : '',
    ]
      .filter(Boolean)
      .join(', ');
    notes.push(
      offset > 0
        ? `(Showing ${unit} ${offset + 1}-${offset + shown.length} of ${lines.length}: ${limits}.)`
        : `(Showing the first ${shown.length} of ${lines.length} ${unit}: ${limits}.)`,
    );
  }
  let length = 0;
  const kept: string[] = [];
  for (const line of shown) {
    if (length + line.length + 1 > grepMaximumOutputChars) break;
    kept.push(line);
    length += line.length + 1;
  }
  if (kept.length < shown.length) {
    notes.push(
      `(Output truncated at ${grepMaximumOutputChars} characters: ${shown.length - kept.length} more ${unit} not shown. Narrow the search with path, glob or type, or page through it with offset and head_limit.)`,
    );
    shown = kept;
  }
  return notes.length === 0 ? shown.join('\n') : [...shown, '', ...notes].join('\n');
}
