import { AsyncLocalStorage } from 'node:async_hooks';
import { lstat, mkdir, readFile, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import lockfile from 'proper-lockfile';
import type { ZodType } from 'zod';
import { EnvironmentError, InternalError, UserError, errorMessage } from '../errors.js';
import { parseTemporaryFileName, writeFileAtomically } from './atomic-write.js';

/**
 * Cross-process locks and atomic JSON files: the only way Flotilla changes shared state on disk.
 *
 * `withLock` holds a proper-lockfile lock (a directory created with mkdir, its mtime refreshed
 * while held, reclaimed by others once it is older than `stale`). Waiters in the same process
 * queue in order in front of the file lock, so they do not poll against each other.
 *
 * `createJsonFileStore` is the read-modify-write every shared file goes through:
 * lock → read → validate (zod) → change → validate → write temp → fsync → rename → unlock.
 * Readers need no lock: a rename replaces the file in one step, so a reader sees the old or the
 * new content, never a torn one.
 */

export interface LockRetryOptions {
  /** Attempts after the first. */
  retries: number;
  /** First wait between attempts, ms. */
  minTimeout?: number;
  /** Longest wait between attempts, ms. */
  maxTimeout?: number;
  /** Growth of the wait per attempt. */
  factor?: number;
}

export interface LockOptions {
  /**
   * A lock whose holder has not refreshed it for this long (ms) is taken over. The holder
   * refreshes it every stale/2 ms (at least every second). Default 10,000; minimum 2,000.
   */
  stale?: number;
  /** How often to try again while another process holds the lock. Default: about 2 minutes. */
  retries?: number | LockRetryOptions;
  /** The lock directory. Default: `<path>.lock`. */
  lockPath?: string;
}

/** Waited longer than the retry budget for a lock that another process holds. */
export class LockTimeoutError extends EnvironmentError {
  constructor(readonly lockPath: string) {
    super(
      `Timed out waiting for the lock ${lockPath}: another process held it for the whole wait.`,
      `If no Flotilla process is running, delete ${lockPath} and try again.`,
    );
  }
}

/** The lock was taken over while held (the holder stalled past the stale time). */
export class LockCompromisedError extends EnvironmentError {
  constructor(
    readonly lockPath: string,
    cause: unknown,
  ) {
    super(
      `The lock ${lockPath} was lost while held (${errorMessage(cause)}); another process may ` +
        'have changed the same state at the same time.',
      'Make sure only one Flotilla run uses this repository and state directory at a time (a stalled or suspended process loses its locks), then run again.',
      { cause },
    );
  }
}

// Short waits: a state write holds its lock for a few milliseconds, and a waiter asleep when the
// lock frees leaves it idle. About two minutes in all before giving up.
const defaultRetry: Required<LockRetryOptions> = {
  retries: 12_000,
  minTimeout: 1,
  maxTimeout: 10,
  factor: 1.5,
};

const queueTails = new Map<string, Promise<void>>();
const heldLocks = new AsyncLocalStorage<ReadonlySet<string>>();
/**
 * How many `fn`s run under a lock now. On Node 20 an AsyncLocalStorage, once run, turns on
 * async hooks for every promise of the process (about twice the cost of each await) until it is
 * disabled: the first worktree sweep of a run taxed every model call and tool of its agents.
 * So it is disabled whenever no lock is held, and the next withLock enables it again.
 */
let runningUnderLocks = 0;

/**
 * Runs `fn` while holding the lock for `target` (across processes and within this one).
 * Not re-entrant: taking the same lock again inside `fn` is a bug and throws at once.
 */
export async function withLock<T>(
  target: string,
  fn: () => T | Promise<T>,
  options: LockOptions = {},
): Promise<T> {
  const resolvedTarget = path.resolve(target);
  const lockPath = path.resolve(options.lockPath ?? `${resolvedTarget}.lock`);
  const held = heldLocks.getStore();
  if (held?.has(lockPath)) {
    throw new InternalError(`the lock ${lockPath} was requested again while already held`);
  }
  const leaveQueue = await enterQueue(lockPath);
  try {
    const fileLock = await acquire(resolvedTarget, lockPath, options);
    let result: T;
    runningUnderLocks += 1;
    try {
      result = await heldLocks.run(new Set([...(held ?? []), lockPath]), fn);
    } finally {
      runningUnderLocks -= 1;
      if (runningUnderLocks === 0) heldLocks.disable();
      await fileLock.release();
    }
    fileLock.throwIfCompromised();
    return result;
  } finally {
    leaveQueue();
  }
}

/** Waits for the waiters ahead in this process; returns the function that lets the next one go. */
async function enterQueue(key: string): Promise<() => void> {
  const previous = queueTails.get(key) ?? Promise.resolve();
  let leave!: () => void;
  const mine = new Promise<void>((resolve) => (leave = resolve));
  const tail = previous.then(() => mine);
  queueTails.set(key, tail);
  await previous;
  return () => {
    leave();
    if (queueTails.get(key) === tail) queueTails.delete(key);
  };
}

interface HeldFileLock {
  release(): Promise<void>;
  throwIfCompromised(): void;
}

async function acquire(
  target: string,
  lockPath: string,
  options: LockOptions,
): Promise<HeldFileLock> {
  const retry =
    typeof options.retries === 'number'
      ? { ...defaultRetry, retries: options.retries }
      : { ...defaultRetry, ...options.retries };
  let compromised: unknown;
  let createdParent = false;
  for (let attempt = 0; ; attempt++) {
    try {
      const release = await lockfile.lock(target, {
        stale: options.stale ?? 10_000,
        realpath: false,
        lockfilePath: lockPath,
        retries: 0,
        onCompromised: (error) => {
          compromised = error;
        },
      });
      return {
        release: async () => {
          if (compromised !== undefined) return;
          await release().catch((error: unknown) => {
            if (compromised === undefined) throw error;
          });
        },
        throwIfCompromised: () => {
          if (compromised !== undefined) throw new LockCompromisedError(lockPath, compromised);
        },
      };
    } catch (error) {
      const code = errorCode(error);
      if (code === 'ENOENT' && !createdParent) {
        createdParent = true;
        await mkdir(path.dirname(lockPath), { recursive: true, mode: 0o700 });
        continue;
      }
      if (code !== 'ELOCKED') {
        throw new EnvironmentError(
          `Cannot take the lock ${lockPath}: ${errorMessage(error)}`,
          `Check that ${path.dirname(lockPath)} exists and is writable by this user, and that the disk has space.`,
          { cause: error },
        );
      }
      if (attempt >= retry.retries) throw new LockTimeoutError(lockPath);
      const wait = Math.min(retry.maxTimeout, retry.minTimeout * retry.factor ** attempt);
      await sleep(wait * (0.5 + Math.random()));
    }
  }
}

/** Whether a process with this id exists (on this machine). */
export function isProcessAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return errorCode(error) === 'EPERM';
  }
}

/** A JSON state file that is not what it should be; the message names the file and the fix. */
export class StateFileError extends UserError {
  constructor(
    readonly file: string,
    problem: string,
  ) {
    super(
      `The state file ${file} is not valid: ${problem}.`,
      'It was not written by Flotilla (whose writes are atomic). Restore or delete it to start over.',
    );
  }
}

/** Reads and validates a JSON file; undefined when it does not exist. */
export async function readJsonFile<T>(file: string, schema: ZodType<T>): Promise<T | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return undefined;
    throw error;
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new StateFileError(file, `not JSON (${errorMessage(error)})`);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new StateFileError(file, describeIssues(parsed.error.issues));
  return parsed.data;
}

/**
 * Replaces a file with JSON in one step (writeFileAtomically: write a temp file beside it, fsync,
 * rename over). A crash at any point leaves the old file or the new one, never a mix (plus, at
 * worst, a temp file that `removeAbandonedTempFiles` cleans up). State files hold what agents
 * wrote (redacted, but still the run's): the file is this user's only (0600, whatever mode the
 * old one had), and the directories made for it too (0700). With `confinedTo`, no link in that
 * directory takes the write out of it.
 */
export async function writeJsonAtomic(
  file: string,
  value: unknown,
  options: { confinedTo?: string } = {},
): Promise<void> {
  try {
    await writeFileAtomically(file, `${JSON.stringify(value, null, 2)}\n`, {
      mode: 0o600,
      keepExistingMode: false,
      directoryMode: 0o700,
      ...options,
    });
  } catch (error) {
    // A refused link already says what to do.
    if (error instanceof EnvironmentError) throw error;
    throw new EnvironmentError(
      `Cannot write ${file}: ${errorMessage(error)}`,
      `Check that ${path.dirname(file)} is a writable directory and that the disk has space.`,
      { cause: error },
    );
  }
}

/**
 * A temporary file without a process id in its name (the old form) is left for this long, in
 * case its writer is still at it: a write takes milliseconds.
 */
const unownedTemporaryAge = 60_000;

/** Deletes temp files left beside `file` by writers that died mid-write. Returns their names. */
export async function removeAbandonedTempFiles(file: string): Promise<string[]> {
  return removeTempFiles(path.dirname(file), path.basename(file));
}

/** Deletes every temp file in `directory` whose writer died mid-write. Returns their names. */
export async function removeAbandonedTempFilesIn(directory: string): Promise<string[]> {
  return removeTempFiles(directory, undefined);
}

async function removeTempFiles(directory: string, base: string | undefined): Promise<string[]> {
  let names: string[];
  try {
    names = await readdir(directory);
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return [];
    throw error;
  }
  const removed: string[] = [];
  for (const name of names) {
    const temporary = parseTemporaryFileName(name, base);
    if (temporary === undefined) continue;
    const file = path.join(directory, name);
    if (temporary.pid === undefined) {
      const modified = await lstat(file).then(
        (info) => info.mtimeMs,
        () => Date.now(),
      );
      if (Date.now() - modified < unownedTemporaryAge) continue;
    } else if (isProcessAlive(temporary.pid)) {
      continue;
    }
    await rm(file, { force: true });
    removed.push(name);
  }
  return removed;
}

export interface JsonFileStoreOptions<T> {
  path: string;
  schema: ZodType<T>;
  /** The value when the file does not exist yet. */
  initial: () => T;
  lock?: LockOptions;
  /** A directory no link may take the write out of (writeFileAtomically's `confinedTo`). */
  confinedTo?: string;
}

export interface JsonFileStore<T> {
  readonly path: string;
  /** The current value (no lock needed: writes are atomic renames). */
  read(): Promise<T>;
  /**
   * Lock, read, validate, change, validate, write atomically, unlock. `change` returns the next
   * value, or undefined to leave the file untouched. Returns the value now in the file.
   */
  update(change: (current: T) => T | undefined | Promise<T | undefined>): Promise<T>;
}

export function createJsonFileStore<T>(options: JsonFileStoreOptions<T>): JsonFileStore<T> {
  const file = path.resolve(options.path);
  const read = async (): Promise<T> =>
    (await readJsonFile(file, options.schema)) ?? options.initial();
  return {
    path: file,
    read,
    update: (change) =>
      withLock(
        file,
        async () => {
          const current = await read();
          const next = await change(current);
          if (next === undefined) return current;
          const checked = options.schema.safeParse(next);
          if (!checked.success) {
            throw new InternalError(
              `refusing to write ${file}: ${describeIssues(checked.error.issues)}`,
            );
          }
          await writeJsonAtomic(
            file,
            checked.data,
            options.confinedTo === undefined ? {} : { confinedTo: options.confinedTo },
          );
          return checked.data;
        },
        options.lock,
      ),
  };
}

function describeIssues(issues: readonly { path: PropertyKey[]; message: string }[]): string {
  return issues
    .slice(0, 5)
    .map(
      (issue) =>
        `${issue.path.length ? issue.path.map(String).join('.') : '(root)'}: ${issue.message}`,
    )
    .join('; ');
}

function errorCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const code = (error as { code: unknown }).code;
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}

/**
 * Holds a lock for as long as a process lives (a liveness lock): proper-lockfile refreshes its
 * mtime every `stale`/2 ms, so once the holder dies — however it dies, SIGKILL included — the
 * lock goes stale within `stale` ms. Released by `release()` or by the holder's exit.
 */
export async function holdLivenessLock(
  target: string,
  stale: number,
): Promise<{ release(): Promise<void> }> {
  const resolved = path.resolve(target);
  await mkdir(path.dirname(resolved), { recursive: true });
  const release = await lockfile.lock(resolved, {
    stale,
    update: Math.max(500, Math.floor(stale / 2)),
    realpath: false,
    retries: 0,
    // A lost liveness lock only means others may think this process dead: nothing to undo here.
    onCompromised: () => undefined,
  });
  let released = false;
  return {
    release: async () => {
      if (released) return;
      released = true;
      await release().catch(() => undefined);
    },
  };
}

/** Whether someone holds a fresh (refreshed within `stale` ms) lock on `target`. */
export async function isLockFresh(target: string, stale: number): Promise<boolean> {
  try {
    return await lockfile.check(path.resolve(target), { stale, realpath: false });
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return false;
    throw error;
  }
}
