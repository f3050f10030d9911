import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { errorMessage } from '../errors.js';
import { listSessions, loadSession, type Session } from '../sessions/session-store.js';

/** The cache the Action keeps a pull request's session in; @actions/cache in production. */
export interface SessionCache {
  /** Restores `paths` from the newest entry matching a key; the key hit, or undefined. */
  restore(paths: string[], primaryKey: string, restoreKeys: string[]): Promise<string | undefined>;
  save(paths: string[], key: string): Promise<void>;
}

/** @actions/cache, loaded when a run asks for `resume: true` (never otherwise). */
export function actionsSessionCache(): SessionCache {
  return {
    async restore(paths, primaryKey, restoreKeys) {
      const cache = await import('@actions/cache');
      return cache.restoreCache(paths, primaryKey, restoreKeys);
    },
    async save(paths, key) {
      const cache = await import('@actions/cache');
      await cache.saveCache(paths, key);
    },
  };
}

export interface PrSession {
  /** Where this run keeps its session (RunConfig.sessionsDir). */
  sessionsDir: string;
  /** The pull request's last session, when one was cached. */
  resume?: Session;
  /** Saves this run's session as the pull request's newest (a failure is a warning). */
  save(runId: string): Promise<void>;
}

/**
 * `resume: true` on a pull request: the PR's last session comes back from the cache before the
 * run, and this run's (redacted) session goes into it after, under a key per run: cache entries
 * are immutable, and a restore by the PR's key prefix takes the newest. Only the newest session
 * is kept and saved; nothing else of the run's state leaves the runner.
 */
export async function openPrSession(options: {
  cache: SessionCache;
  runnerTemp: string;
  repository: string;
  pullNumber: number;
  log: (line: string) => void;
  warn: (line: string) => void;
}): Promise<PrSession> {
  const { cache, repository, pullNumber, log, warn } = options;
  const sessionsDir = path.join(options.runnerTemp, 'flotilla-sessions', `pr-${pullNumber}`);
  const prefix = `flotilla-session-${repository}-pr-${pullNumber}-`;
  let resume: Session | undefined;
  try {
    const hit = await cache.restore([sessionsDir], prefix, [prefix]);
    const latest = hit ? (await listSessions(sessionsDir)).at(-1) : undefined;
    if (latest) {
      resume = await loadSession(sessionsDir, latest);
      log(`Continuing session ${resume.sessionId} of pull request #${pullNumber}.`);
    } else {
      log(`No earlier session of pull request #${pullNumber}: starting a new one.`);
    }
  } catch (error) {
    warn(`resume: the pull request's last session could not be restored: ${errorMessage(error)}`);
  }
  return {
    sessionsDir,
    ...(resume ? { resume } : {}),
    async save(runId) {
      try {
        const kept: string[] = await readdir(sessionsDir).catch(() => []);
        await Promise.all(
          kept
            .filter((name) => name !== `${runId}.jsonl`)
            .map((name) => rm(path.join(sessionsDir, name), { force: true })),
        );
        if (!kept.includes(`${runId}.jsonl`)) return;
        await cache.save([sessionsDir], `${prefix}${runId}`);
        log(`Session ${runId} saved for the next @mention on pull request #${pullNumber}.`);
      } catch (error) {
        warn(`resume: this run's session could not be saved: ${errorMessage(error)}`);
      }
    },
  };
}
