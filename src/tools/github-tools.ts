import { z } from 'zod';
import { errorMessage, ToolError } from '../errors.js';
import type { GitHubClient } from '../platform/github.js';
import { sanitizeUntrustedText, wrapAsData } from '../review/untrusted-text.js';
import {
  renderFailedJobLogs,
  jobLogTailChars,
  logTail,
  readFailedJobLogs,
  stripLogTimestamps,
} from './ci-logs.js';
import { defineTool, type AnyTool } from './define-tool.js';

/**
 * Read-only GitHub tools for agents in the Action: the pull request's diff, files and comments,
 * the check runs of a commit and the logs of failed jobs. They run in the Action's own process
 * with its token, so an agent reads CI output without any token in its environment. All are
 * `read` tools: allowed in every permission mode, hidden by an agent's `tools` list that does not
 * name them, refused by deny rules (`disallowed_tools: GitHubJobLogs`). What they return comes
 * from people and programs outside the run, so it is fenced as untrusted data.
 */

export { gitHubToolNames } from './github-tool-names.js';

/** What the tools default to: the event's pull request, commit and workflow run. */
export interface GitHubToolDefaults {
  pullNumber?: number;
  /** The issue or pull request whose conversation GitHubComments reads by default. */
  threadNumber?: number;
  /** The commit GitHubCheckRuns reads by default (the PR head, the failed run's commit). */
  headSha?: string;
  /** The workflow run GitHubJobLogs reads by default (a workflow_run event's upstream run). */
  runId?: number;
}

/** The most characters one call returns; `offset` reads on. */
export const gitHubToolMaximumChars = 60_000;

const offsetField = z
  .number()
  .int()
  .min(0)
  .optional()
  .describe('Character position to start from, to read on through a long result');

function page(label: string, text: string, offset = 0): string {
  const slice = text.slice(offset, offset + gitHubToolMaximumChars);
  const more =
    offset + gitHubToolMaximumChars < text.length
      ? `\n\n(${text.length - offset - gitHubToolMaximumChars} more characters: call again with offset ${offset + gitHubToolMaximumChars})`
      : '';
  return `${wrapAsData(label, sanitizeUntrustedText(slice))}${more}`;
}

function need<T>(value: T | undefined, what: string, field: string): T {
  if (value === undefined) throw new ToolError(`This run has no default ${what}; give ${field}.`);
  return value;
}

async function call<T>(what: string, action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    throw new ToolError(`GitHub refused to give ${what}: ${errorMessage(error)}`);
  }
}

export function createGitHubTools(github: GitHubClient, defaults: GitHubToolDefaults): AnyTool[] {
  const pullNumberField = z
    .number()
    .int()
    .positive()
    .optional()
    .describe(
      defaults.pullNumber !== undefined
        ? `The pull request number (default: #${defaults.pullNumber}, this run's)`
        : 'The pull request number',
    );

  const diffTool = defineTool<{ pull_number?: number | undefined; offset?: number | undefined }>({
    name: 'GitHubPullRequestDiff',
    kind: 'read',
    description:
      "Reads a pull request's unified diff from GitHub (all changed files, as GitHub shows it). Read-only; long diffs come in pages (offset).",
    inputSchema: z.object({ pull_number: pullNumberField, offset: offsetField }),
    async run(input) {
      const number = need(input.pull_number ?? defaults.pullNumber, 'pull request', 'pull_number');
      const diff = await call(`the diff of #${number}`, () => github.getPullRequestDiff(number));
      return page(`GitHub pull request #${number} diff`, diff, input.offset);
    },
  });

  const filesTool = defineTool<{ pull_number?: number | undefined }>({
    name: 'GitHubPullRequestFiles',
    kind: 'read',
    description:
      "Lists a pull request's changed files from GitHub: path, status (added, modified, removed, renamed) and lines added and removed. Read-only.",
    inputSchema: z.object({ pull_number: pullNumberField }),
    async run(input) {
      const number = need(input.pull_number ?? defaults.pullNumber, 'pull request', 'pull_number');
      const files = await call(`the files of #${number}`, () =>
        github.listPullRequestFiles(number),
      );
      const lines = files.map(
        (file) =>
          `${file.status}\t+${file.additions} -${file.deletions}\t${file.path}${file.previousPath ? ` (was ${file.previousPath})` : ''}`,
      );
      return page(
        `GitHub pull request #${number} files`,
        lines.length > 0 ? lines.join('\n') : '(no files)',
      );
    },
  });

  const commentsTool = defineTool<{ number?: number | undefined; offset?: number | undefined }>({
    name: 'GitHubComments',
    kind: 'read',
    description:
      'Reads the conversation of an issue or pull request from GitHub (its comments, oldest first; on a pull request also the inline review comments with their file and line). Read-only.',
    inputSchema: z.object({
      number: z
        .number()
        .int()
        .positive()
        .optional()
        .describe(
          defaults.threadNumber !== undefined
            ? `The issue or pull request number (default: #${defaults.threadNumber})`
            : 'The issue or pull request number',
        ),
      offset: offsetField,
    }),
    async run(input) {
      const number = need(
        input.number ?? defaults.threadNumber ?? defaults.pullNumber,
        'issue or pull request',
        'number',
      );
      const comments = await call(`the comments of #${number}`, () =>
        github.listIssueComments(number),
      );
      const parts = comments.map(
        (comment) => `--- comment ${comment.id} by ${comment.user ?? 'unknown'}\n${comment.body}`,
      );
      // An issue has no review comments: GitHub answers 404, which is nothing to report.
      const inline = await github.listReviewComments(number).catch(() => []);
      for (const comment of inline)
        parts.push(
          `--- review comment ${comment.id} on ${comment.path}${comment.line !== null ? `:${comment.line}` : ''}\n${comment.body}`,
        );
      return page(
        `GitHub #${number} comments`,
        parts.length > 0 ? parts.join('\n\n') : '(no comments)',
        input.offset,
      );
    },
  });

  const checksTool = defineTool<{ ref?: string | undefined }>({
    name: 'GitHubCheckRuns',
    kind: 'read',
    description:
      'Lists the check runs (CI results) on a commit from GitHub: name, status, conclusion and the summary each check wrote. Use GitHubJobLogs for the logs of failed GitHub Actions jobs. Read-only.',
    inputSchema: z.object({
      ref: z
        .string()
        .min(1)
        .optional()
        .describe(
          defaults.headSha
            ? `A commit sha, branch or tag (default: ${defaults.headSha})`
            : 'A commit sha, branch or tag',
        ),
    }),
    async run(input) {
      const ref = need(input.ref ?? defaults.headSha, 'commit', 'ref');
      const runs = await call(`the check runs of ${ref}`, () => github.listCheckRuns(ref));
      const lines = runs.map((run) =>
        [
          `${run.name} (id ${run.id}): ${run.conclusion ?? run.status}`,
          run.title ? `  ${run.title}` : '',
          run.summary ? `  ${run.summary.replace(/\n/g, '\n  ')}` : '',
          run.url ? `  ${run.url}` : '',
        ]
          .filter(Boolean)
          .join('\n'),
      );
      return page(`GitHub check runs of ${ref}`, lines.length > 0 ? lines.join('\n') : '(none)');
    },
  });

  const logsTool = defineTool<{
    run_id?: number | undefined;
    job_id?: number | undefined;
    offset?: number | undefined;
  }>({
    name: 'GitHubJobLogs',
    kind: 'read',
    description: [
      "Reads GitHub Actions job logs. With job_id: that job's log (its end first; offset counts from the end). Otherwise the failed jobs of a workflow run, each with its failed steps and the end of its log.",
      defaults.runId !== undefined ? `Default run: ${defaults.runId} (the run that failed).` : '',
      'Read-only.',
    ]
      .filter(Boolean)
      .join(' '),
    inputSchema: z.object({
      run_id: z.number().int().positive().optional().describe('The workflow run id'),
      job_id: z.number().int().positive().optional().describe('One job id'),
      offset: offsetField,
    }),
    async run(input) {
      if (input.job_id !== undefined) {
        const jobId = input.job_id;
        const log = stripLogTimestamps(
          await call(`the log of job ${jobId}`, () => github.getJobLog(jobId)),
        );
        const end = Math.max(0, log.length - (input.offset ?? 0));
        return page(`GitHub job ${jobId} log`, logTail(log.slice(0, end), jobLogTailChars));
      }
      const runId = need(input.run_id ?? defaults.runId, 'workflow run', 'run_id or job_id');
      const { jobs, failed } = await call(`the jobs of run ${runId}`, () =>
        readFailedJobLogs(github, runId),
      );
      if (failed.length === 0)
        return `Workflow run ${runId} has ${jobs.length} job(s) and none failed: ${jobs.map((job) => `${job.name} (${job.conclusion ?? job.status})`).join(', ') || '(none)'}.`;
      return renderFailedJobLogs(failed);
    },
  });

  return [diffTool, filesTool, commentsTool, checksTool, logsTool];
}
