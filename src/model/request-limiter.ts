import { timerDelayMs } from '../platform/long-timeout.js';
import { ModelCallAbortedError } from './model-failures.js';

/**
 * The longest retry-after that is waited out. A server that asks for more is not retried sooner
 * than it asked: that turn fails with its error instead (src/model/anthropic-client.ts), and the
 * other requests are not held for it.
 */
export const maxRetryAfterMs = 5 * 60_000;

/**
 * How many model requests a run has in flight. One limiter serves every agent of a run: an agent
 * that wants to call the model waits here for a permit, so agents may outnumber requests.
 *
 * The limit adapts (additive increase, multiplicative decrease, as TCP's congestion control):
 * it starts at `initialLimit` (the ceiling when given, else 16) and grows while in use: by one for
 * each success below `slowStartThreshold` (16: slow start, doubling each round trip), by one per
 * limit's worth of successes above it or after the first 429 (a doubling past 16 would send a
 * burst of requests into a limit it has not met yet, each refused); a 429 halves it, once per
 * burst, never below 1, and so does a 529 (`overloaded_error`: the API busy for all its users,
 * where a 429 is this account's limit), as issue #13 asks of both: fewer requests from every run
 * is what lets an overloaded API recover. It never exceeds `ceiling` (`--concurrency`). The API's
 * `anthropic-ratelimit-*` headers (requests and input tokens remaining, and when they refill)
 * hold requests back before they would be refused, and a 429's or 529's `retry-after` pauses
 * every new request until it has passed. Retrying one request is the client's business, not this.
 */
export interface RequestLimiter {
  /** Waits for a permit; rejects when `signal` aborts first. */
  acquire(signal?: AbortSignal): Promise<RequestPermit>;
  /** Current state, for progress lines and tests. */
  snapshot(): RequestLimiterSnapshot;
}

export interface RequestPermit {
  /** Ends the request; `outcome` says how (called once, further calls are ignored). */
  release(outcome: RequestOutcome): void;
}

export type RequestOutcome =
  | { kind: 'success'; headers?: Headers; inputTokens?: number }
  /** A 429 (or `rate_limit_error` in the stream): this account's limits; the limit halves. */
  | { kind: 'rate_limited'; headers?: Headers; retryAfterMs?: number }
  /** A 529 (or `overloaded_error` in the stream): the API is busy for everyone; the limit halves. */
  | { kind: 'overloaded'; headers?: Headers; retryAfterMs?: number }
  /** Any other end (another error, an abort): says nothing about the limits. */
  | { kind: 'other'; headers?: Headers };

export interface RequestLimiterSnapshot {
  limit: number;
  inFlight: number;
  waiting: number;
  /** 429 answers seen. */
  rateLimited: number;
  /** 529 answers seen. */
  overloaded: number;
}

export interface RequestLimiterOptions {
  /** `--concurrency`: never more requests in flight than this. Default: no ceiling. */
  ceiling?: number;
  /** Where the limit starts. Default: the ceiling when one is given (the user vouches for it), else 16. */
  initialLimit?: number;
  /** Below this limit growth doubles per round trip (slow start); above, one per round trip. Default 16. */
  slowStartThreshold?: number;
  now?: () => number;
  /** Told each time a 429 or a 529 lowers the limit (a progress line). */
  onBackOff?: (event: { limit: number; retryAfterMs?: number }) => void;
}

/** The limit a run starts with before the API has said anything. */
const defaultInitialRequestLimit = 16;
/** Without `--concurrency`, a limit beyond any fan-out a run makes. */
const unlimitedCeiling = 1024;

/** What the headers said about one minute budget (requests or input tokens). */
interface Budget {
  limit: number;
  remaining: number;
  /** When it is full again. */
  resetAt: number;
  observedAt: number;
  /** Taken since the headers were read (requests admitted, tokens they are expected to use). */
  takenSince: number;
}

export function createRequestLimiter(options: RequestLimiterOptions = {}): RequestLimiter {
  return new AdaptiveRequestLimiter(options);
}

class AdaptiveRequestLimiter implements RequestLimiter {
  private readonly ceiling: number;
  private readonly now: () => number;
  private readonly onBackOff: RequestLimiterOptions['onBackOff'];
  private limit: number;
  private slowStart = true;
  private readonly slowStartThreshold: number;
  private inFlight = 0;
  /** Bumped at each decrease: a 429 of a request sent before it is the same burst. */
  private epoch = 0;
  private pausedUntil = 0;
  private rateLimited = 0;
  private overloaded = 0;
  private requests: Budget | undefined;
  private inputTokens: Budget | undefined;
  /** Input tokens of recent requests (moving average), to weigh a request against the budget. */
  private tokensPerRequest = 0;
  private readonly waiters: Array<{ resolve: (permit: RequestPermit) => void }> = [];
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(options: RequestLimiterOptions) {
    this.ceiling = options.ceiling ?? unlimitedCeiling;
    this.now = options.now ?? Date.now;
    this.onBackOff = options.onBackOff;
    const initial =
      options.initialLimit ??
      (options.ceiling !== undefined ? options.ceiling : defaultInitialRequestLimit);
    this.limit = Math.min(this.ceiling, initial);
    this.slowStartThreshold = options.slowStartThreshold ?? defaultInitialRequestLimit;
  }

  snapshot(): RequestLimiterSnapshot {
    return {
      limit: Math.floor(this.limit),
      inFlight: this.inFlight,
      waiting: this.waiters.length,
      rateLimited: this.rateLimited,
      overloaded: this.overloaded,
    };
  }

  acquire(signal?: AbortSignal): Promise<RequestPermit> {
    if (signal?.aborted) return Promise.reject(new ModelCallAbortedError(signal.reason));
    return new Promise((resolve, reject) => {
      const waiter = {
        resolve: (permit: RequestPermit) => {
          signal?.removeEventListener('abort', onAbort);
          resolve(permit);
        },
      };
      const onAbort = (): void => {
        const index = this.waiters.indexOf(waiter);
        if (index >= 0) this.waiters.splice(index, 1);
        if (this.waiters.length === 0) {
          clearTimeout(this.timer);
          this.timer = undefined;
        }
        reject(new ModelCallAbortedError(signal?.reason));
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.waiters.push(waiter);
      this.admit();
    });
  }

  /** Starts waiting requests while the limit, the pause and the budgets allow. */
  private admit(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    while (this.waiters.length > 0 && this.inFlight < Math.floor(this.limit)) {
      const now = this.now();
      const waitMs = Math.max(
        this.pausedUntil - now,
        this.budgetWait(this.requests, 1, now),
        this.budgetWait(this.inputTokens, this.tokensPerRequest, now),
      );
      if (waitMs > 0) {
        // Kept referenced: the waiters are only promises, this timer is what keeps the process
        // alive until they start. It goes when the last waiter does.
        this.timer = setTimeout(() => this.admit(), timerDelayMs(waitMs));
        return;
      }
      const waiter = this.waiters.shift()!;
      waiter.resolve(this.startRequest());
    }
  }

  private startRequest(): RequestPermit {
    this.inFlight += 1;
    if (this.requests) this.requests.takenSince += 1;
    if (this.inputTokens) this.inputTokens.takenSince += this.tokensPerRequest;
    const epoch = this.epoch;
    let released = false;
    return {
      release: (outcome) => {
        if (released) return;
        released = true;
        this.inFlight -= 1;
        this.finish(outcome, epoch);
        this.admit();
      },
    };
  }

  private finish(outcome: RequestOutcome, epoch: number): void {
    const now = this.now();
    if (outcome.headers) this.readHeaders(outcome.headers, now);
    if (outcome.kind === 'success') {
      if (outcome.inputTokens !== undefined) {
        this.tokensPerRequest =
          this.tokensPerRequest === 0
            ? outcome.inputTokens
            : 0.8 * this.tokensPerRequest + 0.2 * outcome.inputTokens;
      }
      // Grow only a limit that is in use: an idle allowance says nothing about the server.
      if (this.inFlight + 1 >= Math.floor(this.limit) || this.waiters.length > 0) {
        const doubling = this.slowStart && this.limit < this.slowStartThreshold;
        this.limit = Math.min(this.ceiling, this.limit + (doubling ? 1 : 1 / this.limit));
      }
      return;
    }
    if (outcome.kind === 'other') return;
    if (outcome.retryAfterMs !== undefined && outcome.retryAfterMs <= maxRetryAfterMs) {
      this.pausedUntil = Math.max(this.pausedUntil, now + outcome.retryAfterMs);
    }
    if (outcome.kind === 'overloaded') this.overloaded += 1;
    else this.rateLimited += 1;
    // One decrease per burst: the other requests of the burst were sent at the old limit.
    if (epoch !== this.epoch) return;
    this.epoch += 1;
    this.slowStart = false;
    // Half the limit, not half of what was in flight: one 429 or 529 while a single request was out
    // would otherwise leave a whole fan-out one request at a time.
    this.limit = Math.max(1, this.limit / 2);
    this.onBackOff?.({
      limit: Math.floor(this.limit),
      ...(outcome.retryAfterMs !== undefined ? { retryAfterMs: outcome.retryAfterMs } : {}),
    });
  }

  private readHeaders(headers: Headers, now: number): void {
    const requests = budgetFrom(headers, 'requests', now);
    if (requests) this.requests = requests;
    const tokens = budgetFrom(headers, 'input-tokens', now) ?? budgetFrom(headers, 'tokens', now);
    if (tokens) this.inputTokens = tokens;
  }

  /** Milliseconds until `amount` more fits in `budget` (refilled evenly up to its reset). */
  private budgetWait(budget: Budget | undefined, amount: number, now: number): number {
    if (!budget || amount <= 0) return 0;
    const ratePerMs =
      budget.resetAt > budget.observedAt
        ? (budget.limit - budget.remaining) / (budget.resetAt - budget.observedAt)
        : Number.POSITIVE_INFINITY;
    const refilled = Math.min(
      budget.limit,
      budget.remaining + (now - budget.observedAt) * ratePerMs,
    );
    const available = refilled - budget.takenSince;
    // A request larger than the whole budget waits for it to be full, never forever.
    const needed = Math.min(amount, budget.limit);
    if (available >= needed) return 0;
    if (!Number.isFinite(ratePerMs) || ratePerMs <= 0) return 0;
    return Math.ceil((needed - available) / ratePerMs);
  }
}

/** `anthropic-ratelimit-<name>-{limit,remaining,reset}`, when all three are there and sound. */
function budgetFrom(headers: Headers, name: string, now: number): Budget | undefined {
  const limit = Number(headers.get(`anthropic-ratelimit-${name}-limit`));
  const remaining = Number(headers.get(`anthropic-ratelimit-${name}-remaining`));
  const resetAt = Date.parse(headers.get(`anthropic-ratelimit-${name}-reset`) ?? '');
  if (!Number.isFinite(limit) || limit <= 0) return undefined;
  if (!Number.isFinite(remaining) || remaining < 0) return undefined;
  if (!Number.isFinite(resetAt)) return undefined;
  return { limit, remaining, resetAt: Math.max(resetAt, now), observedAt: now, takenSince: 0 };
}
