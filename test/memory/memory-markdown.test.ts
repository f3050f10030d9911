import { describe, expect, it } from 'vitest';
import { memoryContent } from '../../src/memory/memory-content.js';
import { readMemoryMarkdown } from '../../src/memory/memory-markdown.js';

/**
 * What a memory file shows the model and what it imports. Every expectation below is what
 * Claude Code 2.1.332 was seen to do with the same text (one `claude -p` run per layout).
 */

const importsOf = (...lines: string[]) => readMemoryMarkdown(lines.join('\n')).imports;
const textOf = (...lines: string[]) => readMemoryMarkdown(lines.join('\n')).text;

describe('HTML comments in a memory file', () => {
  it('removes comment blocks, keeps comments inside a line, and imports from neither', () => {
    const markdown = [
      'Line one INLINE <!-- inline @inline.md --> after',
      '<!--',
      'multi MULTICOMMENT',
      '@in-block.md',
      '-->',
      '<!-- single @single.md -->',
      '<!-- a --><!-- b -->',
      'Keep @kept.md',
    ];
    expect(textOf(...markdown)).toBe(
      'Line one INLINE <!-- inline @inline.md --> after\nKeep @kept.md',
    );
    expect(importsOf(...markdown)).toEqual(['kept.md']);
  });

  it('keeps the text after a comment block on its closing line, and imports from it', () => {
    const markdown = [
      '<!-- x --> MID @mid.md <!-- tail -->',
      '<!--',
      'multi',
      '--> CLOSING @closing.md',
    ];
    expect(textOf(...markdown)).toBe(' MID @mid.md \n CLOSING @closing.md');
    expect(importsOf(...markdown)).toEqual(['mid.md', 'closing.md']);
  });

  it('removes a comment block that follows a paragraph line, unless it is indented', () => {
    expect(textOf('para', '<!-- gone -->', 'next')).toBe('para\nnext');
    expect(textOf('para', '   <!-- kept -->')).toBe('para\n   <!-- kept -->');
    expect(textOf('para', '', '   <!-- gone -->', 'next')).toBe('para\n\nnext');
    expect(importsOf('para', '    <!-- @kept-not-imported.md -->')).toEqual([]);
  });

  it('keeps comments inside lists, quotes and code, importing nothing from them', () => {
    const markdown = [
      '- item',
      '  <!-- @in-list.md -->',
      '',
      '> <!-- @in-quote.md -->',
      '',
      '```',
      '<!-- fenced -->',
      '```',
    ];
    expect(textOf(...markdown)).toBe(markdown.join('\n'));
    expect(importsOf(...markdown)).toEqual([]);
  });

  it('sends an unclosed comment as it is and imports nothing after it', () => {
    const markdown = ['before @before.md', '', '<!-- unclosed @a.md', 'end @b.md'];
    expect(textOf(...markdown)).toBe(markdown.join('\n'));
    expect(importsOf(...markdown)).toEqual(['before.md']);
  });

  it('removes the blank lines after a comment block with it', () => {
    expect(textOf('<!-- c -->', '', 'B', '<!-- d -->', '', '', 'C')).toBe('B\nC');
    expect(textOf('A', '', '   <!-- i -->', '', 'B')).toBe('A\n\nB');
  });

  it('removes an indented comment block under a rule or a quote, which no paragraph continues', () => {
    expect(textOf('***', '   <!-- i -->', 'X')).toBe('***\nX');
    const quote = ['> quote @q.md', '   <!-- i @i.md -->', 'X'];
    expect(textOf(...quote)).toBe('> quote @q.md\nX');
    expect(importsOf(...quote)).toEqual(['q.md']);
  });

  it('reads an indented comment under a paragraph line as the paragraph’s text', () => {
    expect(importsOf('para', '   <!-- x --> *@em.md* `@span.md`')).toEqual(['em.md']);
  });

  it('reads the rest of a comment block’s closing line as it is, without markdown', () => {
    expect(importsOf('<!-- x --> `x @code.md y` *@em.md*')).toEqual(['code.md']);
    expect(
      importsOf('- item', '', '  <!-- x --> @listed.md', '', '> <!-- x --> @quoted.md'),
    ).toEqual(['listed.md', 'quoted.md']);
    // An opening left on that line hides nothing after it.
    const markdown = ['<!-- x --> <!-- y', '**@b.md**'];
    expect(textOf(...markdown)).toBe(' <!-- y\n**@b.md**');
    expect(importsOf(...markdown)).toEqual(['b.md']);
  });

  it('sends a file nested too deeply to be read as it is, importing nothing', () => {
    const markdown = `${'>'.repeat(5000)} @deep.md\n<!-- c -->`;
    expect(readMemoryMarkdown(markdown)).toEqual({
      text: markdown,
      imports: [],
      unreadable: 'its markdown nests too deeply to be read',
    });
  });
});

describe('@path imports', () => {
  it('takes the path up to the next blank, punctuation included', () => {
    // `a.md,` names a file `a.md,`: Claude Code imports none of these.
    expect(
      importsOf('List @a.md, ok', 'Colon @b.md: x', 'Semi @c.md;', 'Period @d.md.', 'Tail @e.md)'),
    ).toEqual(['a.md,', 'b.md:', 'c.md;', 'd.md.', 'e.md)']);
  });

  it('needs a blank or the start of the text before the @', () => {
    expect(importsOf('(@a.md)', '"@b.md"', "'@c.md'", '<@d.md>', 'foo@e.md', 'me@x.com')).toEqual(
      [],
    );
    expect(importsOf('- @list.md', '> @quote.md', '# @heading.md', 'x @./dot.md')).toEqual([
      'list.md',
      'quote.md',
      'heading.md',
      './dot.md',
    ]);
  });

  it('reads emphasis and link text as text', () => {
    expect(
      importsOf('Link [@link.md](x)', 'Em *@em.md*', 'Strong **@strong.md**', 'Under _@under.md_'),
    ).toEqual(['link.md', 'em.md', 'strong.md', 'under.md']);
    expect(importsOf('Some *text @inside.md more* end', '*em', '@across.md* lines')).toEqual([
      'inside.md',
      'across.md',
    ]);
    // An unclosed mark is text, so it stands before the @.
    expect(importsOf('*@unclosed.md', '[@bracket.md]', '![@image.md](x.png)')).toEqual([]);
    // Underscores inside a name are not emphasis.
    expect(importsOf('@docs/my_file_name.md')).toEqual(['docs/my_file_name.md']);
  });

  it('reads `\\ ` as a space in a path', () => {
    expect(importsOf('Escaped @docs/x\\ y.md')).toEqual(['docs/x y.md']);
  });

  it('imports nothing from code: spans, fences, indented blocks', () => {
    const markdown = [
      'Span `@span.md` and ``a ` @double.md``',
      'Span over `lines',
      '@span-lines.md` end',
      '',
      '```',
      '@fenced.md',
      '```',
      '~~~~',
      '@tilde.md',
      '~~~',
      '~~~~',
      '',
      '    @indented.md',
      '',
      '\t@tab.md',
      '',
      'after @after.md',
    ];
    expect(importsOf(...markdown)).toEqual(['after.md']);
  });

  it('imports nothing from HTML blocks or link definitions, and reads no GitHub extensions', () => {
    const markdown = [
      '<div> @div.md </div>',
      '',
      '<?php @php.md ?>',
      '',
      '<![CDATA[ @cdata.md ]]>',
      '',
      '[ref]: @definition.md',
      '',
      'Inline <span> @span.md </span>',
      '',
      '~~@strike.md~~ @mail.md@example.com',
    ];
    expect(importsOf(...markdown)).toEqual(['span.md', 'mail.md@example.com']);
  });

  it('reads a rule as a rule: an indented line after it is code', () => {
    expect(importsOf('***', '    @code.md')).toEqual([]);
  });

  it('imports from indented lines that continue a paragraph or a list item', () => {
    expect(importsOf('para', '    @continued.md')).toEqual(['continued.md']);
    expect(importsOf('1. item @item.md', '', '    @in-item.md')).toEqual(['item.md', 'in-item.md']);
  });

  it('reads a paragraph of unclosed emphasis marks in linear time, imports outside code spans kept', () => {
    // marked alone took 6 s on 32 KiB of `*_a` and ~26 min at the 512 KiB file limit.
    const shapes = ['*_a', '[*a', '_a '];
    for (const shape of shapes) {
      const paragraph = `@first.md ${shape.repeat((256 * 1024) / shape.length)} \`@span.md\` @last.md`;
      const started = performance.now();
      const read = readMemoryMarkdown(`# Title\n\n${paragraph}\n<!-- c -->\n`);
      expect(performance.now() - started).toBeLessThan(3000);
      expect(read.imports).toEqual(['first.md', 'last.md']);
      expect(read.text).toBe(`# Title\n\n${paragraph}\n`);
    }
  });
});

describe('memoryContent', () => {
  it('does not show the frontmatter, and reads a rule’s paths from it', () => {
    const rule = memoryContent('---\r\npaths: "src/**"\r\n---\r\nRULE @a.md\r\n');
    expect(rule).toEqual({ text: 'RULE @a.md\n', imports: ['a.md'], paths: ['src/**'] });
    expect(memoryContent('---\ndescription: x\n---\nBODY\n')).toEqual({
      text: 'BODY\n',
      imports: [],
    });
  });

  it('shows an unclosed or indented frontmatter as text', () => {
    expect(memoryContent('---\nfoo bar\nTEXT\n').text).toBe('---\nfoo bar\nTEXT\n');
    expect(memoryContent('  ---\npaths: x\n---\nTEXT\n')).toEqual({
      text: '  ---\npaths: x\n---\nTEXT\n',
      imports: [],
    });
  });
});
