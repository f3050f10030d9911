import { readFile } from 'node:fs/promises';
import type { AgentEvent } from '../loop/agent-events.js';
import { AppendingFile } from '../loop/appending-file.js';
import type { Redactor } from '../publish/redact.js';

const tailCharacters = 8_000;

/**
 * A background agent's output file, written as the agent works: what it says and which tools it
 * calls, then its final result. TaskOutput shows its end while the agent runs.
 */
export class OutputFile {
  /** A failed write is not reported: the file is a view of what the agent does. */
  private readonly output: AppendingFile;
  /**
   * The end of what was appended that may be the start of a secret the next delta completes:
   * it waits for more text (or the close), since each chunk is redacted on its own.
   */
  private unsettled = '';

  /**
   * `redact` rewrites each chunk before it is written (secrets out), as published text is.
   * `confinedTo`: the state directory, which no link in it may take the file out of.
   */
  constructor(
    readonly file: string,
    private readonly redact: Redactor = (text) => text,
    confinedTo?: string,
  ) {
    // Streamed deltas that arrive while a write is in flight go out as one chunk, redacted whole.
    this.output = new AppendingFile(file, {
      truncate: true,
      prepare: redact,
      ...(confinedTo !== undefined ? { confinedTo } : {}),
    });
    this.output.create();
  }

  /** Appends text; streamed deltas that arrive while a write is in flight go out as one write. */
  append(text: string): void {
    if (!this.redact.settledLength) {
      this.output.append(text);
      return;
    }
    const pending = this.unsettled + text;
    const settled = this.redact.settledLength(pending);
    this.unsettled = pending.slice(settled);
    this.output.append(pending.slice(0, settled));
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

  /** Resolves when everything appended so far is on disk, but a tail that may be a secret's start. */
  async flush(): Promise<void> {
    await this.output.flush();
  }

  /** Writes what is pending (the held tail too: nothing follows it) and closes the file. */
  async close(): Promise<void> {
    this.output.append(this.unsettled);
    this.unsettled = '';
    await this.output.close();
  }
}

/** The end of what an agent has written to its output file ('' before it has any). */
export async function outputSoFar(file: string): Promise<string> {
  const text = (await readFile(file, 'utf8').catch(() => '')).trim();
  return text.length > tailCharacters ? `[…]${text.slice(text.length - tailCharacters)}` : text;
}
