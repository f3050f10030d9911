import {
  revealInvisibleCharacters,
  sanitizeUntrustedText,
  wrapAsData,
} from '../review/untrusted-text.js';
import type { GitHubEvent } from './context.js';

/**
 * The part of a run's task that says what was asked and where: the request fenced as data and,
 * when a comment or review on an issue or pull request asked, that thread (its number, title and
 * body) and, for a comment on a line of a pull request's diff, the file, line, side and diff hunk
 * it sits on. Everything taken from the thread is fenced as untrusted data, like the request.
 */
export function requestPrompt(event: GitHubEvent, request: string): string {
  const asked = sanitizeUntrustedText(request);
  if (event.kind === 'issues') return wrapAsData(`issue #${event.issue.number}`, asked);
  const thread = threadOf(event);
  if (!thread) return wrapAsData('request', asked);
  const what = `${thread.kind} #${thread.number}`;
  const body = sanitizeUntrustedText(thread.body);
  const parts = [
    `The request below was made in ${event.kind === 'pull_request_review' ? 'a review' : 'a comment'} on ${what} of this repository.`,
    `The ${thread.kind}'s title, author and description:`,
    wrapAsData(`${what} title`, sanitizeUntrustedText(thread.title)),
    wrapAsData(`${what} author`, sanitizeUntrustedText(thread.author)),
    wrapAsData(`${what} body`, body.trim() === '' ? '(no description)' : body),
  ];
  if (event.kind === 'pull_request_review_comment') {
    const { comment } = event;
    const lines =
      comment.line === undefined
        ? 'the file as a whole (no line)'
        : comment.startLine !== undefined && comment.startLine !== comment.line
          ? `lines ${comment.startLine}–${comment.line}`
          : `line ${comment.line}`;
    const side =
      comment.side === 'LEFT'
        ? 'LEFT side: the old version, lines the pull request removed'
        : 'RIGHT side: the new version';
    parts.push(
      `The comment is on ${lines} (${side}) of this file in the pull request's diff; the hunk ends at the commented line:`,
      wrapAsData('commented-file', revealInvisibleCharacters(comment.path).replace(/[\r\n]/g, ' ')),
      wrapAsData('diff-hunk', revealInvisibleCharacters(comment.diffHunk) || '(no hunk)'),
    );
  }
  parts.push(`The request:`, wrapAsData('request', asked));
  return parts.join('\n');
}

interface Thread {
  kind: 'issue' | 'pull request';
  number: number;
  title: string;
  body: string;
  author: string;
}

/** The issue or pull request a comment or review was written on, as its payload carries it. */
function threadOf(event: GitHubEvent): Thread | undefined {
  if (event.kind === 'issue_comment')
    return {
      kind: event.pullRequestNumber === undefined ? 'issue' : 'pull request',
      number: event.issue.number,
      title: event.issue.title,
      body: event.issue.body,
      author: event.issue.author.login,
    };
  if (event.kind === 'pull_request_review_comment' || event.kind === 'pull_request_review')
    return {
      kind: 'pull request',
      number: event.pullRequest.number,
      title: event.pullRequest.title,
      body: event.pullRequest.body,
      author: event.pullRequest.author.login,
    };
  return undefined;
}
