import { execFile } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { gatheredOutput } from '../../src/platform/gathered-output.js';

const module = fileURLToPath(new URL('../../src/platform/gathered-output.ts', import.meta.url));

/** A stream that records each write it gets, and which stream got it. */
function recorder(log: string[], name: string) {
  return { write: (text: string) => log.push(`${name}:${text}`) };
}

describe('gatheredOutput', () => {
  it('writes what one turn of the event loop wrote at once, in order across the streams', async () => {
    const writes: string[] = [];
    const output = gatheredOutput(
      { stdout: recorder(writes, 'out'), stderr: recorder(writes, 'err') },
      new EventEmitter() as unknown as NodeJS.Process,
    );
    output.stderr('a\n');
    output.stderr('b\n');
    output.stdout('report\n');
    output.stderr('');
    output.stderr('c\n');
    expect(writes).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toEqual(['err:a\nb\n', 'out:report\n', 'err:c\n']);
    output.stdout('next\n');
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes.at(-1)).toBe('out:next\n');
  });

  it('writes what is gathered when the process exits, process.exit included', async () => {
    // In a process of its own: what it gathered and never reached a later turn must still show.
    const script = `
      const { gatheredOutput } = await import(${JSON.stringify(module)});
      const output = gatheredOutput({ stdout: process.stdout, stderr: process.stderr });
      output.stdout('first\\n');
      output.stderr('progress\\n');
      output.stdout('last\\n');
      process.exit(3);
    `;
    const failure = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      { timeout: 30_000 },
    ).catch((error: { code: number; stdout: string; stderr: string }) => error);
    expect(failure).toMatchObject({ code: 3, stdout: 'first\nlast\n', stderr: 'progress\n' });
  });
});
