import path from 'node:path';
import { summarizeProfile } from './cpu-profile.js';
import { fanOutScenario } from './fan-out-scenario.js';
import {
  idealCriticalPathMs,
  measureModelFloor,
  runFanOut,
  type FanOutMeasurement,
} from './fan-out.js';
import { startModelServer, type ServerPlacement } from './model-server.js';
import { median, ms, ratio, repeat } from './stats.js';
import { formatTable, type Cell } from './table.js';

export interface FanOutSettings {
  sizes: readonly number[];
  turns: number;
  latencyMs: number;
  trials: number;
  placements: readonly ServerPlacement[];
  scratch: string;
  /** Write and summarise a CPU profile of one extra run per size and placement. */
  profileDir?: string;
}

export interface FanOutResult {
  placement: ServerPlacement;
  agents: number;
  /** The run with the median wall time. */
  median: FanOutMeasurement;
  walls: number[];
  /** The bare-client baseline (see measureModelFloor), median. */
  floorMs: number;
  /** CPU ms of this process per bare call in the baseline (the HTTP client's own cost). */
  floorCpuPerRequestMs: number;
  completedAll: boolean;
}

/** Section (a): runs every size on every server placement and prints the figures. */
export async function fanOutSection(settings: FanOutSettings): Promise<FanOutResult[]> {
  const { turns, latencyMs } = settings;
  const ideal = idealCriticalPathMs(turns, latencyMs);
  console.log(
    `\n(a) fan-out: N background subagents × K = ${turns} turns (K-1 Glob calls, then the end), ` +
      `L = ${latencyMs} ms per response, concurrency = N + 1 (the lead and every subagent may have a request in flight), plain temp dir (no worktrees)`,
  );
  console.log(
    `    ideal model critical path = (1 lead launch turn + K subagent turns + 1 lead turn after the drain) × L = ${ideal} ms`,
  );
  console.log(
    "    (the lead's own end-of-turn after the launch overlaps the subagents' first turn, so it is not on the path)",
  );
  const results: FanOutResult[] = [];
  for (const placement of settings.placements) {
    const server = await startModelServer(
      fanOutScenario({ sizes: [2, ...settings.sizes], turns, latencyMs }),
      placement,
      settings.scratch,
    );
    try {
      await measureModelFloor(server, 2, turns); // warm-up: JIT, connections
      await runFanOut({ agents: 2, turns, latencyMs, server });
      for (const agents of settings.sizes) {
        const floors: { wallMs: number; cpuPerRequestMs: number }[] = [];
        const runs = await repeat(settings.trials, async () => {
          floors.push(await measureModelFloor(server, agents, turns));
          return runFanOut({ agents, turns, latencyMs, server });
        });
        const sorted = [...runs].sort((a, b) => a.wallMs - b.wallMs);
        results.push({
          placement,
          agents,
          median: sorted[Math.floor((sorted.length - 1) / 2)]!,
          walls: runs.map((run) => run.wallMs),
          floorMs: median(floors.map((floor) => floor.wallMs)),
          floorCpuPerRequestMs: median(floors.map((floor) => floor.cpuPerRequestMs)),
          completedAll: runs.every(
            (run) => run.completed === agents && run.conclusion === 'success',
          ),
        });
        if (settings.profileDir) {
          const file = path.join(settings.profileDir, `fan-out-${agents}-${placement}.cpuprofile`);
          await runFanOut({ agents, turns, latencyMs, server, profileFile: file });
          await printProfile(file, agents, placement);
        }
      }
    } finally {
      await server.close();
    }
  }
  printFanOut(results, ideal);
  return results;
}

function printFanOut(results: FanOutResult[], ideal: number): void {
  const rows: Cell[][] = results.map((result) => [
    result.placement,
    result.agents,
    ms(result.median.wallMs),
    ratio(result.median.wallMs / ideal),
    ms(result.floorMs),
    ratio(result.floorMs / ideal),
    ratio(result.median.wallMs / result.floorMs),
    `${result.median.completed}/${result.agents}`,
    result.median.drainTurns,
    result.walls.map((wall) => Math.round(wall)).join(' '),
  ]);
  console.log(
    formatTable(
      [
        'server',
        'N',
        'wall',
        'wall ÷ ideal',
        'floor',
        'floor ÷ ideal',
        'wall ÷ floor',
        'done',
        'drain turns',
        'walls (ms)',
      ],
      rows,
    ),
  );
  console.log(
    [
      '    floor: the baseline measured in this run: the same calls made bare through the same client and server, without',
      '    Flotilla (1 call, then N chains of K calls at once, then 1 call). floor ÷ ideal is what the HTTP client and',
      "    the server cost; wall ÷ floor is Flotilla's own overhead.",
    ].join('\n'),
  );
  console.log('\n    Where the time went (median run; ms; means per request or per tool round):');
  const detail: Cell[][] = results.map((result) => {
    const b = result.median.breakdown;
    return b
      ? [
          result.placement,
          result.agents,
          Math.round(b.startupMs),
          Math.round(b.launchMs),
          b.requestMs.toFixed(1),
          b.responseMs.toFixed(1),
          b.toolRoundMs.toFixed(1),
          Math.round(b.endSpreadMs),
          Math.round(b.tailMs),
          `${Math.round(b.eventLoopBusy * 100)}%`,
          b.cpuPerRequestMs.toFixed(1),
          result.floorCpuPerRequestMs.toFixed(1),
        ]
      : [result.placement, result.agents, 'n/a', '', '', '', '', '', '', '', '', ''];
  });
  console.log(
    formatTable(
      [
        'server',
        'N',
        'startup',
        'launch',
        'request',
        'response',
        'tool round',
        'end spread',
        'tail',
        'loop busy',
        'cpu/request',
        'floor cpu/request',
      ],
      detail,
    ),
  );
  console.log(
    [
      "    startup: runFlotilla called → first model request at the server; launch: the lead's launch answer parsed",
      '    → the last subagent started its first turn; request: turn started → request at the server; response:',
      '    answer sent → parsed; tool round: tool turn parsed → next turn started; end spread: first → last',
      '    subagent ended (a notification that misses the drain costs the lead one more turn of L); tail: last',
      '    answer → runFlotilla returned; loop busy: event-loop utilisation over the run; cpu/request: CPU ms of this',
      "    process per model request (with the server's share when it runs in-process); floor cpu/request: the same for",
      '    the bare calls of the baseline (what the HTTP client alone costs).',
    ].join('\n'),
  );
}

async function printProfile(
  file: string,
  agents: number,
  placement: ServerPlacement,
): Promise<void> {
  const { busyMs, entries, components } = await summarizeProfile(file);
  console.log(
    `\n    CPU profile, ${placement} server, N = ${agents}: ${Math.round(busyMs)} ms busy; ${file}`,
  );
  const shown = entries
    .filter((entry) => / (src|node_modules)\//.test(entry.name))
    .slice(0, 14)
    .map((entry): Cell[] => [entry.inclusiveMs.toFixed(0), entry.selfMs.toFixed(0), entry.name]);
  console.log(formatTable(['incl ms', 'self ms', 'function'], shown).replace(/^/gm, '    '));
  const parts = components
    .slice(0, 16)
    .map((entry): Cell[] => [entry.selfMs.toFixed(0), entry.name]);
  console.log(formatTable(['self ms', 'component'], parts).replace(/^/gm, '    '));
}
