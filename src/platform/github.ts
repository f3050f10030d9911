import { Octokit } from '@octokit/rest';
import { AsyncLocalStorage } from 'node:async_hooks';
import { setTimeout as sleepFor } from 'node:timers/promises';
import { performance } from 'node:perf_hooks';
import { ExitCode, FlotillaError, UserError } from '../errors.js';
import { proxiedFetch, type ProxySettings } from './proxy.js';

/**
 * The GitHub port: only what the publishers need, over @octokit/rest.
 *
 * Reliability rules (DESIGN §8, R11):
 * - writes (POST/PATCH/PUT/DELETE) are serialised and paced: ≥ minWriteIntervalMs between the end
 *   of one write and the start of the next, ≥ minReviewIntervalMs between review POSTs;
 * - a 403/429 that carries rate-limit evidence (retry-after, x-ratelimit-remaining: 0, or GitHub's
 *   "rate limit" message) is waited out and retried, for POSTs too: GitHub rejected it unprocessed;
 * - GETs and idempotent writes (PATCH/PUT/DELETE) are retried with backoff on 5xx and network errors;
 * - a POST that fails with 5xx, a timeout or a dropped connection is NEVER retried here: it throws a
 *   GitHubApiError with outcome 'unknown', and the caller re-lists to see whether it landed.
 * The token is never logged and is scrubbed from every text this client sends.
 */

export interface RepositoryRef {
  owner: string;
  repo: string;
}

export interface GitHubClientOptions {
  token: string;
  /** e.g. https://api.github.com or GITHUB_API_URL. */
  apiUrl: string;
  repository: RepositoryRef;
  minWriteIntervalMs?: number;
  minReviewIntervalMs?: number;
  /** Retries of GETs / idempotent writes on 5xx, and of rate-limited requests. */
  maxRetries?: number;
  /** First backoff delay for 5xx retries; doubles each attempt. */
  retryBaseDelayMs?: number;
  /** A rate-limit wait longer than this fails instead of blocking the job. */
  maxRateLimitWaitMs?: number;
  /** Wait when GitHub says "secondary rate limit" without retry-after or reset headers. */
  defaultRateLimitWaitMs?: number;
  requestTimeoutMs?: number;
  /** Receives warnings (rate-limit waits, retries, deprecations); the token is scrubbed. */
  log?: (line: string) => void;
  /** `sleep` may end early when `signal` aborts (a stop, see stopGitHubRequestsOn). */
  clock?: { now(): number; sleep(ms: number, signal?: AbortSignal): Promise<void> };
  /** HTTPS_PROXY / HTTP_PROXY / NO_PROXY as the entry point read them (src/platform/proxy.ts). */
  proxy?: ProxySettings;
}

export interface PullRequestInfo {
  number: number;
  url: string;
  title: string;
  /** The description ('' when empty). Untrusted text. */
  body: string;
  author: string;
  state: 'open' | 'closed';
  draft: boolean;
  headSha: string;
  headRef: string;
  /** null when the head repository (a fork) was deleted. */
  headRepoFullName: string | null;
  baseRef: string;
  baseSha: string;
  baseRepoFullName: string;
}

export interface PullRequestFile {
  path: string;
  previousPath?: string;
  status: string;
  additions: number;
  deletions: number;
  /** Unified-diff hunks; GitHub omits it for binary and very large files. */
  patch?: string;
}

export type ReviewEvent = 'COMMENT' | 'REQUEST_CHANGES' | 'APPROVE';
export type DiffSide = 'LEFT' | 'RIGHT';

export interface ReviewInfo {
  id: number;
  body: string;
  commitId: string | null;
  state: string;
  url: string;
  user: string | null;
  /** The author's account type (`User`, `Bot`, `Organization`); null with no author. */
  userType: string | null;
}

export interface ReviewCommentInfo {
  id: number;
  reviewId: number | null;
  path: string;
  line: number | null;
  startLine: number | null;
  side: DiffSide | null;
  body: string;
  commitId: string;
  url: string;
  user: string | null;
  userType: string | null;
}

export interface ReviewCommentInput {
  path: string;
  body: string;
  line: number;
  side: DiffSide;
  startLine?: number;
  startSide?: DiffSide;
}

export interface CreateReviewInput {
  pullNumber: number;
  commitId: string;
  body: string;
  event: ReviewEvent;
  comments: ReviewCommentInput[];
}

export interface IssueCommentInfo {
  id: number;
  body: string;
  url: string;
  user: string | null;
  userType: string | null;
}

export interface IssueInfo {
  number: number;
  title: string;
  body: string;
  state: 'open' | 'closed';
  url: string;
  labels: string[];
  user: string | null;
  userType: string | null;
}

/**
 * Who the client's token publishes as. `account`: a personal, OAuth or user-to-server token,
 * whose login `GET /user` names. `installation`: a GitHub App installation token (GITHUB_TOKEN is
 * `github-actions[bot]`, an app's is `<slug>[bot]`), which `GET /user` refuses with 403.
 */
export type TokenIdentity = { kind: 'account'; login: string } | { kind: 'installation' };

/** Anything GitHub lists with its author. */
export interface Authored {
  user: string | null;
  userType: string | null;
}

/**
 * Whether the token of `identity` wrote `item`: its author is that account (logins compare
 * case-insensitively, as on GitHub), or, for an installation token, a Bot account (which only an
 * app installed with access to the repository can be; never a User). A body anyone else wrote
 * is never ours, whatever marker it starts with.
 */
export function authoredBy(identity: TokenIdentity, item: Authored): boolean {
  if (item.user === null) return false;
  if (identity.kind === 'installation') return item.userType === 'Bot';
  return item.user.toLowerCase() === identity.login.toLowerCase();
}

export interface RefInfo {
  ref: string;
  sha: string;
}

export interface GitHubClient {
  readonly repository: RepositoryRef;
  getPullRequest(pullNumber: number): Promise<PullRequestInfo>;
  listPullRequestFiles(pullNumber: number): Promise<PullRequestFile[]>;
  listReviews(pullNumber: number): Promise<ReviewInfo[]>;
  listReviewComments(pullNumber: number): Promise<ReviewCommentInfo[]>;
  /** A reply in the thread of review comment `commentId` (the thread's first comment or a reply). */
  replyToReviewComment(
    pullNumber: number,
    commentId: number,
    body: string,
  ): Promise<ReviewCommentInfo>;
  createReview(input: CreateReviewInput): Promise<ReviewInfo>;
  /** A posted review's body only: GitHub keeps its event and its inline comments. */
  updateReview(pullNumber: number, reviewId: number, body: string): Promise<ReviewInfo>;
  /** Withdraws a review's requested changes: its state becomes DISMISSED, with `message`. */
  dismissReview(pullNumber: number, reviewId: number, message: string): Promise<ReviewInfo>;
  listIssueComments(issueNumber: number): Promise<IssueCommentInfo[]>;
  createIssueComment(issueNumber: number, body: string): Promise<IssueCommentInfo>;
  updateIssueComment(commentId: number, body: string): Promise<IssueCommentInfo>;
  /**
   * Who this client's token publishes as: asked once (`GET /user`), then remembered. Publishers
   * take a marked body as theirs only when authoredBy(identity, body) holds.
   */
  identity(): Promise<TokenIdentity>;
  /** Issues only (pull requests are filtered out); `creator` is a login. */
  listIssues(query: {
    labels?: string[];
    state?: 'open' | 'closed' | 'all';
    creator?: string;
  }): Promise<IssueInfo[]>;
  createIssue(input: { title: string; body: string; labels?: string[] }): Promise<IssueInfo>;
  updateIssue(
    issueNumber: number,
    input: { title?: string; body?: string; state?: 'open' | 'closed'; labels?: string[] },
  ): Promise<IssueInfo>;
  /** `head` is `owner:branch`. */
  listPullRequests(query: {
    head?: string;
    base?: string;
    state?: 'open' | 'closed' | 'all';
  }): Promise<PullRequestInfo[]>;
  createPullRequest(input: {
    head: string;
    base: string;
    title: string;
    body: string;
    draft?: boolean;
  }): Promise<PullRequestInfo>;
  /** The repository's default branch (`GET /repos/{owner}/{repo}`). */
  getDefaultBranch(): Promise<string>;
  /** `ref` without `refs/`, e.g. `heads/main`; undefined when it does not exist. */
  getRef(ref: string): Promise<RefInfo | undefined>;
  /** `ref` without `refs/`, e.g. `heads/flotilla/fix`. */
  createRef(ref: string, sha: string): Promise<RefInfo>;
  /** The login's role on the repository; `none` when it is not a collaborator (404). */
  getCollaboratorPermission(login: string): Promise<RepositoryRole>;
  /** The pull request as one unified diff (what `git diff base...head` shows on GitHub). */
  getPullRequestDiff(pullNumber: number): Promise<string>;
  /** The jobs of a workflow run's latest attempt. */
  listWorkflowRunJobs(runId: number): Promise<WorkflowJobInfo[]>;
  /** A job's whole log as plain text (GitHub redirects to a short-lived download). */
  getJobLog(jobId: number): Promise<string>;
  /** The check runs on a commit (`ref`: a sha, branch or tag). */
  listCheckRuns(ref: string): Promise<CheckRunInfo[]>;
  /** Adds a reaction (`eyes`, `+1`, `rocket`, …) to an issue comment or a review comment. */
  addReaction(
    target: { kind: 'issue' | 'review-comment'; id: number },
    content: ReactionContent,
  ): Promise<void>;
  /** Git data API: a blob from bytes (sent as base64). Returns its sha. */
  createBlob(content: Buffer): Promise<string>;
  /** Git data API: a tree on `baseTree` with `entries` changed (sha null deletes). */
  createTree(baseTree: string, entries: readonly TreeEntryInput[]): Promise<string>;
  /** Git data API: a commit GitHub signs (its author is the token's identity). */
  createCommit(input: { message: string; tree: string; parents: string[] }): Promise<CommitInfo>;
  /** The tree of a commit. */
  getCommit(sha: string): Promise<CommitInfo>;
  /** `ref` without `refs/`; `force: false` refuses anything but a fast-forward. */
  updateRef(ref: string, sha: string, force?: boolean): Promise<RefInfo>;
}

export interface WorkflowJobInfo {
  id: number;
  name: string;
  status: string;
  conclusion: string | null;
  url: string | null;
  steps: Array<{ number: number; name: string; conclusion: string | null }>;
}

export interface CheckRunInfo {
  id: number;
  name: string;
  status: string;
  conclusion: string | null;
  url: string | null;
  title: string | null;
  summary: string | null;
  text: string | null;
}

export type ReactionContent =
  '+1' | '-1' | 'laugh' | 'confused' | 'heart' | 'hooray' | 'rocket' | 'eyes';

export interface TreeEntryInput {
  path: string;
  /** 100644 file, 100755 executable, 120000 symlink. */
  mode: '100644' | '100755' | '120000';
  /** The blob; null deletes the path. Ignored when `content` is given. */
  sha: string | null;
  /** A text file's content, sent inline (GitHub makes the blob): one request fewer per file. */
  content?: string;
}

export interface CommitInfo {
  sha: string;
  tree: string;
  verified: boolean;
  url: string;
}

/** Repository roles, most privileged first. */
export const repositoryRoles = ['admin', 'maintain', 'write', 'triage', 'read', 'none'] as const;
export type RepositoryRole = (typeof repositoryRoles)[number];

/** 'unknown': the request may have been applied (5xx, timeout, dropped connection on a write). */
export type WriteOutcome = 'rejected' | 'unknown';

export class GitHubApiError extends FlotillaError {
  override readonly exitCode: number;
  constructor(
    message: string,
    readonly details: {
      status?: number;
      requestId?: string;
      method: string;
      route: string;
      outcome: WriteOutcome;
      errors: string[];
    },
    readonly hint?: string,
  ) {
    super(message);
    const configurationProblem = details.status === 401 || details.status === 403;
    this.exitCode = configurationProblem ? ExitCode.usage : ExitCode.model;
  }
}

/** True when a write may or may not have landed: re-list before trying again. */
export function isOutcomeUnknown(error: unknown): boolean {
  return error instanceof GitHubApiError && error.details.outcome === 'unknown';
}

export function isUnprocessable(error: unknown): boolean {
  return error instanceof GitHubApiError && error.details.status === 422;
}

interface HttpErrorLike {
  status?: number;
  message?: string;
  response?: { headers?: Record<string, string | number | undefined>; data?: unknown };
}

interface EndpointOptionsLike {
  method?: string;
  url?: string;
  request?: Record<string, unknown>;
  [key: string]: unknown;
}

const readMethods = new Set(['GET', 'HEAD']);

const requestStop = new AsyncLocalStorage<AbortSignal>();

/**
 * Runs `work` so that, once `signal` aborts, none of the GitHub requests it makes starts, and
 * none waits any more (for the write pacing, a rate limit's retry-after or a retry's backoff):
 * each throws the signal's reason instead. A request already sent is let finish, so what was
 * posted is known. Publishing runs so when the job is cancelled: it has seconds to live.
 */
export function stopGitHubRequestsOn<T>(signal: AbortSignal, work: () => Promise<T>): Promise<T> {
  return requestStop.run(signal, work);
}

export function createGitHubClient(options: GitHubClientOptions): GitHubClient {
  const { token, repository } = options;
  if (!token) {
    throw new UserError(
      'No GitHub token was given.',
      'Pass github_token (in a workflow: ${{ secrets.GITHUB_TOKEN }}) or set GITHUB_TOKEN for the CLI.',
    );
  }
  if (!repository.owner || !repository.repo) {
    throw new UserError(
      `Invalid repository '${repository.owner}/${repository.repo}'. Expected format {owner}/{repo}.`,
    );
  }
  const settings = {
    minWriteIntervalMs: options.minWriteIntervalMs ?? 1000,
    minReviewIntervalMs: options.minReviewIntervalMs ?? 3000,
    maxRetries: options.maxRetries ?? 3,
    retryBaseDelayMs: options.retryBaseDelayMs ?? 1000,
    maxRateLimitWaitMs: options.maxRateLimitWaitMs ?? 120_000,
    defaultRateLimitWaitMs: options.defaultRateLimitWaitMs ?? 60_000,
    requestTimeoutMs: options.requestTimeoutMs ?? 30_000,
  };
  const clock = options.clock ?? {
    now: () => performance.now(),
    sleep: (ms: number, signal?: AbortSignal) =>
      sleepFor(ms, undefined, signal ? { signal } : {}).then(
        () => undefined,
        () => undefined, // aborted: the caller reads the stop's reason
      ),
  };
  const scrub = (text: string): string => text.split(token).join('***');
  const log = (line: string): void => options.log?.(scrub(line));

  const octokit = new Octokit({
    auth: token,
    baseUrl: options.apiUrl.replace(/\/+$/, ''),
    userAgent: 'flotilla',
    log: { debug: () => {}, info: () => {}, warn: log, error: log },
    ...(options.proxy ? { request: { fetch: proxiedFetch(options.proxy) } } : {}),
  });

  let writeQueue: Promise<unknown> = Promise.resolve();
  let lastWriteAt = Number.NEGATIVE_INFINITY;
  let lastReviewAt = Number.NEGATIVE_INFINITY;

  async function waitForPacing(
    isReviewPost: boolean,
    stop: AbortSignal | undefined,
  ): Promise<void> {
    // Loop: a timer may fire a fraction of a millisecond early.
    for (;;) {
      const now = clock.now();
      const due = Math.max(
        lastWriteAt + settings.minWriteIntervalMs,
        isReviewPost ? lastReviewAt + settings.minReviewIntervalMs : Number.NEGATIVE_INFINITY,
      );
      if (now >= due) return;
      await sleepUnlessStopped(Math.ceil(due - now), stop);
    }
  }

  /** Waits `ms`, or less when `stop` aborts; then throws the stop's reason if it did. */
  async function sleepUnlessStopped(ms: number, stop: AbortSignal | undefined): Promise<void> {
    stop?.throwIfAborted();
    await clock.sleep(ms, stop);
    stop?.throwIfAborted();
  }

  octokit.hook.wrap('request', async (request, endpoint) => {
    const opts = endpoint as unknown as EndpointOptionsLike;
    const method = (opts.method ?? 'GET').toUpperCase();
    const route = String(opts.url ?? '');
    const isWrite = !readMethods.has(method);
    const isReviewPost = method === 'POST' && /\/pulls\/\{pull_number\}\/reviews$/.test(route);
    const stop = requestStop.getStore();

    const attempt = async (): Promise<Awaited<ReturnType<typeof request>>> => {
      // A request already on its way is let finish (its answer says what was posted); none starts
      // after the stop.
      stop?.throwIfAborted();
      if (isWrite) await waitForPacing(isReviewPost, stop);
      try {
        return await request({
          ...endpoint,
          request: { ...endpoint.request, signal: AbortSignal.timeout(settings.requestTimeoutMs) },
        });
      } finally {
        if (isWrite) {
          lastWriteAt = clock.now();
          if (isReviewPost) lastReviewAt = lastWriteAt;
        }
      }
    };

    const send = async (): Promise<Awaited<ReturnType<typeof request>>> => {
      for (let attemptNumber = 0; ; attemptNumber++) {
        try {
          return await attempt();
        } catch (error) {
          if (stop?.aborted && error === stop.reason) throw error;
          const failure = error as HttpErrorLike;
          const response = failure.response;
          const rateLimitWait = response ? rateLimitWaitMs(failure, settings) : undefined;
          if (rateLimitWait !== undefined) {
            // GitHub rejected the request before processing it: safe to send again, POST included.
            if (
              attemptNumber >= settings.maxRetries ||
              rateLimitWait > settings.maxRateLimitWaitMs
            ) {
              throw toApiError(failure, method, route, 'rejected', scrub);
            }
            log(
              `GitHub rate limit on ${method} ${route}: waiting ${Math.ceil(rateLimitWait / 1000)} s before retrying`,
            );
            await sleepUnlessStopped(rateLimitWait, stop);
            continue;
          }
          const status = response ? failure.status : undefined;
          const uncertain = status === undefined || status >= 500;
          if (!uncertain) throw toApiError(failure, method, route, 'rejected', scrub);
          if (method === 'POST' || attemptNumber >= settings.maxRetries) {
            throw toApiError(failure, method, route, 'unknown', scrub);
          }
          log(`GitHub ${method} ${route} failed (${describeStatus(status)}); retrying`);
          await sleepUnlessStopped(settings.retryBaseDelayMs * 2 ** attemptNumber, stop);
        }
      }
    };

    if (!isWrite) return send();
    const queued = writeQueue.then(send);
    writeQueue = queued.catch(() => undefined);
    return queued;
  });

  const repo = { owner: repository.owner, repo: repository.repo };
  let identity: Promise<TokenIdentity> | undefined;

  return {
    repository: { ...repository },

    identity() {
      identity ??= whoIs(octokit).catch((error: unknown) => {
        identity = undefined; // a failed look-up is asked again next time
        throw error;
      });
      return identity;
    },

    async getPullRequest(pullNumber) {
      const { data } = await octokit.rest.pulls.get({ ...repo, pull_number: pullNumber });
      return toPullRequest(data);
    },

    async listPullRequestFiles(pullNumber) {
      const files = await octokit.paginate(octokit.rest.pulls.listFiles, {
        ...repo,
        pull_number: pullNumber,
        per_page: 100,
      });
      return files.map((file) => ({
        path: file.filename,
        status: file.status,
        additions: file.additions,
        deletions: file.deletions,
        ...(file.previous_filename ? { previousPath: file.previous_filename } : {}),
        ...(file.patch !== undefined ? { patch: file.patch } : {}),
      }));
    },

    async listReviews(pullNumber) {
      const reviews = await octokit.paginate(octokit.rest.pulls.listReviews, {
        ...repo,
        pull_number: pullNumber,
        per_page: 100,
      });
      return reviews.map(toReview);
    },

    async listReviewComments(pullNumber) {
      const comments = await octokit.paginate(octokit.rest.pulls.listReviewComments, {
        ...repo,
        pull_number: pullNumber,
        per_page: 100,
      });
      return comments.map(toReviewComment);
    },

    async replyToReviewComment(pullNumber, commentId, body) {
      const { data } = await octokit.rest.pulls.createReplyForReviewComment({
        ...repo,
        pull_number: pullNumber,
        comment_id: commentId,
        body: scrub(body),
      });
      return toReviewComment(data);
    },

    async createReview(input) {
      const { data } = await octokit.rest.pulls.createReview({
        ...repo,
        pull_number: input.pullNumber,
        commit_id: input.commitId,
        body: scrub(input.body),
        event: input.event,
        comments: input.comments.map((comment) => ({
          path: comment.path,
          body: scrub(comment.body),
          line: comment.line,
          side: comment.side,
          ...(comment.startLine !== undefined
            ? { start_line: comment.startLine, start_side: comment.startSide ?? comment.side }
            : {}),
        })),
      });
      return toReview(data);
    },

    async updateReview(pullNumber, reviewId, body) {
      const { data } = await octokit.rest.pulls.updateReview({
        ...repo,
        pull_number: pullNumber,
        review_id: reviewId,
        body: scrub(body),
      });
      return toReview(data);
    },

    async dismissReview(pullNumber, reviewId, message) {
      const { data } = await octokit.rest.pulls.dismissReview({
        ...repo,
        pull_number: pullNumber,
        review_id: reviewId,
        message: scrub(message),
        event: 'DISMISS',
      });
      return toReview(data);
    },

    async listIssueComments(issueNumber) {
      const comments = await octokit.paginate(octokit.rest.issues.listComments, {
        ...repo,
        issue_number: issueNumber,
        per_page: 100,
      });
      return comments.map(toIssueComment);
    },

    async createIssueComment(issueNumber, body) {
      const { data } = await octokit.rest.issues.createComment({
        ...repo,
        issue_number: issueNumber,
        body: scrub(body),
      });
      return toIssueComment(data);
    },

    async updateIssueComment(commentId, body) {
      const { data } = await octokit.rest.issues.updateComment({
        ...repo,
        comment_id: commentId,
        body: scrub(body),
      });
      return toIssueComment(data);
    },

    async listIssues(query) {
      const issues = await octokit.paginate(octokit.rest.issues.listForRepo, {
        ...repo,
        state: query.state ?? 'open',
        ...(query.labels?.length ? { labels: query.labels.join(',') } : {}),
        ...(query.creator ? { creator: query.creator } : {}),
        per_page: 100,
      });
      return issues.filter((issue) => !issue.pull_request).map(toIssue);
    },

    async createIssue(input) {
      const { data } = await octokit.rest.issues.create({
        ...repo,
        title: scrub(input.title),
        body: scrub(input.body),
        ...(input.labels ? { labels: input.labels } : {}),
      });
      return toIssue(data);
    },

    async updateIssue(issueNumber, input) {
      const { data } = await octokit.rest.issues.update({
        ...repo,
        issue_number: issueNumber,
        ...(input.title !== undefined ? { title: scrub(input.title) } : {}),
        ...(input.body !== undefined ? { body: scrub(input.body) } : {}),
        ...(input.state !== undefined ? { state: input.state } : {}),
        ...(input.labels !== undefined ? { labels: input.labels } : {}),
      });
      return toIssue(data);
    },

    async listPullRequests(query) {
      const pulls = await octokit.paginate(octokit.rest.pulls.list, {
        ...repo,
        state: query.state ?? 'open',
        ...(query.head ? { head: query.head } : {}),
        ...(query.base ? { base: query.base } : {}),
        per_page: 100,
      });
      return pulls.map(toPullRequest);
    },

    async createPullRequest(input) {
      const { data } = await octokit.rest.pulls.create({
        ...repo,
        head: input.head,
        base: input.base,
        title: scrub(input.title),
        body: scrub(input.body),
        ...(input.draft !== undefined ? { draft: input.draft } : {}),
      });
      return toPullRequest(data);
    },

    async getDefaultBranch() {
      const { data } = await octokit.rest.repos.get(repo);
      return data.default_branch;
    },

    async getRef(ref) {
      try {
        const { data } = await octokit.rest.git.getRef({ ...repo, ref });
        return { ref: data.ref, sha: data.object.sha };
      } catch (error) {
        if (error instanceof GitHubApiError && error.details.status === 404) return undefined;
        throw error;
      }
    },

    async createRef(ref, sha) {
      const { data } = await octokit.rest.git.createRef({ ...repo, ref: `refs/${ref}`, sha });
      return { ref: data.ref, sha: data.object.sha };
    },

    async getCollaboratorPermission(login) {
      try {
        const { data } = await octokit.rest.repos.getCollaboratorPermissionLevel({
          ...repo,
          username: login,
        });
        // role_name distinguishes maintain and triage, which `permission` folds into write and read.
        const role = (data.role_name || data.permission) as RepositoryRole;
        return (repositoryRoles as readonly string[]).includes(role) ? role : 'none';
      } catch (error) {
        if (error instanceof GitHubApiError && error.details.status === 404) return 'none';
        throw error;
      }
    },

    async getPullRequestDiff(pullNumber) {
      const { data } = await octokit.rest.pulls.get({
        ...repo,
        pull_number: pullNumber,
        mediaType: { format: 'diff' },
      });
      return String(data);
    },

    async listWorkflowRunJobs(runId) {
      const jobs = await octokit.paginate(octokit.rest.actions.listJobsForWorkflowRun, {
        ...repo,
        run_id: runId,
        filter: 'latest',
        per_page: 100,
      });
      return jobs.map((job) => ({
        id: job.id,
        name: job.name,
        status: job.status,
        conclusion: job.conclusion ?? null,
        url: job.html_url ?? null,
        steps: (job.steps ?? []).map((step) => ({
          number: step.number,
          name: step.name,
          conclusion: step.conclusion ?? null,
        })),
      }));
    },

    async getJobLog(jobId) {
      const { data } = await octokit.rest.actions.downloadJobLogsForWorkflowRun({
        ...repo,
        job_id: jobId,
      });
      return typeof data === 'string' ? data : String(data);
    },

    async listCheckRuns(ref) {
      const runs = await octokit.paginate(octokit.rest.checks.listForRef, {
        ...repo,
        ref,
        per_page: 100,
      });
      return runs.map((run) => ({
        id: run.id,
        name: run.name,
        status: run.status,
        conclusion: run.conclusion ?? null,
        url: run.html_url ?? null,
        title: run.output?.title ?? null,
        summary: run.output?.summary ?? null,
        text: run.output?.text ?? null,
      }));
    },

    async addReaction(target, content) {
      if (target.kind === 'issue')
        await octokit.rest.reactions.createForIssueComment({
          ...repo,
          comment_id: target.id,
          content,
        });
      else
        await octokit.rest.reactions.createForPullRequestReviewComment({
          ...repo,
          comment_id: target.id,
          content,
        });
    },

    async createBlob(content) {
      const { data } = await octokit.rest.git.createBlob({
        ...repo,
        content: content.toString('base64'),
        encoding: 'base64',
      });
      return data.sha;
    },

    async createTree(baseTree, entries) {
      const { data } = await octokit.rest.git.createTree({
        ...repo,
        base_tree: baseTree,
        tree: entries.map((entry) =>
          entry.content !== undefined
            ? { path: entry.path, mode: entry.mode, type: 'blob' as const, content: entry.content }
            : { path: entry.path, mode: entry.mode, type: 'blob' as const, sha: entry.sha },
        ),
      });
      return data.sha;
    },

    async createCommit(input) {
      const { data } = await octokit.rest.git.createCommit({
        ...repo,
        message: scrub(input.message),
        tree: input.tree,
        parents: input.parents,
      });
      return {
        sha: data.sha,
        tree: data.tree.sha,
        verified: data.verification?.verified ?? false,
        url: data.html_url,
      };
    },

    async getCommit(sha) {
      const { data } = await octokit.rest.git.getCommit({ ...repo, commit_sha: sha });
      return {
        sha: data.sha,
        tree: data.tree.sha,
        verified: data.verification?.verified ?? false,
        url: data.html_url,
      };
    },

    async updateRef(ref, sha, force = false) {
      const { data } = await octokit.rest.git.updateRef({ ...repo, ref, sha, force });
      return { ref: data.ref, sha: data.object.sha };
    },
  };
}

function rateLimitWaitMs(
  failure: HttpErrorLike,
  settings: { defaultRateLimitWaitMs: number },
): number | undefined {
  if (failure.status !== 403 && failure.status !== 429) return undefined;
  const headers = failure.response?.headers ?? {};
  const retryAfter = Number(headers['retry-after']);
  if (headers['retry-after'] !== undefined && Number.isFinite(retryAfter)) {
    return Math.max(0, retryAfter * 1000);
  }
  if (
    String(headers['x-ratelimit-remaining']) === '0' &&
    headers['x-ratelimit-reset'] !== undefined
  ) {
    const resetAtMs = Number(headers['x-ratelimit-reset']) * 1000;
    // The reset header is wall-clock epoch seconds (the pacing clock may be monotonic).
    return Math.max(0, resetAtMs - Date.now()) + 1000;
  }
  // 429 always means "too many requests"; a 403 only when GitHub's message says so.
  if (
    failure.status === 429 ||
    /rate limit/i.test(messageOf(failure.response?.data) ?? failure.message ?? '')
  ) {
    return settings.defaultRateLimitWaitMs;
  }
  return undefined;
}

function messageOf(data: unknown): string | undefined {
  if (data && typeof data === 'object' && 'message' in data) {
    const message = (data as { message: unknown }).message;
    return typeof message === 'string' ? message : undefined;
  }
  return typeof data === 'string' ? data : undefined;
}

function errorsOf(data: unknown): string[] {
  if (!data || typeof data !== 'object' || !('errors' in data)) return [];
  const errors = (data as { errors: unknown }).errors;
  if (!Array.isArray(errors)) return [];
  return errors.map((entry: unknown) => {
    if (typeof entry === 'string') return entry;
    const message = messageOf(entry);
    return message ?? JSON.stringify(entry);
  });
}

function describeStatus(status: number | undefined): string {
  return status === undefined ? 'no response' : `HTTP ${status}`;
}

/**
 * What to do about a failed request, by status and route: a 403 names the permission the
 * route needs, so the workflow's `permissions:` block can be fixed without guessing.
 */
export function hintFor(
  status: number | undefined,
  method: string,
  route: string,
): string | undefined {
  switch (status) {
    case 401:
      return 'GitHub rejected the token. Check the github_token input (or GITHUB_TOKEN / GH_TOKEN for the CLI).';
    case 403: {
      const permission = permissionFor(method, route);
      return `The token lacks the \`${permission}\` permission (or the repository's settings forbid this). In the workflow add \`permissions: { ${permission} }\`; for a personal token grant the same scope.`;
    }
    case 404:
      return 'Check the repository (owner/repo), the pull request or issue number, and that the token can see the repository.';
    case 422:
      return 'GitHub refused the content (see the errors listed): for a review, a comment line outside the diff or a stale commit; for a pull request, one may already exist or the branch may be missing.';
    default:
      return undefined;
  }
}

/** The `permissions:` entry a route needs (writes need write, reads read). */
function permissionFor(method: string, route: string): string {
  const access = readMethods.has(method) ? 'read' : 'write';
  if (/\/pulls(\/|$)/.test(route)) return `pull-requests: ${access}`;
  if (/\/issues(\/|$)/.test(route)) return `issues: ${access}`;
  if (/\/(git|contents|branches|commits)(\/|$)/.test(route)) return `contents: ${access}`;
  if (/\/check-runs|\/check-suites/.test(route)) return `checks: ${access}`;
  return `contents: ${access}`;
}

function toApiError(
  failure: HttpErrorLike,
  method: string,
  route: string,
  outcome: WriteOutcome,
  scrub: (text: string) => string,
): GitHubApiError {
  const status = failure.response ? failure.status : undefined;
  const headers = failure.response?.headers ?? {};
  const requestId = headers['x-github-request-id'];
  const data = failure.response?.data;
  const errors = errorsOf(data).map(scrub);
  const base = scrub(messageOf(data) ?? failure.message ?? 'no response');
  const detail = errors.length ? `${base}: ${errors.join('; ')}` : base;
  const where = `GitHub API ${method} ${route}`;
  const message =
    outcome === 'unknown' && method === 'POST'
      ? `${where} failed (${describeStatus(status)}: ${detail}); it may or may not have been applied.`
      : `${where} failed (${describeStatus(status)}): ${detail}`;
  return new GitHubApiError(
    requestId ? `${message} (request id ${String(requestId)})` : message,
    {
      ...(status !== undefined ? { status } : {}),
      ...(requestId !== undefined ? { requestId: String(requestId) } : {}),
      method,
      route,
      outcome,
      errors,
    },
    hintFor(status, method, route),
  );
}

interface PullRequestData {
  number: number;
  html_url: string;
  title: string;
  body?: string | null;
  user?: { login: string } | null;
  state: string;
  draft?: boolean | undefined;
  head: { sha: string; ref: string; repo: { full_name: string } | null };
  base: { sha: string; ref: string; repo: { full_name: string } };
}

function toReviewComment(comment: {
  id: number;
  pull_request_review_id?: number | null;
  path: string;
  line?: number | null;
  start_line?: number | null;
  side?: DiffSide | null;
  body: string;
  commit_id: string;
  html_url: string;
  user: Parameters<typeof authorOf>[0];
}): ReviewCommentInfo {
  return {
    id: comment.id,
    reviewId: comment.pull_request_review_id ?? null,
    path: comment.path,
    line: comment.line ?? null,
    startLine: comment.start_line ?? null,
    side: comment.side ?? null,
    body: comment.body,
    commitId: comment.commit_id,
    url: comment.html_url,
    ...authorOf(comment.user),
  };
}

function toPullRequest(data: PullRequestData): PullRequestInfo {
  return {
    number: data.number,
    url: data.html_url,
    title: data.title,
    body: data.body ?? '',
    author: data.user?.login ?? '',
    state: data.state === 'closed' ? 'closed' : 'open',
    draft: data.draft ?? false,
    headSha: data.head.sha,
    headRef: data.head.ref,
    headRepoFullName: data.head.repo?.full_name ?? null,
    baseRef: data.base.ref,
    baseSha: data.base.sha,
    baseRepoFullName: data.base.repo.full_name,
  };
}

/** GET /user names a personal or OAuth token's account; an installation token gets 403 there. */
async function whoIs(octokit: Octokit): Promise<TokenIdentity> {
  try {
    const { data } = await octokit.rest.users.getAuthenticated();
    return { kind: 'account', login: data.login };
  } catch (error) {
    if (error instanceof GitHubApiError && error.details.status === 403) {
      return { kind: 'installation' };
    }
    throw error;
  }
}

interface AccountData {
  login: string;
  type?: string | undefined;
}

function authorOf(user: AccountData | null | undefined): Authored {
  return { user: user?.login ?? null, userType: user ? (user.type ?? null) : null };
}

function toReview(data: {
  id: number;
  body: string;
  commit_id: string | null;
  state: string;
  html_url: string;
  user: AccountData | null;
}): ReviewInfo {
  return {
    id: data.id,
    body: data.body ?? '',
    commitId: data.commit_id,
    state: data.state,
    url: data.html_url,
    ...authorOf(data.user),
  };
}

function toIssueComment(data: {
  id: number;
  body?: string | undefined;
  html_url: string;
  user: AccountData | null;
}): IssueCommentInfo {
  return { id: data.id, body: data.body ?? '', url: data.html_url, ...authorOf(data.user) };
}

function toIssue(data: {
  number: number;
  title: string;
  body?: string | null | undefined;
  state: string;
  html_url: string;
  labels: Array<string | { name?: string | undefined }>;
  user?: AccountData | null | undefined;
}): IssueInfo {
  return {
    number: data.number,
    title: data.title,
    body: data.body ?? '',
    state: data.state === 'closed' ? 'closed' : 'open',
    url: data.html_url,
    labels: data.labels
      .map((label) => (typeof label === 'string' ? label : (label.name ?? '')))
      .filter(Boolean),
    ...authorOf(data.user),
  };
}
