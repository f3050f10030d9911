import { errorMessage } from '../errors.js';
import type { GitHubClient, WorkflowJobInfo } from '../platform/github.js';
import { sanitizeUntrustedText, wrapAsData } from '../review/untrusted-text.js';

/**
 * The failed jobs of a workflow run, with the end of each one's log: what an agent fixing CI
 * needs to read first. Used for the prompt of a `workflow_run` run and by the GitHubJobLogs tool.
 */

/** The most of one job's log kept (its end: where the failure is). */
export const jobLogTailChars = 20_000;
/** The most of all failed jobs' logs together. */
const failedLogsTotalChars = 60_000;

const failedJobConclusions = new Set(['failure', 'timed_out', 'startup_failure', 'cancelled']);

/** GitHub prefixes every log line with an ISO timestamp; agents read the lines without them. */
export function stripLogTimestamps(log: string): string {
  return log.replace(/^\uFEFF?\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z ?/gm, '');
}

/** The last `maxChars` characters of `log`, cut at a line start, with a note saying so. */
export function logTail(log: string, maxChars: number): string {
  if (log.length <= maxChars) return log;
  const cut = log.slice(log.length - maxChars);
  const lineStart = cut.indexOf('\n');
  const kept = lineStart === -1 ? cut : cut.slice(lineStart + 1);
  return `… (${log.length - kept.length} earlier characters of the log left out)\n${kept}`;
}

function isFailedJob(job: WorkflowJobInfo): boolean {
  return job.conclusion !== null && failedJobConclusions.has(job.conclusion);
}

/** One job's heading: its name, conclusion, failed steps and page. */
function describeJob(job: WorkflowJobInfo): string {
  const failedSteps = job.steps.filter(
    (step) => step.conclusion !== null && failedJobConclusions.has(step.conclusion),
  );
  return [
    `Job "${job.name}" (id ${job.id}): ${job.conclusion ?? job.status}`,
    failedSteps.length > 0
      ? `Failed step(s): ${failedSteps.map((step) => `${step.number}. ${step.name}`).join(', ')}`
      : '',
    job.url ? `Page: ${job.url}` : '',
  ]
    .filter(Boolean)
    .join('\n');
}

export interface FailedJobLog {
  job: WorkflowJobInfo;
  /** The end of the log (timestamps stripped), or why it could not be read. */
  log: string;
}

/** The failed jobs of run `runId` and the end of each log, within `totalChars` overall. */
export async function readFailedJobLogs(
  github: GitHubClient,
  runId: number,
  options: { perJobChars?: number; totalChars?: number } = {},
): Promise<{ jobs: WorkflowJobInfo[]; failed: FailedJobLog[] }> {
  const jobs = await github.listWorkflowRunJobs(runId);
  const failedJobs = jobs.filter(isFailedJob);
  const total = options.totalChars ?? failedLogsTotalChars;
  const perJob = Math.min(
    options.perJobChars ?? jobLogTailChars,
    Math.floor(total / Math.max(1, failedJobs.length)),
  );
  const failed: FailedJobLog[] = [];
  for (const job of failedJobs) {
    let log: string;
    try {
      log = logTail(stripLogTimestamps(await github.getJobLog(job.id)), perJob);
    } catch (error) {
      log = `(the log could not be read: ${errorMessage(error)})`;
    }
    failed.push({ job, log });
  }
  return { jobs, failed };
}

/** The failed jobs, each described and its log fenced as untrusted data, for a prompt or a tool result. */
export function renderFailedJobLogs(failed: readonly FailedJobLog[]): string {
  return failed
    .map(
      ({ job, log }) =>
        `${describeJob(job)}\n${wrapAsData(`GitHub job ${job.id} log`, sanitizeUntrustedText(log))}`,
    )
    .join('\n\n');
}
