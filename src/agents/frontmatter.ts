/**
 * Splits an agent markdown file into its YAML frontmatter and its body. Line endings are
 * normalised to `\n` first (columns do not change: `\r` only ever sits at a line end) and a UTF-8
 * byte-order mark is dropped, so files saved on Windows read the same as any other.
 */

export type FrontmatterSplit =
  | {
      kind: 'ok';
      /** The YAML between the two `---` lines. */
      yaml: string;
      /** 1-based file line of the first YAML line (the line after the opening `---`). */
      yamlFirstLine: number;
      /** Everything after the closing `---` line. */
      body: string;
      /** 1-based file line of the closing `---`. */
      closingLine: number;
    }
  | { kind: 'missing' }
  | { kind: 'unclosed' };

export function normalizeText(text: string): string {
  return text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
}

const delimiter = /^---[ \t]*$/;

/** `text` must already be normalised with `normalizeText`. */
export function splitFrontmatter(text: string): FrontmatterSplit {
  const lines = text.split('\n');
  if (lines[0] === undefined || !delimiter.test(lines[0])) return { kind: 'missing' };
  const closingIndex = lines.findIndex((line, index) => index > 0 && delimiter.test(line));
  if (closingIndex < 0) return { kind: 'unclosed' };
  return {
    kind: 'ok',
    yaml: lines.slice(1, closingIndex).join('\n'),
    yamlFirstLine: 2,
    body: lines.slice(closingIndex + 1).join('\n'),
    closingLine: closingIndex + 1,
  };
}
