import { readFile, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { agentFile, cleanupRuns, newRepo, run, sourceTeammateCommand } from './harness.js';

afterEach(cleanupRuns);

/**
 * The team's files and the lead's own task list may be uploaded (`keep_team`): whatever an agent
 * writes into them passes the run's redactor, and they are written 0600 like transcripts.
 */
const secret = 's3cr3tvalue99';
const githubToken = `ghp_${'abcdef'.repeat(6)}12`;
/** Every file under `directory` (recursively), with its text and mode. */
async function filesUnder(
  directory: string,
): Promise<Array<{ file: string; text: string; mode: number }>> {
  const found: Array<{ file: string; text: string; mode: number }> = [];
  let entries;
  try {
    entries = await readdir(directory, { withFileTypes: true });
  } catch {
    return found;
  }
  for (const entry of entries) {
    const file = path.join(directory, entry.name);
    if (entry.isDirectory()) {
      found.push(...(await filesUnder(file)));
    } else if (entry.isFile()) {
      found.push({
        file,
        text: await readFile(file, 'utf8'),
        mode: (await stat(file)).mode & 0o777,
      });
    }
  }
  return found;
}

describe('secrets in team and task files', () => {
  it('redacts what agents write into the team config and tasks, and writes them 0600', async () => {
    const finished = await run({
      secrets: [secret],
      config: { keepTeam: true },
      scenario: {
        name: 'team-secrets',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              {
                tool_use: [
                  {
                    name: 'TeamCreate',
                    input: { team_name: 't1', description: `team with ${secret}` },
                  },
                ],
              },
              {
                tool_use: [
                  {
                    name: 'TaskCreate',
                    input: {
                      subject: `Use ${githubToken}`,
                      description: `token is ${githubToken} and ${secret}`,
                      activeForm: `Using ${secret}`,
                      metadata: { k: secret, nested: [{ token: githubToken }] },
                    },
                  },
                ],
              },
              {
                tool_use: [
                  {
                    name: 'TaskUpdate',
                    input: {
                      taskId: '1',
                      subject: `Still ${secret}`,
                      description: `now ${githubToken}`,
                      metadata: { later: `x${secret}x` },
                    },
                  },
                ],
              },
              { text: 'Lead done.' },
            ],
          },
        ],
      },
    });
    // Its one task was never done (the run is partial for it); in the result too it is redacted.
    expect(finished.result.conclusion).toBe('partial');
    expect(finished.result.unfinished_tasks).toEqual([
      expect.objectContaining({ team: 't1', id: '1', subject: 'Still ***' }),
    ]);
    const files = await filesUnder(finished.stateDir);
    const task = files.find((entry) => entry.file.endsWith(path.join('tasks', 't1', '1.json')));
    const config = files.find((entry) =>
      entry.file.endsWith(path.join('teams', 't1', 'config.json')),
    );
    // The files are there (kept), with the agent's words around the secrets.
    expect(JSON.parse(task?.text ?? '{}')).toMatchObject({
      subject: 'Still ***',
      description: 'now ***',
      activeForm: 'Using ***',
      metadata: { k: '***', nested: [{ token: '***' }], later: 'x***x' },
    });
    expect(JSON.parse(config?.text ?? '{}')).toMatchObject({ description: 'team with ***' });
    const leaking = files.filter(
      (entry) => entry.text.includes(secret) || entry.text.includes(githubToken),
    );
    expect(leaking.map((entry) => entry.file)).toEqual([]);
    const open = files
      .filter((entry) => /(teams|tasks)/.test(entry.file) && (entry.mode & 0o077) !== 0)
      .map((entry) => `${entry.file} ${entry.mode.toString(8)}`);
    expect(open).toEqual([]);
  });

  it("removes the lead's own task list at the end of the run, unless the team's files are kept (then redacted)", async () => {
    const scenario = {
      name: 'own-list-secrets',
      agents: [
        {
          match: { agent: 'flotilla-lead' },
          turns: [
            {
              tool_use: [
                {
                  name: 'TaskCreate',
                  input: { subject: `Use ${githubToken}`, description: `token ${secret}` },
                },
              ],
            },
            { text: 'Lead done.' },
          ],
        },
      ],
    };
    const removed = await run({ secrets: [secret], scenario });
    expect(removed.result.conclusion).toBe('success');
    // Removed with the run, its task is kept in the result, as the files held it (redacted).
    expect(removed.result.unfinished_tasks).toEqual([
      { id: '1', subject: 'Use ***', status: 'pending' },
    ]);
    expect(await filesUnder(path.join(removed.stateDir, 'lead-session'))).toEqual([]);

    const kept = await run({ secrets: [secret], config: { keepTeam: true }, scenario });
    const files = await filesUnder(path.join(kept.stateDir, 'lead-session'));
    const task = files.find((entry) => entry.file.endsWith('1.json'));
    expect(JSON.parse(task?.text ?? '{}')).toMatchObject({
      subject: 'Use ***',
      description: 'token ***',
    });
    expect(task?.mode).toBe(0o600);
  });

  it.each(['in-process', 'process'] as const)(
    'redacts what a teammate (%s) writes into the tasks',
    async (teammates) => {
      const repo = await newRepo({ agents: { writer: agentFile('writer') } });
      const finished = await run({
        repo,
        secrets: [secret],
        config: { keepTeam: true, teammates },
        teammateCommand: sourceTeammateCommand,
        scenario: {
          name: 'teammate-secrets',
          agents: [
            {
              match: { agent: 'flotilla-lead', last_message: 'teammate-message|task-notification' },
              repeat_last: true,
              turns: [{ text: 'Lead done.' }],
            },
            {
              match: { agent: 'flotilla-lead' },
              turns: [
                { tool_use: [{ name: 'TeamCreate', input: { team_name: 't1' } }] },
                {
                  tool_use: [
                    {
                      name: 'Agent',
                      input: {
                        description: 'Writer',
                        prompt: 'Write a task.',
                        subagent_type: 'writer',
                        name: 'writer',
                        team_name: 't1',
                      },
                    },
                  ],
                },
                { text: 'Lead waiting.' },
              ],
            },
            {
              match: { agent: 'writer' },
              repeat_last: true,
              turns: [
                {
                  tool_use: [
                    {
                      name: 'TaskCreate',
                      input: {
                        subject: `Rotate ${secret}`,
                        description: `and ${githubToken}`,
                        metadata: { k: secret },
                      },
                    },
                  ],
                },
                { text: 'Written.' },
              ],
            },
          ],
        },
      });
      const files = await filesUnder(path.join(finished.stateDir, 'tasks', 't1'));
      const task = files.find((entry) => entry.file.endsWith('1.json'));
      expect(JSON.parse(task?.text ?? '{}')).toMatchObject({
        subject: 'Rotate ***',
        description: 'and ***',
        metadata: { k: '***' },
      });
      expect(task?.mode).toBe(0o600);
    },
    60_000,
  );
});
