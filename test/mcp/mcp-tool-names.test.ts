import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  cleanupRuns,
  requestMessages,
  requestToolNames,
  run,
  toolResults,
} from '../subagents/harness.js';

const serverScript = path.resolve(import.meta.dirname, '../support/mcp-test-server.mjs');

afterEach(cleanupRuns);

const server = (name: string, env: Record<string, string> = {}) => ({
  command: 'node',
  args: [serverScript, name],
  env,
});

/**
 * `s2` lists tools `a.b` and `a_b` (both `mcp__s2__a_b`); servers `x.y` and `x_y` both give
 * `mcp__x_y__echo`. The offline server, like the API, answers 400 to a request whose tools
 * share a name.
 */
const mcpConfig = JSON.stringify({
  mcpServers: {
    s2: server('s2', { MCP_TEST_LOOKALIKES: '1' }),
    'x.y': server('x.y'),
    x_y: server('x_y'),
  },
});

describe('MCP tool names that normalise alike', () => {
  it('are offered once, the first listed or configured kept, with a warning naming the one left out', async () => {
    const finished = await run({
      scenario: {
        name: 'lookalikes',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              {
                tool_use: [
                  { name: 'mcp__s2__a_b', input: {} },
                  { name: 'mcp__x_y__echo', input: { text: 'hi' } },
                ],
              },
              { text: 'Done.' },
            ],
          },
        ],
      },
      config: { mcpConfigs: [mcpConfig], allowedTools: ['mcp__s2', 'mcp__x_y'] },
    });
    expect(finished.result.conclusion, finished.logs.join('\n')).toBe('success');
    const [first, second] = finished.requestsOf('flotilla-lead');
    const names = requestToolNames(first).filter((name) => name.startsWith('mcp__'));
    expect(names.filter((name) => name === 'mcp__s2__a_b')).toHaveLength(1);
    expect(names.filter((name) => name === 'mcp__x_y__echo')).toHaveLength(1);
    expect(new Set(names).size).toBe(names.length);
    const [lookalike, echo] = toolResults(requestMessages(second).at(-1));
    // Claude Code 2.1.332 keeps the tool its server lists first.
    expect(lookalike?.text).toBe('s2 ran a.b');
    expect(echo?.text).toMatch(/^x\.y echoes 'hi'/);
    expect(finished.logs).toContain(
      "warning: MCP tool 'a_b' of server 's2' is left out: its name mcp__s2__a_b is already that of tool 'a.b' of server 's2', and tool names must be unique in a request. Rename one of them (or the server) to use both.",
    );
    expect(finished.logs).toContain(
      "warning: MCP tool 'echo' of server 'x_y' is left out: its name mcp__x_y__echo is already that of tool 'echo' of server 'x.y', and tool names must be unique in a request. Rename one of them (or the server) to use both.",
    );
    // Said once, though both of the lead's requests were built with the tools.
    expect(finished.logs.filter((line) => line.includes("MCP tool 'a_b'"))).toHaveLength(1);
  });
});
