import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtemp, readFile, realpath, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ProcessStartError, runProcess } from '../../src/platform/process.js';

let directory: string;
beforeEach(async () => {
  directory = await realpath(await mkdtemp(path.join(tmpdir(), 'flotilla-process-')));
});
afterEach(async () => rm(directory, { recursive: true, force: true }));

const env = { PATH: process.env.PATH ?? '/usr/bin:/bin' };

/** Waits (bounded) until the process is gone or a zombie; returns whether it went. */
async function gone(pid: number): Promise<boolean> {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (!(await alive(pid))) return true;
    await sleep(50);
  }
  return false;
}

async function alive(pid: number): Promise<boolean> {
  try {
    // A killed child re-parented to a PID 1 that does not reap stays a zombie: that is gone.
    const state = await readFile(`/proc/${pid}/stat`, 'utf8');
    return !/^\d+ \(.*\) [ZX]/.test(state);
  } catch {
    try {
      process.kill(pid, 0);
      return process.platform !== 'linux';
    } catch {
      return false;
    }
  }
}

describe('runProcess', () => {
  it('runs without a shell: arguments are not expanded', async () => {
    const result = await runProcess({ command: 'echo', args: ['$HOME', '*'], cwd: directory, env });
    expect(result.exitCode).toBe(0);
    expect(result.output).toBe('$HOME *\n');
  });

  it('reports the exit code and combines stdout and stderr in order', async () => {
    const result = await runProcess({
      command: 'bash',
      args: ['-c', 'echo out; sleep 0.05; echo err >&2; sleep 0.05; echo out2; exit 3'],
      cwd: directory,
      env,
    });
    expect(result.exitCode).toBe(3);
    expect(result.output).toBe('out\nerr\nout2\n');
    expect(result.timedOut).toBe(false);
  });

  it('gives the process exactly the environment passed, in the cwd passed', async () => {
    const result = await runProcess({
      command: 'env',
      cwd: directory,
      env: { ONLY_THIS: 'yes', PATH: env.PATH },
    });
    expect(result.output.trim().split('\n').sort()).toEqual([`ONLY_THIS=yes`, `PATH=${env.PATH}`]);
    const pwd = await runProcess({ command: 'pwd', cwd: directory, env });
    expect(pwd.output.trim()).toBe(directory);
  });

  it('ignores stdin unless input is given', async () => {
    const ignored = await runProcess({ command: 'cat', cwd: directory, env });
    expect(ignored).toMatchObject({ exitCode: 0, output: '' });
    const fed = await runProcess({ command: 'cat', cwd: directory, env, input: 'fed text' });
    expect(fed.output).toBe('fed text');
  });

  it('kills the whole process group on timeout', async () => {
    const pidFile = path.join(directory, 'child.pid');
    const result = await runProcess({
      command: 'bash',
      args: ['-c', `sleep 30 & echo $! > ${pidFile}; echo started; wait`],
      cwd: directory,
      env,
      timeoutMs: 300,
      killGraceMs: 200,
    });
    expect(result.timedOut).toBe(true);
    expect(result.exitCode).toBeNull();
    expect(result.signal).not.toBeNull();
    expect(result.output).toBe('started\n');
    const child = Number((await readFile(pidFile, 'utf8')).trim());
    expect(await gone(child)).toBe(true);
  });

  it('asks onTimeout before the kill: more time lets the command finish, none kills it', async () => {
    const seen: string[] = [];
    const extended = await runProcess({
      command: 'bash',
      args: ['-c', 'echo before; sleep 0.6; echo after'],
      cwd: directory,
      env,
      timeoutMs: 200,
      onTimeout: (soFar) => {
        seen.push(soFar.output);
        return seen.length === 1 ? 5_000 : undefined;
      },
    });
    expect(seen).toEqual(['before\n']);
    expect(extended).toMatchObject({ timedOut: false, exitCode: 0, output: 'before\nafter\n' });

    const refused = await runProcess({
      command: 'bash',
      args: ['-c', 'echo before; sleep 30'],
      cwd: directory,
      env,
      timeoutMs: 200,
      killGraceMs: 200,
      onTimeout: () => undefined,
    });
    expect(refused).toMatchObject({ timedOut: true, output: 'before\n' });
  });

  it('with stderrToStdout, gives stdout and stderr one pipe: the output keeps the order written', async () => {
    // Two pipes are read as their chunks arrive: quick writes come back regrouped.
    const script = 'for i in $(seq 1 200); do echo out$i; echo err$i >&2; done; exit 4';
    const result = await runProcess({
      command: 'bash',
      args: ['-c', script],
      cwd: directory,
      env,
      stderrToStdout: true,
    });
    const expected = Array.from({ length: 200 }, (_, index) => [
      `out${index + 1}`,
      `err${index + 1}`,
    ]).flat();
    expect(result.exitCode).toBe(4);
    expect(result.output.trimEnd().split('\n')).toEqual(expected);
  });

  // setTimeout fires a delay past 2^31-1 ms at once: a limit that long (BASH_MAX_TIMEOUT_MS, a
  // hook's timeout in the settings) must let the command finish, not kill it at the start.
  it('lets a command run under a time limit longer than setTimeout keeps', async () => {
    const result = await runProcess({
      command: 'bash',
      args: ['-c', 'sleep 0.3; echo finished'],
      cwd: directory,
      env,
      timeoutMs: 99_999_999_999,
    });
    expect(result).toMatchObject({ timedOut: false, exitCode: 0, output: 'finished\n' });
  });

  it('kills the process group when the signal aborts', async () => {
    const controller = new AbortController();
    const pending = runProcess({
      command: 'bash',
      args: ['-c', 'echo ready; sleep 30'],
      cwd: directory,
      env,
      signal: controller.signal,
    });
    await sleep(100);
    controller.abort();
    const result = await pending;
    expect(result.aborted).toBe(true);
    expect(result.timedOut).toBe(false);
  });

  it('does not start when the signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const pidFile = path.join(directory, 'never');
    const result = await runProcess({
      command: 'bash',
      args: ['-c', `echo $$ > ${pidFile}`],
      cwd: directory,
      env,
      signal: controller.signal,
    });
    expect(result.aborted).toBe(true);
    await expect(readFile(pidFile)).rejects.toThrow();
  });

  it('ends children left running in the background when the main process exits', async () => {
    const result = await runProcess({
      command: 'bash',
      args: ['-c', 'sleep 30 & echo $!'],
      cwd: directory,
      env,
      timeoutMs: 20_000,
    });
    expect(result.timedOut).toBe(false);
    expect(result.exitCode).toBe(0);
    expect(await gone(Number(result.output.trim()))).toBe(true);
  });

  it('keeps the head and the tail of long output and says how much was cut', async () => {
    const result = await runProcess({
      command: 'bash',
      args: ['-c', 'echo START; head -c 100000 /dev/zero | tr "\\0" x; echo; echo END'],
      cwd: directory,
      env,
      maxOutputChars: 1000,
    });
    expect(result.truncated).toBe(true);
    expect(result.output.startsWith('START\n')).toBe(true);
    expect(result.output.endsWith('END\n')).toBe(true);
    expect(result.omittedChars).toBe(100_000 + 'START\n\nEND\n'.length - 1000);
    expect(result.output).toContain(
      `[... ${result.omittedChars} characters of output omitted ...]`,
    );
  });

  it('keeps short output whole', async () => {
    const result = await runProcess({
      command: 'echo',
      args: ['short'],
      cwd: directory,
      env,
      maxOutputChars: 10,
    });
    expect(result).toMatchObject({ output: 'short\n', truncated: false, omittedChars: 0 });
  });

  it('throws ProcessStartError for a command that does not exist', async () => {
    await expect(
      runProcess({ command: 'flotilla-no-such-command', cwd: directory, env }),
    ).rejects.toBeInstanceOf(ProcessStartError);
  });
});
