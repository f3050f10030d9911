import { timerDelayMs } from '../platform/long-timeout.js';

/**
 * An environment variable that holds a time in milliseconds (MCP_TIMEOUT,
 * CLAUDE_CODE_SESSIONEND_HOOKS_TIMEOUT_MS): undefined when unset or blank; a bad value is added
 * to `problems` with the form expected. Anything past a timer's 24.8 days means "no limit".
 */
export function millisecondsVariable(
  env: Readonly<Record<string, string | undefined>>,
  name: string,
  problems: string[],
): number | undefined {
  const text = env[name]?.trim() ?? '';
  if (text === '') return undefined;
  const value = Number(text);
  if (Number.isInteger(value) && value > 0) return timerDelayMs(value);
  problems.push(
    `Environment variable ${name} is '${text}'; expected a whole number of milliseconds above 0, such as 30000.`,
  );
  return undefined;
}
