import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { comparePaths } from '../agents/find-agent-files.js';
import { errorMessage, UserError } from '../errors.js';
import { Transcript, TranscriptFormatError } from '../loop/transcript.js';
import type { MessageParam } from '../model/types.js';

/**
 * Sessions are the lead's redacted transcripts, one `<run_id>.jsonl` per run, written as the run
 * goes (a run that is killed leaves its conversation so far), in one directory: for the CLI `<git common dir>/flotilla/sessions` (beside the repository, never
 * in its work tree or history); in the Action a runner directory saved with @actions/cache.
 */
export interface Session {
  sessionId: string;
  messages: MessageParam[];
}

/** Run ids are `YYYYMMDDTHHMMSSZ-<hex>` (src/results/run-id.ts); a resume id names a file. */
const sessionIdPattern = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/** Where session `sessionId` is kept in `directory`; a clear error for an id that is no run id. */
export function sessionFile(directory: string, sessionId: string): string {
  if (!sessionIdPattern.test(sessionId) || sessionId.includes('..')) {
    throw new UserError(
      `Invalid session id '${sessionId}'.`,
      'A session id is the run_id a run printed, e.g. 20261126T050000Z-1a2b3c4d.',
    );
  }
  return path.join(directory, `${sessionId}.jsonl`);
}

/**
 * The sessions kept in `directory`, oldest first. Run ids sort by time to the second; runs that
 * started in the same second are ordered by when their session was kept (the file's mtime).
 */
export async function listSessions(directory: string): Promise<string[]> {
  const names = await readdir(directory).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const sessions = await Promise.all(
    names
      .filter((name) => name.endsWith('.jsonl') && !name.startsWith('.'))
      .map(async (name) => ({
        id: name.slice(0, -'.jsonl'.length),
        keptAt: await stat(path.join(directory, name)).then(
          (info) => info.mtimeMs,
          () => 0,
        ),
      })),
  );
  const second = (id: string): string => id.split('-')[0] ?? id;
  return sessions
    .sort(
      (a, b) =>
        comparePaths(second(a.id), second(b.id)) || a.keptAt - b.keptAt || comparePaths(a.id, b.id),
    )
    .map((session) => session.id);
}

/** `--resume ID`: the session's conversation; a clear error naming the kept ones if absent. */
export async function loadSession(directory: string, sessionId: string): Promise<Session> {
  const file = sessionFile(directory, sessionId);
  try {
    return { sessionId, messages: await Transcript.read(file) };
  } catch (error) {
    if (error instanceof TranscriptFormatError) {
      throw new UserError(
        `Session '${sessionId}' cannot be read: ${error.message}.`,
        'A session file holds a Flotilla run\'s lead conversation, one {"role", "content"} message per line (Claude Code\'s own session files are not read). Start a new run without --resume, or remove the damaged session file.',
      );
    }
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      throw new UserError(
        `Session '${sessionId}' cannot be read (${file}): ${errorMessage(error)}.`,
        'Start a new run without --resume, or remove the damaged session file.',
      );
    }
    const kept = await listSessions(directory);
    throw new UserError(
      `No session '${sessionId}' in ${directory}.`,
      kept.length > 0
        ? `Sessions kept here (newest last): ${kept.slice(-5).join(', ')}.`
        : 'No session is kept here yet: a run in this repository keeps its session when it ends.',
    );
  }
}

/** `--continue`: the newest session. */
export async function loadLatestSession(directory: string): Promise<Session> {
  const latest = (await listSessions(directory)).at(-1);
  if (!latest) {
    throw new UserError(
      `No session to continue in ${directory}.`,
      'Run `flotilla run --prompt …` first; --continue goes on from the newest run in this repository.',
    );
  }
  return loadSession(directory, latest);
}
