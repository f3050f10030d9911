import { spawn, type ChildProcess } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createWorktreeManager } from '../../src/worktrees/worktree-manager.js';
import { createTempRepo, type TempRepo } from '../support/git-repo.js';
import { stress, timeoutFor } from '../support/stress.js';

/**
 * R16 across processes: several OS processes creating worktrees in one repository at once, and
 * processes killed with SIGKILL (with every git they started) at random moments of creation,
 * after which the next run's sweep must leave nothing behind.
 *
 * Kill trials: 5 by default, 30 with FLOTILLA_STRESS=1 (`npm run test:stress`). A trial took
 * 1–1.6 s on 2 cores shared with other test runs; the timeout allows 5 s a trial.
 */

const projectRoot = path.resolve(import.meta.dirname, '..', '..');
const script = path.join(import.meta.dirname, 'scripts', 'create-worktrees.ts');
const killTrials = stress ? 30 : 5;

interface Creator {
  child: ChildProcess;
  /** Loaded and waiting for `go()` (with `wait`). */
  ready: Promise<void>;
  /** Creating. */
  started: Promise<void>;
  go(): void;
  finished: Promise<{ code: number | null; stdout: string; stderr: string }>;
}

function startCreator(repo: TempRepo, prefix: string, count: number, wait = false): Creator {
  const args = ['--import', 'tsx', script, repo.root, prefix, String(count)];
  const child = spawn(process.execPath, wait ? [...args, '--wait'] : args, {
    cwd: projectRoot,
    env: repo.env,
    stdio: ['pipe', 'pipe', 'pipe'],
    // Its own process group: a kill reaches the git processes it started, as a crash would.
    detached: true,
  });
  let stdout = '';
  let stderr = '';
  let markReady!: () => void;
  let markStarted!: () => void;
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  const started = new Promise<void>((resolve) => (markStarted = resolve));
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    if (stdout.startsWith('ready\n')) markReady();
    if (stdout.includes('started\n')) markStarted();
  });
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const finished = new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('close', (code) => {
      markReady();
      markStarted();
      resolve({ code, stdout, stderr });
    }),
  );
  return { child, ready, started, go: () => child.stdin?.write('go\n'), finished };
}

async function listing(repo: TempRepo): Promise<{ worktrees: string[]; branches: string[] }> {
  const worktrees = repo
    .run(['worktree', 'list', '--porcelain'])
    .split('\n')
    .filter((line) => line.startsWith('worktree '))
    .map((line) => line.slice('worktree '.length));
  const branchOutput = repo.run([
    'for-each-ref',
    '--format=%(refname:short)',
    'refs/heads/flotilla/',
  ]);
  return { worktrees, branches: branchOutput === '' ? [] : branchOutput.split('\n') };
}

async function entries(directory: string): Promise<string[]> {
  return readdir(directory).catch(() => []);
}

describe('worktrees across processes', () => {
  let repo: TempRepo;

  beforeEach(async () => {
    const files: Record<string, string> = { '.gitignore': 'node_modules\n' };
    for (let index = 0; index < 24; index++) files[`src/file-${index}.txt`] = `content ${index}\n`;
    repo = await createTempRepo({ files });
  });

  afterEach(async () => {
    await repo.cleanup();
  });

  it('4 processes creating 8 worktrees each: all 32 succeed', async () => {
    const creators = Array.from({ length: 4 }, (_, index) => startCreator(repo, `p${index}`, 8));
    const outcomes = await Promise.all(creators.map((creator) => creator.finished));

    for (const outcome of outcomes) {
      expect(outcome.code, outcome.stderr).toBe(0);
      const results = JSON.parse(outcome.stdout.split('\n')[1] ?? '[]') as { ok: boolean }[];
      expect(results).toHaveLength(8);
      expect(results.filter((result) => !result.ok)).toEqual([]);
    }
    const { worktrees, branches } = await listing(repo);
    expect(worktrees).toHaveLength(33);
    expect(branches).toHaveLength(32);
  });

  it(
    `a process killed (SIGKILL, with its git children) while creating leaves nothing after the next sweep (${killTrials} trials)`,
    { timeout: timeoutFor(killTrials, 5_000) },
    async () => {
      // Slow checkouts (a smudge filter per file) widen the window in which the kill can land.
      repo.run(['config', 'filter.slow.smudge', 'sleep 0.01; cat']);
      await repo.commit('slow checkout', { '.gitattributes': 'src/* filter=slow\n' });

      // Processes are started a few trials ahead, so their start-up overlaps the previous trials.
      const lookahead = 3;
      const creators: Creator[] = [];
      const creatorFor = (trial: number): Creator => {
        for (
          let next = creators.length;
          next <= Math.min(trial + lookahead, killTrials - 1);
          next++
        ) {
          creators.push(startCreator(repo, `t${next}`, 4, true));
        }
        return creators[trial] as Creator;
      };
      const killedAt: number[] = [];
      for (let trial = 0; trial < killTrials; trial++) {
        const creator = creatorFor(trial);
        await creator.ready;
        creator.go();
        await creator.started;
        const delay = Math.floor(Math.random() * 600);
        await sleep(delay);
        if (creator.child.pid !== undefined && creator.child.exitCode === null) {
          try {
            process.kill(-creator.child.pid, 'SIGKILL');
          } catch {
            // Already gone.
          }
        }
        await creator.finished;
        killedAt.push(delay);

        const survivor = createWorktreeManager({
          repoRoot: repo.root,
          git: repo.git,
          lock: { stale: 2_000 },
        });
        const report = await survivor.sweep();
        expect(report.warnings).toEqual([]);

        const { worktrees, branches } = await listing(repo);
        expect(worktrees, `trial ${trial}, killed after ${delay} ms`).toEqual([repo.root]);
        expect(branches, `trial ${trial}, killed after ${delay} ms`).toEqual([]);
        expect(await entries(path.join(repo.root, '.claude', 'worktrees'))).toEqual([]);
        expect(await entries(path.join(repo.root, '.git', 'worktrees'))).toEqual([]);
        expect(
          (await entries(path.join(repo.root, '.git', 'flotilla', 'worktrees'))).filter((name) =>
            name.endsWith('.json'),
          ),
        ).toEqual([]);
      }

      // The names are usable again: no stale ref lock, no stale repository lock.
      const again = createWorktreeManager({
        repoRoot: repo.root,
        git: repo.git,
        lock: { stale: 2_000 },
      });
      const worktree = await again.create('t0-0');
      expect(worktree.reused).toBe(false);
      expect(killedAt).toHaveLength(killTrials);
    },
  );
});
