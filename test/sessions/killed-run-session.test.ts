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
    const env = { ...repo.env, HOME: repo.dir, ANTHROPIC_API_KEY: 'sk-x' };
    const args = (...rest: string[]) => [
      '--import',
      tsx.href,
      cli,
      'run',
      '--base-url',
      model.url,
      '--no-sandbox',
      '--permission-mode',
      'bypassPermissions',
      '--format',
      'json',
      ...rest,
    ];
    const child = spawn(process.execPath, args('-p', 'The first prompt.'), {
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
    const sessions = path.join(repo.root, '.git', 'flotilla', 'sessions');
    // The session is written as the run goes: the lead's Bash call is in it while it runs.
    const killedRun = await until(async () => {
      const names = await readdir(sessions).catch(() => []);
      const name = names.find((entry) => entry.endsWith('.jsonl'));
      if (!name) return undefined;
      const text = await readFile(path.join(sessions, name), 'utf8');
      const written = await readFile(path.join(repo.root, 'VERSION'), 'utf8').catch(() => '');
      return text.includes('sleep 60') && written === '2.0.0\n'
        ? name.slice(0, -'.jsonl'.length)
        : undefined;
    }, "the lead's calls in its session, and the Write done").catch((error: unknown) => {
      throw new Error(`${String(error)}; flotilla said: ${stderr}`);
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
    // lead's turn, and each of its calls is told its outcome is unknown, before the new prompt.
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
    expect(answer.slice(0, 2)).toMatchObject(
      calls.map((call) => ({
        type: 'tool_result',
        tool_use_id: call.id,
        content: unrecordedResultText,
        is_error: true,
      })),
    );
    expect(JSON.stringify(answer.slice(2))).toContain('Go on.');
    expect(await readFile(path.join(repo.root, 'VERSION'), 'utf8')).toBe('2.0.0\n');
  }, 120_000);
});
