import { parseContextWindows } from '../model/context-window.js';
import type { ModelPrice } from '../model/pricing.js';
import { parseModelPrices, splitModelPrices } from '../model/pricing.js';

type Environment = Readonly<Record<string, string | undefined>>;

/** Entries given where the run is started (command-line flags or Action inputs), and their name. */
export interface SpecificEntries {
  entries: readonly string[];
  /** Names the source in problems: `--model-price`, `Input 'model_prices'`. */
  source: string;
}

export interface ModelTables {
  prices: Record<string, ModelPrice>;
  contextWindows: Record<string, number>;
  problems: string[];
}

/**
 * Prices and context windows from the environment (FLOTILLA_MODEL_PRICES,
 * FLOTILLA_CONTEXT_WINDOWS) overlaid by the ones given to this run, which are more specific and
 * win per model. Both entry points read them here, so the precedence and the error wording are
 * the same for the CLI and the Action.
 */
export function modelTablesFrom(
  env: Environment,
  given: { prices: SpecificEntries; contextWindows: SpecificEntries },
): ModelTables {
  const environmentPrices = parseModelPrices(
    splitModelPrices(env.FLOTILLA_MODEL_PRICES ?? ''),
    'Environment variable FLOTILLA_MODEL_PRICES',
  );
  const givenPrices = parseModelPrices(given.prices.entries, given.prices.source);
  const environmentWindows = parseContextWindows(
    splitModelPrices(env.FLOTILLA_CONTEXT_WINDOWS ?? ''),
    'Environment variable FLOTILLA_CONTEXT_WINDOWS',
  );
  const givenWindows = parseContextWindows(
    given.contextWindows.entries,
    given.contextWindows.source,
  );
  return {
    prices: { ...environmentPrices.prices, ...givenPrices.prices },
    contextWindows: { ...environmentWindows.windows, ...givenWindows.windows },
    problems: [
      ...environmentPrices.problems,
      ...givenPrices.problems,
      ...environmentWindows.problems,
      ...givenWindows.problems,
    ],
  };
}
