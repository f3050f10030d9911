import { Lexer, type Token } from 'marked';

/**
 * A memory file's markdown as Claude Code 2.1.332 reads it (observed on each form below): an HTML
 * comment that stands as a block of its own is removed before the text reaches the model, and
 * `@path` imports are taken from the prose only: not from code (fenced or indented), code spans
 * or HTML. The markdown is read by marked's lexer without GitHub's extensions, as Claude Code
 * reads it (`~~@a.md~~` is text, `foo@a.md` no link). Where the two still part, on forms seen in
 * no real file, marked's reading stands: a line holding only `</script>` (or `</pre>`, `</style>`,
 * `</textarea>`) starts an HTML block for marked, a paragraph line for Claude Code; a `<?…?>`,
 * `<!…>` or CDATA block right under a paragraph line ends it for marked, not for Claude Code.
 */
export interface MemoryMarkdown {
  /** The text the model is shown. */
  text: string;
  /** The `@path` imports, in order, each once, `\ ` read as a space. */
  imports: string[];
  /** Why the markdown could not be read; it is then shown as it is, and imports nothing. */
  unreadable?: string;
}

export function readMemoryMarkdown(markdown: string): MemoryMarkdown {
  // Nothing to remove or import: most memory files are not parsed at all.
  if (!markdown.includes('<!--') && !markdown.includes('@')) return { text: markdown, imports: [] };
  try {
    const blocks = blocksOf(markdown);
    return { text: shownText(blocks), imports: importsIn(blocks) };
  } catch (error) {
    // marked reads nested quotes, lists and emphasis by recursion: some thousands of levels (a
    // line of 2,000 `>`) exhaust the stack.
    if (!(error instanceof RangeError)) throw error;
    return { text: markdown, imports: [], unreadable: 'its markdown nests too deeply to be read' };
  }
}

/**
 * The markdown's blocks; but an indented HTML block right under a paragraph line is more of the
 * paragraph's text, as Claude Code reads it (marked lets it interrupt the paragraph, as CommonMark
 * does). What `Lexer.lex` does, but the inline text is read only where it holds an `@`: no other
 * text can import, and the rest needs only each block's raw text.
 */
function blocksOf(markdown: string): Token[] {
  const lexer = new Lexer({ gfm: false });
  const inline = new InlineReader();
  const blocks: Token[] = [];
  for (const block of lexer.blockTokens(markdown.replace(/\r\n|\r/g, '\n'), lexer.tokens)) {
    const underParagraph = blocks.at(-1)?.type === 'paragraph';
    if (block.type === 'html' && block.raw.startsWith(' ') && underParagraph) {
      // Read alone, as `Lexer.lexInline` reads it: without the file's link definitions.
      const tokens = inline.read(new Lexer({ gfm: false }), block.raw, []);
      blocks.push({ type: 'paragraph', raw: block.raw, text: block.raw, tokens });
    } else {
      blocks.push(block);
    }
  }
  for (const { src, tokens } of lexer.inlineQueue) {
    lexer.state.inRawBlock = false;
    inline.read(lexer, src, tokens);
  }
  return blocks;
}

/**
 * Reads inline text with marked while the work stays small. marked searches the rest of the text
 * for the closing of every `*`, `_` or `<`: a paragraph of `*_a` takes it minutes at the file size
 * limit, with the event loop blocked. Past a budget of marks times length (some tenths of a second
 * for a whole file), text is read by `proseOutsideCodeSpans` instead, in linear time: there
 * emphasis marks and brackets are text (`*@a.md*` imports nothing), as they are in no real file.
 */
class InlineReader {
  private budget = 2 ** 25;

  read(lexer: Lexer, text: string, tokens: Token[]): Token[] {
    if (!text.includes('@')) return tokens;
    const marks = countOf(text, '*') + countOf(text, '_') + countOf(text, '<');
    const cost = text.length * (1 + marks);
    if (cost <= this.budget) {
      this.budget -= cost;
      return lexer.inlineTokens(text, tokens);
    }
    for (const prose of proseOutsideCodeSpans(text))
      tokens.push({ type: 'text', raw: prose, text: prose });
    return tokens;
  }
}

function countOf(text: string, character: string): number {
  let count = 0;
  for (let at = text.indexOf(character); at >= 0; at = text.indexOf(character, at + 1)) count++;
  return count;
}

/**
 * The text outside its code spans, as CommonMark finds them: a run of backticks opens a span that
 * the next run of the same length closes; a run never closed is text. Each length's runs are
 * searched with a cursor of their own, so the whole is read in linear time. (Backslash escapes are
 * not looked at.)
 */
function proseOutsideCodeSpans(text: string): string[] {
  const runs = [...text.matchAll(/`+/g)].map((match) => ({
    start: match.index,
    length: match[0].length,
  }));
  const runsOfLength = new Map<number, { indexes: number[]; cursor: number }>();
  runs.forEach((run, index) => {
    const same = runsOfLength.get(run.length) ?? { indexes: [], cursor: 0 };
    same.indexes.push(index);
    runsOfLength.set(run.length, same);
  });
  const prose: string[] = [];
  let position = 0;
  for (let index = 0; index < runs.length; index++) {
    const open = runs[index]!;
    const same = runsOfLength.get(open.length)!;
    while (same.cursor < same.indexes.length && same.indexes[same.cursor]! <= index) same.cursor++;
    const closeIndex = same.indexes[same.cursor];
    if (closeIndex === undefined) continue;
    prose.push(text.slice(position, open.start));
    position = runs[closeIndex]!.start + open.length;
    index = closeIndex;
  }
  prose.push(text.slice(position));
  return prose;
}

/**
 * The markdown without its HTML comment blocks: each goes with its lines and the blank lines
 * after it; text after the closing `-->` on its closing line stays. A comment block in a list or
 * a quote stays, and one that is never closed runs to the end of the file, sent as it is.
 */
function shownText(blocks: readonly Token[]): string {
  let shown = '';
  for (let index = 0; index < blocks.length; index++) {
    const block = blocks[index]!;
    const rest = commentBlockRest(block);
    if (rest === undefined) shown += block.raw;
    else if (rest.trim() !== '') shown += rest;
    // marked 18 gives the blank lines after a block a token of their own.
    else if (blocks[index + 1]?.type === 'space') index += 1;
  }
  return shown;
}

/**
 * The `@path` references of the prose: in its text, an `@` at the start of a run of text or after
 * a blank, up to the next blank. Emphasis marks and a link's brackets are not text, so `*@a.md*`
 * and `[@a.md](…)` import a.md; other marks are (`(@a.md)` imports nothing; `@a.md,` names
 * `a.md,`), and so is an escape (`@a\_b.md` names `a`). After a comment block's closing `-->`
 * the rest of its line is read as it is, without markdown: `` `@a.md` `` imports a.md there.
 */
function importsIn(blocks: readonly Token[]): string[] {
  const notProse = ['code', 'codespan', 'image'];
  const imports = new Set<string>();
  const take = (text: string) => {
    for (const match of text.matchAll(/(?:^|\s)@((?:[^\s\\]|\\ )+)/g)) {
      imports.add(match[1]!.replace(/\\ /g, ' '));
    }
  };
  const visit = (tokens: readonly Token[]) => {
    for (const token of tokens) {
      if (token.type === 'html') take(commentBlockRest(token) ?? '');
      else if (token.type === 'text' && !token.tokens) take(token.raw);
      else if (token.type === 'list') visit(token.items);
      else if ('tokens' in token && !notProse.includes(token.type)) visit(token.tokens ?? []);
    }
  };
  visit(blocks);
  return [...imports];
}

/**
 * What is left of an HTML comment block without its comments; undefined for any other token, and
 * for a comment that is never closed.
 */
function commentBlockRest(token: Token): string | undefined {
  if (token.type !== 'html' || !token.raw.trimStart().startsWith('<!--')) return undefined;
  const rest = withoutComments(token.raw);
  return rest === token.raw ? undefined : rest;
}

/**
 * The text without its `<!-- … -->` comments. Each closing is searched for once, from its
 * opening on: a line of unclosed openings reads in linear time (a regular expression would
 * search the rest of the text from every one of them).
 */
function withoutComments(text: string): string {
  let rest = '';
  let position = 0;
  for (let open = text.indexOf('<!--'); open >= 0; open = text.indexOf('<!--', position)) {
    const close = text.indexOf('-->', open + 4);
    if (close < 0) break;
    rest += text.slice(position, open);
    position = close + 3;
  }
  return rest + text.slice(position);
}
