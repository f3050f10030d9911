import { authoredBy, type GitHubClient, type ReviewCommentInfo } from '../platform/github.js';
import { inlineCode, neutralizeComments, truncate } from './markdown.js';
import { startsWithMarker, stickyMarker } from './markers.js';
import type { Redactor } from './redact.js';
import { stickyCommentBody } from './sticky-comment.js';
import { createOnce } from './write-once.js';

/**
 * The answer to a question asked on a line of the diff (a pull_request_review_comment) goes into
 * that comment's thread, as claude-code-action answers it, not to the pull request's conversation.
 * When GitHub refuses the reply, the caller posts the answer on the pull request instead, opened
 * by `inReplyToText`, so the reader knows which question it answers.
 */

/** The review comment that asked. */
export interface AskingReviewComment {
  id: number;
  pullNumber: number;
  body: string;
  path: string;
  line?: number;
  /** Its page, `…/pull/N#discussion_r<id>`. */
  url?: string;
}

/** Posts `body` (with the sticky marker of `key`) as a reply in the thread of `comment`. */
export async function replyInReviewThread(options: {
  github: GitHubClient;
  comment: AskingReviewComment;
  key: string;
  body: string;
  redact: Redactor;
}): Promise<ReviewCommentInfo> {
  const { github, comment, key } = options;
  const marked = stickyCommentBody(key, options.body, options.redact);
  const identity = await github.identity();
  return createOnce({
    create: () => github.replyToReviewComment(comment.pullNumber, comment.id, marked),
    findExisting: async () =>
      (await github.listReviewComments(comment.pullNumber)).find(
        (reply) => authoredBy(identity, reply) && startsWithMarker(reply.body, stickyMarker(key)),
      ),
  });
}

/** The opening of an answer posted on the pull request instead: which comment it answers. */
export function inReplyToText(comment: AskingReviewComment, redact: Redactor): string {
  const where = inlineCode(
    `${comment.path}${comment.line === undefined ? '' : `:${comment.line}`}`,
  );
  const link = comment.url ? `[this review comment](${comment.url})` : 'a review comment';
  const question = truncate(neutralizeComments(redact(comment.body.trim())), 500, ' …')
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  return `In reply to ${link} on ${where}:\n\n${question}`;
}
