import {
  EnvironmentError,
  errorHint,
  errorMessage,
  ExitCode,
  FlotillaError,
  UserError,
} from '../errors.js';
import { auditBranchName } from './audit-branch.js';
import type { Git } from '../platform/git.js';
import { GitHubApiError, type GitHubClient, type PullRequestInfo } from '../platform/github.js';
import type { Severity } from '../results/finding.js';
import type { RunResult } from '../results/run-result.js';
import { publishAuditIssue } from './audit-issue.js';
import { chooseCommitTarget, renderChangesBody } from './commit.js';
import { renderCommentReply } from './comment-reply.js';
import { renderJobSummary } from './job-summary.js';
import { keptBranches, pushKeptBranches, type KeptBranchOutcome } from './kept-branches.js';
import { pointerTo } from './markdown.js';
import { publishReview, unfinishedReviewNotes } from './pr-review.js';
import { openPullRequest } from './pull-request.js';
import { createSignedCommit } from './signed-commit.js';
import type { Redactor } from './redact.js';
import {
  inReplyToText,
  replyInReviewThread,
  type AskingReviewComment,
} from './review-thread-reply.js';
import { upsertStickyComment } from './sticky-comment.js';
import {
  changesDisposition,
  keptLocalText,
  setAsideTarget,
  setAsideText,
} from './unfinished-changes.js';

/**
 * The one way a RunResult reaches GitHub, for the Action and `flotilla publish` alike: the same
 * bodies, the sticky summary after a review, and the agents' changes pushed (commit) or proposed
 * in a pull request (pr).
 */

export const publishTargets = ['review', 'comment', 'commit', 'pr', 'issue', 'none'] as const;
export type PublishTarget = (typeof publishTargets)[number];

export interface PublishContext {
  target: PublishTarget;
  github: GitHubClient;
  /** The checkout the results branch lives in; needed by commit and pr. */
  git?: Git;
  result: RunResult;
  redact: Redactor;
  /** The pull request the run is about (review; the target of commit). */
  pullNumber?: number;
  /** The pull request or issue a comment goes to. */
  threadNumber?: number;
  requestChangesOn?: Severity;
  /** review: who reviews (see publishReview): only its own review of the head is changed. */
  reviewer?: string;
  /** The audit issue's name; with `audit`, also names the branch of a pr. */
  auditName: string;
  /**
   * The run is an audit: a pull request of its changes comes from `flotilla/<audit name>-<run
   * id>`. Other runs' new branches are `flotilla/changes-<run id>`.
   */
  audit?: boolean;
  /**
   * The branch a new pull request of the agents' changes targets, when the event names the branch
   * they were made on (a failed workflow_run: the branch whose CI failed). Without it: the pull
   * request's base, else the checked-out branch, else `defaultBranch`.
   */
  baseBranch?: string;
  /** The repository's default branch when known (the event payload); else GitHub is asked. */
  defaultBranch?: string;
  /** The workflow run page: linked from bodies as where the full results are. */
  runUrl?: string;
  /** The issue the run worked on: a pull request of its changes closes it. */
  closesIssue?: number;
  /**
   * review: the run's summary goes to the tracking comment of the request (the Action's
   * track_progress), which ends as that summary: no summary comment of the review's own beside it.
   */
  summaryInTracker?: boolean;
  /**
   * commit and pr: the issue or pull request on which someone asked for the run. The lead's answer
   * is posted there as a comment (as post: comment would), saying where the agents' changes went
   * when there were any.
   */
  answerThread?: number;
  /**
   * The review comment that asked (a question on a line of the diff): the reply goes into its
   * thread; when GitHub refuses that, to the pull request, saying which comment it answers.
   */
  reviewComment?: AskingReviewComment;
  /**
   * commit and pr: create the commit through the GitHub API (signed by GitHub) instead of
   * pushing the agents' commits with git.
   */
  signCommits?: boolean;
  /**
   * commit and pr, in a checkout that goes away with the job (the Action's runner): the branches
   * the result leaves for a human (conflicting agent branches, an unfinished worktree's commits)
   * are pushed to origin too, and linked under this repository's web address. Without it they
   * stay in the checkout, named as its branches.
   */
  pushKeptBranches?: { repositoryUrl: string };
  log: (line: string) => void;
}

/** What publishing produced: each link in its own field. */
export interface PublishedLinks {
  reviewUrl?: string;
  /** The review's id, with reviewUrl: what a RunResult's `review` records. */
  reviewId?: number;
  commentUrl?: string;
  issueUrl?: string;
  /** Branch the agents' changes were pushed to. */
  branch?: string;
  /** The commit pushed to that branch. */
  commit?: string;
  /** Pull request opened (or found open) with the agents' changes. */
  prUrl?: string;
  /** Branches left for a human (see kept-branches.ts), as pushed to origin or not. */
  keptBranches?: KeptBranchOutcome[];
}

export async function publishResult(context: PublishContext): Promise<PublishedLinks> {
  const { github, result, redact } = context;
  const artifactUrl = context.runUrl;
  switch (context.target) {
    case 'none':
      return {};
    case 'review': {
      const pullNumber = required(context.pullNumber, 'review', 'a pull request');
      const review = await publishReview({
        github,
        pullNumber,
        result,
        redact,
        // On the commit the findings' lines are on (the PR head the run analysed), when known.
        ...(result.head_sha ? { headSha: result.head_sha } : {}),
        ...(context.requestChangesOn
          ? { policy: { requestChangesAt: context.requestChangesOn } }
          : {}),
        ...(artifactUrl ? { artifactUrl } : {}),
        ...(context.reviewer !== undefined ? { reviewer: context.reviewer } : {}),
      });
      // What a run that did not finish left of this head's review: said in its notes below.
      if (review.status !== 'kept' && review.status !== 'added')
        context.log(
          review.status === 'existing'
            ? `A review for ${review.headSha.slice(0, 12)} was already posted (${review.url}); nothing new posted.`
            : review.status === 'updated'
              ? `Updated the review for ${review.headSha.slice(0, 12)} (${review.url}) to this result: ${review.inBody} finding(s) in the body.`
              : `Posted review ${review.url}: ${review.inline} inline comment(s), ${review.inBody} in the body.`,
        );
      if (review.superseded)
        context.log(
          `Retired the earlier review ${review.superseded}: its run did not finish and listed no finding, and GitHub adds no inline comments to a posted review.`,
        );
      if (review.dismissed)
        context.log(
          `Dismissed ${review.dismissed} earlier review(s) of ours that requested changes: this result requests none.`,
        );
      // Said in the log and in the summary comment, where this run's own result is.
      const notes = unfinishedReviewNotes(review, result);
      for (const note of notes) context.log(note);
      if (review.notice) context.log(`Warning: ${review.notice}`);
      if (context.summaryInTracker) return { reviewUrl: review.url, reviewId: review.id };
      const summary = await upsertStickyComment({
        github,
        issueNumber: pullNumber,
        body: renderJobSummary(result, { title: 'Flotilla summary', redact, notes }),
        redact,
      }).catch((error: unknown) => {
        throw summaryCommentError(error, pullNumber, review);
      });
      context.log(`Summary comment ${summary.action}: ${summary.url}`);
      return { reviewUrl: review.url, reviewId: review.id };
    }
    case 'comment':
      return postReply(
        context,
        required(context.threadNumber, 'comment', 'a pull request or issue'),
      );
    case 'issue': {
      const issue = await publishAuditIssue({
        github,
        auditName: context.auditName,
        result,
        redact,
        ...(artifactUrl ? { artifactUrl } : {}),
        ...(context.runUrl ? { runUrl: context.runUrl } : {}),
      });
      context.log(
        issue.action === 'commented'
          ? `The audit did not finish (conclusion ${result.conclusion}): issue ${issue.url} keeps the findings it listed, which include all this run found, and a comment says what did not finish: ${issue.commentUrl}`
          : issue.added
            ? `The audit did not finish (conclusion ${result.conclusion}): issue ${issue.url} keeps the findings it listed and ${issue.action === 'reopened' ? 'is reopened with' : 'adds'} the ${issue.added} this run found that it lacked, and a comment says what did not finish: ${issue.commentUrl}`
            : `Audit issue ${issue.action}: ${issue.url}`,
      );
      if (issue.labelWarning) context.log(`Warning: ${issue.labelWarning}`);
      return { issueUrl: issue.url };
    }
    case 'commit':
    case 'pr': {
      const links = await publishChanges(context);
      const thread = context.answerThread;
      if (thread === undefined) return links;
      // The answer goes where it was asked for, with where the changes went (if anywhere).
      if (links.branch === undefined) {
        context.log(`The lead's answer goes to #${thread} as a comment.`);
        return { ...links, ...(await postReply(context, thread)) };
      }
      context.log(`The lead's answer and where the changes went go to #${thread} as a comment.`);
      const reply = await postReply(context, thread, [changesPushedText(links)]).catch(
        (error: unknown) => {
          throw new PublishIncompleteError(
            `The agents' changes were pushed to ${links.branch ?? ''}, but the reply on #${thread} could not be posted: ${errorMessage(error)}`,
            links,
            errorHint(error) || undefined,
            error,
          );
        },
      );
      return { ...links, ...reply };
    }
  }
}

/** The reply on the thread that asked: the lead's answer, the summary and `notes`. */
async function postReply(
  context: PublishContext,
  thread: number,
  notes?: readonly string[],
): Promise<PublishedLinks> {
  const { result, redact } = context;
  const body = renderCommentReply(result, {
    redact,
    pointer: redact(pointerTo(context.runUrl)),
    ...(notes ? { notes } : {}),
  });
  const key = `run-${result.run_id || 'local'}`;
  const asking = context.reviewComment;
  if (asking) {
    try {
      const reply = await replyInReviewThread({
        github: context.github,
        comment: asking,
        key,
        body,
        redact,
      });
      context.log(`Replied in the review comment's thread: ${reply.url}`);
      return { commentUrl: reply.url };
    } catch (error) {
      context.log(
        `Warning: the reply in the thread of review comment ${asking.id} could not be posted (${errorMessage(error)}); the answer goes to #${thread} as a comment that names the question.`,
      );
    }
  }
  const comment = await upsertStickyComment({
    github: context.github,
    issueNumber: thread,
    body: asking ? `${inReplyToText(asking, redact)}\n\n${body}` : body,
    key,
    redact,
  });
  context.log(`Comment ${comment.action}: ${comment.url}`);
  return { commentUrl: comment.url };
}

/** Where the agents' changes went, for the reply on the thread that asked for them. */
export function changesPushedText(links: PublishedLinks): string {
  const commit = links.commit ? ` (commit ${links.commit.slice(0, 12)})` : '';
  return links.prUrl
    ? `**Changes:** in pull request ${links.prUrl}, from branch \`${links.branch ?? ''}\`${commit}.`
    : `**Changes:** pushed to \`${links.branch ?? ''}\`${commit}.`;
}

/**
 * Publishing got part of the way: `links` holds what was posted, the message names what was
 * refused, and the step still fails with the refusal's exit code.
 */
export class PublishIncompleteError extends FlotillaError {
  override readonly exitCode: number;
  constructor(
    message: string,
    readonly links: PublishedLinks,
    readonly hint: string | undefined,
    cause: unknown,
  ) {
    super(message, { cause });
    this.exitCode = cause instanceof FlotillaError ? cause.exitCode : ExitCode.internal;
  }
}

/**
 * The review landed but its summary comment did not. A comment on a pull request goes through the
 * issues API, yet GitHub accepts it with `pull-requests: write` (the permission the review just
 * used) as well as `issues: write`, so the generic 403 hint (issues: write) would mislead.
 */
function summaryCommentError(
  error: unknown,
  pullNumber: number,
  review: { url: string; id: number },
): PublishIncompleteError {
  const refused = error instanceof GitHubApiError && error.details.status === 403;
  const hint = refused
    ? 'On a pull request this comment needs `pull-requests: write`, the permission the review was posted with (`issues: write` is not needed); GitHub also refuses comments on a locked conversation.'
    : errorHint(error) || undefined;
  return new PublishIncompleteError(
    `The review was posted (${review.url}), but its summary comment on pull request #${pullNumber} could not be written: ${errorMessage(error)}`,
    { reviewUrl: review.url, reviewId: review.id },
    hint,
    error,
  );
}

/**
 * The branch was pushed but its pull request was not opened (refused, or the job cancelled): the
 * branch is named, so the changes can be found and the pull request opened by hand.
 */
function pullRequestError(error: unknown, links: PublishedLinks): PublishIncompleteError {
  // GitHub's own setting, not the token's permissions, refuses this one.
  const forbiddenToActions =
    error instanceof GitHubApiError &&
    error.details.status === 403 &&
    /not permitted to create or approve pull requests/i.test(error.message);
  const hint = forbiddenToActions
    ? "The repository (or its organization) does not let GitHub Actions open pull requests: turn on Settings → Actions → General → Workflow permissions → 'Allow GitHub Actions to create and approve pull requests', or give github_token a token that may. Meanwhile open the pull request from the pushed branch by hand."
    : errorHint(error) || undefined;
  return new PublishIncompleteError(
    `The agents' changes were pushed to ${links.branch ?? ''}, but the pull request could not be opened: ${errorMessage(error)}`,
    links,
    hint,
    error,
  );
}

async function publishChanges(context: PublishContext): Promise<PublishedLinks> {
  const { github, git, result } = context;
  const resultsBranch = result.results_branch;
  const disposition = changesDisposition(result.conclusion);
  if (disposition === 'keep-local') {
    context.log(keptLocalText(resultsBranch));
    return {};
  }
  const unmerged = result.changes.every((change) => change.conflict === true);
  if (!resultsBranch && git && result.changes.length > 0 && unmerged) {
    // Nothing merged (every branch conflicted, or merging failed): each stays on its own branch.
    const kept = await keepForHuman(context, git);
    context.log(
      `None of the agents' changes could be merged, so nothing is pushed to ${context.target}${kept ? '' : `; they are on their own branches in this checkout: ${result.changes.map((change) => change.branch).join(', ')}`}.`,
    );
    return kept ? { keptBranches: kept } : {};
  }
  if (!resultsBranch && result.changes.length > 0) {
    const agents = [...new Set(result.changes.map((change) => change.agent))].join(', ');
    throw new UserError(
      `The agents (${agents}) changed files, but the result names no single branch that holds them all, so there is nothing to push to ${context.target}.`,
      'A merged matrix result keeps each job’s changes on a branch in that job’s checkout: publish with post: commit or pr in the matrix jobs themselves, or have one job make the changes.',
    );
  }
  if (!resultsBranch) {
    context.log('The agents changed no files: nothing to push.');
    return {};
  }
  if (!git)
    throw new UserError(
      `Publishing to ${context.target} needs the git checkout that holds ${resultsBranch}.`,
    );
  if ((await git.tryRevParse(`refs/heads/${resultsBranch}^{commit}`)) === undefined) {
    throw new UserError(
      `The agents' changes are on ${resultsBranch}, which this checkout does not have, so there is nothing to push to ${context.target}.`,
      'A matrix job keeps its changes in its own checkout: publish with post: commit or pr in the job that made them, or run flotilla publish where the branch is.',
    );
  }
  const pullRequest =
    context.pullNumber === undefined ? undefined : await github.getPullRequest(context.pullNumber);
  const base = context.baseBranch ?? pullRequest?.baseRef ?? (await defaultBase(context, git));
  const runId = result.run_id || String(Date.now());
  const newBranch = context.audit
    ? auditBranchName(context.auditName, runId)
    : `flotilla/changes-${runId}`;
  const askedTarget =
    context.target === 'commit'
      ? chooseCommitTarget({
          ...(pullRequest ? { pullRequest } : {}),
          newBranch,
          defaultBase: base,
        })
      : { kind: 'new-branch' as const, branch: newBranch, base };
  // Changes not made on the pull request's head (someone pushed to it meanwhile) cannot go onto
  // its branch; they are set aside like a stopped run's, never lost with the runner.
  const notOnHead =
    askedTarget.kind === 'pull-request-branch' &&
    pullRequest &&
    disposition === 'publish' &&
    !(await containsCommit(git, resultsBranch, pullRequest.headSha))
      ? pullRequest
      : undefined;
  const target =
    disposition === 'set-aside' || notOnHead ? setAsideTarget(runId, base) : askedTarget;
  const kept = await keepForHuman(context, git);
  const publishToTarget = async (): Promise<PublishedLinks> => {
    const agents = result.changes.map((change) => change.agent).join(', ') || 'its agents';
    let pushed: string;
    if (context.signCommits) {
      // The commit goes on what GitHub has: the pull request's head, or the commit the agents
      // started from (the checkout), on a new branch.
      const parent =
        target.kind === 'pull-request-branch' && pullRequest
          ? pullRequest.headSha
          : ((await git.mergeBase(resultsBranch, 'HEAD')) ?? (await git.revParse('HEAD')));
      const commit = await createSignedCommit({
        github,
        git,
        parent,
        head: resultsBranch,
        message: `Flotilla: changes from ${agents}\n\n${result.changes
          .map((change) => `- ${change.agent}: ${change.files.length} file(s)`)
          .join('\n')}`,
        log: context.log,
      });
      pushed = commit.sha;
      const ref = `heads/${target.branch}`;
      if (target.kind === 'pull-request-branch') await github.updateRef(ref, commit.sha, false);
      else if (await github.getRef(ref)) await github.updateRef(ref, commit.sha, true);
      else await github.createRef(ref, commit.sha);
      context.log(`Committed the agents' changes to ${target.branch} through the GitHub API.`);
    } else {
      pushed = await git.revParse(`refs/heads/${resultsBranch}`);
      await git.pushToOrigin(`refs/heads/${resultsBranch}`, target.branch);
      context.log(`Pushed the agents' changes to ${target.branch}.`);
    }
    const links: PublishedLinks = {
      branch: target.branch,
      commit: pushed,
      ...(kept ? { keptBranches: kept } : {}),
    };
    if (notOnHead) throw notOnHeadError(notOnHead, await git.revParse('HEAD'), links);
    if (disposition === 'set-aside') context.log(setAsideText(result.conclusion, target.branch));
    if (target.kind === 'pull-request-branch' || disposition === 'set-aside') return links;
    const opened = await openPullRequest({
      github,
      head: target.branch,
      base: target.base,
      title: `Flotilla: changes from ${agents}`,
      body: renderChangesBody(result, {
        ...(context.runUrl ? { runUrl: context.runUrl } : {}),
        ...(context.closesIssue !== undefined ? { closesIssue: context.closesIssue } : {}),
        ...(kept ? { kept } : {}),
      }),
      redact: context.redact,
    }).catch((error: unknown) => {
      throw pullRequestError(error, links);
    });
    context.log(`${opened.created ? 'Opened' : 'Found open'} pull request ${opened.url}.`);
    return { ...links, prUrl: opened.url };
  };
  try {
    return await publishToTarget();
  } catch (error) {
    // The branches kept for a human are on origin whatever failed after them (a protected
    // branch, a refused signed commit): the summary and the tracking comment still name them.
    if (!kept?.length || error instanceof PublishIncompleteError) throw error;
    throw new PublishIncompleteError(
      errorMessage(error),
      { keptBranches: kept },
      errorHint(error) || undefined,
      error,
    );
  }
}

/**
 * The base of a pull request when nothing names one: the checked-out branch (a scheduled or
 * dispatched run's), else the repository's default branch, never a guessed name.
 */
async function defaultBase(context: PublishContext, git: Git): Promise<string> {
  const checkedOut = (
    await git.run(['symbolic-ref', '--quiet', '--short', 'HEAD'], { okExitCodes: [0, 1] })
  ).stdout.trim();
  return checkedOut || context.defaultBranch || (await context.github.getDefaultBranch());
}

/**
 * The branches the result leaves for a human, pushed to origin when the checkout goes away with
 * the job (the Action); undefined when they stay in the checkout (the CLI).
 */
async function keepForHuman(
  context: PublishContext,
  git: Git,
): Promise<KeptBranchOutcome[] | undefined> {
  if (!context.pushKeptBranches) return undefined;
  const kept = await keptBranches(git, context.result);
  return pushKeptBranches(git, kept, {
    repositoryUrl: context.pushKeptBranches.repositoryUrl,
    log: context.log,
  });
}

/**
 * Whether `commit` is in the history of `tip`. A commit the checkout lacks is taken as not in it:
 * the pull request's head after someone pushed to it during the run (never fetched), or one past
 * a shallow clone's edge, where setting the changes aside is the safe answer.
 */
async function containsCommit(git: Git, tip: string, commit: string): Promise<boolean> {
  if ((await git.tryRevParse(`${commit}^{commit}`)) === undefined) return false;
  return git.isAncestor(commit, tip);
}

/**
 * post: commit found the pull request's branch at a commit the agents' changes do not contain:
 * they went to a branch of their own instead, and the step fails saying where and how to take them.
 */
function notOnHeadError(
  pullRequest: PullRequestInfo,
  checkoutHead: string,
  links: PublishedLinks,
): PublishIncompleteError {
  const branch = links.branch ?? '';
  const message = `The pull request's branch ${pullRequest.headRef} is at ${pullRequest.headSha.slice(0, 12)}, which the agents' changes (made on ${checkoutHead.slice(0, 12)}) do not contain: someone pushed to the pull request after the workflow checked it out, or the workflow checked out another commit. So the changes were not pushed to ${pullRequest.headRef}; they were pushed to ${branch} instead.`;
  const hint = `Take them from ${branch}: open a pull request from it into ${pullRequest.headRef}, or merge it into the pull request's branch (git fetch origin ${branch} && git merge FETCH_HEAD), or run Flotilla again on the new head. A workflow should check out the pull request's head (actions/checkout with ref: the head SHA).`;
  return new PublishIncompleteError(message, links, hint, new EnvironmentError(message, hint));
}

function required(value: number | undefined, target: string, what: string): number {
  if (value === undefined)
    throw new UserError(
      `Publishing to ${target} needs ${what}, and none was given.`,
      'In the Action the event names it; with flotilla publish give --pr N or --issue N.',
    );
  return value;
}
