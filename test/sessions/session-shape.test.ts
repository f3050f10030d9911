import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCliInProcess, type CliRun } from '../support/cli-in-process.js';
import { startScriptedServer, type ScriptedServer } from '../../src/offline/index.js';
import { runResultSchema } from '../../src/results/run-result.js';
import { createTempRepo, type TempRepo } from '../support/git-repo.js';

/**
 * A session file whose lines are not the lead's messages ({role, content}) is refused before any
 * model call, naming the file and the line, as other bad input is (exit 2).
 */
let repo: TempRepo;
let server: ScriptedServer;

beforeEach(async () => {
  repo = await createTempRepo();
  server = await startScriptedServer({
    scenario: {
      name: 'session-shape',
      agents: [{ match: { agent: 'flotilla-lead' }, repeat_last: true, turns: [{ text: 'Hi.' }] }],
    },
  });
});
afterEach(async () => {
  await server.close();
  await repo.cleanup();
});

function flotilla(argv: string[]): Promise<CliRun> {
  return runCliInProcess(['run', ...argv], {
    cwd: repo.root,
    env: {
      ...repo.env,
      HOME: repo.dir,
      ANTHROPIC_BASE_URL: server.url,
      ANTHROPIC_API_KEY: 'sk-offline-test',
    },
  });
}

/** A first run, whose session file is then replaced by `lines`. */
async function sessionWith(lines: unknown[]): Promise<{ id: string; file: string }> {
  const first = await flotilla(['--prompt', 'hello', '--format', 'json']);
  expect(first.code).toBe(0);
  const id = runResultSchema.parse(JSON.parse(first.stdout)).run_id;
  const file = path.join(repo.root, '.git', 'flotilla', 'sessions', `${id}.jsonl`);
  await writeFile(file, lines.map((line) => `${JSON.stringify(line)}\n`).join(''));
  return { id, file };
}

describe('--resume of a session file that holds no messages', () => {
  it('refuses a Claude Code session line before any model call, naming the file and line', async () => {
    // How a Claude Code 2.1.332 session file starts: its prompt queue, then the messages (whose
    // lines Flotilla's transcripts share the shape of).
    const { id, file } = await sessionWith([
      { type: 'queue-operation', operation: 'enqueue', sessionId: 's1', content: 'hello' },
      { type: 'user', message: { role: 'user', content: 'hello' }, uuid: 'u1' },
    ]);
    const before = server.requests.length;
    const resumed = await flotilla(['--prompt', 'again', '--resume', id]);
    expect(resumed.code).toBe(2);
    expect(resumed.stderr).toContain(`${file}:1`);
    expect(resumed.stderr).toMatch(/role/);
    expect(resumed.stderr).toMatch(/without --resume/);
    expect(resumed.stderr).not.toMatch(/not iterable/);
    expect(server.requests.length).toBe(before);
  });

  it('names the line whose content is not text or blocks', async () => {
    const { id, file } = await sessionWith([
      { role: 'user', content: 'hello' },
      { role: 'assistant', content: [{ type: 'text', text: 'Hi.' }] },
      { role: 'user', content: 42 },
    ]);
    const before = server.requests.length;
    const resumed = await flotilla(['--prompt', 'again', '--resume', id]);
    expect(resumed.code).toBe(2);
    expect(resumed.stderr).toContain(`${file}:3`);
    expect(resumed.stderr).toMatch(/content/);
    expect(server.requests.length).toBe(before);
  });

  it('names a line that is not JSON in the middle of the file', async () => {
    const { id, file } = await sessionWith([{ role: 'user', content: 'hello' }]);
    await writeFile(
      file,
      `${JSON.stringify({ role: 'user', content: 'hello' })}\nnot json\n${JSON.stringify({ role: 'assistant', content: 'Hi.' })}\n`,
    );
    const resumed = await flotilla(['--prompt', 'again', '--resume', id]);
    expect(resumed.code).toBe(2);
    expect(resumed.stderr).toContain(`${file}:2`);
  });

  it('resumes a well-formed session as before', async () => {
    const { id } = await sessionWith([
      { role: 'user', content: 'hello' },
      { role: 'assistant', content: [{ type: 'text', text: 'Hi.' }], timestamp: 'x' },
    ]);
    const resumed = await flotilla(['--prompt', 'again', '--resume', id, '--format', 'json']);
    expect(resumed.code).toBe(0);
    expect(runResultSchema.parse(JSON.parse(resumed.stdout)).resumed_from).toBe(id);
  });
});
