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
  /** ` ` context, `-` removed, `+` added lines, without their line ends. */
  lines: string[];
}

/** Lines of unchanged context around a change, as Claude Code's patches have. */
const patchContextLines = 3;

/**
 * The change from `before` to `after` as one hunk: the lines between the common leading and
 * trailing lines, with up to three lines of context. Exact for one change (an Edit, most
 * rewrites); several changes far apart come as one larger hunk, which still applies.
 */
export function structuredPatch(before: string, after: string): PatchHunk[] {
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
  // An empty range is numbered by the line before it, as in unified diffs.
  return [
    {
      oldStart: oldCount === 0 ? start : start + 1,
      oldLines: oldCount,
      newStart: newCount === 0 ? start : start + 1,
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
