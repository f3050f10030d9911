import { imageBlockTokens } from './image-tokens.js';
import { splitModel } from './model-aliases.js';
import { lookupByModel, noOverrides } from './pricing.js';

/** Model id (or id prefix, or family name) → context window in tokens; overrides use the same shape. */
export type ContextWindowTable = Readonly<Record<string, number>>;

/**
 * About four characters per token: close enough to tell how full a window is between two counts
 * of the API, and for the offline server's usage.
 */
export const charactersPerToken = 4;

export function estimateTokens(characters: number): number {
  return Math.ceil(characters / charactersPerToken);
}

/** Request content as it is measured: its JSON characters but images, and the images' tokens. */
export interface ContentSize {
  characters: number;
  imageTokens: number;
}

/**
 * The size of request content (messages, system blocks, one block) as it goes on the wire: its
 * JSON, less `cache_control` (a request setting, not prompt) and less each image, which counts
 * the tokens the API bills for it (src/model/image-tokens.ts), not the length of its base64.
 */
export function measureContent(value: unknown): ContentSize {
  let imageTokens = 0;
  const json = JSON.stringify(value, (key, item: unknown) => {
    if (key === 'cache_control') return undefined;
    const tokens = imageBlockTokens(item);
    if (tokens === undefined) return item;
    imageTokens += tokens;
    return null;
  }) as string | undefined;
  return { characters: json?.length ?? 0, imageTokens };
}

/** The estimated tokens of request content: its text at about 4 characters a token, and its images. */
export function estimateContentTokens(value: unknown): number {
  const size = measureContent(value);
  return estimateTokens(size.characters) + size.imageTokens;
}

/** The window of a model nobody told us about: every current Claude model has at least this. */
export const defaultContextWindow = 200_000;

/**
 * Known windows larger than the default. Claude Code 2.1.332 compacts the ids its aliases send
 * (`claude-opus-5-5`, `claude-sonnet-5-5`, `claude-haiku-5-5`, `claude-fable-5-2`) only past
 * ~967k tokens (1M − 20k reserved for the answer − 13k margin; observed: not at 960k, at 990k),
 * so those models have 1M.
 */
export const defaultContextWindows: ContextWindowTable = {
  'claude-opus-5-5': 1_000_000,
  'claude-sonnet-5-5': 1_000_000,
  'claude-haiku-5-5': 1_000_000,
  'claude-fable-5-2': 1_000_000,
};

/** The window a `[1m]` suffix asks for. */
const millionTokenWindow = 1_000_000;

/**
 * The context window of a model: 1M when it was asked for with `[1m]` (`sonnet[1m]`); else an
 * override for the id, else the longest override key that prefixes it, else an override for its
 * family; then the same in the built-in table; else 200k.
 */
export function contextWindowFor(
  model: string,
  overrides: ContextWindowTable = noOverrides,
): number {
  if (splitModel(model).millionTokenContext) return millionTokenWindow;
  return (
    lookupByModel(model, overrides)?.value ??
    lookupByModel(model, defaultContextWindows)?.value ??
    defaultContextWindow
  );
}

/**
 * How a run compacts its agents' conversations (src/config/compaction-environment.ts reads it):
 * `auto` false (DISABLE_AUTO_COMPACT, DISABLE_COMPACT) never compacts, the agent stops at the
 * window instead; `manual` false (DISABLE_COMPACT) refuses the `/compact` command too;
 * `thresholdPercent` (CLAUDE_AUTOCOMPACT_PCT_OVERRIDE) compacts earlier.
 */
export interface CompactionControls {
  auto: boolean;
  manual: boolean;
  thresholdPercent?: number;
  /**
   * CLAUDE_CODE_AUTO_COMPACT_WINDOW or `--autocompact`: the window compaction counts against
   * where it is smaller than the model's (the point to stop at stays the model's).
   */
  window?: number;
}

/** What Claude Code keeps free for the answer when it decides to compact (at most 20k). */
const maxReservedOutput = 20_000;
/** Claude Code's margin below that. */
const compactMargin = 13_000;
/** How close to the room left for the answer Claude Code still sends a request it will not compact. */
const blockingMargin = 3_000;

/** The window less the room the answer may take (its max_tokens, at most 20k). */
function effectiveWindow(contextWindow: number, maxOutputTokens: number): number {
  return contextWindow - Math.min(maxOutputTokens, maxReservedOutput);
}

/**
 * The conversation size (tokens) from which an agent compacts before its next call: the window
 * less the room the answer may take (its max_tokens, at most 20k) and a 13k margin, as Claude
 * Code 2.1.332 does (observed: 1M window → compacts above 967k). `percent`
 * (CLAUDE_AUTOCOMPACT_PCT_OVERRIDE) moves it to that share of the window less the answer's room,
 * never later than the default (observed: 50 with a 1M window and 128k max_tokens compacts at
 * 495k, not at 485k).
 */
export function compactionThreshold(
  contextWindow: number,
  maxOutputTokens: number,
  percent?: number,
): number {
  const effective = effectiveWindow(contextWindow, maxOutputTokens);
  const standard = effective - compactMargin;
  return percent === undefined
    ? standard
    : Math.min(Math.floor(effective * (percent / 100)), standard);
}

/**
 * The conversation size (tokens) from which an agent that may not compact (DISABLE_AUTO_COMPACT)
 * stops instead of sending its next request: 3k below the window less the answer's room, as
 * Claude Code 2.1.332 ends "Prompt is too long" (observed, 1M window: sent at 976k, stopped at 978.5k).
 */
export function blockingLimit(contextWindow: number, maxOutputTokens: number): number {
  return effectiveWindow(contextWindow, maxOutputTokens) - blockingMargin;
}

/** How a context window is written in `--context-window`, FLOTILLA_CONTEXT_WINDOWS and the `context_windows` input. */
export const contextWindowForm =
  'MODEL=TOKENS, a whole number of tokens, optionally with k or m (e.g. my-model=128k, opus=1m)';

/** The smallest window worth running an agent in: compaction keeps 13k free below the answer's room. */
const minimumContextWindow = 20_000;

/** A number of tokens written whole, optionally with k or m (`128000`, `128k`, `1m`). */
export function tokenAmount(text: string): number | undefined {
  const match = /^(\d+)\s*([km]?)$/i.exec(text.trim());
  if (match?.[1] === undefined) return undefined;
  const multiplier = { '': 1, k: 1_000, m: 1_000_000 }[match[2]?.toLowerCase() ?? ''] ?? 1;
  const tokens = Number(match[1]) * multiplier;
  return Number.isSafeInteger(tokens) ? tokens : undefined;
}

/**
 * Reads context windows written as `MODEL=TOKENS` (`128000`, `128k`, `1m`). Each malformed entry
 * is a problem naming `source` and the expected form; a later entry for the same model wins.
 */
export function parseContextWindows(
  entries: readonly string[],
  source: string,
): { windows: Record<string, number>; problems: string[] } {
  const windows: Record<string, number> = {};
  const problems: string[] = [];
  for (const entry of entries) {
    const text = entry.trim();
    const separator = text.indexOf('=');
    const model = text.slice(0, separator).trim();
    const tokens = tokenAmount(text.slice(separator + 1));
    if (separator <= 0 || model === '' || tokens === undefined) {
      problems.push(`${source} '${text}' is not a context window; expected ${contextWindowForm}.`);
      continue;
    }
    if (tokens < minimumContextWindow) {
      problems.push(
        `${source} '${text}' is too small a context window; expected at least ${minimumContextWindow} tokens.`,
      );
      continue;
    }
    windows[model] = tokens;
  }
  return { windows, problems };
}
