import { lookupByModel } from './pricing.js';

/**
 * The shortest prefix (tokens) the API caches, per model: a breakpoint on a shorter prefix is
 * accepted but neither written nor read. Figures from the API's prompt-caching documentation
 * (2026): the 5 generation of Opus, Fable and Mythos caches from 512 tokens; Opus 4.8, Sonnet 5
 * and the Sonnet 4.x / Opus 4 and 4.1 models from 1024; Opus 4.7 from 2048; Opus 4.6 and 4.5
 * and Haiku 4.5 from 4096; Haiku 3 and 3.5 from 2048. Keys are id prefixes; the longest wins.
 * The aliases' ids: `claude-opus-5-5` and `claude-fable-5-2` from 512 (their generation);
 * `claude-sonnet-5-5` takes Sonnet 5's 1024 and `claude-haiku-5-5` the default 1024, as the
 * documentation gives no figure of their own.
 */
const minimumCacheableTokensByPrefix: Readonly<Record<string, number>> = {
  'claude-fable-5': 512,
  'claude-mythos-5': 512,
  'claude-opus-5': 512,
  'claude-sonnet-5': 1024,
  'claude-opus-4-8': 1024,
  'claude-opus-4-7': 2048,
  'claude-opus-4-6': 4096,
  'claude-opus-4-5': 4096,
  'claude-opus-4': 1024,
  'claude-sonnet-4': 1024,
  'claude-3-7-sonnet': 1024,
  'claude-haiku-4-5': 4096,
  'claude-3-5-haiku': 2048,
  'claude-3-haiku': 2048,
};

/** For a model not in the table (a proxy's own name): the most common figure. */
const defaultMinimumCacheableTokens = 1024;

export function minimumCacheableTokens(model: string): number {
  return (
    lookupByModel(model, minimumCacheableTokensByPrefix, false)?.value ??
    defaultMinimumCacheableTokens
  );
}
