import v8 from 'node:v8';

/**
 * Keeps V8's young generation at the size it has now, for the rest of this process.
 *
 * V8 doubles the young generation (up to 2 × 16 MB) whenever the bytes surviving its scavenges
 * since the last doubling pass its size. A fan-out makes exactly that happen without needing the
 * space: each agent's request, its body and the SDK's state around it live for the whole wait on
 * the model and survive the scavenges run while other agents work, so at N = 64 the young
 * generation grew to 2 × 16 MB (2 × 8 MB at N = 4) and peak RSS rose with it, while the heap's
 * live data grew by about 4 MB only (heap snapshots of the CLI at N = 4 and N = 64). Called
 * as the CLI's process starts (src/cli/start.ts: before V8 compiles the bundle, so that its cached
 * code is stamped with the flags every later process has), it holds the space at its first size;
 * scavenges become more frequent, and cheap: their cost follows the surviving bytes, not the space.
 *
 * The growth factor is read at each growth (the maximum size, `--max-semi-space-size`, only
 * when the heap is set up, so no process can lower it for itself). Only the CLI's process calls
 * this, never a library caller's nor a test runner's.
 */
export function holdYoungGeneration(): void {
  v8.setFlagsFromString('--semi-space-growth-factor=1');
}
