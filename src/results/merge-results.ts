import { UserError } from '../errors.js';
import { dedupeFindings } from './dedupe-findings.js';
import type { Finding } from './finding.js';
import { leadAgentId, RUN_RESULT_VERSION, type Conclusion, type RunResult } from './run-result.js';

/**
 * Combines the RunResults of a matrix of jobs (one agent each) into one, to publish once.
 *
 * - agents, changes and unfinished tasks: concatenated in the order of the inputs;
 * - findings: concatenated, then deduplicated (see dedupe-findings.ts);
 * - usage and cost: summed; started_at: the earliest; duration_ms: the longest (jobs run in
 *   parallel, so the sum would overstate the wall-clock time);
 * - conclusion: the worst, in the order of `conclusionSeverity` below;
 * - final_text and error: the non-empty ones, joined (each error after its job's label);
 *   review: dropped (it belongs to one job);
 * - each job's lead: named with its job (`flotilla-lead (alpha's job)`), in `agents` and in
 *   `incomplete`, since every job has one and they would read alike;
 * - results_branch: kept when the results name one branch between them (the others changed
 *   nothing); several jobs' branches are in their own checkouts, and no one branch holds them;
 * - head_sha: the pull-request head every result names (their findings' lines are that
 *   commit's); when they name several, `options.headSha`, else the head of the result that
 *   started last; a finding reported on another head is kept, unanchored (see mergeHead).
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
   * The pull request's head to post on when the results do not agree on one (the event's head,
   * `flotilla merge --head`): findings reported on another commit are kept, marked unanchored, as
   * their lines may not be that commit's. Without it, the head of the result that started last.
   */
  headSha?: string;
}

/** The commit a merge is on, and what the results said about it. */
export interface MergeHead {
  /** The head the merged findings' lines are on; undefined when no result names one. */
  sha: string | undefined;
  /** How it was chosen: every result named it, the caller gave it, or the newest run's. */
  source: 'agreed' | 'given' | 'newest';
  /** Each head the results name, with the jobs on it and how many of their findings it anchors. */
  heads: { sha: string; jobs: string[]; findings: number }[];
}

/**
 * The head a merge of `results` is on. One head between them is theirs. Several (results of
 * different pushes merged together) are the caller's head, else the head of the result that
 * started last: the newest push, which is the one a reader of the pull request sees.
 */
export function mergeHead(results: readonly RunResult[], given?: string): MergeHead {
  const heads = new Map<string, MergeHead['heads'][number]>();
  for (const result of results) {
    if (!result.head_sha) continue;
    const entry = heads.get(result.head_sha) ?? { sha: result.head_sha, jobs: [], findings: 0 };
    entry.jobs.push(jobLabel(result));
    entry.findings += result.findings.filter((finding) => !finding.unanchored).length;
    heads.set(result.head_sha, entry);
  }
  const named = [...heads.values()];
  if (named.length <= 1)
    return { sha: named[0]?.sha ?? given, source: named.length ? 'agreed' : 'given', heads: named };
  if (given) return { sha: given, source: 'given', heads: named };
  let newest: RunResult | undefined;
  for (const result of results) {
    if (!result.head_sha) continue;
    if (!newest || !(Date.parse(result.started_at) < Date.parse(newest.started_at)))
      newest = result;
  }
  return { sha: newest?.head_sha, source: 'newest', heads: named };
}

/**
 * What a merge on several heads did, in one line for the log; undefined when the results name
 * one head or none.
 */
export function describeMergeHead(head: MergeHead): string | undefined {
  if (head.heads.length <= 1 || !head.sha) return undefined;
  const short = (sha: string) => sha.slice(0, 12);
  const others = head.heads.filter((entry) => entry.sha !== head.sha);
  const moved = others.reduce((total, entry) => total + entry.findings, 0);
  const why =
    head.source === 'given' ? 'the head given' : 'the head of the result that started last';
  return (
    `The results name ${head.heads.length} heads: ${head.heads.map((entry) => `${short(entry.sha)} (${entry.jobs.join('; ')})`).join(', ')}. ` +
    `Merged on ${short(head.sha)}, ${why}: ${moved} finding(s) reported on ${others.map((entry) => short(entry.sha)).join(', ')} ` +
    'are kept unanchored (listed in the review body, never commented inline), as their lines may hold other code there.'
  );
}

/**
 * The job a RunResult is of, as a reader of the merge knows it: the agents its lead ran or was
 * to run (a matrix job's one agent), else its run id.
 */
export function jobLabel(result: RunResult): string {
  const names = new Set(
    [...result.agents, ...result.incomplete]
      .filter((agent) => agent.agent_id !== leadAgentId)
      .map((agent) => agent.name),
  );
  return [...names].join(', ') || result.run_id || 'a job without a run id';
}

export function mergeResults(results: readonly RunResult[], options: MergeOptions = {}): RunResult {
  const first = results[0];
  if (!first) {
    throw new UserError(
      'There are no results to merge.',
      'Pass one or more RunResult JSON files, e.g. `flotilla merge results/*.json`.',
    );
  }
  // Every job has a lead, and one job's error reads like another's: each says whose it is.
  const several = results.length > 1;
  const jobs = results.map((result) => (several ? labelledLead(result) : result));
  const errors = jobs.flatMap((result) =>
    result.error ? [several ? `${jobLabel(result)}'s job: ${result.error}` : result.error] : [],
  );
  const finalTexts = results.map((result) => result.final_text.trim()).filter(Boolean);
  const headSha = mergeHead(results, options.headSha).sha;
  const merged: RunResult = {
    version: RUN_RESULT_VERSION,
    conclusion: worstConclusion(results.map((result) => result.conclusion)),
    run_id: results.map((result) => result.run_id).find(Boolean) ?? '',
    started_at: earliest(results.map((result) => result.started_at)),
    duration_ms: Math.max(...results.map((result) => result.duration_ms)),
    final_text: finalTexts.join('\n\n---\n\n'),
    agents: jobs.flatMap((result) => result.agents),
    findings: dedupeFindings(results.flatMap((result) => findingsOn(result, headSha))),
    changes: results.flatMap((result) => result.changes),
    incomplete: jobs.flatMap((result) => result.incomplete),
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

/** `result` with its lead named by its job, in `agents` and `incomplete`. */
function labelledLead(result: RunResult): RunResult {
  const job = jobLabel(result);
  const named = <T extends { name: string; agent_id: string }>(agent: T): T =>
    agent.agent_id === leadAgentId ? { ...agent, name: `${agent.name} (${job}'s job)` } : agent;
  return { ...result, agents: result.agents.map(named), incomplete: result.incomplete.map(named) };
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
