/**
 * The text Write and Edit put in a file loses the whitespace at the end of each of its lines, as
 * Claude Code 2.1.332 writes it (an agent's change then passes `git diff --check` and linters'
 * trailing-space rules). Line breaks (LF, CRLF, a lone CR) are kept; the whitespace removed is
 * what String.prototype.trimEnd removes (tabs, no-break and other Unicode spaces too).
 *
 * Two exceptions keep whitespace that is content, where Claude Code 2.1.332 strips it:
 * - a file whose trailing whitespace is content keeps it (see `keepsTrailingWhitespace`);
 * - a line that is, verbatim, a line of `keptLines` (Edit's old_string) keeps it: the unchanged
 *   context of an edit is left as it was (a heredoc's or a golden file's `line one  ` once
 *   stripped changes what the file produces, though the edit never meant to touch it).
 */
export function withoutTrailingWhitespace(filePath: string, text: string, keptLines = ''): string {
  if (keepsTrailingWhitespace(filePath)) return text;
  const unchanged = new Set(lines(keptLines));
  // A split with a capturing group keeps the line breaks, at the odd indexes.
  return text
    .split(lineBreak)
    .map((part, index) => (index % 2 === 0 && !unchanged.has(part) ? part.trimEnd() : part))
    .join('');
}

/**
 * Markdown (`.md`, `.mdx`, any letter case), where two trailing spaces break a line (Claude Code
 * strips `.markdown` and `.mkd` files, so this does too), and patches (`.patch`, `.diff`), whose
 * context line ` keep  ` stripped no longer applies: Claude Code 2.1.332 strips those too, and
 * `git apply` then refuses them.
 */
export function keepsTrailingWhitespace(filePath: string): boolean {
  return /\.(?:mdx?|patch|diff)$/i.test(filePath);
}

const lineBreak = /(\r\n|\n|\r)/;

function lines(text: string): string[] {
  return text.split(lineBreak).filter((_, index) => index % 2 === 0);
}
