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

  /**
   * Writes what an agent event shows: its text as it streams, and each tool it calls. A model
   * call that failed and is retried takes the text it streamed back out: the lead reading the
   * file must not see words the model's answer does not hold (Claude Code 2.1.332's output file
   * keeps no failed attempt's text either).
   */
  record(event: AgentEvent): void {
    if (event.type === 'turn') this.markAttempt();
    else if (event.type === 'retry') this.dropAttempt();
    else if (event.type === 'text') this.append(event.text);
    else if (event.type === 'tool') this.append(`\n[${event.tool}] ${event.summary}\n`);
    else if (event.type === 'compact')
      this.append(
        `\n[compacted] older turns replaced by a summary (~${event.tokensBefore} → ~${event.tokensAfter} tokens)\n`,
      );
  }

  /**
   * A model call starts: what it streams from here may be taken back. What came before is
   * settled (text held back for redaction too: the next turn's text does not continue it).
   */
  private markAttempt(): void {
    this.output.append(this.unsettled);
    this.unsettled = '';
    this.output.mark();
  }

  /** The model call failed and is retried: its streamed text goes, written or not. */
  private dropAttempt(): void {
    this.unsettled = '';
    this.output.rewind();
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
