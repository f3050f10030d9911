import { UserError } from '../errors.js';
import { startsWithFlotillaMarker } from '../publish/markers.js';
import { stripHtmlComments } from '../review/untrusted-text.js';
import { Inputs } from './constants.js';
import type { RequestedMode } from './constants.js';
import {
  isCommentEvent,
  isIssuesEvent,
  isPullRequestEvent,
  isPullRequestReviewEvent,
  pullRequestNumberOf,
  threadNumberOf,
} from './context.js';
import type { GitHubEvent, IssuesEvent, PullRequestEvent } from './context.js';

/** What this run does. `merge` combines matrix results and never runs a model. */
export type RunMode = 'review' | 'run' | 'audit' | 'merge';

export type ModeResolution =
  | {
      mode: RunMode;
      reason: string;
      /** The comment that asked for the run (untrusted: sanitize and fence it before use). */
      request?: string;
    }
  | { mode: 'skip'; reason: string };

export interface ModeOptions {
  triggerPhrase: string;
  allowPrTargetCheckout: boolean;
  /** `git rev-parse HEAD` in GITHUB_WORKSPACE; undefined when it cannot be read. */
  workspaceHeadSha?: string | undefined;
  /**
   * Whether the checked-out HEAD contains the pull request's head commit (is it, has it as a
   * parent, or descends from it); undefined when that cannot be decided.
   */
  workspaceContainsPrHead?: boolean | undefined;
  /** `label_trigger`: the label that starts a run when added to an issue. */
  labelTrigger?: string | undefined;
  /** `assignee_trigger`: the login that starts a run when assigned to an issue. */
  assigneeTrigger?: string | undefined;
}

/** workflow_run conclusions that mean the upstream CI failed (and agents may fix it). */
const failedConclusions = ['failure', 'timed_out', 'startup_failure'] as const;

/** Pull-request actions that start a review under `mode: auto`. */
export const reviewActions = ['opened', 'synchronize', 'reopened', 'ready_for_review'] as const;

/**
 * Decides what the run does from the `mode` input and the event. `auto`: pull requests are
 * reviewed (drafts wait until ready for review), comments mentioning the trigger phrase run
 * (`@flotilla review` on a PR reviews; on an issue it runs like any other request), schedule and workflow_dispatch audit, anything else is
 * skipped with the reason. An explicit mode is honoured, except that a comment must still
 * mention the trigger phrase, and a review needs a pull request.
 *
 * Throws a UserError when a `pull_request_target` run would execute agents on the PR's own
 * checked-out code and `allow_pr_target_checkout` is not set.
 */
export function resolveMode(
  requested: Exclude<RequestedMode, 'matrix'>,
  event: GitHubEvent,
  options: ModeOptions,
): ModeResolution {
  if (requested === 'merge') return { mode: 'merge', reason: 'mode is merge' };
  const resolution = decide(requested, event, options);
  if (resolution.mode !== 'skip' && isPullRequestEvent(event)) refuseTargetCheckout(event, options);
  return resolution;
}

/**
 * Whether the event asks for agents at all, for the `mode: matrix` plan, which runs none itself:
 * the same rules as a run's (a comment or review must be new, not Flotilla's own, and mention the
 * trigger phrase; Flotilla's own issue starts nothing). The agent jobs still decide their own
 * mode, so nothing here depends on which mode they ask for.
 */
export function planRequest(
  event: GitHubEvent,
  options: Pick<ModeOptions, 'triggerPhrase' | 'labelTrigger' | 'assigneeTrigger'>,
): ModeResolution {
  return decide('run', event, { ...options, allowPrTargetCheckout: false });
}

function decide(
  requested: Exclude<RequestedMode, 'merge' | 'matrix'>,
  event: GitHubEvent,
  options: ModeOptions,
): ModeResolution {
  const { triggerPhrase } = options;
  const explicit = { reason: `mode is ${requested}` };
  if (isPullRequestEvent(event)) {
    const pr = event.pullRequest;
    if (requested !== 'auto') return { mode: requested, ...explicit };
    if (event.action === 'closed')
      return { mode: 'skip', reason: `pull request #${pr.number} was closed` };
    if (!(reviewActions as readonly string[]).includes(event.action))
      return {
        mode: 'skip',
        reason: `the ${event.name} action '${event.action}' does not start a review (reviews start on ${reviewActions.join(', ')})`,
      };
    if (pr.draft && event.action !== 'ready_for_review')
      return {
        mode: 'skip',
        reason: `pull request #${pr.number} is a draft; it is reviewed when marked ready for review`,
      };
    return { mode: 'review', reason: `pull request #${pr.number} was ${event.action}` };
  }

  if (isCommentEvent(event) || isPullRequestReviewEvent(event)) {
    const isReview = isPullRequestReviewEvent(event);
    const wanted = isReview ? 'submitted' : 'created';
    if (event.action !== wanted)
      return {
        mode: 'skip',
        reason: isReview
          ? `the review was ${event.action}; only submitted reviews trigger a run`
          : `the comment was ${event.action}; only new comments trigger a run`,
      };
    const request = isReview ? event.review.body : event.comment.body;
    const what = isReview ? 'review' : 'comment';
    if (startsWithFlotillaMarker(request)) return { mode: 'skip', reason: ownText(what) };
    const mention = findTriggerPhrase(request, triggerPhrase);
    if (mention === undefined)
      return { mode: 'skip', reason: `the ${what} does not mention ${triggerPhrase}` };
    const pullRequest = pullRequestNumberOf(event);
    const where =
      pullRequest !== undefined
        ? `pull request #${pullRequest}`
        : `issue #${threadNumberOf(event)}`;
    // `@flotilla review …` reviews a pull request; on an issue it is a request like any other.
    const asksReview =
      requested === 'auto' && pullRequest !== undefined && /^[\s,:]*review\b/i.test(mention);
    if (requested === 'review' || asksReview)
      return pullRequest === undefined
        ? {
            mode: 'skip',
            reason: `a review needs a pull request, and the comment is on ${where}`,
          }
        : { mode: 'review', reason: `a ${what} on ${where} asked for a review`, request };
    if (requested === 'auto')
      return { mode: 'run', reason: `a ${what} on ${where} asked for a run`, request };
    return { mode: requested, ...explicit, request };
  }

  if (isIssuesEvent(event)) {
    // Opening or editing the issue is what Flotilla does to its audit issue; a label or an
    // assignee is someone's request, even on that issue.
    if (
      (event.action === 'opened' || event.action === 'edited') &&
      startsWithFlotillaMarker(event.issue.body)
    )
      return { mode: 'skip', reason: ownText('issue') };
    const request = `Issue #${event.issue.number}: ${event.issue.title}\n\n${event.issue.body}`;
    if (requested === 'review')
      throw new UserError(
        `Input '${Inputs.Mode}' is 'review', but this run's event is issues, which has no pull request.`,
        'Use mode auto or run with issues events.',
      );
    if (requested !== 'auto') return { mode: requested, ...explicit, request };
    const trigger = issueTrigger(event, options);
    return trigger.asked
      ? { mode: 'run', reason: trigger.reason, request }
      : { mode: 'skip', reason: trigger.reason };
  }

  if (event.kind === 'workflow_run' && requested === 'auto') {
    const name = event.workflowName ? `workflow '${event.workflowName}'` : 'the upstream workflow';
    if (event.action !== 'completed')
      return {
        mode: 'skip',
        reason: `the workflow_run action '${event.action}' is not completed`,
      };
    if (!(failedConclusions as readonly string[]).includes(event.conclusion ?? ''))
      return {
        mode: 'skip',
        reason: `${name} concluded ${event.conclusion ?? 'without a conclusion'}; only failed runs (${failedConclusions.join(', ')}) start agents`,
      };
    return { mode: 'run', reason: `${name} failed (${event.conclusion ?? 'failure'})` };
  }

  if (event.kind === 'repository_dispatch' && requested !== 'review') {
    const prompt = event.clientPayload.prompt;
    const request =
      typeof prompt === 'string'
        ? prompt
        : Object.keys(event.clientPayload).length > 0
          ? JSON.stringify(event.clientPayload, null, 2)
          : undefined;
    return {
      mode: requested === 'auto' ? 'run' : requested,
      reason:
        requested === 'auto'
          ? `repository_dispatch '${event.eventType}' was sent`
          : explicit.reason,
      ...(request !== undefined ? { request } : {}),
    };
  }

  if (requested === 'review')
    throw new UserError(
      `Input '${Inputs.Mode}' is 'review', but this run's event is ${event.name}, which has no pull request.`,
      'Use mode review with pull_request events (or comments on a pull request), or mode run or audit with this event.',
    );
  if (requested !== 'auto') return { mode: requested, ...explicit };
  if (event.kind === 'schedule' || event.kind === 'workflow_dispatch')
    return { mode: 'audit', reason: `${event.name} events run an audit` };
  return {
    mode: 'skip',
    reason: `${event.name} events do nothing under mode auto; set mode to run or audit to act on them`,
  };
}

/** Whether an `issues` event asks for a run: the label or assignee trigger, or a mention. */
function issueTrigger(
  event: IssuesEvent,
  options: ModeOptions,
): { asked: boolean; reason: string } {
  const where = `issue #${event.issue.number}`;
  const same = (a: string | undefined, b: string | undefined) =>
    a !== undefined && b !== undefined && a.toLowerCase() === b.toLowerCase();
  if (event.action === 'labeled' && same(event.label, options.labelTrigger))
    return { asked: true, reason: `${where} was labeled '${event.label ?? ''}'` };
  if (event.action === 'assigned' && same(event.assignee, options.assigneeTrigger))
    return { asked: true, reason: `${where} was assigned to ${event.assignee ?? ''}` };
  if (
    (event.action === 'opened' || event.action === 'edited') &&
    findTriggerPhrase(`${event.issue.title}\n${event.issue.body}`, options.triggerPhrase) !==
      undefined
  )
    return { asked: true, reason: `${where} asks for a run (it mentions the trigger phrase)` };
  const triggers = [
    `opening an issue that mentions ${options.triggerPhrase}`,
    options.labelTrigger ? `the label '${options.labelTrigger}'` : undefined,
    options.assigneeTrigger ? `assigning ${options.assigneeTrigger}` : undefined,
  ].filter(Boolean);
  return {
    asked: false,
    reason: `the issues action '${event.action}' on ${where} is not a trigger (runs start on ${triggers.join(', ')})`,
  };
}

/**
 * Why a body Flotilla wrote starts nothing. Reasons never quote the trigger phrase: the tracking
 * comment shows the reason, and a comment of ours that quoted it would ask for a run itself.
 */
function ownText(what: string): string {
  return `the ${what} is Flotilla's own (its first line is Flotilla's hidden marker), and what Flotilla writes never starts a run`;
}

/**
 * Finds the trigger phrase as a word of its own in what a reader sees: not inside hidden HTML
 * comments, code spans, fenced code or quoted lines (a quoted earlier request must not fire
 * again), not as part of a longer word or address, and not when an invisible character splits
 * it (`@\u200Bflotilla` is how people write the phrase without calling the bot, as GitHub does
 * not treat it as a mention either). Returns the text after it, or undefined.
 */
export function findTriggerPhrase(body: string, phrase: string): string | undefined {
  const visible = stripHtmlComments(body)
    .replace(/^[ \t]*(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:^[ \t]*\1[ \t]*$|(?![\s\S]))/gm, '')
    .replace(/`[^`\n]*`/g, '')
    .replace(/^[ \t]*>.*$/gm, '');
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`(?<![\\w@./-])${escaped}(?![\\w-])`, 'i').exec(visible);
  return match ? visible.slice(match.index + match[0].length) : undefined;
}

/**
 * Under pull_request_target the job has the base repository's secrets and a write token; agents
 * must not run on code the pull request's author controls. HEAD at the payload's base commit runs
 * (no history needed); otherwise the run is refused whenever the workspace holds the PR's head
 * (checked out, merged, or an ancestor of HEAD), and — failing closed — whenever that cannot be
 * decided.
 */
function refuseTargetCheckout(event: PullRequestEvent, options: ModeOptions): void {
  if (event.name !== 'pull_request_target' || options.allowPrTargetCheckout) return;
  const pr = event.pullRequest;
  const why =
    "A pull_request_target job has the base repository's secrets and a write token, and the PR's author controls that code (agent definitions, hooks, scripts the agents may run).";
  const hint = `Check out the base branch (actions/checkout's default under pull_request_target) or use the pull_request event. Only if this job's token and secrets may be exposed to pull-request authors, set '${Inputs.AllowPrTargetCheckout}: true'.`;
  const head = options.workspaceHeadSha?.trim().toLowerCase();
  if (!head) {
    throw new UserError(
      `Refusing to run agents under pull_request_target: the workspace's HEAD cannot be read, so whether it holds pull request #${pr.number}'s code cannot be decided. ${why}`,
      hint,
    );
  }
  const prHead = pr.head.sha.toLowerCase();
  const merge = pr.mergeCommitSha?.toLowerCase();
  // The base repository's own commit (actions/checkout's default here, at any depth): the
  // pull request's commits are in it only if they were merged into the base branch already.
  if (head === pr.base.sha.toLowerCase() && head !== prHead) return;
  let what: string | undefined;
  if (head === prHead) what = "the pull request's head commit";
  else if (head === merge) what = "the pull request's merge commit";
  else if (options.workspaceContainsPrHead === true)
    what = `a commit that contains the pull request's head ${prHead} (a merge of it, or a descendant)`;
  if (what) {
    throw new UserError(
      `Refusing to run agents on pull request #${pr.number}'s own code under pull_request_target: the workspace is checked out at ${head}, ${what}. ${why}`,
      hint,
    );
  }
  if (options.workspaceContainsPrHead === undefined) {
    throw new UserError(
      `Refusing to run agents under pull_request_target: the workspace's HEAD ${head} is not the pull request's base commit ${pr.base.sha}, and whether it contains pull request #${pr.number}'s head ${prHead} cannot be decided from the history here (a shallow clone). ${why}`,
      `Check out the base commit (actions/checkout with ref: \${{ github.event.pull_request.base.sha }}), or fetch the whole history (fetch-depth: 0) so that this can be decided, or use the pull_request event. Only if this job's token and secrets may be exposed to pull-request authors, set '${Inputs.AllowPrTargetCheckout}: true'.`,
    );
  }
}
