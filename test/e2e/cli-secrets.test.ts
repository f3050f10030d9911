import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTempRepo, type TempRepo } from '../support/git-repo.js';
import { execWithoutInput } from '../support/exec-without-input.js';

// stdin closed: a `run` waits 3 s for input on a stdin left open, as `claude -p` does.
const exec = execWithoutInput;
const cli = path.resolve(import.meta.dirname, '../../dist/cli/index.js');
const apiKey = 'sk-ant-api03-cliCanary0123456789abcdefABCDEF';
const githubToken = 'ghp_cliCanary0123456789abcdefABCDEFGHIJ';

let repo: TempRepo | undefined;
afterEach(async () => repo?.cleanup());

describe('secrets of the CLI process (built CLI, without the sandbox)', () => {
  it('are not in /proc/$PPID/environ for an agent’s Bash, nor in any file the run writes', async () => {
    repo = await createTempRepo();
    const scenarioFile = path.join(repo.dir, 'scenario.json');
    await writeFile(
      scenarioFile,
      JSON.stringify({
        name: 'cli-secrets',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              {
                tool_use: [
                  {
                    name: 'Bash',
                    input: {
                      command: 'tr "\\0" "\\n" < /proc/$PPID/environ > parent-environ.txt',
                    },
                  },
                ],
              },
              { text: 'Done: {{tool_result:1}}' },
            ],
          },
        ],
      }),
    );
    const output = path.join(repo.dir, 'out');
    const stateDir = path.join(repo.dir, 'state');
    const { stdout, stderr } = await exec(
      process.execPath,
      [
        cli,
        'run',
        '--prompt',
        'Dump the environment.',
        '--scenario',
        scenarioFile,
        '--permission-mode',
        'bypassPermissions',
        '--no-sandbox',
        '--output',
        output,
        '--state-dir',
        stateDir,
      ],
      {
        cwd: repo.root,
        env: { ...repo.env, HOME: repo.dir, ANTHROPIC_API_KEY: apiKey, GITHUB_TOKEN: githubToken },
      },
    );
    const transcript = await readFile(path.join(stateDir, 'transcripts', 'lead.jsonl'), 'utf8');
    // The dump ran (written by Bash itself, so no redaction touched it): the parent's block is
    // there, with the ordinary variables, and without the secrets.
    const parent = await readFile(path.join(repo.root, 'parent-environ.txt'), 'utf8');
    expect(parent).toContain('GIT_CONFIG_NOSYSTEM=1');
    const everything = [
      parent,
      stdout,
      stderr,
      transcript,
      await readFile(path.join(output, 'results.json'), 'utf8'),
    ].join('\n');
    for (const secret of [apiKey, githubToken]) expect(everything).not.toContain(secret);
  });
});
