import { describe, expect, it } from 'vitest';
import { structuredPatch } from '../../src/tools/tool-response.js';

describe('structuredPatch', () => {
  it("gives one hunk around the changed lines with three lines of context, as Claude Code's patches have", () => {
    const before = ['1', '2', '3', '4', '5', '6', '7', '8', '9', ''].join('\n');
    const after = ['1', '2', '3', '4', 'five', '6', '7', '8', '9', ''].join('\n');
    expect(structuredPatch(before, after)).toEqual([
      {
        oldStart: 2,
        oldLines: 7,
        newStart: 2,
        newLines: 7,
        lines: [' 2', ' 3', ' 4', '-5', '+five', ' 6', ' 7', ' 8'],
      },
    ]);
  });

  it('numbers an empty side by the line before it, and gives nothing for no change', () => {
    expect(structuredPatch('', 'x\n')).toEqual([
      { oldStart: 0, oldLines: 0, newStart: 1, newLines: 1, lines: ['+x'] },
    ]);
    expect(structuredPatch('a\nb\n', 'a\n')).toEqual([
      { oldStart: 1, oldLines: 2, newStart: 1, newLines: 1, lines: [' a', '-b'] },
    ]);
    expect(structuredPatch('same\n', 'same\n')).toEqual([]);
  });
});
