import { execFile } from 'node:child_process';
import { existsSync, lstatSync, readlinkSync } from 'node:fs';

/**
 * The OS sandbox for tool subprocesses and hooks: bubblewrap (`bwrap`). Inside it a process sees
 * only the system's programs and libraries (read-only), the paths its policy names, a private
 * /tmp, a /proc of its own PID namespace (no other process: not the Flotilla process, its
 * environment or its memory), and no network unless the policy allows it. Nothing else of the
 * file system exists for it: not the home directory, not other checkouts, not the runner's temp
 * directory. Killing the bwrap process takes everything inside with it.
 */
export interface SandboxPolicy {
  /** Bound read-write, in order (a later path may sit inside an earlier one). */
  writable: readonly string[];
  /** Bound read-only after the writable ones (e.g. `.git/hooks` inside a writable tree). */
  readOnly: readonly string[];
  /**
   * Visible read-only besides the system directories (programs on PATH, the main checkout's
   * dependency directories a worktree links to).
   */
  visible: readonly string[];
  network: boolean;
}

/** What programs need to run: the system's own directories, read-only. */
export const systemDirectories = [
  '/usr',
  '/bin',
  '/sbin',
  '/lib',
  '/lib32',
  '/lib64',
  '/libx32',
  '/etc',
  '/opt',
  '/sys',
];

export const sandboxProgram = 'bwrap';

/** The bwrap command line that runs `command args` under `policy`, in `cwd`. */
export function sandboxedCommand(
  policy: SandboxPolicy,
  cwd: string,
  command: string,
  args: readonly string[],
): { command: string; args: string[] } {
  const wrapper = ['--dev', '/dev', '--proc', '/proc', '--tmpfs', '/tmp'];
  for (const path of systemDirectories) {
    const link = symlinkTarget(path);
    if (link !== undefined) wrapper.push('--symlink', link, path);
    else if (existsSync(path)) wrapper.push('--ro-bind', path, path);
  }
  for (const path of policy.visible) if (existsSync(path)) wrapper.push('--ro-bind', path, path);
  for (const path of policy.writable) if (existsSync(path)) wrapper.push('--bind', path, path);
  for (const path of policy.readOnly) if (existsSync(path)) wrapper.push('--ro-bind', path, path);
  wrapper.push('--unshare-pid', '--unshare-ipc', '--unshare-uts', '--unshare-cgroup-try');
  if (!policy.network) wrapper.push('--unshare-net');
  wrapper.push('--die-with-parent', '--chdir', cwd, '--', command, ...args);
  return { command: sandboxProgram, args: wrapper };
}

/** A merged-/usr system has `/bin -> usr/bin`: the same link inside. */
function symlinkTarget(path: string): string | undefined {
  try {
    return lstatSync(path).isSymbolicLink() ? readlinkSync(path) : undefined;
  } catch {
    return undefined;
  }
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
