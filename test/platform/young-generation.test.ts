import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const module = fileURLToPath(new URL('../../src/platform/young-generation.ts', import.meta.url));

/**
 * The young generation's size (bytes) before and after a workload that keeps a window of recent
 * objects alive through many scavenges, as a fan-out's waiting requests are; in a fresh process
 * (the setting is process-wide), holding the size first or not.
 */
async function youngGeneration(hold: boolean): Promise<{ before: number; after: number }> {
  const script = `
    const v8 = await import('node:v8');
    const { holdYoungGeneration } = await import(${JSON.stringify(module)});
    const size = () =>
      v8.getHeapSpaceStatistics().find((space) => space.space_name === 'new_space').space_size;
    if (${hold}) holdYoungGeneration();
    const before = size();
    const window = new Array(20_000);
    for (let index = 0; index < 2_000_000; index += 1) {
      window[index % window.length] = { index, text: 'item ' + index };
    }
    console.log(JSON.stringify({ before, after: size(), kept: window.length }));
  `;
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', script],
    { timeout: 30_000 },
  );
  return JSON.parse(stdout) as { before: number; after: number };
}

describe('holdYoungGeneration', () => {
  it('keeps the young generation at its size where V8 would have grown it', async () => {
    const [grown, held] = await Promise.all([youngGeneration(false), youngGeneration(true)]);
    const sizes = JSON.stringify({ grown, held });
    // The workload does make V8 grow it: without the hold the space is larger afterwards.
    expect(grown.after, sizes).toBeGreaterThan(grown.before);
    // Held, it never grows (V8 may still shrink it).
    expect(held.after, sizes).toBeLessThanOrEqual(held.before);
  });

  it("turns V8's baseline compiler off once a run has started, not before", async () => {
    // Whether a function of its own (its own source) ran Sparkplug's code at some point of
    // 20,000 calls (later it may be optimised further), before the hold and after it.
    const script = `
      const { holdYoungGeneration } = await import(${JSON.stringify(module)});
      const warm = (start) => {
        const count = new Function('object', 'let sum = ' + start + '; for (const key in object) sum += key.length; return sum;');
        const object = { a: 1, bb: 2 };
        let baseline = false;
        for (let index = 0; index < 20_000; index += 1) {
          count(object);
          if (index % 100 === 0) baseline ||= eval('%ActiveTierIsSparkplug(count)');
        }
        return baseline;
      };
      const before = warm(1);
      holdYoungGeneration();
      console.log(JSON.stringify({ before, after: warm(2) }));
    `;
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--allow-natives-syntax', '--import', 'tsx', '--input-type=module', '-e', script],
      { timeout: 30_000 },
    );
    expect(JSON.parse(stdout)).toEqual({ before: true, after: false });
  });
});
