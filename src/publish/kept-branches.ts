import { errorMessage } from '../errors.js';
import type { Git } from '../platform/git.js';
import { oneLine } from '../results/one-line.js';
import type { RunResult } from '../results/run-result.js';
import { inlineCode, neutralizeComments } from './markdown.js';

/**
 * The branches a result leaves for a human to take: an agent's changes that conflicted with the
 * others' (merge-back skipped them), and the commits of an agent whose worktree could not be
 * finished. A checkout that stays (the CLI's) keeps them. A CI runner is thrown away when the job
 * ends, so the Action pushes them to origin under the same names before any text names them, and
 * says which could not be pushed.
 */

export interface KeptBranch {
  agent: string;
  branch: string;
  /** The commit the branch is pushed at: the agent's work. */
  commit: string;
  /** conflict: its changes conflicted with the others'; unfinished: its worktree was not finished. */
  why: 'conflict' | 'unfinished';
}

export type KeptBranchOutcome = KeptBranch &
  ({ pushed: true; url: string } | { pushed: false; error: string });

/**
 * The branches `result` leaves for a human that this checkout has: each conflicting change, and
 * each agent's branch that holds commits of its own although no change of the result names it
 * (its worktree's finish failed after the agent committed).
 */
export async function keptBranches(git: Git, result: RunResult): Promise<KeptBranch[]> {
  const kept: KeptBranch[] = result.changes
    .filter((change) => change.conflict)
    .map((change) => ({
      agent: change.agent,
      branch: change.branch,
      commit: change.commit,
      why: 'conflict',
    }));
  const named = new Set(result.changes.map((change) => change.branch));
  for (const agent of result.agents) {
    // A completed agent carries an error only when some of its work could not be merged.
    if (!agent.branch || !agent.worktree || !agent.error || named.has(agent.branch)) continue;
    named.add(agent.branch);
    const tip = await git.tryRevParse(`refs/heads/${agent.branch}^{commit}`);
    // A branch still at the commit it started from holds nothing of the agent's.
    if (tip === undefined || (await git.isAncestor(tip, 'HEAD'))) continue;
    kept.push({ agent: agent.name, branch: agent.branch, commit: tip, why: 'unfinished' });
  }
  return kept;
}

/**
 * Pushes each kept branch to origin under its own name (never forced: a branch of that name
 * with other commits is not overwritten). A refused push is reported, not thrown: the rest of
 * publishing goes on.
 */
export async function pushKeptBranches(
  git: Git,
  kept: readonly KeptBranch[],
  options: { repositoryUrl: string; log: (line: string) => void },
): Promise<KeptBranchOutcome[]> {
  const outcomes: KeptBranchOutcome[] = [];
  for (const branch of kept) {
    try {
      if ((await git.tryRevParse(`${branch.commit}^{commit}`)) === undefined)
        throw new Error(`this checkout does not have its commit ${branch.commit.slice(0, 12)}`);
      await git.pushToOrigin(branch.commit, branch.branch);
      const url = branchUrl(options.repositoryUrl, branch.branch);
      outcomes.push({ ...branch, pushed: true, url });
      options.log(
        `Pushed ${branch.agent}'s branch ${branch.branch} to origin (${whyKept(branch)}): ${url}`,
      );
    } catch (error) {
      const reason = oneLine(errorMessage(error), 500);
      outcomes.push({ ...branch, pushed: false, error: reason });
      options.log(
        `Warning: ${branch.agent}'s branch ${branch.branch} (${whyKept(branch)}) could not be pushed to origin, so it goes away with this runner: ${reason}`,
      );
    }
  }
  return outcomes;
}

/** The web page of a branch: `<repository>/tree/<branch>`, each segment encoded. */
export function branchUrl(repositoryUrl: string, branch: string): string {
  return `${repositoryUrl.replace(/\/+$/, '')}/tree/${branch.split('/').map(encodeURIComponent).join('/')}`;
}

function whyKept(branch: KeptBranch): string {
  return branch.why === 'conflict'
    ? 'its changes conflicted with the others’ and were not merged'
    : 'its worktree could not be finished, so its commits were not merged';
}

/**
 * Markdown for the job summary and the tracking comment: where each kept branch is now, or that
 * it could not be pushed.
 */
export function renderKeptBranches(outcomes: readonly KeptBranchOutcome[]): string {
  if (outcomes.length === 0) return '';
  const lines = outcomes.map((outcome) => {
    const agent = neutralizeComments(outcome.agent);
    const branch = inlineCode(outcome.branch);
    return outcome.pushed
      ? `- ${agent}: ${whyKept(outcome)}; they are on [${branch}](${outcome.url}): merge them by hand.`
      : `- ${agent}: ${whyKept(outcome)}; its branch ${branch} could not be pushed (${neutralizeComments(outcome.error)}), so these changes go away with the runner.`;
  });
  return `### Changes left for a human\n\n${lines.join('\n')}\n`;
}
