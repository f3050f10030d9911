/**
 * `npm run bench`: Flotilla's performance figures, each against a baseline measured in the same
 * run. See docs/benchmarks.md for what each figure means.
 *
 *   npm run bench                      every section
 *   npm run bench -- --only a,c        some of them (a fan-out, b worktrees, c memory, d CLI process, e cache, f MCP)
 *   npm run bench -- --quick           one trial each (a rough look, about a minute)
 *   npm run bench -- --profile DIR     also write and summarise CPU profiles of the fan-out runs
 *   npm run bench -- --only d --baseline-cli OTHER/dist/cli/index.js   (d) for two builds, interleaved
 */
import { mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { bundleFanOutChild } from './bundle-child.js';
import { cacheSection } from './cache.js';
import { cliProcessSection } from './cli-process-section.js';
import { fanOutSection, type FanOutResult } from './fan-out-section.js';
import { measureMcp } from './mcp.js';
import { measureMemory, perAddedSubagent, type MemoryFigure } from './memory.js';
import { mb, ms, ratio } from './stats.js';
import { formatTable, type Cell } from './table.js';
import { createTemplateRepository, makeScratch } from './temp-repo.js';
import { measureWorktrees, type WorktreeFigure } from './worktrees.js';

const { values } = parseArgs({
  options: {
    only: { type: 'string', default: 'a,b,c,d,e,f' },
    quick: { type: 'boolean', default: false },
    profile: { type: 'string' },
    'baseline-cli': { type: 'string' },
  },
});
const sections = new Set((values.only ?? 'a,b,c,d,e,f').split(',').map((name) => name.trim()));
const unknownSections = [...sections].filter(
  (name) => !['a', 'b', 'c', 'd', 'e', 'f'].includes(name),
);
if (unknownSections.length > 0) {
  console.error(
    `Unknown section(s) in --only: ${unknownSections.join(', ')}. Expected a comma-separated list of a (fan-out), b (worktrees), c (memory), d (the built CLI as a process), e (prompt cache), f (MCP), e.g. --only a,c.`,
  );
  process.exit(2);
}
const trials = values.quick ? 1 : 3;
const K = 3;
const L = 200;
const fanOutSizes = [4, 16, 64];
const worktreeCounts = [8, 32];
const memorySizes = [0, 1, 4, 16, 64];

interface TargetRow {
  target: string;
  measured: string;
  limit: string;
  pass: boolean;
}

const cpus = os.cpus();
const loadBefore = os.loadavg()[0]!;
console.log(
  `Flotilla benchmark — ${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown CPU'}), ` +
    `${Math.round(os.totalmem() / 1024 ** 3)} GB, node ${process.version}, ${os.platform()}; ` +
    `load average ${loadBefore.toFixed(1)} at start`,
);
if (loadBefore > cpus.length) {
  console.log(
    `  warning: the machine is busy (load ${loadBefore.toFixed(1)} on ${cpus.length} cores); timings will be inflated.`,
  );
}
const started = performance.now();
const scratch = await makeScratch('flotilla-bench-');
const targets: TargetRow[] = [];
try {
  if (sections.has('a')) {
    const sectionStarted = performance.now();
    const results = await fanOutSection({
      sizes: fanOutSizes,
      turns: K,
      latencyMs: L,
      trials,
      placements: ['in-process', 'separate-process'],
      scratch: scratch.dir,
      ...(values.profile ? { profileDir: await absoluteDir(values.profile) } : {}),
    });
    targets.push(...fanOutTargets(results));
    elapsed('(a)', sectionStarted);
  }
  if (sections.has('b')) {
    const sectionStarted = performance.now();
    targets.push(...(await worktreeSection(scratch.dir)));
    elapsed('(b)', sectionStarted);
  }
  if (sections.has('c')) {
    const sectionStarted = performance.now();
    targets.push(...(await memorySection(scratch.dir)));
    elapsed('(c)', sectionStarted);
  }
  if (sections.has('d')) {
    const sectionStarted = performance.now();
    targets.push(
      ...(await cliProcessSection({
        scratch: scratch.dir,
        trials,
        turns: K,
        latencyMs: L,
        ...(values['baseline-cli'] ? { baselineCli: path.resolve(values['baseline-cli']) } : {}),
      })),
    );
    elapsed('(d)', sectionStarted);
  }
  if (sections.has('e')) {
    const sectionStarted = performance.now();
    targets.push(...(await cacheSection(scratch.dir, trials)));
    elapsed('(e)', sectionStarted);
  }
  if (sections.has('f')) {
    const sectionStarted = performance.now();
    targets.push(...(await mcpSection()));
    elapsed('(f)', sectionStarted);
  }
} finally {
  await scratch.cleanup();
}

const loadAfter = os.loadavg()[0]!;
console.log(
  `\nSummary (${cpus.length} cores; ${((performance.now() - started) / 1000).toFixed(0)} s; load average ${loadBefore.toFixed(1)} → ${loadAfter.toFixed(1)})`,
);
console.log(
  formatTable(
    ['target', 'measured', 'limit', 'result'],
    targets.map((row) => [row.target, row.measured, row.limit, row.pass ? 'PASS' : 'MISS']),
  ),
);

function fanOutTargets(results: FanOutResult[]): TargetRow[] {
  const rows: TargetRow[] = [];
  const ideal = (1 + K + 1) * L;
  const inProcess = results.filter((result) => result.placement === 'in-process');
  for (const [agents, limit] of [
    [4, 1.15],
    [64, 1.3],
  ] as const) {
    const result = inProcess.find((entry) => entry.agents === agents);
    if (!result) continue;
    const value = result.median.wallMs / ideal;
    rows.push({
      target: `(a) fan-out N=${agents}: wall ÷ ideal (${ideal} ms)`,
      measured: `${ratio(value, 3)} (${ms(result.median.wallMs)})`,
      limit: `≤ ${limit.toFixed(2)}×`,
      pass: value <= limit,
    });
  }
  const done = results.every((result) => result.completedAll);
  rows.push({
    target: `(a) fan-out: every subagent completed (N = ${fanOutSizes.join(', ')}, both servers)`,
    measured: done ? 'all' : 'some did not',
    limit: 'all',
    pass: done,
  });
  return rows;
}

async function worktreeSection(dir: string): Promise<TargetRow[]> {
  console.log(
    '\n(b) worktrees: N isolated agent worktrees created at once through the worktree manager, vs raw git on a copy of the same repository (300 files)',
  );
  const template = await createTemplateRepository(dir, 300);
  const figures: WorktreeFigure[] = [];
  for (const count of worktreeCounts) {
    // Fewer trials of the big count keep the whole bench near three minutes.
    const countTrials = count >= 32 ? Math.min(trials, 2) : trials;
    figures.push((await measureWorktrees(template, dir, count, countTrials)).figure);
  }
  const rows: Cell[][] = figures.map((figure) => [
    figure.count,
    ms(figure.managerMs),
    ms(figure.rawSequentialMs),
    ms(figure.rawTwoPhaseMs),
    ratio(figure.managerMs / figure.rawMs),
    ms(figure.managerMs / figure.count),
    ms(figure.rawMs / figure.count),
    figure.allCreated ? 'yes' : 'NO',
  ]);
  console.log(
    formatTable(
      [
        'N',
        'manager',
        'raw seq',
        'raw 2-phase',
        'manager ÷ raw',
        'manager/wt',
        'raw/wt',
        'all created',
      ],
      rows,
    ),
  );
  console.log(
    '    raw seq: `git worktree add --no-track -b` one after another; raw 2-phase: `--no-checkout` adds one after another,\n' +
      '    then every `git reset --hard` at once. The baseline (÷ raw) is the faster of the two. Medians of ' +
      `${trials} trial(s) (N=32: ${Math.min(trials, 2)}), each on a fresh copy.`,
  );
  for (const figure of figures) {
    const calls = [...figure.managerGitCalls.entries()]
      .map(([name, entry]) => `${name} ${entry.calls}× ${(entry.ms / entry.calls).toFixed(0)} ms`)
      .join(', ');
    console.log(`    N=${figure.count} manager's git calls (count × mean): ${calls}`);
  }
  console.log(
    '    (worktreeList, tryRevParse and worktreeAdd run under the repository lock, one worktree after another, with a\n' +
      '    fsynced record write; checkoutHead runs outside it, in parallel)',
  );
  return figures.map((figure) => ({
    target: `(b) worktrees N=${figure.count}: manager ÷ fastest raw git`,
    measured: `${ratio(figure.managerMs / figure.rawMs, 3)} (${ms(figure.managerMs)} vs ${ms(figure.rawMs)})`,
    limit: '≤ 1.20×',
    pass: figure.allCreated && figure.managerMs / figure.rawMs <= 1.2,
  }));
}

async function memorySection(dir: string): Promise<TargetRow[]> {
  console.log(
    `\n(c) memory: peak RSS of a fresh process running one fan-out (K = ${K}, L = ${L} ms, offline server in-process), per N`,
  );
  const bundle = await bundleFanOutChild(dir);
  const bundled = bundle ? await measureMemory(memorySizes, 1, bundle) : undefined;
  const underTsx = await measureMemory(bundle ? [0, 4] : memorySizes, 1);
  const print = (label: string, figure: MemoryFigure) => {
    const sizes = [...figure.peak.keys()];
    console.log(
      formatTable(
        ['process', ...sizes.map((size) => `N=${size}`)],
        [
          [`${label} peak RSS`, ...sizes.map((size) => mb(figure.peak.get(size)!))],
          [`${label} wall (cold)`, ...sizes.map((size) => ms(figure.wall.get(size)!))],
        ],
      ),
    );
  };
  if (bundled) print('bundled', bundled);
  else console.log('    (esbuild not found: no bundled figures; tsx adds ~50 MB)');
  print('tsx', underTsx);
  const figure = bundled ?? underTsx;
  const slopes: [string, number][] = [
    ...(figure.peak.has(1) ? [['1→4', perAddedSubagent(figure, 1, 4)] as [string, number]] : []),
    ['4→64', perAddedSubagent(figure, 4, 64)],
  ];
  const first = figure.peak.has(1) ? perAddedSubagent(figure, 0, 1) : Number.NaN;
  console.log(
    `    per added subagent: ${slopes.map(([span, value]) => `${span}: ${value.toFixed(2)} MB`).join(', ')}` +
      (Number.isFinite(first)
        ? `; the first one (0→1, one-time: tools, JIT, heap growth): ${first.toFixed(1)} MB`
        : ''),
  );
  console.log(
    `    bundled: the child bundled with esbuild and run by plain node, as the shipped CLI runs; tsx: node --import tsx bench/fan-out-child.ts N.`,
  );
  const worst = Math.max(...slopes.map(([, value]) => value));
  const atFour = figure.peak.get(4) ?? Number.NaN;
  return [
    {
      target: `(c) peak RSS per added subagent (${bundled ? 'bundled' : 'tsx'}, max of ${slopes.map(([span]) => span).join(', ')})`,
      measured: `${worst.toFixed(2)} MB`,
      limit: '≤ 5 MB',
      pass: worst <= 5 && figure.allCompleted,
    },
    {
      target: `(c) peak RSS in all at N=4 (${bundled ? 'bundled' : 'tsx'})`,
      measured: mb(atFour),
      limit: '≤ 120 MB',
      pass: atFour <= 120 * 1024 * 1024,
    },
  ];
}

async function mcpSection(): Promise<TargetRow[]> {
  const mcpTrials = values.quick ? 3 : 5;
  const calls = 100;
  console.log(
    `\n(f) MCP: Flotilla's MCP client vs the SDK's own client on the same stdio test server (medians of ${mcpTrials} trials, ${calls} sequential calls each)`,
  );
  const figure = await measureMcp(mcpTrials, calls);
  const startRatio = figure.flotillaStartMs / figure.sdkStartMs;
  const callRatio = figure.flotillaCallMs / figure.sdkCallMs;
  console.log(
    formatTable(
      ['', 'Flotilla', 'SDK directly', 'ratio', 'overhead'],
      [
        [
          'start-up (spawn → tools listed)',
          ms(figure.flotillaStartMs),
          ms(figure.sdkStartMs),
          ratio(startRatio),
          ms(figure.flotillaStartMs - figure.sdkStartMs),
        ],
        [
          'one tool call',
          `${figure.flotillaCallMs.toFixed(3)} ms`,
          `${figure.sdkCallMs.toFixed(3)} ms`,
          ratio(callRatio),
          `${(figure.flotillaCallMs - figure.sdkCallMs).toFixed(3)} ms`,
        ],
      ],
    ),
  );
  console.log(
    '    Flotilla start-up also lists resources (for ListMcpResourcesTool) and starts the server in its own process group;\n' +
      '    a call also applies the per-call timeout and turns the result into tool output.',
  );
  return [
    {
      target: '(f) MCP start-up: Flotilla ÷ SDK directly',
      measured: `${ratio(startRatio, 3)} (${ms(figure.flotillaStartMs)} vs ${ms(figure.sdkStartMs)})`,
      limit: '≤ 1.25×',
      pass: figure.allAnswered && startRatio <= 1.25,
    },
    {
      target: '(f) MCP per-call: Flotilla ÷ SDK directly',
      measured: `${ratio(callRatio, 3)} (${figure.flotillaCallMs.toFixed(3)} vs ${figure.sdkCallMs.toFixed(3)} ms)`,
      limit: '≤ 1.50×',
      pass: figure.allAnswered && callRatio <= 1.5,
    },
  ];
}

function elapsed(section: string, since: number): void {
  console.log(`    ${section} took ${((performance.now() - since) / 1000).toFixed(0)} s.`);
}

async function absoluteDir(dir: string): Promise<string> {
  const absolute = path.resolve(dir);
  await mkdir(absolute, { recursive: true });
  return absolute;
}
