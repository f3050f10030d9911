import type { HookCommand } from '../agents/definition.js';

/**
 * How long the SessionEnd hooks may take together, as Claude Code 2.1.332 bounds them (observed):
 * 1.5 s; a hook's own `timeout` raises it, up to 60 s; CLAUDE_CODE_SESSIONEND_HOOKS_TIMEOUT_MS
 * raises it further, up to an hour. Each hook still ends at its own `timeout` when that is
 * shorter. A slow clean-up hook must not hold up the end of every run, nor a cancelled one past
 * the second signal.
 */
export const sessionEndDefaultMs = 1_500;
/** The most a hook's own `timeout` raises the bound to. */
export const sessionEndHookTimeoutCapMs = 60_000;
/** The most CLAUDE_CODE_SESSIONEND_HOOKS_TIMEOUT_MS raises it to. */
export const sessionEndConfiguredCapMs = 3_600_000;

/** The bound, in milliseconds, for these SessionEnd commands and the configured variable. */
export function sessionEndBudgetMs(
  commands: readonly HookCommand[],
  configuredMs: number | undefined,
): number {
  const longestHookMs = Math.max(0, ...commands.map((command) => (command.timeout ?? 0) * 1000));
  return Math.max(
    sessionEndDefaultMs,
    Math.min(longestHookMs, sessionEndHookTimeoutCapMs),
    Math.min(configuredMs ?? 0, sessionEndConfiguredCapMs),
  );
}
