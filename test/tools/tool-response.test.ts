import { describe, expect, it } from 'vitest';
import { structuredPatch } from '../../src/tools/tool-response.js';

/** `l1` … `l20`, a line each. */
const twenty = Array.from({ length: 20 }, (_, index) => `l${index + 1}`).join('\n') + '\n';

describe('structuredPatch', () => {
  it("gives a hunk per group of changes with three lines of context, as Claude Code's Write does", () => {
    // Observed with Claude Code 2.1.332: a Write changing lines 2 and 18 of a 20-line file.
    const after = twenty.replace('l2\n', 'CHANGED2\n').replace('l18\n', 'CHANGED18\n');
    expect(structuredPatch(twenty, after)).toEqual([
      {
        oldStart: 1,
        oldLines: 5,
        newStart: 1,
        newLines: 5,
        lines: [' l1', '-l2', '+CHANGED2', ' l3', ' l4', ' l5'],
      },
      {
        oldStart: 15,
        oldLines: 6,
        newStart: 15,
        newLines: 6,
        lines: [' l15', ' l16', ' l17', '-l18', '+CHANGED18', ' l19', ' l20'],
      },
    ]);
    // And then its Edit with replace_all of l1 (l1, l10 … l19): changes close together share one.
    const edited = after.replaceAll('l1', 'L1');
    expect(structuredPatch(after, edited)).toEqual([
      {
        oldStart: 1,
        oldLines: 4,
        newStart: 1,
        newLines: 4,
        lines: ['-l1', '+L1', ' CHANGED2', ' l3', ' l4'],
      },
      {
        oldStart: 7,
        oldLines: 14,
        newStart: 7,
        newLines: 14,
        lines: [
          ' l7',
          ' l8',
          ' l9',
          ...[10, 11, 12, 13, 14, 15, 16, 17].map((n) => `-l${n}`),
          ...[10, 11, 12, 13, 14, 15, 16, 17].map((n) => `+L${n}`),
          ' CHANGED18',
          '-l19',
          '+L19',
          ' l20',
        ],
      },
    ]);
  });

  it('numbers an emptied or a new text from line 1, marks a last line without its end, and gives nothing for no change', () => {
    expect(structuredPatch('x\n', '')).toEqual([
      { oldStart: 1, oldLines: 1, newStart: 1, newLines: 0, lines: ['-x'] },
    ]);
    expect(structuredPatch('', 'x\n')).toEqual([
      { oldStart: 1, oldLines: 0, newStart: 1, newLines: 1, lines: ['+x'] },
    ]);
    expect(structuredPatch('a\nb', 'a\nc')).toEqual([
      {
        oldStart: 1,
        oldLines: 2,
        newStart: 1,
        newLines: 2,
        lines: [' a', '-b', '\\ No newline at end of file', '+c', '\\ No newline at end of file'],
      },
    ]);
    expect(structuredPatch('same\n', 'same\n')).toEqual([]);
  });
});
