import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { existsSync } from 'node:fs';
import {
  chmod,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  realpath,
  rm,
  symlink,
  writeFile,
} from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runProcess } from '../../src/platform/process.js';
import {
  probeSandbox,
  sandboxedCommand,
  unmountableReason,
  type SandboxPolicy,
} from '../../src/platform/sandbox.js';

/**
 * The OS sandbox, with the real bwrap. Where bubblewrap cannot run, these tests are skipped —
 * unless FLOTILLA_REQUIRE_SANDBOX=1 (CI sets it after installing bubblewrap), where that fails.
 */
const probe = await probeSandbox(process.env.PATH ?? '');
const required = process.env.FLOTILLA_REQUIRE_SANDBOX === '1';
if (required && !probe.available) throw new Error(`The sandbox is required here: ${probe.reason}`);

describe.skipIf(!probe.available)('the bubblewrap sandbox', () => {
  let root: string;
  let outsideTmp: string;
  let server: Server;
  let port: number;
  const env = { PATH: process.env.PATH ?? '/usr/bin:/bin', CANARY_VISIBLE: 'yes' };
  const policy = (network = false): SandboxPolicy => ({
    program: probe.available ? probe.program : 'bwrap',
    writable: [path.join(root, 'work')],
    readOnly: [path.join(root, 'work', 'protected')],
    visible: [root],
    network,
  });
  const sh = (command: string, network = false) =>
    runProcess({
      command: 'bash',
      args: ['-c', command],
      cwd: path.join(root, 'work'),
      env,
      sandbox: policy(network),
      timeoutMs: 20_000,
    });

  beforeAll(async () => {
    root = await realpath(await mkdtemp(path.join(tmpdir(), 'flotilla-sandbox-')));
    await mkdir(path.join(root, 'work', 'protected'), { recursive: true });
    await writeFile(path.join(root, 'readable.txt'), 'main checkout\n');
    // A directory outside /tmp, to show that the rest of the file system is read-only.
    outsideTmp = await mkdtemp(path.join(process.cwd(), '.sandbox-test-'));
    server = createServer((socket) => socket.end('hello\n'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as { port: number }).port;
  });
  afterAll(async () => {
    server.close();
    await rm(root, { recursive: true, force: true });
    await rm(outsideTmp, { recursive: true, force: true });
  });

  it('writes inside the working tree, reads the main checkout, writes nothing else', async () => {
    const result = await sh(
      [
        'echo made > made.txt',
        'cat ../readable.txt',
        `echo no > ${outsideTmp}/escaped.txt || echo outside-refused`,
        'echo no > protected/planted.txt || echo protected-refused',
        `echo no > ${root}/beside.txt || echo beside-refused`,
      ].join('; '),
    );
    expect(result.output).toContain('main checkout');
    expect(result.output).toContain('outside-refused');
    expect(result.output).toContain('protected-refused');
    expect(result.output).toContain('beside-refused');
    expect(await readFile(path.join(root, 'work', 'made.txt'), 'utf8')).toBe('made\n');
    expect(existsSync(path.join(outsideTmp, 'escaped.txt'))).toBe(false);
    expect(existsSync(path.join(root, 'work', 'protected', 'planted.txt'))).toBe(false);
  });

  it("gives stdout and stderr one pipe when asked (the Bash tool's): the output in order", async () => {
    const result = await runProcess({
      command: 'bash',
      args: ['-c', 'for i in 1 2 3; do echo out$i; echo err$i >&2; done'],
      cwd: path.join(root, 'work'),
      env,
      sandbox: policy(),
      stderrToStdout: true,
      timeoutMs: 20_000,
    });
    expect(result).toMatchObject({
      exitCode: 0,
      output: 'out1\nerr1\nout2\nerr2\nout3\nerr3\n',
    });
  });

  it('keeps a read-only path that does not exist from being created', async () => {
    const missing = path.join(root, 'work', 'missing-hooks');
    const result = await runProcess({
      command: 'bash',
      args: ['-c', 'mkdir -p missing-hooks; echo x > missing-hooks/post-commit || echo refused'],
      cwd: path.join(root, 'work'),
      env,
      sandbox: { ...policy(), readOnly: [missing] },
      timeoutMs: 20_000,
    });
    expect(result.output).toContain('refused');
    expect(existsSync(path.join(missing, 'post-commit'))).toBe(false);
  });

  it('gives the command its environment, and bwrap (outside the sandbox) none of it', async () => {
    // The dynamic loader of a process given LD_DEBUG_OUTPUT writes its log there: on the host
    // for bwrap, nowhere for the commands inside (the directory is read-only for them).
    const result = await runProcess({
      command: 'bash',
      args: ['-c', 'echo "debug=$LD_DEBUG visible=$CANARY_VISIBLE"'],
      cwd: path.join(root, 'work'),
      env: { ...env, LD_DEBUG: 'files', LD_DEBUG_OUTPUT: path.join(outsideTmp, 'loader') },
      sandbox: policy(),
      timeoutMs: 20_000,
    });
    expect(result.output).toContain('debug=files visible=yes');
    expect((await readdir(outsideTmp)).filter((name) => name.startsWith('loader'))).toEqual([]);
  });

  it('shows no other process: not the parent, its environment or its memory', async () => {
    process.env.FLOTILLA_SANDBOX_CANARY = 'canary-b7e1';
    try {
      const result = await sh(
        [
          'ls /proc | grep -E "^[0-9]+$" | wc -l',
          `cat /proc/${process.pid}/environ 2>&1 || echo no-parent`,
          'cat /proc/$PPID/environ | tr "\\0" "\\n"',
          'echo "visible=$CANARY_VISIBLE"',
        ].join('; '),
      );
      expect(result.output).not.toContain('canary-b7e1');
      expect(result.output).toContain('visible=yes');
      const processes = Number(result.output.trim().split('\n')[0]);
      expect(processes).toBeLessThan(10);
    } finally {
      delete process.env.FLOTILLA_SANDBOX_CANARY;
    }
  });

  it('has no network unless the policy gives it', async () => {
    const connect = `exec 3<>/dev/tcp/127.0.0.1/${port} && head -1 <&3 || echo no-network`;
    expect((await sh(connect)).output).toContain('no-network');
    expect((await sh(connect, true)).output).toContain('hello');
  });

  it('takes every process inside with it when it is killed', async () => {
    const controller = new AbortController();
    const running = runProcess({
      command: 'bash',
      args: ['-c', 'sleep 61.37 & sleep 61.37 & echo started; wait'],
      cwd: path.join(root, 'work'),
      env,
      sandbox: policy(),
      signal: controller.signal,
      killGraceMs: 200,
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    controller.abort();
    const result = await running;
    expect(result.aborted).toBe(true);
    const sleepers = await runProcess({
      command: 'bash',
      args: ['-c', 'pgrep -fx "sleep 61.37" || true'],
      cwd: root,
      env,
    });
    expect(sleepers.output.trim()).toBe('');
  });

  it("keeps the environment off bwrap's command line, which every user can read", () => {
    const wrapped = sandboxedCommand(policy(), path.join(root, 'work'), 'true', [], {
      PATH: '/usr/bin:/bin',
      DEPLOY_TOKEN: 'tok-7f3a9c2e1b',
      LD_PRELOAD: '/nowhere.so',
    });
    expect(wrapped.args.join(' ')).not.toContain('tok-7f3a9c2e1b');
    expect(wrapped.env).toEqual({ PATH: '/usr/bin:/bin', DEPLOY_TOKEN: 'tok-7f3a9c2e1b' });
    // What the dynamic loader would act on in bwrap itself goes by --setenv.
    expect(wrapped.args).toEqual(expect.arrayContaining(['--setenv', 'LD_PRELOAD', '/nowhere.so']));
  });

  it('gives the command the variables it was handed', async () => {
    const result = await runProcess({
      command: 'bash',
      args: ['-c', 'echo "token=$DEPLOY_TOKEN"'],
      cwd: path.join(root, 'work'),
      env: { ...env, DEPLOY_TOKEN: 'tok-7f3a9c2e1b' },
      sandbox: policy(),
      timeoutMs: 20_000,
    });
    expect(result.output).toContain('token=tok-7f3a9c2e1b');
  });

  it("binds the policy's tmp as /tmp, and an empty /tmp where it is missing or a link", async () => {
    const tmp = path.join(root, 'hook-tmp');
    const outside = await mkdtemp(path.join(process.cwd(), '.sandbox-outside-'));
    const write = (directory: string) =>
      runProcess({
        command: 'bash',
        args: ['-c', 'ls /tmp; echo kept > /tmp/state'],
        cwd: path.join(root, 'work'),
        env,
        sandbox: { ...policy(), tmp: directory },
        timeoutMs: 20_000,
      });
    try {
      expect((await write(tmp)).exitCode).toBe(0);
      await mkdir(tmp);
      expect((await write(tmp)).output).not.toContain('state');
      expect((await write(tmp)).output).toContain('state');
      expect(await readFile(path.join(tmp, 'state'), 'utf8')).toBe('kept\n');
      await rm(tmp, { recursive: true });
      await symlink(outside, tmp);
      expect((await write(tmp)).exitCode).toBe(0);
      expect(await readdir(outside)).toEqual([]);
    } finally {
      await rm(tmp, { recursive: true, force: true });
      await rm(outside, { recursive: true, force: true });
    }
  });

  it('does not mount a directory that was swapped for a link after it was checked', async () => {
    const outside = await mkdtemp(path.join(process.cwd(), '.sandbox-outside-'));
    const deps = path.join(root, 'deps');
    try {
      await writeFile(path.join(outside, 'id_rsa'), 'TOPSECRET\n');
      await mkdir(deps);
      await writeFile(path.join(deps, 'ok.txt'), 'dependency\n');
      const checked = new Map([[deps, await realpath(deps)]]);
      const read = () =>
        runProcess({
          command: 'bash',
          args: ['-c', `cat ${deps}/ok.txt ${deps}/id_rsa 2>&1; true`],
          cwd: path.join(root, 'work'),
          env,
          sandbox: { ...policy(), visible: [deps], checked },
          timeoutMs: 20_000,
        });
      expect((await read()).output).toContain('dependency');
      await rm(deps, { recursive: true });
      await symlink(outside, deps);
      const after = await read();
      expect(after.output).not.toContain('TOPSECRET');
    } finally {
      await rm(deps, { recursive: true, force: true });
      await rm(outside, { recursive: true, force: true });
    }
  });

  it('makes the mount point of a missing read-only path for as long as a command needs it', async () => {
    const work = path.join(root, 'work');
    const missing = path.join(work, 'missing', 'deep');
    const held: SandboxPolicy = { ...policy(), readOnly: [missing] };
    const run = (command: string) =>
      runProcess({ command: 'bash', args: ['-c', command], cwd: work, env, sandbox: held });
    const slow = run('sleep 1.5; mkdir -p missing/deep/x 2>/dev/null && echo made || echo refused');
    const quick = await run('(echo x > missing/deep/f) 2>/dev/null && echo made || echo refused');
    expect(quick.output).toBe('refused\n');
    // The slow command still holds it: the quick one leaves it there.
    expect(existsSync(missing)).toBe(true);
    expect((await slow).output).toBe('refused\n');
    expect(existsSync(path.join(work, 'missing'))).toBe(false);
    // Something put there from outside while a command runs stays.
    const kept = run('sleep 1');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await writeFile(path.join(missing, 'kept.txt'), 'from the host\n');
    await kept;
    expect(await readFile(path.join(missing, 'kept.txt'), 'utf8')).toBe('from the host\n');
    await rm(path.join(work, 'missing'), { recursive: true });
  });

  it("leaves a mount point another process's sandbox holds, and takes it away once none does", async () => {
    const work = path.join(root, 'work');
    const missing = path.join(work, 'other-held');
    const held: SandboxPolicy = { ...policy(), readOnly: [missing] };
    // Another Flotilla process (a teammate's) made it, marked, and its sandbox runs.
    await mkdir(missing);
    await chmod(missing, 0o1755);
    const launch = sandboxedCommand(held, work, 'bash', [
      '-c',
      'sleep 1.5; (echo x > other-held/f) 2>/dev/null && echo made || echo refused',
    ]);
    const other = new Promise<string>((resolve) =>
      execFile(launch.command, launch.args, { env: { ...env, ...launch.env } }, (_, stdout) =>
        resolve(stdout),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    // This process's command holds it too, and ends first: it leaves it mounted there.
    await runProcess({ command: 'true', cwd: work, env, sandbox: held });
    expect(existsSync(missing)).toBe(true);
    expect(await other).toBe('refused\n');
    await runProcess({ command: 'true', cwd: work, env, sandbox: held });
    expect(existsSync(missing)).toBe(false);
  });
});

describe('directories made visible in the sandbox', () => {
  it('are never the root, /proc, /dev or /tmp, by name or through a link', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'flotilla-visible-'));
    try {
      await symlink('/proc', path.join(dir, 'proc-link'));
      await symlink('/', path.join(dir, 'root-link'));
      for (const refused of ['/', '/proc', '/proc/self', '/dev', '/dev/shm', '/tmp', '/tmp/..']) {
        expect(unmountableReason(refused), refused).toBeDefined();
      }
      expect(unmountableReason(path.join(dir, 'proc-link'))).toBe('the sandbox has its own /proc');
      expect(unmountableReason(path.join(dir, 'root-link'))).toBe('it is the root directory');
      expect(unmountableReason('relative/bin')).toBe('not an absolute path');
      expect(unmountableReason('/usr/bin')).toBeUndefined();
      expect(unmountableReason(dir)).toBeUndefined();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
