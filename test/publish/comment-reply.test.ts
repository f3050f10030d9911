import { describe, expect, it } from 'vitest';
import { renderCommentReply } from '../../src/publish/comment-reply.js';
import { createRedactor } from '../../src/publish/redact.js';
import { stickyCommentBody } from '../../src/publish/sticky-comment.js';
import { makeFinding, makeResult } from './fixtures.js';

const pointer = '[the full results](https://github.test/octo/demo/actions/runs/9)';
const redact = createRedactor([]);

describe('renderCommentReply', () => {
  it("carries the answer, the summary and each finding's explanation and suggestion", () => {
    const reply = renderCommentReply(
      makeResult({
        final_text: 'Found one problem; see the finding.',
        findings: [
          makeFinding({
            path: 'src/orders.js',
            line: 5,
            severity: 'critical',
            title: 'eval of discount rule',
            body: 'applyDiscount evals shop-owner text; parse the rule instead.',
            suggestion: 'return parseRule(rule)(order);',
          }),
        ],
      }),
      { redact, pointer },
    );
    expect(reply.startsWith('Found one problem; see the finding.\n\n## Flotilla')).toBe(true);
    expect(reply).toContain('### Findings in detail (1)');
    expect(reply).toContain('**eval of discount rule** — `src/orders.js:5`');
    expect(reply).toContain('applyDiscount evals shop-owner text; parse the rule instead.');
    expect(reply).toContain('```\n  return parseRule(rule)(order);\n  ```');
  });

  it('shortens the findings to fit one comment, and counts what did not fit', () => {
    const findings = Array.from({ length: 500 }, (_, index) =>
      makeFinding({
        path: `src/file-${index}.ts`,
        line: index + 1,
        title: `Problem ${index}: ${'long title '.repeat(10)}`,
        body: `WHY-${index} ${'because '.repeat(400)}`,
        suggestion: 'fix();',
      }),
    );
    const reply = renderCommentReply(makeResult({ findings, final_text: 'A'.repeat(70_000) }), {
      redact,
      pointer,
    });
    const body = stickyCommentBody('run-x', reply, redact);
    // Whole: the sticky comment did not have to cut it.
    expect(body).toBe(`<!-- flotilla:sticky key=run-x -->\n${reply}`);
    expect(body.length).toBeLessThanOrEqual(65_536);
    expect(reply).toContain('… (truncated; the full answer is in [the full results]');
    expect(reply).toMatch(/\n…and \d+ more findings: see \[the full results\]\(https:/);
    expect(reply).toContain('**Problem 0: long title');
  });

  it('redacts a secret before cutting, so no half of it is left', () => {
    const secret = 'hunter2-very-secret-value';
    // Too many to show in full: each explanation is cut at ~285 characters, inside the secret.
    const findings = Array.from({ length: 100 }, (_, index) =>
      makeFinding({
        line: index + 1,
        title: `Leak ${index}`,
        body: `${'x'.repeat(280)}${secret} ${'y'.repeat(1000)}`,
      }),
    );
    const reply = renderCommentReply(makeResult({ findings }), {
      redact: createRedactor([secret]),
      pointer,
    });
    expect(reply).toContain(' … (truncated)');
    expect(reply).not.toContain('hunte');
    expect(reply).toContain(`${'x'.repeat(280)}***`);
  });
});
