import { describe, expect, it } from 'vitest';
import {
  blockingLimit,
  compactionThreshold,
  contextWindowFor,
  parseContextWindows,
} from '../../src/model/context-window.js';

describe('context windows', () => {
  it('takes an override by id, then by the longest prefix, then by family; else the table; else 200k', () => {
    const overrides = {
      'my-model': 64_000,
      'claude-opus': 300_000,
      'claude-opus-4': 400_000,
      haiku: 100_000,
    };
    expect(contextWindowFor('my-model', overrides)).toBe(64_000);
    expect(contextWindowFor('claude-opus-4-8', overrides)).toBe(400_000);
    expect(contextWindowFor('anthropic.claude-haiku-4-5-v1:0', overrides)).toBe(100_000);
    for (const id of [
      'claude-opus-5-5',
      'claude-sonnet-5-5',
      'claude-haiku-5-5',
      'claude-fable-5-2',
    ]) {
      expect(contextWindowFor(id)).toBe(1_000_000);
    }
    expect(contextWindowFor('claude-sonnet-5')).toBe(200_000);
    expect(contextWindowFor('llama3')).toBe(200_000);
  });

  it('gives 1M to a model asked for with [1m], whatever the tables say of the bare id', () => {
    expect(contextWindowFor('claude-sonnet-5[1m]')).toBe(1_000_000);
    expect(contextWindowFor('gateway-model[1M]', { 'gateway-model': 64_000 })).toBe(1_000_000);
    expect(contextWindowFor('gateway-model', { 'gateway-model': 64_000 })).toBe(64_000);
  });

  it("compacts where Claude Code 2.1.332 does: the window less the answer's room (at most 20k) and 13k", () => {
    // Observed: claude-opus-5-5 (1M) compacted after a request of 968k tokens, not of 966k.
    expect(compactionThreshold(1_000_000, 128_000)).toBe(967_000);
    expect(compactionThreshold(200_000, 16_384)).toBe(170_616);
  });

  it('compacts at CLAUDE_AUTOCOMPACT_PCT_OVERRIDE percent of the window less the answer, never later than the default', () => {
    // Observed: 50 with a 1M window compacts after 495k, not after 485k (980k × 50% = 490k).
    expect(compactionThreshold(1_000_000, 128_000, 50)).toBe(490_000);
    expect(compactionThreshold(200_000, 16_384, 12.5)).toBe(22_952);
    expect(compactionThreshold(1_000_000, 128_000, 100)).toBe(967_000);
  });

  it('stops an agent that may not compact 3k below the window less the answer', () => {
    // Observed with DISABLE_AUTO_COMPACT=1: sent at 976k of a 1M window, "Prompt is too long" at 978.5k.
    expect(blockingLimit(1_000_000, 128_000)).toBe(977_000);
    expect(blockingLimit(200_000, 16_384)).toBe(180_616);
  });

  it('reads MODEL=TOKENS with k and m, and names each malformed entry with the expected form', () => {
    expect(parseContextWindows(['a=128000', 'b=128k', ' c = 1M '], '--context-window')).toEqual({
      windows: { a: 128_000, b: 128_000, c: 1_000_000 },
      problems: [],
    });
    const { problems } = parseContextWindows(
      ['a', '=5k', 'b=12.5k', 'c=5000'],
      'FLOTILLA_CONTEXT_WINDOWS',
    );
    expect(problems).toEqual([
      "FLOTILLA_CONTEXT_WINDOWS 'a' is not a context window; expected MODEL=TOKENS, a whole number of tokens, optionally with k or m (e.g. my-model=128k, opus=1m).",
      "FLOTILLA_CONTEXT_WINDOWS '=5k' is not a context window; expected MODEL=TOKENS, a whole number of tokens, optionally with k or m (e.g. my-model=128k, opus=1m).",
      "FLOTILLA_CONTEXT_WINDOWS 'b=12.5k' is not a context window; expected MODEL=TOKENS, a whole number of tokens, optionally with k or m (e.g. my-model=128k, opus=1m).",
      "FLOTILLA_CONTEXT_WINDOWS 'c=5000' is too small a context window; expected at least 20000 tokens.",
    ]);
  });
});
