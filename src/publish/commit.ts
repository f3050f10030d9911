import type { PullRequestInfo } from '../platform/github.js';
import type { Change, RunResult } from '../results/run-result.js';
import { MAX_BODY_LENGTH, inlineCode, neutralizeComments, truncate } from './markdown.js';

/**
 * Where agent changes go (DESIGN §8): onto the pull request's own branch when it lives in this
 * repository, otherwise onto a new branch with its own pull request. Pushing is git's job (the
 * caller's); this decides the target and writes the pull-request text.
 */

/** Same-repository pull requests only: a fork's branch cannot be pushed with the workflow token. */
export function canPushToPullRequest(pr: PullRequestInfo): boolean {
  if (pr.state !== 'open' || pr.headRepoFullName === null) return false;
  return pr.headRepoFullName.toLowerCase() === pr.baseRepoFullName.toLowerCase();
}

export type CommitTarget =
  | { kind: 'pull-request-branch'; branch: string; pullNumber: number }
  | { kind: 'new-branch'; branch: string; base: string };

export function chooseCommitTarget(options: {
  pullRequest?: PullRequestInfo;
  /** The new branch to use when the pull request's branch cannot be pushed. */
  newBranch: string;
  /** Base for the new pull request when there is no pull request (e.g. the default branch). */
  defaultBase: string;
}): CommitTarget {
  const { pullRequest } = options;
  if (pullRequest && canPushToPullRequest(pullRequest)) {
    return {
      kind: 'pull-request-branch',
      branch: pullRequest.headRef,
      pullNumber: pullRequest.number,
    };
  }
  // For a fork's pull request the fixes go to a branch of this repository, based on the PR's base.
  return {
    kind: 'new-branch',
    branch: options.newBranch,
    base: pullRequest?.baseRef ?? options.defaultBase,
  };
}

function describeChange(change: Change): string {
  const files = change.files.length
    ? change.files.map((file) => `  - ${inlineCode(file)}`).join('\n')
    : '  - (no files)';
  const conflict = change.conflict ? ' — **conflicts: left for a human to merge**' : '';
  return `- ${neutralizeComments(change.agent)}: ${inlineCode(change.commit.slice(0, 12))} on ${inlineCode(change.branch)}${conflict}\n${files}`;
}

/** The body of a pull request that carries agent changes. */
export function renderChangesBody(
  result: RunResult,
  options: { runUrl?: string; closesIssue?: number } = {},
): string {
  const parts = ['### Changes made by Flotilla agents', ''];
  if (options.closesIssue !== undefined) parts.push(`Closes #${options.closesIssue}.`, '');
  parts.push(result.changes.length ? result.changes.map(describeChange).join('\n') : 'No changes.');
  const conflicts = result.changes.filter((change) => change.conflict);
  if (conflicts.length) {
    parts.push(
      '',
      `${conflicts.length} agent branch(es) conflicted and are not included; merge them by hand.`,
    );
  }
  if (result.final_text.trim())
    parts.push('', '#### Summary', '', neutralizeComments(result.final_text.trim()));
  if (options.runUrl) parts.push('', `[Workflow run](${options.runUrl})`);
  return truncate(parts.join('\n'), MAX_BODY_LENGTH, '\n\n… (truncated)');
}
