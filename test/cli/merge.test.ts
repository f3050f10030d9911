import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeRunResult } from '../../src/results/run-result-io.js';
import type { RunResult } from '../../src/results/run-result.js';
import { matrixJobResult } from '../publish/fixtures.js';
import { runCliInProcess } from '../support/cli-in-process.js';

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

// From the sources, in this process: the command as it is now, whatever dist/ holds.
describe('flotilla merge of results from different pushes', () => {
  const older = 'a'.repeat(40);
  const newer = 'b'.repeat(40);

  async function writeJobs() {
    await writeRunResult(path.join(dir, 'alpha.json'), {
      ...matrixJobResult('alpha'),
      head_sha: older,
      started_at: '2026-11-26T10:00:00.000Z',
    });
    await writeRunResult(path.join(dir, 'beta.json'), {
      ...matrixJobResult('beta'),
      run_id: '20261126T000500Z-beta',
      head_sha: newer,
      started_at: '2026-11-26T10:05:00.000Z',
      conclusion: 'cancelled',
    });
  }
  const merge = (args: string[]) =>
    runCliInProcess(['merge', ...args], { cwd: dir, env: { PATH: process.env.PATH ?? '' } });
  const anchoring = async () => {
    const merged = JSON.parse(await readFile(path.join(dir, 'merged.json'), 'utf8')) as RunResult;
    return {
      head: merged.head_sha,
      unanchored: merged.findings.filter((f) => f.unanchored).map((f) => f.agent),
    };
  };

  it('merges on the newest head, unanchors the other head’s findings and says so', async () => {
    await writeJobs();
    const run = await merge(['alpha.json', 'beta.json', '-o', 'merged.json']);
    expect(run.code, run.stderr).toBe(130);
    expect(run.stderr).toContain(
      'warning: The results name 2 heads: aaaaaaaaaaaa (alpha), bbbbbbbbbbbb (beta). Merged on bbbbbbbbbbbb, the head of the result that started last: 1 finding(s) reported on aaaaaaaaaaaa are kept unanchored',
    );
    // Which job made the merged conclusion: the merge itself ran.
    expect(run.stderr).toContain("the merged conclusion is cancelled (beta's job ended cancelled)");
    expect(await anchoring()).toEqual({ head: newer, unanchored: ['alpha'] });
  });

  it('merges on the head --head gives, and refuses one that is not a full SHA', async () => {
    await writeJobs();
    const run = await merge([
      'alpha.json',
      'beta.json',
      '--head',
      older.toUpperCase(),
      '-o',
      'merged.json',
    ]);
    expect(run.stderr).toContain('Merged on aaaaaaaaaaaa, the head given');
    expect(await anchoring()).toEqual({ head: older, unanchored: ['beta'] });
    const bad = await merge(['alpha.json', '--head', 'abc1234']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("--head 'abc1234' is not a commit SHA.");
  });
});
