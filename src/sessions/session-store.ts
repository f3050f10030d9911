import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { comparePaths } from '../agents/find-agent-files.js';
import { errorMessage, UserError } from '../errors.js';
import {
  Transcript,
  TranscriptFormatError,
  type RecordedSystemPrompt,
} from '../loop/transcript.js';
import type { MessageParam } from '../model/types.js';

/**
 * Sessions are the lead's redacted transcripts, one `<run_id>.jsonl` per run, written as the run
 * goes (a run that is killed leaves its conversation so far), in one directory: for the CLI `<git common dir>/flotilla/sessions` (beside the repository, never
 * in its work tree or history); in the Action a runner directory saved with @actions/cache.
 */
export interface Session {
  sessionId: string;
  messages: MessageParam[];
  /**
   * The lead's system prompt as its conversation was started (recorded in the session), the
   * directory it was made for, and the output style in force in the session's run: what a resume
   * there sends again, whatever the resuming command line says, as Claude Code 2.1.332 does.
   * Undefined for a session that recorded none (`--bare`, or an older Flotilla's).
   */
  systemPrompt?: RecordedSystemPrompt;
  /** When the conversation was last written to (its file's mtime): the end of its last turn. */
  lastActiveMs?: number;
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
 * Where the lead's own task list of session `sessionId` is kept (beside its file): Claude Code
 * keeps one task list per session, so a resume goes on with it.
 */
export function sessionTasksDirectory(directory: string, sessionId: string): string {
  return `${sessionFile(directory, sessionId).slice(0, -'.jsonl'.length)}.tasks`;
}

/**
 * The sessions kept in `directory`, least recently active first: a session file is written as
 * its run goes, so its mtime is when that conversation last moved. A run that started earlier
 * and answered later is the newer conversation (Claude Code continues the most recently active
 * one). Equal times fall back to the run ids, which sort by start time.
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
        activeAt: await lastActive(path.join(directory, name)),
      })),
  );
  return sessions
    .sort((a, b) => (a.activeAt ?? 0) - (b.activeAt ?? 0) || comparePaths(a.id, b.id))
    .map((session) => session.id);
}

function lastActive(file: string): Promise<number | undefined> {
  return stat(file).then(
    (info) => info.mtimeMs,
    () => undefined,
  );
}

/** `--resume ID`: the session's conversation; a clear error naming the kept ones if absent. */
export async function loadSession(directory: string, sessionId: string): Promise<Session> {
  const file = sessionFile(directory, sessionId);
  try {
    const { messages, systemPrompt } = await Transcript.readConversation(file);
    const activeAt = await lastActive(file);
    return {
      sessionId,
      messages,
      ...(systemPrompt ? { systemPrompt } : {}),
      ...(activeAt === undefined ? {} : { lastActiveMs: activeAt }),
    };
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
        ? `Sessions kept here (most recently active last): ${kept.slice(-5).join(', ')}.`
        : 'No session is kept here yet: a run in this repository keeps its session when it ends.',
    );
  }
}

/**
 * `--continue` in `cwd`: the most recently active session recorded there; undefined when none is
 * kept yet, and the run starts a new conversation, as `claude -p --continue` does (the next
 * --continue goes on from it). Claude Code 2.1.332 keeps each directory's sessions apart: a
 * --continue in `packages/b` never goes on from `packages/a`'s conversation, nor from the
 * repository root's, nor from another worktree's (`--resume ID` still finds any of them). A
 * session that recorded no directory (`--bare`, or an older Flotilla's) is taken wherever the
 * run is.
 */
export async function loadLatestSession(
  directory: string,
  cwd: string,
): Promise<Session | undefined> {
  for (const sessionId of (await listSessions(directory)).reverse()) {
    const session = await loadSession(directory, sessionId);
    const recordedIn = session.systemPrompt?.cwd;
    if (recordedIn === undefined || recordedIn === cwd) return session;
  }
  return undefined;
}
