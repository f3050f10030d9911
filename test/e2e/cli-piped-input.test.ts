import { spawn } from 'node:child_process';
import { open, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTempRepo, type TempRepo } from '../support/git-repo.js';
import {
  startMinimalAnthropicServer,
  type MinimalAnthropicServer,
} from '../support/minimal-anthropic-server.js';

const cli = path.resolve(import.meta.dirname, '../../dist/cli/index.js');

/**
 * `flotilla run` reads a stdin that is not a terminal as `claude -p` 2.1.332 does (observed
 * against a logging server): the prompt, a newline, then what was piped; /dev/null, a closed
 * stdin and an empty pipe end at once; a stdin left open with nothing written is given up after
 * 3 s, with a warning, and the run goes on with the prompt alone.
 */
let repo: TempRepo;
let server: MinimalAnthropicServer;

beforeEach(async () => {
  repo = await createTempRepo({ files: { 'a.txt': 'hi\n' } });
  server = await startMinimalAnthropicServer([{ text: 'Reviewed.' }]);
});
afterEach(async () => {
  await server.close();
  await repo.cleanup();
});

interface Ran {
  code: number | null;
  stdout: string;
  stderr: string;
  ms: number;
}

/** The built CLI with `stdin` as given; `feed` writes to a piped stdin. */
function flotilla(
  argv: string[],
  stdin: 'pipe' | 'ignore' | number,
  feed?: (input: NodeJS.WritableStream) => void,
  command: { file: string; args: string[] } = { file: process.execPath, args: [cli] },
): Promise<Ran> {
  const started = performance.now();
  const child = spawn(command.file, [...command.args, 'run', ...argv, '--output-format', 'text'], {
    cwd: repo.root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: repo.dir,
      ANTHROPIC_BASE_URL: server.url,
      ANTHROPIC_API_KEY: 'sk-ant-test-minimal-key',
    },
    stdio: [stdin, 'pipe', 'pipe'],
  });
  if (feed && child.stdin) feed(child.stdin);
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr, ms: performance.now() - started }));
  });
}

/** The text of the first user message the model got. */
function sentPrompt(): string {
  const request = server.requests[0] as {
    messages: Array<{ content: string | Array<{ type: string; text?: string }> }>;
  };
  const content = request.messages[0]!.content;
  return typeof content === 'string'
    ? content
    : content.map((block) => (block.type === 'text' ? (block.text ?? '') : '')).join('\n');
}

const silentWarning = /nothing arrived on stdin in 3 s; the run goes on without it/;

describe('flotilla run with input on stdin (built CLI)', () => {
  it('a shell pipe: the prompt, a newline, then the piped text', async () => {
    const ran = await flotilla(
      ['-p', 'review this diff'],
      'ignore',
      undefined,
      // `printf … | node cli run …`: stdin is the shell's pipe, as for `git diff | flotilla`.
      {
        file: 'bash',
        args: ['-c', 'printf "DIFF-CONTENT-123\\n" | "$0" "$@"', process.execPath, cli],
      },
    );
    expect(ran.stderr).not.toMatch(silentWarning);
    expect(ran.code).toBe(0);
    expect(ran.stdout).toBe('Reviewed.\n');
    expect(sentPrompt()).toContain('review this diff\nDIFF-CONTENT-123\n');
  });

  it('a parent process that writes and closes stdin; a file as stdin; stdin alone as the prompt', async () => {
    const fromParent = await flotilla(['-p', 'review this diff'], 'pipe', (input) =>
      input.end('FROM-PARENT\n'),
    );
    expect(fromParent.code).toBe(0);
    expect(sentPrompt()).toContain('review this diff\nFROM-PARENT\n');

    await server.close();
    server = await startMinimalAnthropicServer([{ text: 'Reviewed.' }]);
    const file = path.join(repo.dir, 'input.txt');
    await writeFile(file, 'FROM-A-FILE\n');
    const handle = await open(file, 'r');
    try {
      const fromFile = await flotilla([], handle.fd);
      expect(fromFile.code).toBe(0);
      // No --prompt: what was piped is the whole prompt, as `echo task | claude -p`.
      expect(sentPrompt()).toContain('FROM-A-FILE\n');
      expect(sentPrompt()).not.toContain('\nFROM-A-FILE');
    } finally {
      await handle.close();
    }
  });

  it('/dev/null and an empty pipe: the prompt alone, at once, no warning', async () => {
    for (const [stdin, feed] of [
      ['ignore', undefined],
      ['pipe', (input: NodeJS.WritableStream) => input.end()],
    ] as const) {
      const ran = await flotilla(['-p', 'just the prompt'], stdin, feed);
      expect(ran.code).toBe(0);
      expect(ran.stderr).not.toMatch(silentWarning);
      expect(ran.stdout).toBe('Reviewed.\n');
    }
    expect(server.requests.length).toBeGreaterThan(0);
    for (const request of server.requests) {
      expect(JSON.stringify(request)).toContain('just the prompt');
      expect(JSON.stringify(request)).not.toContain('just the prompt\\n');
    }
  });

  it('a stdin left open with nothing written: given up after 3 s with a warning, never a hang', async () => {
    // The writer is never closed: the run must end by itself.
    const ran = await flotilla(['-p', 'review this diff'], 'pipe', () => undefined);
    expect(ran.code).toBe(0);
    expect(ran.stderr).toMatch(silentWarning);
    expect(ran.stderr).toContain('< /dev/null');
    expect(ran.stdout).toBe('Reviewed.\n');
    expect(sentPrompt()).toContain('review this diff');
    expect(sentPrompt()).not.toContain('review this diff\n');
    expect(ran.ms).toBeGreaterThanOrEqual(3000);
  });

  it('input that starts in time is read to its end, however long it takes', async () => {
    const ran = await flotilla(['-p', 'review'], 'pipe', (input) => {
      input.write('FIRST\n');
      setTimeout(() => input.end('LATER\n'), 4000);
    });
    expect(ran.code).toBe(0);
    expect(ran.stderr).not.toMatch(silentWarning);
    expect(sentPrompt()).toContain('review\nFIRST\nLATER\n');
  });

  it('a usage error does not wait for stdin', async () => {
    const ran = await flotilla(['-p', 'x', '--max-turns', 'many'], 'pipe', () => undefined);
    expect(ran.code).toBe(2);
    expect(ran.stderr).toMatch(/--max-turns 'many' is not a positive whole number/);
    expect(ran.stderr).not.toMatch(silentWarning);
    expect(server.requests).toHaveLength(0);
  });
});
