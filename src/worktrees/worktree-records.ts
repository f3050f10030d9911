import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import {
  readJsonFile,
  removeAbandonedTempFilesIn,
  StateFileError,
  writeJsonAtomic,
} from '../platform/lock.js';
import { errorCode } from './error-code.js';

/**
 * One record per Flotilla worktree, kept in the git common directory
 * (`<common-dir>/flotilla/worktrees/<slug>.json`). It is written BEFORE the branch and the worktree
 * are created and deleted only after both are gone, so a process killed at any point leaves a
 * record that tells the next run's sweep what to clean up: which branch, created from which
 * commit (a branch still at that commit holds no work and is deleted), owned by which process.
 */

export const worktreeRecordSchema = z.object({
  version: z.literal(1),
  slug: z.string(),
  path: z.string(),
  branch: z.string(),
  baseSha: z.string(),
  ownerPid: z.number().int(),
  hostname: z.string(),
  /**
   * The worktree's own git directory, resolved when it was made (before its agent ran): Flotilla's
   * git commands in the worktree are pinned to it, whatever its `.git` file says later.
   */
  gitDir: z.string().optional(),
  /** Whether this worktree created the branch (false: it reused an existing branch). */
  createdBranch: z.boolean(),
  /**
   * `creating` until checkout, dependency links and includes are done; `kept` once its agent
   * finished with changes: kept on purpose for a human, so no sweep treats it as abandoned.
   */
  state: z.enum(['creating', 'ready', 'kept']),
  createdAt: z.string(),
});

export type WorktreeRecord = z.infer<typeof worktreeRecordSchema>;

export function recordsDirectory(commonDir: string): string {
  return path.join(commonDir, 'flotilla', 'worktrees');
}

function recordFile(directory: string, slug: string): string {
  return path.join(directory, `${slug}.json`);
}

export async function readRecord(
  directory: string,
  slug: string,
): Promise<WorktreeRecord | undefined> {
  try {
    return await readJsonFile(recordFile(directory, slug), worktreeRecordSchema);
  } catch (error) {
    // A record that cannot be read is treated as absent; the worktree itself is still found
    // through `git worktree list` and its lock reason.
    if (error instanceof StateFileError) return undefined;
    throw error;
  }
}

export async function writeRecord(directory: string, record: WorktreeRecord): Promise<void> {
  await writeJsonAtomic(recordFile(directory, record.slug), record);
}

export async function deleteRecord(directory: string, slug: string): Promise<void> {
  await rm(recordFile(directory, slug), { force: true });
}

/** Every readable record; unreadable ones are deleted (they describe nothing we can act on). */
export async function listRecords(directory: string): Promise<WorktreeRecord[]> {
  let names: string[];
  try {
    names = await readdir(directory);
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return [];
    throw error;
  }
  await removeAbandonedTempFilesIn(directory);
  const records: WorktreeRecord[] = [];
  for (const name of names) {
    if (!name.endsWith('.json') || name.startsWith('.')) continue;
    const slug = name.slice(0, -'.json'.length);
    const record = await readRecord(directory, slug);
    if (record) records.push(record);
    else await deleteRecord(directory, slug);
  }
  return records;
}
