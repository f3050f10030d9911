import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupRuns, requestMessages, run, toolResults } from '../subagents/harness.js';

const serverScript = path.resolve(import.meta.dirname, '../support/mcp-test-server.mjs');
const server = { command: 'node', args: [serverScript, 't'], env: { MCP_TEST_ANNOTATED: '1' } };

afterEach(cleanupRuns);

/** The lead's tool results for one call each of `tools`, in plan mode with `allowedTools`. */
async function planModeResults(allowedTools: string[], tools: string[]) {
  const finished = await run({
    scenario: {
      name: 'mcp-plan',
      agents: [
        {
          match: { agent: 'flotilla-lead' },
          turns: [
            ...tools.map((name) => ({ tool_use: [{ name, input: {} }] })),
            { text: 'Planned.' },
          ],
        },
      ],
    },
    config: {
      permissionMode: 'plan',
      allowedTools,
      mcpConfigs: [JSON.stringify({ mcpServers: { t: server } })],
    },
  });
  return finished
    .requestsOf('flotilla-lead')
    .slice(1)
    .map((request) => toolResults(requestMessages(request).at(-1))[0]);
}

describe('MCP tools in plan mode', () => {
  it('runs an allowed tool its server annotates readOnlyHint, and refuses the others, as Claude Code 2.1.332 does', async () => {
    const [lookup, erase, echo] = await planModeResults(
      ['mcp__t'],
      ['mcp__t__lookup', 'mcp__t__erase', 'mcp__t__echo'],
    );
    expect(lookup).toMatchObject({ isError: false, text: 'looked up' });
    expect(erase).toMatchObject({ isError: true });
    expect(erase?.text).toContain("permission mode 'plan' is read-only");
    expect(echo).toMatchObject({ isError: true });
  });

  it('still needs an allow rule for a readOnlyHint tool, and says so', async () => {
    const [lookup] = await planModeResults([], ['mcp__t__lookup']);
    expect(lookup).toMatchObject({ isError: true });
    expect(lookup?.text).toContain(
      "mcp__t__lookup says it only reads, so permission mode 'plan' runs it when an allow rule matches, and none does. To allow it, add `mcp__t__lookup` to",
    );
  });
});
