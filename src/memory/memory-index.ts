/**
 * What an agent is shown of a MEMORY.md index (an agent's own memory, the user's auto memory):
 * its first lines, and when some were cut, a word saying so. The agents write these files, so
 * without a cap a few long lines grow every request without bound.
 */

/** Lines of MEMORY.md an agent is shown; the rest is cut, and the agent is told so. */
export const memoryIndexLines = 200;

/**
 * Bytes of MEMORY.md an agent is shown, whole lines only: Claude Code 2.1.332 cut a 220.6 KB
 * index after the 16 lines that fit in "24.4KB" (25,000 bytes), with a warning in the prompt.
 */
export const memoryIndexBytes = 25_000;

export interface MemoryIndexExcerpt {
  /** The lines shown ('' for an empty or missing index). */
  text: string;
  /** For the agent, after the lines, when some were cut: what was cut and what to do about it. */
  advice?: string;
  /** For the run's log, when the byte limit cut the index. */
  notice?: string;
}

export function memoryIndexExcerpt(index: string | undefined): MemoryIndexExcerpt {
  const lines = index === undefined ? [] : index.replace(/\s+$/, '').split(/\r?\n/);
  const capped = lines.slice(0, memoryIndexLines);
  const kept = fittingLines(capped);
  const text = kept.join('\n');
  // Whatever was cut for its bytes is said, to the agent and in the log.
  if (text !== capped.join('\n')) {
    const size = Buffer.byteLength(index ?? '');
    const where =
      kept.length === capped.length
        ? `only its first ${memoryIndexBytes} bytes are shown`
        : `only its first ${kept.length} of ${lines.length} lines are shown, cut from line ${kept.length + 1}`;
    const notice = `MEMORY.md is ${kilobytes(size)} (limit: ${kilobytes(memoryIndexBytes)}): ${where}.`;
    return {
      text,
      advice: `${notice} Keep each index entry to one line under ~200 characters; move details into topic files.`,
      notice,
    };
  }
  if (lines.length > memoryIndexLines) {
    return {
      text,
      advice: `MEMORY.md has ${lines.length} lines; only the first ${memoryIndexLines} are shown. Shorten it: move details into topic files.`,
    };
  }
  return { text };
}

/** The excerpt as an agent reads it: its lines, then the advice in parentheses when some were cut. */
export function shownMemoryIndex(excerpt: MemoryIndexExcerpt): string {
  return excerpt.advice ? `${excerpt.text}\n\n(${excerpt.advice})` : excerpt.text;
}

/** The first lines that fit in memoryIndexBytes; a first line longer than that, cut at it. */
function fittingLines(lines: readonly string[]): string[] {
  const kept: string[] = [];
  let bytes = 0;
  for (const line of lines) {
    // A newline between lines, none after the last: a file of exactly the limit is whole.
    bytes += Buffer.byteLength(line) + (kept.length > 0 ? 1 : 0);
    if (bytes > memoryIndexBytes) break;
    kept.push(line);
  }
  if (kept.length === 0 && lines[0] !== undefined) {
    return [
      Buffer.from(lines[0])
        .subarray(0, memoryIndexBytes)
        .toString('utf8')
        .replace(/\uFFFD$/, ''),
    ];
  }
  return kept;
}

function kilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)}KB`;
}
