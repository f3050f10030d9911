import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { McpServers } from '../../src/mcp/mcp-servers.js';
import { failedRestartsLimit } from '../../src/mcp/mcp-connection.js';
import { startMcpHttpServer } from '../support/mcp-http-server.js';
import type { McpServerEntry } from '../../src/mcp/server-config.js';
import type { AgentDefinition } from '../../src/agents/definition.js';
import { mcpTimeoutsFromEnvironment } from '../../src/config/mcp-timeouts.js';
import {
  toolInputJsonSchema,
  type AnyTool,
  type ToolContext,
} from '../../src/tools/define-tool.js';

const serverScript = path.resolve(import.meta.dirname, '../support/mcp-test-server.mjs');
const opened: McpServers[] = [];
const temporary: string[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((servers) => servers.close()));
  await Promise.all(temporary.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

const agent: AgentDefinition = {
  name: 'worker',
  description: 'Works.',
  systemPrompt: '',
  source: 'project',
};

async function open(
  env: Record<string, string> = {},
  options: {
    startupTimeoutMs?: number;
    toolTimeoutMs?: number;
    command?: string;
    args?: string[];
  } = {},
) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'flotilla-mcp-unit-'));
  temporary.push(dir);
  const entry: McpServerEntry = {
    name: 'tests',
    scope: 'flag',
    origin: 'test',
    config: {
      command: options.command ?? 'node',
      args: options.args ?? [serverScript, 'tests'],
      env: { MCP_TEST_PID_FILE: path.join(dir, 'pids'), ...env },
    },
  };
  const warnings: string[] = [];
  const servers = await McpServers.open({
    configured: new Map([['tests', entry]]),
    repoRoot: dir,
    environment: { PATH: process.env.PATH ?? '' },
    variables: {},
    startupTimeoutMs: options.startupTimeoutMs ?? 10_000,
    ...(options.toolTimeoutMs ? { toolTimeoutMs: options.toolTimeoutMs } : {}),
    warn: (line) => warnings.push(line),
  });
  opened.push(servers);
  const { tools } = await servers.toolsFor(agent, dir);
  const pids = async () =>
    (await readFile(path.join(dir, 'pids'), 'utf8').catch(() => '')).split('\n').filter(Boolean);
  return { servers, tools, warnings, pids, dir };
}

function context(root: string): ToolContext {
  return {
    root,
    signal: new AbortController().signal,
    agentId: 'a1',
    agentName: 'worker',
    environment: {},
    toolUseId: 'toolu_1',
  };
}

function tool(tools: AnyTool[], name: string): AnyTool {
  const found = tools.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no ${name} among ${tools.map((entry) => entry.name).join(', ')}`);
  return found;
}

describe('McpServers', () => {
  it('offers mcp__<server>__<tool> with the server input schema, and the resource tools', async () => {
    const { tools } = await open();
    expect(tools.map((entry) => entry.name)).toEqual([
      'mcp__tests__echo',
      'mcp__tests__wait',
      'mcp__tests__big',
      'mcp__tests__crash',
      'mcp__tests__fail',
      'ListMcpResourcesTool',
      'ReadMcpResourceTool',
    ]);
    expect(tool(tools, 'mcp__tests__echo').inputJsonSchema).toMatchObject({
      type: 'object',
      required: ['text'],
    });
  });

  it('gives a server its directory as its root and cancels an elicitation, as Claude Code 2.1.332 does', async () => {
    const { servers, tools, dir } = await open({ MCP_TEST_CLIENT_REQUESTS: '1' });
    const answer = async (from: AnyTool[], name: string, root: string) =>
      JSON.parse(String(await tool(from, name).run({}, context(root)))) as unknown;
    expect(await answer(tools, 'mcp__tests__roots', dir)).toEqual({
      capabilities: { roots: { listChanged: true }, elicitation: { form: {}, url: {} } },
      roots: { roots: [{ uri: pathToFileURL(dir).href }] },
    });
    // Headless: nobody can answer the server's question.
    expect(await answer(tools, 'mcp__tests__ask', dir)).toEqual({ action: 'cancel' });

    // An agent's inline server runs in the agent's directory (its worktree): that is its root.
    const worktree = await mkdtemp(path.join(os.tmpdir(), 'flotilla-mcp-worktree-'));
    temporary.push(worktree);
    const inline: AgentDefinition = {
      ...agent,
      mcpServers: [
        {
          kind: 'inline',
          name: 'own',
          command: 'node',
          args: [serverScript, 'own'],
          env: { MCP_TEST_CLIENT_REQUESTS: '1' },
        },
      ],
    };
    const own = await servers.toolsFor(inline, worktree);
    expect(await answer(own.tools, 'mcp__own__roots', worktree)).toMatchObject({
      roots: { roots: [{ uri: pathToFileURL(worktree).href }] },
    });
    await own.close();
  });

  it('warns when an agent names or requires a server that is not running', async () => {
    const { servers, warnings, dir } = await open();
    const { tools } = await servers.toolsFor(
      {
        ...agent,
        mcpServers: [{ kind: 'named', name: 'absent' }],
        requiredMcpServers: ['tests', 'missing'],
      },
      dir,
    );
    expect(tools.map((entry) => entry.name)).toContain('mcp__tests__echo');
    expect(warnings).toEqual([
      "agent 'worker' names MCP server 'absent', which is not configured, not enabled or did not start; it runs without it.",
      "agent 'worker' requires MCP server 'missing', which is not running (not configured, not enabled or failed to start); it runs without it.",
    ]);
  });

  it('gives an error result of the server to the model as a ToolError', async () => {
    const { tools, dir } = await open();
    await expect(tool(tools, 'mcp__tests__fail').run({}, context(dir))).rejects.toThrow(
      'it failed on purpose',
    );
  });

  it('ends a call that takes longer than MCP_TOOL_TIMEOUT with an error for the model', async () => {
    const { tools, dir } = await open({}, { toolTimeoutMs: 300 });
    const started = performance.now();
    await expect(tool(tools, 'mcp__tests__wait').run({}, context(dir))).rejects.toThrow(
      "MCP tool wait of 'tests' failed: it did not answer within 300 ms (MCP_TOOL_TIMEOUT)",
    );
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('starts and calls a server under the longest timeouts the environment can give', async () => {
    const { timeouts } = mcpTimeoutsFromEnvironment({
      MCP_TIMEOUT: '9999999999',
      MCP_TOOL_TIMEOUT: '9999999999',
    });
    const { tools, dir } = await open(
      {},
      {
        startupTimeoutMs: timeouts.mcpStartupTimeoutMs!,
        toolTimeoutMs: timeouts.mcpToolTimeoutMs!,
      },
    );
    expect(await tool(tools, 'mcp__tests__echo').run({ text: 'late' }, context(dir))).toContain(
      "echoes 'late'",
    );
  });

  it('lists every page of resources, following nextCursor', async () => {
    const { tools, dir } = await open({ MCP_TEST_PAGED: '1' });
    const listed = JSON.parse(
      String(await tool(tools, 'ListMcpResourcesTool').run({}, context(dir))),
    ) as { uri: string }[];
    expect(listed.map((resource) => resource.uri)).toEqual(['test://page-1', 'test://page-2']);
  });

  it('restarts a server each time it dies, as Claude Code 2.1.332, until it dies on every restart', async () => {
    const { tools, dir, pids } = await open();
    const echo = tool(tools, 'mcp__tests__echo');
    const crash = tool(tools, 'mcp__tests__crash');
    // A crash on one input, then a fresh chance: every time, not once per run.
    for (const text of ['second', 'third', 'fourth']) {
      await expect(crash.run({}, context(dir))).rejects.toThrow();
      expect(await echo.run({ text }, context(dir))).toContain(`echoes '${text}'`);
    }
    expect(await pids()).toHaveLength(4);
    // One that dies on every call after its restarts is lost, not restarted for every call.
    for (let attempt = 0; attempt <= failedRestartsLimit; attempt++) {
      await expect(crash.run({}, context(dir))).rejects.toThrow();
    }
    await expect(echo.run({ text: 'last' }, context(dir))).rejects.toThrow(
      `MCP server 'tests' is lost: it stopped ${failedRestartsLimit + 1} times in a row, each restart without answering a call.`,
    );
    expect(await pids()).toHaveLength(4 + failedRestartsLimit);
  });

  it('lists and reads resources with the tool names and input schemas of Claude Code 2.1.332', async () => {
    const { tools, dir } = await open();
    expect(toolInputJsonSchema(tool(tools, 'ListMcpResourcesTool'))).toMatchObject({
      type: 'object',
      properties: {
        server: { type: 'string', description: 'Optional server name to filter resources by' },
      },
      additionalProperties: false,
    });
    expect(toolInputJsonSchema(tool(tools, 'ReadMcpResourceTool'))).toMatchObject({
      type: 'object',
      properties: {
        server: { type: 'string', description: 'The MCP server name' },
        uri: { type: 'string', description: 'The resource URI to read' },
      },
      required: ['server', 'uri'],
      additionalProperties: false,
    });
    const listed = JSON.parse(
      String(await tool(tools, 'ListMcpResourcesTool').run({}, context(dir))),
    ) as Array<{ uri: string; server: string }>;
    expect(listed).toEqual([expect.objectContaining({ uri: 'test://greeting', server: 'tests' })]);
    const read = await tool(tools, 'ReadMcpResourceTool').run(
      { server: 'tests', uri: 'test://greeting' },
      context(dir),
    );
    expect(String(read)).toContain('hello from tests');
    await expect(
      tool(tools, 'ReadMcpResourceTool').run({ server: 'other', uri: 'x' }, context(dir)),
    ).rejects.toThrow("No MCP server 'other' with resources. Servers: tests.");
  });

  it('warns about a server that does not start, with the reason, and offers none of its tools', async () => {
    const failing = await open({ MCP_TEST_FAIL_START: '1' });
    expect(failing.tools).toEqual([]);
    expect(failing.warnings.join('\n')).toMatch(
      /MCP server 'tests' \(test\) did not start, so its tools are missing: .*refusing to start/,
    );
    const missing = await open({}, { command: 'no-such-command-for-mcp' });
    expect(missing.warnings.join('\n')).toMatch(
      /MCP server 'tests' \(test\) did not start.*ENOENT/,
    );
    // The failure stays known to the run (RunResult, the stream-json init), not only warned.
    expect(missing.servers.states()).toEqual([
      expect.objectContaining({ name: 'tests', scope: 'flag', status: 'failed' }),
    ]);
    expect(missing.servers.failures()[0]?.error).toContain('ENOENT');
    const working = await open();
    expect(working.servers.states()).toEqual([
      { name: 'tests', scope: 'flag', origin: 'test', status: 'connected' },
    ]);
    expect(working.servers.failures()).toEqual([]);
  });

  it('gives up on a server that does not answer within the startup timeout (MCP_TIMEOUT)', async () => {
    const { tools, warnings } = await open(
      {},
      { args: ['-e', 'setTimeout(() => {}, 60000)'], startupTimeoutMs: 300 },
    );
    expect(tools).toEqual([]);
    expect(warnings.join('\n')).toContain('did not answer within 300 ms (MCP_TIMEOUT)');
  });

  it('talks to a streamable HTTP server, with ${VAR} expanded in its URL and headers', async () => {
    const http = await startMcpHttpServer();
    try {
      const servers = await McpServers.open({
        configured: new Map([
          [
            'remote',
            {
              name: 'remote',
              scope: 'flag',
              origin: 'test',
              config: {
                type: 'http',
                url: '${MCP_URL}',
                headers: { Authorization: 'Bearer ${MCP_TOKEN}' },
              },
            },
          ],
        ]),
        repoRoot: os.tmpdir(),
        environment: {},
        variables: { MCP_URL: http.url, MCP_TOKEN: 'named-in-config' },
        startupTimeoutMs: 10_000,
        warn: (line) => {
          throw new Error(line);
        },
      });
      opened.push(servers);
      const { tools } = await servers.toolsFor(agent, os.tmpdir());
      expect(
        await tool(tools, 'mcp__remote__echo').run({ text: 'over http' }, context(os.tmpdir())),
      ).toBe("http echoes 'over http'");
      expect(http.headers.at(-1)?.authorization).toBe('Bearer named-in-config');
    } finally {
      await http.close();
    }
  });

  it("sends the headers a remote server's headersHelper prints, as Claude Code 2.1.332 does", async () => {
    const http = await startMcpHttpServer();
    const secrets: string[] = [];
    try {
      const servers = await McpServers.open({
        configured: new Map([
          [
            'remote',
            {
              name: 'remote',
              scope: 'flag',
              origin: 'test',
              config: {
                type: 'http',
                url: http.url,
                headers: { 'X-Static': 's1', Authorization: 'Bearer replaced' },
                headersHelper:
                  'printf \'{"Authorization": "Bearer from-helper-123456", "X-Server": "%s %s"}\' "$CLAUDE_CODE_MCP_SERVER_NAME" "$CLAUDE_CODE_MCP_SERVER_URL"',
              },
            },
          ],
        ]),
        repoRoot: os.tmpdir(),
        environment: {},
        variables: {},
        startupTimeoutMs: 10_000,
        warn: (line) => {
          throw new Error(line);
        },
        onSecrets: (values) => secrets.push(...values),
      });
      opened.push(servers);
      const { tools } = await servers.toolsFor(agent, os.tmpdir());
      await tool(tools, 'mcp__remote__echo').run({ text: 'over http' }, context(os.tmpdir()));
      expect(http.headers.at(-1)).toMatchObject({
        authorization: 'Bearer from-helper-123456',
        'x-static': 's1',
        'x-server': `remote ${http.url}`,
      });
      expect(secrets).toContain('from-helper-123456');
    } finally {
      await http.close();
    }
  });

  it('does not start a remote server whose headersHelper fails, and says so', async () => {
    const warnings: string[] = [];
    const servers = await McpServers.open({
      configured: new Map([
        [
          'remote',
          {
            name: 'remote',
            scope: 'flag',
            origin: 'test',
            config: {
              type: 'http',
              url: 'http://127.0.0.1:9/mcp',
              headers: {},
              headersHelper: 'echo no token >&2; exit 4',
            },
          },
        ],
      ]),
      repoRoot: os.tmpdir(),
      environment: {},
      variables: {},
      startupTimeoutMs: 10_000,
      warn: (line) => warnings.push(line),
    });
    opened.push(servers);
    expect(servers.failures()).toHaveLength(1);
    expect(warnings).toEqual([
      "MCP server 'remote' (test) did not start, so its tools are missing: headersHelper from MCP server 'remote' failed: exited 4: no token.",
    ]);
  });
});
