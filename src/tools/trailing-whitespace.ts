/**
 * The text Write and Edit put in a file loses the whitespace at the end of each of its lines, as
 * Claude Code 2.1.332 writes it (an agent's change then passes `git diff --check` and linters'
 * trailing-space rules). Markdown keeps it, two trailing spaces being a line break there: a path
 * ending in `.md` or `.mdx`, in any letter case (Claude Code strips `.markdown` and `.mkd` files,
 * so this does too). Line breaks (LF, CRLF, a lone CR) are kept; the whitespace removed is what
 * String.prototype.trimEnd removes (tabs, no-break and other Unicode spaces too).
 */
export function withoutTrailingWhitespace(filePath: string, text: string): string {
  if (/\.mdx?$/i.test(filePath)) return text;
  // A split with a capturing group keeps the line breaks, at the odd indexes.
  return text
    .split(/(\r\n|\n|\r)/)
    .map((part, index) => (index % 2 === 0 ? part.trimEnd() : part))
    .join('');
}
