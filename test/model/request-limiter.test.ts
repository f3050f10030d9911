import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import {
  createRequestLimiter,
  type RequestLimiter,
  type RequestPermit,
} from '../../src/model/request-limiter.js';

/** Acquires `count` permits and returns those granted before the event loop moves on. */
async function grab(
  limiter: RequestLimiter,
  count: number,
): Promise<{
  granted: RequestPermit[];
  pending: Array<Promise<RequestPermit>>;
}> {
  const granted: RequestPermit[] = [];
  const pending = Array.from({ length: count }, () =>
    limiter.acquire().then((permit) => {
      granted.push(permit);
      return permit;
    }),
  );
  await new Promise((resolve) => setImmediate(resolve));
  return { granted, pending };
}

function rateLimitHeaders(limit: number, remaining: number, resetInMs: number): Headers {
  return new Headers({
    'anthropic-ratelimit-requests-limit': String(limit),
    'anthropic-ratelimit-requests-remaining': String(remaining),
    'anthropic-ratelimit-requests-reset': new Date(Date.now() + resetInMs).toISOString(),
  });
}

describe('request limiter', () => {
  it('lets the initial limit through, holds the rest, and starts one when one ends', async () => {
    const limiter = createRequestLimiter({ initialLimit: 3 });
    const { granted } = await grab(limiter, 5);
    expect(granted).toHaveLength(3);
    expect(limiter.snapshot()).toMatchObject({ inFlight: 3, waiting: 2 });
    granted[0]?.release({ kind: 'other' });
    await new Promise((resolve) => setImmediate(resolve));
    expect(granted).toHaveLength(4);
  });

  it('grows by one per success while in use (slow start), never past the ceiling', async () => {
    const limiter = createRequestLimiter({ initialLimit: 2, ceiling: 4 });
    const { granted } = await grab(limiter, 10);
    expect(granted).toHaveLength(2);
    granted[0]?.release({ kind: 'success' });
    await new Promise((resolve) => setImmediate(resolve));
    // One ended, the limit grew to 3: two more started.
    expect(limiter.snapshot()).toMatchObject({ limit: 3, inFlight: 3 });
    for (let round = 0; round < 6; round += 1) {
      const running = granted.filter((permit, index) => index > round);
      running[0]?.release({ kind: 'success' });
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(limiter.snapshot().limit).toBe(4);
    expect(limiter.snapshot().inFlight).toBeLessThanOrEqual(4);
  });

  it('does not grow a limit that is not in use', async () => {
    const limiter = createRequestLimiter({ initialLimit: 8 });
    for (let index = 0; index < 20; index += 1) {
      const permit = await limiter.acquire();
      permit.release({ kind: 'success' });
    }
    expect(limiter.snapshot().limit).toBe(8);
  });

  it('halves the limit on a 429, once for the whole burst, then grows by one per limit of successes', async () => {
    const backOffs: number[] = [];
    const limiter = createRequestLimiter({
      initialLimit: 8,
      onBackOff: ({ limit }) => backOffs.push(limit),
    });
    const { granted } = await grab(limiter, 20);
    expect(granted).toHaveLength(8);
    // Three requests of the same burst are refused: one decrease, 8 → 4.
    granted[0]?.release({ kind: 'rate_limited' });
    granted[1]?.release({ kind: 'rate_limited' });
    granted[2]?.release({ kind: 'rate_limited' });
    expect(limiter.snapshot()).toMatchObject({ limit: 4, rateLimited: 3 });
    expect(backOffs).toEqual([4]);
    // Out of slow start: four successes add just under one (in slow start they would add four)…
    for (const permit of granted.slice(3, 7)) permit.release({ kind: 'success' });
    expect(limiter.snapshot().limit).toBe(4);
    // …and the fifth and sixth take it past 5.
    for (const permit of granted.slice(7, 8)) permit.release({ kind: 'success' });
    await new Promise((resolve) => setImmediate(resolve));
    granted.at(-1)?.release({ kind: 'success' });
    expect(limiter.snapshot().limit).toBe(5);
  });

  it('halves the limit itself on a 429 with one request out, never below one', async () => {
    const backOffs: number[] = [];
    const limiter = createRequestLimiter({ onBackOff: ({ limit }) => backOffs.push(limit) });
    // The lead's first call, alone: 16 → 8, not to half of the one request in flight.
    (await limiter.acquire()).release({ kind: 'rate_limited' });
    expect(limiter.snapshot()).toMatchObject({ limit: 8, rateLimited: 1 });
    for (const expected of [4, 2, 1, 1]) {
      (await limiter.acquire()).release({ kind: 'rate_limited' });
      expect(limiter.snapshot().limit).toBe(expected);
    }
    expect(backOffs).toEqual([8, 4, 2, 1, 1]);
  });

  it('halves from the --concurrency ceiling, and grows back no further than it', async () => {
    const limiter = createRequestLimiter({ ceiling: 6 });
    const { granted } = await grab(limiter, 60);
    expect(granted).toHaveLength(6);
    granted[0]?.release({ kind: 'rate_limited' });
    expect(limiter.snapshot().limit).toBe(3);
    // Additive increase while in use: 3 → 6 takes 3 + 4 + 5 successes, and it stops there.
    for (let index = 1; index < 40; index += 1) {
      await new Promise((resolve) => setImmediate(resolve));
      granted[index]?.release({ kind: 'success' });
      expect(limiter.snapshot().inFlight).toBeLessThanOrEqual(6);
    }
    expect(limiter.snapshot().limit).toBe(6);
  });

  it('halves on a 529 (the API overloaded for everyone) as on a 429, and waits out its retry-after', async () => {
    const backOffs: number[] = [];
    const limiter = createRequestLimiter({ onBackOff: ({ limit }) => backOffs.push(limit) });
    const { granted } = await grab(limiter, 16);
    // One decrease for the burst: the four were sent at the old limit.
    for (const permit of granted.slice(0, 4)) permit.release({ kind: 'overloaded' });
    expect(limiter.snapshot()).toMatchObject({ limit: 8, overloaded: 4, rateLimited: 0 });
    expect(backOffs).toEqual([8]);
    for (const permit of granted.slice(4)) permit.release({ kind: 'success' });
    (await limiter.acquire()).release({ kind: 'overloaded', retryAfterMs: 150 });
    const started = Date.now();
    (await limiter.acquire()).release({ kind: 'success' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(limiter.snapshot().limit).toBeLessThan(8);
  });

  it('waits out a retry-after before starting anything new', async () => {
    const limiter = createRequestLimiter({ initialLimit: 4 });
    const first = await limiter.acquire();
    first.release({ kind: 'rate_limited', retryAfterMs: 150 });
    const started = Date.now();
    const next = await limiter.acquire();
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    next.release({ kind: 'success' });
  });

  it('holds no one for a retry-after longer than a turn waits out (that turn fails instead)', async () => {
    const limiter = createRequestLimiter({ initialLimit: 4 });
    // An hour, and 30 days (past a timer's 2^31-1 ms): neither pauses the others.
    for (const retryAfterMs of [3_600_000, 30 * 24 * 3_600_000]) {
      (await limiter.acquire()).release({ kind: 'rate_limited', retryAfterMs });
      const started = Date.now();
      const next = await limiter.acquire();
      expect(Date.now() - started).toBeLessThan(1000);
      next.release({ kind: 'success' });
    }
  });

  it('holds requests back when the requests budget of the headers is spent, until it refills', async () => {
    const limiter = createRequestLimiter({ initialLimit: 4 });
    const first = await limiter.acquire();
    // Nothing left of 2 a window, full again in 400 ms: one more in about 200 ms.
    first.release({ kind: 'success', headers: rateLimitHeaders(2, 0, 400) });
    const started = Date.now();
    const next = await limiter.acquire();
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(150);
    expect(waited).toBeLessThan(400);
    next.release({ kind: 'success', headers: rateLimitHeaders(2, 2, 0) });
    const free = Date.now();
    (await limiter.acquire()).release({ kind: 'success' });
    expect(Date.now() - free).toBeLessThan(50);
  });

  it('holds requests back when the input-token budget cannot take one more of the usual size', async () => {
    const limiter = createRequestLimiter({ initialLimit: 4 });
    const first = await limiter.acquire();
    first.release({
      kind: 'success',
      inputTokens: 1000,
      headers: new Headers({
        'anthropic-ratelimit-input-tokens-limit': '4000',
        'anthropic-ratelimit-input-tokens-remaining': '200',
        'anthropic-ratelimit-input-tokens-reset': new Date(Date.now() + 380).toISOString(),
      }),
    });
    const started = Date.now();
    (await limiter.acquire()).release({ kind: 'success' });
    // 800 more tokens at 3800 per 380 ms: about 80 ms.
    expect(Date.now() - started).toBeGreaterThanOrEqual(60);
  });

  it('gives up waiting when the call is aborted, without taking a slot', async () => {
    const limiter = createRequestLimiter({ initialLimit: 1 });
    const held = await limiter.acquire();
    const controller = new AbortController();
    const waiting = limiter.acquire(controller.signal);
    controller.abort(new Error('stop'));
    await expect(waiting).rejects.toMatchObject({ name: 'AbortError' });
    expect(limiter.snapshot()).toMatchObject({ inFlight: 1, waiting: 0 });
    held.release({ kind: 'other' });
    (await limiter.acquire()).release({ kind: 'other' });
  });

  it('keeps the process alive while requests wait out a pause (nothing else may be pending then)', async () => {
    const module = fileURLToPath(new URL('../../src/model/request-limiter.ts', import.meta.url));
    const script = `
      const { createRequestLimiter } = await import(${JSON.stringify(module)});
      const limiter = createRequestLimiter({ initialLimit: 2 });
      (await limiter.acquire()).release({ kind: 'rate_limited', retryAfterMs: 300 });
      (await limiter.acquire()).release({ kind: 'success' });
      console.log('started after the pause');
    `;
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      { timeout: 20_000 },
    );
    expect(stdout).toContain('started after the pause');
  });
});
