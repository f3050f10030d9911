import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PullRequestInfo } from '../../src/platform/github.js';
import {
  canPushToPullRequest,
  chooseCommitTarget,
  renderChangesBody,
} from '../../src/publish/commit.js';
import { openPullRequest } from '../../src/publish/pull-request.js';
import { startGitHubServer, type GitHubServer } from '../support/github-server.js';
import { clientFor, makeResult, postsTo } from './fixtures.js';

let server: GitHubServer;
beforeEach(async () => {
  server = await startGitHubServer({
    refs: { 'heads/main': 'b'.repeat(40), 'heads/flotilla/fixes': 'e'.repeat(40) },
  });
});
afterEach(async () => {
  await server.close();
});

describe('openPullRequest', () => {
  it('opens the pull request, then returns the same open one on later calls', async () => {
    const github = clientFor(server);
    const options = { github, head: 'flotilla/fixes', base: 'main', title: 'Fixes', body: 'Body' };
    const first = await openPullRequest(options);
    const second = await openPullRequest(options);
    expect(first).toMatchObject({ created: true });
    expect(first.url).toMatch(/\/pull\/\d+$/);
    expect(second).toMatchObject({ created: false, number: first.number, url: first.url });
    expect(server.state.pulls.size).toBe(1);
    expect(postsTo(server, /\/pulls$/)).toBe(1);
  });

  it('does not open a second pull request when the POST was applied but answered 502', async () => {
    server.injectFault({ method: 'POST', path: /\/pulls$/, when: 'after', status: 502 });
    const opened = await openPullRequest({
      github: clientFor(server),
      head: 'flotilla/fixes',
      base: 'main',
      title: 'Fixes',
      body: '',
      reconcileDelayMs: 0,
    });
    expect(opened.number).toBe([...server.state.pulls.keys()][0]);
    expect(server.state.pulls.size).toBe(1);
    expect(postsTo(server, /\/pulls$/)).toBe(1);
  });

  it('returns the pull request a parallel job opened first ("already exists")', async () => {
    server.injectFault({ method: 'POST', path: /\/pulls$/, when: 'after', status: 422 });
    const opened = await openPullRequest({
      github: clientFor(server),
      head: 'flotilla/fixes',
      base: 'main',
      title: 'T',
      body: '',
    });
    expect(opened.created).toBe(false);
    expect(server.state.pulls.size).toBe(1);
  });

  it('reports GitHub refusing a branch that was never pushed', async () => {
    await expect(
      openPullRequest({
        github: clientFor(server),
        head: 'not-pushed',
        base: 'main',
        title: 'T',
        body: '',
      }),
    ).rejects.toThrow(/422/);
  });
});

const pull = (overrides: Partial<PullRequestInfo>): PullRequestInfo => ({
  number: 4,
  url: 'https://github.test/octo/demo/pull/4',
  title: 'PR',
  body: '',
  author: 'octocat',
  state: 'open',
  draft: false,
  headSha: 'a'.repeat(40),
  headRef: 'feature',
  headRepoFullName: 'octo/demo',
  baseRef: 'main',
  baseSha: 'b'.repeat(40),
  baseRepoFullName: 'octo/demo',
  ...overrides,
});

describe('canPushToPullRequest / chooseCommitTarget', () => {
  it('pushes only to open same-repository pull requests', () => {
    expect(canPushToPullRequest(pull({}))).toBe(true);
    expect(canPushToPullRequest(pull({ headRepoFullName: 'Octo/Demo' }))).toBe(true);
    expect(canPushToPullRequest(pull({ headRepoFullName: 'someone/demo' }))).toBe(false);
    expect(canPushToPullRequest(pull({ headRepoFullName: null }))).toBe(false);
    expect(canPushToPullRequest(pull({ state: 'closed' }))).toBe(false);
  });

  it('sends a fork pull request’s fixes to a new branch based on its base', () => {
    expect(
      chooseCommitTarget({ pullRequest: pull({}), newBranch: 'flotilla/x', defaultBase: 'main' }),
    ).toEqual({
      kind: 'pull-request-branch',
      branch: 'feature',
      pullNumber: 4,
    });
    expect(
      chooseCommitTarget({
        pullRequest: pull({ headRepoFullName: 'fork/demo', baseRef: 'release' }),
        newBranch: 'flotilla/x',
        defaultBase: 'main',
      }),
    ).toEqual({ kind: 'new-branch', branch: 'flotilla/x', base: 'release' });
    expect(chooseCommitTarget({ newBranch: 'flotilla/x', defaultBase: 'main' })).toEqual({
      kind: 'new-branch',
      branch: 'flotilla/x',
      base: 'main',
    });
  });

  it('describes the changes, naming conflicting branches', () => {
    const body = renderChangesBody(
      makeResult({
        changes: [
          { agent: 'fixer', branch: 'flotilla/fixer', files: ['src/a.ts'], commit: 'c'.repeat(40) },
          {
            agent: 'styler',
            branch: 'flotilla/styler',
            files: ['src/a.ts'],
            commit: 'd'.repeat(40),
            conflict: true,
          },
        ],
      }),
    );
    expect(body).toContain('fixer: `cccccccccccc` on `flotilla/fixer`');
    expect(body).toContain('styler: `dddddddddddd` on `flotilla/styler` — **conflicts');
    expect(body).toContain('1 agent branch(es) conflicted');
  });
});
