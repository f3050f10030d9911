import { timerDelayMs } from '../platform/long-timeout.js';

/**
 * MCP_TIMEOUT (a server's start-up) and MCP_TOOL_TIMEOUT (one tool call), in milliseconds as
 * Claude Code reads them; the entry points pass their environment here and the result into
 * RunConfig.
 */
export function mcpTimeoutsFromEnvironment(env: Readonly<Record<string, string | undefined>>): {
  timeouts: { mcpStartupTimeoutMs?: number; mcpToolTimeoutMs?: number };
  problems: string[];
} {
  const problems: string[] = [];
  const read = (name: string): number | undefined => {
    const text = env[name]?.trim() ?? '';
    if (text === '') return undefined;
    const value = Number(text);
    // The MCP SDK times with setTimeout: anything past its 24.8 days means "no limit".
    if (Number.isInteger(value) && value > 0) return timerDelayMs(value);
    problems.push(
      `Environment variable ${name} is '${text}'; expected a whole number of milliseconds above 0, such as 30000.`,
    );
    return undefined;
  };
  const startup = read('MCP_TIMEOUT');
  const tool = read('MCP_TOOL_TIMEOUT');
  return {
    timeouts: {
      ...(startup !== undefined ? { mcpStartupTimeoutMs: startup } : {}),
      ...(tool !== undefined ? { mcpToolTimeoutMs: tool } : {}),
    },
    problems,
  };
}
