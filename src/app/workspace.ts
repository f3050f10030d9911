import type { RunConfig } from '../config/run-config.js';
import { resultFilePaths } from './result-files.js';
import { errorMessage } from '../errors.js';
import type { FileIdentity } from '../platform/file-identity.js';
import { createGit, type GitRepository } from '../platform/git.js';
import type { RunRecorder } from '../results/run-recorder.js';
import type { WorktreePort } from '../subagents/ports.js';
import { createWorktreeManager, type WorktreeManager } from '../worktrees/worktree-manager.js';
import { commitCheckoutChanges, snapshotCheckout } from '../worktrees/checkout-changes.js';

export interface Workspace {
  /** The repository's git common directory; undefined outside a repository with a commit. */
  gitCommonDir?: string;
  /** Undefined when the run is not inside a git repository (no isolation possible). */
  worktrees?: WorktreePort;
  /**
   * Integrates the agents' branches onto the run's own results branch
   * (`flotilla/results-<run id>`, returned), recording conflicts. What agents changed in the
   * checkout itself (the lead, subagents without a worktree) is one more change, `leadName`'s,
   * on `flotilla/checkout-<run id>`.
   */
  finish(
    recorder: RunRecorder,
    runId: string,
    log: (line: string) => void,
    leadName: string,
  ): Promise<string | undefined>;
  /**
   * Starts the sweep of the worktrees runs that died left, in the background: a run calls it
   * once its lead's first request is on its way, since no model request waits for it. The first
   * worktree and `finish` start it too if nothing has, and wait for it.
   */
  startSweep?(): void;
}

/**
 * The repository side of a run: sweeps worktrees left by dead runs (in the background, once
 * started), hands out one worktree per isolated agent and merges their branches back at the end.
 */
export async function openWorkspace(
  config: RunConfig,
  environment: Readonly<Record<string, string>>,
  log: (line: string) => void,
  ownOutputFiles: readonly FileIdentity[] = [],
  found?: GitRepository,
): Promise<Workspace> {
  const git = createGit(config.repoRoot, { env: environment });
  // The entry point may have read it already (one git process for both).
  const repository = found ?? (await git.repository());
  if (!repository?.head) {
    return { finish: async () => undefined };
  }
  // What the checkout held before any agent could change it: its changes at the end are the
  // run's (one git status, beside the rest of the start). A teammate process never finishes the
  // workspace: its lead's run does.
  // Flotilla's own output is no agent's change, wherever the user put it: a state directory,
  // a --record cassette, the result files of `--output .`, a redirected stdout or stderr.
  const checkout = {
    git,
    top: git.at(repository.workTree),
    dependencyDirs: config.dependencyDirs,
    ownPaths: [
      ...(config.stateDir ? [config.stateDir] : []),
      ...(config.modelAccess.recordFile ? [config.modelAccess.recordFile] : []),
      ...(config.outputDir ? Object.values(resultFilePaths(config.outputDir)) : []),
    ],
    ownFiles: ownOutputFiles,
  };
  const before = config.teammate
    ? undefined
    : await snapshotCheckout(checkout, 'before agents').catch((error: unknown) => {
        log(
          `warning: the checkout's state could not be noted, so edits agents make in it are not committed at the end (they stay in it): ${errorMessage(error)}`,
        );
        return undefined;
      });
  const manager = createWorktreeManager({
    repoRoot: config.repoRoot,
    git,
    layout: repository,
    dependencyDirs: config.dependencyDirs,
  });
  // The sweep is housekeeping no model request waits for: it starts once the lead's first request
  // is on its way (startSweep), its processes and file work off the path to that request, and the
  // first worktree (and the final merge) wait for it, so a new worktree never meets a stale one.
  let sweeping: Promise<void> | undefined;
  const sweep = (): Promise<void> =>
    (sweeping ??= manager.sweep().then(
      (swept) => {
        if (swept.removed.length > 0)
          log(`removed ${swept.removed.length} worktree(s) left by runs that died`);
        for (const kept of swept.keptBranches)
          log(`notice: kept the branch ${kept.branch} of a run that died (${kept.reason})`);
        // Never thrown away: what an agent of a dead run wrote and nothing committed.
        for (const kept of swept.keptWithChanges) {
          const what = [
            ...(kept.branch ? [`branch ${kept.branch}`] : []),
            ...(kept.changedFiles > 0
              ? [`${kept.changedFiles} changed file${kept.changedFiles === 1 ? '' : 's'}`]
              : []),
            ...(kept.inSubmodules.length > 0
              ? [`inside its submodules: ${kept.inSubmodules.join(', ')}`]
              : []),
          ];
          log(
            `warning: kept the worktree ${kept.path} (${what.join(', ')}) that a run which died left with uncommitted changes; nothing of it was committed or merged: take what you need from it, then remove it (git worktree remove --force --force)`,
          );
        }
        for (const warning of swept.warnings) log(`warning: ${warning}`);
      },
      (error: unknown) =>
        log(
          `warning: sweeping the worktrees left by runs that died failed: ${errorMessage(error)}`,
        ),
    ));

  return {
    gitCommonDir: repository.commonDir,
    startSweep: () => void sweep(),
    worktrees: {
      create: async (slug) => {
        await sweep();
        const worktree = await manager.create(slug);
        for (const warning of worktree.warnings) log(`warning: ${warning}`);
        return { path: worktree.path, branch: worktree.branch, cwd: worktree.cwd };
      },
      finish: async (worktree, agentName) => {
        const result = await manager.finish(worktree, { agentName });
        return {
          branch: result.branch,
          files: result.files,
          ...(result.commit ? { commit: result.commit } : {}),
          kept: !result.removed,
          notCommitted: result.notCommitted,
          warnings: result.warnings,
        };
      },
    },
    finish: async (recorder, runId, finishLog, leadName) => {
      await sweep();
      // What could not become part of the run's commit is the lead's run's error: the run is
      // partial and names it (nothing an agent produced is dropped silently).
      const notMerged = (message: string): void => {
        const lead = recorder.agents.find((agent) => agent.name === leadName);
        if (lead) lead.error = lead.error ? `${lead.error}; ${message}` : message;
        finishLog(`warning: ${leadName}: ${message}`);
      };
      try {
        const changed =
          before &&
          (await commitCheckoutChanges(
            checkout,
            before,
            `flotilla: ${leadName}'s changes in the checkout (run ${runId})`,
          ));
        if (changed?.committed) {
          const branch = `flotilla/checkout-${runId}`;
          await git.branchCreate(branch, changed.committed.commit);
          recorder.recordChange({ agent: leadName, branch, ...changed.committed });
        }
        if (changed && changed.notCommitted.length > 0) {
          notMerged(
            `its changes to ${namedFiles(changed.notCommitted)} could not be committed (they are inside a submodule); they stay in the checkout ${repository.workTree}`,
          );
        }
      } catch (error) {
        notMerged(
          `the changes agents made in the checkout could not be committed (they are still in it): ${errorMessage(error)}`,
        );
      }
      return mergeChanges(manager, recorder, runId, finishLog);
    },
  };
}

/** At most this many files are named; the rest are counted. */
const maxNamedFiles = 20;

function namedFiles(files: readonly string[]): string {
  const named = files.slice(0, maxNamedFiles).join(', ');
  return files.length > maxNamedFiles ? `${named} and ${files.length - maxNamedFiles} more` : named;
}

async function mergeChanges(
  manager: WorktreeManager,
  recorder: RunRecorder,
  runId: string,
  log: (line: string) => void,
): Promise<string | undefined> {
  if (recorder.changes.length === 0) return undefined;
  const branches = [...recorder.changes]
    .sort((a, b) => a.agent.localeCompare(b.agent) || a.branch.localeCompare(b.branch))
    // The commit each agent's work ended at, whatever became of its branch since.
    .map((change) => ({ agent: change.agent, branch: change.branch, commit: change.commit }));
  try {
    const merged = await manager.mergeBack({ branches, targetBranch: `flotilla/results-${runId}` });
    for (const note of merged.notes) log(note);
    for (const conflict of merged.conflicts) {
      const change = recorder.changes.find((entry) => entry.branch === conflict.branch);
      if (change) change.conflict = true;
      log(
        `warning: ${conflict.agent}'s branch ${conflict.branch} was not merged (${conflict.reason}: ${conflict.files.join(', ') || conflict.details}); it is kept for a human to merge.`,
      );
    }
    if (merged.merged.length === 0) return undefined;
    log(`merged ${merged.merged.length} agent branch(es) onto ${merged.targetBranch}`);
    return merged.targetBranch;
  } catch (error) {
    // Nothing was merged: every change is unmerged, and the run says so (partial).
    for (const change of recorder.changes) change.conflict = true;
    log(
      `warning: merging the agents' branches failed: ${errorMessage(error)}; each branch is kept.`,
    );
    return undefined;
  }
}
