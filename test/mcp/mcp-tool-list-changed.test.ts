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

describe('an MCP server whose tool list changes mid-run', () => {
  afterEach(cleanupRuns);

  it('offers the new list from the next turn, and its new tool runs (tools/list_changed)', async () => {
    const server = { command: 'node', args: [serverScript, 'dyn'], env: { MCP_TEST_DYNAMIC: '1' } };
    const outcome = await run({
      config: {
        mcpConfigs: [JSON.stringify({ mcpServers: { dyn: server } })],
        allowedTools: ['mcp__dyn'],
      },
      scenario: {
        name: 'list-changed',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              { tool_use: [{ name: 'mcp__dyn__addtool', input: {} }] },
              { tool_use: [{ name: 'mcp__dyn__added', input: {} }] },
              { text: 'Done.' },
            ],
          },
        ],
      },
    });
    const requests = outcome.requestsOf('flotilla-lead');
    expect(requestToolNames(requests[0])).not.toContain('mcp__dyn__added');
    expect(requestToolNames(requests[1])).toContain('mcp__dyn__added');
    const results = toolResults(requestMessages(requests[2]).at(-1));
    expect(results[0]?.isError).toBe(false);
    expect(results[0]?.text).toContain('the added tool ran');
  });

  it('goes on with the list it had when the server never answers the new listing', async () => {
    const server = {
      command: 'node',
      args: [serverScript, 'dyn'],
      env: { MCP_TEST_DYNAMIC: '1', MCP_TEST_STALL_RELIST: '1' },
    };
    const started = performance.now();
    const outcome = await run({
      config: {
        mcpConfigs: [JSON.stringify({ mcpServers: { dyn: server } })],
        allowedTools: ['mcp__dyn'],
        mcpStartupTimeoutMs: 1_000,
      },
      scenario: {
        name: 'list-changed-stalled',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [{ tool_use: [{ name: 'mcp__dyn__addtool', input: {} }] }, { text: 'Done.' }],
          },
        ],
      },
    });
    // The listing is bounded like a server's start (MCP_TIMEOUT), not by the tool-call limit.
    expect(performance.now() - started).toBeLessThan(15_000);
    expect(outcome.result.conclusion).toBe('success');
    const requests = outcome.requestsOf('flotilla-lead');
    expect(requestToolNames(requests[1])).toContain('mcp__dyn__addtool');
  }, 30_000);

  it('offers a subagent the new list from its next turn', async () => {
    const server = { command: 'node', args: [serverScript, 'dyn'], env: { MCP_TEST_DYNAMIC: '1' } };
    const outcome = await run({
      config: {
        mcpConfigs: [JSON.stringify({ mcpServers: { dyn: server } })],
        allowedTools: ['mcp__dyn'],
      },
      scenario: {
        name: 'list-changed-subagent',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              {
                tool_use: [
                  {
                    name: 'Agent',
                    input: {
                      description: 'use the server',
                      prompt: 'Add the tool and run it.',
                      subagent_type: 'general-purpose',
                    },
                  },
                ],
              },
              { text: 'Done.' },
            ],
            repeat_last: true,
          },
          {
            match: { agent: 'general-purpose' },
            turns: [
              { tool_use: [{ name: 'mcp__dyn__addtool', input: {} }] },
              { tool_use: [{ name: 'mcp__dyn__added', input: {} }] },
              { text: 'Ran it.' },
            ],
          },
        ],
      },
    });
    const requests = outcome.requestsOf('general-purpose');
    expect(requests).toHaveLength(3);
    expect(requestToolNames(requests[1])).toContain('mcp__dyn__added');
    const results = toolResults(requestMessages(requests[2]).at(-1));
    expect(results[0]?.text).toContain('the added tool ran');
  });
});
