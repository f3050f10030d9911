import { spawn } from 'node:child_process';
import esbuild from 'esbuild';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fanOutPrompt, fanOutScenario, leadName } from './fan-out-scenario.js';
import { idealCriticalPathMs } from './fan-out.js';
import { startModelServer, type LoggedRequest, type ModelServer } from './model-server.js';
import { git } from './temp-repo.js';

/** The built CLI, as `npx flotilla` runs it. */
export const builtCli = fileURLToPath(new URL('../dist/cli/index.js', import.meta.url));

export interface ProcessRun {
  /** Spawn → exit, milliseconds. */
  wallMs: number;
  exitCode: number | null;
  /** Peak RSS of the process (bytes), reported by the process itself at exit. */
  maxRssBytes: number;
  /** Spawn → the first model request reached the server. */
  startMs: number;
  /** The first request reached the server → the last answer was sent. */
  modelMs: number;
  /** The last answer was sent → the process exited. */
  endMs: number;
  requests: number;
}

export interface CliCase {
  /** Which build ran: `this build` or `baseline` (see --baseline-cli). */
  build: string;
  /** The build's dist/cli/index.js. */
  entry: string;
  /** What the table calls it. */
  label: string;
  agents: number;
  /** Extra `flotilla run` arguments. */
  args: readonly string[];
  /** The model critical path of this case (ms): the fan-outs' baseline. */
  idealMs: number;
  /** The model latency of this case's server (ms). */
  latencyMs: number;
  /**
   * Each run starts with an empty compile cache (src/cli/compile-cache.ts), as the first run of a
   * build does; otherwise the runs share one, as a user's later runs do.
   */
  emptyCompileCache?: boolean;
  runs: ProcessRun[];
}

export interface CliProcessFigures {
  /** `node -e 0`, spawn → exit, each trial, in the environment every process here gets. */
  bareNodeMs: number[];
  /**
   * Node's own start-up variables of this environment (NODE_EXTRA_CA_CERTS, NODE_OPTIONS…),
   * which every process here gets, and `node -e 0` without them, each trial: what they cost
   * each process's start. Empty when none is set.
   */
  nodeVariables: string[];
  bareNodeWithoutNodeVariablesMs: number[];
  /**
   * A process that makes the one-turn run's single model call through Flotilla's model client and
   * exits (bench/model-call-process.ts, bundled), spawn → exit, each trial: the one-turn run's floor.
   */
  modelCallMs: number[];
  cases: CliCase[];
}

/**
 * Section (d): the built CLI (`node dist/cli/index.js run`) as a process, against the offline
 * server in a process of its own (as a real API would be), in a small git repository: the
 * whole-process wall time a user waits, next to `node -e 0` and the model critical path.
 */
export async function measureCliProcess(options: {
  scratch: string;
  trials: number;
  turns: number;
  latencyMs: number;
  /** Another build's dist/cli/index.js, run in the same trials for a before/after figure. */
  baselineCli?: string;
}): Promise<CliProcessFigures> {
  const builds = [
    { build: 'this build', entry: builtCli },
    ...(options.baselineCli ? [{ build: 'baseline', entry: options.baselineCli }] : []),
  ];
  for (const { entry } of builds) {
    if (!existsSync(entry)) {
      throw new Error(
        `${entry} is missing: run \`npm run build\` first (section d runs the built CLI).`,
      );
    }
  }
  const { turns, latencyMs } = options;
  const server = await startModelServer(
    fanOutScenario({ sizes: [4, 64], turns, latencyMs }),
    'separate-process',
    options.scratch,
  );
  // The one-turn run measures Flotilla's own start and end, so its model answers at once (the issue's
  // 0.9 s one-turn run spent 0.06 s in the model); a second server, since latency is per scenario.
  const instantServer = await startModelServer(
    fanOutScenario({ sizes: [0], turns, latencyMs: 0 }),
    'separate-process',
    await mkdtemp(path.join(options.scratch, 'instant-')),
  );
  const repo = await smallRepository(options.scratch);
  const reporter = await rssReporter(options.scratch);
  const modelCall = await bundleModelCall(options.scratch);
  const ideal = idealCriticalPathMs(turns, latencyMs);
  const cases: CliCase[] = builds.flatMap(({ build, entry }) => [
    {
      build,
      entry,
      label: 'one-turn run',
      agents: 0,
      args: [],
      idealMs: 0,
      latencyMs: 0,
      runs: [],
    },
    {
      build,
      entry,
      label: 'one-turn run, compile cache empty',
      agents: 0,
      args: [],
      idealMs: 0,
      latencyMs: 0,
      emptyCompileCache: true,
      runs: [],
    },
    {
      build,
      entry,
      label: 'fan-out N=4',
      agents: 4,
      args: [],
      idealMs: ideal,
      latencyMs,
      runs: [],
    },
    {
      build,
      entry,
      label: 'fan-out N=64 --concurrency 65',
      agents: 64,
      args: ['--concurrency', '65'],
      idealMs: ideal,
      latencyMs,
      runs: [],
    },
  ]);
  const serverOf = (entry: CliCase): ModelServer => (entry.agents === 0 ? instantServer : server);
  const bareNodeMs: number[] = [];
  const bareNodeWithoutNodeVariablesMs: number[] = [];
  const modelCallMs: number[] = [];
  const variables = Object.keys(nodeVariables());
  try {
    // Warm-up: the page cache, the server's JIT, and the compile cache the later runs share (the
    // first run of a build fills it: the case with an empty cache measures that run).
    for (const entry of cases.filter((each) => each.agents === 0)) {
      await runCli(serverOf(entry), repo, options.scratch, entry, reporter);
    }
    // Trials interleave the cases (and builds), so a change in the machine's load hits all alike.
    for (let trial = 0; trial < options.trials; trial += 1) {
      bareNodeMs.push(await timeProcess(['-e', '0']));
      if (variables.length > 0) {
        bareNodeWithoutNodeVariablesMs.push(
          await timeProcess(['-e', '0'], { PATH: process.env.PATH }),
        );
      }
      modelCallMs.push(await timeProcess([modelCall, instantServer.url]));
      for (const entry of cases) {
        entry.runs.push(await runCli(serverOf(entry), repo, options.scratch, entry, reporter));
      }
    }
  } finally {
    await Promise.all([server.close(), instantServer.close()]);
  }
  return {
    bareNodeMs,
    nodeVariables: variables,
    bareNodeWithoutNodeVariablesMs,
    modelCallMs,
    cases,
  };
}

async function smallRepository(scratch: string): Promise<string> {
  const repo = path.join(scratch, 'cli-repo');
  await mkdir(repo, { recursive: true });
  for (let index = 0; index < 8; index += 1) {
    await writeFile(path.join(repo, `file-${index}.txt`), `file ${index}\n`);
  }
  await git(repo, ['init', '--quiet', '--initial-branch', 'main']);
  await git(repo, ['add', '-A']);
  await git(repo, ['commit', '--quiet', '-m', 'bench: initial commit']);
  return repo;
}

/** bench/model-call-process.ts bundled into one file, as compact as dist/'s chunks. */
async function bundleModelCall(scratch: string): Promise<string> {
  const outfile = path.join(scratch, 'model-call', 'index.mjs');
  await esbuild.build({
    entryPoints: [fileURLToPath(new URL('./model-call-process.ts', import.meta.url))],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'es2022',
    minifyWhitespace: true,
    minifySyntax: true,
    logLevel: 'error',
    // CommonJS dependencies call require(); an ES module has none of its own.
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
  });
  return outfile;
}

/**
 * The variables of this environment that change how Node itself starts (NODE_EXTRA_CA_CERTS makes
 * every process read and parse a certificate bundle first: about 30 ms on the machine where this
 * was found). Every process section (d) compares gets them, the CLI and its baselines alike: a
 * user's `time` sees them in each, and a ratio of processes started differently would not be one.
 */
function nodeVariables(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      (entry): entry is [string, string] => entry[0].startsWith('NODE_') && entry[1] !== undefined,
    ),
  );
}

/**
 * `node ARGS`, spawn → exit (ms), in the environment the CLI runs get (or `env`); a failure is
 * an error, not a figure.
 */
function timeProcess(
  args: readonly string[],
  env: NodeJS.ProcessEnv = { PATH: process.env.PATH, ...nodeVariables() },
): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'ignore', 'inherit'] });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve(performance.now() - started)
        : reject(new Error(`node ${args.join(' ')} exited with ${code}`)),
    );
  });
}

/**
 * Writes the file that reports a process's peak RSS into FLOTILLA_BENCH_RSS_FILE as it exits: a
 * CommonJS file given to `--require`, which costs the process about 1 ms (an ES module given to
 * `--import` would have Node set up its ES module loader first, about 4 ms the CLI itself does
 * not spend).
 */
async function rssReporter(scratch: string): Promise<string> {
  const file = path.join(scratch, 'rss-reporter.cjs');
  await writeFile(
    file,
    "process.on('exit', () => require('node:fs').writeFileSync(process.env.FLOTILLA_BENCH_RSS_FILE, String(process.resourceUsage().maxRSS * 1024)));\n",
  );
  return file;
}

async function runCli(
  server: ModelServer,
  repo: string,
  scratch: string,
  entry: CliCase,
  reporter: string,
): Promise<ProcessRun> {
  const dir = await mkdtemp(path.join(scratch, 'cli-run-'));
  const rssFile = path.join(dir, 'rss');
  const before = (await server.requests()).length;
  const args = [
    '--require',
    reporter,
    entry.entry,
    'run',
    '--prompt',
    fanOutPrompt(entry.agents),
    '--repo',
    repo,
    '--base-url',
    server.url,
    '--state-dir',
    path.join(dir, 'state'),
    ...entry.args,
  ];
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    ...nodeVariables(),
    NODE_COMPILE_CACHE: entry.emptyCompileCache
      ? path.join(dir, 'compile-cache')
      : path.join(scratch, 'compile-cache'),
    HOME: dir,
    ANTHROPIC_API_KEY: 'offline-bench',
    FLOTILLA_BENCH_RSS_FILE: rssFile,
  };
  const startedAt = Date.now();
  const started = performance.now();
  const { code, stderr } = await new Promise<{ code: number | null; stderr: string }>(
    (resolve, reject) => {
      const child = spawn(process.execPath, args, {
        cwd: repo,
        env,
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let text = '';
      child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
      child.once('error', reject);
      child.once('exit', (exitCode) => resolve({ code: exitCode, stderr: text }));
    },
  );
  const wallMs = performance.now() - started;
  const exitedAt = startedAt + wallMs;
  if (code !== 0) {
    process.stderr.write(
      `    ${entry.build}, ${entry.label}: flotilla exited ${code}:\n${stderr.slice(-2000)}\n`,
    );
  }
  const requests: LoggedRequest[] = (await server.requests()).slice(before);
  const maxRssBytes = Number(await readFile(rssFile, 'utf8').catch(() => 'NaN'));
  await rm(dir, { recursive: true, force: true });
  const first = requests.find((request) => request.agent === leadName)?.receivedAt ?? Number.NaN;
  const lastAnswer = Math.max(...requests.map((request) => request.respondedAt ?? Number.NaN));
  return {
    wallMs,
    exitCode: code,
    maxRssBytes,
    startMs: first - startedAt,
    modelMs: lastAnswer - first,
    endMs: exitedAt - lastAnswer,
    requests: requests.length,
  };
}

/** The run of median wall time. */
export function medianRun(runs: readonly ProcessRun[]): ProcessRun {
  const sorted = [...runs].sort((a, b) => a.wallMs - b.wallMs);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}
