import { modelFamily } from './pricing.js';

/** Model id (or id prefix, or family name) → context window in tokens; overrides use the same shape. */
export type ContextWindowTable = Readonly<Record<string, number>>;

/** The window of a model nobody told us about: every current Claude model has at least this. */
export const defaultContextWindow = 200_000;

/**
 * Known windows larger than the default. Claude Code 2.1.332 compacts `claude-opus-5-5` only
 * past ~967k tokens (1M − 20k reserved for the answer − 13k margin), so that model has 1M.
 */
export const defaultContextWindows: ContextWindowTable = {
  'claude-opus-5-5': 1_000_000,
};

/**
 * The context window of a model: an override for the id, else the longest override key that
 * prefixes it, else an override for its family; then the same in the built-in table; else 200k.
 */
export function contextWindowFor(model: string, overrides: ContextWindowTable = {}): number {
  return lookup(model, overrides) ?? lookup(model, defaultContextWindows) ?? defaultContextWindow;
}

function lookup(model: string, table: ContextWindowTable): number | undefined {
  const exact = table[model];
  if (exact !== undefined) return exact;
  const prefix = Object.keys(table)
    .filter((key) => key !== '' && model.startsWith(key))
    .sort((left, right) => right.length - left.length)[0];
  if (prefix !== undefined) return table[prefix];
  const family = modelFamily(model);
  return family === undefined ? undefined : table[family];
}

/** What Claude Code keeps free for the answer when it decides to compact (at most 20k). */
const maxReservedOutput = 20_000;
/** Claude Code's margin below that. */
const compactMargin = 13_000;

/**
 * The conversation size (tokens) from which an agent compacts before its next call: the window
 * less the room the answer may take (its max_tokens, at most 20k) and a 13k margin, as Claude
 * Code 2.1.332 does (observed: 1M window → compacts above 967k).
 */
export function compactionThreshold(contextWindow: number, maxOutputTokens: number): number {
  return contextWindow - Math.min(maxOutputTokens, maxReservedOutput) - compactMargin;
}
