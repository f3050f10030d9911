import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import type { MessageParam } from '../../src/model/types.js';
import { startScriptedServer, type ScriptedServer } from '../../src/offline/index.js';
import { createTempRepo } from '../support/git-repo.js';

const exec = promisify(execFile);
const projectRoot = path.resolve(import.meta.dirname, '..', '..');
const tsx = pathToFileURL(path.join(projectRoot, 'node_modules', 'tsx', 'dist', 'loader.mjs'));
const cli = path.join(projectRoot, 'src', 'cli', 'index.ts');

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

async function answeringServer(): Promise<ScriptedServer> {
  const model = await startScriptedServer({
    scenario: {
      name: 'continue-without-session',
      agents: [{ match: { agent: 'flotilla-lead' }, repeat_last: true, turns: [{ text: 'Ok.' }] }],
    },
  });
  closers.push(() => model.close());
  return model;
}

function flotilla(model: ScriptedServer, cwd: string, env: NodeJS.ProcessEnv, prompt: string) {
  return exec(
    process.execPath,
    [
      '--import',
      tsx.href,
      cli,
      'run',
      '--base-url',
      model.url,
      '--no-sandbox',
      '--format',
      'json',
      '--continue',
      '-p',
      prompt,
    ],
    { cwd, env: { ...env, ANTHROPIC_API_KEY: 'sk-x' } },
  );
}

const sentMessages = (model: ScriptedServer, index: number) =>
  (model.requests[index]?.body as { messages: MessageParam[] }).messages;

/**
 * `claude -p --continue` with no earlier conversation starts one (Claude Code 2.1.332, observed
 * in a fresh repository with a fresh HOME, and outside any repository): a scheduled script keeps
 * one running conversation with the same command from its first run on.
 */
describe('--continue with no earlier session', () => {
  it('starts a new conversation, which the next --continue goes on from', async () => {
    const repo = await createTempRepo();
    closers.push(() => repo.cleanup());
    const model = await answeringServer();
    const env = { ...repo.env, HOME: repo.dir };

    const first = await flotilla(model, repo.root, env, 'The first prompt.');
    const started = JSON.parse(first.stdout) as { conclusion: string; resumed_from?: string };
    expect(started.conclusion).toBe('success');
    expect(started.resumed_from).toBeUndefined();
    expect(sentMessages(model, 0).map((message) => message.role)).toEqual(['user']);

    const second = await flotilla(model, repo.root, env, 'The second prompt.');
    const continued = JSON.parse(second.stdout) as { resumed_from?: string; run_id: string };
    expect(continued.resumed_from).toBe(JSON.parse(first.stdout).run_id);
    const messages = sentMessages(model, 1);
    expect(messages.map((message) => message.role)).toEqual(['user', 'assistant', 'user']);
    expect(JSON.stringify(messages[0])).toContain('The first prompt.');
    expect(JSON.stringify(messages[2])).toContain('The second prompt.');
  }, 120_000);

  it("keeps each directory's conversation apart: a subdirectory, the root and a worktree each continue their own", async () => {
    const repo = await createTempRepo({
      files: { 'pkgA/index.js': 'a\n', 'pkgB/index.js': 'b\n' },
    });
    closers.push(() => repo.cleanup());
    const worktree = path.join(repo.dir, 'second-checkout');
    repo.run(['worktree', 'add', '--quiet', worktree]);
    const model = await answeringServer();
    const env = { ...repo.env, HOME: repo.dir };
    const firstPrompts = (index: number) =>
      sentMessages(model, index)
        .filter((message) => message.role === 'user')
        .map((message) => JSON.stringify(message.content).match(/PROMPT-\w+/)?.[0]);

    // As Claude Code 2.1.332: pkgA's conversation is not continued in pkgB, at the root, nor in
    // another worktree of the repository; pkgA's next --continue goes on from pkgA's.
    await flotilla(model, path.join(repo.root, 'pkgA'), env, 'PROMPT-A1');
    await flotilla(model, path.join(repo.root, 'pkgB'), env, 'PROMPT-B1');
    expect(firstPrompts(1)).toEqual(['PROMPT-B1']);
    await flotilla(model, repo.root, env, 'PROMPT-ROOT1');
    expect(firstPrompts(2)).toEqual(['PROMPT-ROOT1']);
    await flotilla(model, worktree, env, 'PROMPT-WORKTREE1');
    expect(firstPrompts(3)).toEqual(['PROMPT-WORKTREE1']);
    await flotilla(model, path.join(repo.root, 'pkgA'), env, 'PROMPT-A2');
    expect(firstPrompts(4)).toEqual(['PROMPT-A1', 'PROMPT-A2']);
  }, 240_000);

  it('outside a git repository, starts a new conversation and warns that none is kept there', async () => {
    const directory = await mkdtemp(path.join(os.tmpdir(), 'flotilla-no-git-'));
    closers.push(() => rm(directory, { recursive: true, force: true }));
    const model = await answeringServer();
    const { stdout, stderr } = await flotilla(
      model,
      directory,
      { PATH: process.env.PATH, HOME: directory },
      'A prompt.',
    );
    expect((JSON.parse(stdout) as { conclusion: string }).conclusion).toBe('success');
    expect(stderr).toContain(
      `warning: --continue: ${directory} is not a git repository, where sessions are kept: this run starts a new conversation`,
    );
    expect(model.requests).toHaveLength(1);
  }, 120_000);
});
