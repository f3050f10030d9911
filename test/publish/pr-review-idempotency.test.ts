import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { publishReview } from '../../src/publish/pr-review.js';
import { startGitHubServer, type GitHubServer } from '../support/github-server.js';
import { additionPatch, clientFor, makeFinding, makeResult, postsTo } from './fixtures.js';

/** R11: re-runs and retries post at most one review per (pull request, head SHA). */

const reviewsPath = /\/pulls\/\d+\/reviews$/;
const head = 'a'.repeat(40);
const findings = [
  makeFinding({ line: 2, title: 'Inline one' }),
  makeFinding({ line: 4, title: 'Inline two', severity: 'high' }),
  makeFinding({ path: 'README.md', line: 1, title: 'Outside the diff' }),
];

let server: GitHubServer;
beforeEach(async () => {
  server = await startGitHubServer({
    pulls: [
      { number: 5, headSha: head, files: [{ filename: 'src/app.ts', patch: additionPatch(10) }] },
    ],
  });
});
afterEach(async () => {
  await server.close();
});

const publish = (options: { reconcileDelayMs?: number } = {}) =>
  publishReview({
    github: clientFor(server),
    pullNumber: 5,
    result: makeResult({ findings }),
    reconcileDelayMs: options.reconcileDelayMs ?? 0,
  });

describe('publishReview — R11 one review per head', () => {
  it('posts nothing new when a review of ours exists for this head', async () => {
    const first = await publish();
    const second = await publish();
    const third = await publish();
    expect(first.status).toBe('created');
    expect(second).toMatchObject({ status: 'existing', id: first.id, url: first.url, skipped: 3 });
    expect(third.status).toBe('existing');
    expect(server.state.reviews).toHaveLength(1);
    expect(server.state.reviewComments).toHaveLength(2);
    expect(postsTo(server, reviewsPath)).toBe(1);
  });

  it('updates its review when a run on the same head has another result: still one review', async () => {
    const first = await publish();
    // A re-run (a matrix job that now arrived) adds a finding on the same commit.
    const added = makeFinding({ line: 6, title: 'Found on the re-run', severity: 'critical' });
    const again = () =>
      publishReview({
        github: clientFor(server),
        pullNumber: 5,
        result: makeResult({ findings: [...findings, added] }),
        policy: { requestChangesAt: 'critical' },
        reconcileDelayMs: 0,
      });
    const second = await again();
    expect(second).toMatchObject({
      status: 'updated',
      id: first.id,
      url: first.url,
      // GitHub keeps a posted review's event.
      event: 'COMMENT',
      inline: 0,
      inBody: 2,
      skipped: 2,
    });
    expect(server.state.reviews).toHaveLength(1);
    expect(postsTo(server, reviewsPath)).toBe(1);
    // No inline comment can join a posted review: the new finding is in the body, not lost.
    expect(server.state.reviewComments).toHaveLength(2);
    const body = String(server.state.reviews[0]?.body);
    expect(body).toMatch(/^<!-- flotilla:review sha=a{40} result=\w+ by=[0-9a-f]{12} -->/);
    expect(body).toContain('**4 findings**');
    expect(body).toContain('#### Findings not commented on inline (2)');
    expect(body).toContain('Found on the re-run');
    expect(body).toContain('Outside the diff');
    expect(body).toContain('2 findings were already commented on');
    expect(body).toContain('this review stays a comment');
    const updates = () => server.requests.filter((request) => request.method === 'PUT').length;
    expect(updates()).toBe(1);
    // The same result again changes nothing; the first result again brings the body back.
    expect((await again()).status).toBe('existing');
    expect(updates()).toBe(1);
    expect((await publish()).status).toBe('updated');
    expect(String(server.state.reviews[0]?.body)).not.toContain('Found on the re-run');
    expect(server.state.reviews).toHaveLength(1);
  });

  it('dismisses its earlier review that requested changes once a later result requests none', async () => {
    const policy = { requestChangesAt: 'high' as const };
    const blocking = await publishReview({
      github: clientFor(server),
      pullNumber: 5,
      result: makeResult({ findings }),
      policy,
      reconcileDelayMs: 0,
    });
    expect(blocking.event).toBe('REQUEST_CHANGES');
    // Still blocking on the next head: the earlier review stands.
    server.setHead(5, 'b'.repeat(40));
    const still = await publishReview({
      github: clientFor(server),
      pullNumber: 5,
      result: makeResult({ findings }),
      policy,
      reconcileDelayMs: 0,
    });
    expect(still.dismissed).toBeUndefined();
    expect(server.state.reviews.map((review) => review.state)).toEqual([
      'CHANGES_REQUESTED',
      'CHANGES_REQUESTED',
    ]);
    // Fixed on the next head: both are withdrawn, and the new review is a comment.
    server.setHead(5, 'c'.repeat(40));
    const fixed = await publishReview({
      github: clientFor(server),
      pullNumber: 5,
      result: makeResult({ findings: [makeFinding({ line: 2, title: 'Nit', severity: 'low' })] }),
      policy,
      reconcileDelayMs: 0,
    });
    expect(fixed).toMatchObject({ status: 'created', event: 'COMMENT', dismissed: 2 });
    expect(server.state.reviews.map((review) => review.state)).toEqual([
      'DISMISSED',
      'DISMISSED',
      'COMMENTED',
    ]);
  });

  it("leaves another reviewer's review of the head alone, and its requested changes", async () => {
    const policy = { requestChangesAt: 'high' as const };
    const security = { workflow: 'security.yml', job: 'review', agents: ['reviewer'] };
    const docs = { workflow: 'docs.yml', job: 'review', agents: ['docs'] };
    const by = (reviewer: object, found: typeof findings) =>
      publishReview({
        github: clientFor(server),
        pullNumber: 5,
        result: makeResult({ findings: found }),
        policy,
        reviewer: JSON.stringify(reviewer),
        reconcileDelayMs: 0,
      });
    const blocking = await by(security, findings);
    expect(blocking).toMatchObject({ status: 'created', event: 'REQUEST_CHANGES', inline: 2 });
    // Another workflow on the same head: a review of its own, with its own inline comment.
    const nit = makeFinding({ line: 6, title: 'Docs nit', severity: 'low' });
    const other = await by(docs, [nit]);
    expect(other).toMatchObject({ status: 'created', event: 'COMMENT', inline: 1 });
    expect(other.dismissed).toBeFalsy();
    expect(other.id).not.toBe(blocking.id);
    expect(server.state.reviews.map((review) => review.state)).toEqual([
      'CHANGES_REQUESTED',
      'COMMENTED',
    ]);
    expect(String(server.state.reviews[0]?.body)).toContain('**3 findings**');
    expect(String(server.state.reviews[0]?.body)).not.toContain('Docs nit');
    // A re-run of the first job is the same reviewer: it updates its review, and withdraws the
    // changes it requested once it requests none.
    const fixed = await by(security, [nit]);
    expect(fixed).toMatchObject({ status: 'updated', id: blocking.id, dismissed: 1 });
    expect(server.state.reviews.map((review) => review.state)).toEqual(['DISMISSED', 'COMMENTED']);
    expect(String(server.state.reviews[1]?.body)).toContain('**1 finding**');
    expect(postsTo(server, reviewsPath)).toBe(2);
  });

  it("counts a review posted before markers named their reviewer as every reviewer's", async () => {
    const first = await publish();
    const review = server.state.reviews[0]!;
    review.body = String(review.body).replace(/ by=\w+ -->/, ' -->');
    const again = await publishReview({
      github: clientFor(server),
      pullNumber: 5,
      result: makeResult({ findings }),
      reviewer: 'another workflow',
      reconcileDelayMs: 0,
    });
    expect(again).toMatchObject({ status: 'existing', id: first.id });
    expect(server.state.reviews).toHaveLength(1);
  });

  it('finds a review posted before reviews carried their result', async () => {
    const first = await publish();
    const review = server.state.reviews[0]!;
    review.body = String(review.body).replace(
      /^<!-- flotilla:review sha=(\w+) result=\w+ by=\w+ -->/,
      '<!-- flotilla:review sha=$1 -->',
    );
    expect(String(review.body).startsWith(`<!-- flotilla:review sha=${head} -->`)).toBe(true);
    expect(await publish()).toMatchObject({ status: 'existing', id: first.id });
  });

  it('does not duplicate a review whose POST was applied but answered 502', async () => {
    server.injectFault({ method: 'POST', path: reviewsPath, when: 'after', status: 502 });
    const published = await publish();
    expect(published).toMatchObject({ status: 'created', inline: 2 });
    expect(server.answered(502)).toHaveLength(1);
    expect(postsTo(server, reviewsPath)).toBe(1);
    expect(server.state.reviews).toHaveLength(1);
    expect(published.id).toBe(server.state.reviews[0]?.id);
    expect((await publish()).status).toBe('existing');
    expect(server.state.reviews).toHaveLength(1);
  });

  it('does not duplicate a review whose connection dropped after it was applied', async () => {
    server.injectFault({
      method: 'POST',
      path: reviewsPath,
      when: 'after',
      status: 0,
      reset: true,
    });
    const published = await publish();
    expect(published.status).toBe('created');
    expect(postsTo(server, reviewsPath)).toBe(1);
    expect(server.state.reviews).toHaveLength(1);
  });

  it('re-sends a review only after a re-list shows the failed POST did not land', async () => {
    server.injectFault({ method: 'POST', path: reviewsPath, when: 'before', status: 502 });
    const published = await publish();
    expect(published.status).toBe('created');
    expect(postsTo(server, reviewsPath)).toBe(2);
    expect(server.state.reviews).toHaveLength(1);
    const posts = server.requests.filter((request) => request.method === 'POST');
    const between = server.requests.slice(
      server.requests.indexOf(posts[0]!),
      server.requests.indexOf(posts[1]!),
    );
    expect(
      between.some((request) => request.method === 'GET' && reviewsPath.test(request.path)),
    ).toBe(true);
  });

  it('retries GETs that fail with 5xx and still posts once', async () => {
    server.injectFault({ method: 'GET', path: reviewsPath, when: 'before', status: 503, times: 2 });
    const published = await publish();
    expect(published.status).toBe('created');
    expect(server.answered(503)).toHaveLength(2);
    expect(server.state.reviews).toHaveLength(1);
  });

  it('finds a fallback comment of an earlier run and posts nothing new', async () => {
    server.injectFault({
      method: 'POST',
      path: reviewsPath,
      when: 'before',
      status: 422,
      times: 2,
    });
    expect((await publish()).kind).toBe('issue-comment');
    const again = await publish();
    expect(again).toMatchObject({ status: 'existing', kind: 'issue-comment' });
    expect(server.state.issueComments).toHaveLength(1);
    expect(server.state.reviews).toHaveLength(0);
  });

  it('updates its fallback comment when a run on the same head has another result', async () => {
    server.injectFault({
      method: 'POST',
      path: reviewsPath,
      when: 'before',
      status: 422,
      times: 2,
    });
    const first = await publish();
    expect(first.kind).toBe('issue-comment');
    const added = makeFinding({ path: 'docs/a.md', line: 3, title: 'Arrived late' });
    const second = await publishReview({
      github: clientFor(server),
      pullNumber: 5,
      result: makeResult({ findings: [...findings, added] }),
      reconcileDelayMs: 0,
    });
    expect(second).toMatchObject({ status: 'updated', kind: 'issue-comment', id: first.id });
    expect(server.state.issueComments).toHaveLength(1);
    expect(server.state.reviews).toHaveLength(0);
    expect(String(server.state.issueComments[0]?.body)).toContain('Arrived late');
  });

  it('posts one new review for a new head without repeating inline comments already posted', async () => {
    await publish();
    server.setHead(5, 'b'.repeat(40));
    const second = await publish();
    expect(second).toMatchObject({ status: 'created', inline: 0, inBody: 1, skipped: 2 });
    expect(server.state.reviews).toHaveLength(2);
    expect(server.state.reviewComments).toHaveLength(2);
    expect(String(server.state.reviews[1]?.body)).toContain('2 findings were already commented on');
    expect((await publish()).status).toBe('existing');
  });

  it('comments again on a finding whose earlier comment a push made outdated', async () => {
    await publish();
    // The push rewrites line 2; line 4 stays as it was.
    const patch = additionPatch(10).replace('+added 2\n', '+rewritten 2\n');
    server.setHead(5, 'b'.repeat(40), [{ filename: 'src/app.ts', patch }]);
    const listed = await clientFor(server).listReviewComments(5);
    expect(listed.map((comment) => comment.line)).toEqual([4, null]);
    const rewritten = makeFinding({ line: 2, title: 'Inline one', body: 'Said again on b.' });
    const second = await publishReview({
      github: clientFor(server),
      pullNumber: 5,
      result: makeResult({ findings: [rewritten, ...findings.slice(1)] }),
      reconcileDelayMs: 0,
    });
    expect(second).toMatchObject({ status: 'created', inline: 1, inBody: 1, skipped: 1 });
    expect(server.state.reviewComments).toHaveLength(3);
    const again = server.state.reviewComments[2];
    expect(again).toMatchObject({ line: 2, commit_id: 'b'.repeat(40) });
    expect(String(again?.body)).toContain('Said again on b.');
    expect(String(server.state.reviews[1]?.body)).toContain('1 finding was already commented on');
  });

  it('lists the findings in the body when the pull request moved past the analysed commit', async () => {
    server.setHead(5, 'f'.repeat(40));
    const published = await publishReview({
      github: clientFor(server),
      pullNumber: 5,
      headSha: head,
      result: makeResult({ findings }),
      reconcileDelayMs: 0,
    });
    expect(published).toMatchObject({ status: 'created', inline: 0, inBody: 3, headSha: head });
    expect(server.state.reviews[0]?.commit_id).toBe(head);
    expect(String(server.state.reviews[0]?.body)).toContain('moved on to ffffffffffff');
  });

  it('waits out a secondary rate limit on a review POST and posts once', async () => {
    server.addPullRequest({
      number: 6,
      headSha: 'c'.repeat(40),
      files: [{ filename: 'src/app.ts', patch: additionPatch(10) }],
    });
    server.setSecondaryRateLimit({
      minWriteIntervalMs: 0,
      minReviewIntervalMs: 500,
      retryAfterSeconds: 1,
    });
    const github = clientFor(server);
    const result = makeResult({ findings });
    await publishReview({ github, pullNumber: 5, result, reconcileDelayMs: 0 });
    const second = await publishReview({ github, pullNumber: 6, result, reconcileDelayMs: 0 });
    expect(second.status).toBe('created');
    // The other 403 is GET /user refusing the installation token (the publishing identity).
    expect(server.answered(403).filter((request) => request.method === 'POST')).toHaveLength(1);
    expect(server.state.reviews.filter((review) => review.pull_number === 5)).toHaveLength(1);
    expect(server.state.reviews.filter((review) => review.pull_number === 6)).toHaveLength(1);
  });
});
