import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCliInProcess, type CliRun } from '../support/cli-in-process.js';
import { createTempRepo, type TempRepo } from '../support/git-repo.js';
import {
  startMinimalAnthropicServer,
  type MinimalAnthropicServer,
  type MinimalTurn,
} from '../support/minimal-anthropic-server.js';

/**
 * What `--output-format` answers with and which model `init` names, as Claude Code 2.1.332 does
 * (observed against a logging server): a final message of two text blocks answers with the
 * last one, and `init.model` is the id the requests carry, without the `[1m]` window suffix.
 */
type Json = Record<string, unknown>;

let repo: TempRepo;
let server: MinimalAnthropicServer | undefined;

beforeEach(async () => {
  repo = await createTempRepo();
});
afterEach(async () => {
  await server?.close();
  server = undefined;
  await repo.cleanup();
});

async function flotilla(turn: MinimalTurn, argv: string[]): Promise<CliRun> {
  await server?.close();
  server = await startMinimalAnthropicServer({ 'flotilla-lead': [turn] });
  return runCliInProcess(['run', '--prompt', 'hi', ...argv], {
    cwd: repo.root,
    env: {
      ...repo.env,
      HOME: repo.dir,
      ANTHROPIC_BASE_URL: server.url,
      ANTHROPIC_API_KEY: 'sk-offline-test',
    },
  });
}

function events(stdout: string): Json[] {
  return stdout
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Json);
}

describe('--output-format: the answer of a final message with several text blocks', () => {
  const twoBlocks = { text: 'First block.', texts: ['Second block.'] };

  it('is its last text block, in text, json and stream-json', async () => {
    const text = await flotilla(twoBlocks, ['--output-format', 'text']);
    expect(text.code).toBe(0);
    expect(text.stdout).toBe('Second block.\n');

    for (const format of ['json', 'stream-json']) {
      const ran = await flotilla(twoBlocks, ['--output-format', format]);
      expect(ran.code).toBe(0);
      expect(events(ran.stdout).at(-1)).toMatchObject({ type: 'result', result: 'Second block.' });
    }
  });

  it('stays the whole message in RunResult (--format json) and the report', async () => {
    const own = await flotilla(twoBlocks, ['--format', 'json']);
    expect((JSON.parse(own.stdout) as Json).final_text).toBe('First block.\nSecond block.');
  });
});

describe('--output-format stream-json: init.model', () => {
  it('is the id the requests carry, without [1m], for the default model and --model sonnet[1m]', async () => {
    for (const argv of [[], ['--model', 'sonnet[1m]']]) {
      const ran = await flotilla({ text: 'Done.' }, ['--output-format', 'stream-json', ...argv]);
      expect(ran.code).toBe(0);
      const [init] = events(ran.stdout);
      const sent = (server?.requests.at(-1) as { model: string }).model;
      expect(sent).not.toContain('[1m]');
      expect(init).toMatchObject({ type: 'system', subtype: 'init', model: sent });
      expect(Object.keys((events(ran.stdout).at(-1) as { modelUsage: Json }).modelUsage)).toEqual([
        sent,
      ]);
    }
  });
});
