import { millisecondsVariable } from './milliseconds-variable.js';

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
  const startup = millisecondsVariable(env, 'MCP_TIMEOUT', problems);
  const tool = millisecondsVariable(env, 'MCP_TOOL_TIMEOUT', problems);
  return {
    timeouts: {
      ...(startup !== undefined ? { mcpStartupTimeoutMs: startup } : {}),
      ...(tool !== undefined ? { mcpToolTimeoutMs: tool } : {}),
    },
    problems,
  };
}
