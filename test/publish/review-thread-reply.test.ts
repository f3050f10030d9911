import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { publishResult } from '../../src/publish/publish-result.js';
import { createRedactor } from '../../src/publish/redact.js';
import { startGitHubServer, type GitHubServer } from '../support/github-server.js';
import { clientFor, makeResult } from './fixtures.js';

/**
 * `@flotilla` in a comment on a line of the diff (pull_request_review_comment): the answer is a
 * reply in that comment's thread (POST /pulls/{n}/comments/{id}/replies), as claude-code-action
 * answers it; when GitHub refuses the reply, a comment on the pull request that names the question.
 */

const question = {
  id: 284312630,
  pullNumber: 2,
  body: '@flotilla explain this line\nand why it divides',
  path: 'src/app.js',
  line: 10,
  url: 'https://github.test/octo/demo/pull/2#discussion_r284312630',
};

let server: GitHubServer;
let lines: string[];
beforeEach(async () => {
  server = await startGitHubServer({ pulls: [{ number: 2, headSha: 'a'.repeat(40) }] });
  server.state.reviewComments.push({
    id: question.id,
    pull_number: 2,
    path: question.path,
    line: question.line,
    side: 'RIGHT',
    body: question.body,
    commit_id: 'a'.repeat(40),
    html_url: question.url,
    user: { login: 'octocat', type: 'User' },
  });
  lines = [];
});
afterEach(() => server.close());

const reply = () =>
  publishResult({
    target: 'comment',
    github: clientFor(server),
    result: makeResult({ final_text: 'div divides a by b.', findings: [] }),
    redact: createRedactor([]),
    threadNumber: 2,
    pullNumber: 2,
    reviewComment: question,
    auditName: 'flotilla-audit',
    log: (line) => lines.push(line),
  });

describe('the answer to a review comment', () => {
  it("goes into the comment's thread, not to the pull request's conversation", async () => {
    const links = await reply();
    const replies = server.state.reviewComments.filter(
      (comment) => comment.in_reply_to_id === question.id,
    );
    expect(replies).toHaveLength(1);
    expect(replies[0]?.body).toContain('div divides a by b.');
    expect(links.commentUrl).toBe(replies[0]?.html_url);
    expect(server.state.issueComments).toHaveLength(0);
  });

  it('falls back to a comment on the pull request that links and quotes the question', async () => {
    server.injectFault({
      method: 'POST',
      path: /\/comments\/\d+\/replies$/,
      status: 403,
      when: 'before',
      body: { message: 'Resource not accessible by integration' },
    });
    const links = await reply();
    const [comment] = server.state.issueComments;
    expect(comment?.issue_number).toBe(2);
    expect(comment?.body).toContain(
      `In reply to [this review comment](${question.url}) on \`src/app.js:10\`:\n\n> @flotilla explain this line\n> and why it divides`,
    );
    expect(comment?.body).toContain('div divides a by b.');
    expect(links.commentUrl).toBe(comment?.html_url);
    expect(lines.join('\n')).toMatch(
      /reply in the thread of review comment 284312630 could not be posted \(.*403.*\)/,
    );
  });
});
