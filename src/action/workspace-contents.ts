import type { Git } from '../platform/git.js';
import type { ReviewCheckout } from '../review/review-prompt.js';

/**
 * Whether the checked-out HEAD contains `commit`: it is HEAD, one of HEAD's parents (a merge of
 * it: `git cat-file -p HEAD` answers even in a depth-1 clone), or an ancestor where the history
 * allows asking. False only where the whole history is here and the commit is not in HEAD's;
 * undefined when it cannot be decided (a shallow clone, a git failure): the caller refuses.
 */
export async function workspaceContains(
  git: Git,
  head: string,
  commit: string,
): Promise<boolean | undefined> {
  const wanted = commit.toLowerCase();
  if (head.toLowerCase() === wanted) return true;
  const object = await git.run(['cat-file', '-p', head], { okExitCodes: [0, 1, 128] });
  if (object.exitCode !== 0) return undefined;
  const parents = object.stdout
    .split('\n')
    .filter((line) => line.startsWith('parent '))
    .map((line) => line.slice('parent '.length).trim().toLowerCase());
  if (parents.includes(wanted)) return true;
  // "Not there" and "not an ancestor" are answers only where the whole history is here: in a
  // shallow clone HEAD can descend from a commit that was never fetched.
  const shallow = await git.run(['rev-parse', '--is-shallow-repository'], {
    okExitCodes: [0, 128],
  });
  const complete = shallow.exitCode === 0 && shallow.stdout.trim() === 'false';
  const present = await git.run(['cat-file', '-e', `${wanted}^{commit}`], {
    okExitCodes: [0, 1, 128],
  });
  if (present.exitCode !== 0) return complete ? false : undefined;
  const ancestor = await git.run(['merge-base', '--is-ancestor', wanted, head], {
    okExitCodes: [0, 1, 128],
  });
  if (ancestor.exitCode === 0) return true;
  if (ancestor.exitCode !== 1) return undefined;
  return complete ? false : undefined;
}

/**
 * What the workspace holds next to the pull request's head `head`, for the review prompt and the
 * carrying of findings to the head: the head, a commit that holds it (GitHub's merge commit), or
 * one without it (the base under pull_request_target, or a history too shallow to tell: then the
 * only text of the changes the agents have is the diff).
 */
export async function reviewCheckout(git: Git, head: string): Promise<ReviewCheckout> {
  const workspace = await git.tryRevParse('HEAD').catch(() => undefined);
  if (!workspace || workspace.toLowerCase() === head.toLowerCase()) return { kind: 'head' };
  const holds = await workspaceContains(git, workspace, head).catch(() => undefined);
  return { kind: holds === true ? 'holds-head' : 'without-head', commit: workspace };
}
