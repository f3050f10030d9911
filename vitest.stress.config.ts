import { defineConfig } from 'vitest/config';

/**
 * `npm run test:stress`: the multi-process tests at DESIGN §11's full sizes (R1 16 × 500 task
 * updates, R3 32 claimers × 100 tasks, R4 8 × 1,000 inbox messages, R5 1,000 kill trials, R16 30
 * kill trials). Each test sets its own timeout from its size (test/support/stress.ts). The files
 * run one after another: each measures contention among its own processes, and its timeout
 * assumes it has the machine to itself. They run the sources, so no build is needed.
 */
export default defineConfig({
  test: {
    include: [
      'test/team/team-processes.test.ts',
      'test/team/team-tools-processes.test.ts',
      'test/platform/lock.test.ts',
      'test/worktrees/worktree-processes.test.ts',
    ],
    env: { FLOTILLA_STRESS: '1' },
    pool: 'forks',
    fileParallelism: false,
  },
});
