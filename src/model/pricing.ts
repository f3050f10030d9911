import { UserError } from '../errors.js';
import {
  defaultModelAliases,
  modelAliases,
  resolveModel,
  type ModelAlias,
} from './model-aliases.js';
import type { TokenUsage } from './model-client.js';

/** USD per million tokens of each kind. */
export interface TokenRates {
  input: number;
  output: number;
  /** Writing the prompt cache (5-minute TTL). */
  cacheWrite: number;
  /** Reading the prompt cache. */
  cacheRead: number;
}

/** A model's price. Same shape as RunConfig's `prices`, which have no `longPrompt`. */
export interface ModelPrice extends TokenRates {
  /** Other rates for a request whose prompt (input, cache write and cache read tokens) is longer. */
  longPrompt?: LongPromptRates;
}

export interface LongPromptRates extends TokenRates {
  overPromptTokens: number;
}

/** Model id (or id prefix, or family name) → price; users' overrides use the same shape. */
export type PriceTable = Readonly<Record<string, ModelPrice>>;

/** A price whose cache rates are derived as the API's list prices mostly are: 1.25× and 0.1× input. */
export function priceFor(input: number, output: number): ModelPrice {
  return { input, output, cacheWrite: input * 1.25, cacheRead: input * 0.1 };
}

function rates(input: number, output: number, cacheWrite: number, cacheRead: number): ModelPrice {
  return { input, output, cacheWrite, cacheRead };
}

/** A model's family is the alias that names it (`claude-sonnet-5` is a sonnet). */
export type ModelFamily = ModelAlias;

const opus4 = rates(15, 75, 18.75, 1.5);
const opus45 = rates(5, 25, 6.25, 0.5);
const sonnet4 = rates(3, 15, 3.75, 0.3);

/**
 * Built-in prices per canonical model id (see `canonicalModelId`), as Claude Code 2.1.332 charges
 * them in its `total_cost_usd` (observed per id for 1M tokens of each kind; docs/models.md has the
 * table). Cache reads are not always 0.1× input: the 5.x ids read at 0.025× to 0.1×. Claude Code
 * sends `claude-opus-4-0` and `-4-1` as `claude-opus-5-5`; their price is the one it charges for
 * them under a provider's id (`anthropic.claude-opus-4-1-v1:0`, `claude-opus-4-1@20250805`).
 */
export const defaultPrices: PriceTable = {
  'claude-fable-5-2': rates(8, 40, 10, 0.2),
  'claude-fable-5-1': rates(10, 50, 12.5, 0.25),
  'claude-fable-5': rates(10, 50, 12.5, 1),
  'claude-mythos-5-2': rates(8, 40, 10, 0.2),
  'claude-mythos-5-1': rates(10, 50, 12.5, 0.25),
  'claude-mythos-5': rates(10, 50, 12.5, 1),
  'claude-opus-5-5': rates(4, 20, 5, 0.2),
  'claude-opus-5': opus45,
  'claude-opus-4-8': opus45,
  'claude-opus-4-7': opus45,
  'claude-opus-4-6': opus45,
  'claude-opus-4-5': opus45,
  'claude-opus-4-1': opus4,
  'claude-opus-4-0': opus4,
  'claude-opus-4': opus4,
  'claude-sonnet-5-5': rates(2, 10, 2.5, 0.1),
  'claude-sonnet-5': rates(2, 10, 2.5, 0.2),
  'claude-sonnet-4-6': sonnet4,
  'claude-sonnet-4-5': sonnet4,
  'claude-sonnet-4-0': sonnet4,
  'claude-sonnet-4': sonnet4,
  'claude-3-7-sonnet': sonnet4,
  'claude-3-5-sonnet': sonnet4,
  // Every rate is 5× higher once a request's prompt is over 100,000 tokens.
  'claude-haiku-5-5': {
    ...rates(0.1, 0.5, 0.125, 0.01),
    longPrompt: { ...rates(0.5, 2.5, 0.625, 0.05), overPromptTokens: 100_000 },
  },
  'claude-haiku-4-5': rates(1, 5, 1.25, 0.1),
  'claude-3-5-haiku': rates(0.8, 4, 1, 0.08),
};

/**
 * The id a model's price is kept under: without a provider's prefix or suffix, a date or the
 * `[1m]` flag. `us.anthropic.claude-opus-4-1-20250805-v1:0`, `claude-opus-4-1@20250805` and
 * `claude-opus-4-1[1m]` are all `claude-opus-4-1`.
 */
export function canonicalModelId(model: string): string {
  return model
    .trim()
    .toLowerCase()
    .replace(/^(?:[a-z-]+\.)?anthropic\./, '')
    .replace(/^(?:publishers\/anthropic\/)?models\//, '')
    .replace(/\[1m\]$/, '')
    .replace(/@.*$/, '')
    .replace(/-v\d+(?::\d+)?$/, '')
    .replace(/-(?:\d{8}|latest)$/, '');
}

export interface PriceMatch {
  price: ModelPrice;
  /** The table key that matched: an override key, a built-in canonical id, or a family name. */
  matchedBy: string;
  source: 'override' | 'default';
}

/**
 * The price of a model. A user's override first: the id, else the longest key that prefixes it,
 * else its canonical id, else its family (`opus` in `claude-opus-4-8`, also in provider ids like
 * `anthropic.claude-opus-4-8-v1:0`). Then the built-in price of its canonical id, else of the id
 * its family's alias sends (an unknown `claude-opus-9` costs what `claude-opus-5-5` does).
 * Undefined when nothing matches, as for `mistral`.
 */
export function findModelPrice(
  model: string,
  overrides: PriceTable = noOverrides,
): PriceMatch | undefined {
  const canonical = canonicalModelId(model);
  const override =
    lookupByModel(model, overrides, false) ??
    lookupByModel(canonical, overrides, false) ??
    lookupByModel(model, overrides);
  if (override) return { price: override.value, matchedBy: override.key, source: 'override' };
  const builtIn = defaultPrices[canonical];
  if (builtIn) return { price: builtIn, matchedBy: canonical, source: 'default' };
  const family = modelFamily(model);
  const familyPrice = family === undefined ? undefined : defaultPrices[defaultModelAliases[family]];
  if (family === undefined || !familyPrice) return undefined;
  return { price: familyPrice, matchedBy: family, source: 'default' };
}

/**
 * A model's entry in a table keyed by model ids, id prefixes and families: the id itself, else
 * the longest key that prefixes it, else (with `families`) its family (`opus` in
 * `claude-opus-4-8`, also in provider ids like `anthropic.claude-opus-4-8-v1:0`).
 */
export function lookupByModel<T>(
  model: string,
  table: Readonly<Record<string, T>>,
  families = true,
): { value: T; key: string } | undefined {
  // Asked several times per model request (prices, context window, cache minimum) with a few
  // model ids per run: each answer is kept per table, as the tables do not change.
  const cacheKey = `${families ? 'f' : 'n'}:${model}`;
  let answers = lookups.get(table) as
    Map<string, { value: T; key: string } | undefined> | undefined;
  if (!answers) {
    answers = new Map();
    lookups.set(table, answers);
  }
  if (answers.has(cacheKey)) return answers.get(cacheKey);
  const answer = lookupUncached(model, table, families);
  answers.set(cacheKey, answer);
  return answer;
}

const lookups = new WeakMap<object, Map<string, unknown>>();

/** The one empty table of no overrides: a default `{}` per call would be a new cache each time. */
export const noOverrides: Readonly<Record<string, never>> = Object.freeze({});

function lookupUncached<T>(
  model: string,
  table: Readonly<Record<string, T>>,
  families: boolean,
): { value: T; key: string } | undefined {
  const exact = table[model];
  if (exact !== undefined) return { value: exact, key: model };
  const prefix = Object.keys(table)
    .filter((key) => key !== '' && model.startsWith(key))
    .sort((left, right) => right.length - left.length)[0];
  const byPrefix = prefix === undefined ? undefined : table[prefix];
  if (prefix !== undefined && byPrefix !== undefined) return { value: byPrefix, key: prefix };
  const family = families ? modelFamily(model) : undefined;
  const byFamily = family === undefined ? undefined : table[family];
  return family !== undefined && byFamily !== undefined
    ? { value: byFamily, key: family }
    : undefined;
}

/** The family named in a model id, as a whole word between separators. */
export function modelFamily(model: string): ModelFamily | undefined {
  const words = model.toLowerCase().split(/[^a-z0-9]+/);
  return modelAliases.find((family) => words.includes(family));
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

/** The API's price of its web search tool: USD 10 per 1,000 searches, whatever the model. */
const webSearchUsdPerSearch = 0.01;

export function costAtPrice(price: ModelPrice, usage: TokenUsage): number {
  const promptTokens =
    usage.input_tokens + usage.cache_creation_input_tokens + usage.cache_read_input_tokens;
  const long = price.longPrompt;
  const rate: TokenRates = long && promptTokens > long.overPromptTokens ? long : price;
  const microDollars =
    usage.input_tokens * rate.input +
    usage.output_tokens * rate.output +
    usage.cache_creation_input_tokens * rate.cacheWrite +
    usage.cache_read_input_tokens * rate.cacheRead;
  return microDollars / 1_000_000 + (usage.web_search_requests ?? 0) * webSearchUsdPerSearch;
}

/** How a price is written in `--model-price`, FLOTILLA_MODEL_PRICES and the `model_prices` input. */
export const modelPriceForm =
  'MODEL=INPUT/OUTPUT or MODEL=INPUT/OUTPUT/CACHE_WRITE/CACHE_READ in USD per million tokens, e.g. my-model=3/15';

/**
 * Reads prices written as `MODEL=INPUT/OUTPUT[/CACHE_WRITE/CACHE_READ]`. Without the cache
 * prices they are derived as the API prices them (write 1.25 × input, read 0.1 × input). Each
 * malformed entry is a problem naming `source` and the expected form; a later entry for the
 * same model wins.
 */
export function parseModelPrices(
  entries: readonly string[],
  source: string,
): { prices: Record<string, ModelPrice>; problems: string[] } {
  const prices: Record<string, ModelPrice> = {};
  const problems: string[] = [];
  for (const entry of entries) {
    const text = entry.trim();
    const separator = text.indexOf('=');
    const model = text.slice(0, separator).trim();
    const numbers = text
      .slice(separator + 1)
      .split('/')
      .map((part) => (part.trim() === '' ? Number.NaN : Number(part)));
    const valid =
      separator > 0 &&
      model !== '' &&
      (numbers.length === 2 || numbers.length === 4) &&
      numbers.every((value) => Number.isFinite(value) && value >= 0);
    if (!valid) {
      problems.push(`${source} '${text}' is not a price; expected ${modelPriceForm}.`);
      continue;
    }
    const [input = 0, output = 0, cacheWrite, cacheRead] = numbers;
    prices[model] =
      cacheWrite === undefined || cacheRead === undefined
        ? priceFor(input, output)
        : { input, output, cacheWrite, cacheRead };
  }
  return { prices, problems };
}

/** The entries of a list of prices given as one text: separated by commas or newlines. */
export function splitModelPrices(text: string): string[] {
  return text
    .split(/[,\n]/)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

/** The parts of a run's configuration that decide which models it may use and what they cost. */
export interface BudgetSettings {
  maxBudgetUsd?: number | undefined;
  /** The lead's model: an alias or an id. */
  model: string;
  subagentModel?: string | undefined;
  unnamedSubagentModel?: string | undefined;
  modelAliases: Readonly<Record<string, string>>;
  prices: PriceTable;
}

/**
 * A budget is only a limit if every model's cost can be estimated: with `maxBudgetUsd` set, each
 * model the run can resolve at start (the lead's, FLOTILLA_SUBAGENT_MODEL, the agents' `model:`
 * fields through the aliases, CLAUDE_CODE_SUBAGENT_MODEL for those without one) needs a price, built in or configured. Throws a UserError naming
 * every model without one and how to give it.
 */
export function requirePricesForBudget(
  settings: BudgetSettings,
  agents: readonly { model?: string | undefined }[],
): void {
  if (settings.maxBudgetUsd === undefined) return;
  const context = {
    parentModel: settings.model,
    aliases: { ...settings.modelAliases },
    ...(settings.subagentModel ? { subagentModel: settings.subagentModel } : {}),
    ...(settings.unnamedSubagentModel
      ? { unnamedSubagentModel: settings.unnamedSubagentModel }
      : {}),
  };
  const models = new Set([
    resolveModel(settings.model, { parentModel: settings.model, aliases: context.aliases }),
    ...agents.map((agent) => resolveModel(agent.model, context)),
  ]);
  const unpriced = [...models].filter((model) => !findModelPrice(model, settings.prices));
  if (unpriced.length === 0) return;
  const names = unpriced.map((model) => `'${model}'`).join(', ');
  const example = unpriced[0] ?? 'MODEL';
  throw new UserError(
    `The budget (--max-budget-usd, the max_budget_usd input) needs a price for every model the run may use; there is no price for ${names}.`,
    `Set one with --model-price '${example}=INPUT/OUTPUT' (USD per million input/output tokens; repeatable), FLOTILLA_MODEL_PRICES or the Action's model_prices input, or run without a budget.`,
  );
}
