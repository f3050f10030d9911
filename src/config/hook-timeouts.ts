import { millisecondsVariable } from './milliseconds-variable.js';

/**
 * CLAUDE_CODE_SESSIONEND_HOOKS_TIMEOUT_MS, in milliseconds as Claude Code reads it: raises the
 * bound on the SessionEnd hooks (src/hooks/session-end-budget.ts). The entry points pass their
 * environment here and the result into RunConfig.
 */
export function hookTimeoutsFromEnvironment(env: Readonly<Record<string, string | undefined>>): {
  timeouts: { sessionEndHooksTimeoutMs?: number };
  problems: string[];
} {
  const problems: string[] = [];
  const sessionEnd = millisecondsVariable(env, 'CLAUDE_CODE_SESSIONEND_HOOKS_TIMEOUT_MS', problems);
  return {
    timeouts: sessionEnd !== undefined ? { sessionEndHooksTimeoutMs: sessionEnd } : {},
    problems,
  };
}
