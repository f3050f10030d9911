import { ToolError } from '../errors.js';

/**
 * Grep patterns are ripgrep regular expressions; this compiles them as JavaScript ones. The
 * common syntax is shared; ripgrep's leading inline flags (`(?i)`, `(?s)`, `(?m)`) are turned
 * into JavaScript flags, and the Unicode mode is used when the pattern allows it.
 */
export interface CompiledPattern {
  /** Tests one line (no `g` flag, so it keeps no state). */
  line: RegExp;
  /**
   * Bytes every match contains, when the pattern is a plain (case-sensitive) literal: files
   * without them are skipped before decoding, which is most of a search's cost.
   */
  requiredBytes?: Buffer;
  /** Finds every match in a whole text: `g` and `m`, plus `s` in multiline mode. */
  global: RegExp;
}

export function compileGrepPattern(
  pattern: string,
  options: { ignoreCase: boolean; multiline: boolean },
): CompiledPattern {
  let source = pattern;
  let ignoreCase = options.ignoreCase;
  let dotAll = options.multiline;
  const inline = /^\(\?([imsU]+)\)/.exec(source);
  if (inline?.[1]) {
    ignoreCase ||= inline[1].includes('i');
    dotAll ||= inline[1].includes('s');
    source = source.slice(inline[0].length);
  }
  const base = `${ignoreCase ? 'i' : ''}`;
  const globalFlags = `${base}gm${dotAll ? 's' : ''}`;
  const literal = ignoreCase ? undefined : literalText(source);
  const requiredBytes =
    literal === undefined ? {} : { requiredBytes: Buffer.from(literal, 'utf8') };
  try {
    return {
      line: new RegExp(source, `${base}u`),
      global: new RegExp(source, `${globalFlags}u`),
      ...requiredBytes,
    };
  } catch {
    // Some ripgrep patterns (`\-`, `\/` escapes, `{` as a literal) are only valid without `u`.
  }
  try {
    return {
      line: new RegExp(source, base),
      global: new RegExp(source, globalFlags),
      ...requiredBytes,
    };
  } catch (error) {
    throw new ToolError(
      `Invalid regular expression '${pattern}': ${error instanceof Error ? error.message : String(error)}. ` +
        'Grep uses ripgrep regex syntax; escape literal characters such as ( ) [ ] { } . * + ? with a backslash.',
    );
  }
}

/** The text a pattern matches literally (`foo\.bar` → `foo.bar`), or undefined if it has syntax. */
export function literalText(source: string): string | undefined {
  let literal = '';
  for (let index = 0; index < source.length; index++) {
    const char = source[index] as string;
    if (char === '\\') {
      const next = source[index + 1];
      if (next === undefined || /[A-Za-z0-9]/.test(next)) return undefined;
      literal += next;
      index++;
    } else if ('^$.|?*+()[]{}'.includes(char)) {
      return undefined;
    } else {
      literal += char;
    }
  }
  return literal.length >= 2 ? literal : undefined;
}

export interface FileMatches {
  lines: string[];
  /** 1-based numbers of the lines that match (in multiline mode: every line a match spans). */
  matchLines: number[];
  /** Matching lines; in multiline mode, matches. */
  count: number;
}
