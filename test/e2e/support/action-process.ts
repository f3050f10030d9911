import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse } from 'yaml';
import { repoRoot } from './action-repo.js';

/**
 * Runs the bundled Action (dist/action/index.js) as a process, the way the GitHub Actions runner
 * does: `node <action>/dist/action/index.js` with every input as INPUT_<NAME> (defaults from
 * action.yml filled in, as the runner does), the GITHUB_* variables, GITHUB_OUTPUT and
 * GITHUB_STEP_SUMMARY as files, no stdin, and an environment built from scratch (nothing of the
 * test process leaks in).
 */

export const actionEntry = path.join(repoRoot, 'dist', 'action', 'index.js');

/**
 * What the process runs: the bundle, or — for quick iteration on the sources, never in CI —
 * the TypeScript file FLOTILLA_E2E_ENTRY names (e.g. src/action/index.ts), run through tsx.
 */
function entryArguments(): string[] {
  const override = process.env.FLOTILLA_E2E_ENTRY;
  if (!override) return [actionEntry];
  const tsx = pathToFileURL(
    path.join(repoRoot, 'node_modules', 'tsx', 'dist', 'esm', 'index.mjs'),
  ).href;
  return ['--import', tsx, path.resolve(repoRoot, override)];
}

interface ActionYml {
  inputs: Record<string, { default?: string }>;
}

const actionYml = parse(readFileSync(path.join(repoRoot, 'action.yml'), 'utf8')) as ActionYml;

export interface ActionRunOptions {
  /** Directory for this run's files (runner temp, outputs, summary, TMPDIR). */
  dir: string;
  workspace: string;
  eventName: string;
  /** The payload file; undefined: GITHUB_EVENT_PATH is not set. */
  eventPath?: string;
  repository: string;
  apiUrl: string;
  actor: string;
  /** Action inputs by their action.yml names; the github.token default is `githubToken`. */
  inputs: Record<string, string>;
  githubToken: string;
  /** Extra environment variables (secrets a workflow exposes, …). */
  env?: Record<string, string>;
  runId?: string;
  /** Called once the process runs, with it and its output so far (to send it signals). */
  control?: (child: ChildProcess, output: () => string) => void;
}

export interface ActionRun {
  exitCode: number | null;
  stdout: string;
  stderr: string;
  /** Step outputs parsed from GITHUB_OUTPUT. */
  outputs: Record<string, string>;
  /** The raw GITHUB_OUTPUT file. */
  outputFile: string;
  summary: string;
  /** RUNNER_TEMP of the run. */
  runnerTemp: string;
  /** TMPDIR of the run: where state, transcripts and base-configuration copies go. */
  tmpDir: string;
}

let counter = 0;

export async function runActionProcess(options: ActionRunOptions): Promise<ActionRun> {
  counter += 1;
  const runDir = await mkdtemp(path.join(options.dir, `run-${counter}-`));
  const runnerTemp = path.join(runDir, 'runner-temp');
  const tmpDir = path.join(runDir, 'tmp');
  const home = path.join(runDir, 'home');
  for (const directory of [runnerTemp, tmpDir, home]) await mkdir(directory, { recursive: true });
  const outputPath = path.join(runDir, 'github-output');
  const summaryPath = path.join(runDir, 'step-summary.md');
  await writeFile(outputPath, '');
  await writeFile(summaryPath, '');
  const globalConfig = path.join(home, '.gitconfig');
  await writeFile(globalConfig, '');

  const inputs: Record<string, string> = {};
  for (const [name, input] of Object.entries(actionYml.inputs)) {
    const fallback = input.default ?? '';
    inputs[name] = fallback.includes('${{ github.token }}') ? options.githubToken : fallback;
  }
  Object.assign(inputs, options.inputs);

  const runId = options.runId ?? String(9_000_000 + counter);
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: home,
    TMPDIR: tmpDir,
    LANG: 'C.UTF-8',
    GIT_CONFIG_GLOBAL: globalConfig,
    GIT_CONFIG_NOSYSTEM: '1',
    CI: 'true',
    GITHUB_ACTIONS: 'true',
    RUNNER_OS: 'Linux',
    RUNNER_TEMP: runnerTemp,
    GITHUB_WORKSPACE: options.workspace,
    GITHUB_EVENT_NAME: options.eventName,
    ...(options.eventPath ? { GITHUB_EVENT_PATH: options.eventPath } : {}),
    GITHUB_REPOSITORY: options.repository,
    GITHUB_API_URL: options.apiUrl,
    GITHUB_SERVER_URL: 'https://github.test',
    GITHUB_ACTOR: options.actor,
    GITHUB_TRIGGERING_ACTOR: options.actor,
    GITHUB_OUTPUT: outputPath,
    GITHUB_STEP_SUMMARY: summaryPath,
    GITHUB_RUN_ID: runId,
    GITHUB_RUN_ATTEMPT: '1',
    ...options.env,
  };
  for (const [name, value] of Object.entries(inputs))
    env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] = value;

  const child = spawn(process.execPath, entryArguments(), {
    cwd: options.workspace,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  options.control?.(child, () => stdout + stderr);
  const exitCode = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve(code));
  });
  const outputFile = await readFile(outputPath, 'utf8');
  return {
    exitCode,
    stdout,
    stderr,
    outputs: parseOutputFile(outputFile),
    outputFile,
    summary: await readFile(summaryPath, 'utf8'),
    runnerTemp,
    tmpDir,
  };
}

/** GITHUB_OUTPUT holds `name<<DELIMITER\nvalue\nDELIMITER` blocks (or `name=value` lines). */
export function parseOutputFile(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const lines = text.split('\n');
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] ?? '';
    const heredoc = /^([^=<]+)<<(.+)$/.exec(line);
    if (heredoc) {
      const [, name = '', delimiter] = heredoc;
      const value: string[] = [];
      for (index += 1; index < lines.length && lines[index] !== delimiter; index += 1)
        value.push(lines[index] ?? '');
      outputs[name] = value.join('\n');
      continue;
    }
    const plain = /^([^=]+)=(.*)$/.exec(line);
    if (plain) outputs[plain[1] ?? ''] = plain[2] ?? '';
  }
  return outputs;
}

/** A short, readable account of a run for assertion messages. */
export function describeRun(run: ActionRun): string {
  return `exit ${run.exitCode}\n--- stdout ---\n${run.stdout}\n--- stderr ---\n${run.stderr}`;
}
