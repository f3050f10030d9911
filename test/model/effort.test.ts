import { describe, expect, it } from 'vitest';
import { agentEffort, thinkingParameters, type Effort } from '../../src/model/effort.js';

/**
 * The thinking and effort fields per model, as Claude Code 2.1.332 was seen to send them
 * (max_tokens 32000 here; the budget is always max_tokens - 1).
 */

const adaptive = { type: 'adaptive', display: 'omitted' };
const budget = { type: 'enabled', budget_tokens: 31_999, display: 'omitted' };

const observed: [
  model: string,
  effort: Effort | undefined,
  thinking: unknown,
  effortSent: unknown,
][] = [
  ['claude-opus-5-5', undefined, adaptive, 'medium'],
  ['claude-opus-5-5', 'max', adaptive, 'max'],
  ['claude-sonnet-5-5', undefined, adaptive, 'medium'],
  ['claude-sonnet-5-5-20260101', undefined, adaptive, 'medium'],
  ['claude-haiku-5-5', undefined, adaptive, 'medium'],
  ['claude-fable-5-2', undefined, adaptive, 'medium'],
  ['claude-haiku-5', undefined, adaptive, 'high'],
  ['claude-opus-4-8', undefined, adaptive, 'high'],
  ['claude-opus-4-8', 'low', adaptive, 'low'],
  ['claude-sonnet-5', undefined, adaptive, 'high'],
  ['claude-fable-5', undefined, adaptive, 'high'],
  ['claude-sonnet-4-6', undefined, adaptive, 'high'],
  ['claude-opus-4-7', undefined, adaptive, 'xhigh'],
  ['claude-opus-4-7-20260101', undefined, adaptive, 'xhigh'],
  ['claude-opus-4-7', 'low', adaptive, 'low'],
  ['claude-opus-4-6', undefined, adaptive, 'high'],
  ['claude-sonnet-4-7', undefined, adaptive, 'high'],
  ['claude-opus-6', undefined, adaptive, 'high'],
  ['gpt-4o', undefined, adaptive, 'high'],
  ['qwen3', 'high', adaptive, 'high'],
  ['claude-opus-4-5-20251101', 'low', budget, 'low'],
  ['claude-opus-4-5', undefined, budget, 'high'],
  ['claude-sonnet-4-5', 'high', budget, undefined],
  ['claude-haiku-4-5', 'low', budget, undefined],
  ['claude-haiku-4-5-20251001', undefined, budget, undefined],
  ['claude-haiku-4-5@20251001', undefined, budget, undefined],
  ['claude-sonnet-4-20250514', undefined, budget, undefined],
  ['claude-3-7-sonnet-20250219', undefined, undefined, undefined],
  ['claude-3-5-haiku-20241022', 'high', undefined, undefined],
];

describe('thinkingParameters', () => {
  it.each(observed)('%s with effort %s', (model, effort, thinking, effortSent) => {
    const parameters = thinkingParameters(model, 32_000, effort);
    expect(parameters.thinking).toEqual(thinking);
    expect(parameters.output_config?.effort).toBe(effortSent);
    expect(parameters.betas.includes('effort-2025-11-24')).toBe(effortSent !== undefined);
    expect(parameters.betas.includes('interleaved-thinking-2025-05-14')).toBe(thinking === budget);
  });

  it('sends no budget thinking when max_tokens leaves no room for the API minimum of 1024', () => {
    expect(thinkingParameters('claude-haiku-4-5', 1024, undefined).thinking).toBeUndefined();
  });
});

describe('agentEffort', () => {
  it("takes the agent file's level over the run's, and the run's over none", () => {
    expect(agentEffort('max', 'low')).toBe('max');
    expect(agentEffort(undefined, 'low')).toBe('low');
    expect(agentEffort(undefined, undefined)).toBeUndefined();
    // An integer effort (accepted by the agent file format) is not a level: the run's applies.
    expect(agentEffort('12000', 'medium')).toBe('medium');
  });
});
