/**
 * A memory file's markdown as Claude Code 2.1.332 reads it (observed on each form below): an HTML
 * comment that stands as a block of its own is removed before the text reaches the model, and
 * `@path` imports are taken from the prose only: not from code (fenced or indented), code spans
 * or HTML comments. It reads the markdown as CommonMark does; so does this, for the constructs
 * that decide those two things, and no further (blockquotes, tables and the like are prose).
 */
export interface MemoryMarkdown {
  /** The text the model is shown. */
  text: string;
  /** The `@path` imports, in order, each once, `\ ` read as a space. */
  imports: string[];
}

export function readMemoryMarkdown(markdown: string): MemoryMarkdown {
  const { shown, prose } = blocks(markdown.split('\n'));
  const imports = new Set<string>();
  for (const paragraph of prose.join('\n').split(/\n{2,}/)) {
    for (const reference of referencesIn(paragraph)) imports.add(reference);
  }
  return { text: shown.join('\n'), imports: [...imports] };
}

interface Fence {
  marker: '`' | '~';
  length: number;
}

/**
 * Walks the lines once: `shown` are the lines the model gets; `prose` the text imports are taken
 * from, with '' for each line that is not prose (code, HTML), which also ends a paragraph.
 */
function blocks(lines: readonly string[]): { shown: string[]; prose: string[] } {
  const shown: string[] = [];
  const prose: string[] = [];
  let fence: Fence | undefined;
  let indentedCode = false;
  /** The previous line is paragraph text, which a following line may continue. */
  let paragraph = false;
  /** The column a list item's content starts at, while inside one. */
  let listContent: number | undefined;
  const other = (line: string) => {
    shown.push(line);
    prose.push('');
  };
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    if (fence) {
      other(line);
      if (closesFence(line, fence)) fence = undefined;
      continue;
    }
    if (line.trim() === '') {
      other(line);
      paragraph = false;
      continue;
    }
    const indent = indentation(line);
    const opening = fenceOpening(line);
    const comment = /^ {0,3}<!--/.test(line);
    // A less indented line leaves the list item, unless it is lazy paragraph text.
    if (listContent !== undefined && indent < listContent) {
      const interrupts = opening !== undefined || comment || isHeading(line) || !paragraph;
      if (interrupts) listContent = undefined;
    }
    const base = listContent ?? 0;
    if (indentedCode && indent >= base + 4) {
      other(line);
      continue;
    }
    indentedCode = false;
    // Indented code cannot interrupt a paragraph: there the line is paragraph text.
    if (!paragraph && indent >= base + 4) {
      indentedCode = true;
      other(line);
      continue;
    }
    if (opening && indent - base <= 3) {
      fence = opening;
      paragraph = false;
      other(line);
      continue;
    }
    // An HTML comment block (outside lists, where Claude Code keeps them). An indented one does
    // not interrupt a paragraph: Claude Code sends it as paragraph text.
    if (comment && listContent === undefined && (!paragraph || indent === 0)) {
      const end = commentBlockEnd(lines, index);
      if (end < 0) {
        // Never closed: it runs to the end of the file, which is sent as it is.
        lines.slice(index).forEach(other);
        break;
      }
      const rest = lines
        .slice(index, end + 1)
        .join('\n')
        .replace(/<!--[\s\S]*?-->/g, '');
      if (rest.trim() !== '') {
        for (const kept of rest.split('\n')) {
          shown.push(kept);
          prose.push(kept);
        }
      }
      prose.push('');
      paragraph = false;
      index = end;
      continue;
    }
    const item = listItemContent(line);
    if (item !== undefined) listContent = item;
    shown.push(line);
    prose.push(line);
    paragraph = !isHeading(line);
    if (!paragraph) prose.push('');
  }
  return { shown, prose };
}

/**
 * The line on which the HTML comment block opening at `start` ends: the first that holds `-->`
 * after the opening `<!--`; -1 when none does.
 */
function commentBlockEnd(lines: readonly string[], start: number): number {
  const first = lines[start]!;
  if (first.slice(first.indexOf('<!--') + 4).includes('-->')) return start;
  for (let index = start + 1; index < lines.length; index++) {
    if (lines[index]!.includes('-->')) return index;
  }
  return -1;
}

/** The line's leading blanks as a column: a tab goes to the next multiple of 4. */
function indentation(line: string): number {
  let column = 0;
  for (const character of line) {
    if (character === ' ') column += 1;
    else if (character === '\t') column += 4 - (column % 4);
    else break;
  }
  return column;
}

function fenceOpening(line: string): Fence | undefined {
  const match = /^[ \t]*(`{3,}|~{3,})(.*)$/.exec(line);
  const run = match?.[1];
  if (!run) return undefined;
  const marker = run[0] as '`' | '~';
  // A backtick fence's info string holds no backtick (``` `x` ``` is a code span).
  if (marker === '`' && match[2]!.includes('`')) return undefined;
  return { marker, length: run.length };
}

function closesFence(line: string, fence: Fence): boolean {
  const run = /^ {0,3}(`+|~+)[ \t]*$/.exec(line)?.[1];
  return run !== undefined && run[0] === fence.marker && run.length >= fence.length;
}

function isHeading(line: string): boolean {
  return /^ {0,3}#{1,6}(?:[ \t]|$)/.test(line);
}

/** For a list item's first line, the column its content starts at. */
function listItemContent(line: string): number | undefined {
  const match = /^( {0,3})([-+*]|\d{1,9}[.)])( {1,4})(?=\S)/.exec(line);
  if (!match) return undefined;
  return match[1]!.length + match[2]!.length + match[3]!.length;
}

/**
 * The `@path` references of one paragraph: an `@` at its start or after a blank, up to the next
 * blank, as Claude Code takes them from the text of the paragraph's markdown: code spans and
 * inline HTML comments are not text; emphasis marks and a link's brackets are not part of it, so
 * `*@a.md*` and `[@a.md](…)` import a.md; any other mark is (`(@a.md)` and `@a.md,` import
 * nothing, as in Claude Code, which reads `a.md,` as the path).
 */
function referencesIn(paragraph: string): string[] {
  const text = withoutEmphasisMarks(withoutLinkMarks(withoutCodeAndComments(paragraph)));
  const references: string[] = [];
  for (const match of text.matchAll(/(?:^|\s)@((?:[^\s\\]|\\ )+)/g)) {
    references.push(match[1]!.replace(/\\ /g, ' '));
  }
  return references;
}

/** The same text with every character but a line break turned into a space. */
function blank(text: string): string {
  return text.replace(/[^\n]/g, ' ');
}

/**
 * The text with its code spans (a run of backticks, closed by the next run of the same length)
 * and inline HTML comments blanked, whichever starts first; line breaks stay. One pass, each
 * closing searched for once, so that a file full of unclosed ones still reads in linear time.
 */
function withoutCodeAndComments(text: string): string {
  const characters = text.split('');
  const marks = [...text.matchAll(/`+|<!--/g)].map((match) => ({
    at: match.index,
    mark: match[0],
  }));
  /** For each backtick run length, the indexes (in marks) of the runs of that length. */
  const runsOf = new Map<number, number[]>();
  marks.forEach(({ mark }, index) => {
    if (mark[0] !== '`') return;
    const runs = runsOf.get(mark.length) ?? [];
    runs.push(index);
    runsOf.set(mark.length, runs);
  });
  const nextRun = new Map<number, number>();
  let commentClose = -2;
  let position = 0;
  const blankOut = (from: number, to: number) => {
    for (let at = from; at < to; at++) if (characters[at] !== '\n') characters[at] = ' ';
    position = to;
  };
  marks.forEach(({ at, mark }, index) => {
    if (at < position) return;
    if (mark === '<!--') {
      if (commentClose !== -1 && commentClose < at + 4) commentClose = text.indexOf('-->', at + 4);
      if (commentClose >= 0) blankOut(at, commentClose + 3);
      return;
    }
    const runs = runsOf.get(mark.length)!;
    let next = nextRun.get(mark.length) ?? 0;
    while (next < runs.length && runs[next]! <= index) next += 1;
    nextRun.set(mark.length, next);
    const closing = marks[runs[next] ?? -1];
    if (closing) blankOut(at, closing.at + mark.length);
  });
  return characters.join('');
}

/** Images become blanks (their text is not read); a link keeps its text, not its marks or target. */
function withoutLinkMarks(text: string): string {
  return text
    .replace(/!\[[^[\]]*\]\([^()]*\)/g, blank)
    .replace(
      /\[([^[\]]*)\](\([^()]*\))/g,
      (_link, label: string, target: string) => ` ${label}${blank(`]${target}`)}`,
    );
}

/**
 * The `*` and `_` runs that open and close emphasis, as CommonMark pairs them (flanking rules),
 * turned into blanks; the others stay text.
 */
function withoutEmphasisMarks(text: string): string {
  const characters = text.split('');
  const openers: Record<string, { index: number; length: number }[]> = { '*': [], _: [] };
  for (const match of text.matchAll(/\*+|_+/g)) {
    const run = match[0];
    const start = match.index;
    const before = text[start - 1] ?? ' ';
    const after = text[start + run.length] ?? ' ';
    const left =
      !isBlank(after) && (!isPunctuation(after) || isBlank(before) || isPunctuation(before));
    const right =
      !isBlank(before) && (!isPunctuation(before) || isBlank(after) || isPunctuation(after));
    const marker = run[0]!;
    const canOpen = marker === '*' ? left : left && (!right || isPunctuation(before));
    const canClose = marker === '*' ? right : right && (!left || isPunctuation(after));
    const stack = openers[marker]!;
    const open = canClose ? stack.pop() : undefined;
    if (open) {
      characters.fill(' ', open.index, open.index + open.length);
      characters.fill(' ', start, start + run.length);
    } else if (canOpen) {
      stack.push({ index: start, length: run.length });
    }
  }
  return characters.join('');
}

function isBlank(character: string): boolean {
  return /\s/u.test(character);
}

function isPunctuation(character: string): boolean {
  return /[\p{P}\p{S}]/u.test(character);
}
