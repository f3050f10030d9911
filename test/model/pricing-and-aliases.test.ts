import { describe, expect, it } from 'vitest';
import { emptyUsage, type TokenUsage } from '../../src/model/model-client.js';
import {
  aliasOverridesFromEnvironment,
  chooseRunModel,
  contextWindowBetas,
  defaultModelAliases,
  modelAliases,
  resolveModel,
  splitModel,
} from '../../src/model/model-aliases.js';
import { costUsd, estimateCost, findModelPrice, priceFor } from '../../src/model/pricing.js';

const million = 1_000_000;

function usage(partial: Partial<TokenUsage>): TokenUsage {
  return { ...emptyUsage(), ...partial };
}

describe('resolveModel', () => {
  const parent = { parentModel: 'claude-opus-4-8' };

  it('maps inherit and nothing to the parent model', () => {
    expect(resolveModel(undefined, parent)).toBe('claude-opus-4-8');
    expect(resolveModel('inherit', parent)).toBe('claude-opus-4-8');
    expect(resolveModel('inherit', { parentModel: 'sonnet' })).toBe('claude-sonnet-5-5');
  });

  it('maps the default aliases', () => {
    expect(modelAliases).toEqual(['fable', 'opus', 'sonnet', 'haiku']);
    expect(resolveModel('fable', parent)).toBe('claude-fable-5-2');
    expect(resolveModel('opus', parent)).toBe('claude-opus-5-5');
    expect(resolveModel('sonnet', parent)).toBe('claude-sonnet-5-5');
    expect(resolveModel('Haiku', parent)).toBe('claude-haiku-5-5');
  });

  it('lets configured aliases override the defaults and passes full ids through', () => {
    const context = { ...parent, aliases: { sonnet: 'claude-sonnet-5-20260101' } };
    expect(resolveModel('sonnet', context)).toBe('claude-sonnet-5-20260101');
    expect(resolveModel('haiku', context)).toBe(defaultModelAliases.haiku);
    expect(resolveModel('claude-3-7-sonnet-latest', context)).toBe('claude-3-7-sonnet-latest');
  });

  it('uses the subagent model override whatever was asked, resolving it as an alias too', () => {
    expect(resolveModel('opus', { ...parent, subagentModel: 'haiku' })).toBe('claude-haiku-5-5');
    expect(resolveModel(undefined, { ...parent, subagentModel: 'my-model' })).toBe('my-model');
  });

  it('resolves a [1m] suffix through the alias and keeps it for the wire client to strip', () => {
    expect(resolveModel('sonnet[1m]', parent)).toBe('claude-sonnet-5-5[1m]');
    expect(resolveModel('Opus[1M]', parent)).toBe('claude-opus-5-5[1m]');
    expect(resolveModel('claude-sonnet-5[1m]', parent)).toBe('claude-sonnet-5[1m]');
    expect(resolveModel('inherit', { parentModel: 'claude-haiku-4-5[1m]' })).toBe(
      'claude-haiku-4-5[1m]',
    );
    const repointed = { ...parent, aliases: { sonnet: 'gateway-sonnet[1m]' } };
    expect(resolveModel('sonnet[1m]', repointed)).toBe('gateway-sonnet[1m]');
    expect(splitModel('claude-sonnet-5[1m]')).toEqual({
      id: 'claude-sonnet-5',
      millionTokenContext: true,
    });
  });

  it('asks for the 1M beta only for models that do not open 1M without it', () => {
    expect(contextWindowBetas('claude-sonnet-5')).toEqual([]);
    for (const id of Object.values(defaultModelAliases)) {
      expect(contextWindowBetas(`${id}[1m]`)).toEqual([]);
    }
    expect(contextWindowBetas('claude-sonnet-5[1m]')).toEqual([]);
    expect(contextWindowBetas('claude-opus-4-8[1m]')).toEqual([]);
    expect(contextWindowBetas('claude-sonnet-4-5[1m]')).toEqual(['context-1m-2025-08-07']);
    expect(contextWindowBetas('claude-opus-4-6[1m]')).toEqual(['context-1m-2025-08-07']);
    expect(contextWindowBetas('gateway-model[1m]')).toEqual(['context-1m-2025-08-07']);
  });

  it('takes opusplan as sonnet, or opus in plan mode', () => {
    expect(resolveModel('opusplan', parent)).toBe('claude-sonnet-5-5');
    expect(resolveModel('opusplan', { ...parent, planMode: true })).toBe('claude-opus-5-5');
    expect(resolveModel('opusplan[1m]', { ...parent, planMode: true })).toBe('claude-opus-5-5[1m]');
  });

  it('chooses the first model named and refuses a misspelt alias from any source', () => {
    expect(
      chooseRunModel([
        ['--model', undefined],
        ['ANTHROPIC_MODEL', ' opus '],
      ]),
    ).toBe('opus');
    expect(chooseRunModel([['--model', undefined]])).toBe('opus[1m]');
    expect(() => chooseRunModel([['model in the settings', 'sonet']])).toThrow(
      "model in the settings: Unknown model 'sonet'. Did you mean 'sonnet'?",
    );
    expect(chooseRunModel([['ANTHROPIC_MODEL', 'mistral']])).toBe('mistral');
  });

  it('reads alias overrides from an environment the entry point passes in', () => {
    expect(
      aliasOverridesFromEnvironment({
        ANTHROPIC_DEFAULT_OPUS_MODEL: 'opus-x',
        ANTHROPIC_DEFAULT_FABLE_MODEL: ' fable-y ',
        ANTHROPIC_DEFAULT_HAIKU_MODEL: '',
        UNRELATED: 'z',
      }),
    ).toEqual({ opus: 'opus-x', fable: 'fable-y' });
  });
});

describe('pricing', () => {
  it('prices each family per million tokens, cache write 1.25x and cache read 0.1x input', () => {
    const perMillion = usage({
      input_tokens: million,
      output_tokens: million,
      cache_creation_input_tokens: million,
      cache_read_input_tokens: million,
    });
    // The aliases' ids, and older ids of the same families, are priced by family.
    expect(costUsd('claude-fable-5-2', perMillion)).toBeCloseTo(10 + 50 + 12.5 + 1);
    expect(costUsd('claude-opus-5-5', perMillion)).toBeCloseTo(5 + 25 + 6.25 + 0.5);
    expect(costUsd('claude-sonnet-5-5', perMillion)).toBeCloseTo(3 + 15 + 3.75 + 0.3);
    expect(costUsd('claude-haiku-5-5', perMillion)).toBeCloseTo(1 + 5 + 1.25 + 0.1);
    expect(costUsd('claude-opus-4-8', perMillion)).toBeCloseTo(5 + 25 + 6.25 + 0.5);
    expect(costUsd('claude-haiku-4-5-20251001', perMillion)).toBeCloseTo(1 + 5 + 1.25 + 0.1);
    expect(
      costUsd('anthropic.claude-opus-4-8-v1:0', usage({ output_tokens: million })),
    ).toBeCloseTo(25);
  });

  it('returns 0 for an unknown model and says it was unknown', () => {
    expect(costUsd('gpt-sonnetish', usage({ input_tokens: million }))).toBe(0);
    expect(estimateCost('my-local-model', usage({ input_tokens: million }))).toEqual({
      usd: 0,
      known: false,
    });
    expect(findModelPrice('my-local-model')).toBeUndefined();
  });

  it('prefers an exact override, then the longest prefix override, then a family override', () => {
    const overrides = {
      'claude-sonnet-5': priceFor(2, 10),
      'claude-sonnet': priceFor(100, 100),
      'claude-sonnet-5-2026': priceFor(4, 20),
      haiku: priceFor(0.5, 2.5),
      'my-local-model': priceFor(1, 1),
    };
    expect(findModelPrice('claude-sonnet-5', overrides)?.price.input).toBe(2);
    expect(findModelPrice('claude-sonnet-5-20260101', overrides)?.matchedBy).toBe(
      'claude-sonnet-5-2026',
    );
    expect(findModelPrice('claude-haiku-4-5', overrides)).toMatchObject({
      matchedBy: 'haiku',
      source: 'override',
    });
    expect(findModelPrice('claude-opus-4-8', overrides)).toMatchObject({
      matchedBy: 'opus',
      source: 'default',
    });
    expect(costUsd('my-local-model', usage({ input_tokens: million }), overrides)).toBeCloseTo(1);
  });
});
