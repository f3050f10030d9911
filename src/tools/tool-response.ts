import { structuredPatch as linePatch } from 'diff';

/**
 * A tool's structured result, as Claude Code hands it to PostToolUse hooks (`tool_response`),
 * next to the text the model reads. Tools build it only when a hook will see it
 * (`ToolContext.recordToolResponse`).
 */

/** One hunk of a line diff, in the shape Claude Code's `structuredPatch` uses. */
export interface PatchHunk {
  oldStart: number;
  oldLines: number;
  newStart: number;
  newLines: number;
  /**
   * ` ` context, `-` removed, `+` added lines, without their `\n` (a CRLF line keeps its `\r`),
   * and `\\ No newline at end of file` after a last line without one.
   */
  lines: string[];
}

/** Lines of unchanged context around a change, as Claude Code's patches have. */
const patchContextLines = 3;

/**
 * The change from `before` to `after` as Claude Code 2.1.332 gives it: jsdiff's line diff (the
 * library Claude Code diffs with), a hunk per group of changes with three lines of context, and
 * `\\ No newline at end of file` after a last line without one. A diff that takes longer than
 * `diffTimeoutMs` (two long, wholly different texts) comes as one hunk of the lines between the
 * common leading and trailing lines instead, which still applies.
 */
export function structuredPatch(before: string, after: string): PatchHunk[] {
  if (before === after) return [];
  const patch = linePatch('', '', before, after, undefined, undefined, {
    context: patchContextLines,
    timeout: diffTimeoutMs,
  });
  if (!patch) return oneHunk(before, after);
  return patch.hunks.map(({ oldStart, oldLines, newStart, newLines, lines }) => ({
    oldStart,
    oldLines,
    newStart,
    newLines,
    lines,
  }));
}

/**
 * How long a patch for a hook may take to work out: the diff runs on the event loop, where every
 * agent's streams, hooks and timers wait for it (a 40,000-line file rewritten whole took 2 s).
 */
const diffTimeoutMs = 50;

/** The change as one hunk: the lines between the common leading and trailing lines. */
function oneHunk(before: string, after: string): PatchHunk[] {
  const oldLines = splitLines(before);
  const newLines = splitLines(after);
  const shorter = Math.min(oldLines.length, newLines.length);
  let prefix = 0;
  while (prefix < shorter && oldLines[prefix] === newLines[prefix]) prefix++;
  let suffix = 0;
  while (
    suffix < shorter - prefix &&
    oldLines[oldLines.length - 1 - suffix] === newLines[newLines.length - 1 - suffix]
  ) {
    suffix++;
  }
  const oldEnd = oldLines.length - suffix;
  const newEnd = newLines.length - suffix;
  if (prefix === oldEnd && prefix === newEnd) return [];
  const start = Math.max(0, prefix - patchContextLines);
  const trailing = Math.min(suffix, patchContextLines);
  const lines = [
    ...oldLines.slice(start, prefix).map((line) => ` ${line}`),
    ...oldLines.slice(prefix, oldEnd).map((line) => `-${line}`),
    ...newLines.slice(prefix, newEnd).map((line) => `+${line}`),
    ...oldLines.slice(oldEnd, oldEnd + trailing).map((line) => ` ${line}`),
  ];
  const oldCount = oldEnd - start + trailing;
  const newCount = newEnd - start + trailing;
  // Numbered from its first line even when empty, as jsdiff numbers them.
  return [
    {
      oldStart: start + 1,
      oldLines: oldCount,
      newStart: start + 1,
      newLines: newCount,
      lines,
    },
  ];
}

/** A text's lines without their ends; a final line end does not start another line. */
function splitLines(text: string): string[] {
  if (text === '') return [];
  const lines = text.split(/\r?\n/);
  if (lines.at(-1) === '') lines.pop();
  return lines;
}
