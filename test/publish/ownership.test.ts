import { afterEach, describe, expect, it } from 'vitest';
import { authoredBy } from '../../src/platform/github.js';
import { AUDIT_LABEL, publishAuditIssue } from '../../src/publish/audit-issue.js';
import {
  auditMarker,
  findingKey,
  findingMarker,
  reviewMarker,
  reviewPartMarker,
  stickyMarker,
} from '../../src/publish/markers.js';
import { publishReview } from '../../src/publish/pr-review.js';
import { upsertStickyComment } from '../../src/publish/sticky-comment.js';
import {
  BOT_LOGIN,
  startGitHubServer,
  type GitHubServer,
  type GitHubServerInit,
} from '../support/github-server.js';
import {
  additionPatch,
  clientFor,
  makeFinding,
  makeResult,
  overflowingFindings,
} from './fixtures.js';

/**
 * A body is ours only when the token that publishes wrote it: anyone can type a marker (the
 * head SHA is public), and their comment is never counted, never edited, never taken over.
 */

const head = 'a'.repeat(40);
const reviewsPath = /\/pulls\/\d+\/reviews$/;
let server: GitHubServer;
const started: GitHubServer[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((each) => each.close()));
});

const start = async (init: GitHubServerInit = {}) => {
  const running = await startGitHubServer({
    pulls: [
      { number: 5, headSha: head, files: [{ filename: 'src/app.ts', patch: additionPatch(10) }] },
    ],
    ...init,
  });
  started.push(running);
  return running;
};

/** A client with another account's token: what a commenter without any permission can do. */
const outsider = (login = 'mallory', type: 'User' | 'Bot' = 'User') =>
  clientFor(server, { token: server.addAccount(login, type) });

describe('the publishing identity', () => {
  it('is the account of a personal token, asked once per client', async () => {
    server = await start({ identity: { login: 'Octocat', type: 'User' } });
    const github = clientFor(server);
    const [first, second] = await Promise.all([github.identity(), github.identity()]);
    expect(first).toEqual({ kind: 'account', login: 'Octocat' });
    expect(second).toBe(first);
    await github.identity();
    expect(server.requests.filter((request) => request.path === '/user')).toHaveLength(1);
  });

  it('is an installation for a token GET /user refuses with 403', async () => {
    server = await start();
    expect(await clientFor(server).identity()).toEqual({ kind: 'installation' });
    expect(server.answered(403)).toHaveLength(1);
  });

  it('owns what its account wrote (case-insensitively) and, as an installation, only Bots', () => {
    const account = { kind: 'account', login: 'octocat' } as const;
    expect(authoredBy(account, { user: 'OctoCat', userType: 'User' })).toBe(true);
    expect(authoredBy(account, { user: 'mallory', userType: 'User' })).toBe(false);
    expect(authoredBy(account, { user: 'other[bot]', userType: 'Bot' })).toBe(false);
    const installation = { kind: 'installation' } as const;
    expect(authoredBy(installation, { user: BOT_LOGIN, userType: 'Bot' })).toBe(true);
    expect(authoredBy(installation, { user: 'octocat', userType: 'User' })).toBe(false);
    expect(authoredBy(installation, { user: null, userType: null })).toBe(false);
  });
});

describe('publishReview ignores markers others wrote', () => {
  const critical = makeFinding({ line: 2, title: 'Injection', severity: 'critical' });
  const publish = () =>
    publishReview({
      github: clientFor(server),
      pullNumber: 5,
      result: makeResult({ findings: [critical] }),
      policy: { requestChangesAt: 'high' },
      reconcileDelayMs: 0,
    });

  it('posts the review although an outsider commented and reviewed with its marker', async () => {
    server = await start();
    const mallory = outsider();
    const forged = `${reviewMarker(head, 'ffffffffffff')}\nlgtm :)`;
    const comment = await mallory.createIssueComment(5, forged);
    await mallory.createReview({
      pullNumber: 5,
      commitId: head,
      body: forged,
      event: 'COMMENT',
      comments: [],
    });
    const published = await publish();
    expect(published).toMatchObject({ status: 'created', event: 'REQUEST_CHANGES', inline: 1 });
    expect(published.url).not.toBe(comment.url);
    const ours = server.state.reviews.filter(
      (review) => (review.user as { login: string }).login === BOT_LOGIN,
    );
    expect(ours).toHaveLength(1);
    expect(ours[0]?.state).toBe('CHANGES_REQUESTED');
    // Neither of the outsider's bodies was edited.
    expect(server.state.issueComments[0]?.body).toBe(forged);
    expect(server.state.reviews[0]?.body).toBe(forged);
    // A re-run finds the review it posted, not the outsider's.
    expect(await publish()).toMatchObject({ status: 'existing', id: published.id });
  });

  it('still comments inline on a finding whose marker an outsider put on the line', async () => {
    server = await start();
    await outsider().createReview({
      pullNumber: 5,
      commitId: head,
      body: 'a drive-by review',
      event: 'COMMENT',
      comments: [
        {
          path: 'src/app.ts',
          line: 2,
          side: 'RIGHT',
          body: `${findingMarker(findingKey(critical))}\nnothing to see`,
        },
      ],
    });
    const published = await publish();
    expect(published).toMatchObject({ status: 'created', inline: 1, skipped: 0 });
    expect(server.state.reviewComments).toHaveLength(2);
  });

  it('never edits an outsider comment that carries a continuation marker', async () => {
    server = await start();
    const forged = `${reviewPartMarker(head, 2)}\nmine`;
    await outsider().createIssueComment(5, forged);
    const many = overflowingFindings();
    server.injectFault({ method: 'POST', path: reviewsPath, when: 'before', status: 422 });
    await publishReview({
      github: clientFor(server),
      pullNumber: 5,
      result: makeResult({ findings: many }),
      reconcileDelayMs: 0,
    });
    expect(server.state.issueComments[0]?.body).toBe(forged);
    const parts = server.state.issueComments.filter((comment) =>
      String(comment.body).startsWith(reviewPartMarker(head, 2)),
    );
    expect(parts).toHaveLength(2);
    expect(server.requests.filter((request) => request.method === 'PATCH')).toHaveLength(0);
  });
});

describe('upsertStickyComment ignores markers others wrote', () => {
  it('creates its own comment instead of editing an outsider comment with its marker', async () => {
    server = await start();
    const forged = `${stickyMarker('summary')}\nfree summary`;
    const theirs = await outsider().createIssueComment(5, forged);
    const written = await upsertStickyComment({
      github: clientFor(server),
      issueNumber: 5,
      body: 'the summary',
    });
    expect(written.action).toBe('created');
    expect(written.id).not.toBe(theirs.id);
    expect(server.state.issueComments[0]?.body).toBe(forged);
    expect(server.requests.filter((request) => request.method === 'PATCH')).toHaveLength(0);
  });

  it('with a personal token: edits what that account wrote and not what another Bot wrote', async () => {
    server = await start({ identity: { login: 'octocat', type: 'User' } });
    await outsider('other-app[bot]', 'Bot').createIssueComment(5, `${stickyMarker('summary')}\nx`);
    const github = clientFor(server);
    const first = await upsertStickyComment({ github, issueNumber: 5, body: 'one' });
    const second = await upsertStickyComment({ github, issueNumber: 5, body: 'two' });
    expect(first.action).toBe('created');
    expect(second).toMatchObject({ action: 'updated', id: first.id });
    expect(server.state.issueComments).toHaveLength(2);
    expect(server.state.issueComments[0]?.body).toBe(`${stickyMarker('summary')}\nx`);
  });
});

describe('publishAuditIssue finds its own issue, label or not', () => {
  const findings = [makeFinding({ severity: 'critical', title: 'Code injection through eval' })];
  const audit = () =>
    publishAuditIssue({
      github: clientFor(server),
      auditName: 'nightly',
      result: makeResult({ findings }),
      reconcileDelayMs: 0,
    });
  const labelsOf = (number: number) =>
    (
      server.state.issues.find((issue) => issue.number === number)?.labels as Array<{
        name: string;
      }>
    ).map((label) => label.name);

  it('updates the issue whose label was removed and puts the label back', async () => {
    server = await start({ pulls: [] });
    const first = await audit();
    for (const issue of server.state.issues) issue.labels = [];
    const second = await audit();
    expect(second).toMatchObject({ action: 'updated', number: first.number });
    expect(second.labelWarning).toBeUndefined();
    expect(server.state.issues).toHaveLength(1);
    expect(labelsOf(first.number)).toEqual([AUDIT_LABEL]);
  });

  it('says so when GitHub drops the label, and still keeps one issue', async () => {
    server = await start({ pulls: [], dropLabels: true });
    const first = await audit();
    expect(first.action).toBe('created');
    expect(first.labelWarning).toMatch(
      new RegExp(`#${first.number} lacks the label '${AUDIT_LABEL}'.*issues: write`),
    );
    const second = await audit();
    expect(second).toMatchObject({ action: 'updated', number: first.number });
    expect(second.labelWarning).toBeDefined();
    expect(server.state.issues).toHaveLength(1);
  });

  it('says why when GitHub refuses to put the label back, and the run goes on', async () => {
    server = await start({ pulls: [] });
    const first = await audit();
    for (const issue of server.state.issues) issue.labels = [];
    // The body update goes through; the label request is refused.
    server.injectFault({
      method: 'PATCH',
      path: /\/issues\/\d+$/,
      when: 'before',
      status: 403,
      body: { message: 'Resource not accessible by integration' },
      matches: (body) => typeof body === 'object' && body !== null && 'labels' in body,
    });
    const second = await audit();
    expect(second).toMatchObject({ action: 'updated', number: first.number });
    expect(second.labelWarning).toMatch(/GitHub refused it: .*Resource not accessible/);
    expect(server.state.issues).toHaveLength(1);
  });

  it('with a personal token: searches the open issues that account created', async () => {
    server = await start({ pulls: [], identity: { login: 'octocat', type: 'User' } });
    const first = await audit();
    for (const issue of server.state.issues) issue.labels = [];
    expect(await audit()).toMatchObject({ action: 'updated', number: first.number });
    const unlabelled = server.requests.filter(
      (request) =>
        request.method === 'GET' && request.path.endsWith('/issues') && !request.query.labels,
    );
    // One search per run (the first run looked before creating), each by this account.
    expect(unlabelled.map((request) => request.query.creator)).toEqual(['octocat', 'octocat']);
    expect(server.state.issues).toHaveLength(1);
  });

  it('never takes over an issue an outsider opened with its marker and label', async () => {
    server = await start({
      pulls: [],
      issues: [
        {
          title: 'Flotilla audit: nightly',
          body: `${auditMarker('nightly')}\nall clear`,
          labels: [AUDIT_LABEL],
          author: 'mallory',
        },
      ],
    });
    const published = await audit();
    expect(published.action).toBe('created');
    expect(server.state.issues).toHaveLength(2);
    expect(server.state.issues[0]?.body).toBe(`${auditMarker('nightly')}\nall clear`);
    expect(await audit()).toMatchObject({ action: 'updated', number: published.number });
  });
});
