import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupRuns, requestMessages, run, toolResults } from '../subagents/harness.js';

const datakeeper = path.resolve(import.meta.dirname, '..', 'fixtures', 'plugins', 'datakeeper');
const homes: string[] = [];
afterEach(async () => {
  await cleanupRuns();
  await Promise.all(homes.splice(0).map((home) => rm(home, { recursive: true, force: true })));
});

function remember(home: string, note: string) {
  return run({
    config: {
      pluginDirs: [datakeeper],
      homeDir: home,
      allowedTools: ['mcp__plugin_datakeeper_store', 'Skill'],
    },
    scenario: {
      name: 'plugin-data',
      agents: [
        {
          match: { agent: 'flotilla-lead' },
          turns: [
            { tool_use: [{ name: 'mcp__plugin_datakeeper_store__remember', input: { note } }] },
            { tool_use: [{ name: 'Skill', input: { skill: 'datakeeper:keep' } }] },
            { text: 'Done.' },
          ],
        },
      ],
    },
  });
}

describe("a plugin's data directory, CLAUDE_PLUGIN_DATA", () => {
  it('is ~/.claude/plugins/data/<plugin>-inline for its MCP servers, hooks and skills, made when needed and kept across runs', async () => {
    const home = await mkdtemp(path.join(os.tmpdir(), 'flotilla-plugin-home-'));
    homes.push(home);
    // Claude Code 2.1.332 sets this for a --plugin-dir plugin named datakeeper.
    const data = path.join(home, '.claude', 'plugins', 'data', 'datakeeper-inline');
    await expect(stat(data)).rejects.toThrow(/ENOENT/);

    const first = await remember(home, 'one');
    expect(first.result.conclusion).toBe('success');
    const firstRequests = first.requestsOf('flotilla-lead');
    const [stored] = toolResults(requestMessages(firstRequests[1]).at(-1));
    expect(stored?.isError).toBe(false);
    // Expanded in the server's configuration and set in its environment alike.
    expect(stored?.text).toBe(`argument=${data} env=${data} notes=one`);
    // A plugin skill's ${CLAUDE_PLUGIN_DATA} is filled in as well.
    const skillTurn = JSON.stringify(requestMessages(firstRequests[2]));
    expect(skillTurn).toContain(
      `The notes live in ${data}/notes.txt (the plugin is at ${datakeeper})`,
    );
    // The plugin's PreToolUse hook ran with it, for each of the two calls.
    expect((await readFile(path.join(data, 'hook.log'), 'utf8')).trim().split('\n')).toEqual([
      `hook saw ${data}`,
      `hook saw ${data}`,
    ]);

    // A later run finds what the plugin kept.
    const second = await remember(home, 'two');
    const [again] = toolResults(requestMessages(second.requestsOf('flotilla-lead')[1]).at(-1));
    expect(again?.text).toBe(`argument=${data} env=${data} notes=one,two`);
  });
});
