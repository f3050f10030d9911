import { addUsage, emptyUsage, type TokenUsage } from './model-client.js';
import { estimateCost, type PriceTable } from './pricing.js';

/**
 * Token usage summed per model, for one agent or a whole run (one meter each), with its cost.
 * Kept per model because a run mixes models with different prices.
 */
export class UsageMeter {
  private readonly models = new Map<string, TokenUsage>();

  constructor(private readonly prices?: PriceTable) {}

  add(model: string, usage: TokenUsage): void {
    this.models.set(model, addUsage(this.models.get(model) ?? emptyUsage(), usage));
  }

  /** Adds everything another meter has counted (a subagent's into its parent's or the run's). */
  addMeter(other: UsageMeter): void {
    for (const [model, usage] of Object.entries(other.byModel())) this.add(model, usage);
  }

  total(): TokenUsage {
    let total = emptyUsage();
    for (const usage of this.models.values()) total = addUsage(total, usage);
    return total;
  }

  byModel(): Record<string, TokenUsage> {
    return Object.fromEntries([...this.models].map(([model, usage]) => [model, { ...usage }]));
  }

  /** Estimated USD; models without a known price count 0 and are listed by `unpricedModels`. */
  cost(): number {
    let usd = 0;
    for (const [model, usage] of this.models) usd += estimateCost(model, usage, this.prices).usd;
    return usd;
  }

  unpricedModels(): string[] {
    return [...this.models.keys()].filter(
      (model) => !estimateCost(model, emptyUsage(), this.prices).known,
    );
  }
}
