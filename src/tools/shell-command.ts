/**
 * Splits a shell command into the simple commands a permission rule is checked against, so that
 * `Bash(npm test:*)` cannot be stretched over `npm test && curl evil`. Separators are `&&`, `||`,
 * `;`, `|`, `|&`, `&` and newlines outside quotes; comments (`#` at the start of a word) are
 * dropped, as bash drops them, so a quote inside one cannot hide the next line; the bodies of `$( )`, backticks, `<( )` and
 * `>( )` (also inside double quotes) are commands too. Whatever the splitter cannot vouch for —
 * an unterminated quote or substitution — makes the command unparsable, which no prefix or
 * wildcard rule matches (fail closed).
 */

export interface ShellSegment {
  /** The simple command, trimmed, as written (quotes kept). */
  text: string;
  /** It redirects output to a file (`>`, `>>`, `&>`, `>|`), other than /dev/null or a descriptor. */
  writesFile: boolean;
}

export interface SplitCommand {
  /** Every simple command: top level and inside substitutions, in order of appearance. */
  segments: ShellSegment[];
  /** True when parsing failed; the segments are then incomplete. */
  unparsable: boolean;
}

const maximumDepth = 16;

export function splitShellCommand(command: string, depth = 0): SplitCommand {
  const segments: ShellSegment[] = [];
  const nested: ShellSegment[] = [];
  let unparsable = depth > maximumDepth;
  let current = '';
  let writesFile = false;
  let quote: "'" | '"' | undefined;

  const flush = (): void => {
    const text = current.trim();
    if (text !== '') segments.push({ text, writesFile });
    current = '';
    writesFile = false;
  };
  const substitution = (start: number, open: string): number => {
    // `start` is the index of the opening parenthesis or backtick.
    const end = open === '`' ? closingBacktick(command, start) : closingParenthesis(command, start);
    if (end === -1) {
      unparsable = true;
      current += command.slice(start);
      return command.length;
    }
    const inner = splitShellCommand(command.slice(start + 1, end), depth + 1);
    nested.push(...inner.segments);
    unparsable ||= inner.unparsable;
    current += command.slice(start, end + 1);
    return end + 1;
  };

  let index = 0;
  while (index < command.length) {
    const char = command[index] as string;
    const next = command[index + 1];

    if (quote === "'") {
      current += char;
      if (char === "'") quote = undefined;
      index++;
      continue;
    }
    if (char === '\\') {
      current += command.slice(index, index + 2);
      index += 2;
      continue;
    }
    if (char === '`') {
      index = substitution(index, '`');
      continue;
    }
    if (char === '$' && next === '(') {
      current += '$';
      index = substitution(index + 1, '(');
      continue;
    }
    if (quote === '"') {
      current += char;
      if (char === '"') quote = undefined;
      index++;
      continue;
    }
    if (char === "'" || char === '"') {
      quote = char;
      current += char;
      index++;
      continue;
    }
    if (char === '#' && (current === '' || /\s$/.test(current))) {
      // A comment runs to the end of the line; quotes inside it do not open anything.
      const newline = command.indexOf('\n', index);
      index = newline === -1 ? command.length : newline;
      continue;
    }
    if ((char === '<' || char === '>') && next === '(') {
      current += char;
      index = substitution(index + 1, '(');
      continue;
    }
    if (char === '>' || (char === '&' && next === '>')) {
      const redirect = readRedirection(command, index);
      if (redirect.toFile) writesFile = true;
      current += command.slice(index, redirect.end);
      index = redirect.end;
      continue;
    }
    if (char === '&' && next === '&') {
      flush();
      index += 2;
      continue;
    }
    if (char === '|' && (next === '|' || next === '&')) {
      flush();
      index += 2;
      continue;
    }
    if (char === ';' || char === '|' || char === '&' || char === '\n' || char === '\r') {
      flush();
      index++;
      continue;
    }
    current += char;
    index++;
  }
  if (quote !== undefined) unparsable = true;
  flush();
  return { segments: [...segments, ...nested], unparsable };
}

/** Reads `>`, `>>`, `>|`, `>&N`, `&>`, `&>>` and their target starting at `index`. */
function readRedirection(command: string, index: number): { end: number; toFile: boolean } {
  let position = index;
  if (command[position] === '&') position++;
  position++; // the '>'
  if (command[position] === '>' || command[position] === '|') position++;
  const duplicatesDescriptor = command[position] === '&';
  if (duplicatesDescriptor) position++;
  while (command[position] === ' ' || command[position] === '\t') position++;
  const start = position;
  while (position < command.length && !/[\s;&|<>()]/.test(command[position] as string)) position++;
  const target = command.slice(start, position);
  if (target === '') return { end: position, toFile: false };
  const harmless = target === '/dev/null' || (duplicatesDescriptor && /^(\d+|-)$/.test(target));
  return { end: position, toFile: !harmless };
}

/** Index of the `)` closing the `(` at `open`, honouring quotes and nesting; -1 if none. */
function closingParenthesis(command: string, open: number): number {
  let depth = 0;
  let quote: "'" | '"' | undefined;
  for (let index = open; index < command.length; index++) {
    const char = command[index];
    if (quote === "'") {
      if (char === "'") quote = undefined;
      continue;
    }
    if (char === '\\') {
      index++;
      continue;
    }
    if (quote === '"') {
      if (char === '"') quote = undefined;
      continue;
    }
    if (char === "'" || char === '"') quote = char;
    else if (char === '(') depth++;
    else if (char === ')' && --depth === 0) return index;
  }
  return -1;
}

function closingBacktick(command: string, open: number): number {
  for (let index = open + 1; index < command.length; index++) {
    if (command[index] === '\\') index++;
    else if (command[index] === '`') return index;
  }
  return -1;
}
