import { canonicalModelId } from './pricing.js';

/**
 * How many tokens an answer may take (`max_tokens`), per model, as Claude Code 2.1.332 sends it
 * (observed on its requests): the default, and the most CLAUDE_CODE_MAX_OUTPUT_TOKENS may raise
 * it to (a larger value is cut to that). Ids Flotilla does not know (a gateway's own names) get
 * what Claude Code gives them: 32,000, up to 128,000.
 */
interface OutputTokenLimits {
  default: number;
  upper: number;
}

/** First match wins: the longer ids come before the ids they start with. */
const limitsByModel: ReadonlyArray<readonly [RegExp, OutputTokenLimits]> = [
  // The aliases' ids: 128,000 whatever the effort or thinking settings (observed).
  [/^claude-(opus|sonnet|haiku)-5-5/, { default: 128_000, upper: 128_000 }],
  [/^claude-(fable|mythos)-5-2/, { default: 128_000, upper: 128_000 }],
  // `claude-sonnet-5`, `claude-fable-5`, `-5-1` and their Mythos twins get 64,000 (observed);
  // `claude-haiku-5` is unknown.
  [/^claude-(sonnet|fable|mythos)-5/, { default: 64_000, upper: 128_000 }],
  [/^claude-opus-4-[6-9]/, { default: 64_000, upper: 128_000 }],
  [/^claude-opus-4(-1)?($|-\d{8})/, { default: 32_000, upper: 32_000 }],
  [/^claude-(opus|sonnet|haiku)-4/, { default: 32_000, upper: 64_000 }],
  [/^claude-3-7-sonnet/, { default: 32_000, upper: 64_000 }],
  [/^claude-3-5-/, { default: 8_192, upper: 8_192 }],
  [/^claude-(instant|2|3)/, { default: 4_096, upper: 4_096 }],
];

const unknownModelLimits: OutputTokenLimits = { default: 32_000, upper: 128_000 };

function limitsFor(model: string): OutputTokenLimits {
  // A provider's id (`us.anthropic.claude-opus-5-5`, `claude-opus-4-1@20250805`) has its model's limits.
  const id = canonicalModelId(model);
  return limitsByModel.find(([pattern]) => pattern.test(id))?.[1] ?? unknownModelLimits;
}

/** The `max_tokens` a request of this model carries unless CLAUDE_CODE_MAX_OUTPUT_TOKENS says. */
export function defaultMaxOutputTokens(model: string): number {
  return limitsFor(model).default;
}

/** CLAUDE_CODE_MAX_OUTPUT_TOKENS for this model: the value asked for, at most the model's limit. */
export function cappedMaxOutputTokens(model: string, asked: number): number {
  return Math.min(asked, limitsFor(model).upper);
}
