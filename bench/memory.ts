import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { median } from './stats.js';

const execFileAsync = promisify(execFile);

export interface ChildRun {
  agents: number;
  completed: number;
  conclusion: string;
  wallMs: number;
  maxRssBytes: number;
}

export interface MemoryFigure {
  /** Median peak RSS per fan-out size. */
  peak: Map<number, number>;
  /** The cold, whole-process fan-out wall times, for reference. */
  wall: Map<number, number>;
  allCompleted: boolean;
  runs: ChildRun[];
}

/**
 * Peak RSS of a fresh fan-out process per size N (bench/fan-out-child.ts, bundled or under
 * tsx), the median of `trials` processes. The N = 0 run (the lead alone, same modules loaded, same
 * server) is the baseline every added subagent is measured against.
 */
export async function measureMemory(
  sizes: readonly number[],
  trials: number,
  /** A bundled child (see bundle-child.ts), run by plain node; default: the .ts child under tsx. */
  bundle?: string,
): Promise<MemoryFigure> {
  const entry = bundle ?? fileURLToPath(new URL('./fan-out-child.ts', import.meta.url));
  const runner = bundle ? [entry] : ['--import', 'tsx', entry];
  const runs: ChildRun[] = [];
  for (let trial = 0; trial < trials; trial += 1) {
    for (const agents of sizes) {
      const { stdout } = await execFileAsync(process.execPath, [...runner, String(agents)], {
        env: process.env,
        maxBuffer: 1024 * 1024,
      });
      runs.push(JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as ChildRun);
    }
  }
  const peak = new Map<number, number>();
  const wall = new Map<number, number>();
  for (const agents of sizes) {
    const mine = runs.filter((run) => run.agents === agents);
    peak.set(agents, median(mine.map((run) => run.maxRssBytes)));
    wall.set(agents, median(mine.map((run) => run.wallMs)));
  }
  return {
    peak,
    wall,
    allCompleted: runs.every((run) => run.completed === run.agents && run.conclusion === 'success'),
    runs,
  };
}

/** MB of peak RSS per subagent added going from `from` to `to` subagents. */
export function perAddedSubagent(figure: MemoryFigure, from: number, to: number): number {
  const low = figure.peak.get(from);
  const high = figure.peak.get(to);
  if (low === undefined || high === undefined || to === from) return Number.NaN;
  return (high - low) / (to - from) / 1024 / 1024;
}
