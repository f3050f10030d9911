import { spawn } from 'node:child_process';
import { execFile } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { contentBlocks, type MessageParam } from '../../src/model/types.js';
import { startScriptedServer } from '../../src/offline/index.js';
import { unrecordedResultText } from '../../src/sessions/restore-conversation.js';
import { createTempRepo, type TempRepo } from '../support/git-repo.js';

const exec = promisify(execFile);
const projectRoot = path.resolve(import.meta.dirname, '..', '..');
const tsx = pathToFileURL(path.join(projectRoot, 'node_modules', 'tsx', 'dist', 'loader.mjs'));
const cli = path.join(projectRoot, 'src', 'cli', 'index.ts');

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

async function until<T>(probe: () => Promise<T | undefined>, what: string): Promise<T> {
  for (let waited = 0; waited < 60_000; waited += 100) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** `flotilla run` of the sources in a process group of its own, to be killed as a runner is. */
function startRun(repo: TempRepo, modelUrl: string, prompt: string) {
  const env = { ...repo.env, HOME: repo.dir, ANTHROPIC_API_KEY: 'sk-x' };
  const args = (...rest: string[]) => [
    '--import',
    tsx.href,
    cli,
    'run',
    '--base-url',
    modelUrl,
    '--no-sandbox',
    '--permission-mode',
    'bypassPermissions',
    '--format',
    'json',
    ...rest,
  ];
  const child = spawn(process.execPath, args('-p', prompt), {
    cwd: repo.root,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  closers.push(async () => {
    if (child.exitCode === null && child.signalCode === null)
      process.kill(-(child.pid as number), 'SIGKILL');
    await exited;
  });
  return { env, args, child, exited, stderr: () => stderr };
}

describe('a run that is killed', () => {
  it('leaves its session as far as it got, and --continue keeps its cut-off round', async () => {
    const repo: TempRepo = await createTempRepo();
    closers.push(() => repo.cleanup());
    const model = await startScriptedServer({
      scenario: {
        name: 'killed-run',
        agents: [
          {
            match: { agent: 'flotilla-lead', last_message: 'Go on' },
            // The resumed conversation keeps the killed run's turn: this answers its second turn.
            turns: [{ text: 'Continued after the crash.' }],
            repeat_last: true,
          },
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              {
                text: 'I will bump the version and run the release script.',
                tool_use: [
                  { name: 'Write', input: { file_path: 'VERSION', content: '2.0.0\n' } },
                  { name: 'Bash', input: { command: 'sleep 60' } },
                ],
              },
            ],
          },
        ],
      },
    });
    closers.push(() => model.close());
    const { env, args, child, exited, stderr } = startRun(repo, model.url, 'The first prompt.');
    const sessions = path.join(repo.root, '.git', 'flotilla', 'sessions');
    // The session is written as the run goes: the lead's Bash call is in it while it runs.
    const killedRun = await until(async () => {
      const names = await readdir(sessions).catch(() => []);
      const name = names.find((entry) => entry.endsWith('.jsonl'));
      if (!name) return undefined;
      const text = await readFile(path.join(sessions, name), 'utf8');
      const written = await readFile(path.join(repo.root, 'VERSION'), 'utf8').catch(() => '');
      // The Write's result too: a session line goes out within a tick (20 ms) of being added,
      // and a kill between the Write and that write would lose it.
      return text.includes('sleep 60') &&
        text.includes('File created successfully') &&
        written === '2.0.0\n'
        ? name.slice(0, -'.jsonl'.length)
        : undefined;
    }, "the lead's calls and the Write's result in its session").catch((error: unknown) => {
      throw new Error(`${String(error)}; flotilla said: ${stderr()}`);
    });
    process.kill(-(child.pid as number), 'SIGKILL');
    await exited;

    const { stdout } = await exec(process.execPath, args('--continue', '-p', 'Go on.'), {
      cwd: repo.root,
      env,
    });
    const result = JSON.parse(stdout) as { resumed_from?: string; final_text: string };
    expect(result.resumed_from).toBe(killedRun);
    expect(result.final_text).toBe('Continued after the crash.');
    // The killed round took effect (VERSION is written): the resumed conversation keeps the
    // lead's turn. The Write's result was recorded as it came (as Claude Code 2.1.332 records
    // each); the Bash call, still running at the kill, is told its outcome is unknown.
    const [, resumed] = model.requests;
    const messages = (resumed?.body as { messages: MessageParam[] }).messages;
    expect(messages.map((message) => message.role)).toEqual(['user', 'assistant', 'user']);
    expect(JSON.stringify(messages[0])).toContain('The first prompt.');
    const turn = contentBlocks(messages[1]!);
    expect(turn[0]).toMatchObject({
      type: 'text',
      text: 'I will bump the version and run the release script.',
    });
    const calls = turn.flatMap((block) => (block.type === 'tool_use' ? [block] : []));
    expect(calls.map((call) => call.name)).toEqual(['Write', 'Bash']);
    const answer = contentBlocks(messages[2]!);
    expect(answer[0]).toMatchObject({ type: 'tool_result', tool_use_id: calls[0]!.id });
    expect(answer[0]).not.toHaveProperty('is_error');
    expect(JSON.stringify(answer[0])).toContain('File created successfully');
    expect(answer[1]).toMatchObject({
      type: 'tool_result',
      tool_use_id: calls[1]!.id,
      content: unrecordedResultText,
      is_error: true,
    });
    expect(JSON.stringify(answer.slice(2))).toContain('Go on.');
    expect(await readFile(path.join(repo.root, 'VERSION'), 'utf8')).toBe('2.0.0\n');
  }, 120_000);

  it('keeps the results its last round had when killed: a background launch is told stopped', async () => {
    const repo: TempRepo = await createTempRepo();
    closers.push(() => repo.cleanup());
    const model = await startScriptedServer({
      scenario: {
        name: 'killed-mid-round',
        agents: [
          {
            match: { agent: 'general-purpose' },
            turns: [{ tool_use: [{ name: 'Bash', input: { command: 'sleep 60' } }] }],
          },
          {
            match: { agent: 'flotilla-lead', last_message: 'Go on' },
            turns: [{ text: 'Continued after the crash.' }],
            repeat_last: true,
          },
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              {
                tool_use: [
                  {
                    name: 'Agent',
                    input: {
                      description: 'slow worker',
                      prompt: 'Work slowly.',
                      run_in_background: true,
                    },
                  },
                  { name: 'Bash', input: { command: 'sleep 60' } },
                ],
              },
            ],
          },
        ],
      },
    });
    closers.push(() => model.close());
    const { env, args, child, exited, stderr } = startRun(repo, model.url, 'The first prompt.');
    // Killed while the lead's Bash call and its background agent's both still run.
    await until(
      async () =>
        model.requests.filter(
          (request) => request.headers['x-flotilla-agent'] === 'general-purpose',
        ).length > 0
          ? true
          : undefined,
      "the background agent's Bash call",
    ).catch((error: unknown) => {
      throw new Error(`${String(error)}; flotilla said: ${stderr()}`);
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    process.kill(-(child.pid as number), 'SIGKILL');
    await exited;
    const before = model.requests.length;

    await exec(process.execPath, args('--continue', '-p', 'Go on.'), { cwd: repo.root, env });
    const resumed = model.requests[before];
    const messages = (resumed?.body as { messages: MessageParam[] }).messages;
    const calls = contentBlocks(messages[1]!).flatMap((block) =>
      block.type === 'tool_use' ? [block] : [],
    );
    expect(calls.map((call) => call.name)).toEqual(['Agent', 'Bash']);
    const answer = contentBlocks(messages[2]!);
    // The launch's result was recorded as it came, as Claude Code 2.1.332 records it; only the
    // Bash call, still running at the kill, has an unknown outcome.
    expect(answer[0]).toMatchObject({ type: 'tool_result', tool_use_id: calls[0]!.id });
    expect(JSON.stringify(answer[0])).toContain('Async agent launched successfully.');
    expect(JSON.stringify(answer[0])).toContain('agentId: a1-general-purpose');
    expect(answer[1]).toMatchObject({
      type: 'tool_result',
      tool_use_id: calls[1]!.id,
      content: unrecordedResultText,
      is_error: true,
    });
    const notice = JSON.stringify(answer.slice(2));
    expect(notice).toContain('<task-id>a1-general-purpose</task-id>');
    expect(notice).toContain('<status>stopped</status>');
    expect(notice).toContain('Go on.');
  }, 120_000);
});
