import type fc from 'fast-check';

/**
 * Every fuzz property runs from a fixed seed, so a failure reproduces on the next run and on any
 * machine. The seed is in each describe title (so it is printed with the results) and fast-check
 * prints it again, with the path of the shrunk counterexample, when a property fails. To explore
 * other cases locally: FLOTILLA_FUZZ_SEED=<n> npx vitest run test/fuzz.
 */
export const fuzzSeed = Number(process.env.FLOTILLA_FUZZ_SEED ?? 20261126);

export function fuzzParameters<T>(numRuns: number): fc.Parameters<T> {
  return { seed: fuzzSeed, numRuns };
}
