import { readFileSync } from 'node:fs';
import type { z } from 'zod';
import { errorMessage, UserError } from '../errors.js';
import {
  dispatchPayload,
  issueCommentPayload,
  issuesPayload,
  otherPayload,
  pullRequestPayload,
  pushPayload,
  repositoryDispatchPayload,
  repositoryFields,
  reviewCommentPayload,
  reviewPayload,
  schedulePayload,
  workflowRunPayload,
} from './event-payload-schemas.js';
import type { accountSchema, issueSchema, pullRequestSchema } from './event-payload-schemas.js';

/**
 * The event that started the workflow run, as a discriminated union on `kind`. Built from
 * GITHUB_EVENT_NAME and the JSON payload at GITHUB_EVENT_PATH; only the fields Flotilla uses are
 * kept, and every one of them is checked, so a payload of the wrong shape fails here with a
 * clear message instead of as `undefined` three modules later.
 */

export interface Account {
  login: string;
  /** `User`, `Bot` or `Organization`, as the payload says. */
  type?: string;
}

export interface PullRequestInfo {
  number: number;
  title: string;
  /** The description; a null body in the payload becomes ''. */
  body: string;
  author: Account;
  draft: boolean;
  state: string;
  head: { sha: string; ref: string; repoFullName?: string };
  base: { sha: string; ref: string; repoFullName: string };
  /** GitHub's test merge commit of head into base, when it has computed one. */
  mergeCommitSha?: string;
  /** The head branch lives in another repository (or in one that was deleted). */
  isFork: boolean;
  sameRepository: boolean;
}

interface EventCommon {
  /** GITHUB_EVENT_NAME as given. */
  name: string;
  /** The account that caused the event (`sender`), when the payload has one. */
  sender?: Account;
  /** The repository's default branch (`repository.default_branch`), when the payload says it. */
  defaultBranch?: string;
}

export interface PullRequestEvent extends EventCommon {
  kind: 'pull_request';
  name: 'pull_request' | 'pull_request_target';
  action: string;
  pullRequest: PullRequestInfo;
}

export interface IssueCommentEvent extends EventCommon {
  kind: 'issue_comment';
  action: string;
  comment: { id: number; body: string; author: Account };
  issue: Omit<IssueInfo, 'labels'>;
  /** Set when the comment is on a pull request (GitHub models PRs as issues). */
  pullRequestNumber?: number;
}

export interface PullRequestReviewCommentEvent extends EventCommon {
  kind: 'pull_request_review_comment';
  action: string;
  comment: {
    id: number;
    body: string;
    author: Account;
    path: string;
    line?: number;
    startLine?: number;
    side?: 'LEFT' | 'RIGHT';
    diffHunk: string;
    commitId: string;
    /** The comment's page (`…/pull/N#discussion_r<id>`). */
    url?: string;
  };
  pullRequest: PullRequestInfo;
}

export interface ScheduleEvent extends EventCommon {
  kind: 'schedule';
  /** The cron expression that fired. */
  schedule?: string;
}

export interface WorkflowDispatchEvent extends EventCommon {
  kind: 'workflow_dispatch';
  inputs: Record<string, string>;
  ref?: string;
}

export interface PushEvent extends EventCommon {
  kind: 'push';
  ref: string;
  before: string;
  after: string;
  deleted: boolean;
}

export interface WorkflowRunEvent extends EventCommon {
  kind: 'workflow_run';
  action: string;
  /** The upstream run's id (its jobs and logs are read by it). */
  runId?: number;
  /** The upstream workflow's name. */
  workflowName?: string;
  /** `success`, `failure`, `cancelled`, … once the upstream run completed. */
  conclusion?: string;
  runUrl?: string;
  /** Pull requests of this repository the upstream run was for. */
  pullRequestNumbers: number[];
  /** The upstream run's event (`pull_request`, `push`, …). */
  upstreamEvent: string;
  /** Who caused the upstream run, and who started its current attempt. */
  upstreamActor?: Account;
  upstreamTriggeringActor?: Account;
  headSha: string;
  headBranch?: string;
  /** The upstream run was on a branch of another repository (a fork's pull request). */
  fromFork: boolean;
}

export interface IssueInfo {
  number: number;
  title: string;
  body: string;
  author: Account;
  state: string;
  labels: string[];
}

export interface IssuesEvent extends EventCommon {
  kind: 'issues';
  action: string;
  issue: IssueInfo;
  /** The label just added (action labeled). */
  label?: string;
  /** The login just assigned (action assigned). */
  assignee?: string;
}

export interface PullRequestReviewEvent extends EventCommon {
  kind: 'pull_request_review';
  action: string;
  review: { id: number; body: string; author: Account; state: string };
  pullRequest: PullRequestInfo;
}

export interface RepositoryDispatchEvent extends EventCommon {
  kind: 'repository_dispatch';
  /** The dispatch's `event_type`. */
  eventType: string;
  /** `client_payload`: whatever the caller sent (untrusted data). */
  clientPayload: Record<string, unknown>;
}

/** Any other event: Flotilla runs on it only when `mode` names what to do. */
export interface OtherEvent extends EventCommon {
  kind: 'other';
  action?: string;
}

export type GitHubEvent =
  | PullRequestEvent
  | IssueCommentEvent
  | PullRequestReviewCommentEvent
  | ScheduleEvent
  | WorkflowDispatchEvent
  | PushEvent
  | WorkflowRunEvent
  | IssuesEvent
  | PullRequestReviewEvent
  | RepositoryDispatchEvent
  | OtherEvent;

export type CommentEvent = IssueCommentEvent | PullRequestReviewCommentEvent;

export const isPullRequestEvent = (event: GitHubEvent): event is PullRequestEvent =>
  event.kind === 'pull_request';
export const isIssueCommentEvent = (event: GitHubEvent): event is IssueCommentEvent =>
  event.kind === 'issue_comment';
export const isPullRequestReviewCommentEvent = (
  event: GitHubEvent,
): event is PullRequestReviewCommentEvent => event.kind === 'pull_request_review_comment';
export const isCommentEvent = (event: GitHubEvent): event is CommentEvent =>
  isIssueCommentEvent(event) || isPullRequestReviewCommentEvent(event);
export const isScheduleEvent = (event: GitHubEvent): event is ScheduleEvent =>
  event.kind === 'schedule';
export const isWorkflowDispatchEvent = (event: GitHubEvent): event is WorkflowDispatchEvent =>
  event.kind === 'workflow_dispatch';
export const isPushEvent = (event: GitHubEvent): event is PushEvent => event.kind === 'push';
export const isWorkflowRunEvent = (event: GitHubEvent): event is WorkflowRunEvent =>
  event.kind === 'workflow_run';

export const isIssuesEvent = (event: GitHubEvent): event is IssuesEvent => event.kind === 'issues';
export const isPullRequestReviewEvent = (event: GitHubEvent): event is PullRequestReviewEvent =>
  event.kind === 'pull_request_review';

/**
 * The pull request the event is about, if any (a comment on a plain issue has none; a
 * workflow_run is about the pull request its upstream run checked, when there is exactly one).
 */
export function pullRequestNumberOf(event: GitHubEvent): number | undefined {
  const pullRequest = pullRequestOf(event);
  if (pullRequest) return pullRequest.number;
  if (isIssueCommentEvent(event)) return event.pullRequestNumber;
  if (isWorkflowRunEvent(event) && event.pullRequestNumbers.length === 1)
    return event.pullRequestNumbers[0];
  return undefined;
}

/** The issue or pull request a reply belongs on: the event's thread, if it has one. */
export function threadNumberOf(event: GitHubEvent): number | undefined {
  if (isIssueCommentEvent(event)) return event.issue.number;
  if (isIssuesEvent(event)) return event.issue.number;
  return pullRequestNumberOf(event);
}

/** The comment (or review) whose author asked for the run: it gets the eyes reaction. */
export function triggeringCommentOf(
  event: GitHubEvent,
): { kind: 'issue' | 'review-comment'; id: number } | undefined {
  if (isIssueCommentEvent(event)) return { kind: 'issue', id: event.comment.id };
  if (isPullRequestReviewCommentEvent(event))
    return { kind: 'review-comment', id: event.comment.id };
  return undefined;
}

/**
 * The request a run answers, as the key of its tracking comment: the comment or review that
 * asked, or the failed upstream run. Other events (a pull request's review, an issue's label) are
 * answered in the thread's summary comment, which a later run on that thread brings up to date.
 */
export function requestKeyOf(event: GitHubEvent): string {
  if (isIssueCommentEvent(event)) return `request-comment-${event.comment.id}`;
  if (isPullRequestReviewCommentEvent(event)) return `request-review-comment-${event.comment.id}`;
  if (isPullRequestReviewEvent(event)) return `request-review-${event.review.id}`;
  if (isWorkflowRunEvent(event) && event.runId !== undefined)
    return `request-workflow-run-${event.runId}`;
  return 'summary';
}

/**
 * The branch a pull request of the agents' changes targets, when the event names the branch
 * their code came from: a failed workflow_run's branch (for a pull request's run, its head
 * branch), so that merging the fix lands on the branch whose CI failed, and never carries that
 * branch's unreviewed commits into another. A fork's branch is not in this repository: none.
 */
export function changesBaseOf(event: GitHubEvent): string | undefined {
  if (isWorkflowRunEvent(event) && !event.fromFork) return event.headBranch;
  return undefined;
}

/**
 * Where agent definitions, settings, skills and hooks must be read from (DESIGN §6): on
 * pull-request events, the base branch, never the PR head. Undefined: the checked-out tree is
 * trusted (push, schedule, dispatch), or the payload does not carry the base (a comment on a PR:
 * fetch the PR and use its base sha).
 */
export function configurationBase(event: GitHubEvent): { ref: string; sha: string } | undefined {
  const pullRequest = pullRequestOf(event);
  return pullRequest ? { ref: pullRequest.base.ref, sha: pullRequest.base.sha } : undefined;
}

/** The head commit of the pull request the payload carries (undefined for a comment on one). */
export function pullRequestHeadOf(event: GitHubEvent): string | undefined {
  return pullRequestOf(event)?.head.sha;
}

/** The pull request an event carries in its payload (pull_request, a review, a review comment). */
function pullRequestOf(event: GitHubEvent): PullRequestInfo | undefined {
  return isPullRequestEvent(event) ||
    isPullRequestReviewCommentEvent(event) ||
    isPullRequestReviewEvent(event)
    ? event.pullRequest
    : undefined;
}

/**
 * Turns GITHUB_EVENT_NAME and the parsed payload into a GitHubEvent. A payload that lacks what
 * the event name promises is a UserError naming the first missing field.
 */
export function parseGitHubEvent(eventName: string, payload: unknown): GitHubEvent {
  const repository = repositoryFields.safeParse(payload).data?.repository;
  const event = parseEventFields(eventName, payload, repository?.full_name ?? undefined);
  const defaultBranch = repository?.default_branch;
  return defaultBranch ? { ...event, defaultBranch } : event;
}

/** `repository`: the full name of the repository the workflow runs in, when the payload says it. */
function parseEventFields(
  eventName: string,
  payload: unknown,
  repository: string | undefined,
): GitHubEvent {
  const parse = <T>(schema: z.ZodType<T>): T => {
    const result = schema.safeParse(payload);
    if (result.success) return result.data;
    const issue = result.error.issues[0];
    const where = issue && issue.path.length > 0 ? issue.path.join('.') : '(top level)';
    throw new UserError(
      `The ${eventName} event payload does not have the expected shape: ${where}: ${issue?.message ?? 'invalid'}.`,
      'GITHUB_EVENT_PATH should point at the webhook payload GitHub wrote for this run.',
    );
  };
  switch (eventName) {
    case 'pull_request':
    case 'pull_request_target': {
      const data = parse(pullRequestPayload);
      return {
        kind: 'pull_request',
        name: eventName,
        action: data.action,
        pullRequest: pullRequestInfo(data.pull_request),
        ...sender(data.sender),
      };
    }
    case 'issue_comment': {
      const data = parse(issueCommentPayload);
      const { issue, comment } = data;
      return {
        kind: 'issue_comment',
        name: eventName,
        action: data.action,
        comment: { id: comment.id, body: comment.body ?? '', author: account(comment.user) },
        issue: issueFields(issue),
        ...(issue.pull_request != null ? { pullRequestNumber: issue.number } : {}),
        ...sender(data.sender),
      };
    }
    case 'pull_request_review_comment': {
      const data = parse(reviewCommentPayload);
      const { comment } = data;
      return {
        kind: 'pull_request_review_comment',
        name: eventName,
        action: data.action,
        comment: {
          id: comment.id,
          body: comment.body ?? '',
          author: account(comment.user),
          path: comment.path,
          ...(comment.line != null ? { line: comment.line } : {}),
          ...(comment.start_line != null ? { startLine: comment.start_line } : {}),
          ...(comment.side != null ? { side: comment.side } : {}),
          diffHunk: comment.diff_hunk ?? '',
          commitId: comment.commit_id,
          ...(comment.html_url ? { url: comment.html_url } : {}),
        },
        pullRequest: pullRequestInfo(data.pull_request),
        ...sender(data.sender),
      };
    }
    case 'schedule': {
      const data = parse(schedulePayload);
      return {
        kind: 'schedule',
        name: eventName,
        ...(data.schedule !== undefined ? { schedule: data.schedule } : {}),
        ...sender(data.sender),
      };
    }
    case 'workflow_dispatch': {
      const data = parse(dispatchPayload);
      const inputs: Record<string, string> = {};
      for (const [key, value] of Object.entries(data.inputs ?? {})) inputs[key] = String(value);
      return {
        kind: 'workflow_dispatch',
        name: eventName,
        inputs,
        ...(data.ref !== undefined ? { ref: data.ref } : {}),
        ...sender(data.sender),
      };
    }
    case 'push': {
      const data = parse(pushPayload);
      return {
        kind: 'push',
        name: eventName,
        ref: data.ref,
        before: data.before,
        after: data.after,
        deleted: data.deleted ?? false,
        ...sender(data.sender),
      };
    }
    case 'workflow_run': {
      const data = parse(workflowRunPayload);
      const run = data.workflow_run;
      const headRepository = run.head_repository?.full_name;
      return {
        kind: 'workflow_run',
        name: eventName,
        action: data.action,
        upstreamEvent: run.event,
        ...(run.actor ? { upstreamActor: account(run.actor) } : {}),
        ...(run.triggering_actor ? { upstreamTriggeringActor: account(run.triggering_actor) } : {}),
        headSha: run.head_sha,
        ...(run.head_branch ? { headBranch: run.head_branch } : {}),
        fromFork:
          repository != null &&
          headRepository !== undefined &&
          headRepository.toLowerCase() !== repository.toLowerCase(),
        ...(run.id !== undefined ? { runId: run.id } : {}),
        ...(run.name ? { workflowName: run.name } : {}),
        ...(run.conclusion ? { conclusion: run.conclusion } : {}),
        ...(run.html_url ? { runUrl: run.html_url } : {}),
        pullRequestNumbers: (run.pull_requests ?? []).map((pull) => pull.number),
        ...sender(data.sender),
      };
    }
    case 'issues': {
      const data = parse(issuesPayload);
      const { issue } = data;
      return {
        kind: 'issues',
        name: eventName,
        action: data.action,
        issue: {
          ...issueFields(issue),
          labels: (issue.labels ?? []).map((label) => label.name),
        },
        ...(data.label ? { label: data.label.name } : {}),
        ...(data.assignee ? { assignee: data.assignee.login } : {}),
        ...sender(data.sender),
      };
    }
    case 'pull_request_review': {
      const data = parse(reviewPayload);
      const { review } = data;
      return {
        kind: 'pull_request_review',
        name: eventName,
        action: data.action,
        review: {
          id: review.id,
          body: review.body ?? '',
          author: account(review.user),
          state: review.state,
        },
        pullRequest: pullRequestInfo(data.pull_request),
        ...sender(data.sender),
      };
    }
    case 'repository_dispatch': {
      const data = parse(repositoryDispatchPayload);
      return {
        kind: 'repository_dispatch',
        name: eventName,
        eventType: data.action,
        clientPayload: data.client_payload ?? {},
        ...sender(data.sender),
      };
    }
    default: {
      const data = parse(otherPayload);
      return {
        kind: 'other',
        name: eventName,
        ...(data.action !== undefined ? { action: data.action } : {}),
        ...sender(data.sender),
      };
    }
  }
}

/** Reads and parses the payload file the runner wrote (GITHUB_EVENT_PATH). */
export function loadGitHubEvent(
  source: { eventName: string; eventPath?: string | undefined },
  readFile: (file: string) => string = (file) => readFileSync(file, 'utf8'),
): GitHubEvent {
  if (source.eventPath === undefined || source.eventPath === '') {
    // schedule runs without a meaningful payload are still runs; others need theirs.
    if (source.eventName === 'schedule') return parseGitHubEvent('schedule', {});
    throw new UserError(
      `GITHUB_EVENT_PATH is not set, so the ${source.eventName} event cannot be read.`,
      'The GitHub Actions runner sets it; when simulating a run, point it at a webhook payload JSON file.',
    );
  }
  let text: string;
  try {
    text = readFile(source.eventPath);
  } catch (error) {
    throw new UserError(
      `Cannot read the event payload at ${source.eventPath}: ${errorMessage(error)}.`,
      'GITHUB_EVENT_PATH should name the webhook payload JSON file of this run.',
    );
  }
  let payload: unknown;
  try {
    payload = JSON.parse(text);
  } catch (error) {
    throw new UserError(
      `The event payload at ${source.eventPath} is not JSON: ${errorMessage(error)}.`,
      'GITHUB_EVENT_PATH should name the webhook payload JSON file of this run.',
    );
  }
  return parseGitHubEvent(source.eventName, payload);
}

function account(value: z.infer<typeof accountSchema>): Account {
  return value.type === undefined
    ? { login: value.login }
    : { login: value.login, type: value.type };
}

function sender(value: z.infer<typeof accountSchema> | undefined): { sender?: Account } {
  return value ? { sender: account(value) } : {};
}

function issueFields(value: z.infer<typeof issueSchema>): Omit<IssueInfo, 'labels'> {
  return {
    number: value.number,
    title: value.title,
    body: value.body ?? '',
    author: account(value.user),
    state: value.state,
  };
}

function pullRequestInfo(value: z.infer<typeof pullRequestSchema>): PullRequestInfo {
  const headRepo = value.head.repo?.full_name;
  const sameRepository = headRepo !== undefined && headRepo === value.base.repo.full_name;
  return {
    number: value.number,
    title: value.title,
    body: value.body ?? '',
    author: account(value.user),
    draft: value.draft ?? false,
    state: value.state,
    head: {
      sha: value.head.sha,
      ref: value.head.ref,
      ...(headRepo !== undefined ? { repoFullName: headRepo } : {}),
    },
    base: { sha: value.base.sha, ref: value.base.ref, repoFullName: value.base.repo.full_name },
    ...(value.merge_commit_sha ? { mergeCommitSha: value.merge_commit_sha } : {}),
    isFork: !sameRepository,
    sameRepository,
  };
}
