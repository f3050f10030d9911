import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { runResultSchema } from '../../src/results/run-result.js';

const exec = promisify(execFile);
const cli = path.resolve(import.meta.dirname, '../../dist/cli/index.js');

describe('flotilla demo (the README main job)', () => {
  const cleanup: string[] = [];
  afterAll(async () => {
    await Promise.all(cleanup.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('fans out to three background agents in worktrees offline and writes results.json and review.md', async () => {
    const out = await mkdtemp(path.join(os.tmpdir(), 'flotilla-demo-test-'));
    cleanup.push(out);
    const { stdout, stderr } = await exec(process.execPath, [cli, 'demo', '--output', out], {
      env: { PATH: process.env.PATH ?? '', HOME: out },
    });
    const demoRoot = /Demo repository: (\S+)/.exec(stderr)?.[1];
    expect(demoRoot).toBeDefined();
    cleanup.push(demoRoot!);

    const result = runResultSchema.parse(
      JSON.parse(await readFile(path.join(out, 'results.json'), 'utf8')),
    );
    expect(result.conclusion).toBe('findings');
    const subagents = result.agents.filter((agent) => agent.agent_id !== 'lead');
    expect(subagents.map((agent) => agent.name).sort()).toEqual([
      'docs-drift',
      'security-reviewer',
      'test-gap-finder',
    ]);
    for (const agent of subagents) {
      expect(agent.status).toBe('completed');
      expect(agent.worktree).toContain(path.join('.claude', 'worktrees'));
    }
    expect(result.findings.map((finding) => finding.severity)).toContain('critical');
    expect(result.changes).toEqual([
      expect.objectContaining({ agent: 'test-gap-finder', files: ['test/shipping.test.js'] }),
    ]);
    const review = await readFile(path.join(out, 'review.md'), 'utf8');
    expect(review).toContain('Code injection through eval');
    expect(stdout).toMatch(/total\s+findings\s+7/);
    // The findings themselves, not only their count.
    expect(stdout).toMatch(/critical\s+src\/\S+:\d+\s+Code injection through eval/);
    // Last, what a person copies next: the run id and the branch with the merged changes.
    const tail = stdout.trimEnd().split('\n').slice(-2);
    expect(tail[0]).toBe(`Run id: ${result.run_id}`);
    expect(tail[1]).toBe(`Results branch: ${result.results_branch}`);
    expect(result.results_branch).toMatch(/^flotilla\/results-/);
    // Without --keep the temporary copy is gone.
    await expect(stat(demoRoot!)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('keeps the temporary copy with --keep', async () => {
    const out = await mkdtemp(path.join(os.tmpdir(), 'flotilla-demo-test-'));
    cleanup.push(out);
    const { stderr } = await exec(process.execPath, [cli, 'demo', '--keep', '--output', out], {
      env: { PATH: process.env.PATH ?? '', HOME: out },
    });
    const demoRoot = /Demo repository: (\S+)/.exec(stderr)?.[1];
    expect(demoRoot).toBeDefined();
    cleanup.push(demoRoot!);
    expect((await stat(path.join(demoRoot!, '.git'))).isDirectory()).toBe(true);
    expect(stderr).toContain(`Kept the demo repository: ${demoRoot}`);
  });
});
