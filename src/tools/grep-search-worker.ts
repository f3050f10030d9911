import { Worker } from 'node:worker_threads';
import type { MessagePort } from 'node:worker_threads';
import { ToolError } from '../errors.js';
import type { CompiledPattern, FileMatches } from './grep-pattern.js';

/**
 * Runs Grep's regular expressions in a worker thread, so that a pattern that backtracks
 * catastrophically (`^(a+)+$` on a line of `a`s and a `b`) cannot block the event loop: the
 * run's timers (--timeout, other agents' work) keep firing, and the search is cut off at its
 * time limit by terminating the worker.
 *
 * The worker's code is the function `matchInWorker` below, sent as source text (a worker file
 * would need its own bundle entry); it must use nothing from outside its own body.
 */

export interface TextToSearch {
  /** Where the result goes back to. */
  key: number;
  text: string;
}

export interface WorkerSearch {
  /** The matches in each text that has any, by key. */
  search(texts: readonly TextToSearch[]): Promise<Map<number, FileMatches>>;
  close(): Promise<void>;
}

interface SearchRequest {
  texts: readonly TextToSearch[];
}
type SearchReply = { results: [number, FileMatches][] } | { error: string };

/**
 * A worker holding the compiled pattern. Every `search` settles: with the matches, or with a
 * ToolError when `timeoutMs` has passed since the worker started or `signal` aborts.
 */
export function startWorkerSearch(
  pattern: CompiledPattern,
  multiline: boolean,
  options: { timeoutMs: number; signal: AbortSignal; onlyMatching?: boolean },
): WorkerSearch {
  // `require` stays inside the string: a bundler rewrites the ones it sees in code.
  const source = [
    'const __name = (f) => f;',
    "const { parentPort, workerData } = require('node:worker_threads');",
    `(${matchInWorker.toString()})(parentPort, workerData);`,
  ].join('\n');
  const worker = new Worker(source, {
    eval: true,
    workerData: {
      line: { source: pattern.line.source, flags: pattern.line.flags },
      global: { source: pattern.global.source, flags: pattern.global.flags },
      multiline,
      onlyMatching: options.onlyMatching === true,
    },
  });
  worker.unref();
  let stopped: ToolError | undefined;
  const waiting = new Set<(error: ToolError) => void>();
  const stop = (error: ToolError): void => {
    if (stopped) return;
    stopped = error;
    void worker.terminate();
    for (const reject of waiting) reject(error);
    waiting.clear();
  };
  const seconds = options.timeoutMs / 1000;
  const timer = setTimeout(
    () =>
      stop(
        new ToolError(
          `Grep stopped after ${seconds} s: the search did not finish in time. The pattern may backtrack catastrophically (nested quantifiers such as (a+)+); simplify it, or narrow the search with path, glob or type.`,
        ),
      ),
    options.timeoutMs,
  );
  timer.unref();
  const onAbort = (): void => stop(new ToolError('Grep was cancelled.'));
  options.signal.addEventListener('abort', onAbort, { once: true });

  return {
    search: (texts) =>
      new Promise((resolve, reject) => {
        if (stopped) {
          reject(stopped);
          return;
        }
        waiting.add(reject);
        worker.once('message', (reply: SearchReply) => {
          waiting.delete(reject);
          if ('error' in reply) reject(new ToolError(reply.error));
          else resolve(new Map(reply.results));
        });
        worker.postMessage({ texts } satisfies SearchRequest);
      }),
    close: async () => {
      clearTimeout(timer);
      options.signal.removeEventListener('abort', onAbort);
      if (!stopped) await worker.terminate();
    },
  };
}

/**
 * The worker's whole program: it answers each batch of texts with the matches in them. Kept
 * self-contained (it runs from its source text): only its parameters and its own locals.
 */
function matchInWorker(parentPort: MessagePort | null, workerData: unknown): void {
  const data = workerData as {
    line: { source: string; flags: string };
    global: { source: string; flags: string };
    multiline: boolean;
    onlyMatching: boolean;
  };
  const lineRegex = new RegExp(data.line.source, data.line.flags);
  const globalRegex = new RegExp(data.global.source, data.global.flags);

  /**
   * The lines of a text, split at LF only (ripgrep's line terminator: a CRLF line keeps its CR,
   * so `\r$` matches it and `world$` does not), without an empty line after a final newline.
   */
  const splitLines = (text: string): string[] => {
    const lines = text.split('\n');
    if (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
    return lines;
  };

  /** The lines as printed: without the CR of a CRLF end, as ripgrep's output shows them. */
  const printable = (lines: string[]): string[] =>
    lines.map((line) => (line.endsWith('\r') ? line.slice(0, -1) : line));

  /** The non-empty matches in a line (`-o`). */
  const partsOf = (line: string, number: number): { line: number; text: string }[] => {
    const parts: { line: number; text: string }[] = [];
    globalRegex.lastIndex = 0;
    for (let match = globalRegex.exec(line); match !== null; match = globalRegex.exec(line)) {
      if (match[0].length === 0) globalRegex.lastIndex++;
      else parts.push({ line: number, text: match[0] });
    }
    return parts;
  };

  const lineMatches = (lines: string[]): FileMatches | undefined => {
    const matchLines: number[] = [];
    const parts: { line: number; text: string }[] = [];
    lines.forEach((line, index) => {
      if (!lineRegex.test(line)) return;
      matchLines.push(index + 1);
      if (data.onlyMatching) parts.push(...partsOf(line, index + 1));
    });
    if (matchLines.length === 0) return undefined;
    const result: FileMatches = { lines: printable(lines), matchLines, count: matchLines.length };
    if (data.onlyMatching) result.parts = parts;
    return result;
  };

  const multilineMatches = (text: string, lines: string[]): FileMatches | undefined => {
    const lineStarts = [0];
    for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1)) {
      lineStarts.push(index + 1);
    }
    const lineOf = (offset: number): number => {
      let low = 0;
      let high = lineStarts.length - 1;
      while (low < high) {
        const middle = (low + high + 1) >> 1;
        if ((lineStarts[middle] ?? 0) <= offset) low = middle;
        else high = middle - 1;
      }
      return low + 1;
    };
    const matched = new Set<number>();
    const parts: { line: number; text: string }[] = [];
    let count = 0;
    globalRegex.lastIndex = 0;
    for (let match = globalRegex.exec(text); match !== null; match = globalRegex.exec(text)) {
      count++;
      const first = lineOf(match.index);
      const end = match.index + Math.max(0, match[0].length - 1);
      const last = Math.min(lineOf(end), lines.length);
      for (let line = first; line <= last; line++) matched.add(line);
      if (match[0].length === 0) globalRegex.lastIndex++;
      else if (data.onlyMatching) parts.push({ line: first, text: match[0] });
    }
    if (count === 0) return undefined;
    const result: FileMatches = {
      lines: printable(lines),
      matchLines: [...matched].sort((a, b) => a - b),
      count,
    };
    if (data.onlyMatching) result.parts = parts;
    return result;
  };

  const searchText = (text: string): FileMatches | undefined => {
    // A cheap whole-text test first: no match anywhere means no line matches either.
    globalRegex.lastIndex = 0;
    if (!globalRegex.test(text)) return undefined;
    const lines = splitLines(text);
    return data.multiline ? multilineMatches(text, lines) : lineMatches(lines);
  };

  parentPort?.on('message', (request: SearchRequest) => {
    try {
      const results: [number, FileMatches][] = [];
      for (const { key, text } of request.texts) {
        const matches = searchText(text);
        if (matches) results.push([key, matches]);
      }
      parentPort.postMessage({ results } satisfies SearchReply);
    } catch (error) {
      parentPort.postMessage({
        error: `Grep failed: ${error instanceof Error ? error.message : String(error)}`,
      } satisfies SearchReply);
    }
  });
}
