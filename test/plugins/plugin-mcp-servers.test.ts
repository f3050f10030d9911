import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadMcpConfig } from '../../src/mcp/load-mcp-config.js';
import { McpServers } from '../../src/mcp/mcp-servers.js';
import { cleanupRuns, requestMessages, run, toolResults } from '../subagents/harness.js';

const myplug = path.resolve(import.meta.dirname, '..', 'fixtures', 'plugins', 'myplug');

describe("a --plugin-dir plugin's MCP servers", () => {
  afterEach(cleanupRuns);

  it('start from .mcp.json and plugin.json with ${CLAUDE_PLUGIN_ROOT}, named plugin:<plugin>:<server>', async () => {
    const outcome = await run({
      config: {
        pluginDirs: [myplug],
        // Rules name the servers as Claude Code names their tools.
        allowedTools: ['mcp__plugin_myplug_ps', 'mcp__plugin_myplug_pj__echo'],
      },
      scenario: {
        name: 'plugin-mcp',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              {
                tool_use: [
                  { name: 'mcp__plugin_myplug_ps__echo', input: { text: 'one' } },
                  { name: 'mcp__plugin_myplug_pj__echo', input: { text: 'two' } },
                  { name: 'mcp__ps__echo', input: { text: 'three' } },
                ],
              },
              { text: 'Done.' },
            ],
          },
        ],
      },
    });
    expect(outcome.logs.filter((line) => line.includes('MCP'))).toEqual([]);
    const results = toolResults(requestMessages(outcome.requestsOf('flotilla-lead')[1]).at(-1));
    expect(results[0]?.isError).toBe(false);
    expect(results[0]?.text).toContain("ps echoes 'one'");
    expect(results[1]?.isError).toBe(false);
    expect(results[1]?.text).toContain("pj echoes 'two'");
    expect(results[2]?.isError).toBe(true);
    expect(outcome.result.conclusion).toBe('success');
  });

  it('include the servers of the file the manifest names in mcpServers', async () => {
    const manifestPaths = path.join(path.dirname(myplug), 'manifest-paths');
    const loaded = await loadMcpConfig({
      configRoot: manifestPaths,
      repoRoot: manifestPaths,
      plugins: [{ root: manifestPaths }],
      mcpConfigs: [],
      strict: false,
      trusted: false,
      enabledMcpjsonServers: [],
      disabledMcpjsonServers: [],
    });
    expect([...loaded.servers.keys()]).toEqual(['plugin:px:pinger']);
    expect(loaded.servers.get('plugin:px:pinger')?.pluginRoot).toBe(manifestPaths);
    expect(loaded.warnings).toEqual([]);
  });

  it("are the servers a plugin agent's mcpServers name by their plain names", async () => {
    const loaded = await loadMcpConfig({
      configRoot: myplug,
      repoRoot: myplug,
      plugins: [{ root: myplug }],
      mcpConfigs: [],
      strict: false,
      trusted: false,
      enabledMcpjsonServers: [],
      disabledMcpjsonServers: [],
    });
    expect([...loaded.servers.keys()]).toEqual(['plugin:myplug:pj', 'plugin:myplug:ps']);
    const warnings: string[] = [];
    const servers = await McpServers.open({
      configured: loaded.servers,
      repoRoot: myplug,
      environment: { PATH: process.env.PATH ?? '' },
      variables: {},
      startupTimeoutMs: 10_000,
      warn: (line) => warnings.push(line),
    });
    try {
      const { tools } = await servers.toolsFor(
        {
          name: 'myplug:helper',
          description: 'Helps.',
          systemPrompt: '',
          source: 'plugin',
          mcpServers: [{ kind: 'named', name: 'ps' }],
          requiredMcpServers: ['pj'],
        },
        myplug,
      );
      expect(tools.map((tool) => tool.name)).toContain('mcp__plugin_myplug_ps__echo');
      expect(warnings).toEqual([]);
    } finally {
      await servers.close();
    }
  });
});
