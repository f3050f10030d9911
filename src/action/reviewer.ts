import type { GitHubEvent } from './context.js';
import { requestKeyOf } from './context.js';
import type { GitHubRunContext } from './inputs.js';

/**
 * Who a pull-request review is by (publishReview's `reviewer`): the workflow file, the job, the
 * agents it runs and the request that asked for it (a comment, a submitted review). A re-run of
 * the job is the same reviewer and brings its review of the head up to date; another workflow, job,
 * agent list or request posts a review of its own, and never changes or dismisses this one.
 */
export function reviewerOf(
  github: Pick<GitHubRunContext, 'workflow' | 'job'>,
  agents: readonly string[],
  event: GitHubEvent,
): string {
  const request = requestKeyOf(event);
  return JSON.stringify({
    workflow: github.workflow ?? '',
    job: github.job ?? '',
    agents: [...agents].sort(),
    // A pull request's own events share the thread's summary: no request of their own.
    request: request === 'summary' ? '' : request,
  });
}
