import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { ZodType } from 'zod';
import { InternalError } from '../errors.js';
import { refuseLinkOut } from '../platform/atomic-write.js';
import {
  createJsonFileStore,
  readJsonFile,
  withLock,
  writeJsonAtomic,
  type LockOptions,
} from '../platform/lock.js';

/**
 * The team state directory as a small file store. Every change holds a lock and lands with an
 * atomic rename; reads take no lock (they see the old file or the new one, never half of one).
 * Paths are relative to the state directory and must stay inside it: a change is refused when a
 * symbolic link in the state directory (which `--state-dir` can put in the repository, where an
 * agent can plant one) would take it elsewhere.
 */

export interface StoreTransaction {
  read<T>(relativePath: string, schema: ZodType<T>): Promise<T | undefined>;
  /** Validates, then replaces the file atomically. */
  write<T>(relativePath: string, schema: ZodType<T>, value: T): Promise<void>;
  remove(relativePath: string): Promise<void>;
  /** File names in a directory (none when it does not exist). */
  list(relativeDirectory: string): Promise<string[]>;
}

export interface LockedStore {
  readonly root: string;
  read<T>(relativePath: string, schema: ZodType<T>): Promise<T | undefined>;
  list(relativeDirectory: string): Promise<string[]>;
  /** Lock the file, read it (or `initial()`), change it, write it; returns the value written. */
  update<T>(
    relativePath: string,
    schema: ZodType<T>,
    initial: () => T,
    change: (current: T) => T | undefined | Promise<T | undefined>,
  ): Promise<T>;
  /** Several files changed under one lock (`lockPath`, relative), e.g. a task and its dependents. */
  transaction<R>(lockPath: string, work: (transaction: StoreTransaction) => Promise<R>): Promise<R>;
  /** Deletes a directory and everything in it. */
  removeDirectory(relativeDirectory: string): Promise<void>;
}

export interface LockedStoreOptions {
  /** The state directory (e.g. `<run temp dir>/.flotilla`). */
  root: string;
  lock?: LockOptions;
}

export function createLockedStore(options: LockedStoreOptions): LockedStore {
  const root = path.resolve(options.root);
  const resolve = (relative: string): string => {
    const absolute = path.resolve(root, relative);
    const inside = path.relative(root, absolute);
    if (inside === '' || inside.startsWith('..') || path.isAbsolute(inside)) {
      throw new InternalError(`state path "${relative}" is outside the state directory ${root}`);
    }
    return absolute;
  };
  const resolveWritable = (relative: string): string => {
    const absolute = resolve(relative);
    refuseLinkOut(root, absolute);
    return absolute;
  };
  const list = async (relativeDirectory: string): Promise<string[]> => {
    try {
      return (await readdir(resolve(relativeDirectory))).sort();
    } catch (error) {
      if (isMissing(error)) return [];
      throw error;
    }
  };

  return {
    root,
    read: (relativePath, schema) => readJsonFile(resolve(relativePath), schema),
    list,
    update: (relativePath, schema, initial, change) =>
      createJsonFileStore({
        path: resolveWritable(relativePath),
        schema,
        initial,
        confinedTo: root,
        ...(options.lock ? { lock: options.lock } : {}),
      }).update(change),
    transaction: (lockPath, work) => {
      let open = true;
      const guard = (): void => {
        if (!open) throw new InternalError(`state transaction on ${lockPath} used after it ended`);
      };
      const transaction: StoreTransaction = {
        read: async (relativePath, schema) => {
          guard();
          return readJsonFile(resolve(relativePath), schema);
        },
        write: async (relativePath, schema, value) => {
          guard();
          const checked = schema.safeParse(value);
          if (!checked.success) {
            throw new InternalError(
              `refusing to write invalid ${relativePath}: ${checked.error.message}`,
            );
          }
          await writeJsonAtomic(resolveWritable(relativePath), checked.data, { confinedTo: root });
        },
        remove: async (relativePath) => {
          guard();
          await rm(resolve(relativePath), { force: true });
        },
        list: async (relativeDirectory) => {
          guard();
          return list(relativeDirectory);
        },
      };
      const lockFile = resolveWritable(lockPath);
      return withLock(
        lockFile,
        async () => {
          try {
            return await work(transaction);
          } finally {
            open = false;
          }
        },
        { ...options.lock, lockPath: lockFile },
      );
    },
    removeDirectory: (relativeDirectory) =>
      rm(resolve(relativeDirectory), { recursive: true, force: true, maxRetries: 3 }),
  };
}

function isMissing(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'ENOENT';
}
