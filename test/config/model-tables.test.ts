import { describe, expect, it } from 'vitest';
import { modelTablesFrom } from '../../src/config/model-tables.js';

describe('modelTablesFrom', () => {
  it('lets the entries given to the run win over the environment, model by model', () => {
    const tables = modelTablesFrom(
      { FLOTILLA_MODEL_PRICES: 'a=1/2, b=3/4', FLOTILLA_CONTEXT_WINDOWS: 'a=32k\nb=64k' },
      {
        prices: { entries: ['b=5/6'], source: '--model-price' },
        contextWindows: { entries: ['a=1m'], source: '--context-window' },
      },
    );
    expect(tables.problems).toEqual([]);
    expect(tables.prices.a?.input).toBe(1);
    expect(tables.prices.b?.output).toBe(6);
    expect(tables.contextWindows).toEqual({ a: 1_000_000, b: 64_000 });
  });

  it('names the source of every malformed entry, environment and given alike', () => {
    const tables = modelTablesFrom(
      { FLOTILLA_MODEL_PRICES: '=1/2', FLOTILLA_CONTEXT_WINDOWS: 'x=5' },
      {
        prices: { entries: ['y=z'], source: "Input 'model_prices'" },
        contextWindows: { entries: ['w'], source: "Input 'context_windows'" },
      },
    );
    expect(tables.problems).toHaveLength(4);
    expect(tables.problems[0]).toContain("Environment variable FLOTILLA_MODEL_PRICES '=1/2'");
    expect(tables.problems[1]).toContain("Input 'model_prices' 'y=z' is not a price");
    expect(tables.problems[2]).toContain('FLOTILLA_CONTEXT_WINDOWS');
    expect(tables.problems[3]).toContain("Input 'context_windows' 'w'");
  });
});
