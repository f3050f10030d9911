import type { TokenUsage } from './model-client.js';

/** USD per million tokens. Same shape as RunConfig's `prices`. */
export interface ModelPrice {
  input: number;
  output: number;
  /** Writing the prompt cache (5-minute TTL): 1.25 × input. */
  cacheWrite: number;
  /** Reading the prompt cache: 0.1 × input. */
  cacheRead: number;
}

/** Model id (or id prefix, or family name) → price; users' overrides use the same shape. */
export type PriceTable = Readonly<Record<string, ModelPrice>>;

export function priceFor(input: number, output: number): ModelPrice {
  return { input, output, cacheWrite: input * 1.25, cacheRead: input * 0.1 };
}

export const modelFamilies = ['fable', 'opus', 'sonnet', 'haiku'] as const;
export type ModelFamily = (typeof modelFamilies)[number];

export const defaultPrices: Readonly<Record<ModelFamily, ModelPrice>> = {
  fable: priceFor(10, 50),
  opus: priceFor(5, 25),
  sonnet: priceFor(3, 15),
  haiku: priceFor(1, 5),
};

export interface PriceMatch {
  price: ModelPrice;
  /** The table key that matched: an override key, or a family name of the defaults. */
  matchedBy: string;
  source: 'override' | 'default';
}

/**
 * The price of a model: an override whose key is the id, else the longest override key that
 * prefixes it, else an override or default for its family (`opus` in `claude-opus-4-8`, also in
 * provider ids like `anthropic.claude-opus-4-8-v1:0`). Undefined when nothing matches.
 */
export function findModelPrice(model: string, overrides: PriceTable = {}): PriceMatch | undefined {
  const exact = overrides[model];
  if (exact) return { price: exact, matchedBy: model, source: 'override' };
  const prefix = Object.keys(overrides)
    .filter((key) => key !== '' && model.startsWith(key))
    .sort((left, right) => right.length - left.length)[0];
  if (prefix !== undefined) {
    const price = overrides[prefix];
    if (price) return { price, matchedBy: prefix, source: 'override' };
  }
  const family = modelFamily(model);
  if (!family) return undefined;
  const familyOverride = overrides[family];
  if (familyOverride) return { price: familyOverride, matchedBy: family, source: 'override' };
  return { price: defaultPrices[family], matchedBy: family, source: 'default' };
}

/** The family named in a model id, as a whole word between separators. */
export function modelFamily(model: string): ModelFamily | undefined {
  const words = model.toLowerCase().split(/[^a-z0-9]+/);
  return modelFamilies.find((family) => words.includes(family));
}

/** Estimated cost in USD; 0 for a model with no known price (see `estimateCost` to tell). */
export function costUsd(model: string, usage: TokenUsage, overrides?: PriceTable): number {
  return estimateCost(model, usage, overrides).usd;
}

export function estimateCost(
  model: string,
  usage: TokenUsage,
  overrides?: PriceTable,
): { usd: number; known: boolean } {
  const match = findModelPrice(model, overrides);
  if (!match) return { usd: 0, known: false };
  return { usd: costAtPrice(match.price, usage), known: true };
}

export function costAtPrice(price: ModelPrice, usage: TokenUsage): number {
  const microDollars =
    usage.input_tokens * price.input +
    usage.output_tokens * price.output +
    usage.cache_creation_input_tokens * price.cacheWrite +
    usage.cache_read_input_tokens * price.cacheRead;
  return microDollars / 1_000_000;
}
