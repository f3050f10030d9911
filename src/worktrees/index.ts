/** Git worktree isolation for agents: the public entry of src/worktrees. */
export {
  createWorktreeManager,
  type FinishOptions,
  type FinishResult,
  type Worktree,
  type WorktreeManager,
  type WorktreeManagerOptions,
  type WorktreeRef,
} from './worktree-manager.js';
export {
  mergeBack,
  type MergeBackBranch,
  type MergeBackOptions,
  type MergeBackResult,
  type MergedBranch,
  type SkippedBranch,
} from './merge-back.js';
export type { SweepReport, DiscardOutcome } from './worktree-cleanup.js';
export { toWorktreeSlug, worktreeBranch } from './slug.js';
export { linkDependencies, type DependencyLinkReport } from './dependency-links.js';
