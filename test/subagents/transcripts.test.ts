import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { agentFile, cleanupRuns, run } from './harness.js';

afterEach(cleanupRuns);

const knownSecret = 'canary-value-7f3a9c1e';
const tokenShaped = `ghp_${'A1b2C3d4E5'.repeat(4)}`;

describe('transcripts and output files', () => {
  it('are redacted as published text is, and readable by the run user only', async () => {
    const finished = await run({
      agents: { echoer: agentFile('echoer') },
      config: { allowedTools: ['Bash(echo:*)'] },
      secrets: [knownSecret],
      files: { 'config.txt': `token=${tokenShaped}\nkey=${knownSecret}\n` },
      scenario: {
        name: 'secrets-in-transcripts',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            repeat_last: true,
            turns: [
              {
                tool_use: [
                  {
                    name: 'Agent',
                    input: {
                      description: 'Echo',
                      prompt: `Echo ${knownSecret}`,
                      subagent_type: 'echoer',
                      run_in_background: true,
                    },
                  },
                ],
              },
              { text: 'Waiting.' },
            ],
          },
          {
            match: { agent: 'echoer' },
            turns: [
              {
                text: `I will print ${knownSecret} and the file.`,
                tool_use: [
                  { name: 'Read', input: { file_path: 'config.txt' } },
                  { name: 'Bash', input: { command: `echo ${tokenShaped}` } },
                ],
              },
              { text: `Done: ${tokenShaped}` },
            ],
          },
        ],
      },
    });
    expect(finished.result.agents.find((agent) => agent.name === 'echoer')?.status).toBe(
      'completed',
    );
    const written: string[] = [];
    for (const folder of ['transcripts', 'tasks']) {
      const directory = path.join(finished.stateDir, folder);
      expect((await stat(directory)).mode & 0o777).toBe(0o700);
      for (const name of await readdir(directory)) {
        const file = path.join(directory, name);
        expect((await stat(file)).mode & 0o777, file).toBe(0o600);
        written.push(await readFile(file, 'utf8'));
      }
    }
    const all = written.join('\n');
    expect(all).toContain('***');
    expect(all).toContain('token=');
    expect(all).not.toContain(knownSecret);
    expect(all).not.toContain(tokenShaped);
  });
});
