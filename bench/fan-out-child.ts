/**
 * One fan-out in a fresh process, for clean peak-RSS figures:
 *   node --import tsx bench/fan-out-child.ts N [K] [L]
 * Runs N background subagents of K turns at latency L ms (defaults 3 and 200) through
 * runFlotilla with the offline server in this process (as `flotilla run --scenario` does), then
 * prints one JSON line: agents, completed, wallMs, maxRssBytes (process.resourceUsage().maxRSS).
 * Like the CLI's process, it holds its young generation from its start
 * (src/platform/young-generation.ts).
 */
import { fanOutScenario } from './fan-out-scenario.js';
import { runFanOut } from './fan-out.js';
import { startModelServer } from './model-server.js';
import { makeScratch } from './temp-repo.js';
import { holdYoungGeneration } from '../src/platform/young-generation.js';

const [agents, turns, latencyMs] = [process.argv[2], process.argv[3], process.argv[4]].map(
  (value, index) => (value === undefined ? [NaN, 3, 200][index]! : Number(value)),
) as [number, number, number];
if (
  !Number.isInteger(agents) ||
  agents < 0 ||
  !Number.isInteger(turns) ||
  turns < 1 ||
  !(latencyMs >= 0)
) {
  process.stderr.write(
    'usage: fan-out-child.ts N [K] [L]  (N >= 0 subagents, K >= 1 turns, L >= 0 ms)\n',
  );
  process.exit(2);
}

holdYoungGeneration();
const scratch = await makeScratch('flotilla-bench-child-');
try {
  const server = await startModelServer(
    fanOutScenario({ sizes: [agents], turns, latencyMs }),
    'in-process',
    scratch.dir,
  );
  try {
    const measurement = await runFanOut({ agents, turns, latencyMs, server });
    process.stdout.write(
      `${JSON.stringify({
        agents,
        completed: measurement.completed,
        conclusion: measurement.conclusion,
        wallMs: Math.round(measurement.wallMs),
        maxRssBytes: process.resourceUsage().maxRSS * 1024,
      })}\n`,
    );
  } finally {
    await server.close();
  }
} finally {
  await scratch.cleanup();
}
