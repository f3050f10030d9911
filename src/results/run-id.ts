import { randomBytes } from 'node:crypto';

/**
 * A new run id: UTC time to the second, then 8 random hex digits. Unique per run even when a
 * workflow run is re-run (GITHUB_RUN_ID repeats), sortable, and a valid git ref component.
 */
export function newRunId(now: Date = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return `${stamp}-${randomBytes(4).toString('hex')}`;
}
