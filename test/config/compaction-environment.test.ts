import { describe, expect, it } from 'vitest';
import { compactionControlsOf } from '../../src/config/compaction-environment.js';

describe("Claude Code's compaction variables", () => {
  it('compacts automatically at the default point when none is set', () => {
    expect(compactionControlsOf({})).toEqual({
      controls: { auto: true, manual: true },
      problems: [],
    });
  });

  it('turns automatic compaction off for a true DISABLE_AUTO_COMPACT or DISABLE_COMPACT only', () => {
    for (const value of ['1', 'true', 'YES', 'on']) {
      expect(compactionControlsOf({ DISABLE_AUTO_COMPACT: value }).controls.auto).toBe(false);
      expect(compactionControlsOf({ DISABLE_COMPACT: value }).controls.auto).toBe(false);
    }
    // Observed: only DISABLE_COMPACT turns the /compact command off as well.
    expect(compactionControlsOf({ DISABLE_COMPACT: '1' }).controls.manual).toBe(false);
    expect(compactionControlsOf({ DISABLE_AUTO_COMPACT: '1' }).controls.manual).toBe(true);
    // Observed: Claude Code 2.1.332 still compacts with DISABLE_AUTO_COMPACT=0 or =false.
    for (const value of ['0', 'false', '']) {
      expect(compactionControlsOf({ DISABLE_AUTO_COMPACT: value }).controls.auto).toBe(true);
    }
  });

  it('reads CLAUDE_AUTOCOMPACT_PCT_OVERRIDE above 0 and at most 100, decimals too', () => {
    expect(compactionControlsOf({ CLAUDE_AUTOCOMPACT_PCT_OVERRIDE: ' 50 ' })).toEqual({
      controls: { auto: true, manual: true, thresholdPercent: 50 },
      problems: [],
    });
    expect(
      compactionControlsOf({ CLAUDE_AUTOCOMPACT_PCT_OVERRIDE: '12.5', DISABLE_AUTO_COMPACT: '1' })
        .controls,
    ).toEqual({ auto: false, manual: true, thresholdPercent: 12.5 });
    expect(
      compactionControlsOf({ CLAUDE_AUTOCOMPACT_PCT_OVERRIDE: '100' }).controls.thresholdPercent,
    ).toBe(100);
  });

  it('ignores a percentage it cannot use, as Claude Code does, and names it with the expected form', () => {
    for (const value of ['0', '150', '-5', 'half', '50%']) {
      const { controls, problems } = compactionControlsOf({
        CLAUDE_AUTOCOMPACT_PCT_OVERRIDE: value,
      });
      expect(controls).toEqual({ auto: true, manual: true });
      expect(problems).toEqual([
        `CLAUDE_AUTOCOMPACT_PCT_OVERRIDE '${value}' is not a percentage above 0 and at most 100 (e.g. 50); it is ignored, as Claude Code ignores it, and conversations compact at the default point.`,
      ]);
    }
  });

  it('reads CLAUDE_CODE_AUTO_COMPACT_WINDOW in tokens, k or m, over the --autocompact window', () => {
    expect(compactionControlsOf({ CLAUDE_CODE_AUTO_COMPACT_WINDOW: '200k' }).controls).toEqual({
      auto: true,
      manual: true,
      window: 200_000,
    });
    expect(
      compactionControlsOf({ CLAUDE_CODE_AUTO_COMPACT_WINDOW: '300000' }, 150_000).controls.window,
    ).toBe(300_000);
    expect(compactionControlsOf({}, 150_000).controls.window).toBe(150_000);
  });

  it('takes a CLAUDE_CODE_AUTO_COMPACT_WINDOW below 100k as 100k and ignores one that is no number, saying so', () => {
    const small = compactionControlsOf({ CLAUDE_CODE_AUTO_COMPACT_WINDOW: '50000' });
    expect(small.controls.window).toBe(100_000);
    expect(small.problems).toEqual([
      "CLAUDE_CODE_AUTO_COMPACT_WINDOW '50000' is 50000 tokens, below the 100k minimum; conversations compact against 100k tokens, as Claude Code takes it. Set it to at least 100k tokens (e.g. 200k or 200000), or unset it.",
    ]);
    for (const value of ['big', '0', '-5', '1.5m']) {
      const { controls, problems } = compactionControlsOf(
        { CLAUDE_CODE_AUTO_COMPACT_WINDOW: value },
        150_000,
      );
      expect(controls.window).toBe(150_000);
      expect(problems).toEqual([
        `CLAUDE_CODE_AUTO_COMPACT_WINDOW '${value}' is not a number of tokens; it is ignored, as Claude Code ignores it. Set it to at least 100k tokens (e.g. 200k or 200000), or unset it.`,
      ]);
    }
  });
});
