import { cp, mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createGit, type Git } from '../platform/git.js';

/** Where project agent memory lives, relative to the repository (or the configuration copy). */
export const projectMemoryDirectory = path.join('.claude', 'agent-memory');

export interface MemoryCommitOptions {
  /** The workspace's git. */
  git: Git;
  /** Environment for git in the temporary worktree (the same scrubbed one). */
  environment: Readonly<Record<string, string>>;
  /** The run's configuration root: the workspace, or the base branch's copy on pull-request events. */
  configRoot: string;
  /** The commit the memory commit goes on: the base commit on pull-request events, else HEAD. */
  parent: string;
  runId: string;
  log: (line: string) => void;
}

/**
 * `commit_memory: true`: the project agent memory the run left (`.claude/agent-memory/`) is
 * committed on top of `parent` — in a worktree of its own, so nothing else of the workspace (the
 * pull request's files, the agents' other changes) goes with it — and pushed to the new branch
 * `flotilla/memory-<run id>`, returned. Nothing changed: no commit, no branch. Local memory
 * (`.claude/agent-memory-local/`) and user memory are never committed.
 */
export async function commitAgentMemory(options: MemoryCommitOptions): Promise<string | undefined> {
  const source = path.join(options.configRoot, projectMemoryDirectory);
  if (!(await stat(source).catch(() => undefined))?.isDirectory()) {
    options.log('commit_memory: no agent kept project memory; nothing to commit.');
    return undefined;
  }
  const directory = await mkdtemp(path.join(os.tmpdir(), 'flotilla-memory-'));
  const worktree = path.join(directory, 'tree');
  await options.git.worktreeAdd({ path: worktree, commitish: options.parent });
  try {
    const target = path.join(worktree, projectMemoryDirectory);
    await rm(target, { recursive: true, force: true });
    await cp(source, target, { recursive: true, verbatimSymlinks: true });
    const commit = await createGit(worktree, { env: options.environment }).commitAll({
      message: 'Flotilla: update agent memory',
      pathspecs: [projectMemoryDirectory],
    });
    if (!commit) {
      options.log('commit_memory: the agents left their project memory unchanged.');
      return undefined;
    }
    const branch = `flotilla/memory-${options.runId}`;
    await options.git.pushToOrigin(commit, branch);
    options.log(
      `commit_memory: pushed the agents' project memory to ${branch} (${commit.slice(0, 12)}).`,
    );
    return branch;
  } finally {
    await options.git.worktreeRemove(worktree, { force: true }).catch(() => undefined);
    await rm(directory, { recursive: true, force: true });
  }
}
