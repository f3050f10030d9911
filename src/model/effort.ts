import type Anthropic from '@anthropic-ai/sdk';

/** The effort levels of the Messages API (`output_config.effort`), as agent files and `--effort` name them. */
export const effortLevels = ['low', 'medium', 'high', 'xhigh', 'max'] as const;
export type Effort = (typeof effortLevels)[number];

export function isEffort(value: string): value is Effort {
  return (effortLevels as readonly string[]).includes(value);
}

/** An agent's effort: its definition's `effort:` (a level), else the run's `--effort`. */
export function agentEffort(
  definitionEffort: string | undefined,
  runEffort: Effort | undefined,
): Effort | undefined {
  return definitionEffort !== undefined && isEffort(definitionEffort)
    ? definitionEffort
    : runEffort;
}

/** What a request carries for thinking and effort, and the beta flags that go with it. */
export interface ThinkingParameters {
  thinking?: Anthropic.ThinkingConfigParam;
  output_config?: Anthropic.OutputConfig;
  betas: string[];
}

/**
 * Thinking and effort as Claude Code 2.1.332 sends them (observed on its requests):
 * - models that think with a token budget (Claude 4 and 4.1, and the 4.5 generation):
 *   `thinking: {type: 'enabled', budget_tokens: max_tokens - 1}`, beta
 *   `interleaved-thinking-2025-05-14`; of these only Opus 4.5 takes an effort level too;
 * - every later model, and ids Flotilla does not know (a gateway's own names):
 *   `thinking: {type: 'adaptive'}`;
 * - models with effort: `output_config: {effort}`, the level asked for or the model's default
 *   (medium for the ids the aliases send — Opus, Sonnet and Haiku 5.5, Fable 5.2 —, high for
 *   the others), beta `effort-2025-11-24`;
 * - thinking with `display: 'omitted'`: it is kept in the conversation, never shown.
 * Models from before (Claude 3.7 Sonnet and older) get neither thinking nor effort.
 *
 * MAX_THINKING_TOKENS (`maxThinkingTokens`), as Claude Code reads it: 0 turns thinking off
 * (`{type: 'disabled'}`, effort unchanged); more caps a budget model's `budget_tokens` (never
 * above max_tokens - 1) and leaves adaptive thinking as it is.
 */
export function thinkingParameters(
  model: string,
  maxTokens: number,
  effort: Effort | undefined,
  maxThinkingTokens?: number,
): ThinkingParameters {
  const id = model.toLowerCase();
  const family = thinkingFamily(id);
  if (family === 'none') return { betas: [] };
  const parameters: ThinkingParameters = { betas: [] };
  if (maxThinkingTokens === 0) {
    parameters.thinking = { type: 'disabled' };
  } else if (family === 'adaptive') {
    parameters.thinking = { type: 'adaptive', display: 'omitted' };
  } else if (maxTokens > 1024) {
    // The API wants 1024 ≤ budget_tokens < max_tokens; below that, no thinking.
    const budget = Math.max(1024, Math.min(maxThinkingTokens ?? Infinity, maxTokens - 1));
    parameters.thinking = { type: 'enabled', budget_tokens: budget, display: 'omitted' };
    parameters.betas.push('interleaved-thinking-2025-05-14');
  }
  if (family === 'adaptive' || /^claude-opus-4-5/.test(id)) {
    parameters.output_config = { effort: effort ?? defaultEffort(id) };
    parameters.betas.push('effort-2025-11-24');
  }
  return parameters;
}

function thinkingFamily(id: string): 'none' | 'budget' | 'adaptive' {
  if (/^claude-(instant|2|3)/.test(id)) return 'none';
  // A dated id: `-20251001`, or Vertex AI's `@20251001`.
  if (/^claude-(opus|sonnet|haiku)-4(-[015])?([-@]\d{8})?$/.test(id)) return 'budget';
  return 'adaptive';
}

/** Claude Code 2.1.332's default, per model (observed): Opus 4.7 xhigh, the alias ids medium. */
function defaultEffort(id: string): Effort {
  if (/^claude-opus-4-7/.test(id)) return 'xhigh';
  return /^claude-((opus|sonnet|haiku)-5-5|fable-5-2)/.test(id) ? 'medium' : 'high';
}
