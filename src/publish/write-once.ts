import { setTimeout as sleep } from 'node:timers/promises';
import { isOutcomeUnknown } from '../platform/github.js';

/**
 * A create (POST) that must not be duplicated. When GitHub's answer leaves the outcome unknown
 * (5xx, timeout, dropped connection), we look for what we tried to create before trying again:
 * a POST is retried only once a re-list has shown that it did not land.
 */
export async function createOnce<T>(options: {
  create: () => Promise<T>;
  /** Finds the object by its marker; undefined when it does not exist. */
  findExisting: () => Promise<T | undefined>;
  attempts?: number;
  /** Pause before re-listing, so a create that is still being applied shows up. */
  reconcileDelayMs?: number;
}): Promise<T> {
  const attempts = options.attempts ?? 3;
  const delay = options.reconcileDelayMs ?? 1000;
  for (let attempt = 1; ; attempt++) {
    try {
      return await options.create();
    } catch (error) {
      if (!isOutcomeUnknown(error)) throw error;
      if (delay > 0) await sleep(delay);
      const existing = await options.findExisting();
      if (existing !== undefined) return existing;
      if (attempt >= attempts) throw error;
    }
  }
}
