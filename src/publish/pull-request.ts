import { oneLine } from '../results/one-line.js';
import { UserError } from '../errors.js';
import { isUnprocessable, type GitHubClient, type PullRequestInfo } from '../platform/github.js';
import { MAX_BODY_LENGTH, truncate } from './markdown.js';
import { createRedactor, type Redactor } from './redact.js';
import { createOnce } from './write-once.js';

/**
 * Opens the pull request for a branch that has already been pushed, or returns the one that is
 * already open for it: users ask for the pull request itself, not a link to open one.
 */

export interface OpenPullRequestOptions {
  github: GitHubClient;
  /** The pushed branch: `name` (this repository) or `owner:name`. */
  head: string;
  base: string;
  title: string;
  body: string;
  draft?: boolean;
  redact?: Redactor;
  reconcileDelayMs?: number;
}

export interface OpenedPullRequest {
  number: number;
  url: string;
  created: boolean;
  pullRequest: PullRequestInfo;
}

export async function openPullRequest(options: OpenPullRequestOptions): Promise<OpenedPullRequest> {
  const { github } = options;
  if (!options.head || !options.base) {
    throw new UserError(
      `Cannot open a pull request from '${options.head}' into '${options.base}'. Expected a pushed branch name and a base branch name.`,
    );
  }
  const redact = options.redact ?? createRedactor([]);
  const qualifiedHead = options.head.includes(':')
    ? options.head
    : `${github.repository.owner}:${options.head}`;
  const findOpen = async () =>
    (await github.listPullRequests({ head: qualifiedHead, state: 'open' }))[0];

  const existing = await findOpen();
  if (existing)
    return { number: existing.number, url: existing.url, created: false, pullRequest: existing };

  const title = truncate(oneLine(redact(options.title)), 256, '…');
  const body = truncate(redact(options.body), MAX_BODY_LENGTH, '\n\n… (truncated)');
  try {
    const pullRequest = await createOnce({
      create: () =>
        github.createPullRequest({
          head: options.head,
          base: options.base,
          title,
          body,
          ...(options.draft !== undefined ? { draft: options.draft } : {}),
        }),
      findExisting: findOpen,
      ...(options.reconcileDelayMs !== undefined
        ? { reconcileDelayMs: options.reconcileDelayMs }
        : {}),
    });
    return { number: pullRequest.number, url: pullRequest.url, created: true, pullRequest };
  } catch (error) {
    // "A pull request already exists for owner:branch": someone (a parallel job) was first.
    if (isUnprocessable(error)) {
      const raced = await findOpen();
      if (raced)
        return { number: raced.number, url: raced.url, created: false, pullRequest: raced };
    }
    throw error;
  }
}
