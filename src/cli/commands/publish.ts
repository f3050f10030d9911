import { appendFile } from 'node:fs/promises';
import path from 'node:path';
import { secretValues, toolEnvironment } from '../../config/environment.js';
import { ExitCode, UserError } from '../../errors.js';
import { createGit } from '../../platform/git.js';
import { createGitHubClient } from '../../platform/github.js';
import { defaultAuditName } from '../../publish/audit-issue.js';
import { renderJobSummary } from '../../publish/job-summary.js';
import { publishResult, publishTargets } from '../../publish/publish-result.js';
import { createRedactor } from '../../publish/redact.js';
import { readRunResult } from '../../results/run-result-io.js';
import { parseCommandArgs, type CommandSpec } from '../args.js';
import type { CliIo, Command } from '../io.js';
import { proxyFromEnvironment } from '../../platform/proxy.js';

const options = {
  to: {
    type: 'string',
    choices: ['review', 'comment', 'issue', 'commit', 'pr', 'summary'],
    valueName: 'TARGET',
    description: 'Where to publish',
  },
  pr: {
    type: 'string',
    valueName: 'N',
    description: 'Pull request number (review, comment; commit pushes onto its branch)',
  },
  issue: { type: 'string', valueName: 'N', description: 'Issue number (comment)' },
  'audit-name': {
    type: 'string',
    valueName: 'NAME',
    description: `Audit issue name (issue; default "${defaultAuditName}", as in the Action); with pr, the result is an audit's and its branch is flotilla/NAME-<run id>`,
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
    'flotilla publish RESULT.json --to review|comment|issue|commit|pr|summary [--pr N | --issue N] [options]',
  summary:
    "Publish a RunResult without calling the model, exactly as the Action does: a pull-request review (one per head) and its sticky summary, a comment, an audit issue (created or updated), the agents' changes pushed (commit: onto the pull request's branch or a new one) or proposed in a new pull request (pr), or a job summary (appended to GITHUB_STEP_SUMMARY, else printed).",
  details: [
    'GitHub access: GITHUB_TOKEN (or GH_TOKEN), GITHUB_REPOSITORY and GITHUB_API_URL (default https://api.github.com).',
    "commit and pr push the result's results branch from the git checkout in the current directory to its origin remote.",
  ].join('\n'),
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
    throw new UserError(
      'Missing --to.',
      'Expected --to review, comment, issue, commit, pr or summary.',
    );
  const result = await readRunResult(path.resolve(io.cwd, file));
  const redact = createRedactor(secretValues(io.env));

  if (target === 'summary') {
    const markdown = renderJobSummary(result, { redact, finalText: true });
    if (io.env.GITHUB_STEP_SUMMARY) await appendFile(io.env.GITHUB_STEP_SUMMARY, `${markdown}\n`);
    else io.stdout(markdown);
    return ExitCode.success;
  }

  const github = githubFrom(io, parsed.options.repo);
  const number = (value: string | undefined, name: string) =>
    value === undefined ? undefined : numberOption(value, name);
  const pullNumber = number(parsed.options.pr, '--pr');
  const threadNumber = pullNumber ?? number(parsed.options.issue, '--issue');
  await publishResult({
    target: publishTargets.find((name) => name === target) ?? 'none',
    github,
    git: createGit(io.cwd, { env: toolEnvironment(io.env) }),
    result,
    redact,
    ...(pullNumber === undefined ? {} : { pullNumber }),
    ...(threadNumber === undefined ? {} : { threadNumber }),
    auditName: parsed.options['audit-name'] ?? defaultAuditName,
    ...(parsed.options['audit-name'] === undefined ? {} : { audit: true }),
    log: (line) => io.stdout(`${redact(line)}\n`),
  });
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
  const { proxy, problems } = proxyFromEnvironment(io.env);
  if (problems.length > 0) throw new UserError(problems.join('\n'));
  return createGitHubClient({
    token,
    apiUrl: io.env.GITHUB_API_URL ?? 'https://api.github.com',
    repository: { owner, repo },
    ...(proxy ? { proxy } : {}),
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
