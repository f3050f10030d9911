import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCliInProcess } from '../support/cli-in-process.js';
import { runResultSchema } from '../../src/results/run-result.js';
import { createTempRepo, type TempRepo } from '../support/git-repo.js';

/**
 * Bash in a whole `flotilla run` (the CLI in this process, the offline server): the environment
 * the entry point makes for it, and the time limits the settings give it. The lead runs one
 * Bash call and answers with its tool result.
 */

let repo: TempRepo | undefined;
afterEach(async () => repo?.cleanup());

async function runBash(
  input: Record<string, unknown>,
  options: { files?: Record<string, string>; env?: Record<string, string> } = {},
) {
  repo = await createTempRepo({ files: { 'f.txt': 'a\n', ...options.files } });
  const scenario = path.join(repo.dir, 'scenario.json');
  await writeFile(
    scenario,
    JSON.stringify({
      name: 'bash-headless',
      agents: [
        {
          match: { agent: 'flotilla-lead' },
          turns: [{ tool_use: [{ name: 'Bash', input }] }, { text: '{{tool_result:1}}' }],
        },
      ],
    }),
  );
  const { code, stdout, stderr } = await runCliInProcess(
    [
      'run',
      '--prompt',
      'go',
      '--scenario',
      scenario,
      '--permission-mode',
      'bypassPermissions',
      '--trust-project',
      '--no-sandbox',
      '--format',
      'json',
      '--state-dir',
      path.join(repo.dir, 'state'),
    ],
    { cwd: repo.root, env: { ...repo.env, HOME: repo.dir, ...options.env } },
  );
  expect(stderr).not.toMatch(/internal error/i);
  expect(code).toBe(0);
  const result = runResultSchema.parse(JSON.parse(stdout));
  return { text: result.final_text ?? '', stderr, repo };
}

describe('Bash never waits for a human', () => {
  it('git commit --amend keeps the message instead of sitting in an editor until the timeout', async () => {
    // An editor that would wait 30 s stands for vi waiting on a terminal no one types into.
    const { text, repo } = await runBash(
      {
        command: 'echo b >> f.txt && git add f.txt && git commit --amend --quiet && echo amended',
        timeout: 10_000,
      },
      { env: { EDITOR: 'sleep 30', VISUAL: 'sleep 30' } },
    );
    expect(text).toContain('amended');
    expect(text).not.toMatch(/timed out/);
    expect(repo.run(['log', '-1', '--format=%s'])).toBe('initial commit');
    expect(repo.run(['show', 'HEAD:f.txt'])).toBe('a\nb');
  });

  it('marks its environment as an agent’s, as Claude Code does, and reads stdin from /dev/null', async () => {
    const { text } = await runBash({
      command:
        'printf "%s\\n" "CLAUDECODE=$CLAUDECODE" "AI_AGENT=$AI_AGENT" "GIT_EDITOR=$GIT_EDITOR" "stdin=$(readlink /proc/$$/fd/0)"',
    });
    expect(text).toContain('CLAUDECODE=1');
    expect(text).toMatch(/^AI_AGENT=flotilla_\d+-\d+-\d+_agent$/m);
    expect(text).toContain('GIT_EDITOR=true');
    expect(text).toContain('stdin=/dev/null');
  });
});

describe("Bash's time limits from the settings (BASH_DEFAULT_TIMEOUT_MS, BASH_MAX_TIMEOUT_MS)", () => {
  it('BASH_DEFAULT_TIMEOUT_MS in the settings env stops a command given no timeout', async () => {
    const { text } = await runBash(
      { command: 'sleep 6; echo finished' },
      {
        files: {
          '.claude/settings.json': JSON.stringify({ env: { BASH_DEFAULT_TIMEOUT_MS: '1000' } }),
        },
      },
    );
    expect(text).toContain('timed out after 1000 ms');
    expect(text).not.toContain('finished');
  });

  it('BASH_MAX_TIMEOUT_MS lets a foreground command ask for more than 10 minutes', async () => {
    const { text } = await runBash(
      { command: 'echo within-the-limit', timeout: 1_800_000 },
      {
        files: {
          '.claude/settings.json': JSON.stringify({ env: { BASH_MAX_TIMEOUT_MS: '1800000' } }),
        },
      },
    );
    expect(text).toBe('within-the-limit');
  });

  it('limits past 2^31-1 ms (which setTimeout would fire at once) let the command finish', async () => {
    const huge = '99999999999';
    const { text, stderr } = await runBash(
      { command: 'sleep 0.3; echo finished' },
      {
        files: {
          '.claude/settings.json': JSON.stringify({
            env: { BASH_DEFAULT_TIMEOUT_MS: huge, BASH_MAX_TIMEOUT_MS: huge },
          }),
        },
      },
    );
    expect(text).toBe('finished');
    expect(stderr).not.toContain('TimeoutOverflowWarning');
  });

  it('a value that is not a number of milliseconds is named in a warning, and the default applies', async () => {
    const { text, stderr } = await runBash(
      { command: 'echo ran' },
      { env: { BASH_DEFAULT_TIMEOUT_MS: '2m' } },
    );
    expect(text).toBe('ran');
    expect(stderr).toContain(
      "BASH_DEFAULT_TIMEOUT_MS '2m' is not a whole number of milliseconds above 0",
    );
    expect(stderr).toContain('120000 ms applies');
  });
});
