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
import {
  canonicalModelId,
  costUsd,
  estimateCost,
  findModelPrice,
  priceFor,
} from '../../src/model/pricing.js';
import observedPrices from '../fixtures/claude-code/observed-prices.json' with { type: 'json' };

const million = 1_000_000;

/**
 * Claude Code 2.1.332's total_cost_usd, observed against a local server answering with fixed
 * usage (test/fixtures/claude-code/README.md).
 */
const observed = observedPrices as {
  perMillionTokens: {
    model: string;
    sent: string;
    costBasis: string;
    usd: Record<string, number>;
  }[];
  requests: { model: string; usage: TokenUsage; total_cost_usd: number }[];
};

/** To micro-dollars: Claude Code sums in floating point (0.42400000000000004). */
function round(usd: number): number {
  return Math.round(usd * 1e6) / 1e6;
}

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

  it('uses CLAUDE_CODE_SUBAGENT_MODEL only where nothing is named: inherit is a name, FLOTILLA_SUBAGENT_MODEL wins', () => {
    const unnamed = { ...parent, unnamedSubagentModel: 'haiku' };
    expect(resolveModel(undefined, unnamed)).toBe('claude-haiku-5-5');
    expect(resolveModel(' ', unnamed)).toBe('claude-haiku-5-5');
    expect(resolveModel('inherit', unnamed)).toBe('claude-opus-4-8');
    expect(resolveModel('sonnet', unnamed)).toBe('claude-sonnet-5-5');
    expect(resolveModel(undefined, { ...parent, unnamedSubagentModel: 'inherit' })).toBe(
      'claude-opus-4-8',
    );
    expect(resolveModel(undefined, { ...unnamed, subagentModel: 'fable' })).toBe(
      'claude-fable-5-2',
    );
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

  it("takes Claude Code's default as the run's default model and best as opus", () => {
    expect(resolveModel('default', parent)).toBe('claude-opus-5-5[1m]');
    expect(resolveModel('best', parent)).toBe('claude-opus-5-5');
    expect(resolveModel('best[1m]', parent)).toBe('claude-opus-5-5[1m]');
    const repointed = { ...parent, aliases: { opus: 'gateway-opus' } };
    expect(resolveModel('default', repointed)).toBe('gateway-opus[1m]');
    expect(resolveModel('best', repointed)).toBe('gateway-opus');
    expect(resolveModel('inherit', { parentModel: 'default' })).toBe('claude-opus-5-5[1m]');
    expect(() => chooseRunModel([['--model', 'defualt']])).toThrow("Did you mean 'default'?");
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
  it('prices every id as Claude Code 2.1.332 charged it for 1M tokens of each kind', () => {
    // Ids Claude Code sent as another (it sends claude-opus-4-1 as claude-opus-5-5) and ids it
    // does not know (it charges claude-opus-5-5's price for them) are checked below.
    const priced = observed.perMillionTokens.filter(
      (entry) => entry.costBasis === 'list' && entry.model.startsWith(entry.sent),
    );
    expect(priced.length).toBeGreaterThan(30);
    for (const entry of priced) {
      for (const [kind, usd] of Object.entries(entry.usd)) {
        const cost = costUsd(entry.model, usage({ [kind]: million }));
        expect({ model: entry.model, kind, cost: round(cost) }).toEqual({
          model: entry.model,
          kind,
          cost: round(usd),
        });
      }
    }
  });

  it("prices each observed request as Claude Code did, haiku-5-5's prompts over 100,000 tokens included", () => {
    const overTier = observed.requests.filter(
      (request) =>
        request.model === 'claude-haiku-5-5' &&
        request.usage.input_tokens +
          request.usage.cache_creation_input_tokens +
          request.usage.cache_read_input_tokens >
          100_000,
    );
    expect(overTier.length).toBeGreaterThan(3);
    expect(observed.requests.length).toBeGreaterThan(overTier.length + 10);
    for (const request of observed.requests) {
      expect({ ...request, cost: round(costUsd(request.model, request.usage)) }).toEqual({
        ...request,
        cost: round(request.total_cost_usd),
      });
    }
  });

  it('prices claude-opus-4-1 and -4-0 as their provider ids, not as the claude-opus-5-5 Claude Code sends', () => {
    const providerPrice = observed.perMillionTokens.find(
      (entry) => entry.model === 'anthropic.claude-opus-4-1-v1:0',
    );
    expect(providerPrice?.usd.input_tokens).toBe(15);
    for (const model of ['claude-opus-4-1', 'claude-opus-4-1-20250805', 'claude-opus-4-0']) {
      expect(costUsd(model, usage({ input_tokens: million }))).toBeCloseTo(15);
      expect(costUsd(model, usage({ output_tokens: million }))).toBeCloseTo(
        providerPrice?.usd.output_tokens ?? Number.NaN,
      );
    }
  });

  it("prices an unknown id of a family as its alias's id; an id of no family has no price", () => {
    // Claude Code charges claude-opus-5-5's price for every id it does not know (`mistral` too).
    const unknown = observed.perMillionTokens.filter((entry) => entry.costBasis === 'unknown');
    expect(unknown.map((entry) => entry.usd.input_tokens)).toEqual(unknown.map(() => 4));
    const inputAndOutput = usage({ input_tokens: million, output_tokens: million });
    expect(findModelPrice('claude-opus-9')).toMatchObject({ matchedBy: 'opus', source: 'default' });
    expect(costUsd('claude-opus-9', inputAndOutput)).toBeCloseTo(4 + 20);
    expect(costUsd('claude-sonnet-9-9', inputAndOutput)).toBeCloseTo(2 + 10);
    expect(costUsd('claude-fable-9', inputAndOutput)).toBeCloseTo(8 + 40);
    expect(findModelPrice('mistral')).toBeUndefined();
  });

  it('keeps a price under the id without provider prefix, suffix, date or [1m]', () => {
    expect(canonicalModelId('us.anthropic.claude-opus-4-1-20250805-v1:0')).toBe('claude-opus-4-1');
    expect(canonicalModelId('global.anthropic.claude-sonnet-4-5-20250929-v1:0')).toBe(
      'claude-sonnet-4-5',
    );
    expect(canonicalModelId('claude-haiku-4-5@20251001')).toBe('claude-haiku-4-5');
    expect(canonicalModelId('models/claude-haiku-4-5@20251001')).toBe('claude-haiku-4-5');
    expect(canonicalModelId('claude-opus-4-6[1m]')).toBe('claude-opus-4-6');
    expect(canonicalModelId('claude-3-5-haiku-latest')).toBe('claude-3-5-haiku');
    // A built-in price is for its id only: claude-opus-4's is not claude-opus-4-8's.
    expect(findModelPrice('claude-opus-4-8')?.matchedBy).toBe('claude-opus-4-8');
    expect(costUsd('claude-opus-4-8', usage({ input_tokens: million }))).toBeCloseTo(5);
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
      matchedBy: 'claude-opus-4-8',
      source: 'default',
    });
    expect(costUsd('my-local-model', usage({ input_tokens: million }), overrides)).toBeCloseTo(1);
    // An override of an id also prices that id's provider forms.
    expect(
      findModelPrice('us.anthropic.claude-opus-4-1-20250805-v1:0', {
        'claude-opus-4-1': priceFor(1, 1),
      }),
    ).toMatchObject({ matchedBy: 'claude-opus-4-1', source: 'override' });
  });
});
