import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startScriptedServer, type ScriptedServer } from '../../src/offline/index.js';
import { runCliInProcess } from '../support/cli-in-process.js';
import { createTempRepo, type TempRepo } from '../support/git-repo.js';

type Json = Record<string, unknown>;

/**
 * `--include-hook-events`: Claude Code 2.1.332 with `--output-format stream-json --verbose` prints
 * a `hook_started` and a `hook_response` system event for each hook command it runs (recorded in
 * test/fixtures/claude-code/stream-json-hook-events.jsonl): SessionStart's always, before init,
 * every other event's with the flag; SessionEnd's never, its hooks running after the result.
 */
const fixture = path.resolve(
  import.meta.dirname,
  '../fixtures/claude-code/stream-json-hook-events.jsonl',
);

const hook = [
  'input=$(cat)',
  'case "$input" in',
  '  *PostToolUse*) echo "post out"; echo "post err" >&2;;',
  '  *PreToolUse*blockme*) echo "blocked by guard" >&2; exit 2;;',
  'esac',
  'exit 0',
].join('\n');

let repo: TempRepo;
let server: ScriptedServer;

beforeEach(async () => {
  repo = await createTempRepo({ files: { 'a.txt': 'hi\n' } });
  // Inline: the sandbox shows a hook the working tree, not the test's other files.
  const command = hook;
  const events = ['SessionStart', 'UserPromptSubmit', 'PreToolUse', 'PostToolUse', 'Stop'];
  await writeFile(
    path.join(repo.dir, 'settings.json'),
    JSON.stringify({
      hooks: {
        ...Object.fromEntries(
          events.map((event) => [event, [{ hooks: [{ type: 'command', command }] }]]),
        ),
        SessionEnd: [{ hooks: [{ type: 'command', command: 'true' }] }],
      },
    }),
  );
  server = await startScriptedServer({
    scenario: {
      name: 'hook-events',
      agents: [
        {
          match: { agent: 'flotilla-lead' },
          turns: [
            { tool_use: [{ name: 'Bash', input: { command: 'echo fine' } }] },
            { tool_use: [{ name: 'Bash', input: { command: 'echo blockme' } }] },
            { text: 'done' },
          ],
        },
      ],
    },
  });
});
afterEach(async () => {
  await server.close();
  await repo.cleanup();
});

async function streamed(flags: string[]): Promise<Json[]> {
  const ran = await runCliInProcess(
    [
      'run',
      '-p',
      'go',
      '--settings',
      path.join(repo.dir, 'settings.json'),
      '--permission-mode',
      'bypassPermissions',
      '--output-format',
      'stream-json',
      '--verbose',
      ...flags,
    ],
    {
      cwd: repo.root,
      env: {
        ...repo.env,
        HOME: repo.dir,
        ANTHROPIC_BASE_URL: server.url,
        ANTHROPIC_API_KEY: 'sk-offline-test',
      },
    },
  );
  expect(ran.stderr).not.toContain('Unknown option');
  expect(ran.code).toBe(0);
  return ran.stdout
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Json);
}

const isHookEvent = (event: Json) =>
  event.subtype === 'hook_started' || event.subtype === 'hook_response';

describe('stream-json hook events', () => {
  it('prints every hook command as it starts and answers, in the fields Claude Code prints', async () => {
    const events = await streamed(['--include-hook-events']);
    const sessionId = events.at(-1)?.session_id;
    const hooks = events.filter(isHookEvent);
    expect(hooks.map((event) => `${String(event.subtype)} ${String(event.hook_name)}`)).toEqual([
      'hook_started SessionStart:startup',
      'hook_response SessionStart:startup',
      'hook_started UserPromptSubmit',
      'hook_response UserPromptSubmit',
      'hook_started PreToolUse:Bash',
      'hook_response PreToolUse:Bash',
      'hook_started PostToolUse:Bash',
      'hook_response PostToolUse:Bash',
      'hook_started PreToolUse:Bash',
      'hook_response PreToolUse:Bash',
      'hook_started Stop',
      'hook_response Stop',
    ]);
    // As in Claude Code, the run's first hooks come before init.
    expect(events.findIndex((event) => event.subtype === 'init')).toBe(4);
    for (const event of hooks) expect(event.session_id).toBe(sessionId);
    const started = hooks.filter((event) => event.subtype === 'hook_started');
    const answered = hooks.filter((event) => event.subtype === 'hook_response');
    expect(answered.map((event) => event.hook_id)).toEqual(started.map((event) => event.hook_id));
    expect(new Set(started.map((event) => event.hook_id)).size).toBe(started.length);

    const post = answered.find((event) => event.hook_event === 'PostToolUse');
    expect(post).toMatchObject({
      output: 'post out\npost err\n',
      stdout: 'post out\n',
      stderr: 'post err\n',
      exit_code: 0,
      outcome: 'success',
    });
    expect(answered.at(-2)).toMatchObject({
      hook_event: 'PreToolUse',
      output: 'blocked by guard\n',
      stdout: '',
      stderr: 'blocked by guard\n',
      exit_code: 2,
      outcome: 'error',
    });

    // The same keys, in the same order, as Claude Code's.
    const theirs = (await readFile(fixture, 'utf8'))
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Json);
    for (const subtype of ['hook_started', 'hook_response']) {
      const keys = (event: Json | undefined) => Object.keys(event ?? {});
      expect(keys(hooks.find((event) => event.subtype === subtype))).toEqual(
        keys(theirs.find((event) => event.subtype === subtype)),
      );
    }
  });

  it('without --include-hook-events, prints SessionStart’s only, as Claude Code does', async () => {
    const events = await streamed([]);
    expect(events.filter(isHookEvent).map((event) => event.hook_name)).toEqual([
      'SessionStart:startup',
      'SessionStart:startup',
    ]);
    expect(events.findIndex((event) => event.subtype === 'init')).toBe(2);
  });
});
