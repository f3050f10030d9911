import { ToolError } from '../errors.js';

/**
 * Translates a ripgrep (Rust `regex` crate) pattern into the source of a JavaScript regular
 * expression compiled with the `v` flag, so that it matches what ripgrep matches: Unicode-aware
 * `\w` `\d` `\s` `\b` (ripgrep's default), POSIX classes (`[[:digit:]]`), `\x{…}` / `\u{…}`
 * escapes, `\pL`, `\A` `\z` `\<` `\>`, `(?P<name>…)`, nested classes and `&&` `--` `~~`, and the
 * flags `s` `m` `x` `U` `u` anywhere. `.` stops only at `\n`, `^` `$` are line boundaries (ripgrep
 * searches by line). What ripgrep itself rejects (backreferences, look-around) and what this
 * translation cannot express (a case-insensitive flag that changes inside the pattern) is
 * refused with a ToolError that says so — never a silent "No matches".
 */
export interface TranslatedRegex {
  /** JavaScript source, for the `v` flag. */
  source: string;
  /** Whether the whole pattern is case-insensitive (`-i`, or a leading `(?i)`). */
  ignoreCase: boolean;
}

export interface TranslateOptions {
  ignoreCase: boolean;
  dotAll: boolean;
  /**
   * Whether the pattern is matched against the whole text (rg -U) rather than line by line; by
   * line, ripgrep's `\A` and `\z` are the line's start and end, as `^` and `$` are.
   */
  multiline: boolean;
}

interface Flags {
  ignoreCase: boolean;
  dotAll: boolean;
  verbose: boolean;
  swapGreed: boolean;
  unicode: boolean;
}

const unicodeWord = '[\\p{Alphabetic}\\p{M}\\p{Nd}\\p{Pc}\\p{Join_Control}]';
const asciiWord = '[A-Za-z0-9_]';

/** ripgrep's POSIX classes (ASCII only, as in Rust's regex). */
const posixClasses: Record<string, string> = {
  alnum: '0-9A-Za-z',
  alpha: 'A-Za-z',
  ascii: '\\x00-\\x7F',
  blank: '\\t ',
  cntrl: '\\x00-\\x1F\\x7F',
  digit: '0-9',
  graph: '\\x21-\\x7E',
  lower: 'a-z',
  print: '\\x20-\\x7E',
  punct: '\\x21-\\x2F\\x3A-\\x40\\x5B-\\x60\\x7B-\\x7E',
  space: '\\t\\n\\x0B\\f\\r ',
  upper: 'A-Z',
  word: '0-9A-Za-z_',
  xdigit: '0-9A-Fa-f',
};

export function translateRipgrepRegex(pattern: string, options: TranslateOptions): TranslatedRegex {
  return new Translator(pattern, options).translate();
}

class Translator {
  private index = 0;
  private readonly ignoreCase: boolean;
  private readonly multiline: boolean;
  private flags: Flags;
  private readonly stack: Flags[] = [];

  constructor(
    private readonly pattern: string,
    options: TranslateOptions,
  ) {
    this.multiline = options.multiline;
    let ignoreCase = options.ignoreCase;
    // Leading flags set the case of the whole pattern, `(?i)` or `(?-i)` (flags after `-` are
    // cleared, as in `(?i-s)`); JavaScript (Node 20) cannot change it part-way through. The
    // other flags are applied where the group is read.
    const leading = /^\(\?([a-zA-Z]*(?:-[a-zA-Z]*)?)\)/.exec(pattern);
    let enable = true;
    for (const flag of leading?.[1] ?? '') {
      if (flag === '-') enable = false;
      else if (flag === 'i') ignoreCase = enable;
    }
    this.ignoreCase = ignoreCase;
    this.flags = {
      ignoreCase,
      dotAll: options.dotAll,
      verbose: false,
      swapGreed: false,
      unicode: true,
    };
  }

  translate(): TranslatedRegex {
    let output = '';
    // Whether the last piece of output can take a quantifier, where that piece starts in the
    // output, and whether it has one already: ripgrep takes `x{1}{2}` as `(?:x{1}){2}`.
    let quantifiable = false;
    let pieceStart = 0;
    let quantified = false;
    // Where each open group starts in the output.
    const groupStarts: number[] = [];
    while (this.index < this.pattern.length) {
      if (this.skipVerbose()) continue;
      const char = this.pattern[this.index] as string;
      const before = output.length;
      if ('*+?{'.includes(char)) {
        if (!quantifiable) this.fail(this.index, 'repetition operator missing expression');
        const quantifier = this.quantifier();
        if (quantified) output = `${output.slice(0, pieceStart)}(?:${output.slice(pieceStart)})`;
        output += quantifier;
        quantified = true;
        continue;
      }
      quantified = false;
      pieceStart = before;
      if (char === '\\') {
        const at = this.index;
        const escape = this.escape(false);
        if (escape.codePoint === 0x0a) this.refuseNewline(at + 1);
        output += escape.source;
        quantifiable = escape.quantifiable;
      } else if (char === '[') {
        output += this.characterClass();
        quantifiable = true;
      } else if (char === '(') {
        const depth = this.stack.length;
        output += this.openGroup();
        if (this.stack.length > depth) groupStarts.push(before);
        quantifiable = false;
      } else if (char === ')') {
        const restored = this.stack.pop();
        if (!restored) this.fail(this.index, 'unopened group');
        this.flags = restored;
        this.index++;
        output += ')';
        pieceStart = groupStarts.pop() ?? 0;
        quantifiable = true;
      } else if (char === '|') {
        this.index++;
        output += '|';
        quantifiable = false;
      } else if (char === '.') {
        this.index++;
        output += this.flags.dotAll ? '[\\s\\S]' : '[^\\n]';
        quantifiable = true;
      } else if (char === '^') {
        this.index++;
        output += '(?<![^\\n])';
        quantifiable = false;
      } else if (char === '$') {
        this.index++;
        output += '(?![^\\n])';
        quantifiable = false;
      } else {
        const codePoint = this.pattern.codePointAt(this.index) as number;
        if (codePoint === 0x0a) this.refuseNewline(this.index + 1);
        this.index += codePoint > 0xffff ? 2 : 1;
        output += literal(codePoint);
        quantifiable = true;
      }
    }
    if (this.stack.length > 0) this.fail(this.pattern.length, 'unclosed group');
    return { source: output, ignoreCase: this.ignoreCase };
  }

  /** In verbose mode (`(?x)`), skips whitespace and `#` comments; true if it skipped any. */
  private skipVerbose(): boolean {
    if (!this.flags.verbose) return false;
    const rest = /^(?:\s+|#[^\n]*)/.exec(this.pattern.slice(this.index));
    if (!rest) return false;
    this.index += rest[0].length;
    return true;
  }

  private openGroup(): string {
    const start = this.index;
    const rest = this.pattern.slice(start);
    this.stack.push({ ...this.flags });
    const named = /^\(\?P?<([A-Za-z_][A-Za-z0-9_]*)>/.exec(rest);
    if (named) {
      this.index += named[0].length;
      return `(?<${named[1]}>`;
    }
    if (/^\(\?(?:=|!|<=|<!)/.test(rest)) {
      this.fail(
        start,
        'look-around is not supported by ripgrep (its regex has no (?=, (?!, (?<=, (?<!)',
      );
    }
    const flagged = /^\(\?([a-zA-Z-]*)(:|\))/.exec(rest);
    if (flagged) {
      this.index += flagged[0].length;
      this.applyFlags(flagged[1] as string, start);
      if (flagged[2] === ')') {
        // `(?flags)` changes the rest of the enclosing group: undo the push.
        const changed = this.flags;
        this.stack.pop();
        this.flags = changed;
        return '';
      }
      return '(?:';
    }
    if (rest.startsWith('(?')) this.fail(start, 'unrecognized group syntax');
    this.index++;
    return '(';
  }

  private applyFlags(text: string, at: number): void {
    let enable = true;
    for (const flag of text) {
      if (flag === '-') {
        enable = false;
        continue;
      }
      if (flag === 'i') {
        if (enable !== this.ignoreCase) {
          this.fail(
            at,
            'a case-insensitive flag that changes part-way through the pattern is not supported here; put (?i) at the very start of the pattern or set -i',
          );
        }
      } else if (flag === 's') this.flags.dotAll = enable;
      else if (flag === 'x') this.flags.verbose = enable;
      else if (flag === 'U') this.flags.swapGreed = enable;
      else if (flag === 'u') this.flags.unicode = enable;
      else if (flag === 'm' || flag === 'R') {
        // `^` and `$` already match at line boundaries, as ripgrep's do.
      } else this.fail(at, `unrecognized flag '${flag}'`);
    }
  }

  /**
   * `*` `+` `?` `{n}` `{n,}` `{n,m}` (and their lazy forms) at the index. As in ripgrep, a `{`
   * that starts none of them is an error, not a literal (`interface\{\}` is the literal).
   */
  private quantifier(): string {
    const rest = this.pattern.slice(this.index);
    const match = /^(?:[*+?]|\{\s*\d+\s*(?:,\s*(?:\d+\s*)?)?\})(\??)/.exec(rest);
    if (!match) {
      const unclosed = /^\{\s*\d*\s*(?:,\s*\d*\s*)?$/.test(rest);
      this.fail(
        this.index,
        unclosed ? 'unclosed counted repetition' : 'repetition quantifier expects a valid decimal',
      );
    }
    this.index += match[0].length;
    const base = match[0]
      .slice(0, match[0].length - (match[1] as string).length)
      .replace(/\s+/g, '');
    const lazy = (match[1] === '?') !== this.flags.swapGreed;
    return lazy ? `${base}?` : base;
  }

  private word(): string {
    return this.flags.unicode ? unicodeWord : asciiWord;
  }

  /** An escape at the index (which holds the backslash). */
  private escape(inClass: boolean): { source: string; quantifiable: boolean; codePoint?: number } {
    const start = this.index;
    const next = this.pattern[start + 1];
    if (next === undefined) this.fail(start, 'incomplete escape sequence at the end');
    this.index += 2;
    const single = (codePoint: number) => ({
      source: literal(codePoint),
      quantifiable: true,
      codePoint,
    });
    const unicode = this.flags.unicode;
    switch (next) {
      case 'd':
        return { source: unicode ? '\\p{Nd}' : '[0-9]', quantifiable: true };
      case 'D':
        return { source: unicode ? '\\P{Nd}' : '[^0-9]', quantifiable: true };
      case 's':
        return {
          source: unicode ? '\\p{White_Space}' : '[\\t\\n\\x0B\\f\\r ]',
          quantifiable: true,
        };
      case 'S':
        return {
          source: unicode ? '\\P{White_Space}' : '[^\\t\\n\\x0B\\f\\r ]',
          quantifiable: true,
        };
      case 'w':
        return { source: this.word(), quantifiable: true };
      case 'W':
        return { source: `[^${this.word().slice(1)}`, quantifiable: true };
      case 'n':
        return single(0x0a);
      case 't':
        return single(0x09);
      case 'r':
        return single(0x0d);
      case 'f':
        return single(0x0c);
      case 'v':
        return single(0x0b);
      case 'a':
        return single(0x07);
      case 'x':
      case 'u':
      case 'U':
        return single(this.hexEscape(next, start));
      case 'p':
      case 'P':
        return { source: this.unicodeProperty(next === 'P', start), quantifiable: true };
    }
    if (!inClass) {
      const word = this.word();
      const boundary = (source: string) => ({ source, quantifiable: false });
      if (next === 'b') {
        const kind = /^\{(start|end|start-half|end-half)\}/.exec(this.pattern.slice(this.index));
        if (kind) {
          this.index += kind[0].length;
          if (kind[1] === 'start') return boundary(`(?<!${word})(?=${word})`);
          if (kind[1] === 'end') return boundary(`(?<=${word})(?!${word})`);
          if (kind[1] === 'start-half') return boundary(`(?<!${word})`);
          return boundary(`(?!${word})`);
        }
        return boundary(`(?:(?<=${word})(?!${word})|(?<!${word})(?=${word}))`);
      }
      if (next === 'B') return boundary(`(?:(?<=${word})(?=${word})|(?<!${word})(?!${word}))`);
      if (next === '<') return boundary(`(?<!${word})(?=${word})`);
      if (next === '>') return boundary(`(?<=${word})(?!${word})`);
      if (next === 'A') return boundary(this.multiline ? '(?<![\\s\\S])' : '(?<![^\\n])');
      if (next === 'z') return boundary(this.multiline ? '(?![\\s\\S])' : '(?![^\\n])');
    }
    if (/[1-9]/.test(next)) {
      this.fail(start, 'backreferences are not supported by ripgrep');
    }
    if (/[A-Za-z0-9]/.test(next)) this.fail(start, `unrecognized escape sequence \\${next}`);
    // Any other escaped character stands for itself.
    const codePoint = this.pattern.codePointAt(start + 1) as number;
    this.index = start + 1 + (codePoint > 0xffff ? 2 : 1);
    return single(codePoint);
  }

  /** `\x7F`, `\x{…}`, `\u007F`, `\u{…}`, `\U0010FFFF`, `\U{…}`: the code point. */
  private hexEscape(kind: string, start: number): number {
    const rest = this.pattern.slice(this.index);
    const digits = kind === 'x' ? 2 : kind === 'u' ? 4 : 8;
    const braced = /^\{([0-9A-Fa-f]{1,8})\}/.exec(rest);
    const fixed = new RegExp(`^[0-9A-Fa-f]{${digits}}`).exec(rest);
    const text = braced?.[1] ?? fixed?.[0];
    if (text === undefined) {
      this.fail(start, `invalid escape \\${kind}: expected ${digits} hex digits or {hex}`);
    }
    this.index += (braced ?? fixed)?.[0].length ?? 0;
    const codePoint = Number.parseInt(text, 16);
    if (codePoint > 0x10ffff || (codePoint >= 0xd800 && codePoint <= 0xdfff)) {
      this.fail(start, `\\${kind}{${text}} is not a Unicode scalar value`);
    }
    return codePoint;
  }

  /**
   * `\pL`, `\p{Greek}`, `\p{Script=Greek}`, `\P{…}` as a JavaScript property escape. Names are
   * matched loosely, as ripgrep matches them (`\p{ascii}`, `\p{is lowercase letter}`,
   * `\p{gc=decimalnumber}`, `\p{sc=greek}`); JavaScript wants them exact.
   */
  private unicodeProperty(negated: boolean, start: number): string {
    const rest = this.pattern.slice(this.index);
    const braced = /^\{\^?([^}]*)\}/.exec(rest);
    const name = braced ? (braced[1] as string) : rest[0];
    if (!name) this.fail(start, 'incomplete Unicode class');
    this.index += braced ? braced[0].length : 1;
    const negate = negated !== (braced?.[0].startsWith('{^') ?? false);
    const letter = negate ? 'P' : 'p';
    const [key, value] = name.split(/[=:]/).map((part) => part.trim());
    const candidates =
      value !== undefined
        ? [
            propertyWithValue(key ?? '', value),
            `${key}=${value}`,
            `${capitalize(key ?? '')}=${capitalize(value)}`,
          ]
        : [
            looseProperty(name),
            name,
            titleCase(name),
            `Script=${titleCase(name)}`,
            `General_Category=${titleCase(name)}`,
          ];
    for (const candidate of candidates) {
      if (candidate === undefined) continue;
      const source = `\\${letter}{${candidate}}`;
      if (compiles(source)) return source;
    }
    this.fail(start, `unknown Unicode class '${name}'`);
  }

  /** A bracketed class at the index, as a `v`-mode class (nested classes and set operations). */
  private characterClass(): string {
    const start = this.index;
    this.index++;
    let negated = false;
    if (this.pattern[this.index] === '^') {
      negated = true;
      this.index++;
    }
    // Operands joined by set operators; each operand is a union of items.
    const operands: string[] = [];
    const operators: string[] = [];
    let items = '';
    let first = true;
    for (;;) {
      if (this.index >= this.pattern.length) this.fail(start, 'unclosed character class');
      if (this.flags.verbose && /\s/.test(this.pattern[this.index] as string)) {
        this.index++;
        continue;
      }
      const char = this.pattern[this.index] as string;
      if (char === ']' && !first) {
        this.index++;
        break;
      }
      first = false;
      const operator = /^(&&|--|~~)/.exec(this.pattern.slice(this.index));
      if (operator) {
        this.index += 2;
        operands.push(items);
        operators.push(operator[1] as string);
        items = '';
        continue;
      }
      const posix = /^\[:(\^?)([a-z]+):\]/.exec(this.pattern.slice(this.index));
      if (posix) {
        const ranges = posixClasses[posix[2] as string];
        if (ranges === undefined) this.fail(this.index, `unknown POSIX class '${posix[2]}'`);
        this.index += posix[0].length;
        items += `[${posix[1] ?? ''}${ranges}]`;
        continue;
      }
      if (char === '[') {
        items += this.characterClass();
        continue;
      }
      const low = this.classCharacter();
      if (low.codePoint === undefined) {
        items += low.source;
        continue;
      }
      const dash = this.pattern[this.index] === '-';
      const after = this.pattern[this.index + 1];
      if (dash && after !== undefined && after !== ']' && after !== '-') {
        this.index++;
        const high = this.classCharacter();
        if (high.codePoint === undefined) this.fail(this.index, 'invalid range end in a class');
        if (high.codePoint < low.codePoint)
          this.fail(start, 'invalid class range (end before start)');
        items += `${low.source}-${high.source}`;
        continue;
      }
      items += low.source;
    }
    operands.push(items);
    let expression = `[${operands[0] ?? ''}]`;
    operators.forEach((operator, index) => {
      const right = `[${operands[index + 1] ?? ''}]`;
      expression =
        operator === '~~'
          ? `[[${expression}--${right}][${right}--${expression}]]`
          : `[${expression}${operator}${right}]`;
    });
    return negated ? `[^${expression}]` : expression;
  }

  /** One character (or escape) inside a class. */
  private classCharacter(): { source: string; codePoint?: number } {
    if (this.pattern[this.index] === '\\') return this.escape(true);
    const codePoint = this.pattern.codePointAt(this.index) as number;
    this.index += codePoint > 0xffff ? 2 : 1;
    return { source: literal(codePoint), codePoint };
  }

  /** ripgrep searches line by line unless multiline is set: a pattern needing a newline is refused. */
  private refuseNewline(at: number): void {
    if (this.multiline) return;
    throw new ToolError(
      `Invalid regular expression '${this.pattern}' at position ${at}: the literal "\\n" is not allowed in a regex that is matched line by line. Set multiline: true (ripgrep's -U) to match across lines.`,
    );
  }

  private fail(at: number, reason: string): never {
    throw new ToolError(
      `Invalid regular expression '${this.pattern}' at position ${at + 1}: ${reason}. Grep uses ripgrep regex syntax; escape literal characters such as ( ) [ ] { } . * + ? with a backslash.`,
    );
  }
}

/** A code point written so that it is literal anywhere in a `v`-mode pattern. */
function literal(codePoint: number): string {
  if (
    (codePoint >= 0x30 && codePoint <= 0x39) ||
    (codePoint >= 0x41 && codePoint <= 0x5a) ||
    (codePoint >= 0x61 && codePoint <= 0x7a) ||
    codePoint > 0x7f
  ) {
    return String.fromCodePoint(codePoint);
  }
  return `\\u{${codePoint.toString(16)}}`;
}

/** Unicode's loose matching (UAX44-LM3), as ripgrep's: case, spaces, `_` and `-` do not count. */
function loose(name: string): string {
  return name.toLowerCase().replace(/[\s_-]+/g, '');
}

function looseTable(names: string): Map<string, string> {
  return new Map(names.split(/\s+/).map((name) => [loose(name), name]));
}

/** JavaScript's names (and aliases) of the general categories, by loose name. */
const generalCategories = looseTable(`Cased_Letter LC Close_Punctuation Pe Connector_Punctuation Pc
  Control Cc cntrl Currency_Symbol Sc Dash_Punctuation Pd Decimal_Number Nd digit Enclosing_Mark Me
  Final_Punctuation Pf Format Cf Initial_Punctuation Pi Letter L Letter_Number Nl Line_Separator Zl
  Lowercase_Letter Ll Mark M Combining_Mark Math_Symbol Sm Modifier_Letter Lm Modifier_Symbol Sk
  Nonspacing_Mark Mn Number N Open_Punctuation Ps Other C Other_Letter Lo Other_Number No
  Other_Punctuation Po Other_Symbol So Paragraph_Separator Zp Private_Use Co Punctuation P punct
  Separator Z Space_Separator Zs Spacing_Mark Mc Surrogate Cs Symbol S Titlecase_Letter Lt
  Unassigned Cn Uppercase_Letter Lu`).set('l&', 'LC');

/** JavaScript's binary properties (and their aliases), by loose name. */
const binaryProperties = looseTable(`ASCII ASCII_Hex_Digit AHex Alphabetic Alpha Any Assigned
  Bidi_Control Bidi_C Bidi_Mirrored Bidi_M Case_Ignorable CI Cased Changes_When_Casefolded CWCF
  Changes_When_Casemapped CWCM Changes_When_Lowercased CWL Changes_When_NFKC_Casefolded CWKCF
  Changes_When_Titlecased CWT Changes_When_Uppercased CWU Dash Default_Ignorable_Code_Point DI
  Deprecated Dep Diacritic Dia Emoji Emoji_Component EComp Emoji_Modifier EMod Emoji_Modifier_Base
  EBase Emoji_Presentation EPres Extended_Pictographic ExtPict Extender Ext Grapheme_Base Gr_Base
  Grapheme_Extend Gr_Ext Hex_Digit Hex IDS_Binary_Operator IDSB IDS_Trinary_Operator IDST
  ID_Continue IDC ID_Start IDS Ideographic Ideo Join_Control Join_C Logical_Order_Exception LOE
  Lowercase Lower Math Noncharacter_Code_Point NChar Pattern_Syntax Pat_Syn Pattern_White_Space
  Pat_WS Quotation_Mark QMark Radical Regional_Indicator RI Sentence_Terminal STerm Soft_Dotted SD
  Terminal_Punctuation Term Unified_Ideograph UIdeo Uppercase Upper Variation_Selector VS White_Space
  space XID_Continue XIDC XID_Start XIDS`);

/** A bare name as ripgrep resolves it: a binary property (`cf` excepted), then a general category. */
function looseProperty(name: string): string | undefined {
  for (const key of [loose(name), loose(name).replace(/^is/, '')]) {
    const found =
      (key !== 'cf' ? binaryProperties.get(key) : undefined) ?? generalCategories.get(key);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** `gc=…`, `sc=…`, `scx=…` (or their long names), with the value matched loosely. */
function propertyWithValue(key: string, value: string): string | undefined {
  const property = loose(key);
  if (property === 'gc' || property === 'generalcategory') {
    const category = generalCategories.get(loose(value));
    return category === undefined ? undefined : `General_Category=${category}`;
  }
  if (property === 'sc' || property === 'script') return `Script=${titleCase(value)}`;
  if (property === 'scx' || property === 'scriptextensions') {
    return `Script_Extensions=${titleCase(value)}`;
  }
  return undefined;
}

/** `old persian` → `Old_Persian`: how JavaScript spells script and property names. */
function titleCase(name: string): string {
  return name
    .trim()
    .replace(/[\s_-]+/g, '_')
    .replace(
      /(^|_)([a-z])/g,
      (_all, before: string, first: string) => before + first.toUpperCase(),
    );
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function compiles(source: string): boolean {
  try {
    new RegExp(source, 'v');
    return true;
  } catch {
    return false;
  }
}
