import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
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
});
