import { readFile } from 'node:fs/promises';
import type { MessageParam } from '../model/types.js';
import { AppendingFile } from './appending-file.js';

/**
 * An agent's sidechain transcript, one JSON message per line: what a person reads to see what an
 * agent did, and what a resume can be rebuilt from. Writing it is kept off the agent's critical
 * path: lines are queued and written in order, several at a time, through one open file.
 */
export class Transcript {
  private readonly outputs: AppendingFile[];

  /**
   * `redact` rewrites each line before it is written (secrets out), as published text is.
   * `copies` get every line too, as it is written (the lead's session, kept as the run goes).
   */
  constructor(
    readonly file: string,
    private readonly redact: (text: string) => string = (text) => text,
    copies: readonly string[] = [],
  ) {
    // A transcript holds one run: a state directory used again starts it empty (as output files
    // are), or a later run's saved session would carry the earlier runs' conversations too.
    this.outputs = [file, ...copies].map((target) => new AppendingFile(target, { truncate: true }));
  }

  /** The first write that failed (disk full, no permission); the run goes on without it. */
  get error(): unknown {
    return this.outputs.find((output) => output.error !== undefined)?.error;
  }

  /**
   * `compact_boundary` marks the summary that replaced the turns before it: the line where a
   * compacted conversation starts again.
   */
  append(message: MessageParam, marker?: { compact_boundary: true }): void {
    const line = { ...message, ...marker, timestamp: new Date().toISOString() };
    const text = `${this.redact(JSON.stringify(line))}\n`;
    for (const output of this.outputs) output.append(text);
  }

  /** Resolves when every line appended so far is written (or has failed: see `error`). */
  async flush(): Promise<void> {
    await Promise.all(this.outputs.map((output) => output.flush()));
  }

  /** Writes every line appended so far and closes the file (a later append opens it again). */
  async close(): Promise<void> {
    await Promise.all(this.outputs.map((output) => output.close()));
  }

  /**
   * The conversation as the agent last had it: from the last compaction boundary on, if any. A
   * last line cut short (the process was killed while writing it) is left out; any other line
   * that is not JSON is an error.
   */
  static async read(file: string): Promise<MessageParam[]> {
    const text = await readFile(file, 'utf8');
    const written = text.split('\n').filter((line) => line.trim() !== '');
    if (!text.endsWith('\n') && !parses(written.at(-1) ?? '')) written.pop();
    const lines = written.map(
      (line) => JSON.parse(line) as MessageParam & { compact_boundary?: boolean },
    );
    const start = lines.findLastIndex((line) => line.compact_boundary === true);
    return lines.slice(Math.max(start, 0)).map(({ role, content }) => ({ role, content }));
  }
}

function parses(line: string): boolean {
  try {
    JSON.parse(line);
    return true;
  } catch {
    return false;
  }
}
