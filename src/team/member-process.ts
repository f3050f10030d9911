import path from 'node:path';
import { z } from 'zod';
import { holdLivenessLock, isLockFresh, isProcessAlive } from '../platform/lock.js';
import type { LockedStore } from './locked-store.js';
import { assertTeamName } from './team-config.js';

/**
 * `teams/<team>/processes/<name>.json`: a teammate running as its own process records its pid
 * there and holds a liveness lock on that file (`<name>.json.lock`, refreshed every second). A
 * teammate is dead when both are gone: its pid no longer exists and its lock went stale — the
 * pid alone could be reused, the lock alone could stall under load.
 */

/** A lock not refreshed for this long is stale: death is noticed within it plus one poll. */
export const livenessStaleMs = 2_000;

const memberProcessSchema = z.looseObject({
  pid: z.number().int().positive(),
  name: z.string(),
  startedAt: z.number(),
});

export type MemberProcessState = 'alive' | 'dead' | 'none';

function memberProcessPath(team: string, name: string): string {
  assertTeamName('team', team);
  assertTeamName('member', name);
  return `teams/${team}/processes/${name}.json`;
}

/** Records this process as `name`'s and holds its liveness lock until `release()` or exit. */
export async function holdMemberProcess(
  store: LockedStore,
  team: string,
  name: string,
  now: () => number = Date.now,
): Promise<{ release(): Promise<void> }> {
  const file = memberProcessPath(team, name);
  await store.update(
    file,
    memberProcessSchema.optional(),
    () => undefined,
    () => ({ pid: process.pid, name, startedAt: now() }),
  );
  return holdLivenessLock(path.join(store.root, file), livenessStaleMs);
}

/** `none`: no process was recorded for `name` (an in-process teammate, or not started yet). */
export async function memberProcessState(
  store: LockedStore,
  team: string,
  name: string,
): Promise<MemberProcessState> {
  const file = memberProcessPath(team, name);
  const recorded = await store.read(file, memberProcessSchema);
  if (recorded === undefined) return 'none';
  if (isProcessAlive(recorded.pid)) return 'alive';
  return (await isLockFresh(path.join(store.root, file), livenessStaleMs)) ? 'alive' : 'dead';
}

/** Forgets a process that ended (cleanly, or noticed dead). */
export async function forgetMemberProcess(
  store: LockedStore,
  team: string,
  name: string,
): Promise<void> {
  await store.transaction(`teams/${team}/processes/.lock`, (transaction) =>
    transaction.remove(memberProcessPath(team, name)),
  );
}
