import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkoutBaseConfiguration } from '../../src/action/base-configuration.js';
import { commitAgentMemory } from '../../src/action/memory-commit.js';
import { createTempRepo, type TempRepo } from '../support/git-repo.js';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

async function repoWithRemote(files: Record<string, string>): Promise<TempRepo> {
  const repo = await createTempRepo({ files });
  cleanups.push(() => repo.cleanup());
  const remote = path.join(repo.dir, 'remote.git');
  repo.run(['init', '--bare', '--quiet', remote]);
  repo.run(['remote', 'add', 'origin', remote]);
  return repo;
}

describe('commit_memory', () => {
  it('commits only the project memory on top of the base commit and pushes it to flotilla/memory-<run id>', async () => {
    const repo = await repoWithRemote({
      '.claude/agent-memory/keeper/MEMORY.md': '- [old](old.md)\n',
      'src/app.ts': 'base\n',
    });
    const base = repo.run(['rev-parse', 'HEAD']);
    // The checkout is the pull request: its files must not reach the memory commit.
    await repo.commit('pull request', { 'src/app.ts': 'PR change\n' });
    const configRoot = await checkoutBaseConfiguration(
      repo.git,
      { ref: 'main', sha: base },
      () => undefined,
    );
    cleanups.push(() => rm(configRoot, { recursive: true, force: true }));
    // What an agent wrote during the run, and local memory that must stay local.
    await writeFile(
      path.join(configRoot, '.claude/agent-memory/keeper/MEMORY.md'),
      '- [new](new.md)\n',
    );
    await writeFile(path.join(configRoot, '.claude/agent-memory/keeper/new.md'), 'LESSON\n');
    await mkdir(path.join(configRoot, '.claude/agent-memory-local/keeper'), { recursive: true });
    await writeFile(
      path.join(configRoot, '.claude/agent-memory-local/keeper/MEMORY.md'),
      'LOCAL\n',
    );
    const logs: string[] = [];
    const branch = await commitAgentMemory({
      git: repo.git,
      environment: repo.env,
      configRoot,
      parent: base,
      runId: 'r1',
      log: (line) => logs.push(line),
    });
    expect(branch).toBe('flotilla/memory-r1');
    const remote = path.join(repo.dir, 'remote.git');
    const tip = repo.run(['rev-parse', 'refs/heads/flotilla/memory-r1'], remote);
    expect(repo.run(['rev-parse', `${tip}^`], remote)).toBe(base);
    expect(repo.run(['diff', '--name-only', base, tip], remote).split('\n')).toEqual([
      '.claude/agent-memory/keeper/MEMORY.md',
      '.claude/agent-memory/keeper/new.md',
    ]);
    expect(repo.run(['show', `${tip}:src/app.ts`], remote)).toBe('base');
    // The workspace is as it was: no worktree left, nothing staged.
    expect(repo.run(['worktree', 'list']).split('\n')).toHaveLength(1);
    expect(repo.run(['status', '--porcelain'])).toBe('');
  });

  it('pushes nothing when the memory did not change', async () => {
    const repo = await repoWithRemote({ '.claude/agent-memory/keeper/MEMORY.md': 'same\n' });
    const logs: string[] = [];
    const branch = await commitAgentMemory({
      git: repo.git,
      environment: repo.env,
      configRoot: repo.root,
      parent: 'HEAD',
      runId: 'r2',
      log: (line) => logs.push(line),
    });
    expect(branch).toBeUndefined();
    expect(logs.join('\n')).toContain('unchanged');
    const empty = await mkdtemp(path.join(os.tmpdir(), 'flotilla-empty-'));
    cleanups.push(() => rm(empty, { recursive: true, force: true }));
    expect(
      await commitAgentMemory({
        git: repo.git,
        environment: repo.env,
        configRoot: empty,
        parent: 'HEAD',
        runId: 'r3',
        log: (line) => logs.push(line),
      }),
    ).toBeUndefined();
  });
});
