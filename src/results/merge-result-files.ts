import path from 'node:path';
import { UserError, errorMessage } from '../errors.js';
import {
  describeMergeHead,
  jobLabel,
  mergeHead,
  mergeResults,
  worstConclusion,
} from './merge-results.js';
import { oneLine } from './one-line.js';
import { readRunResult } from './run-result-io.js';
import type { Conclusion, IncompleteAgent, RunResult } from './run-result.js';

/** The summary tables and review bodies show one line per agent. */
const maxReasonLength = 300;

export interface MergeFilesOptions {
  /**
   * The agents the matrix planned (the plan job's `matrix` output): each one no readable result
   * names is reported incomplete, so a job killed before it wrote its file is never silent.
   */
  expectedAgents?: readonly string[];
  /** Where file paths in reasons are shown relative to (the workspace, the current directory). */
  baseDirectory?: string;
  /**
   * Takes a notice: a file that repeats another's result (merged once), results on several heads
   * (which one the merge is on, and how many findings it leaves unanchored).
   */
  warn?: (line: string) => void;
  /** The head to post on when the files do not agree on one (MergeOptions.headSha). */
  headSha?: string;
}

export interface MergedFiles {
  result: RunResult;
  /** What the merge itself found missing: unreadable files and expected agents with no result. */
  unmerged: IncompleteAgent[];
  /** How many of the files were read and merged. */
  mergedFiles: number;
  /** Each merged result's job (jobLabel) and conclusion: which job made the merge what it is. */
  jobs: { label: string; conclusion: Conclusion }[];
}

/**
 * Merges the RunResult files of a matrix (mergeResults) without letting one bad file sink the
 * others: a file that cannot be read or is not a valid RunResult is reported in `incomplete` with
 * its path and error, and so is each expected agent no readable file names. Either makes the
 * conclusion at least `partial`. The same files give the same result: merging is pure.
 * Throws UserError only when no file at all is readable (there is nothing to publish).
 */
export async function mergeResultFiles(
  files: readonly string[],
  options: MergeFilesOptions = {},
): Promise<MergedFiles> {
  const shown = (file: string) =>
    options.baseDirectory ? path.relative(options.baseDirectory, file) || file : file;
  const settled = await Promise.allSettled(files.map((file) => readRunResult(file)));
  const results: RunResult[] = [];
  const unreadable: { file: string; error: string }[] = [];
  // The same run's result twice (a glob matching an artifact and its copy) is merged once: its
  // agents, cost and changes counted twice would be a false total.
  const seen = new Map<string, string>();
  settled.forEach((outcome, index) => {
    const file = files[index] ?? '';
    if (outcome.status === 'fulfilled') {
      const identity = resultIdentity(outcome.value);
      const first = identity === undefined ? undefined : seen.get(identity);
      if (first !== undefined) {
        options.warn?.(`${shown(file)} holds the same result as ${shown(first)}: merged once.`);
        return;
      }
      if (identity !== undefined) seen.set(identity, file);
      results.push(outcome.value);
      return;
    }
    if (!(outcome.reason instanceof UserError)) throw outcome.reason;
    unreadable.push({ file, error: errorMessage(outcome.reason) });
  });
  // An agent a readable result names, as run or as incomplete (not started by its lead, say), has
  // its result: only the others are missing.
  const arrived = new Set(
    results.flatMap((result) => [
      ...result.agents.map((agent) => agent.name),
      ...result.incomplete.map((entry) => entry.name),
    ]),
  );
  const absent = (options.expectedAgents ?? []).filter((agent) => !arrived.has(agent));
  // A planned agent whose only file is the unreadable one is one loss, listed once under its name.
  const owned = new Set<string>();
  const unreadableEntries: IncompleteAgent[] = unreadable.map(({ file, error }) => {
    const owner = fileOwner(shown(file), absent);
    if (owner) owned.add(owner);
    return {
      name: owner ?? shown(file),
      agent_id: '',
      status: 'failed',
      reason: oneLine(
        `${owner ? `its result file ${shown(file)}` : 'its result file'} could not be merged: ${error}`,
        maxReasonLength,
      ),
    };
  });
  const missing: IncompleteAgent[] = absent
    .filter((agent) => !owned.has(agent))
    .map((agent) => ({
      name: agent,
      agent_id: '',
      status: 'failed',
      reason:
        'the matrix planned it, but no readable result file names it (its job failed, was ' +
        'cancelled or was killed before it wrote results.json, or the file was not downloaded)',
    }));
  const unmerged = [...unreadableEntries, ...missing];
  if (results.length === 0) {
    const problems = unmerged.map((entry) => `  - ${entry.name}: ${entry.reason}`);
    throw new UserError(
      `None of the ${files.length} result file(s) could be merged:\n${problems.join('\n')}`,
      'Check the matrix jobs’ logs: each job writes results.json (the result_file output) when it ends.',
    );
  }
  const head = describeMergeHead(mergeHead(results, options.headSha));
  if (head) options.warn?.(head);
  const merged = mergeResults(results, options.headSha ? { headSha: options.headSha } : {});
  const result =
    unmerged.length === 0
      ? merged
      : {
          ...merged,
          conclusion: worstConclusion([merged.conclusion, 'partial']),
          incomplete: [...merged.incomplete, ...unmerged],
        };
  const jobs = results.map((job) => ({ label: jobLabel(job), conclusion: job.conclusion }));
  return { result, unmerged, mergedFiles: results.length, jobs };
}

/**
 * The jobs that made a merge's conclusion what it is, for a message ("beta's job ended
 * cancelled"): undefined when none did (the merge itself found a file or an agent missing).
 */
export function jobsEndedWith(
  jobs: MergedFiles['jobs'],
  conclusion: Conclusion,
): string | undefined {
  const ended = jobs.filter((job) => job.conclusion === conclusion);
  if (ended.length === 0) return undefined;
  return `${ended.map((job) => `${job.label}'s job`).join(', ')} ended ${conclusion}`;
}

/** What makes two result files one result: the run and the agents it ran (none without a run id). */
function resultIdentity(result: RunResult): string | undefined {
  if (!result.run_id) return undefined;
  const agents = result.agents.map((agent) => agent.agent_id).sort();
  return JSON.stringify([result.run_id, result.started_at, agents]);
}

/**
 * The planned agent an unreadable result file belongs to, read from its path as
 * actions/download-artifact lays it out (`flotilla-result-<agent>/results.json`): the longest
 * agent name that is a directory or file name of the path, or ends one after `-` or `_`.
 */
function fileOwner(file: string, agents: readonly string[]): string | undefined {
  const parts = file.split(/[\\/]/).map((part) => part.replace(/\.json$/, ''));
  const names = (agent: string) =>
    parts.some(
      (part) => part === agent || part.endsWith(`-${agent}`) || part.endsWith(`_${agent}`),
    );
  return agents
    .filter(names)
    .sort((a, b) => b.length - a.length)
    .at(0);
}

/**
 * The agents a merge expects, from the plan job's `matrix` output (`{"agent": ["a", "b"]}`), a
 * JSON array of names, or names separated by commas or newlines. `source` names the input or
 * option in errors.
 */
export function parseExpectedAgents(raw: string, source: string): string[] {
  const text = raw.trim();
  if (text === '') return [];
  if (!text.startsWith('{') && !text.startsWith('[')) {
    return text
      .split(/[,\n\r]/)
      .map((name) => name.trim())
      .filter(Boolean);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new UserError(
      `${source} is not valid JSON: ${errorMessage(error)}.`,
      `Expected the plan job's matrix output, e.g. {"agent": ["security-reviewer"]}, or agent names separated by commas.`,
    );
  }
  const names = Array.isArray(data)
    ? data
    : data && typeof data === 'object'
      ? (data as { agent?: unknown }).agent
      : undefined;
  if (!Array.isArray(names) || !names.every((name) => typeof name === 'string' && name !== '')) {
    throw new UserError(
      `${source} is ${oneLine(text, 80)}; expected {"agent": [names]} (the plan job's matrix output) or a list of agent names.`,
    );
  }
  return names as string[];
}
