import type { FaultKind, FaultSettings } from './scenario.js';

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
