import { measureCliProcess, medianRun, type CliCase } from './cli-process.js';
import { mb, median, ms, ratio } from './stats.js';
import { formatTable, type Cell } from './table.js';

export interface CliTarget {
  target: string;
  measured: string;
  limit: string;
  pass: boolean;
}

/** The limit of each case: its wall ÷ its baseline (see docs/benchmarks.md, section d). */
const limits: Record<string, number> = {
  'one-turn run': 3,
  'fan-out N=4': 1.25,
  'fan-out N=64 --concurrency 65': 1.5,
};

/**
 * Section (d): the built CLI as a process against the offline server in another process. Prints
 * each case next to its baseline from the same run, and where the time went.
 */
export async function cliProcessSection(options: {
  scratch: string;
  trials: number;
  turns: number;
  latencyMs: number;
  baselineCli?: string;
}): Promise<CliTarget[]> {
  console.log(
    `\n(d) the built CLI as a process (node dist/cli/index.js run, in a git repository of 8 files), offline server in a\n` +
      `    separate process, K = ${options.turns}, L = ${options.latencyMs} ms (0 ms for the one-turn run: it measures Flotilla's own\n` +
      `    start and end); baselines: a bare \`node -e 0\` for the one-turn run, the model critical path for the fan-outs`,
  );
  const figures = await measureCliProcess(options);
  const bare = median(figures.bareNodeMs);
  const baseline = (entry: CliCase): number => (entry.agents === 0 ? bare : entry.idealMs);
  const rows: Cell[][] = figures.cases.map((entry) => {
    const run = medianRun(entry.runs);
    return [
      entry.build,
      entry.label,
      ms(run.wallMs),
      ms(baseline(entry)),
      ratio(run.wallMs / baseline(entry)),
      mb(median(entry.runs.map((each) => each.maxRssBytes))),
      entry.runs.map((each) => Math.round(each.wallMs)).join(' '),
    ];
  });
  console.log(
    formatTable(
      ['build', 'case', 'wall', 'baseline', 'wall ÷ baseline', 'peak RSS', 'walls (ms)'],
      rows,
    ),
  );
  console.log(`    node -e 0: ${figures.bareNodeMs.map((each) => Math.round(each)).join(' ')} ms`);
  if (figures.nodeVariables.length > 0) {
    const without = median(figures.bareNodeWithoutNodeVariablesMs);
    console.log(
      `    every process above starts with this environment's ${figures.nodeVariables.join(', ')}, as a user's \`time\` would:\n` +
        `    without ${figures.nodeVariables.length === 1 ? 'it' : 'them'} \`node -e 0\` takes ${ms(without)} (${figures.bareNodeWithoutNodeVariablesMs.map((each) => Math.round(each)).join(' ')} ms), so each start here costs ${ms(bare - without)} more`,
    );
  }
  const modelCall = median(figures.modelCallMs);
  console.log(
    `    the one-turn run's floor, its one model call alone in a process (bench/model-call-process.ts, bundled):\n` +
      `    ${ms(modelCall)} = ${ratio(modelCall / bare, 2)} \`node -e 0\` (${figures.modelCallMs.map((each) => Math.round(each)).join(' ')} ms)`,
  );
  for (const entry of figures.cases.filter((each) => each.agents === 0)) {
    const wall = medianRun(entry.runs).wallMs;
    console.log(
      `    ${entry.build}: ${entry.label} ${ms(wall)} = floor + ${ms(wall - modelCall)} of Flotilla's own start, work and end`,
    );
  }
  console.log('\n    Where the time went (median run; ms):');
  console.log(
    formatTable(
      [
        'build',
        'case',
        'start → 1st request',
        'model (1st request → last answer)',
        'of which model waits',
        'between turns (tools, Flotilla)',
        'last answer → exit',
      ],
      figures.cases.map((entry) => {
        const run = medianRun(entry.runs);
        const waits = entry.agents === 0 ? entry.latencyMs : entry.idealMs;
        return [
          entry.build,
          entry.label,
          Math.round(run.startMs),
          Math.round(run.modelMs),
          Math.round(waits),
          Math.round(run.modelMs - waits),
          Math.round(run.endMs),
        ];
      }),
    ),
  );
  console.log(
    "    start: process spawned → the lead's first request reached the server; model waits: the latency L of the\n" +
      '    requests on the critical path; between turns: the rest of first request → last answer (tool calls, transcripts,\n' +
      "    notifications, Flotilla's own turn work); end: the last answer sent → the process exited (results, files, exit).",
  );
  // The run with an empty compile cache has no target of its own: it shows what the first run of
  // a build costs (src/cli/compile-cache.ts), next to the runs after it.
  const targeted = figures.cases.filter((entry) => entry.label in limits);
  return [...targeted.map(timeTarget), ...memoryTargets(figures.cases)];

  function timeTarget(entry: CliCase): CliTarget {
    const build = entry.build === 'this build' ? '' : ` [${entry.build}]`;
    const run = medianRun(entry.runs);
    const limit = limits[entry.label] ?? Number.NaN;
    const value = run.wallMs / baseline(entry);
    const ok = entry.runs.every((each) => each.exitCode === 0);
    return {
      target: `(d)${build} CLI ${entry.label}: wall ÷ ${entry.agents === 0 ? '`node -e 0`' : `model critical path (${entry.idealMs} ms)`}`,
      measured: `${ratio(value, 2)} (${ms(run.wallMs)} vs ${ms(baseline(entry))})${ok ? '' : ', a run failed'}`,
      limit: `≤ ${limit.toFixed(2)}×`,
      pass: ok && value <= limit,
    };
  }
}

/** Peak RSS of this build's CLI: ≤ 120 MB at N = 4, and N = 64 within 1.2 × of N = 4. */
function memoryTargets(cases: readonly CliCase[]): CliTarget[] {
  const peak = (agents: number): number => {
    const entry = cases.find((each) => each.build === 'this build' && each.agents === agents);
    return entry ? median(entry.runs.map((run) => run.maxRssBytes)) : Number.NaN;
  };
  const four = peak(4);
  const sixtyFour = peak(64);
  return [
    {
      target: '(d) CLI peak RSS at N=4',
      measured: mb(four),
      limit: '≤ 120 MB',
      pass: four <= 120 * 1024 * 1024,
    },
    {
      target: '(d) CLI peak RSS at N=64 ÷ at N=4',
      measured: `${ratio(sixtyFour / four, 2)} (${mb(sixtyFour)})`,
      limit: '≤ 1.20×',
      pass: sixtyFour / four <= 1.2,
    },
  ];
}
