import { UserError } from '../errors.js';
import { authoredBy, type GitHubClient } from '../platform/github.js';
import { MAX_BODY_LENGTH, truncate } from './markdown.js';
import { startsWithMarker, stickyMarker } from './markers.js';
import { createRedactor, type Redactor } from './redact.js';
import { createOnce } from './write-once.js';

/**
 * One summary comment per pull request or issue, found by its hidden marker and edited in place on
 * every later run (DESIGN §8), so re-runs do not pile up comments. Only a comment the publishing
 * token wrote counts: anyone can type the marker, and their comment is never edited.
 */

export interface StickyCommentOptions {
  github: GitHubClient;
  /** Pull-request or issue number (they share one number space). */
  issueNumber: number;
  body: string;
  /** Several sticky comments may live on one thread, one per key. */
  key?: string;
  redact?: Redactor;
  reconcileDelayMs?: number;
}

export interface StickyCommentResult {
  id: number;
  url: string;
  action: 'created' | 'updated' | 'unchanged';
}

/** A sticky comment's whole body: its marker, then `body` redacted and cut to GitHub's limit. */
export function stickyCommentBody(
  key: string,
  body: string,
  redact: (text: string) => string,
): string {
  return truncate(`${stickyMarker(key)}\n${redact(body)}`, MAX_BODY_LENGTH, '\n\n… (truncated)');
}

export async function upsertStickyComment(
  options: StickyCommentOptions,
): Promise<StickyCommentResult> {
  const key = options.key ?? 'summary';
  if (!/^[a-z0-9][a-z0-9._-]*$/i.test(key)) {
    throw new UserError(
      `Invalid sticky comment key '${key}'. Expected letters, digits, '.', '_' or '-', e.g. 'summary'.`,
    );
  }
  return upsertMarkedComment({
    github: options.github,
    issueNumber: options.issueNumber,
    marker: stickyMarker(key),
    body: stickyCommentBody(key, options.body, options.redact ?? createRedactor([])),
    ...(options.reconcileDelayMs !== undefined
      ? { reconcileDelayMs: options.reconcileDelayMs }
      : {}),
  });
}

/**
 * The comment of ours on `issueNumber` whose first line is `marker`, made to say `body`: updated
 * when it differs, else posted once (createOnce). Only the publishing identity's comments count.
 */
export async function upsertMarkedComment(options: {
  github: GitHubClient;
  issueNumber: number;
  marker: string;
  body: string;
  reconcileDelayMs?: number;
}): Promise<StickyCommentResult> {
  const { github, issueNumber, marker, body } = options;
  const identity = await github.identity();
  const findOurs = async () =>
    (await github.listIssueComments(issueNumber)).find(
      (comment) => authoredBy(identity, comment) && startsWithMarker(comment.body, marker),
    );
  const existing = await findOurs();
  if (existing) {
    if (existing.body === body) return { id: existing.id, url: existing.url, action: 'unchanged' };
    const updated = await github.updateIssueComment(existing.id, body);
    return { id: updated.id, url: updated.url, action: 'updated' };
  }
  const created = await createOnce({
    create: () => github.createIssueComment(issueNumber, body),
    findExisting: findOurs,
    ...(options.reconcileDelayMs !== undefined
      ? { reconcileDelayMs: options.reconcileDelayMs }
      : {}),
  });
  return { id: created.id, url: created.url, action: 'created' };
}
