import type { PullRequestInfo } from '../platform/github.js';
import type { Change, RunResult } from '../results/run-result.js';
import type { KeptBranchOutcome } from './kept-branches.js';
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

/**
 * One change of the list. With `kept` (the Action: its checkout goes away) a branch is named only
 * where it is on origin; without it (the CLI) the branches are those of the checkout the run ran in.
 */
function describeChange(change: Change, kept: readonly KeptBranchOutcome[] | undefined): string {
  const files = change.files.length
    ? change.files.map((file) => `  - ${inlineCode(file)}`).join('\n')
    : '  - (no files)';
  const agent = neutralizeComments(change.agent);
  const commit = inlineCode(change.commit.slice(0, 12));
  if (!kept) {
    const conflict = change.conflict
      ? ' — **conflicts: left for a human to merge** (in the checkout the run ran in)'
      : '';
    return `- ${agent}: ${commit} on ${inlineCode(change.branch)}${conflict}\n${files}`;
  }
  if (!change.conflict) return `- ${agent}: ${commit}\n${files}`;
  const outcome = kept.find((entry) => entry.branch === change.branch);
  const where = outcome?.pushed
    ? ` on [${inlineCode(change.branch)}](${outcome.url}) — **conflicts: not included; merge it by hand**`
    : ` — **conflicts: not included, and its branch could not be pushed (${neutralizeComments(outcome?.error ?? 'it is not in the checkout')}), so these changes are not on GitHub**`;
  return `- ${agent}: ${commit}${where}\n${files}`;
}

/** An agent's commits kept on its branch because its worktree could not be finished. */
function describeUnfinished(outcome: KeptBranchOutcome): string {
  const agent = neutralizeComments(outcome.agent);
  const commit = inlineCode(outcome.commit.slice(0, 12));
  return outcome.pushed
    ? `- ${agent}: ${commit} on [${inlineCode(outcome.branch)}](${outcome.url}) — **its worktree could not be finished: not included; merge it by hand**`
    : `- ${agent}: ${commit} — **its worktree could not be finished: not included, and its branch could not be pushed (${neutralizeComments(outcome.error)}), so these changes are not on GitHub**`;
}

/**
 * The body of a pull request that carries agent changes. `kept`: the branches left for a human,
 * as pushed to origin (the Action); without it they are named as branches of the checkout.
 */
export function renderChangesBody(
  result: RunResult,
  options: { runUrl?: string; closesIssue?: number; kept?: readonly KeptBranchOutcome[] } = {},
): string {
  const { kept } = options;
  const parts = ['### Changes made by Flotilla agents', ''];
  if (options.closesIssue !== undefined) parts.push(`Closes #${options.closesIssue}.`, '');
  const unfinished = (kept ?? []).filter((outcome) => outcome.why === 'unfinished');
  parts.push(
    result.changes.length + unfinished.length
      ? [
          ...result.changes.map((change) => describeChange(change, kept)),
          ...unfinished.map(describeUnfinished),
        ].join('\n')
      : 'No changes.',
  );
  const conflicts = result.changes.filter((change) => change.conflict);
  if (conflicts.length) {
    parts.push(
      '',
      kept
        ? `${conflicts.length} agent branch(es) conflicted and are not included; merge them by hand from the branches linked above.`
        : `${conflicts.length} agent branch(es) conflicted and are not included; merge them by hand in the checkout the run ran in.`,
    );
  }
  const lost = (kept ?? []).filter((outcome) => !outcome.pushed).length;
  if (lost)
    parts.push(
      '',
      `${lost} branch(es) left for a human could not be pushed: the workflow run's log says why.`,
    );
  if (result.final_text.trim())
    parts.push('', '#### Summary', '', neutralizeComments(result.final_text.trim()));
  if (options.runUrl) parts.push('', `[Workflow run](${options.runUrl})`);
  return truncate(parts.join('\n'), MAX_BODY_LENGTH, '\n\n… (truncated)');
}
