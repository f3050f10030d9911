import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmdirSync,
  statSync,
} from 'node:fs';
import path from 'node:path';
import { isInside, realPathOrSelf, realTarget, symlinkTarget } from './real-target.js';
import type { SandboxPolicy } from './sandbox.js';

/*
 * Where the sandbox mounts a read-only entry, and the mount points it needs on the host for the
 * ones missing there: made just before a command, taken away after it, so that a path a command
 * may not create is neither creatable inside nor left behind in the user's checkout.
 */

/**
 * Where a read-only entry is mounted: its real path (links followed, a missing tail as it is),
 * seen from the writable path it is in; undefined when it is in none (there a command cannot
 * write it, and a mount would show what it leads to: a link to the home directory).
 */
export function readOnlyTarget(entry: string, writable: readonly string[]): string | undefined {
  const real = realTarget(entry);
  for (const directory of writable) {
    const relative = path.relative(realPathOrSelf(directory), real);
    if (isInside(relative)) return path.join(directory, relative);
  }
  return undefined;
}

/** Each read-only entry of `policy` (reopened ones too) with the writable paths it may be in. */
function readOnlyEntries(policy: SandboxPolicy): { entry: string; writable: readonly string[] }[] {
  return [
    ...policy.readOnly.map((entry) => ({ entry, writable: policy.writable })),
    ...(policy.reopened ?? []).flatMap((inner) =>
      inner.readOnly.map((entry) => ({ entry, writable: [inner.writable] })),
    ),
  ];
}

/**
 * The mount points made on the host for read-only entries missing there (and the parents they
 * needed), with how many of this process's running commands hold each. Each is marked with the
 * sticky bit, so that another Flotilla process working in the same tree (a teammate process)
 * holds it too when it finds it, rather than taking it for the user's directory.
 */
const heldMountPoints = new Map<string, number>();
const mountPointMark = 0o1000;

/**
 * Whether `directory` is a mount point a sandboxed command holds (or a killed run left): what a
 * reader of a file that is missing there reads as missing (`.claude/settings.json` while a
 * command runs, for a teammate process starting meanwhile).
 */
export function isSandboxMountPoint(directory: string): boolean {
  try {
    const stat = lstatSync(directory);
    return stat.isDirectory() && (stat.mode & mountPointMark) !== 0;
  } catch {
    return false;
  }
}

/**
 * Makes on the host the mount point of each read-only entry of `policy` that is missing (an
 * empty directory, with the parents it needs inside its writable path), so that the command
 * finds no way to create it and nothing of it is left behind; returns what removes them when the
 * command has ended: each, deepest first, once no command holds it (of this process, or mounted
 * in any other sandbox: removing it would unmount it there) and only if still empty (what
 * Flotilla or another process put there stays).
 */
export function holdMountPoints(policy: SandboxPolicy): () => void {
  const held: string[] = [];
  const hold = (directory: string) => {
    heldMountPoints.set(directory, (heldMountPoints.get(directory) ?? 0) + 1);
    held.push(directory);
  };
  for (const { entry, writable } of readOnlyEntries(policy)) {
    const target = readOnlyTarget(entry, writable);
    if (target === undefined) continue;
    const missing: string[] = [];
    for (let current = target; ; current = path.dirname(current)) {
      if (heldMountPoints.has(current) || isSandboxMountPoint(current)) {
        hold(current);
        break;
      }
      if (existsSync(current) || symlinkTarget(current) !== undefined) break;
      const inWritable = (directory: string) => {
        const relative = path.relative(directory, current);
        return relative !== '' && isInside(relative);
      };
      if (!writable.some(inWritable)) break;
      missing.push(current);
    }
    for (const directory of missing.reverse()) {
      try {
        mkdirSync(directory);
        chmodSync(directory, statSync(directory).mode | mountPointMark);
      } catch {
        break; // A read-only checkout: nothing can create it in the sandbox either.
      }
      hold(directory);
    }
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const free: string[] = [];
    for (const directory of held.reverse()) {
      const count = (heldMountPoints.get(directory) ?? 1) - 1;
      if (count > 0) heldMountPoints.set(directory, count);
      else {
        heldMountPoints.delete(directory);
        free.push(directory);
      }
    }
    if (free.length === 0) return;
    const mountedElsewhere = mountPointsOfOtherSandboxes();
    for (const directory of free) {
      if (mountedElsewhere.has(directory) || !isSandboxMountPoint(directory)) continue;
      try {
        rmdirSync(directory);
      } catch {
        // Not empty: something was put there while the command ran, and it stays.
      }
    }
  };
}

/**
 * Every mount point of every mount namespace this process can see the processes of (its own
 * user's sandboxes, another Flotilla process's among them).
 */
function mountPointsOfOtherSandboxes(): Set<string> {
  const mounted = new Set<string>();
  const seen = new Set<string>();
  let processes: string[];
  try {
    processes = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return mounted;
  }
  for (const pid of processes) {
    try {
      const namespace = readlinkSync(`/proc/${pid}/ns/mnt`);
      if (seen.has(namespace)) continue;
      seen.add(namespace);
      for (const line of readFileSync(`/proc/${pid}/mountinfo`, 'utf8').split('\n')) {
        const mountPoint = line.split(' ')[4];
        if (mountPoint !== undefined) mounted.add(unescapeMountPath(mountPoint));
      }
    } catch {
      // Gone, or not ours to read.
    }
  }
  return mounted;
}

/** mountinfo writes a space, a tab, a newline and a backslash in a path as octal escapes. */
function unescapeMountPath(field: string): string {
  return field.replace(/\\([0-7]{3})/g, (_, octal: string) =>
    String.fromCharCode(parseInt(octal, 8)),
  );
}
