import { execFile } from 'node:child_process';
import { accessSync, constants, existsSync, lstatSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { symlinkTarget } from './real-target.js';
import { readOnlyTarget } from './sandbox-mount-points.js';

/**
 * The OS sandbox for tool subprocesses and hooks: bubblewrap (`bwrap`). Inside it a process sees
 * only the system's programs and libraries (read-only), the paths its policy names, a private
 * /tmp (an empty one, or the policy's `tmp`), a /proc of its own PID namespace (no other process: not the Flotilla process, its
 * environment or its memory), and no network unless the policy allows it. Nothing else of the
 * file system exists for it: not the home directory, not other checkouts, not the runner's temp
 * directory. Killing the bwrap process takes everything inside with it.
 */
export interface SandboxPolicy {
  /**
   * The bwrap program, an absolute path found on Flotilla's own PATH when the run starts: never
   * looked up on a command's environment, which a repository's settings `env` may set.
   */
  program: string;
  /** Bound read-write, in order (a later path may sit inside an earlier one). */
  writable: readonly string[];
  /**
   * Bound read-only after the writable ones (e.g. `.git/hooks`, `.claude/settings.json` inside a
   * writable tree). One that does not exist gets an empty read-only directory in its place: a path
   * left out would be writable, for a command to create (a hook, a settings file). Its mount point
   * is made on the host just before the command (with any parent directory it needs) and removed
   * after it, once no other command holds it, unless something was put into it meanwhile
   * (holdMountPoints). One that is a symbolic link protects what it leads to, if that is in a
   * writable path; the link itself is not a mount point, and can be replaced.
   */
  readOnly: readonly string[];
  /**
   * Directories bound read-write again inside a read-only one, each followed by read-only paths of
   * its own (a worktree agent's git directory inside `<common>/worktrees`, without its
   * `config.worktree`), mounted last.
   */
  reopened?: readonly { writable: string; readOnly: readonly string[] }[];
  /**
   * Visible read-only besides the system directories (programs on PATH, the main checkout's
   * dependency directories a worktree links to).
   */
  visible: readonly string[];
  network: boolean;
  /**
   * A directory of the host bound as /tmp, for processes that keep state there from one call to
   * the next (a run's hooks: a "warn once" flag, a counter); without it, /tmp is an empty one each
   * time, as when it is missing or a link. The bwrap mount points of paths under /tmp are made
   * in it.
   */
  tmp?: string;
  /**
   * The real path each writable or visible entry had when it was checked: an entry that now
   * resolves elsewhere (a directory the agent swapped for a link to the home directory) is not
   * mounted. Entries without one are mounted as they are.
   */
  checked?: ReadonlyMap<string, string>;
}

/** What programs need to run: the system's own directories, read-only. */
const systemDirectories = [
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

const sandboxProgramName = 'bwrap';

/**
 * Where the sandbox keeps its own file systems: a directory mounted over one of them (or over the
 * root, which holds them all) would put the host's in its place: the host's /proc shows the
 * Flotilla process's memory, its /tmp the runner's files.
 */
const sandboxOwnMounts = ['/proc', '/dev', '/tmp'];

/**
 * Why `directory` may not be made visible in the sandbox (its path or the one it resolves to is
 * the root, /proc or /dev or inside them, or /tmp itself); undefined when it may.
 */
export function unmountableReason(directory: string): string | undefined {
  if (!path.isAbsolute(directory)) return 'not an absolute path';
  let real: string;
  try {
    real = realpathSync.native(directory);
  } catch {
    return undefined; // Not there: nothing is mounted.
  }
  for (const candidate of new Set([path.resolve(directory), real])) {
    if (candidate === '/') return 'it is the root directory';
    for (const own of sandboxOwnMounts) {
      const inside = own !== '/tmp' && candidate.startsWith(`${own}/`);
      if (candidate === own || inside) return `the sandbox has its own ${own}`;
    }
  }
  return undefined;
}

/**
 * The bwrap command line that runs `command args` under `policy`, in `cwd`, with the environment
 * `env`, and the environment to start bwrap with: none. bwrap itself runs outside the sandbox,
 * and the command's environment can come from a repository's settings: given to bwrap, a
 * variable the dynamic loader reads (LD_PRELOAD, LD_AUDIT, LD_DEBUG_OUTPUT) would act there.
 */
export function sandboxedCommand(
  policy: SandboxPolicy,
  cwd: string,
  command: string,
  args: readonly string[],
  env: Readonly<Record<string, string>> = {},
): { command: string; args: string[]; env: Record<string, string> } {
  // A `tmp` that is gone, or no longer a directory of its own (a link to the home directory put
  // in its place), gives an empty /tmp: never something else mounted writable there.
  const tmp = policy.tmp !== undefined && isDirectory(policy.tmp) ? policy.tmp : undefined;
  const wrapper = tmp ? ['--bind', tmp, '/tmp'] : ['--tmpfs', '/tmp'];
  for (const directory of systemDirectories) {
    // A merged-/usr system has `/bin -> usr/bin`: the same link inside.
    const link = symlinkTarget(directory);
    if (link !== undefined) wrapper.push('--symlink', link, directory);
    else if (existsSync(directory)) wrapper.push('--ro-bind', directory, directory);
  }
  const stillChecked = (directory: string): boolean => {
    const real = policy.checked?.get(directory);
    if (real === undefined) return true;
    try {
      return realpathSync.native(directory) === real;
    } catch {
      return false;
    }
  };
  for (const directory of policy.visible) {
    if (
      existsSync(directory) &&
      unmountableReason(directory) === undefined &&
      stillChecked(directory)
    )
      wrapper.push('--ro-bind', directory, directory);
  }
  // After everything read from the host, so that nothing mounted before can stand in for them.
  wrapper.push('--dev', '/dev', '--proc', '/proc');
  for (const directory of policy.writable)
    if (existsSync(directory) && stillChecked(directory))
      wrapper.push('--bind', directory, directory);
  // A file as it is. A directory (or a path missing now) gets an empty read-only directory first,
  // then what the host has there on top, if it still has it: git removes `.git/worktrees` once
  // empty, and one gone by the time bwrap mounts it must not fail the command, nor be left
  // writable for a command to create. A link is followed to where it leads, and only there: a
  // mount on the link would show its target (the home directory) at the link's path.
  const mountReadOnly = (entry: string, writable: readonly string[]) => {
    const file = readOnlyTarget(entry, writable);
    if (file === undefined) return;
    if (isFile(file)) wrapper.push('--ro-bind', file, file);
    else wrapper.push('--tmpfs', file, '--remount-ro', file, '--ro-bind-try', file, file);
  };
  for (const entry of policy.readOnly) mountReadOnly(entry, policy.writable);
  for (const inner of policy.reopened ?? []) {
    if (!existsSync(inner.writable) || !stillChecked(inner.writable)) continue;
    wrapper.push('--bind', inner.writable, inner.writable);
    for (const entry of inner.readOnly) mountReadOnly(entry, [inner.writable]);
  }
  wrapper.push('--unshare-pid', '--unshare-ipc', '--unshare-uts', '--unshare-cgroup-try');
  if (!policy.network) wrapper.push('--unshare-net');
  // bwrap hands its own environment to the command. What the dynamic loader (and glibc) would
  // act on in bwrap itself goes by --setenv instead: on bwrap's command line, which every user
  // of the host can read, so everything else (a settings token) stays in the environment.
  const own: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    if (loaderVariable(name)) wrapper.push('--setenv', name, value);
    else own[name] = value;
  }
  wrapper.push('--die-with-parent', '--chdir', cwd, '--', command, ...args);
  return { command: policy.program, args: wrapper, env: own };
}

/** glibc's unsecure variables: what it ignores for setuid programs, and bwrap must not get. */
const loaderVariables = new Set([
  'GCONV_PATH',
  'GETCONF_DIR',
  'HOSTALIASES',
  'LOCALDOMAIN',
  'LOCPATH',
  'MALLOC_TRACE',
  'NIS_PATH',
  'NLSPATH',
  'RESOLV_HOST_CONF',
  'RES_OPTIONS',
  'TMPDIR',
  'TZDIR',
]);

function loaderVariable(name: string): boolean {
  return name.startsWith('LD_') || name.startsWith('GLIBC_') || loaderVariables.has(name);
}

/**
 * The bwrap program on `searchPath` (Flotilla's own PATH: absolute entries only, a relative one
 * would be looked up in whatever directory the run starts in), as an absolute path.
 */
function findSandboxProgram(searchPath: string): string | undefined {
  for (const directory of searchPath.split(path.delimiter)) {
    if (!path.isAbsolute(directory)) continue;
    const candidate = path.join(directory, sandboxProgramName);
    try {
      accessSync(candidate, constants.X_OK);
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not here
    }
  }
  return undefined;
}

/** A directory itself, not a link to one. */
function isDirectory(directory: string): boolean {
  try {
    return lstatSync(directory).isDirectory();
  } catch {
    return false;
  }
}

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

export type SandboxProbe =
  { available: true; program: string } | { available: false; reason: string };

/**
 * Whether bwrap can make a sandbox here: it must be installed on `searchPath` (Flotilla's own
 * PATH), and allowed to create namespaces (unprivileged user namespaces can be off, or restricted
 * by AppArmor as on Ubuntu 24.04).
 */
export function probeSandbox(searchPath: string): Promise<SandboxProbe> {
  const program = findSandboxProgram(searchPath);
  if (program === undefined) {
    return Promise.resolve({ available: false, reason: 'bwrap (bubblewrap) is not installed' });
  }
  const probe = sandboxedCommand(
    { program, writable: [], readOnly: [], visible: [], network: false },
    '/',
    'true',
    [],
  );
  return new Promise((resolve) => {
    execFile(
      probe.command,
      probe.args,
      { timeout: 10_000, env: probe.env },
      (error, _stdout, stderr) => {
        if (!error) return resolve({ available: true, program });
        const reason =
          (error as NodeJS.ErrnoException).code === 'ENOENT'
            ? 'bwrap (bubblewrap) is not installed'
            : `bwrap cannot create a sandbox here: ${String(stderr).trim() || error.message}`;
        resolve({ available: false, reason });
      },
    );
  });
}
