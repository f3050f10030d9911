import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Real webhook payloads (octokit/webhooks examples), kept in the repository: see SOURCE.txt. */
export const fixturesDir = path.resolve(import.meta.dirname, '../fixtures/github-events');

export function fixturePath(relative: string): string {
  return path.join(fixturesDir, relative);
}

/** A fresh, mutable copy of a fixture payload. */
export function loadFixture(relative: string): Record<string, unknown> {
  return JSON.parse(readFileSync(fixturePath(relative), 'utf8')) as Record<string, unknown>;
}

/** Sets a nested field of a payload copy: `withField(p, ['comment', 'body'], 'x')`. */
export function withField(
  payload: Record<string, unknown>,
  keys: readonly string[],
  value: unknown,
): Record<string, unknown> {
  const copy = structuredClone(payload);
  let target: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
  target[keys[keys.length - 1] as string] = value;
  return copy;
}
