import { spawn } from 'node:child_process';
import { execFile } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { startScriptedServer } from '../../src/offline/index.js';
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
  it('leaves its session as far as it got, and --continue goes on from it', async () => {
    const repo: TempRepo = await createTempRepo();
    closers.push(() => repo.cleanup());
    const model = await startScriptedServer({
      scenario: {
        name: 'killed-run',
        agents: [
          {
            match: { agent: 'flotilla-lead', last_message: 'Go on' },
            turns: [{ text: 'Continued after the crash.' }],
          },
          {
            match: { agent: 'flotilla-lead' },
            turns: [{ tool_use: [{ name: 'Bash', input: { command: 'sleep 60' } }] }],
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
      return text.includes('sleep 60') ? name.slice(0, -'.jsonl'.length) : undefined;
    }, "the lead's Bash call in its session").catch((error: unknown) => {
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
    // The killed run's Bash call never got its result: the resumed conversation leaves it out.
    const [, resumed] = model.requests;
    const text = JSON.stringify((resumed?.body as { messages?: unknown } | undefined)?.messages);
    expect(text).toContain('The first prompt.');
    expect(text).toContain('Go on.');
    expect(text).not.toContain('sleep 60');
  }, 120_000);
});
