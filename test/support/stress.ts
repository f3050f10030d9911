/**
 * The multi-process tests (R1, R3, R4, R5, R16's kill trials) run small by default and at
 * DESIGN §11's full sizes with FLOTILLA_STRESS=1, which `npm run test:stress` sets.
 */
export const stress = process.env.FLOTILLA_STRESS === '1';

/**
 * A timeout that grows with the test's size: `units` of work at `msPerUnit` each. The rates are
 * about three times what the full sizes took on a 2-core machine shared with other test runs,
 * so a slow machine passes and a hang still ends; never below vitest's usual 60 s.
 */
export function timeoutFor(units: number, msPerUnit: number): number {
  return Math.max(60_000, Math.ceil(units * msPerUnit));
}
