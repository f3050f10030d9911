import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { publishReview } from '../../src/publish/pr-review.js';
import { publishResult } from '../../src/publish/publish-result.js';
import { createRedactor } from '../../src/publish/redact.js';
import { mergeResultFiles } from '../../src/results/merge-result-files.js';
import { writeRunResult } from '../../src/results/run-result-io.js';
import type { IncompleteAgent, RunResult } from '../../src/results/run-result.js';
import { startGitHubServer, type GitHubServer } from '../support/github-server.js';
import { additionPatch, clientFor, makeFinding, makeResult, matrixJobResult } from './fixtures.js';

/**
 * A run that did not finish (an error, a limit, an agent or matrix job that left no result) cannot
 * show that an earlier finding is gone: it neither lifts the changes an earlier review requested
 * (a branch-protection merge gate) nor replaces that review's findings with its own "0 findings".
 */

const head = 'a'.repeat(40);
const policy = { requestChangesAt: 'high' as const };
const critical = makeFinding({ line: 2, title: 'SQL injection', severity: 'critical' });

const leadFailed: IncompleteAgent = {
  name: 'flotilla-lead',
  agent_id: 'flotilla-lead',
  status: 'failed',
  reason: 'The model API failed with 529 overloaded_error: overloaded',
};
const reviewerFailed: IncompleteAgent = {
  name: 'security-reviewer',
  agent_id: 'a1-security-reviewer',
  status: 'failed',
  reason: 'The model API rejected the request (400 invalid_request_error)',
};
const errored = makeResult({ conclusion: 'error', incomplete: [leadFailed], error: 'overloaded' });
const partial = makeResult({ conclusion: 'partial', incomplete: [reviewerFailed] });

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

const publish = (result: RunResult) =>
  publishReview({ github: clientFor(server), pullNumber: 5, result, policy, reconcileDelayMs: 0 });
const puts = () => server.requests.filter((request) => request.method === 'PUT').length;

describe('publishReview — a result that did not finish', () => {
  it.each([
    ['error', errored],
    ['partial', partial],
  ])(
    'a re-run on the same head that ends %s leaves the review that requested changes as it is',
    async (_conclusion, unfinished) => {
      const first = await publish(makeResult({ findings: [critical] }));
      expect(first.event).toBe('REQUEST_CHANGES');
      const body = String(server.state.reviews[0]?.body);

      const rerun = await publish(unfinished);
      expect(rerun).toMatchObject({
        status: 'kept',
        id: first.id,
        event: 'REQUEST_CHANGES',
        standing: 1,
      });
      expect(rerun.dismissed).toBeUndefined();
      expect(server.state.reviews).toHaveLength(1);
      expect(server.state.reviews[0]).toMatchObject({ state: 'CHANGES_REQUESTED', body });
      expect(body).toContain('**1 finding** — 🔴 1 critical');
      // Neither its body updated nor the review dismissed.
      expect(puts()).toBe(0);

      // A re-run that finishes and finds nothing withdraws the requested changes.
      const fixed = await publish(makeResult({ conclusion: 'success' }));
      expect(fixed).toMatchObject({ status: 'updated', dismissed: 1 });
      expect(server.state.reviews[0]?.state).toBe('DISMISSED');
    },
  );

  it('posts a new head’s review but leaves the earlier head’s requested changes standing', async () => {
    await publish(makeResult({ findings: [critical] }));
    server.setHead(5, 'b'.repeat(40));
    const next = await publish(errored);
    expect(next).toMatchObject({ status: 'created', event: 'COMMENT', standing: 1 });
    expect(next.dismissed).toBeUndefined();
    expect(server.state.reviews.map((review) => review.state)).toEqual([
      'CHANGES_REQUESTED',
      'COMMENTED',
    ]);
    expect(String(server.state.reviews[1]?.body)).toMatch(/Did not finish \(1\)[\s\S]*529/);
  });

  it('treats a matrix merge with a job that left no result alike', async () => {
    const directory = await mkdtemp(path.join(os.tmpdir(), 'flotilla-unfinished-'));
    try {
      const security = {
        ...matrixJobResult('security-reviewer'),
        findings: [{ ...critical, agent: 'security-reviewer' }],
      };
      const docs = { ...matrixJobResult('docs-drift'), findings: [] };
      const securityFile = path.join(directory, 'security-reviewer', 'results.json');
      const docsFile = path.join(directory, 'docs-drift', 'results.json');
      await writeRunResult(securityFile, security);
      await writeRunResult(docsFile, docs);
      const expectedAgents = ['security-reviewer', 'docs-drift'];

      const both = await mergeResultFiles([securityFile, docsFile], { expectedAgents });
      expect((await publish(both.result)).event).toBe('REQUEST_CHANGES');
      // The re-run's security job was killed before it wrote its file.
      const missing = await mergeResultFiles([docsFile], { expectedAgents });
      expect(missing.result.conclusion).toBe('partial');
      expect(await publish(missing.result)).toMatchObject({ status: 'kept', standing: 1 });
      expect(server.state.reviews[0]?.state).toBe('CHANGES_REQUESTED');
      expect(String(server.state.reviews[0]?.body)).toContain('**1 finding** — 🔴 1 critical');
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });

  it('adds what a run that did not finish found to a review that lacks it, and removes nothing', async () => {
    const first = await publish(makeResult({ conclusion: 'success' }));
    expect(String(server.state.reviews[0]?.body)).toContain('**0 findings**');
    // One reviewer failed (or hit its maxTurns); another found a critical issue.
    const rerun = await publish({ ...partial, findings: [critical] });
    expect(rerun).toMatchObject({ status: 'added', id: first.id, inBody: 1, skipped: 0 });
    expect(rerun.dismissed).toBeUndefined();
    expect(server.state.reviews).toHaveLength(1);
    const body = String(server.state.reviews[0]?.body);
    const [added, before] = body.split('#### Before this run');
    expect(added).toContain('**1 finding** — 🔴 1 critical');
    expect(added).toContain('SQL injection');
    // GitHub keeps a posted review's event: the body says it would request changes.
    expect(added).toContain('stays a comment');
    expect(before).toContain('**0 findings**');
    expect(before).toContain('`success`');

    // The same result again changes nothing.
    expect((await publish({ ...partial, findings: [critical] })).status).toBe('existing');
  });

  it('keeps the earlier findings beside a new one and adds only what the review lacks', async () => {
    const first = await publish(makeResult({ findings: [critical] }));
    const medium = makeFinding({ line: 4, title: 'Unchecked input', severity: 'medium' });
    // What the review lists already is not listed again: the review stays as it is.
    expect(await publish({ ...partial, findings: [critical] })).toMatchObject({
      status: 'kept',
      skipped: 1,
    });
    expect(puts()).toBe(0);

    const rerun = await publish({ ...partial, findings: [medium] });
    expect(rerun).toMatchObject({ status: 'added', id: first.id, inBody: 1, standing: 1 });
    expect(server.state.reviews[0]?.state).toBe('CHANGES_REQUESTED');
    const [added, before] = String(server.state.reviews[0]?.body).split('#### Before this run');
    expect(added).toContain('Unchecked input');
    expect(added).not.toContain('SQL injection');
    // The earlier review as it was: its summary, and its inline comment on the critical finding.
    expect(before).toContain('**1 finding** — 🔴 1 critical');
    expect(server.state.reviewComments.map((comment) => comment.body)).toEqual([
      expect.stringContaining('SQL injection'),
    ]);

    // A third unfinished run adds only what neither earlier run listed.
    const third = makeFinding({ line: 6, title: 'Third issue', severity: 'low' });
    expect(await publish({ ...partial, findings: [critical, medium, third] })).toMatchObject({
      status: 'added',
      inBody: 1,
      skipped: 2,
    });
    const body = String(server.state.reviews[0]?.body);
    for (const title of ['Unchecked input', 'Third issue']) {
      expect(body.split(title)).toHaveLength(2);
    }
  });

  it.each([
    ['finished', makeResult({ conclusion: 'findings' })],
    ['did not finish', partial],
  ])(
    'replaces a review that showed a run that did not finish and listed nothing with a new one, with inline comments (a re-run that %s)',
    async (_how, base) => {
      const first = await publish(errored);
      expect(first.status).toBe('created');
      // The same failure again changes nothing.
      expect(await publish(errored)).toMatchObject({ status: 'existing', id: first.id });
      const found = makeFinding({ line: 4, title: 'Found by the re-run', severity: 'medium' });
      const rerun = await publish({ ...base, findings: [found] });
      expect(rerun).toMatchObject({ status: 'created', inline: 1, superseded: first.url });
      expect(rerun.id).not.toBe(first.id);
      expect(server.state.reviews).toHaveLength(2);
      const retired = String(server.state.reviews[0]?.body);
      expect(retired).toMatch(/^<!-- flotilla:review-superseded sha=a{40} by=[0-9a-f]{12} -->/);
      expect(retired).toContain('did not finish and listed no finding');
      const comments = server.state.reviewComments as Array<{ line: number; body: string }>;
      expect(comments.map((comment) => comment.line)).toEqual([4]);
      expect(comments[0]?.body).toContain('Found by the re-run');
      // The new review is this head's review now: the same result again posts nothing.
      expect(await publish({ ...base, findings: [found] })).toMatchObject({
        status: 'existing',
        id: rerun.id,
      });
      expect(server.state.reviews).toHaveLength(2);
    },
  );
});

describe('publishResult — a review left standing', () => {
  it('says in the log and the summary comment that the earlier review and its requested changes stand', async () => {
    const github = clientFor(server);
    const lines: string[] = [];
    const context = {
      target: 'review' as const,
      github,
      redact: createRedactor([]),
      pullNumber: 5,
      requestChangesOn: 'high' as const,
      auditName: 'flotilla-audit',
      log: (line: string) => lines.push(line),
    };
    const first = await publishResult({ ...context, result: makeResult({ findings: [critical] }) });
    lines.length = 0;
    const again = await publishResult({ ...context, result: errored });
    expect(again.reviewUrl).toBe(first.reviewUrl);
    const kept = `This run did not finish (conclusion \`error\`), so it does not replace the review of ${head.slice(0, 12)} an earlier run posted (${first.reviewUrl}): that review and its findings stand.`;
    const standing =
      "It does not withdraw the changes an earlier review of Flotilla's requested: they stand until a run that finishes requests none.";
    expect(lines).toEqual(expect.arrayContaining([kept, standing]));
    expect(lines.join('\n')).not.toMatch(/Dismissed|Updated the review/);
    const summary = String(server.state.issueComments[0]?.body);
    expect(summary).toContain('**Conclusion:** ❌ error');
    expect(summary).toContain(kept);
    expect(summary).toContain(standing);
  });

  it('says that this run added its findings, not that the earlier findings alone stand', async () => {
    const context = {
      target: 'review' as const,
      github: clientFor(server),
      redact: createRedactor([]),
      pullNumber: 5,
      requestChangesOn: 'high' as const,
      auditName: 'flotilla-audit',
      log: () => undefined,
    };
    const first = await publishResult({
      ...context,
      result: makeResult({ conclusion: 'success' }),
    });
    await publishResult({ ...context, result: { ...partial, findings: [critical] } });
    const summary = String(server.state.issueComments[0]?.body);
    expect(summary).toContain(
      `This run did not finish (conclusion \`partial\`), so it does not replace the review of ${head.slice(0, 12)} an earlier run posted (${first.reviewUrl}): it adds the finding this run reported that the review lacked, and the findings the review listed before stay, since this run did not re-check them.`,
    );
    expect(summary).not.toContain('its findings stand');
  });
});
