import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { describeRun } from './support/action-process.js';
import { createWorld, type World } from './support/action-world.js';

const token = 'ghs_cancelCanary0123456789abcdefABCDEF';
const baseFiles = {
  '.claude/agents/waiter.md': `---
name: waiter
description: Waits in Bash.
tools: Bash, ReportFindings
background: true
---

You wait.
`,
};

const scenario = {
  name: 'action-cancel',
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
                run_in_background: false,
                description: 'Wait',
                prompt: 'Wait.',
                subagent_type: 'waiter',
              },
            },
          ],
        },
        { text: 'Waiting.' },
      ],
    },
    {
      match: { agent: 'waiter' },
      turns: [
        { tool_use: [{ name: 'Bash', input: { command: 'sleep 48.25' } }] },
        { text: 'never reached' },
      ],
    },
  ],
};

function sleepsLeft(): string {
  try {
    return execFileSync('pgrep', ['-f', 'sleep 48.25'], { encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
}

describe('cancelling the Action (GitHub sends SIGINT)', () => {
  let world: World;
  beforeEach(async () => {
    world = await createWorld({
      baseFiles,
      headFiles: { 'src/new.js': 'export const x = 1;\n' },
      token,
    });
  });
  afterEach(() => world?.cleanup());

  async function cancelled(inputs: Record<string, string> = {}) {
    const extraheader = `AUTHORIZATION: basic ${Buffer.from(`x-access-token:${token}`).toString('base64')}`;
    execFileSync('git', [
      '-C',
      world.repo.workspace,
      'config',
      'http.https://github.com/.extraheader',
      extraheader,
    ]);
    const model = await world.startModel(scenario);
    const run = await world.run({
      eventName: 'pull_request',
      eventPath: await world.pullRequestEvent(),
      actor: 'octocat',
      model,
      inputs: { agents: 'waiter', allowed_tools: 'Bash(sleep:*)', ...inputs },
      control: (child, output) => {
        const poll = setInterval(() => {
          if (/waiter.*Bash/.test(output())) {
            clearInterval(poll);
            setTimeout(() => child.kill('SIGINT'), 300);
          }
        }, 50);
        child.on('exit', () => clearInterval(poll));
      },
    });
    const restored = execFileSync(
      'git',
      ['-C', world.repo.workspace, 'config', 'http.https://github.com/.extraheader'],
      { encoding: 'utf8' },
    ).trim();
    return { run, restored, extraheader };
  }

  it('stops the agents, kills their commands, restores the git config, reports cancelled, removes transcripts', async () => {
    const { run, restored, extraheader } = await cancelled();
    expect(run.exitCode, describeRun(run)).not.toBe(0);
    expect(run.outputs.conclusion, describeRun(run)).toBe('cancelled');
    expect(restored).toBe(extraheader);
    expect(sleepsLeft()).toBe('');
    expect(run.summary).toMatch(/cancelled/);
    // A cancelled job posts nothing: its partial result is in the summary, outputs and files.
    expect(world.github.state.reviews).toHaveLength(0);
    expect(run.stdout).toMatch(/The run was cancelled: nothing is posted \(post: review\)/);
    expect(run.summary).toContain('### Publishing stopped');
    expect(existsSync(path.join(run.runnerTemp, 'flotilla-transcripts'))).toBe(true);
    expect(await readdir(path.join(run.runnerTemp, 'flotilla-transcripts'))).toEqual([]);
  });

  it('keeps the redacted transcripts, readable by the runner user only, with keep_transcripts', async () => {
    const { run } = await cancelled({ keep_transcripts: 'true' });
    expect(run.outputs.conclusion, describeRun(run)).toBe('cancelled');
    const root = path.join(run.runnerTemp, 'flotilla-transcripts');
    const [runDir] = await readdir(root);
    const transcripts = path.join(root, runDir!, 'transcripts');
    const files = await readdir(transcripts);
    expect(files).toEqual(expect.arrayContaining(['lead.jsonl']));
    for (const file of files)
      expect((await stat(path.join(transcripts, file))).mode & 0o777).toBe(0o600);
    expect(run.stdout).toMatch(/kept in .*flotilla-transcripts.*upload-artifact/);
  });
});
