import { EventEmitter } from 'node:events';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { watchCancellation } from '../../src/app/cancellation.js';
import type { CliIo } from '../../src/cli/io.js';
import { startScriptedServer, type ScriptedServer } from '../../src/offline/index.js';
import { runResultSchema } from '../../src/results/run-result.js';
import { runCliInProcess } from '../support/cli-in-process.js';
import { createTempRepo, type TempRepo } from '../support/git-repo.js';

/**
 * A slow SessionEnd hook (a team's log upload, say). Claude Code 2.1.332 prints its result, then
 * runs the SessionEnd hooks for at most 1.5 s by default (observed: the hook's later `touch`
 * never ran). Flotilla writes and reports the result first too, and bounds the hooks the same
 * way: the run does not wait for the hook, and a second signal while it runs loses nothing.
 */
const scenario = {
  name: 'finding-then-answer',
  agents: [
    {
      match: { agent: 'flotilla-lead' },
      turns: [
        {
          tool_use: [
            {
              name: 'ReportFindings',
              input: {
                findings: [
                  {
                    severity: 'high',
                    title: 'Hard-coded password',
                    path: 'a.py',
                    line: 1,
                    body: 'x',
                  },
                ],
              },
            },
          ],
        },
        { text: 'Reported.' },
      ],
    },
  ],
};

let repo: TempRepo;
let server: ScriptedServer;

beforeEach(async () => {
  repo = await createTempRepo({ files: { 'a.py': 'password = "hunter2"\n' } });
  server = await startScriptedServer({ scenario });
});
afterEach(async () => {
  await server.close();
  await repo.cleanup();
});

async function withSessionEndHook(command: string) {
  await writeFile(
    path.join(repo.dir, 'settings.json'),
    JSON.stringify({ hooks: { SessionEnd: [{ hooks: [{ type: 'command', command }] }] } }),
  );
}

function flotilla(output: string, io: Partial<CliIo> = {}) {
  return runCliInProcess(
    [
      'run',
      '--prompt',
      'review',
      '--settings',
      path.join(repo.dir, 'settings.json'),
      '--format',
      'json',
      '--output',
      output,
    ],
    {
      cwd: repo.root,
      env: {
        ...repo.env,
        HOME: repo.dir,
        ANTHROPIC_BASE_URL: server.url,
        ANTHROPIC_API_KEY: 'sk-offline-test',
      },
      ...io,
    },
  );
}

describe('a slow SessionEnd hook', () => {
  it('is stopped at its 1.5 s bound: the run ends, its result written, and says so', async () => {
    await withSessionEndHook(`sleep 30; touch late`);
    const output = path.join(repo.dir, 'out');
    const started = performance.now();
    const ran = await flotilla(output);
    expect(performance.now() - started).toBeLessThan(15_000);
    expect(ran.code).toBe(0);
    const result = runResultSchema.parse(JSON.parse(ran.stdout));
    expect(result.findings.map((finding) => finding.title)).toEqual(['Hard-coded password']);
    expect(existsSync(path.join(output, 'results.json'))).toBe(true);
    expect(existsSync(path.join(repo.root, 'late'))).toBe(false);
    expect(ran.stderr).toContain('SessionEnd hooks of flotilla-lead were stopped after 1.5 s');
  });

  it('runs after the result is written: a second signal during it leaves every result file', async () => {
    const marker = path.join(repo.root, 'session-end-started');
    await withSessionEndHook(`touch "${marker}"; sleep 30`);
    const output = path.join(repo.dir, 'out');
    const signals = new EventEmitter();
    const atForcedExit: { code: number; files: string[] }[] = [];
    const running = flotilla(output, {
      watchCancellation: () =>
        watchCancellation(signals, (code) => {
          atForcedExit.push({
            code,
            files: ['results.json', 'review.md'].filter((name) =>
              existsSync(path.join(output, name)),
            ),
          });
        }),
    });
    // CI cancels with SIGINT, then SIGTERM: both while the SessionEnd hook runs.
    while (!existsSync(marker)) await new Promise((resolve) => setTimeout(resolve, 20));
    signals.emit('SIGINT');
    signals.emit('SIGTERM');
    await running;
    expect(atForcedExit).toEqual([{ code: 143, files: ['results.json', 'review.md'] }]);
  });
});
