import { appendFile, mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { MessageParam } from '../model/types.js';

/**
 * An agent's sidechain transcript, one JSON message per line. It is what SendMessage resumes a
 * stopped agent from, and what a person reads to see what an agent did.
 */
export class Transcript {
  private ready: Promise<unknown> | undefined;
  private writes: Promise<unknown> = Promise.resolve();

  constructor(readonly file: string) {}

  append(message: MessageParam): Promise<void> {
    this.ready ??= mkdir(path.dirname(this.file), { recursive: true });
    const line = `${JSON.stringify({ ...message, timestamp: new Date().toISOString() })}\n`;
    // Appends are chained so lines never interleave or reorder.
    const write = this.writes.then(() => this.ready).then(() => appendFile(this.file, line));
    this.writes = write.catch(() => undefined);
    return write;
  }

  async flush(): Promise<void> {
    await this.writes;
  }

  static async read(file: string): Promise<MessageParam[]> {
    const text = await readFile(file, 'utf8');
    return text
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => {
        const { role, content } = JSON.parse(line) as MessageParam;
        return { role, content };
      });
  }
}
