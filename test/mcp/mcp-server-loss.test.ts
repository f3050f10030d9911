import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { AgentDefinition } from '../../src/agents/definition.js';
import { McpServers } from '../../src/mcp/mcp-servers.js';
import type { McpServerConfig } from '../../src/mcp/server-config.js';
import type { AnyTool, ToolContext } from '../../src/tools/define-tool.js';
import { startMcpHttpServer } from '../support/mcp-http-server.js';
import { startMcpSessionHttpServer } from '../support/mcp-session-http-server.js';
import { startMcpSseServer } from '../support/mcp-sse-server.js';
import { cleanupRuns, requestMessages, run, toolResults } from '../subagents/harness.js';

const serverScript = path.resolve(import.meta.dirname, '../support/mcp-test-server.mjs');
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
  await cleanupRuns();
});

/** A stdio server that starts once: a second start fails, as a server whose port is taken. */
function startsOnce(marker: string): McpServerConfig {
  return {
    command: 'sh',
    args: [
      '-c',
      `if [ -e "$MARKER" ]; then echo 'cannot start again: port in use' >&2; exit 1; fi; touch "$MARKER"; exec node ${JSON.stringify(serverScript)} once`,
    ],
    env: { MARKER: marker },
  };
}

const agent: AgentDefinition = {
  name: 'worker',
  description: 'Works.',
  systemPrompt: '',
  source: 'project',
};

async function open(name: string, config: McpServerConfig, reconnectDelaysMs?: number[]) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'flotilla-mcp-loss-'));
  const warnings: string[] = [];
  const servers = await McpServers.open({
    configured: new Map([[name, { name, scope: 'flag', origin: 'test', config }]]),
    repoRoot: dir,
    environment: { PATH: process.env.PATH ?? '' },
    variables: {},
    startupTimeoutMs: 10_000,
    ...(reconnectDelaysMs ? { reconnectDelaysMs } : {}),
    warn: (line) => warnings.push(line),
  });
  cleanups.push(async () => {
    await servers.close();
    await rm(dir, { recursive: true, force: true });
  });
  const { tools } = await servers.toolsFor(agent, dir);
  const context: ToolContext = {
    root: dir,
    signal: new AbortController().signal,
    agentId: 'a1',
    agentName: 'worker',
    environment: {},
    toolUseId: 'toolu_1',
  };
  const call = (tool: string, input: Record<string, unknown> = {}) => {
    const found = tools.find((candidate: AnyTool) => candidate.name === tool);
    if (!found) throw new Error(`no tool ${tool}`);
    return found.run(input, context);
  };
  return { servers, warnings, call };
}

async function until(condition: () => boolean, what: string): Promise<void> {
  for (let waited = 0; !condition(); waited += 20) {
    if (waited > 10_000) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('an MCP server lost mid-run', () => {
  for (const kind of ['http', 'sse'] as const) {
    it(`is lost when a ${kind} server stops and cannot be reached again: calls meanwhile say so, and its state is failed`, async () => {
      const remote = kind === 'http' ? await startMcpHttpServer() : await startMcpSseServer();
      cleanups.push(() => remote.close());
      const { servers, warnings, call } = await open(
        'remote',
        { type: kind, url: remote.url, headers: {} },
        [100, 100],
      );
      expect(await call('mcp__remote__echo', { text: 'one' })).toContain("echoes 'one'");
      await remote.close();
      await expect(call('mcp__remote__echo', { text: 'two' })).rejects.toThrow(
        // Refused, or cut when the client's kept-alive connection was closed under it.
        new RegExp(
          `MCP server 'remote' could not be reached at ${remote.url}: .*(ECONNREFUSED|UND_ERR_SOCKET)`,
        ),
      );
      await expect(call('mcp__remote__echo', { text: 'three' })).rejects.toThrow(
        /MCP server 'remote' is not connected: it could not be reached \(.+\); connecting to it again \(attempt 1 of 2\)/,
      );
      await until(() => servers.failures().length > 0, 'the server to be lost');
      await expect(call('mcp__remote__echo', { text: 'four' })).rejects.toThrow(
        /MCP server 'remote' is lost: it could not be reached \(.+\), and 2 attempts to connect again over 0.2 s failed \(the last: .*ECONNREFUSED/,
      );
      expect(servers.failures()).toEqual([
        expect.objectContaining({ name: 'remote', status: 'failed', lost: true }),
      ]);
      expect(warnings.filter((line) => line.includes('was lost mid-run'))).toHaveLength(1);
    });
  }

  it('is connected again when an HTTP server that stopped comes back, and is not lost', async () => {
    const first = await startMcpHttpServer();
    const { servers, call } = await open(
      'remote',
      { type: 'http', url: first.url, headers: {} },
      [300, 300, 300],
    );
    expect(await call('mcp__remote__echo', { text: 'one' })).toContain("http echoes 'one'");
    await first.close();
    await expect(call('mcp__remote__echo', { text: 'two' })).rejects.toThrow(
      /could not be reached/,
    );
    const second = await startMcpHttpServer(first.port);
    cleanups.push(() => second.close());
    await until(() => second.headers.length > 0, 'an attempt to connect again');
    await expect
      .poll(() =>
        call('mcp__remote__echo', { text: 'three' }).catch((error: Error) => error.message),
      )
      .toBe("http echoes 'three'");
    expect(servers.failures()).toEqual([]);
  });

  it('is connected afresh when a streamable HTTP server forgets the session, and the call goes through', async () => {
    const http = await startMcpSessionHttpServer();
    cleanups.push(() => http.close());
    const { servers, call } = await open('remote', { type: 'http', url: http.url, headers: {} });
    expect(await call('mcp__remote__echo', { text: 'one' })).toContain("session echoes 'one'");
    http.forgetSessions();
    expect(await call('mcp__remote__echo', { text: 'two' })).toContain("session echoes 'two'");
    expect(await call('mcp__remote__echo', { text: 'three' })).toContain("session echoes 'three'");
    expect(http.sessionsOpened()).toBe(2);
    expect(servers.failures()).toEqual([]);
  });

  it('whose restart fails is lost: every later call says so, and its state is failed', async () => {
    const marker = path.join(os.tmpdir(), `flotilla-once-${process.pid}-${Date.now()}`);
    cleanups.push(() => rm(marker, { force: true }));
    const { servers, warnings, call } = await open('once', startsOnce(marker));
    await expect(call('mcp__once__crash')).rejects.toThrow();
    await expect(call('mcp__once__echo', { text: 'x' })).rejects.toThrow(
      /MCP server 'once' is lost: it stopped, and restarting it failed: .*cannot start again/,
    );
    // Not "stopped again after its one restart": the restart never succeeded.
    await expect(call('mcp__once__echo', { text: 'y' })).rejects.toThrow(
      /is lost: it stopped, and restarting it failed/,
    );
    expect(servers.failures()).toEqual([
      expect.objectContaining({
        name: 'once',
        status: 'failed',
        lost: true,
        error: expect.stringContaining('restarting it failed'),
      }),
    ]);
    expect(warnings.filter((line) => line.includes('was lost mid-run'))).toHaveLength(1);
  });

  it('an HTTP server unreachable at start makes the run partial, saying why (not just "fetch failed")', async () => {
    const remote = await startMcpHttpServer();
    await remote.close();
    const outcome = await run({
      config: {
        mcpConfigs: [JSON.stringify({ mcpServers: { remote: { type: 'http', url: remote.url } } })],
      },
      scenario: {
        name: 'mcp-http-refused',
        agents: [{ match: { agent: 'flotilla-lead' }, turns: [{ text: 'Done.' }] }],
      },
    });
    expect(outcome.result.conclusion).toBe('partial');
    expect(outcome.result.incomplete).toEqual([
      expect.objectContaining({
        name: 'MCP server remote',
        status: 'not_started',
        reason: expect.stringMatching(/did not start .*fetch failed \(connect ECONNREFUSED/),
      }),
    ]);
    expect(outcome.logs.join('\n')).toMatch(
      /warning: MCP server 'remote' \(.*\) did not start, so its tools are missing: .*ECONNREFUSED/,
    );
  });

  it('makes the run partial when an HTTP server stops and has not come back when the run ends', async () => {
    const remote = await startMcpHttpServer();
    cleanups.push(() => remote.close());
    const outcome = await run({
      config: {
        mcpConfigs: [JSON.stringify({ mcpServers: { remote: { type: 'http', url: remote.url } } })],
        allowedTools: ['mcp__remote'],
      },
      scenario: {
        name: 'mcp-http-lost',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              { tool_use: [{ name: 'mcp__remote__stop', input: {} }] },
              { tool_use: [{ name: 'mcp__remote__echo', input: { text: 'x' } }] },
              { text: 'Done.' },
            ],
          },
        ],
      },
    });
    const results = toolResults(requestMessages(outcome.requestsOf('flotilla-lead')[2]).at(-1));
    expect(results[0]?.isError).toBe(true);
    expect(results[0]?.text).toMatch(/MCP server 'remote' could not be reached at /);
    expect(outcome.result.conclusion).toBe('partial');
    expect(outcome.result.incomplete).toEqual([
      expect.objectContaining({
        name: 'MCP server remote',
        status: 'failed',
        reason: expect.stringMatching(
          /was lost mid-run .*it could not be reached \(.+\) and had not come back when the run ended/,
        ),
      }),
    ]);
  });

  it('makes the run partial, with the server among the incomplete', async () => {
    const marker = path.join(os.tmpdir(), `flotilla-once-run-${process.pid}-${Date.now()}`);
    cleanups.push(() => rm(marker, { force: true }));
    const outcome = await run({
      config: {
        mcpConfigs: [JSON.stringify({ mcpServers: { once: startsOnce(marker) } })],
        allowedTools: ['mcp__once'],
      },
      scenario: {
        name: 'mcp-lost',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              { tool_use: [{ name: 'mcp__once__crash', input: {} }] },
              { tool_use: [{ name: 'mcp__once__echo', input: { text: 'x' } }] },
              { text: 'Done.' },
            ],
          },
        ],
      },
    });
    const results = toolResults(requestMessages(outcome.requestsOf('flotilla-lead')[2]).at(-1));
    expect(results[0]?.isError).toBe(true);
    expect(outcome.result.conclusion).toBe('partial');
    expect(outcome.result.incomplete).toEqual([
      expect.objectContaining({
        name: 'MCP server once',
        status: 'failed',
        reason: expect.stringContaining('was lost mid-run'),
      }),
    ]);
  });
});
