import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import type { CliIo } from '../../src/cli/io.js';
import { runResultSchema } from '../../src/results/run-result.js';

/**
 * `flotilla demo --team` (issue 12, point 5), offline: once with the teammates in the lead's
 * process, once with each teammate its own `flotilla teammate` process (the real CLI from the
 * sources), and the two task boards must be the same.
 */

const projectRoot = path.resolve(import.meta.dirname, '..', '..');
const selfCommand = {
  command: process.execPath,
  args: [
    '--import',
    pathToFileURL(path.join(projectRoot, 'node_modules', 'tsx', 'dist', 'loader.mjs')).href,
    path.join(projectRoot, 'src', 'cli', 'index.ts'),
  ],
};

const cleanup: string[] = [];
afterAll(async () => {
  await Promise.all(cleanup.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function demo(teammates: 'in-process' | 'process') {
  const out = await mkdtemp(path.join(os.tmpdir(), 'flotilla-team-demo-test-'));
  cleanup.push(out);
  let stdout = '';
  let stderr = '';
  const io: CliIo = {
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
    cwd: out,
    env: { PATH: process.env.PATH ?? '', HOME: out },
    isTty: false,
    selfCommand,
  };
  const started = performance.now();
  const code = await main(
    ['demo', '--team', '--teammates', teammates, '--output', out, '--no-sandbox'],
    io,
  );
  const seconds = (performance.now() - started) / 1000;
  const result = runResultSchema.parse(
    JSON.parse(await readFile(path.join(out, 'results.json'), 'utf8')),
  );
  const board = stdout.slice(stdout.indexOf('Task board'));
  return { code, stdout, stderr, result, board, seconds };
}

describe('flotilla demo --team', () => {
  it('in-process and with teammates as processes: the same five tasks, done by the same teammates', async () => {
    const inProcess = await demo('in-process');
    const processes = await demo('process');
    for (const run of [inProcess, processes]) {
      expect(run.code, run.stderr).toBe(0);
      expect(run.result.conclusion).toBe('success');
      expect(run.result.agents.map((agent) => agent.agent_id).sort()).toEqual([
        'auditor@demo-team',
        'lead',
        'tester@demo-team',
        'writer@demo-team',
      ]);
      for (const agent of run.result.agents) expect(agent.status).toBe('completed');
    }
    const rows = (board: string) =>
      board
        .split('\n')
        .filter((line) => /^\s+#\d/.test(line))
        .map((line) => line.trim());
    expect(rows(inProcess.board)).toEqual([
      '#1   completed   auditor  Audit the discount rules  (blocks #4)',
      '#2   completed   tester   Add tests for shippingCost',
      '#3   completed   writer   Fix the README usage section  (blocks #5)',
      '#4   completed   auditor  Replace eval in the discount rules  (blocks #5)',
      '#5   completed   tester   Check the fix against the docs',
    ]);
    expect(rows(processes.board)).toEqual(rows(inProcess.board));
    // The lead's result counts each teammate process as it counts an in-process teammate: its
    // entry, status and cost (turns and tool uses are not compared: how many idle turns it takes
    // depends on when it is woken, and whether it answers the shutdown request before the run
    // ends on when the lead ends).
    const teammates = (result: typeof inProcess.result) =>
      result.agents
        .filter((agent) => agent.agent_id !== 'lead')
        .map((agent) => [agent.agent_id, agent.status, agent.turns > 0, agent.cost_usd > 0])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0])));
    expect(teammates(processes.result)).toEqual(teammates(inProcess.result));
    expect(processes.result.findings).toEqual(inProcess.result.findings);
    expect(inProcess.board).toContain('teammates in-process');
    expect(processes.board).toContain('teammates process');
    console.log(
      `demo --team: in-process ${inProcess.seconds.toFixed(1)} s, ${inProcess.result.agents.length} agents; ` +
        `process ${processes.seconds.toFixed(1)} s`,
    );
  }, 180_000);
});
