import { spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runResultSchema } from '../../src/results/run-result.js';
import { createTempRepo, type TempRepo } from '../support/git-repo.js';

const cli = path.resolve(import.meta.dirname, '../../dist/cli/index.js');

const sleeper = (name: string) => `---
name: ${name}
description: Waits a long time in Bash.
isolation: worktree
background: true
---

You wait.
`;

/** Two background worktree agents, each in a long Bash sleep: what a cancelled job looks like. */
const scenario = {
  name: 'cancel',
  agents: [
    {
      match: { agent: 'flotilla-lead' },
      repeat_last: true,
      turns: [
        {
          tool_use: ['sleeper-a', 'sleeper-b'].map((type) => ({
            name: 'Agent',
            input: {
              run_in_background: false,
              description: `Run ${type}`,
              prompt: 'Wait.',
              subagent_type: type,
            },
          })),
        },
        { text: 'Waiting.' },
      ],
    },
    ...['sleeper-a', 'sleeper-b'].map((type) => ({
      match: { agent: type },
      turns: [
        { tool_use: [{ name: 'Bash', input: { command: 'sleep 47.5' } }] },
        { text: 'never reached' },
      ],
    })),
  ],
};

let repo: TempRepo | undefined;
afterEach(async () => repo?.cleanup());

async function runUntilBash(signals: NodeJS.Signals[]) {
  repo = await createTempRepo({
    files: {
      'README.md': '# demo\n',
      '.claude/agents/sleeper-a.md': sleeper('sleeper-a'),
      '.claude/agents/sleeper-b.md': sleeper('sleeper-b'),
    },
  });
  const scenarioFile = path.join(repo.dir, 'scenario.json');
  await writeFile(scenarioFile, JSON.stringify(scenario));
  const output = path.join(repo.dir, 'out');
  const child = spawn(
    process.execPath,
    [
      cli,
      'run',
      '--prompt',
      'Run both sleepers.',
      '--scenario',
      scenarioFile,
      '--allowed-tools',
      'Bash(sleep:*)',
      '--output',
      output,
    ],
    { cwd: repo.root, env: { ...repo.env, HOME: repo.dir }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stderr = '';
  let stdout = '';
  child.stdout.on('data', (chunk) => (stdout += String(chunk)));
  child.stderr.on('data', (chunk) => (stderr += String(chunk)));
  // Both sleeps are running when both worktree agents have called Bash.
  const started = Date.now();
  while ((stderr.match(/Bash/g) ?? []).length < 2 && Date.now() - started < 20_000) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await new Promise((resolve) => setTimeout(resolve, 300));
  const sent = Date.now();
  for (const signal of signals) child.kill(signal);
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { code, stderr, stdout, output, seconds: (Date.now() - sent) / 1000 };
}

async function sleepsLeft(): Promise<string> {
  const { execFileSync } = await import('node:child_process');
  try {
    return execFileSync('pgrep', ['-f', 'sleep 47.5'], { encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
}

describe('cancelling a run (built CLI)', () => {
  it('on SIGTERM stops the agents, kills their commands, unlocks worktrees, writes the partial result, exits 143', async () => {
    const run = await runUntilBash(['SIGTERM']);
    expect(run.code, run.stderr).toBe(143);
    expect(run.seconds).toBeLessThan(15);
    expect(await sleepsLeft()).toBe('');
    const result = runResultSchema.parse(
      JSON.parse(await readFile(path.join(run.output, 'results.json'), 'utf8')),
    );
    expect(result.conclusion).toBe('cancelled');
    expect(result.incomplete.map((agent) => agent.name).sort()).toEqual(
      expect.arrayContaining(['sleeper-a', 'sleeper-b']),
    );
    expect(run.stdout).toContain('Run id:');
    // No worktree is left locked by the dead run.
    expect(repo!.run(['worktree', 'list', '--porcelain'])).not.toMatch(/^locked/m);
  });

  it('on SIGINT exits 130', async () => {
    const run = await runUntilBash(['SIGINT']);
    expect(run.code, run.stderr).toBe(130);
    expect(await sleepsLeft()).toBe('');
  });
});
