import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { agentFile, cleanupRuns, run } from '../subagents/harness.js';

/**
 * An agent's project and local memory are notes it keeps across runs, not changes of the run: a
 * whole run against the offline server, on a real temp repository, and the results commit it makes.
 */

afterEach(cleanupRuns);

describe('agent memory and the results branch', () => {
  it('commits the agents’ changes but neither project nor local memory', async () => {
    const memoryWrite = (scope: string, agent: string) => ({
      name: 'Write',
      input: { file_path: `.claude/${scope}/${agent}/MEMORY.md`, content: '- a note\n' },
    });
    const finished = await run({
      agents: {
        local: agentFile('local', { memory: 'local' }),
        shared: agentFile('shared', { memory: 'project' }),
      },
      config: { leadAgent: 'local', permissionMode: 'acceptEdits' },
      scenario: {
        name: 'memory-results',
        agents: [
          {
            match: { agent: 'shared' },
            turns: [{ tool_use: [memoryWrite('agent-memory', 'shared')] }, { text: 'Kept.' }],
          },
          {
            turns: [
              { tool_use: [memoryWrite('agent-memory-local', 'local')] },
              { tool_use: [{ name: 'Write', input: { file_path: 'code.txt', content: 'x\n' } }] },
              {
                tool_use: [
                  {
                    name: 'Agent',
                    input: {
                      run_in_background: false,
                      description: 'keep',
                      prompt: 'Keep.',
                      subagent_type: 'shared',
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
    expect(finished.resultsBranch).toBeDefined();
    const root = finished.repo.root;
    const files = finished.repo.run(['show', '--name-only', '--format=', finished.resultsBranch!]);
    expect(files.split('\n')).toEqual(['code.txt']);
    // The notes were written, and stay in the checkout for the next run.
    for (const note of ['agent-memory-local/local', 'agent-memory/shared']) {
      expect(await readFile(path.join(root, '.claude', note, 'MEMORY.md'), 'utf8')).toBe(
        '- a note\n',
      );
    }
  });
});
