import { ToolError } from '../errors.js';
import { translateRipgrepRegex } from './ripgrep-regex.js';

/**
 * Grep patterns are ripgrep regular expressions; they are translated (ripgrep-regex.ts) into
 * JavaScript ones with ripgrep's meaning, and compiled with the `v` flag.
 */
export interface CompiledPattern {
  /** Tests one line (no `g` flag, so it keeps no state). */
  line: RegExp;
  /**
   * Bytes every match contains, when the pattern is a plain (case-sensitive) literal: files
   * without them are skipped before decoding, which is most of a search's cost.
   */
  requiredBytes?: Buffer;
  /** Finds every match in a whole text (`g`). */
  global: RegExp;
}

export function compileGrepPattern(
  pattern: string,
  options: { ignoreCase: boolean; multiline: boolean },
): CompiledPattern {
  const translated = translateRipgrepRegex(pattern, {
    ignoreCase: options.ignoreCase,
    dotAll: options.multiline,
    multiline: options.multiline,
  });
  const flags = `${translated.ignoreCase ? 'i' : ''}v`;
  const literal = translated.ignoreCase ? undefined : literalText(pattern);
  const requiredBytes =
    literal === undefined ? {} : { requiredBytes: Buffer.from(literal, 'utf8') };
  try {
    return {
      line: new RegExp(translated.source, flags),
      global: new RegExp(translated.source, `g${flags}`),
      ...requiredBytes,
    };
  } catch (error) {
    throw new ToolError(
      `Invalid regular expression '${pattern}': ${error instanceof Error ? error.message.replace(/^Invalid regular expression: \/.*\/[a-z]*: /, '') : String(error)}. ` +
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
      // Letters and digits escape to classes, boundaries and code points (`\w`, `\A`, `\x{41}`,
      // `\pL`), and `\<` `\>` are word boundaries: none of them is its own text.
      if (next === undefined || /[A-Za-z0-9<>]/.test(next)) return undefined;
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
  /** With `-o`: each non-empty match and the line it starts on, in order. */
  parts?: { line: number; text: string }[];
}
