import { mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCliInProcess } from '../support/cli-in-process.js';
import { startScriptedServer, type ScriptedServer } from '../../src/offline/index.js';
import { createTempRepo, type TempRepo } from '../support/git-repo.js';

/**
 * `--state-dir state` puts the run's state inside the repository, where an agent that can run
 * `ln` replaces its directories by links out of it. Flotilla, on the host, writes transcripts
 * and task outputs there after that: never through such a link.
 */
let repo: TempRepo;
let outside: string;
let server: ScriptedServer | undefined;

beforeEach(async () => {
  repo = await createTempRepo({ files: { 'a.txt': 'hi\n' } });
  outside = path.join(repo.dir, 'outside');
  await mkdir(outside);
});
afterEach(async () => {
  await server?.close();
  await repo.cleanup();
});

describe('a state directory inside the repository', () => {
  it('never takes a transcript or a task output through a directory an agent linked elsewhere', async () => {
    const plant = [
      'mv state/transcripts state/transcripts.moved',
      `ln -s ${outside} state/transcripts`,
      'rm -rf state/tasks',
      `ln -s ${outside} state/tasks`,
    ].join(' && ');
    server = await startScriptedServer({
      scenario: {
        name: 'plant-state-links',
        agents: [
          {
            match: { agent: 'general-purpose' },
            turns: [{ text: 'Looked at a.txt.' }],
          },
          {
            match: { agent: 'flotilla-lead', last_message: 'task-notification' },
            repeat_last: true,
            turns: [{ text: 'Done.' }],
          },
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              {
                tool_use: [
                  { name: 'Bash', input: { command: `mkdir -p state/tasks && ${plant}` } },
                ],
              },
              {
                tool_use: [
                  {
                    name: 'Agent',
                    input: {
                      description: 'look',
                      prompt: 'look at a.txt',
                      subagent_type: 'general-purpose',
                      run_in_background: true,
                    },
                  },
                ],
              },
              { text: 'Waiting.' },
            ],
          },
        ],
      },
    });
    const ran = await runCliInProcess(
      [
        'run',
        '--prompt',
        'go',
        '--permission-mode',
        'bypassPermissions',
        '--no-sandbox',
        '--state-dir',
        'state',
      ],
      {
        cwd: repo.root,
        env: {
          ...repo.env,
          HOME: repo.dir,
          ANTHROPIC_BASE_URL: server.url,
          ANTHROPIC_API_KEY: 'sk-offline-test',
        },
      },
    );
    expect(await readdir(outside)).toEqual([]);
    // The refusal names the link, as a warning: the run goes on without the file.
    expect(ran.stderr).toContain(
      `${path.join(repo.root, 'state', 'transcripts')} is a symbolic link to ${outside}`,
    );
    expect(ran.code, ran.stderr).toBe(0);
  });
});
