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
 * - models that think with a token budget (the 4.5 generation and older 4.x, Claude 3.7
 *   Sonnet): `thinking: {type: 'enabled', budget_tokens: max_tokens - 1}`, no effort (an effort
 *   level is not sent to them, whatever was asked), beta `interleaved-thinking-2025-05-14`;
 * - every later model: `thinking: {type: 'adaptive'}` and `output_config: {effort}`, the level
 *   asked for or the model's default (medium for Opus 5.5, high for the others), beta
 *   `effort-2025-11-24`;
 * - both with `display: 'omitted'`: thinking is kept in the conversation, never shown.
 * Models from before extended thinking (Claude 3.5 and older) get neither.
 */
export function thinkingParameters(
  model: string,
  maxTokens: number,
  effort: Effort | undefined,
): ThinkingParameters {
  const family = thinkingFamily(model);
  if (family === 'none') return { betas: [] };
  if (family === 'budget') {
    // The API wants 1024 ≤ budget_tokens < max_tokens; below that, no thinking.
    if (maxTokens <= 1024) return { betas: [] };
    return {
      thinking: { type: 'enabled', budget_tokens: maxTokens - 1, display: 'omitted' },
      betas: ['interleaved-thinking-2025-05-14'],
    };
  }
  return {
    thinking: { type: 'adaptive', display: 'omitted' },
    output_config: { effort: effort ?? defaultEffort(model) },
    betas: ['effort-2025-11-24'],
  };
}

function thinkingFamily(model: string): 'none' | 'budget' | 'adaptive' {
  const id = model.toLowerCase();
  if (/^claude-3-7-sonnet/.test(id)) return 'budget';
  if (/^claude-(instant|2|3)/.test(id)) return 'none';
  if (/^claude-(opus|sonnet|haiku)-4(-[015])?(-\d{8})?$/.test(id)) return 'budget';
  return 'adaptive';
}

function defaultEffort(model: string): Effort {
  return /^claude-opus-5-5/.test(model.toLowerCase()) ? 'medium' : 'high';
}
