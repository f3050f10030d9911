/**
 * Test helper process: creates worktrees in parallel in the repository given, then prints one JSON
 * line with the outcome of each. Usage: create-worktrees.ts <repo> <prefix> <count> [--wait]
 * Prints "started" when it begins creating, so a test can kill it at a chosen moment of the
 * creation. With --wait it loads, prints "ready" and waits for a line on stdin before it begins
 * (so a test can start processes ahead of time).
 */
import { once } from 'node:events';
import { createGit } from '../../../src/platform/git.js';
import { createWorktreeManager } from '../../../src/worktrees/worktree-manager.js';

const [repoRoot, prefix, count, wait] = process.argv.slice(2);
if (repoRoot === undefined || prefix === undefined || count === undefined) {
  throw new Error('usage: create-worktrees.ts <repo> <prefix> <count>');
}
const manager = createWorktreeManager({
  repoRoot,
  git: createGit(repoRoot, { env: process.env }),
  lock: { stale: 2_000 },
});
if (wait === '--wait') {
  process.stdout.write('ready\n');
  await once(process.stdin, 'data');
  process.stdin.pause();
}
process.stdout.write('started\n');
const results = await Promise.allSettled(
  Array.from({ length: Number(count) }, (_, index) => manager.create(`${prefix}-${index}`)),
);
process.stdout.write(
  `${JSON.stringify(
    results.map((result) =>
      result.status === 'fulfilled'
        ? { ok: true, path: result.value.path }
        : { ok: false, error: String(result.reason) },
    ),
  )}\n`,
);
