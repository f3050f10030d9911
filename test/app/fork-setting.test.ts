import { afterEach, describe, expect, it } from 'vitest';
import { cleanupRuns, run } from '../subagents/harness.js';

afterEach(cleanupRuns);

describe('a settings file whose forkSubagents is not true or false', () => {
  it('costs only that key: a warning names the file and key, forks stay off, the rest applies', async () => {
    const finished = await run({
      files: {
        '.claude/settings.json':
          '{\n  "permissions": {\n    "deny": ["Bash"]\n  },\n  "forkSubagents": "yes"\n}\n',
      },
      scenario: {
        name: 'fork-setting',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            repeat_last: true,
            turns: [
              {
                tool_use: [
                  {
                    name: 'Agent',
                    input: { description: 'Fork a check', subagent_type: 'fork', prompt: 'Check.' },
                  },
                ],
              },
              { text: 'Done.' },
            ],
          },
          { match: { agent: 'fork' }, repeat_last: true, turns: [{ text: 'Fork done.' }] },
        ],
      },
    });
    const file = `${finished.repo.root}/.claude/settings.json`;
    expect(finished.logs).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^warning: ${file.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}:5:3 settings-value-ignored: forkSubagents must be true or false, not "yes"`,
        ),
      ),
    );
    expect(finished.result.conclusion).toBe('success');
    expect(finished.requestsOf('fork')).toHaveLength(0);
    // The file's deny rule still holds: the lead is not offered Bash.
    const [first] = finished.requestsOf('flotilla-lead');
    const tools = (first?.body as { tools: { name: string }[] }).tools.map((tool) => tool.name);
    expect(tools).toContain('Read');
    expect(tools).not.toContain('Bash');
  });
});
