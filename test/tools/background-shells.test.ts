import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { BackgroundShells } from '../../src/tools/background-shells.js';
import { bashOutputTool, killShellTool } from '../../src/tools/background-shell-tools.js';
import { bashTool } from '../../src/tools/bash-tool.js';
import { makeTempTree, runTool, toolContext, toolFailure, type TempTree } from './helpers.js';

let tree: TempTree;
let shells: BackgroundShells;
beforeEach(async () => {
  tree = await makeTempTree();
  shells = new BackgroundShells();
});
afterEach(async () => {
  await shells.killAll();
  await tree.cleanup();
});

const context = (signal?: AbortSignal) =>
  toolContext(tree.root, { backgroundShells: shells, ...(signal ? { signal } : {}) });

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Starts a background command that records the pid of a grandchild it leaves running. */
async function startSleeper(signal?: AbortSignal): Promise<{ id: string; pid: number }> {
  const started = await runTool(
    bashTool,
    { command: 'sleep 60 & echo $! > sleeper.pid; echo ready; wait', run_in_background: true },
    context(signal),
  );
  const id = /ID: (bash_\d+)/.exec(started)?.[1];
  expect(id).toBe('bash_1');
  for (let attempt = 0; attempt < 100; attempt++) {
    const text = await readFile(path.join(tree.root, 'sleeper.pid'), 'utf8').catch(() => '');
    if (text.trim()) return { id: id!, pid: Number(text.trim()) };
    await sleep(20);
  }
  throw new Error('the background command never started');
}

async function until(check: () => boolean): Promise<void> {
  for (let attempt = 0; attempt < 200 && !check(); attempt++) await sleep(25);
}

describe('Bash run_in_background, BashOutput and KillShell', () => {
  it('runs a command in the background; BashOutput returns only new output, then the exit code', async () => {
    const started = await runTool(
      bashTool,
      { command: 'echo one; sleep 0.3; echo two; exit 3', run_in_background: true },
      context(),
    );
    expect(started).toContain('Command running in the background with ID: bash_1');
    await sleep(150);
    const first = await runTool(bashOutputTool, { bash_id: 'bash_1' }, context());
    expect(first).toContain('<status>running</status>');
    expect(first).toContain('one');
    expect(first).not.toContain('two');
    await sleep(800);
    const second = await runTool(bashOutputTool, { bash_id: 'bash_1' }, context());
    expect(second).toContain('<status>failed</status>');
    expect(second).toContain('<exit_code>3</exit_code>');
    expect(second).toContain('two');
    expect(second).not.toContain('one');
  });

  it('filters lines with a regular expression', async () => {
    await runTool(
      bashTool,
      { command: 'printf "ok 1\\nerror: x\\nok 2\\n"', run_in_background: true },
      context(),
    );
    await sleep(300);
    const output = await runTool(
      bashOutputTool,
      { bash_id: 'bash_1', filter: '^error' },
      context(),
    );
    expect(output).toContain('error: x');
    expect(output).not.toContain('ok 1');
  });

  it('KillShell kills the whole process group, children included', async () => {
    const { id, pid } = await startSleeper();
    expect(alive(pid)).toBe(true);
    expect(await runTool(killShellTool, { shell_id: id }, context())).toContain('Killed');
    await until(() => !alive(pid));
    expect(alive(pid)).toBe(false);
    expect(await runTool(bashOutputTool, { bash_id: id }, context())).toContain(
      '<status>killed</status>',
    );
  });

  it("the agent's end (killAll) and its signal (a stop, a limit, a cancellation) kill its shells", async () => {
    const first = await startSleeper();
    await shells.killAll();
    await until(() => !alive(first.pid));
    expect(alive(first.pid)).toBe(false);

    shells = new BackgroundShells();
    const stop = new AbortController();
    const second = await startSleeper(stop.signal);
    stop.abort();
    await until(() => !alive(second.pid));
    expect(alive(second.pid)).toBe(false);
  });

  it('names the shells an agent has when an id is unknown; a foreground timeout over 600000 ms is refused', async () => {
    expect((await toolFailure(killShellTool, { shell_id: 'bash_9' }, context())).message).toContain(
      'You have started none',
    );
    expect(
      (await toolFailure(bashTool, { command: 'true', timeout: 900_000 }, context())).message,
    ).toContain('run_in_background (up to 7200000 ms)');
  });
});

describe('a foreground Bash command still running at its timeout', () => {
  const never = new AbortController().signal;

  it('is moved to the background, as in Claude Code 2.1.332: the output so far now, the rest and the end later', async () => {
    const moved = await runTool(
      bashTool,
      {
        command: 'echo partial; sleep 0.8; echo end; exit 3',
        timeout: 300,
        description: 'Run the suite',
      },
      context(),
    );
    const lines = moved.split('\n');
    expect(lines[0]).toBe('partial');
    expect(lines.at(-1)).toMatch(
      /^Command did not complete within its 300 ms timeout and was moved to the background with ID: bash_1; it was not stopped\. .*TaskOutput \(task_id "bash_1"\)/,
    );
    expect(shells.describe('bash_1')?.status).toBe('running');
    await shells.waitForEnd('bash_1', 20_000, never);
    expect(shells.takeEnded()).toEqual([
      {
        id: 'bash_1',
        toolUseId: 'toolu_test',
        description: 'Run the suite',
        status: 'failed',
        exitCode: 3,
      },
    ]);
    const read = await runTool(bashOutputTool, { bash_id: 'bash_1' }, context());
    expect(read).toContain('<exit_code>3</exit_code>');
    expect(read).toContain('end');
    expect(read).not.toContain('partial');
  });

  it('is killed when its first command is sleep, as in Claude Code; a silent one is moved all the same', async () => {
    const killed = await toolFailure(
      bashTool,
      { command: 'sleep 5; echo late', timeout: 300 },
      context(),
    );
    expect(killed.message).toContain('timed out after 300 ms and was killed');
    expect(shells.ids()).toEqual([]);
    const silent = await runTool(bashTool, { command: 'true; sleep 5', timeout: 300 }, context());
    expect(silent).toMatch(/^\(No output yet: .*\)\nCommand did not complete .* ID: bash_1;/);
  });

  it('keeps its process group once moved: the agent end kills it, children included', async () => {
    const moved = await runTool(
      bashTool,
      { command: 'echo ready; sleep 60 & echo $! > sleeper.pid; wait', timeout: 300 },
      context(),
    );
    expect(moved).toContain('ID: bash_1');
    const pid = Number((await readFile(path.join(tree.root, 'sleeper.pid'), 'utf8')).trim());
    expect(alive(pid)).toBe(true);
    await shells.killAll();
    await until(() => !alive(pid));
    expect(alive(pid)).toBe(false);
    expect(shells.describe('bash_1')?.status).toBe('killed');
  });

  it('runs in the background for backgroundTimeoutMs more at most, then times out', async () => {
    const run = await shells.runInForeground({
      command: 'echo first; sleep 30',
      cwd: tree.root,
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin' },
      timeoutMs: 200,
      backgroundTimeoutMs: 300,
      maxOutputChars: 1_000,
      signal: never,
    });
    expect(run).toEqual({
      type: 'moved',
      id: 'bash_1',
      soFar: { output: 'first\n', truncated: false, omittedChars: 0 },
    });
    await shells.waitForEnd('bash_1', 20_000, never);
    expect(shells.describe('bash_1')?.status).toBe('timed_out');
  });
});
