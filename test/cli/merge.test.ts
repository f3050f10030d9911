import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeRunResult } from '../../src/results/run-result-io.js';
import type { RunResult } from '../../src/results/run-result.js';
import { matrixJobResult } from '../publish/fixtures.js';

const cli = path.resolve(import.meta.dirname, '../../dist/cli/index.js');

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'flotilla-merge-cli-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

function flotilla(args: string[]) {
  const result = spawnSync(process.execPath, [cli, 'merge', ...args], {
    cwd: dir,
    env: { PATH: process.env.PATH ?? '', HOME: dir },
    encoding: 'utf8',
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('flotilla merge', () => {
  it('merges the readable files, names the corrupt file and the missing agent, and exits 5', async () => {
    await writeRunResult(path.join(dir, 'a.json'), matrixJobResult('security-reviewer'));
    await writeFile(path.join(dir, 'b.json'), '{"version": "1", "conclus');
    const run = flotilla([
      'a.json',
      'b.json',
      '--expect',
      '{"agent":["security-reviewer","docs-drift"]}',
      '-o',
      'merged.json',
    ]);
    expect(run.status, run.stderr).toBe(5);
    expect(run.stderr).toMatch(
      /Not merged: b\.json — its result file could not be merged: .*not valid JSON/,
    );
    expect(run.stderr).toMatch(/Not merged: docs-drift — the matrix planned it/);
    expect(run.stderr).toContain('Merged 1 of 2 results (1 findings, partial)');
    const merged = JSON.parse(await readFile(path.join(dir, 'merged.json'), 'utf8')) as RunResult;
    expect(merged.conclusion).toBe('partial');
    expect(merged.incomplete.map((entry) => entry.name)).toEqual(['b.json', 'docs-drift']);
    expect(merged.findings.map((finding) => finding.title)).toEqual(['security-reviewer note']);
  });

  it('exits 0 when every expected agent arrived, and 2 on a malformed --expect', async () => {
    await writeRunResult(path.join(dir, 'a.json'), matrixJobResult('security-reviewer'));
    const run = flotilla(['a.json', '--expect', 'security-reviewer']);
    expect(run.status, run.stderr).toBe(0);
    expect((JSON.parse(run.stdout) as RunResult).conclusion).toBe('findings');
    const bad = flotilla(['a.json', '--expect', '{"agent": 3}']);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain(`--expect '{"agent": 3}' is {"agent": 3}; expected`);
  });

  // One job's limit, error or cancellation is the merged run's: the exit code follows the merged
  // conclusion as `flotilla run`'s and the Action's `mode: merge` do, never 0 for a limit.
  it.each([
    ['max_turns', 4],
    ['budget', 4],
    ['timeout', 4],
    ['error', 3],
    ['cancelled', 130],
    ['partial', 5],
  ] as const)('exits with the code of a merged %s conclusion (%i)', async (conclusion, code) => {
    await writeRunResult(path.join(dir, 'a.json'), matrixJobResult('security-reviewer'));
    await writeRunResult(path.join(dir, 'b.json'), {
      ...matrixJobResult('docs-drift'),
      run_id: '20261126T000000Z-docs-drift',
      conclusion,
    });
    const run = flotilla(['a.json', 'b.json', '-o', 'merged.json']);
    expect(run.status, run.stderr).toBe(code);
    expect(run.stderr).toContain(`the merged conclusion is ${conclusion}`);
    const merged = JSON.parse(await readFile(path.join(dir, 'merged.json'), 'utf8')) as RunResult;
    expect(merged.conclusion).toBe(conclusion);
  });

  it('exits 1 with --fail-on when a merged finding reaches it, and 0 below it', async () => {
    await writeRunResult(path.join(dir, 'a.json'), matrixJobResult('security-reviewer'));
    const tripped = flotilla(['a.json', '--fail-on', 'low']);
    expect(tripped.status, tripped.stderr).toBe(1);
    expect(tripped.stderr).toContain('--fail-on low: low finding at src/a.py');
    const below = flotilla(['a.json', '--fail-on', 'high']);
    expect(below.status, below.stderr).toBe(0);
  });
});
