import { lstatSync, readlinkSync, realpathSync } from 'node:fs';
import path from 'node:path';

const maximumSymlinkHops = 40;

/**
 * The real path of `absolute`: every existing component resolved through symlinks (dangling
 * symlinks too, by reading them), the missing tail appended unchanged.
 */
export function realTarget(absolute: string, hops = 0): string {
  if (hops > maximumSymlinkHops) throw new Error('too many levels of symbolic links');
  const missing: string[] = [];
  let current = absolute;
  for (;;) {
    try {
      const real = realpathSync.native(current);
      return missing.length === 0 ? real : path.join(real, ...missing.reverse());
    } catch {
      // Either the path does not exist, or it is a symlink whose target does not.
    }
    const link = symlinkTarget(current);
    if (link !== undefined) {
      const target = path.resolve(path.dirname(current), link);
      const rest = missing.length === 0 ? '' : path.join(...[...missing].reverse());
      return realTarget(rest === '' ? target : path.join(target, rest), hops + 1);
    }
    const parent = path.dirname(current);
    if (parent === current) return absolute;
    missing.push(path.basename(current));
    current = parent;
  }
}

/** The real path of `directory`, or `directory` itself when it cannot be resolved (not there yet). */
export function realPathOrSelf(directory: string): string {
  try {
    return realpathSync.native(directory);
  } catch {
    return directory;
  }
}

/** True when `relative` (from path.relative(root, x)) stays inside root. */
export function isInside(relative: string): boolean {
  return (
    relative === '' ||
    (relative !== '..' && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative))
  );
}

/** What the symbolic link at `candidate` points to, as written; undefined when it is no link. */
export function symlinkTarget(candidate: string): string | undefined {
  try {
    if (!lstatSync(candidate).isSymbolicLink()) return undefined;
    return readlinkSync(candidate);
  } catch {
    return undefined;
  }
}
