import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { AgentDefinition } from '../../src/agents/definition.js';
import { McpServers } from '../../src/mcp/mcp-servers.js';
import type { McpServerConfig } from '../../src/mcp/server-config.js';
import type { AnyTool, ToolContext } from '../../src/tools/define-tool.js';
import { startMcpSessionHttpServer } from '../support/mcp-session-http-server.js';
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

async function open(name: string, config: McpServerConfig) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'flotilla-mcp-loss-'));
  const warnings: string[] = [];
  const servers = await McpServers.open({
    configured: new Map([[name, { name, scope: 'flag', origin: 'test', config }]]),
    repoRoot: dir,
    environment: { PATH: process.env.PATH ?? '' },
    variables: {},
    startupTimeoutMs: 10_000,
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

describe('an MCP server lost mid-run', () => {
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
