import type { Readable } from 'node:stream';
import { errorMessage, UserError } from '../errors.js';

/**
 * What `flotilla run` reads from a stdin that is not a terminal, as `claude -p` 2.1.332 does
 * (observed): `git diff | flotilla run -p "review this diff"` sends the prompt, a newline, and
 * the diff. It never hangs on a stdin nobody writes to: when nothing has arrived within
 * `firstDataMs` (Claude Code waits 3 s) it goes on without it; once input starts it is read to
 * its end. /dev/null, a closed stdin and an empty pipe end at once.
 */
export type PipedInput = { kind: 'text'; text: string } | { kind: 'silent'; waitedMs: number };

/** How long Claude Code 2.1.332 waits for the first byte of a piped stdin. */
export const firstInputWaitMs = 3000;

export function readPipedInput(stream: Readable, firstDataMs: number): Promise<PipedInput> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const finish = () => {
      clearTimeout(timer);
      stream.off('data', onData).off('end', onEnd).off('error', onError);
    };
    const onData = (chunk: Buffer | string) => {
      clearTimeout(timer);
      chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
    };
    const onEnd = () => {
      finish();
      resolve({ kind: 'text', text: Buffer.concat(chunks).toString('utf8') });
    };
    const onError = (error: Error) => {
      finish();
      stream.destroy();
      reject(
        new UserError(
          `Cannot read the input piped to stdin: ${errorMessage(error)}`,
          'Give the task with --prompt or --prompt-file, and run with < /dev/null.',
        ),
      );
    };
    // Nothing yet: whoever holds the other end is not writing. Closing our end lets the run,
    // and then the process, end without waiting for it.
    const timer = setTimeout(() => {
      finish();
      stream.destroy();
      resolve({ kind: 'silent', waitedMs: firstDataMs });
    }, firstDataMs);
    stream.on('data', onData).on('end', onEnd).on('error', onError);
  });
}

/** The prompt with what was piped after it on its own line, as Claude Code sends them. */
export function withPipedInput(prompt: string, piped: string): string {
  if (piped.trim() === '') return prompt;
  return prompt === '' ? piped : `${prompt}\n${piped}`;
}

export function silentStdinWarning(waitedMs: number): string {
  return `flotilla: warning: nothing arrived on stdin in ${waitedMs / 1000} s; the run goes on without it. To pipe a slow command's output, write it to a file first and give that file as stdin (< out.txt); to give no input, run with < /dev/null.\n`;
}
