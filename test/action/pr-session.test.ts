import { cp, mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openPrSession, type SessionCache } from '../../src/action/pr-session.js';
import { runFlotilla } from '../../src/app/run.js';
import { parseRunConfig } from '../../src/config/run-config.js';
import { createRedactor } from '../../src/publish/redact.js';
import { createTempRepo, type TempRepo } from '../support/git-repo.js';
import {
  startMinimalAnthropicServer,
  type MinimalAnthropicServer,
} from '../support/minimal-anthropic-server.js';

/**
 * The Actions cache faked at its boundary (restore/save of paths by key), as @actions/cache
 * behaves: entries are immutable, a restore takes an exact key or else the newest entry whose key
 * starts with a restore key, and copies the paths back.
 */
function directoryCache(store: string): SessionCache & { keys: string[] } {
  const keys: string[] = [];
  return {
    keys,
    async restore(paths, primaryKey, restoreKeys) {
      const hit =
        keys.find((key) => key === primaryKey) ??
        [...keys].reverse().find((key) => restoreKeys.some((prefix) => key.startsWith(prefix)));
      if (!hit) return undefined;
      for (const [index, target] of paths.entries()) {
        await cp(path.join(store, encodeURIComponent(hit), String(index)), target, {
          recursive: true,
        });
      }
      return hit;
    },
    async save(paths, key) {
      if (keys.includes(key)) throw new Error(`Cache entry ${key} already exists`);
      for (const [index, source] of paths.entries()) {
        await cp(source, path.join(store, encodeURIComponent(key), String(index)), {
          recursive: true,
        });
      }
      keys.push(key);
    },
  };
}

describe('resume: true on a pull request (session kept in the Actions cache)', () => {
  let repo: TempRepo;
  let scratch: string;
  let server: MinimalAnthropicServer;
  const secret = 'sk-ant-api03-session-secret-value-0123456789';

  beforeEach(async () => {
    repo = await createTempRepo({ files: { 'README.md': '# demo\n' } });
    scratch = await mkdtemp(path.join(os.tmpdir(), 'flotilla-pr-session-'));
    server = await startMinimalAnthropicServer([
      { text: `First review done; I used key ${secret} by mistake.` },
      { text: 'Following up on my first review.' },
    ]);
  });
  afterEach(async () => {
    await server.close();
    await repo.cleanup();
    await rm(scratch, { recursive: true, force: true });
  });

  async function job(cache: SessionCache, runnerTemp: string, prompt: string, runId: string) {
    await mkdir(runnerTemp, { recursive: true });
    const lines: string[] = [];
    const session = await openPrSession({
      cache,
      runnerTemp,
      repository: 'octo/demo',
      pullNumber: 7,
      log: (line) => lines.push(line),
      warn: (line) => lines.push(`warning: ${line}`),
    });
    const outcome = await runFlotilla(
      parseRunConfig({
        repoRoot: repo.root,
        prompt,
        runId,
        sandbox: 'off',
        stateDir: path.join(runnerTemp, 'state'),
        sessionsDir: session.sessionsDir,
        modelAccess: { baseUrl: server.url, apiKey: 'sk-ant-test-key' },
      }),
      {
        toolEnvironment: { PATH: process.env.PATH ?? '' },
        redact: createRedactor([secret]),
        ...(session.resume ? { resume: session.resume } : {}),
      },
    );
    await session.save(runId);
    return { outcome, session, lines };
  }

  it("continues the pull request's last session in a later job, redacted", async () => {
    const cache = directoryCache(path.join(scratch, 'cache'));
    const first = await job(
      cache,
      path.join(scratch, 'runner-1'),
      'Review this pull request',
      '20261126T050000Z-00000001',
    );
    expect(first.session.resume).toBeUndefined();
    expect(first.lines).toContain('No earlier session of pull request #7: starting a new one.');
    expect(cache.keys).toEqual(['flotilla-session-octo/demo-pr-7-20261126T050000Z-00000001']);

    // A new job on a fresh runner: only the cache carries the session over.
    const second = await job(
      cache,
      path.join(scratch, 'runner-2'),
      '@flotilla please follow up',
      '20261126T060000Z-00000002',
    );
    expect(second.session.resume?.sessionId).toBe('20261126T050000Z-00000001');
    expect(second.outcome.result.resumed_from).toBe('20261126T050000Z-00000001');
    expect(second.outcome.result.final_text).toBe('Following up on my first review.');
    const request = server.requests[1] as { messages: Array<{ role: string }> };
    expect(request.messages.map((message) => message.role)).toEqual(['user', 'assistant', 'user']);
    const sent = JSON.stringify(request.messages);
    expect(sent).toContain('Review this pull request');
    expect(sent).toContain('@flotilla please follow up');
    // What the cache keeps went through the redactor: the secret never leaves the runner.
    expect(sent).not.toContain(secret);
    const kept = path.join(scratch, 'runner-2', 'flotilla-sessions', 'pr-7');
    expect(await readdir(kept)).toEqual(['20261126T060000Z-00000002.jsonl']);
    expect(
      await readFile(path.join(kept, '20261126T060000Z-00000002.jsonl'), 'utf8'),
    ).not.toContain(secret);
    expect(cache.keys).toHaveLength(2);
  });

  it('goes on without a session when the cache fails, with a warning', async () => {
    const broken: SessionCache = {
      restore: () => Promise.reject(new Error('cache service unavailable')),
      save: () => Promise.reject(new Error('cache service unavailable')),
    };
    const { outcome, lines } = await job(
      broken,
      path.join(scratch, 'runner'),
      'Review',
      '20261126T050000Z-0000000a',
    );
    expect(outcome.result.conclusion).toBe('success');
    expect(lines).toContain(
      "warning: resume: the pull request's last session could not be restored: cache service unavailable",
    );
    expect(lines).toContain(
      "warning: resume: this run's session could not be saved: cache service unavailable",
    );
  });
});
