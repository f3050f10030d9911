import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import os from 'node:os';
import nodePath from 'node:path';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';

/**
 * A local GitHub REST server (127.0.0.1, port 0) with just the endpoints the publishers use and
 * in-memory state. It reproduces the GitHub behaviour that matters to them:
 * - a review with ANY inline comment whose line/start_line/side is not in the diff is refused as a
 *   whole with 422 "Unprocessable Entity" and a generic error that does not say which comment;
 * - bodies over 65,536 characters are refused with 422;
 * - optional secondary rate limiting (403 + retry-after) when writes come too fast;
 * - fault switches: answer a request with a status before handling it, or AFTER applying it
 *   (the write landed, the client sees 502 or a dropped connection);
 * - pagination with Link headers; every request is recorded with its arrival time;
 * - authors: every token is an account ({ login, type }); what a request creates is that
 *   account's. The server's own token is an installation-like Bot (GET /user answers 403
 *   "Resource not accessible by integration") unless `identity` makes it a User (a personal
 *   token: GET /user answers); addAccount() gives tests a token to post as someone else;
 * - `dropLabels`: labels sent with a new or edited issue are silently dropped, as GitHub does
 *   for a token without push access.
 * Hunks are parsed here independently of src/publish/diff-lines.ts, so the two check each other.
 */

export interface FakeFile {
  filename: string;
  patch?: string;
  additions?: number;
  deletions?: number;
  status?: string;
  previous_filename?: string;
}

export interface FakePullRequestInput {
  number?: number;
  title?: string;
  body?: string;
  author?: string;
  headSha: string;
  headRef?: string;
  /** Full name of the head repository; null: the fork was deleted. Default: this repository. */
  headRepo?: string | null;
  baseRef?: string;
  baseSha?: string;
  state?: 'open' | 'closed';
  files?: FakeFile[];
}

export interface FakeIssueInput {
  title: string;
  body?: string;
  labels?: string[];
  state?: 'open' | 'closed';
  /** A User's login; default: the server token's account. */
  author?: string;
}

/** A GitHub account: what `user` says on everything it wrote. */
export interface FakeAccount {
  login: string;
  type: 'User' | 'Bot';
}

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  rawBody: string;
  body: unknown;
  /** performance.now() when the request arrived. */
  at: number;
  status: number;
}

export interface Fault {
  method: string;
  path: RegExp;
  status: number;
  /** before: refuse without applying; after: apply the write, then fail the response. */
  when: 'before' | 'after';
  /** Destroy the connection instead of answering (only with when: 'after'). */
  reset?: boolean;
  headers?: Record<string, string>;
  body?: unknown;
  /** How many matching requests fail (default 1). */
  times?: number;
  /** Only requests whose (parsed JSON) body this accepts match. */
  matches?: (body: unknown) => boolean;
}

export interface FakeJob {
  id: number;
  name: string;
  conclusion: 'success' | 'failure' | 'cancelled' | 'skipped' | 'timed_out' | null;
  steps?: Array<{ number: number; name: string; conclusion: string | null }>;
  /** The job's log as GitHub serves it (timestamped lines). */
  log: string;
}

export interface FakeCheckRun {
  id: number;
  name: string;
  status?: string;
  conclusion: string | null;
  title?: string;
  summary?: string;
}

export interface SecondaryRateLimit {
  minWriteIntervalMs: number;
  minReviewIntervalMs?: number;
  retryAfterSeconds: number;
}

export interface GitHubServerInit {
  owner?: string;
  repo?: string;
  token?: string;
  pulls?: FakePullRequestInput[];
  issues?: FakeIssueInput[];
  refs?: Record<string, string>;
  secondaryRateLimit?: SecondaryRateLimit;
  /** Repository roles by login (admin, maintain, write, triage, read); others: 404. */
  permissions?: Record<string, string>;
  /**
   * Refs that live outside the server (`heads/name` → sha), consulted after `refs`: e.g. a bare
   * git repository that a process under test pushes to, as pushes to GitHub create branches.
   */
  resolveRef?: (ref: string) => string | undefined;
  /** Workflow runs by id: their jobs and logs (actions/runs/{id}/jobs, actions/jobs/{id}/logs). */
  workflowRuns?: Record<number, FakeJob[]>;
  /** Check runs by commit sha (commits/{sha}/check-runs); `*`: those of any other commit. */
  checkRuns?: Record<string, FakeCheckRun[]>;
  /**
   * A git repository (the bare origin) the Git data API writes to: blobs, trees and commits are
   * real objects there, and ref updates move its branches, as on GitHub.
   */
  gitDir?: string;
  /** createTree requests with more entries are refused with 422 (to prove chunking). */
  maxTreeEntriesPerRequest?: number;
  /**
   * The account of the server's token. Default: { login: BOT_LOGIN, type: 'Bot' }, an
   * installation token; a User is a personal token.
   */
  identity?: FakeAccount;
  /** Labels on POST/PATCH issues are silently dropped (a token without push access). */
  dropLabels?: boolean;
  /** What GET /repos/{owner}/{repo} says is the default branch (default `main`). */
  defaultBranch?: string;
}

interface Json {
  [key: string]: unknown;
}

export interface ServerState {
  pulls: Map<number, Json & { files: FakeFile[] }>;
  reviews: Json[];
  reviewComments: Json[];
  issueComments: Json[];
  issues: Json[];
  /** `heads/name` → sha */
  refs: Map<string, string>;
  /** login → repository role */
  permissions: Map<string, string>;
  /** Reactions added: `{ subject: 'issue-comment' | 'review-comment', id, content }`. */
  reactions: Json[];
  /** Commits created through the Git data API, by sha, with whether GitHub signed them. */
  apiCommits: Map<string, { verified: boolean; message: string }>;
}

export interface GitHubServer {
  /** Base URL for the API (what GITHUB_API_URL would be). */
  url: string;
  token: string;
  owner: string;
  repo: string;
  requests: RecordedRequest[];
  state: ServerState;
  addPullRequest(input: FakePullRequestInput): number;
  setHead(pullNumber: number, headSha: string, files?: FakeFile[]): void;
  injectFault(fault: Fault): void;
  setSecondaryRateLimit(limit: SecondaryRateLimit | undefined): void;
  /** A token for another account (default a User), to post as someone else. */
  addAccount(login: string, type?: FakeAccount['type']): string;
  /** Requests that were answered with `status`. */
  answered(status: number): RecordedRequest[];
  close(): Promise<void>;
}

export const BOT_LOGIN = 'flotilla-test[bot]';
const MAX_BODY = 65_536;
const writeMethods = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);

export function lineSets(
  patch: string | undefined,
): Array<{ left: Set<number>; right: Set<number> }> {
  const hunks: Array<{ left: Set<number>; right: Set<number> }> = [];
  if (!patch) return hunks;
  let oldLine = 0;
  let newLine = 0;
  let current: { left: Set<number>; right: Set<number> } | undefined;
  for (const line of patch.split('\n')) {
    const header = /^@@ -(\d+)(?:,\d+)? \+(\d+)(?:,\d+)? @@/.exec(line);
    if (header) {
      oldLine = Number(header[1]);
      newLine = Number(header[2]);
      current = { left: new Set(), right: new Set() };
      hunks.push(current);
    } else if (current && line.startsWith('+')) current.right.add(newLine++);
    else if (current && line.startsWith('-')) current.left.add(oldLine++);
    else if (current && line.startsWith(' ')) {
      current.left.add(oldLine++);
      current.right.add(newLine++);
    }
  }
  return hunks;
}

/**
 * Line `line` on `side` of a file's patch, as GitHub lists a review comment there: its text and
 * its `position` (lines below the first `@@`, later hunk headers counted); undefined when that line
 * is not in the diff.
 */
export function patchLine(
  patch: string | undefined,
  side: 'LEFT' | 'RIGHT',
  line: number,
): { text: string; position: number } | undefined {
  if (!patch) return undefined;
  let oldLine = 0;
  let newLine = 0;
  let position = -1;
  for (const text of patch.split('\n')) {
    const header = /^@@ -(\d+)(?:,\d+)? \+(\d+)(?:,\d+)? @@/.exec(text);
    position++;
    if (header) {
      oldLine = Number(header[1]);
      newLine = Number(header[2]);
      continue;
    }
    const marker = text[0];
    const onLeft = marker === '-' || marker === ' ' ? oldLine++ : undefined;
    const onRight = marker === '+' || marker === ' ' ? newLine++ : undefined;
    if ((side === 'LEFT' ? onLeft : onRight) === line) return { text: text.slice(1), position };
  }
  return undefined;
}

export async function startGitHubServer(init: GitHubServerInit = {}): Promise<GitHubServer> {
  const owner = init.owner ?? 'octo';
  const repo = init.repo ?? 'demo';
  const token = init.token ?? 'ghs_testtoken000000000000000000000000000';
  const fullName = `${owner}/${repo}`;
  const web = `https://github.test/${fullName}`;
  const requests: RecordedRequest[] = [];
  const faults: Fault[] = [];
  let rateLimit = init.secondaryRateLimit;
  let lastWriteAt = Number.NEGATIVE_INFINITY;
  let lastReviewAt = Number.NEGATIVE_INFINITY;
  let nextNumber = 1;
  let nextId = 1000;
  const state: ServerState = {
    pulls: new Map(),
    reviews: [],
    reviewComments: [],
    issueComments: [],
    issues: [],
    refs: new Map(Object.entries(init.refs ?? { 'heads/main': 'b'.repeat(40) })),
    permissions: new Map(Object.entries(init.permissions ?? {})),
    reactions: [],
    apiCommits: new Map(),
  };
  const gitIn = (args: string[], options: { input?: Buffer; env?: Record<string, string> } = {}) =>
    execFileSync('git', args, {
      cwd: init.gitDir,
      env: { ...process.env, ...options.env },
      ...(options.input ? { input: options.input } : {}),
      encoding: 'utf8',
      stdio: ['pipe', 'pipe', 'pipe'],
      maxBuffer: 256 * 1024 * 1024,
    }).trim();
  const now = () => new Date(Date.UTC(2025, 0, 1) + nextId * 1000).toISOString();
  const user: FakeAccount = init.identity ?? { login: BOT_LOGIN, type: 'Bot' };
  /** Token → account; the first is the server's own token. */
  const accounts = new Map<string, FakeAccount>([[token, user]]);
  let nextToken = 1;

  const lookupRef = (ref: string): string | undefined =>
    state.refs.get(ref) ?? init.resolveRef?.(ref);

  const pullJson = (pull: Json & { files: FakeFile[] }) => {
    const { files: _files, ...rest } = pull;
    return rest;
  };

  function addPullRequest(input: FakePullRequestInput): number {
    const number = input.number ?? nextNumber;
    nextNumber = Math.max(nextNumber, number + 1);
    const headRepo = input.headRepo === undefined ? fullName : input.headRepo;
    const headRef = input.headRef ?? `feature-${number}`;
    state.pulls.set(number, {
      number,
      title: input.title ?? `Pull request ${number}`,
      body: input.body ?? null,
      state: input.state ?? 'open',
      draft: false,
      html_url: `${web}/pull/${number}`,
      user: input.author ? { login: input.author, type: 'User' } : user,
      head: {
        sha: input.headSha,
        ref: headRef,
        label: `${headRepo?.split('/')[0] ?? 'unknown'}:${headRef}`,
        repo: headRepo ? { full_name: headRepo } : null,
      },
      base: {
        sha: input.baseSha ?? 'b'.repeat(40),
        ref: input.baseRef ?? 'main',
        repo: { full_name: fullName },
      },
      files: input.files ?? [],
    });
    return number;
  }
  for (const pull of init.pulls ?? []) addPullRequest(pull);
  for (const issue of init.issues ?? []) createIssue(issue);

  function createIssue(input: FakeIssueInput, author: FakeAccount = user): Json {
    const number = nextNumber++;
    const issue = {
      id: nextId++,
      number,
      title: input.title,
      body: input.body ?? '',
      state: input.state ?? 'open',
      html_url: `${web}/issues/${number}`,
      labels: (input.labels ?? []).map((name) => ({ name })),
      user: input.author ? { login: input.author, type: 'User' } : author,
    };
    state.issues.push(issue);
    return issue;
  }

  const validationFailed = (errors: unknown[]) => ({
    status: 422,
    body: {
      message: 'Validation Failed',
      errors,
      documentation_url: 'https://docs.github.com/rest',
      status: '422',
    },
  });
  const tooLong = (resource: string) =>
    validationFailed([
      {
        resource,
        code: 'custom',
        field: 'body',
        message: `body is too long (maximum is ${MAX_BODY} characters)`,
      },
    ]);

  type Reply = {
    status: number;
    body?: unknown;
    headers?: Record<string, string>;
    /** A plain-text answer (a diff, a log) instead of JSON. */
    text?: string;
  };

  function pullDiff(pull: Json & { files: FakeFile[] }): string {
    return pull.files
      .map(
        (file) =>
          `diff --git a/${file.filename} b/${file.filename}\n--- a/${file.filename}\n+++ b/${file.filename}\n${file.patch ?? ''}\n`,
      )
      .join('');
  }

  /** The Git data API, on the real repository at init.gitDir. */
  function gitData(method: string, rest: string, input: Json): Reply | undefined {
    if (!rest.startsWith('/git/') || !init.gitDir) return undefined;
    let match: RegExpExecArray | null;
    if (rest === '/git/blobs' && method === 'POST') {
      const content = String(input.content ?? '');
      const bytes =
        input.encoding === 'base64' ? Buffer.from(content, 'base64') : Buffer.from(content, 'utf8');
      const sha = gitIn(['hash-object', '-w', '--stdin'], { input: bytes });
      return { status: 201, body: { sha, url: `${web}/git/blobs/${sha}` } };
    }
    if ((match = /^\/git\/commits\/([0-9a-f]{40})$/.exec(rest)) && method === 'GET') {
      const sha = match[1] ?? '';
      let text: string;
      try {
        text = gitIn(['cat-file', 'commit', sha]);
      } catch {
        return { status: 404, body: { message: 'Not Found' } };
      }
      const tree = /^tree ([0-9a-f]{40})/m.exec(text)?.[1] ?? '';
      const verified = state.apiCommits.get(sha)?.verified ?? false;
      return {
        status: 200,
        body: {
          sha,
          tree: { sha: tree },
          html_url: `${web}/commit/${sha}`,
          verification: { verified, reason: verified ? 'valid' : 'unsigned' },
        },
      };
    }
    if (rest === '/git/trees' && method === 'POST') {
      const entries = Array.isArray(input.tree) ? (input.tree as Json[]) : [];
      if (
        init.maxTreeEntriesPerRequest !== undefined &&
        entries.length > init.maxTreeEntriesPerRequest
      )
        return validationFailed([`tree has more than ${init.maxTreeEntriesPerRequest} entries`]);
      const scratch = mkdtempSync(nodePath.join(os.tmpdir(), 'github-server-index-'));
      const env = { GIT_INDEX_FILE: nodePath.join(scratch, 'index') };
      try {
        if (typeof input.base_tree === 'string') gitIn(['read-tree', input.base_tree], { env });
        else gitIn(['read-tree', '--empty'], { env });
        for (const entry of entries) {
          const path = String(entry.path);
          if (typeof entry.content === 'string') {
            const blob = gitIn(['hash-object', '-w', '--stdin'], {
              input: Buffer.from(entry.content, 'utf8'),
            });
            gitIn(
              ['update-index', '--add', '--cacheinfo', `${String(entry.mode)},${blob},${path}`],
              {
                env,
              },
            );
          } else if (entry.sha === null)
            // Mode 0 removes the path (a bare repository has no work tree for --force-remove).
            gitIn(['update-index', '--index-info'], {
              env,
              input: Buffer.from(`0 ${'0'.repeat(40)}\t${path}\n`),
            });
          else
            gitIn(
              [
                'update-index',
                '--add',
                '--cacheinfo',
                `${String(entry.mode)},${String(entry.sha)},${path}`,
              ],
              { env },
            );
        }
        const sha = gitIn(['write-tree'], { env });
        return { status: 201, body: { sha, url: `${web}/git/trees/${sha}`, tree: [] } };
      } catch (error) {
        return validationFailed([String(error)]);
      } finally {
        rmSync(scratch, { recursive: true, force: true });
      }
    }
    if (rest === '/git/commits' && method === 'POST') {
      const parents = Array.isArray(input.parents) ? input.parents.map(String) : [];
      const message = String(input.message ?? '');
      // GitHub signs what it creates for the token's own identity; a custom author or a
      // signature the caller made is not GitHub's to vouch for.
      const verified =
        input.author === undefined &&
        input.committer === undefined &&
        input.signature === undefined;
      const identity = {
        GIT_AUTHOR_NAME: BOT_LOGIN,
        GIT_AUTHOR_EMAIL: 'bot@github.test',
        GIT_COMMITTER_NAME: 'GitHub',
        GIT_COMMITTER_EMAIL: 'noreply@github.test',
      };
      const sha = gitIn(
        [
          'commit-tree',
          String(input.tree),
          ...parents.flatMap((parent) => ['-p', parent]),
          '-F',
          '-',
        ],
        { input: Buffer.from(message), env: identity },
      );
      state.apiCommits.set(sha, { verified, message });
      return {
        status: 201,
        body: {
          sha,
          tree: { sha: String(input.tree) },
          message,
          parents: parents.map((parent) => ({ sha: parent })),
          html_url: `${web}/commit/${sha}`,
          verification: { verified, reason: verified ? 'valid' : 'unsigned' },
        },
      };
    }
    if ((match = /^\/git\/refs\/(heads\/.+)$/.exec(rest)) && method === 'PATCH') {
      const ref = match[1] ?? '';
      const current = lookupRef(ref);
      if (!current) return validationFailed(['Reference does not exist']);
      const sha = String(input.sha);
      if (input.force !== true) {
        try {
          gitIn(['merge-base', '--is-ancestor', current, sha]);
        } catch {
          return validationFailed(['Update is not a fast forward']);
        }
      }
      gitIn(['update-ref', `refs/${ref}`, sha]);
      state.refs.delete(ref);
      return { status: 200, body: { ref: `refs/${ref}`, object: { sha, type: 'commit' } } };
    }
    if (rest === '/git/refs' && method === 'POST') {
      const ref = String(input.ref ?? '').replace(/^refs\//, '');
      const sha = String(input.sha);
      if (lookupRef(ref)) return validationFailed(['Reference already exists']);
      gitIn(['update-ref', `refs/${ref}`, sha]);
      return { status: 201, body: { ref: `refs/${ref}`, object: { sha, type: 'commit' } } };
    }
    return undefined;
  }

  function paginate(url: URL, items: unknown[]): Reply {
    const perPage = Math.min(100, Number(url.searchParams.get('per_page') ?? 30) || 30);
    const page = Math.max(1, Number(url.searchParams.get('page') ?? 1) || 1);
    const slice = items.slice((page - 1) * perPage, page * perPage);
    const headers: Record<string, string> = {};
    if (page * perPage < items.length) {
      const next = new URL(url);
      next.searchParams.set('page', String(page + 1));
      next.searchParams.set('per_page', String(perPage));
      headers.link = `<${next.toString()}>; rel="next"`;
    }
    return { status: 200, body: slice, headers };
  }

  function createReview(pull: Json & { files: FakeFile[] }, input: Json, user: FakeAccount): Reply {
    const body = typeof input.body === 'string' ? input.body : '';
    const event = typeof input.event === 'string' ? input.event : 'PENDING';
    if (body.length > MAX_BODY) return tooLong('PullRequestReview');
    if (
      (event === 'COMMENT' || event === 'REQUEST_CHANGES') &&
      !body &&
      !Array.isArray(input.comments)
    ) {
      return validationFailed(['Body is required for this event']);
    }
    const comments = Array.isArray(input.comments) ? (input.comments as Json[]) : [];
    for (const comment of comments) {
      const file = pull.files.find((candidate) => candidate.filename === comment.path);
      const side = comment.side === 'LEFT' ? 'left' : 'right';
      const line = Number(comment.line);
      const startLine = comment.start_line === undefined ? undefined : Number(comment.start_line);
      const startSide =
        comment.start_side === undefined ? side : comment.start_side === 'LEFT' ? 'left' : 'right';
      const hunks = lineSets(file?.patch);
      const ok =
        file !== undefined &&
        hunks.some(
          (hunk) =>
            hunk[side].has(line) &&
            (startLine === undefined ||
              (startSide === side && startLine < line && hunk[side].has(startLine))),
        );
      if (!ok) {
        return {
          status: 422,
          body: {
            message: 'Unprocessable Entity',
            errors: ['Line could not be resolved'],
            documentation_url:
              'https://docs.github.com/rest/pulls/reviews#create-a-review-for-a-pull-request',
            status: '422',
          },
        };
      }
      if (typeof comment.body !== 'string' || comment.body.length > MAX_BODY)
        return tooLong('PullRequestReviewComment');
    }
    const id = nextId++;
    const review = {
      id,
      user,
      body,
      state:
        event === 'REQUEST_CHANGES'
          ? 'CHANGES_REQUESTED'
          : event === 'APPROVE'
            ? 'APPROVED'
            : 'COMMENTED',
      html_url: `${web}/pull/${String(pull.number)}#pullrequestreview-${id}`,
      commit_id:
        typeof input.commit_id === 'string' ? input.commit_id : (pull.head as { sha: string }).sha,
      submitted_at: now(),
      pull_number: pull.number,
    };
    state.reviews.push(review);
    for (const comment of comments) {
      const commentId = nextId++;
      state.reviewComments.push({
        id: commentId,
        pull_request_review_id: id,
        pull_number: pull.number,
        path: comment.path,
        line: comment.line,
        start_line: comment.start_line ?? null,
        original_line: comment.line,
        original_start_line: comment.start_line ?? null,
        position:
          patchLine(
            pull.files.find((candidate) => candidate.filename === comment.path)?.patch,
            comment.side === 'LEFT' ? 'LEFT' : 'RIGHT',
            Number(comment.line),
          )?.position ?? null,
        side: comment.side ?? 'RIGHT',
        start_side:
          comment.start_line === undefined ? null : (comment.start_side ?? comment.side ?? 'RIGHT'),
        body: comment.body,
        commit_id: review.commit_id,
        original_commit_id: review.commit_id,
        html_url: `${web}/pull/${String(pull.number)}#discussion_r${commentId}`,
        user,
      });
    }
    const { pull_number: _pullNumber, ...json } = review;
    return { status: 200, body: json };
  }

  function route(method: string, url: URL, input: Json, accept: string, user: FakeAccount): Reply {
    const path = decodeURIComponent(url.pathname);
    if (path === '/user' && method === 'GET') {
      // An installation token is no user: GitHub refuses it here.
      return user.type === 'Bot'
        ? {
            status: 403,
            body: {
              message: 'Resource not accessible by integration',
              documentation_url:
                'https://docs.github.com/rest/users/users#get-the-authenticated-user',
              status: '403',
            },
          }
        : { status: 200, body: { login: user.login, type: user.type, id: 1 } };
    }
    if (path.startsWith('/_logs/jobs/') && method === 'GET') {
      const id = Number(path.slice('/_logs/jobs/'.length));
      const job = Object.values(init.workflowRuns ?? {})
        .flat()
        .find((candidate) => candidate.id === id);
      return job ? { status: 200, text: job.log } : { status: 404, body: { message: 'Not Found' } };
    }
    const prefix = `/repos/${fullName}`;
    if (path === prefix && method === 'GET')
      return {
        status: 200,
        body: { full_name: fullName, default_branch: init.defaultBranch ?? 'main' },
      };
    if (!path.startsWith(`${prefix}/`)) return { status: 404, body: { message: 'Not Found' } };
    const rest = path.slice(prefix.length);
    let match: RegExpExecArray | null;
    const pullOf = (value: string | undefined) => state.pulls.get(Number(value));
    const notFound: Reply = { status: 404, body: { message: 'Not Found' } };

    if ((match = /^\/collaborators\/([^/]+)\/permission$/.exec(rest)) && method === 'GET') {
      const role = state.permissions.get(match[1] ?? '');
      if (!role) return notFound;
      const permission = role === 'maintain' ? 'write' : role === 'triage' ? 'read' : role;
      return { status: 200, body: { permission, role_name: role, user: { login: match[1] } } };
    }

    const data = gitData(method, rest, input);
    if (data) return data;

    if ((match = /^\/pulls\/(\d+)$/.exec(rest)) && method === 'GET') {
      const pull = pullOf(match[1]);
      if (pull && /application\/vnd\.github(\.v3)?\.diff/.test(accept))
        return { status: 200, text: pullDiff(pull) };
      return pull ? { status: 200, body: pullJson(pull) } : notFound;
    }
    if ((match = /^\/actions\/runs\/(\d+)\/jobs$/.exec(rest)) && method === 'GET') {
      const jobs = init.workflowRuns?.[Number(match[1])];
      if (!jobs) return notFound;
      return {
        status: 200,
        body: {
          total_count: jobs.length,
          jobs: jobs.map((job) => ({
            id: job.id,
            run_id: Number(match?.[1]),
            name: job.name,
            status: 'completed',
            conclusion: job.conclusion,
            html_url: `${web}/actions/runs/${match?.[1]}/job/${job.id}`,
            steps: (job.steps ?? []).map((step) => ({ ...step, status: 'completed' })),
          })),
        },
      };
    }
    if ((match = /^\/actions\/jobs\/(\d+)\/logs$/.exec(rest)) && method === 'GET') {
      const id = Number(match[1]);
      const exists = Object.values(init.workflowRuns ?? {}).some((jobs) =>
        jobs.some((job) => job.id === id),
      );
      // GitHub answers with a redirect to a short-lived download URL.
      return exists
        ? { status: 302, headers: { location: `${url.origin}/_logs/jobs/${id}?sig=test` } }
        : notFound;
    }
    if ((match = /^\/commits\/([^/]+)\/check-runs$/.exec(rest)) && method === 'GET') {
      const runs = init.checkRuns?.[match[1] ?? ''] ?? init.checkRuns?.['*'] ?? [];
      return {
        status: 200,
        body: {
          total_count: runs.length,
          check_runs: runs.map((run) => ({
            id: run.id,
            name: run.name,
            status: run.status ?? 'completed',
            conclusion: run.conclusion,
            html_url: `${web}/runs/${run.id}`,
            output: { title: run.title ?? null, summary: run.summary ?? null, text: null },
          })),
        },
      };
    }
    if (
      (match = /^\/(issues|pulls)\/comments\/(\d+)\/reactions$/.exec(rest)) &&
      method === 'POST'
    ) {
      const reaction = {
        id: nextId++,
        subject: match[1] === 'issues' ? 'issue-comment' : 'review-comment',
        comment_id: Number(match[2]),
        content: input.content,
        user,
      };
      state.reactions.push(reaction);
      return { status: 201, body: reaction };
    }
    if ((match = /^\/pulls\/(\d+)\/files$/.exec(rest)) && method === 'GET') {
      const pull = pullOf(match[1]);
      return pull
        ? paginate(
            url,
            pull.files.map((file) => ({
              sha: 'f'.repeat(40),
              status: 'modified',
              additions: 0,
              deletions: 0,
              ...file,
            })),
          )
        : notFound;
    }
    if ((match = /^\/pulls\/(\d+)\/reviews$/.exec(rest))) {
      const pull = pullOf(match[1]);
      if (!pull) return notFound;
      if (method === 'GET') {
        return paginate(
          url,
          state.reviews
            .filter((review) => review.pull_number === pull.number)
            .map(({ pull_number: _n, ...review }) => review),
        );
      }
      if (method === 'POST') return createReview(pull, input, user);
    }
    if ((match = /^\/pulls\/(\d+)\/reviews\/(\d+)\/dismissals$/.exec(rest)) && method === 'PUT') {
      const pull = pullOf(match[1]);
      const review = state.reviews.find(
        (item) => item.id === Number(match?.[2]) && item.pull_number === pull?.number,
      );
      if (!pull || !review) return notFound;
      if (review.state !== 'CHANGES_REQUESTED' && review.state !== 'APPROVED') {
        return {
          status: 422,
          body: { message: 'Can not dismiss a commented pull request review' },
        };
      }
      review.state = 'DISMISSED';
      const { pull_number: _n, ...shown } = review;
      return { status: 200, body: shown };
    }
    if ((match = /^\/pulls\/(\d+)\/reviews\/(\d+)$/.exec(rest)) && method === 'PUT') {
      const pull = pullOf(match[1]);
      const review = state.reviews.find(
        (item) => item.id === Number(match?.[2]) && item.pull_number === pull?.number,
      );
      if (!pull || !review) return notFound;
      if (typeof input.body !== 'string' || input.body.length > MAX_BODY)
        return tooLong('PullRequestReview');
      review.body = input.body;
      const { pull_number: _n, ...shown } = review;
      return { status: 200, body: shown };
    }
    if ((match = /^\/pulls\/(\d+)\/comments\/(\d+)\/replies$/.exec(rest)) && method === 'POST') {
      // A reply joins the thread of the comment it answers (a reply to a reply joins the same).
      const pull = pullOf(match[1]);
      const parent = state.reviewComments.find(
        (comment) => comment.id === Number(match?.[2]) && comment.pull_number === pull?.number,
      );
      if (!pull || !parent) return notFound;
      if (typeof input.body !== 'string' || !input.body)
        return validationFailed(['Body is required']);
      if (input.body.length > MAX_BODY) return tooLong('PullRequestReviewComment');
      const id = nextId++;
      const reply = {
        ...parent,
        id,
        in_reply_to_id: parent.in_reply_to_id ?? parent.id,
        body: input.body,
        html_url: `${web}/pull/${String(pull.number)}#discussion_r${id}`,
        user,
      };
      state.reviewComments.push(reply);
      return { status: 201, body: reply };
    }
    if ((match = /^\/pulls\/(\d+)\/comments$/.exec(rest)) && method === 'GET') {
      const pull = pullOf(match[1]);
      if (!pull) return notFound;
      return paginate(
        url,
        state.reviewComments.filter((comment) => comment.pull_number === pull.number),
      );
    }
    if (rest === '/pulls' && method === 'GET') {
      const head = url.searchParams.get('head');
      const base = url.searchParams.get('base');
      const wanted = url.searchParams.get('state') ?? 'open';
      const pulls = [...state.pulls.values()].filter((pull) => {
        const pullHead = pull.head as { label: string };
        const pullBase = pull.base as { ref: string };
        return (
          (wanted === 'all' || pull.state === wanted) &&
          (!head || pullHead.label === head) &&
          (!base || pullBase.ref === base)
        );
      });
      return paginate(url, pulls.map(pullJson));
    }
    if (rest === '/pulls' && method === 'POST') {
      const head = String(input.head ?? '');
      const base = String(input.base ?? '');
      const [headOwner, headBranch] = head.includes(':') ? head.split(':') : [owner, head];
      if (!lookupRef(`heads/${headBranch}`) && headOwner === owner) {
        return validationFailed([{ resource: 'PullRequest', field: 'head', code: 'invalid' }]);
      }
      // GitHub refuses a base branch it does not have.
      if (!lookupRef(`heads/${base}`))
        return validationFailed([{ resource: 'PullRequest', field: 'base', code: 'invalid' }]);
      const label = `${headOwner}:${headBranch}`;
      const duplicate = [...state.pulls.values()].some(
        (pull) =>
          pull.state === 'open' &&
          (pull.head as { label: string }).label === label &&
          (pull.base as { ref: string }).ref === base,
      );
      if (duplicate)
        return validationFailed([
          {
            resource: 'PullRequest',
            code: 'custom',
            message: `A pull request already exists for ${label}.`,
          },
        ]);
      if (typeof input.body === 'string' && input.body.length > MAX_BODY)
        return tooLong('PullRequest');
      const number = addPullRequest({
        headSha: lookupRef(`heads/${headBranch}`) ?? 'c'.repeat(40),
        headRef: headBranch ?? '',
        headRepo: `${headOwner}/${repo}`,
        baseRef: base,
        title: String(input.title ?? ''),
      });
      const pull = state.pulls.get(number);
      if (pull) pull.body = input.body;
      return { status: 201, body: pull ? pullJson(pull) : {} };
    }
    if ((match = /^\/issues\/(\d+)\/comments$/.exec(rest))) {
      const number = Number(match[1]);
      if (method === 'GET')
        return paginate(
          url,
          state.issueComments.filter((comment) => comment.issue_number === number),
        );
      if (method === 'POST') {
        if (typeof input.body !== 'string' || !input.body)
          return validationFailed(['Body is required']);
        if (input.body.length > MAX_BODY) return tooLong('IssueComment');
        const id = nextId++;
        const comment = {
          id,
          issue_number: number,
          body: input.body,
          user,
          html_url: `${web}/issues/${number}#issuecomment-${id}`,
          created_at: now(),
          updated_at: now(),
        };
        state.issueComments.push(comment);
        return { status: 201, body: comment };
      }
    }
    if ((match = /^\/issues\/comments\/(\d+)$/.exec(rest)) && method === 'PATCH') {
      const comment = state.issueComments.find((candidate) => candidate.id === Number(match?.[1]));
      if (!comment) return notFound;
      if (typeof input.body !== 'string' || input.body.length > MAX_BODY)
        return tooLong('IssueComment');
      comment.body = input.body;
      comment.updated_at = now();
      return { status: 200, body: comment };
    }
    if (rest === '/issues' && method === 'GET') {
      const labels = (url.searchParams.get('labels') ?? '').split(',').filter(Boolean);
      const wanted = url.searchParams.get('state') ?? 'open';
      const creator = url.searchParams.get('creator')?.toLowerCase();
      const prs = [...state.pulls.values()].map((pull): Json => ({
        ...pullJson(pull),
        labels: [],
        pull_request: { url: pull.html_url },
      }));
      const all = [...state.issues, ...prs].filter((issue) => {
        const names = (issue.labels as Array<{ name: string }>).map((label) => label.name);
        const login = (issue.user as FakeAccount | undefined)?.login.toLowerCase();
        return (
          (wanted === 'all' || issue.state === wanted) &&
          labels.every((label) => names.includes(label)) &&
          (!creator || login === creator)
        );
      });
      return paginate(url, all);
    }
    if (rest === '/issues' && method === 'POST') {
      if (typeof input.title !== 'string' || !input.title)
        return validationFailed([{ resource: 'Issue', field: 'title', code: 'missing_field' }]);
      if (typeof input.body === 'string' && input.body.length > MAX_BODY) return tooLong('Issue');
      const issue = createIssue(
        {
          title: input.title,
          body: typeof input.body === 'string' ? input.body : '',
          labels: Array.isArray(input.labels) && !init.dropLabels ? input.labels.map(String) : [],
        },
        user,
      );
      return { status: 201, body: issue };
    }
    if ((match = /^\/issues\/(\d+)$/.exec(rest)) && method === 'PATCH') {
      const issue = state.issues.find((candidate) => candidate.number === Number(match?.[1]));
      if (!issue) return notFound;
      if (typeof input.body === 'string' && input.body.length > MAX_BODY) return tooLong('Issue');
      for (const key of ['title', 'body', 'state'] as const)
        if (typeof input[key] === 'string') issue[key] = input[key];
      if (Array.isArray(input.labels) && !init.dropLabels)
        issue.labels = input.labels.map((name) => ({ name: String(name) }));
      return { status: 200, body: issue };
    }
    if ((match = /^\/git\/ref\/(.+)$/.exec(rest)) && method === 'GET') {
      const sha = lookupRef(match[1] ?? '');
      return sha
        ? { status: 200, body: { ref: `refs/${match[1]}`, object: { sha, type: 'commit' } } }
        : notFound;
    }
    if (rest === '/git/refs' && method === 'POST') {
      const ref = String(input.ref ?? '').replace(/^refs\//, '');
      if (!ref.startsWith('heads/') && !ref.startsWith('tags/'))
        return validationFailed(['Reference name must start with refs/']);
      if (state.refs.has(ref)) return validationFailed(['Reference already exists']);
      state.refs.set(ref, String(input.sha));
      return {
        status: 201,
        body: { ref: `refs/${ref}`, object: { sha: String(input.sha), type: 'commit' } },
      };
    }
    return notFound;
  }

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const at = performance.now();
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const method = (request.method ?? 'GET').toUpperCase();
      const url = new URL(request.url ?? '/', `http://${request.headers.host ?? '127.0.0.1'}`);
      const rawBody = Buffer.concat(chunks).toString('utf8');
      let body: unknown = undefined;
      try {
        body = rawBody ? JSON.parse(rawBody) : undefined;
      } catch {
        body = rawBody;
      }
      const headers = Object.fromEntries(
        Object.entries(request.headers).map(([key, value]) => [
          key,
          Array.isArray(value) ? value.join(', ') : (value ?? ''),
        ]),
      );
      const record: RecordedRequest = {
        method,
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers,
        rawBody,
        body,
        at,
        status: 0,
      };
      requests.push(record);
      const send = (reply: Reply) => {
        record.status = reply.status;
        const text = reply.text ?? (reply.body === undefined ? '' : JSON.stringify(reply.body));
        response.writeHead(reply.status, {
          'content-type':
            reply.text !== undefined
              ? 'text/plain; charset=utf-8'
              : 'application/json; charset=utf-8',
          'x-github-request-id': `REQ-${requests.length}`,
          ...reply.headers,
        });
        response.end(text);
      };

      // Log downloads are signed URLs: they need no token (and a client must not send one there).
      const account = accounts.get((headers.authorization ?? '').replace(/^token /, ''));
      if (!account && !url.pathname.startsWith('/_logs/')) {
        send({
          status: 401,
          body: { message: 'Bad credentials', documentation_url: 'https://docs.github.com/rest' },
        });
        return;
      }
      const fault = faults.find(
        (candidate) =>
          candidate.method === method &&
          candidate.path.test(url.pathname) &&
          (candidate.matches?.(body) ?? true),
      );
      if (fault) {
        fault.times = (fault.times ?? 1) - 1;
        if (fault.times <= 0) faults.splice(faults.indexOf(fault), 1);
      }
      if (fault?.when === 'before') {
        send({
          status: fault.status,
          body: fault.body ?? { message: 'Server Error' },
          ...(fault.headers ? { headers: fault.headers } : {}),
        });
        return;
      }
      const isWrite = writeMethods.has(method);
      const isReviewPost = method === 'POST' && /\/pulls\/\d+\/reviews$/.test(url.pathname);
      if (isWrite && rateLimit) {
        const tooSoon =
          at - lastWriteAt < rateLimit.minWriteIntervalMs ||
          (isReviewPost && at - lastReviewAt < (rateLimit.minReviewIntervalMs ?? 0));
        if (tooSoon) {
          send({
            status: 403,
            headers: { 'retry-after': String(rateLimit.retryAfterSeconds) },
            body: {
              message:
                'You have exceeded a secondary rate limit and have been temporarily blocked from content creation. Please retry your request again later.',
              documentation_url:
                'https://docs.github.com/rest/overview/rate-limits-for-the-rest-api#about-secondary-rate-limits',
            },
          });
          return;
        }
      }
      const reply = route(
        method,
        url,
        body && typeof body === 'object' ? (body as Json) : {},
        headers.accept ?? '',
        account ?? user,
      );
      if (isWrite && reply.status < 300) {
        lastWriteAt = at;
        if (isReviewPost) lastReviewAt = at;
      }
      if (fault?.when === 'after') {
        record.status = fault.reset ? -1 : fault.status;
        if (fault.reset) {
          response.socket?.destroy();
          return;
        }
        send({
          status: fault.status,
          body: fault.body ?? { message: 'Server Error' },
          ...(fault.headers ? { headers: fault.headers } : {}),
        });
        return;
      }
      send(reply);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    token,
    owner,
    repo,
    requests,
    state,
    addPullRequest,
    setHead(pullNumber, headSha, files) {
      const pull = state.pulls.get(pullNumber);
      if (!pull) throw new Error(`no pull request ${pullNumber}`);
      const before = pull.files;
      (pull.head as { sha: string }).sha = headSha;
      if (files) pull.files = files;
      // As GitHub does after a push: a comment whose line is still in the diff with the same text
      // follows the new head; any other becomes outdated (line and position null; original_line
      // keeps where it was). GitHub also follows a line that moved; this server does not.
      for (const comment of state.reviewComments) {
        if (comment.pull_number !== pullNumber || comment.line === null) continue;
        const side = comment.side === 'LEFT' ? 'LEFT' : 'RIGHT';
        const line = Number(comment.line);
        const patchOf = (list: FakeFile[]) =>
          list.find((file) => file.filename === comment.path)?.patch;
        const was = patchLine(patchOf(before), side, line);
        const now = patchLine(patchOf(pull.files), side, line);
        if (was && now && was.text === now.text) {
          comment.commit_id = headSha;
          comment.position = now.position;
        } else {
          comment.line = null;
          comment.start_line = null;
          comment.position = null;
        }
      }
    },
    injectFault(fault) {
      faults.push({ ...fault });
    },
    setSecondaryRateLimit(limit) {
      rateLimit = limit;
    },
    addAccount(login, type = 'User') {
      const accountToken = `ghp_account${String(nextToken++).padStart(29, '0')}`;
      accounts.set(accountToken, { login, type });
      return accountToken;
    },
    answered(status) {
      return requests.filter((request) => request.status === status);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
