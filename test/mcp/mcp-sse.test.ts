import { afterEach, describe, expect, it } from 'vitest';
import { startMcpSseServer } from '../support/mcp-sse-server.js';
import { cleanupRuns, requestMessages, run, toolResults } from '../subagents/harness.js';

afterEach(cleanupRuns);

const servers: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

describe('an MCP server on the SSE transport', () => {
  it('is reached from --mcp-config with ${VAR} in its URL and headers; its tool answers an agent, and the run closes its stream', async () => {
    const sse = await startMcpSseServer();
    servers.push(sse);
    const finished = await run({
      scenario: {
        name: 'mcp-sse',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              { tool_use: [{ name: 'mcp__events__echo', input: { text: 'over sse' } }] },
              { text: 'Echoed.' },
            ],
          },
        ],
      },
      config: {
        allowedTools: ['mcp__events'],
        mcpConfigs: [
          JSON.stringify({
            mcpServers: {
              events: {
                type: 'sse',
                url: '${SSE_URL}',
                headers: { Authorization: 'Bearer ${SSE_TOKEN}' },
              },
            },
          }),
        ],
      },
      mcpVariables: { SSE_URL: sse.url, SSE_TOKEN: 'named-in-config' },
    });
    expect(finished.result.conclusion, finished.logs.join('\n')).toBe('success');
    const [first, second] = finished.requestsOf('flotilla-lead');
    const tools = (first?.body as { tools: Array<{ name: string }> }).tools;
    expect(tools.map((tool) => tool.name)).toContain('mcp__events__echo');
    const [result] = toolResults(requestMessages(second).at(-1));
    expect(result?.isError, result?.text).toBe(false);
    expect(result?.text).toBe("sse echoes 'over sse'");
    // Both halves of the transport carried the configured header: the event stream (GET) and
    // the messages (POST).
    const methods = new Set(
      sse.headers
        .filter((headers) => headers.authorization === 'Bearer named-in-config')
        .map((headers) => (headers.accept?.includes('text/event-stream') ? 'stream' : 'post')),
    );
    expect(methods).toEqual(new Set(['stream', 'post']));
    // The run closed its client: no event stream is left open on the server.
    for (let attempt = 0; attempt < 50 && sse.openStreams() > 0; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(sse.openStreams()).toBe(0);
  });

  it('a server that is not there is a warning and an incomplete entry naming it, and the run goes on without its tools', async () => {
    const sse = await startMcpSseServer();
    const gone = sse.url;
    await sse.close();
    const finished = await run({
      scenario: {
        name: 'mcp-sse-gone',
        agents: [{ match: { agent: 'flotilla-lead' }, turns: [{ text: 'Nothing to echo.' }] }],
      },
      config: {
        mcpConfigs: [JSON.stringify({ mcpServers: { events: { type: 'sse', url: gone } } })],
      },
    });
    expect(finished.result.conclusion).toBe('partial');
    expect(finished.result.incomplete).toEqual([
      expect.objectContaining({ name: 'MCP server events', status: 'not_started' }),
    ]);
    expect(finished.result.incomplete[0]?.reason).toMatch(/ECONNREFUSED/);
    expect(finished.logs.join('\n')).toMatch(
      /warning: MCP server 'events' \(.*\) did not start, so its tools are missing: .*ECONNREFUSED/,
    );
    const tools = (
      finished.requestsOf('flotilla-lead')[0]?.body as { tools: Array<{ name: string }> }
    ).tools;
    expect(tools.map((tool) => tool.name).filter((name) => name.startsWith('mcp__'))).toEqual([]);
  });
});
