import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { openWorkspace } from '../../src/app/workspace.js';
import { runConfigSchema } from '../../src/config/run-config.js';
import { createWorktreeManager } from '../../src/worktrees/worktree-manager.js';
import { cleanupRuns, run } from '../subagents/harness.js';
import { createTempRepo, type TempRepo } from '../support/git-repo.js';

const repos: TempRepo[] = [];
afterEach(async () => {
  await cleanupRuns();
  for (const repo of repos.splice(0)) await repo.cleanup();
});

/** A repository holding a clean worktree of a run that died (its owner pid is gone). */
async function repoWithDeadWorktree(): Promise<{ repo: TempRepo; worktree: string }> {
  const repo = await createTempRepo();
  repos.push(repo);
  const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
    encoding: 'utf8',
  });
  const killed = createWorktreeManager({
    repoRoot: repo.root,
    git: repo.git,
    ownerPid: Number(dead.stdout),
  });
  return { repo, worktree: (await killed.create('a1-reader-dead')).path };
}

describe("the sweep of dead runs' worktrees", () => {
  it('waits for startSweep (or the first worktree): opening the workspace does not start it', async () => {
    const { repo, worktree } = await repoWithDeadWorktree();
    const logs: string[] = [];
    const config = runConfigSchema.parse({
      repoRoot: repo.root,
      prompt: 'x',
      modelAccess: { apiKey: 'unused' },
    });
    const workspace = await openWorkspace(config, repo.env, (line) => logs.push(line));
    // Time enough for a sweep of one worktree that had started on its own.
    await sleep(1500);
    expect(existsSync(worktree)).toBe(true);
    expect(logs).toEqual([]);
    // The first worktree waits for the sweep, which startSweep has begun.
    workspace.startSweep?.();
    await workspace.worktrees!.create('a2-next');
    expect(existsSync(worktree)).toBe(false);
    expect(logs).toContain('removed 1 worktree(s) left by runs that died');
  });

  it("starts in a run once the lead's first request is on its way, and is done by the run's end", async () => {
    const { repo, worktree } = await repoWithDeadWorktree();
    const present: boolean[] = [];
    const finished = await run({
      repo,
      scenario: {
        name: 'sweep-after-request',
        agents: [{ match: { agent: 'flotilla-lead' }, turns: [{ text: 'Nothing.' }] }],
      },
      cancelWhen: (event) => {
        if (event.type === 'turn') present.push(existsSync(worktree));
        return false;
      },
    });
    expect(present).toEqual([true]);
    expect(existsSync(worktree)).toBe(false);
    expect(finished.logs).toContain('removed 1 worktree(s) left by runs that died');
  });
});
