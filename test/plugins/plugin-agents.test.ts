import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupRuns, requestMessages, run, toolResults } from '../subagents/harness.js';

const myplug = path.resolve(import.meta.dirname, '..', 'fixtures', 'plugins', 'myplug');

describe("a --plugin-dir plugin's agents", () => {
  afterEach(cleanupRuns);

  it('are spawned as plugin:name, as Claude Code offers them; the plain name is unknown', async () => {
    const outcome = await run({
      config: { pluginDirs: [myplug], permissionMode: 'bypassPermissions' },
      scenario: {
        name: 'plugin-agents',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              {
                tool_use: ['myplug:helper', 'helper'].map((type) => ({
                  name: 'Agent',
                  input: { description: `run ${type}`, prompt: 'Help.', subagent_type: type },
                })),
              },
              { text: 'Done.' },
            ],
            repeat_last: true,
          },
          { match: { agent: 'myplug:helper' }, turns: [{ text: 'Helped from the plugin.' }] },
        ],
      },
    });
    expect(outcome.agents.registry.names()).toContain('myplug:helper');
    expect(outcome.agents.registry.names()).not.toContain('helper');
    const results = toolResults(requestMessages(outcome.requestsOf('flotilla-lead')[1]).at(-1));
    expect(results[0]?.isError).toBe(false);
    expect(outcome.requestsOf('myplug:helper')).toHaveLength(1);
    expect(outcome.result.agents.find((agent) => agent.name === 'myplug:helper')?.status).toBe(
      'completed',
    );
    expect(results[1]?.isError).toBe(true);
    expect(results[1]?.text).toContain('myplug:helper');
  });
});
