import v8 from 'node:v8';

/** V8's own growth factor of the young generation (`--semi-space-growth-factor`). */
const defaultGrowthFactor = 2;

/**
 * Whether this process holds its young generation: process-wide, as V8's flags are, so every copy
 * of this module sees it (dist/cli/start.js bundles one apart from the bundle's).
 */
const heldKey = Symbol.for('flotilla.youngGenerationHeld');
const state = globalThis as { [heldKey]?: boolean };

/** V8's flags as a run sets them once it has started, and as they were at the process's start. */
const runFlags = ['--semi-space-growth-factor=1', '--no-sparkplug'];
const startFlags = [`--semi-space-growth-factor=${defaultGrowthFactor}`, '--sparkplug'];

function setFlags(flags: readonly string[]): void {
  for (const flag of flags) v8.setFlagsFromString(flag);
}

/**
 * Keeps V8's young generation at the size it has now, for the rest of this process.
 *
 * V8 doubles the young generation (up to 2 × 16 MB) whenever the bytes surviving its scavenges
 * since the last doubling pass its size. A fan-out makes exactly that happen without needing the
 * space: each agent's request, its body and the SDK's state around it live for the whole wait on
 * the model and survive the scavenges run while other agents work, so at N = 64 the young
 * generation grew to 2 × 16 MB (2 × 8 MB at N = 4) and peak RSS rose with it, while the heap's
 * live data grew by about 4 MB only (heap snapshots of the CLI at N = 4 and N = 64). Called when a
 * run starts (src/cli/commands/run.ts), after the process's start has grown the space as it
 * needed: held from the process's very start, the start's many long-lived objects are copied by
 * scavenges of a 1 MB space over and over (about 4 ms more in a one-turn run).
 *
 * The growth factor is read at each growth (the maximum size, `--max-semi-space-size`, only
 * when the heap is set up, so no process can lower it for itself). Only the CLI's process calls
 * this, never a library caller's nor a test runner's.
 *
 * From here on V8's baseline compiler (Sparkplug) is off too: it keeps machine code for every
 * function run a few times, and a fan-out runs many more of them that often (at N = 64 about
 * 2 MB more than at N = 4), while what is hot still gets TurboFan's. Turned off only here, not
 * at the process's start: the start's code, run once, is faster with it (a one-turn run took
 * 6-8 ms more CPU without it from the start).
 */
export function holdYoungGeneration(): void {
  state[heldKey] = true;
  setFlags(runFlags);
}

/**
 * Runs `work` under the flags V8 had when the process started. V8 stamps the code it caches
 * (vm.Script's cachedData) with a hash of its flags and takes cached code back only under the same
 * hash: code compiled and cached under the start's flags serves every later process, whether or
 * not it had held its young generation by then (src/cli/compile-cache.ts).
 */
export function withStartFlags<T>(work: () => T): T {
  if (state[heldKey] !== true) return work();
  setFlags(startFlags);
  try {
    return work();
  } finally {
    setFlags(runFlags);
  }
}
