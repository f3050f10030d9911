import { afterEach, describe, expect, it } from 'vitest';
import { cleanupRuns, requestToolNames, run } from '../subagents/harness.js';

afterEach(cleanupRuns);

describe('an agent file whose tools list is indented with a tab', () => {
  it('loads and runs with those tools, as in Claude Code, with a warning at the line', async () => {
    const finished = await run({
      agents: {
        'a-tab': '---\nname: a-tab\ndescription: tab agent\ntools:\n\t- Read\n---\nbody\n',
      },
      scenario: {
        name: 'tab-agent',
        agents: [
          { match: { agent: 'a-tab' }, turns: [{ text: 'read nothing' }] },
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              {
                tool_use: [
                  {
                    name: 'Agent',
                    input: {
                      subagent_type: 'a-tab',
                      description: 'sub',
                      prompt: 'subtask',
                      run_in_background: false,
                    },
                  },
                ],
              },
              { text: 'Done.' },
            ],
          },
        ],
      },
    });
    expect(finished.result.conclusion, finished.logs.join('\n')).toBe('success');
    const [request] = finished.requestsOf('a-tab');
    expect(requestToolNames(request)).toContain('Read');
    expect(requestToolNames(request)).not.toContain('Bash');
    expect(finished.logs.join('\n')).toMatch(/a-tab\.md:5: This line is indented with tabs/);
  });
});
