import { appendFile, mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { MessageParam } from '../model/types.js';

const directories = new Map<string, Promise<unknown>>();

/** `mkdir -p`, once per directory per process: many agents share the transcript and task dirs. */
export function ensureDirectory(directory: string): Promise<unknown> {
  let made = directories.get(directory);
  if (!made) {
    // Transcripts and outputs hold what agents read and said: for the run's user only.
    made = mkdir(directory, { recursive: true, mode: 0o700 });
    made.catch(() => directories.delete(directory));
    directories.set(directory, made);
  }
  return made;
}

/**
 * An agent's sidechain transcript, one JSON message per line: what a person reads to see what an
 * agent did, and what a resume can be rebuilt from. Writing it is kept off the agent's critical
 * path: lines are queued and written in order, several at a time.
 */
export class Transcript {
  private writes: Promise<unknown> = Promise.resolve();
  private pending = '';
  /** The first write that failed (disk full, no permission); the run goes on without it. */
  error: unknown;

  /** `redact` rewrites each line before it is written (secrets out), as published text is. */
  constructor(
    readonly file: string,
    private readonly redact: (text: string) => string = (text) => text,
  ) {}

  /**
   * `compact_boundary` marks the summary that replaced the turns before it: the line where a
   * compacted conversation starts again.
   */
  append(message: MessageParam, marker?: { compact_boundary: true }): void {
    const first = this.pending === '';
    const line = { ...message, ...marker, timestamp: new Date().toISOString() };
    this.pending += `${this.redact(JSON.stringify(line))}\n`;
    if (!first) return;
    this.writes = this.writes
      .then(() => ensureDirectory(path.dirname(this.file)))
      .then(() => {
        const lines = this.pending;
        this.pending = '';
        return appendFile(this.file, lines, { mode: 0o600 });
      })
      .catch((error: unknown) => {
        this.error ??= error;
      });
  }

  /** Resolves when every line appended so far is written (or has failed: see `error`). */
  async flush(): Promise<void> {
    await this.writes;
  }

  /** The conversation as the agent last had it: from the last compaction boundary on, if any. */
  static async read(file: string): Promise<MessageParam[]> {
    const text = await readFile(file, 'utf8');
    const lines = text
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as MessageParam & { compact_boundary?: boolean });
    const start = lines.findLastIndex((line) => line.compact_boundary === true);
    return lines.slice(Math.max(start, 0)).map(({ role, content }) => ({ role, content }));
  }
}
