import { describe, expect, it } from 'vitest';
import { loadGitHubEvent } from '../../src/action/context.js';
import { reviewerOf } from '../../src/action/reviewer.js';
import { fixturePath } from '../support/event-fixtures.js';

const event = (eventName: string, relative: string) =>
  loadGitHubEvent({ eventName, eventPath: fixturePath(relative) });

describe('reviewerOf', () => {
  const opened = event('pull_request', 'pull_request/opened.payload.json');
  const pr = { workflow: 'o/r/.github/workflows/pr-review.yml', job: 'review' };

  it('is the same for a re-run of the job, whatever the order of its agents', () => {
    expect(reviewerOf(pr, ['security', 'docs'], opened)).toBe(
      reviewerOf(
        pr,
        ['docs', 'security'],
        event('pull_request', 'pull_request/synchronize.payload.json'),
      ),
    );
  });

  it('differs by workflow, job, agents and the comment that asked', () => {
    const base = reviewerOf(pr, ['security'], opened);
    expect(
      reviewerOf({ ...pr, workflow: 'o/r/.github/workflows/docs.yml' }, ['security'], opened),
    ).not.toBe(base);
    expect(reviewerOf({ ...pr, job: 'docs' }, ['security'], opened)).not.toBe(base);
    expect(reviewerOf(pr, ['docs'], opened)).not.toBe(base);
    const mention = event('issue_comment', 'issue_comment/created.payload.json');
    expect(reviewerOf(pr, ['security'], mention)).not.toBe(base);
  });
});
