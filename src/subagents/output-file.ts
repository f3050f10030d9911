import { appendFile, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AgentEvent } from '../loop/agent-events.js';
import { ensureDirectory } from '../loop/transcript.js';

const tailCharacters = 8_000;

/**
 * A background agent's output file, written as the agent works: what it says and which tools it
 * calls, then its final result. TaskOutput shows its end while the agent runs.
 */
export class OutputFile {
  private writes: Promise<unknown>;
  /** Text appended while a write is in flight, written together by the next one. */
  private pending = '';

  /** `redact` rewrites each chunk before it is written (secrets out), as published text is. */
  constructor(
    readonly file: string,
    private readonly redact: (text: string) => string = (text) => text,
  ) {
    // A failed write must not reject unobserved, nor make close() throw: the file is a view.
    this.writes = ensureDirectory(path.dirname(file))
      .then(() => writeFile(file, '', { mode: 0o600 }))
      .catch(() => undefined);
  }

  /** Appends text; streamed deltas that arrive while a write is in flight go out as one write. */
  append(text: string): void {
    const first = this.pending === '';
    this.pending += text;
    if (!first) return;
    this.writes = this.writes
      .then(() => {
        const chunk = this.redact(this.pending);
        this.pending = '';
        return appendFile(this.file, chunk, { mode: 0o600 });
      })
      .catch(() => undefined);
  }

  /** Writes what an agent event shows: its text as it streams, and each tool it calls. */
  record(event: AgentEvent): void {
    if (event.type === 'text') this.append(event.text);
    else if (event.type === 'tool') this.append(`\n[${event.tool}] ${event.summary}\n`);
    else if (event.type === 'compact')
      this.append(
        `\n[compacted] older turns replaced by a summary (~${event.tokensBefore} → ~${event.tokensAfter} tokens)\n`,
      );
  }

  /** Resolves when everything appended so far is on disk. */
  async flush(): Promise<void> {
    await this.writes;
  }

  async close(): Promise<void> {
    await this.flush();
  }
}

/** The end of what an agent has written to its output file ('' before it has any). */
export async function outputSoFar(file: string): Promise<string> {
  const text = (await readFile(file, 'utf8').catch(() => '')).trim();
  return text.length > tailCharacters ? `[…]${text.slice(text.length - tailCharacters)}` : text;
}
