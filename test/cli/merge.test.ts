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
});
