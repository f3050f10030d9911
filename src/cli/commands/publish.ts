import { appendFile } from 'node:fs/promises';
import path from 'node:path';
import { secretValues } from '../../config/environment.js';
import { ExitCode, UserError } from '../../errors.js';
import { createGitHubClient } from '../../platform/github.js';
import { publishAuditIssue } from '../../publish/audit-issue.js';
import { renderJobSummary } from '../../publish/job-summary.js';
import { publishReview } from '../../publish/pr-review.js';
import { createRedactor } from '../../publish/redact.js';
import { upsertStickyComment } from '../../publish/sticky-comment.js';
import { readRunResult } from '../../results/run-result-io.js';
import { parseCommandArgs, type CommandSpec } from '../args.js';
import type { CliIo, Command } from '../io.js';

const options = {
  to: {
    type: 'string',
    choices: ['review', 'comment', 'issue', 'summary'],
    valueName: 'TARGET',
    description: 'Where to publish',
  },
  pr: { type: 'string', valueName: 'N', description: 'Pull request number (review, comment)' },
  issue: { type: 'string', valueName: 'N', description: 'Issue number (comment)' },
  'audit-name': {
    type: 'string',
    valueName: 'NAME',
    description: 'Audit issue name (issue; default "flotilla audit")',
  },
  repo: {
    type: 'string',
    valueName: 'OWNER/REPO',
    description: 'Repository (default: GITHUB_REPOSITORY)',
  },
} as const;

const spec: CommandSpec<typeof options> = {
  name: 'publish',
  usage:
    'flotilla publish RESULT.json --to review|comment|issue|summary [--pr N | --issue N] [options]',
  summary:
    'Publish a RunResult without calling the model: a pull-request review (one per head), a sticky comment, an audit issue (created or updated), or a job summary (appended to GITHUB_STEP_SUMMARY, else printed).',
  details:
    'GitHub access: GITHUB_TOKEN (or GH_TOKEN), GITHUB_REPOSITORY and GITHUB_API_URL (default https://api.github.com).',
  options,
  positionals: { name: 'RESULT.json', description: 'The RunResult file to publish' },
};

export const publishCommand: Command = async (argv, io) => {
  const parsed = parseCommandArgs(spec, argv);
  if (parsed.help) {
    io.stdout(parsed.text);
    return ExitCode.success;
  }
  const [file, ...extra] = parsed.positionals;
  if (!file || extra.length > 0)
    throw new UserError('Give exactly one RunResult file.', `Usage: ${spec.usage}`);
  const target = parsed.options.to;
  if (!target)
    throw new UserError('Missing --to.', 'Expected --to review, comment, issue or summary.');
  const result = await readRunResult(path.resolve(io.cwd, file));
  const redact = createRedactor(secretValues(io.env));

  if (target === 'summary') {
    const markdown = renderJobSummary(result, { redact });
    if (io.env.GITHUB_STEP_SUMMARY) await appendFile(io.env.GITHUB_STEP_SUMMARY, `${markdown}\n`);
    else io.stdout(markdown);
    return ExitCode.success;
  }

  const github = githubFrom(io, parsed.options.repo);
  if (target === 'review') {
    const pullNumber = numberOption(parsed.options.pr, '--pr');
    const review = await publishReview({ github, pullNumber, result, redact });
    io.stdout(
      `${review.status === 'existing' ? 'Review already posted' : 'Posted review'}: ${review.url}\n`,
    );
  } else if (target === 'comment') {
    const issueNumber = numberOption(parsed.options.pr ?? parsed.options.issue, '--pr or --issue');
    const comment = await upsertStickyComment({
      github,
      issueNumber,
      body: renderJobSummary(result, { redact }),
      redact,
    });
    io.stdout(`Comment ${comment.action}: ${comment.url}\n`);
  } else {
    const issue = await publishAuditIssue({
      github,
      auditName: parsed.options['audit-name'] ?? 'flotilla audit',
      result,
      redact,
    });
    io.stdout(`Audit issue ${issue.action}: ${issue.url}\n`);
  }
  return ExitCode.success;
};

function githubFrom(io: CliIo, repository: string | undefined) {
  const token = io.env.GITHUB_TOKEN ?? io.env.GH_TOKEN;
  if (!token)
    throw new UserError(
      'No GitHub token.',
      'Set GITHUB_TOKEN (or GH_TOKEN) to a token that may write to the repository.',
    );
  const fullName = repository ?? io.env.GITHUB_REPOSITORY ?? '';
  const [owner, repo, ...rest] = fullName.split('/');
  if (!owner || !repo || rest.length > 0) {
    throw new UserError(
      `Invalid repository '${fullName}'.`,
      'Expected format {owner}/{repo}: give --repo or set GITHUB_REPOSITORY.',
    );
  }
  return createGitHubClient({
    token,
    apiUrl: io.env.GITHUB_API_URL ?? 'https://api.github.com',
    repository: { owner, repo },
  });
}

function numberOption(value: string | undefined, name: string): number {
  const number = Number(value);
  if (value === undefined || !Number.isInteger(number) || number <= 0) {
    throw new UserError(
      `${name} needs a pull request or issue number${value === undefined ? '' : `, not '${value}'`}.`,
    );
  }
  return number;
}
