import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * The OS sandbox for tool subprocesses and hooks: bubblewrap (`bwrap`). Inside it a process sees
 * the file system read-only except its writable paths, a private /tmp, a /proc of its own PID
 * namespace (no other process: not the Flotilla process, its environment or its memory), and no
 * network unless the policy allows it. Killing the bwrap process takes everything inside with it.
 */
export interface SandboxPolicy {
  /** Bound read-write, in order (a later path may sit inside an earlier one). */
  writable: readonly string[];
  /** Bound read-only after the writable ones (e.g. `.git/hooks` inside a writable tree). */
  readOnly: readonly string[];
  /** Visible read-only although they sit under the private /tmp (e.g. the main checkout). */
  visible: readonly string[];
  network: boolean;
}

export const sandboxProgram = 'bwrap';

/** The bwrap command line that runs `command args` under `policy`, in `cwd`. */
export function sandboxedCommand(
  policy: SandboxPolicy,
  cwd: string,
  command: string,
  args: readonly string[],
): { command: string; args: string[] } {
  const wrapper = ['--ro-bind', '/', '/', '--dev', '/dev', '--proc', '/proc', '--tmpfs', '/tmp'];
  for (const path of policy.visible) if (existsSync(path)) wrapper.push('--ro-bind', path, path);
  for (const path of policy.writable) if (existsSync(path)) wrapper.push('--bind', path, path);
  for (const path of policy.readOnly) if (existsSync(path)) wrapper.push('--ro-bind', path, path);
  wrapper.push('--unshare-pid', '--unshare-ipc', '--unshare-uts', '--unshare-cgroup-try');
  if (!policy.network) wrapper.push('--unshare-net');
  wrapper.push('--die-with-parent', '--chdir', cwd, '--', command, ...args);
  return { command: sandboxProgram, args: wrapper };
}

export type SandboxProbe = { available: true } | { available: false; reason: string };

/**
 * Whether bwrap can make a sandbox here: it must be installed, and allowed to create namespaces
 * (unprivileged user namespaces can be off, or restricted by AppArmor as on Ubuntu 24.04).
 */
export function probeSandbox(): Promise<SandboxProbe> {
  const probe = sandboxedCommand(
    { writable: [], readOnly: [], visible: [], network: false },
    '/',
    'true',
    [],
  );
  return new Promise((resolve) => {
    execFile(probe.command, probe.args, { timeout: 10_000 }, (error, _stdout, stderr) => {
      if (!error) return resolve({ available: true });
      const reason =
        (error as NodeJS.ErrnoException).code === 'ENOENT'
          ? 'bwrap (bubblewrap) is not installed'
          : `bwrap cannot create a sandbox here: ${String(stderr).trim() || error.message}`;
      resolve({ available: false, reason });
    });
  });
}
