import { execFileSync } from 'node:child_process';
import { mkdirSync, rmdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Builds dist/ once before the tests, so that the process tests run exactly what ships.
 * FLOTILLA_SKIP_BUILD=1 skips it (CI builds just before). A directory lock keeps concurrent
 * test runs from building over each other.
 */
export default async function setup(): Promise<void> {
  if (process.env.FLOTILLA_SKIP_BUILD === '1') return;
  const root = path.resolve(import.meta.dirname, '..');
  const lock = path.join(root, 'build', '.lock');
  mkdirSync(path.dirname(lock), { recursive: true });
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      const stats = statSync(lock, { throwIfNoEntry: false });
      if (stats && Date.now() - stats.mtimeMs > 180_000) rmdirSync(lock);
      await sleep(250);
    }
  }
  try {
    execFileSync(process.execPath, [path.join(root, 'scripts', 'build.mjs')], {
      cwd: root,
      stdio: 'ignore',
    });
  } finally {
    rmdirSync(lock);
  }
}
