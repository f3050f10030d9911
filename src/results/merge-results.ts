import { UserError } from '../errors.js';
import { dedupeFindings } from './dedupe-findings.js';
import type { Finding } from './finding.js';
import { RUN_RESULT_VERSION, type Conclusion, type RunResult } from './run-result.js';

/**
 * Combines the RunResults of a matrix of jobs (one agent each) into one, to publish once.
 *
 * - agents, changes and unfinished tasks: concatenated in the order of the inputs;
 * - findings: concatenated, then deduplicated (see dedupe-findings.ts);
 * - usage and cost: summed; started_at: the earliest; duration_ms: the longest (jobs run in
 *   parallel, so the sum would overstate the wall-clock time);
 * - conclusion: the worst, in the order of `conclusionSeverity` below;
 * - final_text and error: the non-empty ones, joined; review: dropped (it belongs to one job);
 * - results_branch: kept when the results name one branch between them (the others changed
 *   nothing); several jobs' branches are in their own checkouts, and no one branch holds them;
 * - head_sha: the pull-request head every result names (their findings' lines are that
 *   commit's), else `options.headSha`; a finding reported on another head is kept, unanchored.
 */

/**
 * Worst first (DESIGN §8): error > cancelled > limit > partial > findings > success.
 */
export const conclusionSeverity: readonly Conclusion[] = [
  'error',
  'cancelled',
  'timeout',
  'budget',
  'max_turns',
  'partial',
  'findings',
  'success',
];

export function worstConclusion(conclusions: readonly Conclusion[]): Conclusion {
  let worst: Conclusion = 'success';
  for (const conclusion of conclusions) {
    if (conclusionSeverity.indexOf(conclusion) < conclusionSeverity.indexOf(worst)) {
      worst = conclusion;
    }
  }
  return worst;
}

export interface MergeOptions {
  /**
   * The pull request's head to post on when the results do not agree on one (the event's head):
   * findings reported on another commit are kept, marked unanchored, as their lines may not be
   * that commit's.
   */
  headSha?: string;
}

export function mergeResults(results: readonly RunResult[], options: MergeOptions = {}): RunResult {
  const first = results[0];
  if (!first) {
    throw new UserError(
      'There are no results to merge.',
      'Pass one or more RunResult JSON files, e.g. `flotilla merge results/*.json`.',
    );
  }
  const errors = results.map((result) => result.error).filter((error) => !!error);
  const finalTexts = results.map((result) => result.final_text.trim()).filter(Boolean);
  // The commit the findings' lines are on: the one every result names, else the caller's.
  const heads = [...new Set(results.flatMap((result) => result.head_sha ?? []))];
  const headSha = heads.length === 1 ? heads[0] : options.headSha;
  const merged: RunResult = {
    version: RUN_RESULT_VERSION,
    conclusion: worstConclusion(results.map((result) => result.conclusion)),
    run_id: results.map((result) => result.run_id).find(Boolean) ?? '',
    started_at: earliest(results.map((result) => result.started_at)),
    duration_ms: Math.max(...results.map((result) => result.duration_ms)),
    final_text: finalTexts.join('\n\n---\n\n'),
    agents: results.flatMap((result) => result.agents),
    findings: dedupeFindings(results.flatMap((result) => findingsOn(result, headSha))),
    changes: results.flatMap((result) => result.changes),
    incomplete: results.flatMap((result) => result.incomplete),
    usage: {
      input_tokens: sum(results.map((result) => result.usage.input_tokens)),
      output_tokens: sum(results.map((result) => result.usage.output_tokens)),
      cache_creation_input_tokens: sum(
        results.map((result) => result.usage.cache_creation_input_tokens),
      ),
      cache_read_input_tokens: sum(results.map((result) => result.usage.cache_read_input_tokens)),
    },
    cost_usd: roundUsd(sum(results.map((result) => result.cost_usd))),
  };
  const unfinishedTasks = results.flatMap((result) => result.unfinished_tasks ?? []);
  if (unfinishedTasks.length > 0) merged.unfinished_tasks = unfinishedTasks;
  if (errors.length) merged.error = errors.join('\n');
  const branches = [...new Set(results.flatMap((result) => result.results_branch ?? []))];
  if (branches.length === 1) merged.results_branch = branches[0];
  if (headSha) merged.head_sha = headSha;
  return merged;
}

/** A result's findings as seen on `headSha`: those reported on another commit are unanchored. */
function findingsOn(result: RunResult, headSha: string | undefined): Finding[] {
  const reportedOn = result.head_sha;
  if (!headSha || !reportedOn || reportedOn === headSha) return result.findings;
  return result.findings.map((finding) =>
    finding.unanchored
      ? finding
      : {
          ...finding,
          unanchored: `it was reported on commit ${reportedOn.slice(0, 12)}, and the merged results are on ${headSha.slice(0, 12)}, where its line may hold other code`,
        },
  );
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

/** Float sums drift (0.1 + 0.2); a millionth of a dollar is precise enough. */
function roundUsd(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

function earliest(timestamps: readonly string[]): string {
  let best = timestamps[0] ?? '';
  let bestTime = Date.parse(best);
  for (const timestamp of timestamps.slice(1)) {
    const time = Date.parse(timestamp);
    const earlier = Number.isNaN(bestTime)
      ? !Number.isNaN(time) || timestamp < best
      : !Number.isNaN(time) && time < bestTime;
    if (earlier) {
      best = timestamp;
      bestTime = time;
    }
  }
  return best;
}
