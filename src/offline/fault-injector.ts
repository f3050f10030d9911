import type { FaultKind, FaultSettings, RateLimitSettings } from './scenario.js';

/** mulberry32: a small seeded PRNG, so that a scenario's faults repeat from run to run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Decides, request by request, whether to fail and how. The sequence of decisions is fixed by the
 * seed; which request gets which decision depends on arrival order.
 */
export class FaultInjector {
  private readonly random: () => number;

  constructor(private readonly settings: FaultSettings | undefined) {
    this.random = seededRandom(settings?.seed ?? 1);
  }

  next(): FaultKind | undefined {
    const settings = this.settings;
    if (!settings || settings.rate <= 0) return undefined;
    if (this.random() >= settings.rate) return undefined;
    return settings.kinds[Math.floor(this.random() * settings.kinds.length)];
  }

  get retryAfterSeconds(): number {
    return this.settings?.retry_after_s ?? 1;
  }
}

/** A token bucket that refills evenly: `capacity` per minute, full at the start. */
class Bucket {
  private level: number;
  private updatedAt: number;

  constructor(
    readonly capacity: number,
    now: number,
  ) {
    this.level = capacity;
    this.updatedAt = now;
  }

  private refill(now: number): void {
    this.level = Math.min(
      this.capacity,
      this.level + ((now - this.updatedAt) * this.capacity) / 60_000,
    );
    this.updatedAt = now;
  }

  /** Takes `amount` when there is that much (a request larger than the bucket needs it full). */
  take(amount: number, now: number): boolean {
    this.refill(now);
    if (this.level < Math.min(amount, this.capacity)) return false;
    this.level -= amount;
    return true;
  }

  /** Milliseconds until `amount` is there. */
  waitFor(amount: number, now: number): number {
    this.refill(now);
    const missing = Math.min(amount, this.capacity) - this.level;
    return missing <= 0 ? 0 : Math.ceil((missing * 60_000) / this.capacity);
  }

  remaining(now: number): number {
    this.refill(now);
    return Math.max(0, Math.floor(this.level));
  }

  /** When the bucket is full again, as the API's `-reset` headers say (RFC 3339). */
  resetAt(now: number): string {
    this.refill(now);
    return new Date(now + ((this.capacity - this.level) * 60_000) / this.capacity).toISOString();
  }
}

export type RateLimitDecision =
  | { admitted: true; release: () => void }
  | { admitted: false; reason: string; retryAfterSeconds: number };

/**
 * The API's rate limits, for the offline server: requests at once, requests per minute and input
 * tokens per minute (token buckets, as the API's are). A request past a limit is refused with a
 * 429 and a retry-after that says when it would pass; every answer carries the
 * `anthropic-ratelimit-*` headers of the minute limits.
 */
export class RateLimitFaults {
  private inFlight = 0;
  private readonly requests: Bucket | undefined;
  private readonly inputTokens: Bucket | undefined;

  constructor(
    private readonly settings: RateLimitSettings,
    private readonly now: () => number = Date.now,
  ) {
    const start = now();
    if (settings.requests_per_minute !== undefined)
      this.requests = new Bucket(settings.requests_per_minute, start);
    if (settings.input_tokens_per_minute !== undefined)
      this.inputTokens = new Bucket(settings.input_tokens_per_minute, start);
  }

  /** Admits a request of `inputTokens` or says why not; an admitted one must be released once. */
  admit(inputTokens: number): RateLimitDecision {
    const now = this.now();
    const concurrent = this.settings.concurrent_requests;
    if (concurrent !== undefined && this.inFlight >= concurrent) {
      return {
        admitted: false,
        reason: `Number of concurrent requests has exceeded your rate limit of ${concurrent}. Please reduce the number of requests in flight, or retry after the retry-after header.`,
        retryAfterSeconds: this.settings.retry_after_s,
      };
    }
    const requestWait = this.requests?.waitFor(1, now) ?? 0;
    if (this.requests && requestWait > 0) {
      return {
        admitted: false,
        reason: `Number of requests has exceeded your per-minute rate limit of ${this.requests.capacity}.`,
        retryAfterSeconds: Math.ceil(requestWait / 1000),
      };
    }
    const tokenWait = this.inputTokens?.waitFor(inputTokens, now) ?? 0;
    if (this.inputTokens && tokenWait > 0) {
      return {
        admitted: false,
        reason: `The request of ${inputTokens} input tokens would exceed your per-minute rate limit of ${this.inputTokens.capacity} input tokens.`,
        retryAfterSeconds: Math.ceil(tokenWait / 1000),
      };
    }
    this.requests?.take(1, now);
    this.inputTokens?.take(inputTokens, now);
    this.inFlight += 1;
    let released = false;
    return {
      admitted: true,
      release: () => {
        if (released) return;
        released = true;
        this.inFlight -= 1;
      },
    };
  }

  /** The `anthropic-ratelimit-*` headers as they stand now. */
  headers(): Record<string, string> {
    const now = this.now();
    const headers: Record<string, string> = {};
    const describe = (prefix: string, bucket: Bucket | undefined): void => {
      if (!bucket) return;
      headers[`anthropic-ratelimit-${prefix}-limit`] = String(bucket.capacity);
      headers[`anthropic-ratelimit-${prefix}-remaining`] = String(bucket.remaining(now));
      headers[`anthropic-ratelimit-${prefix}-reset`] = bucket.resetAt(now);
    };
    describe('requests', this.requests);
    describe('input-tokens', this.inputTokens);
    describe('tokens', this.inputTokens);
    return headers;
  }
}
