import { timerDelayMs } from '../platform/long-timeout.js';

/**
 * The request knobs Claude Code reads from its environment, read the same way:
 * CLAUDE_CODE_MAX_OUTPUT_TOKENS (every request's `max_tokens`, at most the model's limit),
 * MAX_THINKING_TOKENS (0: no thinking; more: a cap on a thinking budget) and API_TIMEOUT_MS (the
 * per-request timeout). An entry point reads them once; they travel in RunConfig.modelAccess.
 * Unlike Claude Code, which ignores a value it cannot read, a bad value stops the run (exit 2).
 * A timeout past what the SDK's timer keeps (about 24.8 days) is that longest one, as there.
 */

type Environment = Readonly<Record<string, string | undefined>>;

interface RequestKnobs {
  maxOutputTokens?: number;
  maxThinkingTokens?: number;
  timeoutMs?: number;
}

const knobs = [
  ['CLAUDE_CODE_MAX_OUTPUT_TOKENS', 'maxOutputTokens', 1, 'e.g. 32000'],
  ['MAX_THINKING_TOKENS', 'maxThinkingTokens', 0, '0 turns thinking off; e.g. 8000'],
  ['API_TIMEOUT_MS', 'timeoutMs', 1, 'milliseconds, e.g. 600000'],
] as const;

export function requestKnobsFromEnvironment(env: Environment): {
  knobs: RequestKnobs;
  problems: string[];
} {
  const result: RequestKnobs = {};
  const problems: string[] = [];
  for (const [name, key, minimum, example] of knobs) {
    const text = env[name]?.trim();
    if (!text) continue;
    const value = Number(text);
    if (!/^\d+$/.test(text) || !Number.isSafeInteger(value) || value < minimum) {
      problems.push(
        `${name} '${text}' is not a whole number of ${minimum} or more (${example}); fix or unset it.`,
      );
      continue;
    }
    result[key] = key === 'timeoutMs' ? timerDelayMs(value) : value;
  }
  return { knobs: result, problems };
}
