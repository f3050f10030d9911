import { appendFile, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * A background agent's output file, written as the agent works: what it says and which tools it
 * calls, then its final result. The lead can Read it at any time (seed 002: prefer the output
 * file over TaskOutput).
 */
export class OutputFile {
  private writes: Promise<unknown>;

  constructor(readonly file: string) {
    // A failed write must not reject unobserved, nor make close() throw: the file is a view.
    this.writes = mkdir(path.dirname(file), { recursive: true })
      .then(() => writeFile(file, ''))
      .catch(() => undefined);
  }

  append(text: string): void {
    this.writes = this.writes.then(() => appendFile(this.file, text)).catch(() => undefined);
  }

  async close(): Promise<void> {
    await this.writes;
  }
}
