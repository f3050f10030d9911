import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  changesBaseOf,
  configurationBase,
  isCommentEvent,
  isIssueCommentEvent,
  isPullRequestEvent,
  isPullRequestReviewCommentEvent,
  isPushEvent,
  isWorkflowDispatchEvent,
  loadGitHubEvent,
  parseGitHubEvent,
  pullRequestNumberOf,
} from '../../src/action/context.js';
import { UserError } from '../../src/errors.js';
import { fixturePath, fixturesDir, loadFixture, withField } from '../support/event-fixtures.js';

const headSha = '0d5928e52263aa898bb3ce43a918c9f5bd21bfce';
const baseSha = '8514392068688f53c6766cc6cb2e5b83171ff7d1';

function load(eventName: string, relative: string) {
  return loadGitHubEvent({ eventName, eventPath: fixturePath(relative) });
}

describe('loadGitHubEvent on the fixture payloads', () => {
  it('parses every fixture payload under its event name', () => {
    const parsed: string[] = [];
    for (const eventName of readdirSync(fixturesDir, { withFileTypes: true })) {
      if (!eventName.isDirectory()) continue;
      for (const file of readdirSync(path.join(fixturesDir, eventName.name))) {
        const event = load(eventName.name, path.join(eventName.name, file));
        expect(event.name).toBe(eventName.name);
        expect(event.kind).not.toBe('other');
        parsed.push(`${eventName.name}/${file}`);
      }
    }
    expect(parsed.length).toBeGreaterThanOrEqual(10);
  });

  it.each(['opened.payload.json', 'reopened.payload.json', 'synchronize.payload.json'])(
    'reads a pull_request %s payload',
    (file) => {
      const event = load('pull_request', `pull_request/${file}`);
      if (!isPullRequestEvent(event)) throw new Error(`expected a pull request, got ${event.kind}`);
      expect(event.action).toBe(file.split('.')[0]);
      expect(event.pullRequest).toMatchObject({
        number: 7,
        title: 'Count item quantities in order totals',
        body: 'Totals were summed from unit prices only; multiply by quantity and round to cents once.',
        author: { login: 'ada-keel', type: 'User' },
        draft: false,
        head: { sha: headSha, ref: 'fix-order-totals', repoFullName: 'harbor-works/lighthouse' },
        base: { sha: baseSha, ref: 'main', repoFullName: 'harbor-works/lighthouse' },
        isFork: false,
        sameRepository: true,
      });
      expect(event.sender).toEqual({ login: 'ada-keel', type: 'User' });
      expect(pullRequestNumberOf(event)).toBe(7);
      expect(configurationBase(event)).toEqual({ ref: 'main', sha: baseSha });
    },
  );

  it('turns a null pull-request body into an empty string', () => {
    const event = load('pull_request', 'pull_request/opened.with-null-body.json');
    expect(isPullRequestEvent(event) && event.pullRequest.body).toBe('');
  });

  it('reads pull_request_target like pull_request, keeping the name', () => {
    const event = load('pull_request_target', 'pull_request/opened.payload.json');
    expect(event).toMatchObject({ kind: 'pull_request', name: 'pull_request_target' });
  });

  it('recognises a pull request from a fork, and one whose fork was deleted', () => {
    const payload = loadFixture('pull_request/opened.payload.json');
    const fork = parseGitHubEvent(
      'pull_request',
      withField(payload, ['pull_request', 'head', 'repo', 'full_name'], 'mallory/lighthouse'),
    );
    expect(isPullRequestEvent(fork) && fork.pullRequest).toMatchObject({
      isFork: true,
      sameRepository: false,
      head: { repoFullName: 'mallory/lighthouse' },
    });
    const deleted = parseGitHubEvent(
      'pull_request',
      withField(payload, ['pull_request', 'head', 'repo'], null),
    );
    expect(isPullRequestEvent(deleted) && deleted.pullRequest.isFork).toBe(true);
  });

  it('reads an issue comment on an issue', () => {
    const event = load('issue_comment', 'issue_comment/created.payload.json');
    if (!isIssueCommentEvent(event))
      throw new Error(`expected an issue comment, got ${event.kind}`);
    expect(event.action).toBe('created');
    expect(event.comment.body).toBe('Reproduced: the receipt sums floats and never rounds.');
    expect(event.comment.author.login).toBe('grace-rudder');
    expect(event.issue).toMatchObject({ number: 5, title: 'Order totals are off by a cent' });
    expect(event.pullRequestNumber).toBeUndefined();
    expect(pullRequestNumberOf(event)).toBeUndefined();
    expect(isCommentEvent(event)).toBe(true);
  });

  it('reads an issue comment on a pull request', () => {
    const payload = withField(
      loadFixture('issue_comment/created.payload.json'),
      ['issue', 'pull_request'],
      {
        url: 'https://api.github.com/repos/harbor-works/lighthouse/pulls/5',
      },
    );
    const event = parseGitHubEvent('issue_comment', payload);
    expect(pullRequestNumberOf(event)).toBe(5);
  });

  it('reads a pull-request review comment with its position', () => {
    const event = load(
      'pull_request_review_comment',
      'pull_request_review_comment/created.payload.json',
    );
    if (!isPullRequestReviewCommentEvent(event)) throw new Error(`got ${event.kind}`);
    expect(event.comment).toMatchObject({
      body: 'Rounding per order hides the cents lost per item; round once at checkout?',
      path: 'src/orders.ts',
      line: 10,
      side: 'RIGHT',
      diffHunk: [
        '@@ -8,3 +8,4 @@ export interface Order {',
        ' export function orderTotal(order: Order): number {',
        '-  return order.items.reduce((sum, item) => sum + item.price, 0);',
        '+  const subtotal = order.items.reduce((sum, item) => sum + item.price * item.quantity, 0);',
        '+  return Math.round(subtotal * 100) / 100;',
      ].join('\n'),
      commitId: headSha,
    });
    expect(event.comment.startLine).toBeUndefined();
    expect(event.pullRequest.number).toBe(7);
    expect(configurationBase(event)?.sha).toBe(baseSha);
  });

  it('reads push and workflow_dispatch payloads', () => {
    const push = load('push', 'push/payload.json');
    expect(isPushEvent(push) && push).toMatchObject({
      ref: 'refs/heads/main',
      before: baseSha,
      after: '86e5f65552d6d1dfb50a4e833a44fee2e146e7a8',
      deleted: false,
    });
    expect(configurationBase(push)).toBeUndefined();
    const deletion = load('push', 'push/deleted-branch.payload.json');
    expect(isPushEvent(deletion) && deletion).toMatchObject({
      ref: 'refs/heads/fix-order-totals',
      deleted: true,
    });
    const dispatch = load('workflow_dispatch', 'workflow_dispatch/payload.json');
    if (!isWorkflowDispatchEvent(dispatch)) throw new Error(`got ${dispatch.kind}`);
    expect(dispatch.inputs).toEqual({ focus: 'dependency hygiene' });
    expect(dispatch.ref).toBe('refs/heads/main');
  });

  it('reads schedule, workflow_run and unknown events', () => {
    expect(parseGitHubEvent('schedule', { schedule: '17 3 * * *' })).toEqual({
      kind: 'schedule',
      name: 'schedule',
      schedule: '17 3 * * *',
    });
    expect(loadGitHubEvent({ eventName: 'schedule' }).kind).toBe('schedule');
    expect(load('schedule', 'schedule/payload.json')).toEqual({
      kind: 'schedule',
      name: 'schedule',
      schedule: '17 3 * * 1',
      defaultBranch: 'main',
    });
    const run = parseGitHubEvent('workflow_run', {
      action: 'completed',
      workflow_run: {
        event: 'pull_request',
        head_sha: headSha,
        head_branch: 'changes',
        actor: { login: 'mallory', type: 'User' },
        triggering_actor: { login: 'octocat', type: 'User' },
      },
      sender: { login: 'octocat', type: 'User' },
    });
    expect(run).toMatchObject({
      kind: 'workflow_run',
      upstreamEvent: 'pull_request',
      upstreamActor: { login: 'mallory' },
      upstreamTriggeringActor: { login: 'octocat' },
    });
    expect(parseGitHubEvent('discussion', { action: 'created' })).toEqual({
      kind: 'other',
      name: 'discussion',
      action: 'created',
    });
  });
});

describe("the branch the agents' changes are proposed into", () => {
  const failedRun = (run: Record<string, unknown>, repository = 'octo/demo') =>
    parseGitHubEvent('workflow_run', {
      action: 'completed',
      repository: { full_name: repository, default_branch: 'trunk' },
      workflow_run: {
        event: 'push',
        head_sha: headSha,
        head_branch: 'changes',
        head_repository: { full_name: 'octo/demo' },
        ...run,
      },
    });

  it("is a failed workflow_run's branch, and the repository's default branch is read", () => {
    const run = failedRun({});
    expect(changesBaseOf(run)).toBe('changes');
    expect(run.defaultBranch).toBe('trunk');
    // A pull request's run: the branch whose CI failed is the pull request's head branch.
    expect(changesBaseOf(failedRun({ pull_requests: [{ number: 2 }] }))).toBe('changes');
  });

  it("is none for a fork's run, a run on no branch, and other events", () => {
    expect(changesBaseOf(failedRun({}, 'upstream/demo'))).toBeUndefined();
    expect(changesBaseOf(failedRun({ head_branch: null }))).toBeUndefined();
    const opened = load('pull_request', 'pull_request/opened.payload.json');
    expect(changesBaseOf(opened)).toBeUndefined();
    expect(opened.defaultBranch).toBe(
      (loadFixture('pull_request/opened.payload.json').repository as { default_branch: string })
        .default_branch,
    );
  });
});

describe('bad event input', () => {
  const temp = mkdtempSync(path.join(tmpdir(), 'flotilla-context-'));
  afterAll(() => rmSync(temp, { recursive: true, force: true }));

  it('names the missing field of a payload of the wrong shape', () => {
    const payload = loadFixture('issue_comment/created.payload.json');
    expect(() => parseGitHubEvent('pull_request', payload)).toThrow(UserError);
    expect(() => parseGitHubEvent('pull_request', payload)).toThrow(/pull_request/);
    const noSha = withField(
      loadFixture('pull_request/opened.payload.json'),
      ['pull_request', 'head', 'sha'],
      7,
    );
    expect(() => parseGitHubEvent('pull_request', noSha)).toThrow(/pull_request\.head\.sha/);
  });

  it('explains a missing, unreadable or non-JSON payload file', () => {
    expect(() => loadGitHubEvent({ eventName: 'pull_request' })).toThrow(
      /GITHUB_EVENT_PATH is not set/,
    );
    expect(() =>
      loadGitHubEvent({ eventName: 'pull_request', eventPath: path.join(temp, 'missing.json') }),
    ).toThrow(/Cannot read the event payload/);
    const broken = path.join(temp, 'broken.json');
    writeFileSync(broken, '{"action": ');
    expect(() => loadGitHubEvent({ eventName: 'pull_request', eventPath: broken })).toThrow(
      /is not JSON/,
    );
  });
});
