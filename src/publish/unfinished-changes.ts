import type { RunResult } from '../results/run-result.js';

/**
 * What becomes of the agents' changes (post: commit or pr) by how the run ended, for the Action
 * and `flotilla publish` alike:
 * - `publish`: a run that finished (success, findings, partial) pushes them as asked;
 * - `set-aside`: a run stopped before its work was done (max_turns, budget, timeout, error) must
 *   not put that work on the pull request's branch nor propose it in a pull request, and must not
 *   lose it either (a CI runner is thrown away): it goes to a branch of its own,
 *   `flotilla/<run id>`;
 * - `keep-local`: a cancelled run pushes nothing. A cancelled job must not change the user's pull
 *   request, and it has seconds to live; the changes stay on the results branch of the checkout.
 */
export type ChangesDisposition = 'publish' | 'set-aside' | 'keep-local';

export function changesDisposition(conclusion: RunResult['conclusion']): ChangesDisposition {
  switch (conclusion) {
    case 'success':
    case 'findings':
    case 'partial':
      return 'publish';
    case 'max_turns':
    case 'budget':
    case 'timeout':
    case 'error':
      return 'set-aside';
    case 'cancelled':
      return 'keep-local';
  }
}

/** Where a stopped run's unfinished changes are pushed: never a pull request's branch. */
export function setAsideTarget(
  runId: string,
  base: string,
): { kind: 'new-branch'; branch: string; base: string } {
  return { kind: 'new-branch', branch: `flotilla/${runId}`, base };
}

/** The line the log, the job summary and the tracking comment give a set-aside branch. */
export function setAsideText(conclusion: RunResult['conclusion'], branch: string): string {
  return `The run ended with ${conclusion} before its work was done, so its changes were pushed to \`${branch}\` only: not to the pull request's branch, and no pull request was opened.`;
}

/** The line a cancelled run's log gives the changes it did not push. */
export function keptLocalText(resultsBranch: string | undefined): string {
  return resultsBranch
    ? `The run was cancelled: its changes were not pushed (they are on ${resultsBranch} in this checkout).`
    : 'The run was cancelled: nothing was pushed.';
}
