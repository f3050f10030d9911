import { UserError } from '../errors.js';
import type { Git } from '../platform/git.js';
import type { GitHubClient } from '../platform/github.js';
import { publishAuditIssue } from '../publish/audit-issue.js';
import { chooseCommitTarget, renderChangesBody } from '../publish/commit.js';
import { renderJobSummary } from '../publish/job-summary.js';
import { publishReview } from '../publish/pr-review.js';
import { openPullRequest } from '../publish/pull-request.js';
import type { Redactor } from '../publish/redact.js';
import { upsertStickyComment } from '../publish/sticky-comment.js';
import type { Severity } from '../results/finding.js';
import type { RunResult } from '../results/run-result.js';
import type { PostTarget } from './constants.js';
import type { PublishedLinks } from './outputs.js';

export interface DeliveryContext {
  post: PostTarget;
  github: GitHubClient;
  git: Git;
  result: RunResult;
  redact: Redactor;
  /** The pull request or issue the run is about. */
  threadNumber?: number;
  pullNumber?: number;
  /** The commit the run analysed (the PR head). */
  headSha?: string;
  /** The branch holding every agent's merged changes. */
  resultsBranch?: string;
  requestChangesOn?: Severity;
  auditName: string;
  runUrl?: string;
  runId?: string;
  log: (line: string) => void;
}

/** Posts a RunResult where `post` says, once; returns the links for the step outputs. */
export async function deliver(
  context: DeliveryContext,
): Promise<Omit<PublishedLinks, 'resultFile'>> {
  const { github, result, redact } = context;
  const artifactUrl = context.runUrl;
  switch (context.post) {
    case 'none':
      return {};
    case 'review': {
      const pullNumber = required(context.pullNumber, 'review');
      const review = await publishReview({
        github,
        pullNumber,
        result,
        redact,
        ...(context.headSha ? { headSha: context.headSha } : {}),
        ...(context.requestChangesOn
          ? { policy: { requestChangesAt: context.requestChangesOn } }
          : {}),
        ...(artifactUrl ? { artifactUrl } : {}),
      });
      context.log(
        review.status === 'existing'
          ? `A review for ${review.headSha.slice(0, 12)} exists already (${review.url}); nothing new posted.`
          : `Posted review ${review.url}: ${review.inline} inline comment(s), ${review.inBody} in the body.`,
      );
      await upsertStickyComment({
        github,
        issueNumber: pullNumber,
        body: renderJobSummary(result, { title: 'Flotilla summary', redact }),
        redact,
      });
      return { reviewUrl: review.url };
    }
    case 'comment': {
      const thread = required(context.threadNumber, 'comment');
      const body = [
        result.final_text.trim(),
        renderJobSummary(result, { title: 'Flotilla', redact }),
      ]
        .filter(Boolean)
        .join('\n\n');
      const comment = await upsertStickyComment({
        github,
        issueNumber: thread,
        body,
        key: `run-${context.runId ?? 'local'}`,
        redact,
      });
      return { reviewUrl: comment.url };
    }
    case 'issue': {
      const issue = await publishAuditIssue({
        github,
        auditName: context.auditName,
        result,
        redact,
        ...(artifactUrl ? { artifactUrl } : {}),
        ...(context.runUrl ? { runUrl: context.runUrl } : {}),
      });
      context.log(`Audit issue ${issue.action}: ${issue.url}`);
      return { reviewUrl: issue.url };
    }
    case 'commit':
    case 'pr':
      return deliverChanges(context);
  }
}

async function deliverChanges(
  context: DeliveryContext,
): Promise<Omit<PublishedLinks, 'resultFile'>> {
  const { github, git, result } = context;
  if (!context.resultsBranch) {
    context.log('The agents changed no files: nothing to commit.');
    return {};
  }
  const pullRequest =
    context.pullNumber === undefined ? undefined : await github.getPullRequest(context.pullNumber);
  const defaultBase =
    (await git.run(['symbolic-ref', '--quiet', '--short', 'HEAD'])).stdout.trim() || 'main';
  const target =
    context.post === 'commit'
      ? chooseCommitTarget({
          ...(pullRequest ? { pullRequest } : {}),
          newBranch: `flotilla/changes-${context.runId ?? Date.now()}`,
          defaultBase,
        })
      : {
          kind: 'new-branch' as const,
          branch: `flotilla/${context.auditName.replace(/[^A-Za-z0-9._-]+/g, '-')}-${context.runId ?? Date.now()}`,
          base: pullRequest?.baseRef ?? defaultBase,
        };
  if (target.kind === 'pull-request-branch' && pullRequest) {
    const branchSha = await git.revParse(context.resultsBranch);
    if (!(await git.isAncestor(pullRequest.headSha, branchSha))) {
      throw new UserError(
        `The agents' changes are not based on the pull request's head (${pullRequest.headSha.slice(0, 12)}), so they cannot be pushed to ${pullRequest.headRef}.`,
        'Check out the pull request head in the workflow (actions/checkout with ref: the head branch), or use post: pr.',
      );
    }
  }
  await git.raw([
    'push',
    '--no-verify',
    'origin',
    `refs/heads/${context.resultsBranch}:refs/heads/${target.branch}`,
  ]);
  context.log(`Pushed the agents' changes to ${target.branch}.`);
  if (target.kind === 'pull-request-branch') return { branch: target.branch };
  const opened = await openPullRequest({
    github,
    head: target.branch,
    base: target.base,
    title: `Flotilla: changes from ${result.changes.map((change) => change.agent).join(', ')}`,
    body: renderChangesBody(result, context.runUrl ? { runUrl: context.runUrl } : {}),
    redact: context.redact,
  });
  context.log(`${opened.created ? 'Opened' : 'Updated'} pull request ${opened.url}.`);
  return { branch: target.branch, prUrl: opened.url };
}

function required(value: number | undefined, post: string): number {
  if (value === undefined)
    throw new UserError(`post: ${post} needs a pull request or issue, and this event has none.`);
  return value;
}
