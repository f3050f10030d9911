import type { LimitKind } from '../errors.js';
import { addUsage, emptyUsage, totalTokens, type TokenUsage } from '../model/model-client.js';

export type PriceFunction = (model: string, usage: TokenUsage) => number;

/**
 * The run-wide spending limit, shared by the lead and every subagent: a call is not started
 * once the total has reached the limit.
 */
export class RunBudget {
  private spentUsd = 0;
  private usage: TokenUsage = emptyUsage();

  constructor(
    private readonly limits: { maxUsd?: number | undefined; maxTokens?: number | undefined },
    private readonly price: PriceFunction,
  ) {}

  /** Records one response; returns its cost in USD. */
  record(model: string, usage: TokenUsage): number {
    const cost = this.price(model, usage);
    this.spentUsd += cost;
    this.usage = addUsage(this.usage, usage);
    return cost;
  }

  exceeded(): LimitKind | undefined {
    if (this.limits.maxUsd !== undefined && this.spentUsd >= this.limits.maxUsd) return 'budget';
    // Cached input is input too: a run whose prompts are mostly read from the cache is no
    // smaller for it (the API counts them, and prices them).
    if (this.limits.maxTokens !== undefined && totalTokens(this.usage) >= this.limits.maxTokens)
      return 'budget';
    return undefined;
  }

  describe(): string {
    const parts = [];
    if (this.limits.maxUsd !== undefined)
      parts.push(`$${this.spentUsd.toFixed(4)} of $${this.limits.maxUsd}`);
    if (this.limits.maxTokens !== undefined)
      parts.push(`${totalTokens(this.usage)} of ${this.limits.maxTokens} tokens`);
    return parts.join(', ');
  }
}
