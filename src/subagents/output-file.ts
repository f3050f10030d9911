import { readFile } from 'node:fs/promises';
import type { AgentEvent } from '../loop/agent-events.js';
import { AppendingFile } from '../loop/appending-file.js';

const tailCharacters = 8_000;

/**
 * A background agent's output file, written as the agent works: what it says and which tools it
 * calls, then its final result. TaskOutput shows its end while the agent runs.
 */
export class OutputFile {
  /** A failed write is not reported: the file is a view of what the agent does. */
  private readonly output: AppendingFile;

  /** `redact` rewrites each chunk before it is written (secrets out), as published text is. */
  constructor(
    readonly file: string,
    redact: (text: string) => string = (text) => text,
  ) {
    // Streamed deltas that arrive while a write is in flight go out as one chunk, redacted whole.
    this.output = new AppendingFile(file, { truncate: true, prepare: redact });
    this.output.create();
  }

  /** Appends text; streamed deltas that arrive while a write is in flight go out as one write. */
  append(text: string): void {
    this.output.append(text);
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
    await this.output.flush();
  }

  /** Writes what is pending and closes the file. */
  async close(): Promise<void> {
    await this.output.close();
  }
}

/** The end of what an agent has written to its output file ('' before it has any). */
export async function outputSoFar(file: string): Promise<string> {
  const text = (await readFile(file, 'utf8').catch(() => '')).trim();
  return text.length > tailCharacters ? `[…]${text.slice(text.length - tailCharacters)}` : text;
}
