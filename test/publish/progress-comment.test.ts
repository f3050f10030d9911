import { afterEach, describe, expect, it } from 'vitest';
import { ProgressComment, agentNameOf } from '../../src/publish/progress-comment.js';
import { stickyMarker } from '../../src/publish/markers.js';
import { createRedactor } from '../../src/publish/redact.js';
import { startGitHubServer, type GitHubServer } from '../support/github-server.js';
import { clientFor } from './fixtures.js';

/** track_progress's comment against the local GitHub server: throttled edits, one comment. */

let server: GitHubServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const issue = 12;

async function tracker(options: { minIntervalMs: number; maxEdits?: number }) {
  server = await startGitHubServer();
  const logs: string[] = [];
  const progress = new ProgressComment({
    github: clientFor(server),
    issueNumber: issue,
    key: 'summary',
    redact: createRedactor(['sk-secret-value-123456']),
    runUrl: 'https://github.test/octo/demo/actions/runs/1',
    log: (line) => logs.push(line),
    ...options,
  });
  const edits = () =>
    (server?.requests ?? [])
      .filter((request) => request.method === 'PATCH')
      .map((request) => (request.body as { body: string }).body);
  return { server, progress, edits, logs };
}

describe('ProgressComment', () => {
  it('shows the first change at once, throttles the rest, and ends as the summary', async () => {
    const { server, progress, edits } = await tracker({ minIntervalMs: 300 });
    await progress.start('issue #12 was labeled flotilla');
    progress.onEvent({ type: 'turn', agentId: 'a0-flotilla-lead', turn: 1 });
    await sleep(50);
    expect(edits()).toHaveLength(1);
    expect(edits()[0]).toMatch(/`flotilla-lead` \| ⏳ running \| 1 \|/);
    // A burst of changes inside the interval makes one edit, when the interval has passed.
    progress.onEvent({ type: 'turn', agentId: 'a1-security-reviewer', turn: 1 });
    progress.onEvent({ type: 'turn', agentId: 'a2-docs-drift', turn: 1 });
    progress.onEvent({ type: 'end', agentId: 'a2-docs-drift', status: 'failed' });
    // Turns alone change no state: no edit for them.
    progress.onEvent({ type: 'turn', agentId: 'a1-security-reviewer', turn: 2 });
    await sleep(100);
    expect(edits()).toHaveLength(1);
    await sleep(400);
    expect(edits()).toHaveLength(2);
    expect(edits()[1]).toContain('`security-reviewer` | ⏳ running | 2 |');
    expect(edits()[1]).toContain('`docs-drift` | ❌ failed | 1 |');
    const url = await progress.finish('## Flotilla summary\n\nAll done. sk-secret-value-123456');
    const comments = server.state.issueComments as Array<{ body: string; html_url: string }>;
    expect(comments).toHaveLength(1);
    expect(url).toBe(comments[0]?.html_url);
    expect(comments[0]?.body.split('\n')[0]).toBe(stickyMarker('summary'));
    expect(comments[0]?.body).toContain('All done. ***');
    // Nothing is written after the end.
    progress.onEvent({ type: 'end', agentId: 'a1-security-reviewer', status: 'completed' });
    await sleep(400);
    expect(edits()).toHaveLength(3);
  });

  it('makes at most maxEdits progress edits however many agents come and go', async () => {
    const { progress, edits } = await tracker({ minIntervalMs: 20, maxEdits: 3 });
    await progress.start('run');
    for (let index = 0; index < 12; index += 1) {
      progress.onEvent({ type: 'turn', agentId: `a${index}-agent-${index}`, turn: 1 });
      await sleep(40);
    }
    expect(edits()).toHaveLength(3);
    await progress.finish('done');
    expect(edits()).toHaveLength(4);
  });

  it('takes over the comment an earlier run on the same request left (no second comment)', async () => {
    const { server, progress } = await tracker({ minIntervalMs: 0 });
    await progress.start('first');
    await progress.finish('first run done');
    const again = new ProgressComment({
      github: clientFor(server),
      issueNumber: issue,
      key: 'summary',
      redact: createRedactor([]),
      log: () => undefined,
    });
    await again.start('second');
    await again.finish('second run done');
    const comments = server.state.issueComments as Array<{ body: string }>;
    expect(comments).toHaveLength(1);
    expect(comments[0]?.body).toContain('second run done');
  });

  it("never edits another request's comment on the same thread", async () => {
    const { server, progress } = await tracker({ minIntervalMs: 0 });
    await progress.start('first');
    await progress.finish('ANSWER-ONE');
    const other = new ProgressComment({
      github: clientFor(server),
      issueNumber: issue,
      key: 'request-comment-2002',
      redact: createRedactor([]),
      log: () => undefined,
    });
    await other.start('second');
    await other.finish('ANSWER-TWO');
    const comments = server.state.issueComments as Array<{ body: string }>;
    expect(comments.map((comment) => comment.body.split('\n')[0])).toEqual([
      stickyMarker('summary'),
      stickyMarker('request-comment-2002'),
    ]);
    expect(comments[0]?.body).toContain('ANSWER-ONE');
    expect(comments[1]?.body).toContain('ANSWER-TWO');
  });

  it('names agents by their name, not their run id', () => {
    expect(agentNameOf('a12-security-reviewer')).toBe('security-reviewer');
    expect(agentNameOf('lead')).toBe('lead');
  });
});
