import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { publishReview } from '../../src/publish/pr-review.js';
import type { Finding } from '../../src/results/finding.js';
import { startGitHubServer, type FakeFile, type GitHubServer } from '../support/github-server.js';
import {
  additionPatch,
  clientFor,
  makeFinding,
  makeResult,
  overflowingFindings,
} from './fixtures.js';
import {
  anchorable,
  integer,
  pick,
  seededRandom,
  syntheticFile,
  type SyntheticFile,
} from './synthetic-diff.js';

const MAX = 65_536;
const reviewsPath = /\/pulls\/\d+\/reviews$/;

let server: GitHubServer;
afterEach(async () => {
  await server.close();
});

interface Case {
  pullNumber: number;
  findings: Finding[];
  expectedInline: number;
  ranges: number;
  left: number;
}

/** One synthetic pull request: 1–4 files, findings in and out of hunks, ranges, LEFT side. */
function syntheticCase(
  seed: number,
  pullNumber: number,
): { files: FakeFile[]; theCase: Case; headSha: string } {
  const random = seededRandom(seed);
  const synthetic: SyntheticFile[] = [];
  for (let index = integer(random, 1, 4); index > 0; index--) {
    synthetic.push(syntheticFile(random, `src/module-${seed}-${index}.ts`));
  }
  const files: FakeFile[] = synthetic.map((file) => ({ filename: file.path, patch: file.patch }));
  files.push({ filename: `assets/logo-${seed}.png`, status: 'added' }); // binary: no patch
  const findings: Finding[] = [];
  let expectedInline = 0;
  let ranges = 0;
  let left = 0;
  for (let index = 0; index < integer(random, 4, 14); index++) {
    const kind = pick(random, [
      'in-hunk',
      'in-hunk',
      'range',
      'outside',
      'cross-hunk',
      'inverted',
      'other-file',
      'binary',
    ]);
    const file = pick(random, synthetic);
    const side = random() < 0.25 ? 'LEFT' : 'RIGHT';
    const key = side === 'LEFT' ? 'left' : 'right';
    const hunk = pick(random, file.hunks);
    const lines = [...hunk[key]];
    let path = file.path;
    let line = integer(random, 1, Math.max(file.oldLength, file.newLength) + 5);
    let startLine: number | undefined;
    if ((kind === 'in-hunk' || kind === 'range' || kind === 'inverted') && lines.length) {
      line = pick(random, lines);
      if (kind !== 'in-hunk') {
        const other = pick(random, lines);
        startLine = kind === 'range' ? Math.min(line, other) : Math.max(line, other) + 1;
        line = kind === 'range' ? Math.max(line, other) : Math.min(line, other);
      }
    } else if (kind === 'cross-hunk' && file.hunks.length > 1) {
      const [first, second] = file.hunks;
      const startCandidates = [...(first?.[key] ?? [])];
      const endCandidates = [...(second?.[key] ?? [])];
      if (startCandidates.length && endCandidates.length) {
        startLine = pick(random, startCandidates);
        line = pick(random, endCandidates);
      }
    } else if (kind === 'other-file') {
      path = `docs/untouched-${index}.md`;
    } else if (kind === 'binary') {
      path = `assets/logo-${seed}.png`;
      line = 1;
    }
    const ok = path === file.path && anchorable(file, line, startLine, side);
    if (ok) {
      expectedInline++;
      if (startLine !== undefined && startLine < line) ranges++;
      if (side === 'LEFT') left++;
    }
    findings.push(
      makeFinding({
        path,
        line,
        ...(startLine !== undefined ? { start_line: startLine } : {}),
        side,
        severity: pick(random, ['critical', 'high', 'medium', 'low', 'info'] as const),
        title: `Problem ${seed.toString(16)}x${index.toString(16)}`,
        body: `Seed ${seed}, ${kind}.`,
        ...(random() < 0.3 ? { suggestion: 'const fixed = true;' } : {}),
      }),
    );
  }
  const headSha = (seed * 7919).toString(16).padStart(40, '0');
  return { files, headSha, theCase: { pullNumber, findings, expectedInline, ranges, left } };
}

describe('publishReview — R10 anchors', () => {
  it('posts 200 synthetic reviews with zero 422s, every anchorable finding inline and the rest in the body', async () => {
    server = await startGitHubServer();
    const cases: Case[] = [];
    for (let seed = 1; seed <= 200; seed++) {
      const { files, headSha, theCase } = syntheticCase(seed, seed);
      server.addPullRequest({ number: seed, headSha, files });
      cases.push(theCase);
    }
    const github = clientFor(server);
    let inlineTotal = 0;
    let inBodyTotal = 0;
    for (const theCase of cases) {
      const published = await publishReview({
        github,
        pullNumber: theCase.pullNumber,
        result: makeResult({ findings: theCase.findings }),
      });
      expect(published.status).toBe('created');
      expect(published.inline).toBe(theCase.expectedInline);
      expect(published.inline + published.inBody).toBe(theCase.findings.length);
      inlineTotal += published.inline;
      inBodyTotal += published.inBody;
      const review = server.state.reviews.find((item) => item.id === published.id);
      for (const finding of theCase.findings) {
        const inline = server.state.reviewComments.some(
          (comment) =>
            comment.pull_request_review_id === published.id &&
            String(comment.body).includes(finding.title),
        );
        expect(inline || String(review?.body).includes(finding.title)).toBe(true);
      }
    }
    expect(server.answered(422)).toHaveLength(0);
    expect(server.state.reviews).toHaveLength(200);
    // The generator really produced both kinds, ranges and old-side comments.
    expect(inlineTotal).toBeGreaterThan(300);
    expect(inBodyTotal).toBeGreaterThan(300);
    expect(cases.reduce((total, item) => total + item.ranges, 0)).toBeGreaterThan(20);
    expect(cases.reduce((total, item) => total + item.left, 0)).toBeGreaterThan(20);
    const multiLine = server.state.reviewComments.filter((comment) => comment.start_line !== null);
    expect(multiLine.length).toBeGreaterThan(20);
  });
});

describe('publishReview — content', () => {
  beforeEach(async () => {
    server = await startGitHubServer({
      pulls: [
        {
          number: 7,
          headSha: 'a'.repeat(40),
          files: [{ filename: 'src/app.ts', patch: additionPatch(10) }],
        },
      ],
    });
  });

  it('turns a suggestion into a suggestion block that survives backticks in the code', async () => {
    const published = await publishReview({
      github: clientFor(server),
      pullNumber: 7,
      result: makeResult({
        findings: [
          makeFinding({
            line: 3,
            start_line: 2,
            title: 'Use const',
            suggestion: 'const a = 1;\nconst b = 2;',
          }),
          makeFinding({ line: 5, title: 'Fence inside', suggestion: 'const md = "```js";' }),
        ],
      }),
    });
    expect(published.inline).toBe(2);
    const bodies = server.state.reviewComments.map((comment) => String(comment.body));
    expect(bodies.find((body) => body.includes('Use const'))).toContain(
      '```suggestion\nconst a = 1;\nconst b = 2;\n```',
    );
    expect(bodies.find((body) => body.includes('Fence inside'))).toContain(
      '````suggestion\nconst md = "```js";\n````',
    );
    const range = server.state.reviewComments.find((comment) =>
      String(comment.body).includes('Use const'),
    );
    expect(range).toMatchObject({ start_line: 2, line: 3, side: 'RIGHT' });
  });

  it('comments by default and requests changes only when a finding reaches the threshold', async () => {
    const github = clientFor(server);
    const low = await publishReview({
      github,
      pullNumber: 7,
      policy: { requestChangesAt: 'high' },
      result: makeResult({ findings: [makeFinding({ line: 2, severity: 'medium' })] }),
    });
    expect(low.event).toBe('COMMENT');
    server.setHead(7, 'c'.repeat(40));
    const high = await publishReview({
      github,
      pullNumber: 7,
      policy: { requestChangesAt: 'high' },
      result: makeResult({
        findings: [makeFinding({ line: 2, severity: 'critical', title: 'Injection' })],
      }),
    });
    expect(high.event).toBe('REQUEST_CHANGES');
    expect(server.state.reviews.map((review) => review.state)).toEqual([
      'COMMENTED',
      'CHANGES_REQUESTED',
    ]);
  });

  it('keeps every body within 65,536 characters with huge findings, pointing at the artifact', async () => {
    const huge = 'x'.repeat(200_000);
    const findings = [
      makeFinding({ line: 2, title: 'Huge inline', body: huge, suggestion: 'y'.repeat(100_000) }),
      makeFinding({ line: 4, title: 'Huge inline body only', body: huge }),
      ...Array.from({ length: 40 }, (_, index) =>
        makeFinding({
          path: 'src/other.ts',
          line: index + 1,
          title: `Outside ${index}`,
          body: huge,
        }),
      ),
    ];
    const published = await publishReview({
      github: clientFor(server),
      pullNumber: 7,
      result: makeResult({ findings }),
      artifactUrl: 'https://github.test/octo/demo/actions/runs/1#artifacts',
    });
    expect(server.answered(422)).toHaveLength(0);
    expect(published).toMatchObject({ status: 'created', inline: 2, inBody: 40 });
    const review = server.state.reviews[0];
    expect(String(review?.body).length).toBeLessThanOrEqual(MAX);
    for (const index of [0, 39]) expect(String(review?.body)).toContain(`Outside ${index}`);
    for (const comment of server.state.reviewComments) {
      expect(String(comment.body).length).toBeLessThanOrEqual(MAX);
      expect(String(comment.body)).toContain('actions/runs/1#artifacts');
    }
  });
});

describe('publishReview — fallback on 422', () => {
  /** GitHub answers the next `times` review POSTs 422 before applying them. */
  const refuseReviews = (times: number) =>
    server.injectFault({ method: 'POST', path: reviewsPath, when: 'before', status: 422, times });
  const findings = Array.from({ length: 30 }, (_, index) =>
    makeFinding({
      path: index % 2 ? 'src/app.ts' : 'src/elsewhere.ts',
      line: (index % 10) + 1,
      severity: index % 3 ? 'low' : 'high',
      title: `Fallback finding ${index}`,
    }),
  );

  beforeEach(async () => {
    server = await startGitHubServer({
      pulls: [
        {
          number: 3,
          headSha: 'd'.repeat(40),
          files: [{ filename: 'src/app.ts', patch: additionPatch(10) }],
        },
      ],
    });
  });

  it('posts one review without inline comments that keeps every finding', async () => {
    server.injectFault({
      method: 'POST',
      path: reviewsPath,
      when: 'before',
      status: 422,
      body: { message: 'Unprocessable Entity', errors: ['Line could not be resolved'] },
    });
    const published = await publishReview({
      github: clientFor(server),
      pullNumber: 3,
      result: makeResult({ findings }),
    });
    expect(published).toMatchObject({ status: 'fallback', kind: 'review', inline: 0, inBody: 30 });
    expect(server.state.reviews).toHaveLength(1);
    expect(server.state.reviewComments).toHaveLength(0);
    const body = String(server.state.reviews[0]?.body);
    for (const finding of findings) expect(body).toContain(finding.title);
  });

  it('keeps REQUEST_CHANGES on the fallback, and says so when GitHub refuses that event too', async () => {
    const policy = { requestChangesAt: 'high' as const };
    refuseReviews(1);
    const kept = await publishReview({
      github: clientFor(server),
      pullNumber: 3,
      result: makeResult({ findings }),
      policy,
    });
    expect(kept).toMatchObject({ status: 'fallback', kind: 'review', event: 'REQUEST_CHANGES' });
    expect(kept.notice).toBeUndefined();
    expect(server.state.reviews[0]?.state).toBe('CHANGES_REQUESTED');

    // GitHub refuses REQUEST_CHANGES on one's own pull request: a comment that says why.
    server.setHead(3, 'e'.repeat(40));
    refuseReviews(2);
    const refused = await publishReview({
      github: clientFor(server),
      pullNumber: 3,
      result: makeResult({ findings }),
      policy,
    });
    expect(refused).toMatchObject({ status: 'fallback', kind: 'review', event: 'COMMENT' });
    expect(refused.notice).toMatch(/GitHub refused a review requesting changes/);
    expect(server.state.reviews[1]?.state).toBe('COMMENTED');
    const body = String(server.state.reviews[1]?.body);
    expect(body).toContain('GitHub refused a review requesting changes here, so this is a comment');
    expect(body).not.toContain('Changes requested:');
  });

  it('falls back to an issue comment when the plain review is refused too', async () => {
    refuseReviews(2);
    const published = await publishReview({
      github: clientFor(server),
      pullNumber: 3,
      result: makeResult({ findings }),
    });
    expect(published).toMatchObject({ status: 'fallback', kind: 'issue-comment' });
    expect(server.state.reviews).toHaveLength(0);
    expect(server.state.issueComments).toHaveLength(1);
    for (const finding of findings)
      expect(String(server.state.issueComments[0]?.body)).toContain(finding.title);
  });

  it('continues in further comments when one body cannot hold every finding', async () => {
    const many = overflowingFindings();
    refuseReviews(1);
    await publishReview({
      github: clientFor(server),
      pullNumber: 3,
      result: makeResult({ findings: many }),
    });
    const bodies = [...server.state.reviews, ...server.state.issueComments].map((item) =>
      String(item.body),
    );
    expect(bodies.length).toBeGreaterThan(1);
    for (const body of bodies) expect(body.length).toBeLessThanOrEqual(MAX);
    const all = bodies.join('\n');
    for (let index = 0; index < many.length; index++)
      expect(all).toContain(`T${index}: long title`);
    expect(server.answered(422)).toHaveLength(1);
  });
});
