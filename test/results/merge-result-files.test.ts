import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UserError } from '../../src/errors.js';
import {
  jobsEndedWith,
  mergeResultFiles,
  parseExpectedAgents,
} from '../../src/results/merge-result-files.js';
import { writeRunResult } from '../../src/results/run-result-io.js';
import type { RunResult } from '../../src/results/run-result.js';
import { matrixJobResult } from '../publish/fixtures.js';

const job = (agent: string): RunResult => matrixJobResult(agent, `${agent} bug`);

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'flotilla-merge-files-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

async function resultFile(agent: string): Promise<string> {
  const file = path.join(dir, `flotilla-result-${agent}`, 'results.json');
  await writeRunResult(file, job(agent));
  return file;
}

describe('mergeResultFiles', () => {
  it('lists an expected agent its job reported not started once, with its own reason', async () => {
    const file = path.join(dir, 'flotilla-result-fixer', 'results.json');
    await writeRunResult(file, {
      ...job('flotilla-lead'),
      conclusion: 'partial',
      incomplete: [
        {
          name: 'fixer',
          agent_id: '',
          status: 'not_started',
          reason: 'the run was asked to run it, but the lead never started it',
        },
      ],
    });
    const { result, unmerged } = await mergeResultFiles([file], { expectedAgents: ['fixer'] });
    expect(unmerged).toEqual([]);
    expect(result.incomplete).toEqual([
      expect.objectContaining({ name: 'fixer', status: 'not_started' }),
    ]);
  });

  it('merges a result found twice (an artifact and its copy) once, and says so', async () => {
    const file = await resultFile('security-reviewer');
    const copy = path.join(dir, 'copy.json');
    await writeFile(copy, await readFile(file, 'utf8'));
    const other = await resultFile('style-reviewer');
    const notices: string[] = [];
    const { result, mergedFiles } = await mergeResultFiles([file, copy, other], {
      baseDirectory: dir,
      warn: (line) => notices.push(line),
    });
    expect(mergedFiles).toBe(2);
    expect(result.agents.map((agent) => agent.name)).toEqual([
      'security-reviewer',
      'style-reviewer',
    ]);
    expect(result.cost_usd).toBeCloseTo(job('a').cost_usd * 2);
    expect(notices).toEqual([
      `copy.json holds the same result as ${path.join('flotilla-result-security-reviewer', 'results.json')}: merged once.`,
    ]);
  });

  it('says which head results of different pushes are merged on, and names each job and its conclusion', async () => {
    const older = path.join(dir, 'flotilla-result-alpha', 'results.json');
    const newer = path.join(dir, 'flotilla-result-beta', 'results.json');
    await writeRunResult(older, {
      ...job('alpha'),
      head_sha: 'a'.repeat(40),
      started_at: '2026-11-26T10:00:00.000Z',
    });
    await writeRunResult(newer, {
      ...job('beta'),
      run_id: '20261126T000000Z-beta2',
      conclusion: 'cancelled',
      head_sha: 'b'.repeat(40),
      started_at: '2026-11-26T10:05:00.000Z',
    });
    const notices: string[] = [];
    const { result, jobs } = await mergeResultFiles([older, newer], {
      warn: (line) => notices.push(line),
    });
    expect(result.head_sha).toBe('b'.repeat(40));
    expect(result.findings.find((finding) => finding.agent === 'alpha')?.unanchored).toBeTruthy();
    expect(notices).toEqual([
      expect.stringMatching(
        /^The results name 2 heads: aaaaaaaaaaaa \(alpha\), bbbbbbbbbbbb \(beta\)\. Merged on bbbbbbbbbbbb, .*1 finding\(s\) reported on aaaaaaaaaaaa are kept unanchored/,
      ),
    ]);
    expect(jobs).toEqual([
      { label: 'alpha', conclusion: 'findings' },
      { label: 'beta', conclusion: 'cancelled' },
    ]);
    expect(jobsEndedWith(jobs, 'cancelled')).toBe("beta's job ended cancelled");
    // A partial the merge itself made (a missing file) is no job's doing.
    expect(jobsEndedWith(jobs, 'partial')).toBeUndefined();
  });

  it('merges the readable files and reports a truncated one as incomplete, with its path and error', async () => {
    const good = await resultFile('security-reviewer');
    const truncated = await resultFile('style-reviewer');
    const text = await readFile(truncated, 'utf8');
    await writeFile(truncated, text.slice(0, text.length / 2));
    const { result, unmerged, mergedFiles } = await mergeResultFiles([good, truncated], {
      baseDirectory: dir,
    });
    expect(mergedFiles).toBe(1);
    expect(result.findings.map((finding) => finding.title)).toEqual(['security-reviewer bug']);
    expect(result.conclusion).toBe('partial');
    expect(unmerged).toHaveLength(1);
    expect(result.incomplete).toEqual(unmerged);
    expect(unmerged[0]).toMatchObject({
      name: path.join('flotilla-result-style-reviewer', 'results.json'),
      status: 'failed',
    });
    expect(unmerged[0]?.reason).toMatch(/could not be merged: .*is not valid JSON/);
  });

  it('reports each planned agent that no result names, and keeps the worse conclusion', async () => {
    const files = [await resultFile('security-reviewer'), await resultFile('docs-drift')];
    const { result, unmerged } = await mergeResultFiles(files, {
      expectedAgents: ['docs-drift', 'security-reviewer', 'test-gap-finder'],
    });
    expect(unmerged.map((entry) => entry.name)).toEqual(['test-gap-finder']);
    expect(unmerged[0]?.reason).toMatch(/the matrix planned it, but no readable result file/);
    expect(result.conclusion).toBe('partial');
    expect(result.findings).toHaveLength(2);

    // A job that ended in an error stays an error: partial never hides a worse conclusion.
    const failed = path.join(dir, 'failed.json');
    await writeRunResult(failed, { ...job('test-gap-finder'), conclusion: 'error', error: 'boom' });
    const merged = await mergeResultFiles([...files, failed], {
      expectedAgents: ['docs-drift', 'security-reviewer', 'test-gap-finder', 'gone'],
    });
    expect(merged.result.conclusion).toBe('error');
    expect(merged.unmerged.map((entry) => entry.name)).toEqual(['gone']);
  });

  it('lists a planned agent whose downloaded file is corrupt once, under its name, with the path', async () => {
    const good = await resultFile('security-reviewer');
    const corrupt = await resultFile('docs-drift');
    await writeFile(corrupt, '{"version": ');
    const stray = path.join(dir, 'elsewhere', 'results.json');
    await writeRunResult(stray, job('style-reviewer'));
    await writeFile(stray, 'not json');
    const { result, unmerged } = await mergeResultFiles([good, corrupt, stray], {
      // "drift" ends "docs-drift" too: the longest name that the path names wins.
      expectedAgents: ['security-reviewer', 'drift', 'docs-drift', 'test-gap-finder'],
      baseDirectory: dir,
    });
    expect(unmerged.map((entry) => entry.name)).toEqual([
      'docs-drift',
      path.join('elsewhere', 'results.json'),
      'drift',
      'test-gap-finder',
    ]);
    expect(unmerged[0]?.reason).toMatch(
      /^its result file flotilla-result-docs-drift\/results\.json could not be merged: .*not valid JSON/,
    );
    expect(unmerged[2]?.reason).toMatch(/the matrix planned it, but no readable result file/);
    expect(result.conclusion).toBe('partial');
  });

  it('with every planned agent present and every file readable, changes nothing', async () => {
    const files = [await resultFile('security-reviewer'), await resultFile('docs-drift')];
    const { result, unmerged } = await mergeResultFiles(files, {
      expectedAgents: ['security-reviewer', 'docs-drift'],
    });
    expect(unmerged).toEqual([]);
    expect(result.conclusion).toBe('findings');
    expect(result.incomplete).toEqual([]);
  });

  it('is idempotent: merging the same files twice gives the same result', async () => {
    const good = await resultFile('security-reviewer');
    const broken = path.join(dir, 'broken.json');
    await writeFile(broken, '{"version": "1", "conclusion": "success"}');
    const options = { expectedAgents: ['security-reviewer', 'missing'], baseDirectory: dir };
    const first = await mergeResultFiles([good, broken], options);
    const second = await mergeResultFiles([good, broken], options);
    expect(second).toEqual(first);
    expect(first.unmerged.map((entry) => entry.name)).toEqual(['broken.json', 'missing']);
    expect(first.unmerged[0]?.reason).toMatch(/is not a valid RunResult/);
  });

  it('fails with every file named when none can be read', async () => {
    const broken = path.join(dir, 'broken.json');
    await writeFile(broken, '{"version": ');
    const missing = path.join(dir, 'nowhere.json');
    const failure = mergeResultFiles([broken, missing], { baseDirectory: dir });
    await expect(failure).rejects.toBeInstanceOf(UserError);
    await expect(failure).rejects.toThrow(
      /None of the 2 result file\(s\).*\n.*broken\.json.*\n.*nowhere\.json.*does not exist/,
    );
  });
});

describe('parseExpectedAgents', () => {
  it("reads the plan job's matrix output, a JSON array, or a list of names", () => {
    expect(parseExpectedAgents('{"agent":["a","b"]}', 'x')).toEqual(['a', 'b']);
    expect(parseExpectedAgents('["a"]', 'x')).toEqual(['a']);
    expect(parseExpectedAgents('a, b\nc', 'x')).toEqual(['a', 'b', 'c']);
    expect(parseExpectedAgents('  ', 'x')).toEqual([]);
  });

  it('refuses JSON that is not a matrix, naming the input', () => {
    expect(() => parseExpectedAgents('{"agent": "a"}', "Input 'expected_agents'")).toThrow(
      /Input 'expected_agents' is .*; expected \{"agent": \[names\]\}/,
    );
    expect(() => parseExpectedAgents('{"agent": [', '--expect')).toThrow(
      /--expect is not valid JSON/,
    );
  });
});
