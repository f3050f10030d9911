import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCliInProcess } from '../support/cli-in-process.js';
import { ExitCode } from '../../src/errors.js';
import { createTempRepo, type TempRepo } from '../support/git-repo.js';
import {
  startMinimalAnthropicServer,
  type MinimalAnthropicServer,
} from '../support/minimal-anthropic-server.js';

let repo: TempRepo;
let server: MinimalAnthropicServer;

beforeEach(async () => {
  repo = await createTempRepo();
  // No turn is scripted: any request the run makes shows up in server.requests.
  server = await startMinimalAnthropicServer([]);
});

afterEach(async () => {
  await server.close();
  await repo.cleanup();
});

function run(args: string[]) {
  return runCliInProcess(['run', '--prompt', 'hello', ...args], {
    cwd: repo.root,
    env: { ...repo.env, ANTHROPIC_API_KEY: 'test-key', ANTHROPIC_BASE_URL: server.url },
  });
}

describe('flotilla run: bad --repo and --output fail before any model call', () => {
  it('a --repo that does not exist: exit 2, "no such directory"', async () => {
    const output = await run(['--repo', path.join(repo.dir, 'missing')]);
    expect(output.code).toBe(ExitCode.usage);
    expect(output.stderr).toMatch(/--repo '.*missing': no such directory/);
    expect(server.requests).toHaveLength(0);
  });

  it('an --output under a file: exit 2 naming the path, and no request reached the model', async () => {
    await writeFile(path.join(repo.dir, 'a-file'), 'x');
    const output = await run(['--output', path.join(repo.dir, 'a-file', 'out')]);
    expect(output.code).toBe(ExitCode.usage);
    expect(output.stderr).toMatch(/--output '.*a-file\/out' cannot be written: .*a-file is a file/);
    expect(output.stderr).toContain('Give a directory you can write to');
    expect(server.requests).toHaveLength(0);
  });

  it('a --state-dir that is a file: exit 2 naming it, and no request reached the model', async () => {
    await writeFile(path.join(repo.dir, 'state-file'), 'x');
    const output = await run(['--state-dir', path.join(repo.dir, 'state-file')]);
    expect(output.code).toBe(ExitCode.usage);
    expect(output.stderr).toMatch(
      /--state-dir '.*state-file' cannot be written: .*is a file, not a directory/,
    );
    expect(server.requests).toHaveLength(0);
  });

  it('an --output that is a file: exit 2', async () => {
    await writeFile(path.join(repo.dir, 'results'), 'x');
    const output = await run(['--output', path.join(repo.dir, 'results')]);
    expect(output.code).toBe(ExitCode.usage);
    expect(output.stderr).toMatch(/is a file, not a directory/);
    expect(server.requests).toHaveLength(0);
  });
});

describe('flotilla run: a bad --resume fails before stdin is read', () => {
  it('--resume with an unknown id and a silent open stdin: exit 2 at once, no stdin warning', async () => {
    let stdinReads = 0;
    const started = performance.now();
    const output = await runCliInProcess(['run', '--prompt', 'next', '--resume', 'nope'], {
      cwd: repo.root,
      env: { ...repo.env, ANTHROPIC_API_KEY: 'test-key', ANTHROPIC_BASE_URL: server.url },
      // A stdin left open with nothing written: given up after 3 s (src/cli/piped-input.ts).
      pipedInput: () => {
        stdinReads += 1;
        return new Promise((resolve) =>
          setTimeout(() => resolve({ kind: 'silent', waitedMs: 3000 }), 3000),
        );
      },
    });
    expect(output.code).toBe(ExitCode.usage);
    expect(output.stderr).toContain("No session 'nope'");
    expect(output.stderr).not.toContain('nothing arrived on stdin');
    expect(stdinReads).toBe(0);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(server.requests).toHaveLength(0);
  });
});
