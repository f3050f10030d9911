import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { upsertStickyComment } from '../../src/publish/sticky-comment.js';
import { startGitHubServer, type GitHubServer } from '../support/github-server.js';
import { clientFor, postsTo } from './fixtures.js';

let server: GitHubServer;
beforeEach(async () => {
  server = await startGitHubServer({ pulls: [{ number: 9, headSha: 'a'.repeat(40) }] });
});
afterEach(async () => {
  await server.close();
});

describe('upsertStickyComment', () => {
  it('creates one comment, then edits it in place on later runs', async () => {
    const github = clientFor(server);
    const first = await upsertStickyComment({ github, issueNumber: 9, body: 'Run 1: 3 findings' });
    const second = await upsertStickyComment({ github, issueNumber: 9, body: 'Run 2: 1 finding' });
    const third = await upsertStickyComment({ github, issueNumber: 9, body: 'Run 2: 1 finding' });
    expect(first.action).toBe('created');
    expect(second).toMatchObject({ action: 'updated', id: first.id });
    expect(third).toMatchObject({ action: 'unchanged', id: first.id });
    expect(server.state.issueComments).toHaveLength(1);
    expect(String(server.state.issueComments[0]?.body)).toContain('Run 2: 1 finding');
    expect(server.requests.filter((request) => request.method === 'PATCH')).toHaveLength(1);
  });

  it('keeps one comment per key and ignores comments that merely quote a marker', async () => {
    const github = clientFor(server);
    await github.createIssueComment(
      9,
      'Someone quoted\n<!-- flotilla:sticky key=summary -->\nin their comment',
    );
    await upsertStickyComment({ github, issueNumber: 9, body: 'summary' });
    await upsertStickyComment({ github, issueNumber: 9, key: 'costs', body: 'costs' });
    await upsertStickyComment({ github, issueNumber: 9, body: 'summary 2' });
    expect(server.state.issueComments).toHaveLength(3);
    expect(server.state.issueComments[0]?.body).toContain('Someone quoted');
  });

  it('does not duplicate the comment when the POST was applied but answered 502', async () => {
    server.injectFault({
      method: 'POST',
      path: /\/issues\/9\/comments$/,
      when: 'after',
      status: 502,
    });
    const result = await upsertStickyComment({
      github: clientFor(server),
      issueNumber: 9,
      body: 'hello',
      reconcileDelayMs: 0,
    });
    expect(result.action).toBe('created');
    expect(server.state.issueComments).toHaveLength(1);
    expect(postsTo(server, /comments$/)).toBe(1);
  });

  it('truncates a body over 65,536 characters instead of being refused', async () => {
    await upsertStickyComment({
      github: clientFor(server),
      issueNumber: 9,
      body: 'z'.repeat(70_000),
    });
    expect(String(server.state.issueComments[0]?.body).length).toBeLessThanOrEqual(65_536);
    expect(server.answered(422)).toHaveLength(0);
  });

  it('rejects a key that cannot be a marker', async () => {
    await expect(
      upsertStickyComment({
        github: clientFor(server),
        issueNumber: 9,
        key: 'bad key -->',
        body: 'x',
      }),
    ).rejects.toThrow(/Invalid sticky comment key/);
  });
});
