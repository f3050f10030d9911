import { describe, expect, it } from 'vitest';
import { renderAuditBody } from '../../src/publish/audit-issue.js';
import { renderJobSummary } from '../../src/publish/job-summary.js';
import { renderMarkdownReport } from '../../src/publish/markdown-report.js';
import { createRedactor } from '../../src/publish/redact.js';
import { renderFallbackBodies, renderReviewBody } from '../../src/publish/review-body.js';
import type { RunResult } from '../../src/results/run-result.js';
import { makeFinding, makeResult } from './fixtures.js';

const base = makeResult();
const reviewer = base.agents[0]!;
const partial: RunResult = makeResult({
  conclusion: 'partial',
  results_branch: 'flotilla/results-20261126T000000Z-0000test',
  agents: [
    reviewer,
    { ...reviewer, name: 'docs', agent_id: 'docs@run', status: 'failed', error: 'worktree busy' },
    {
      ...reviewer,
      name: 'quiet',
      agent_id: 'quiet@run',
      unreported_text: 'The handler trusts ```user``` input <!-- hidden -->; see orders.js.',
    },
  ],
  incomplete: [
    {
      name: 'docs',
      agent_id: 'docs@run',
      status: 'failed',
      reason: 'could not create its worktree',
    },
    {
      name: 'tests',
      agent_id: 'tests@run',
      status: 'not_merged',
      reason: 'merge conflict in a.ts',
    },
  ],
});

function reviewBody(result: RunResult): string {
  return renderReviewBody({
    headSha: 'a'.repeat(40),
    result,
    findings: [],
    inline: 0,
    inBody: [],
    alreadyPosted: 0,
    requestChanges: false,
    pointer: 'the artifact',
  });
}

describe('agents that did not finish and unreported text', () => {
  it('lists every incomplete agent, one line each, in the job summary and the report', () => {
    for (const text of [renderJobSummary(partial), renderMarkdownReport(partial)]) {
      expect(text).toContain('docs (docs@run) — failed — could not create its worktree');
      expect(text).toContain('tests (tests@run) — not_merged — merge conflict in a.ts');
      expect(text).toContain('partial: part of the run did not finish');
      expect(text).toContain('flotilla/results-20261126T000000Z-0000test');
      expect(text).toContain('20261126T000000Z-0000test');
    }
  });

  it('shows the unreported text under the agent name in the review, fallback, report and issue', () => {
    const bodies = [
      reviewBody(partial),
      renderFallbackBodies({
        headSha: 'a'.repeat(40),
        result: partial,
        findings: [makeFinding()],
        pointer: 'the artifact',
        requestChanges: false,
      })[0]!,
      renderMarkdownReport(partial),
      renderAuditBody({
        marker: '<!-- m -->',
        name: 'nightly',
        result: partial,
        findings: [],
        pointer: 'the artifact',
        when: 'today',
      }),
    ];
    for (const body of bodies) {
      expect(body).toContain('`quiet`');
      expect(body).toContain('The handler trusts ```user``` input');
      expect(body).toContain('docs (docs@run) — failed — could not create its worktree');
      // Fenced with a longer fence, so the agent's backticks cannot close it.
      expect(body).toMatch(/````text\nThe handler trusts/);
    }
  });

  it('cuts a long unreported text in posted bodies and says where the rest is', () => {
    const long = makeResult({
      agents: [{ ...reviewer, unreported_text: `${'x'.repeat(10_000)}TAIL` }],
    });
    const body = reviewBody(long);
    expect(body).not.toContain('TAIL');
    expect(body).toContain('the whole text is in the artifact');
    expect(renderMarkdownReport(long)).toContain('TAIL');
  });

  it('redacts secrets in the unreported text', () => {
    const secret = 'sk-ant-api03-abcdefghijklmnopqrstuvwxyz';
    const leaky = makeResult({ agents: [{ ...reviewer, unreported_text: `key ${secret}` }] });
    expect(renderMarkdownReport(leaky, { redact: createRedactor([secret]) })).not.toContain(secret);
  });

  it('says nothing extra when every agent finished and reported', () => {
    expect(reviewBody(base)).not.toContain('did not finish');
    expect(reviewBody(base)).not.toContain('without reporting');
  });
});
