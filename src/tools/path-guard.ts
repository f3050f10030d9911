import { realpathSync } from 'node:fs';
import path from 'node:path';
import { ToolError } from '../errors.js';
import { isInside, realPathOrSelf, realTarget } from '../platform/real-target.js';

export { isInside, realPathOrSelf };

/**
 * Confines file tools to the agent's working tree. A requested path is resolved against the
 * root, then its real path (every symlink followed, for a path that does not exist yet the real
 * path of its nearest existing ancestor) must lie inside the real path of the root.
 *
 * Refused, with the reason:
 * - anything whose real path is outside the root: `..` escapes, absolute paths elsewhere, symlinked
 *   files or directories (dangling ones too) pointing out, sibling prefixes (`/repo-evil` when the
 *   root is `/repo`);
 * - anything inside a `.git` directory or file, read or write: `.git/config` may hold the
 *   checkout's token (actions/checkout persists it there) and hooks in `.git/hooks` would run code
 *   later; git itself is reachable through Bash when a rule allows it;
 * - `/proc`, `/sys` and `/dev`, named directly or reached through a symlink (`/proc/self/environ`
 *   is the process environment);
 * - NUL bytes, `~` (never expanded: it would mean the home directory), `file:` URLs and
 *   percent-encoded traversal (`%2e%2e%2f`) that a consumer might decode later.
 *
 * Backslashes are read as separators, so `..\..\etc` is a `..` escape like `../../etc`.
 * The check is made when the tool runs, and the write tools repeat it right before they create
 * and rename their file (assertStillResolvesTo), refusing when the real target changed.
 */

export interface PathGuardOptions {
  forWrite: boolean;
}

export class PathDeniedError extends ToolError {
  constructor(
    readonly requestedPath: string,
    readonly reason: string,
  ) {
    super(
      `Access to '${printable(requestedPath)}' was denied: ${reason}. File tools may only use paths inside the working tree.`,
    );
    this.name = 'PathDeniedError';
  }
}

export type PathCheck = { ok: true; path: string } | { ok: false; reason: string };

const deviceRoots = ['/proc', '/sys', '/dev'];

/** The realpath-confined absolute path of `requestedPath`, or a PathDeniedError saying why not. */
export function resolveInsideRoot(
  root: string,
  requestedPath: string,
  options: PathGuardOptions,
): string {
  const check = checkInsideRoot(root, requestedPath, options);
  if (!check.ok) throw new PathDeniedError(requestedPath, check.reason);
  return check.path;
}

/**
 * Right before a write: `requestedPath` must still resolve to `expected`, the real path it had
 * when it was checked. A symlink swapped into the path since then (by a command running beside
 * the tool) makes it a PathDeniedError and nothing is written.
 */
export function assertStillResolvesTo(root: string, requestedPath: string, expected: string): void {
  const check = checkInsideRoot(root, requestedPath, { forWrite: true });
  if (!check.ok)
    throw new PathDeniedError(requestedPath, `${check.reason} (it changed while being written)`);
  if (check.path !== expected) {
    throw new PathDeniedError(
      requestedPath,
      `it now resolves to ${check.path}, not ${expected} as when it was checked (a symbolic link changed); nothing was written`,
    );
  }
}

/** The same check as resolveInsideRoot, as a value (for the permission policy). */
export function checkInsideRoot(
  root: string,
  requestedPath: string,
  options: PathGuardOptions,
): PathCheck {
  if (typeof requestedPath !== 'string' || requestedPath.trim() === '') {
    return { ok: false, reason: 'the path is empty' };
  }
  if (requestedPath.includes('\0')) return { ok: false, reason: 'the path contains a NUL byte' };
  if (/^~/.test(requestedPath)) {
    return {
      ok: false,
      reason: "'~' is not expanded (it would mean a home directory, outside the working tree)",
    };
  }
  if (/^file:/i.test(requestedPath)) {
    return { ok: false, reason: 'file: URLs are not accepted; give a plain path' };
  }
  if (/%(2e|2f|5c|00|25)/i.test(requestedPath)) {
    return { ok: false, reason: 'the path contains percent-encoded dots, separators or NUL bytes' };
  }

  let realRoot: string;
  try {
    realRoot = realpathSync.native(root);
  } catch {
    return { ok: false, reason: `the working tree ${root} does not exist` };
  }

  const normalized = requestedPath.replaceAll('\\', '/');
  const lexical = path.resolve(realRoot, normalized);
  // A working tree that itself lives under /dev (a /dev/shm checkout) keeps its own files.
  const systemTree = underDeviceRoot(realRoot);
  if (
    !systemTree &&
    (underDeviceRoot(lexical) || underDeviceRoot(path.resolve(root, normalized)))
  ) {
    return { ok: false, reason: `${firstSegments(lexical)} is a system directory` };
  }

  let real: string;
  try {
    real = realTarget(lexical);
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }

  if (!systemTree && underDeviceRoot(real)) {
    return { ok: false, reason: `it resolves to ${real}, a system directory` };
  }
  const relative = path.relative(realRoot, real);
  if (!isInside(relative)) {
    const via = real === lexical ? '' : ` (it resolves to ${real})`;
    return { ok: false, reason: `it is outside the working tree ${realRoot}${via}` };
  }
  if (relative.split(path.sep).some((segment) => segment.toLowerCase() === '.git')) {
    return {
      ok: false,
      reason: options.forWrite
        ? 'writes inside .git are refused (they could change hooks or configuration)'
        : 'reads inside .git are refused (.git/config can hold credentials); use git commands instead',
    };
  }
  return { ok: true, path: real };
}

/**
 * The root a file tool checks `requestedPath` against: the extra root (an agent's memory
 * directory) an absolute path names, else the working tree. Relative paths are always relative to
 * the working tree. The chosen root then gets the full realpath check.
 */
export function rootForPath(
  root: string,
  extraRoots: readonly string[] | undefined,
  requestedPath: string,
): string {
  if (!extraRoots?.length || typeof requestedPath !== 'string') return root;
  const normalized = requestedPath.replaceAll('\\', '/');
  if (!path.isAbsolute(normalized)) return root;
  const lexical = path.resolve(normalized);
  return (
    extraRoots.find((extra) =>
      [extra, realPathOrSelf(extra)].some((form) => isInside(path.relative(form, lexical))),
    ) ?? root
  );
}

function underDeviceRoot(absolute: string): boolean {
  return deviceRoots.some((root) => absolute === root || absolute.startsWith(`${root}/`));
}

function firstSegments(absolute: string): string {
  return absolute.split('/').slice(0, 2).join('/') || '/';
}

function printable(text: string): string {
  const shown = text.replaceAll('\0', '\\0');
  return shown.length > 200 ? `${shown.slice(0, 200)}…` : shown;
}
