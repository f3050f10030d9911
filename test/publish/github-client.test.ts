import { afterEach, describe, expect, it } from 'vitest';
import { ExitCode, UserError } from '../../src/errors.js';
import {
  GitHubApiError,
  createGitHubClient,
  isOutcomeUnknown,
  stopGitHubRequestsOn,
} from '../../src/platform/github.js';
import {
  startGitHubServer as startServer,
  type GitHubServer,
  type GitHubServerInit,
} from '../support/github-server.js';
import { clientFor } from './fixtures.js';

/** src/platform/github.ts against the local server (tests live here: the publishers own them). */

let server: GitHubServer;
const running: GitHubServer[] = [];
async function startGitHubServer(init?: GitHubServerInit): Promise<GitHubServer> {
  const started = await startServer(init);
  running.push(started);
  return started;
}
afterEach(async () => {
  for (const started of running.splice(0)) await started.close();
});

const writes = (target: GitHubServer) =>
  target.requests.filter(
    (request) => request.method !== 'GET' && request.status > 0 && request.status < 300,
  );

describe('createGitHubClient', () => {
  it('keeps writes and review POSTs at least the configured intervals apart, even when issued at once', async () => {
    server = await startGitHubServer({
      pulls: [
        { number: 1, headSha: 'a'.repeat(40), files: [] },
        { number: 2, headSha: 'b'.repeat(40), files: [] },
        { number: 3, headSha: 'c'.repeat(40), files: [] },
      ],
    });
    const github = clientFor(server, { minWriteIntervalMs: 20, minReviewIntervalMs: 60 });
    const review = (pullNumber: number) =>
      github.createReview({
        pullNumber,
        commitId: 'a'.repeat(40),
        body: 'review',
        event: 'COMMENT',
        comments: [],
      });
    await Promise.all([
      github.createIssueComment(1, 'one'),
      review(1),
      github.createIssueComment(2, 'two'),
      review(2),
      github.createIssueComment(3, 'three'),
      review(3),
      github.listIssueComments(1),
    ]);
    const recorded = writes(server);
    expect(recorded).toHaveLength(6);
    for (let index = 1; index < recorded.length; index++) {
      expect(recorded[index]!.at - recorded[index - 1]!.at).toBeGreaterThanOrEqual(20);
    }
    const reviews = recorded.filter((request) => request.path.endsWith('/reviews'));
    for (let index = 1; index < reviews.length; index++) {
      expect(reviews[index]!.at - reviews[index - 1]!.at).toBeGreaterThanOrEqual(60);
    }
  });

  it('never retries a POST that failed with 5xx: the outcome is reported as unknown', async () => {
    server = await startGitHubServer({ pulls: [{ number: 1, headSha: 'a'.repeat(40) }] });
    server.injectFault({
      method: 'POST',
      path: /\/issues\/1\/comments$/,
      when: 'after',
      status: 500,
    });
    const error = await clientFor(server)
      .createIssueComment(1, 'hello')
      .catch((caught: unknown) => caught);
    expect(isOutcomeUnknown(error)).toBe(true);
    expect((error as Error).message).toMatch(/may or may not have been applied/);
    expect(server.requests.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it('retries GETs and idempotent PATCHes on 5xx', async () => {
    server = await startGitHubServer({ pulls: [{ number: 1, headSha: 'a'.repeat(40) }] });
    const github = clientFor(server);
    const comment = await github.createIssueComment(1, 'before');
    server.injectFault({
      method: 'GET',
      path: /\/pulls\/1$/,
      when: 'before',
      status: 502,
      times: 2,
    });
    server.injectFault({
      method: 'PATCH',
      path: /\/issues\/comments\/\d+$/,
      when: 'before',
      status: 503,
    });
    expect((await github.getPullRequest(1)).headSha).toBe('a'.repeat(40));
    expect((await github.updateIssueComment(comment.id, 'after')).body).toBe('after');
    expect(server.answered(502)).toHaveLength(2);
    expect(server.answered(503)).toHaveLength(1);
  });

  it('waits for x-ratelimit-reset on a 429 and then sends the POST again (nothing was created)', async () => {
    server = await startGitHubServer({ pulls: [{ number: 1, headSha: 'a'.repeat(40) }] });
    server.injectFault({
      method: 'POST',
      path: /\/issues\/1\/comments$/,
      when: 'before',
      status: 429,
      headers: {
        'x-ratelimit-remaining': '0',
        'x-ratelimit-reset': String(Math.floor(Date.now() / 1000)),
      },
      body: { message: 'API rate limit exceeded' },
    });
    await clientFor(server).createIssueComment(1, 'hello');
    expect(server.state.issueComments).toHaveLength(1);
    expect(server.requests.filter((request) => request.method === 'POST')).toHaveLength(2);
  });

  it('stops waiting out a rate limit, and sends nothing more, once the stop signal aborts', async () => {
    server = await startGitHubServer({ pulls: [{ number: 1, headSha: 'a'.repeat(40) }] });
    server.injectFault({
      method: 'POST',
      path: /\/issues\/1\/comments$/,
      when: 'before',
      status: 403,
      times: 5,
      headers: { 'retry-after': '30' },
      body: { message: 'You have exceeded a secondary rate limit.' },
    });
    const github = clientFor(server, { minWriteIntervalMs: 10_000 });
    const stop = new AbortController();
    const started = Date.now();
    const posting = stopGitHubRequestsOn(stop.signal, async () => {
      await github.createIssueComment(1, 'first');
      return github.createIssueComment(1, 'second');
    }).catch((caught: unknown) => caught);
    setTimeout(() => stop.abort(new Error('cancelled by the test')), 300);
    const error = await posting;
    expect((error as Error).message).toBe('cancelled by the test');
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(server.requests.filter((request) => request.method === 'POST')).toHaveLength(1);
    expect(server.state.issueComments).toHaveLength(0);
    // Outside the scope the same client still works (the tracking comment is finished so).
    await github.getPullRequest(1);
  });

  it('fails at once when a rate-limit wait exceeds the cap', async () => {
    server = await startGitHubServer({ pulls: [{ number: 1, headSha: 'a'.repeat(40) }] });
    server.injectFault({
      method: 'GET',
      path: /\/pulls\/1$/,
      when: 'before',
      status: 403,
      headers: { 'retry-after': '3600' },
      body: { message: 'You have exceeded a secondary rate limit.' },
    });
    const error = await clientFor(server, { maxRateLimitWaitMs: 1000 })
      .getPullRequest(1)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(GitHubApiError);
    expect((error as GitHubApiError).details.status).toBe(403);
  });

  it('reports a permission problem with an actionable hint and never leaks the token', async () => {
    const logged: string[] = [];
    server = await startGitHubServer({ pulls: [{ number: 1, headSha: 'a'.repeat(40) }] });
    server.injectFault({
      method: 'POST',
      path: /\/issues\/1\/comments$/,
      when: 'before',
      status: 403,
      body: { message: 'Resource not accessible by integration' },
    });
    const github = clientFor(server, { log: (line) => logged.push(line) });
    const error = (await github
      .createIssueComment(1, 'x')
      .catch((caught: unknown) => caught)) as GitHubApiError;
    expect(error).toBeInstanceOf(GitHubApiError);
    expect(error.exitCode).toBe(ExitCode.usage);
    expect(error.message).toContain('Resource not accessible by integration');
    expect(error.hint).toMatch(/permissions/);
    expect(error.hint).toContain('issues: write');
    expect(server.requests.filter((request) => request.method === 'POST')).toHaveLength(1);

    const wrong = createGitHubClient({
      token: 'ghp_wrongtoken1234567890abcdefghijklmnop',
      apiUrl: server.url,
      repository: { owner: server.owner, repo: server.repo },
      log: (line) => logged.push(line),
    });
    const unauthorized = (await wrong
      .getPullRequest(1)
      .catch((caught: unknown) => caught)) as GitHubApiError;
    expect(unauthorized.details.status).toBe(401);
    const everything = [
      error.message,
      error.stack,
      JSON.stringify(error),
      unauthorized.message,
      unauthorized.stack,
      JSON.stringify(unauthorized),
      ...logged,
    ].join('\n');
    expect(everything).not.toContain(server.token);
    expect(everything).not.toContain('ghp_wrongtoken1234567890abcdefghijklmnop');
  });

  it('scrubs its own token from every text it sends', async () => {
    server = await startGitHubServer({ pulls: [{ number: 1, headSha: 'a'.repeat(40) }] });
    await clientFor(server).createIssueComment(1, `leaked ${server.token} here`);
    expect(server.state.issueComments[0]?.body).toBe('leaked *** here');
  });

  it('reads every page of a long listing and leaves pull requests out of issues', async () => {
    const files = Array.from({ length: 250 }, (_, index) => ({
      filename: `f${index}.ts`,
      patch: '@@ -1 +1 @@\n-a\n+b',
    }));
    server = await startGitHubServer({
      pulls: [{ number: 1, headSha: 'a'.repeat(40), files }],
      issues: [{ title: 'audit', labels: ['flotilla-audit'] }],
    });
    const github = clientFor(server);
    const listed = await github.listPullRequestFiles(1);
    expect(listed).toHaveLength(250);
    expect(listed[249]).toMatchObject({ path: 'f249.ts', patch: '@@ -1 +1 @@\n-a\n+b' });
    expect((await github.listIssues({ state: 'all' })).map((issue) => issue.title)).toEqual([
      'audit',
    ]);
  });

  it('refuses to start without a token or with a malformed repository', () => {
    expect(() =>
      createGitHubClient({
        token: '',
        apiUrl: 'http://127.0.0.1:1',
        repository: { owner: 'o', repo: 'r' },
      }),
    ).toThrow(UserError);
    expect(() =>
      createGitHubClient({
        token: 't',
        apiUrl: 'http://127.0.0.1:1',
        repository: { owner: '', repo: 'r' },
      }),
    ).toThrow(/Expected format \{owner\}\/\{repo\}/);
  });

  it('gets and creates refs', async () => {
    server = await startGitHubServer();
    const github = clientFor(server);
    expect(await github.getRef('heads/flotilla/fix')).toBeUndefined();
    await github.createRef('heads/flotilla/fix', 'e'.repeat(40));
    expect(await github.getRef('heads/flotilla/fix')).toEqual({
      ref: 'refs/heads/flotilla/fix',
      sha: 'e'.repeat(40),
    });
  });
});
