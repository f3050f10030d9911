import { createHash } from 'node:crypto';
import { lstat, mkdtemp, readFile, readlink, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { identityOf, type FileIdentity } from '../platform/file-identity.js';
import type { Git } from '../platform/git.js';
import { submoduleChanges } from './uncommitted-paths.js';

/**
 * The run's directory, the top of its work tree (where git's paths start), and the dependency
 * directories (node_modules) no agent's change is in, however many files an install left there.
 */
export interface Checkout {
  git: Git;
  top: Git;
  dependencyDirs: readonly string[];
  /**
   * The run's own files and directories (a `--state-dir`, a `--record` cassette and the result
   * files inside the checkout): what is in them is no change.
   */
  ownPaths?: readonly string[];
  /**
   * The files the run's own output goes into, by identity (its stdout and stderr redirected into
   * the checkout: `> answer.txt 2> run.log`): they grow as it runs, and are no agent's change.
   */
  ownFiles?: readonly FileIdentity[];
}

/** Each path `git status` lists, with its status letters and what its file holds now. */
export type CheckoutSnapshot = ReadonlyMap<string, string>;

/**
 * What a run's own housekeeping writes in the checkout (worktrees, agents' project and local
 * memory): no change. Local memory belongs to this machine and is never committed anywhere.
 */
const notChanges = [
  '/.claude/worktrees/',
  '/.claude/agent-memory/',
  '/.claude/agent-memory-local/',
];

/**
 * What the checkout's changed paths hold, by path: their status letters and blob hash (or
 * `deleted`). Two snapshots differ in a path exactly when it changed between them, including a
 * file the user had already changed before the run and an agent changed again.
 */
export async function snapshotCheckout(
  checkout: Checkout,
  when: 'before agents' | 'after agents' = 'after agents',
): Promise<CheckoutSnapshot> {
  // The run's directory and below (a monorepo package's run leaves the rest alone); git prints
  // the paths from the top of the work tree, where the other commands run.
  const own = (checkout.ownPaths ?? [])
    .map((dir) => path.relative(checkout.git.cwd, path.resolve(checkout.git.cwd, dir)))
    .filter(
      (relative) => relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative),
    );
  const pathspecs = [
    '.',
    ...checkout.dependencyDirs.map((dir) => `:(exclude,glob)**/${dir}/**`),
    ...own.map((relative) => `:(exclude,literal)${relative.split(path.sep).join('/')}`),
  ];
  const status = { pathspecs, beforeAgents: when === 'before agents' };
  const listed = (await checkout.git.status(status)).filter(
    (entry) => !notChanges.some((part) => `/${entry.path}`.includes(part)),
  );
  const infos = await Promise.all(
    listed.map((entry) =>
      lstat(path.join(checkout.top.cwd, entry.path), { bigint: true }).catch(() => undefined),
    ),
  );
  const ownFiles = new Set(checkout.ownFiles ?? []);
  const kept = listed
    .map((entry, index) => ({ entry, info: infos[index] }))
    .filter(({ info }) => !(info?.isFile() && ownFiles.has(identityOf(info))));
  const entries = kept.map(({ entry }) => entry);
  // A file's content is hashed by git; a symbolic link is its target (git stores that, and
  // hashing it would follow it, into a directory even).
  const kinds = await Promise.all(
    kept.map(async ({ entry, info }) =>
      !info
        ? 'deleted'
        : info.isSymbolicLink()
          ? `link ${await readlink(path.join(checkout.top.cwd, entry.path))}`
          : info.isFile()
            ? 'file'
            : 'other',
    ),
  );
  const files = entries.filter((_, index) => kinds[index] === 'file').map((entry) => entry.path);
  const hashes = files.length
    ? (await checkout.top.raw(['hash-object', '--no-filters', '--', ...files])).trim().split('\n')
    : [];
  const hashOf = new Map(files.map((file, index) => [file, hashes[index] ?? '']));
  return new Map([
    ...entries.map((entry, index): [string, string] => [
      entry.path,
      `${entry.index}${entry.workingTree} ${hashOf.get(entry.path) ?? kinds[index]}`,
    ]),
    ...(await snapshotSubmodules(checkout)),
  ]);
}

/** Marks the snapshot's entries for files inside a submodule: no commit of the checkout holds them. */
const inSubmodule = 'submodule ';

/** At most this many files are noted per uninitialised submodule directory. */
const maxFilesPerSubmodule = 1000;

/**
 * The files inside the checkout's submodules (in the run's directory and below) that differ from
 * the submodule's commit, by their path from the top, with their status letters and content:
 * `git status` of the checkout does not look into them (see Git.status), and an uninitialised
 * one's directory is not even listed. Empty without a `.gitmodules` file (no git process).
 */
async function snapshotSubmodules(checkout: Checkout): Promise<[string, string][]> {
  const top = checkout.top.cwd;
  const inRunDirectory = (gitlink: string) => {
    const fromRun = path.relative(checkout.git.cwd, path.join(top, gitlink));
    return !fromRun.startsWith('..') && !path.isAbsolute(fromRun);
  };
  const noted: [string, string][] = [];
  for (const { gitlink, files } of await submoduleChanges(
    checkout.top,
    top,
    maxFilesPerSubmodule,
    inRunDirectory,
  )) {
    for (const file of files) {
      const content = await contentOf(path.join(top, gitlink, file.path));
      noted.push([`${gitlink}/${file.path}`, `${inSubmodule}${file.state} ${content}`]);
    }
  }
  return noted;
}

/** A file's content hash, a link's target, or what else is there (`deleted`). */
async function contentOf(file: string): Promise<string> {
  try {
    const info = await lstat(file);
    if (info.isSymbolicLink()) return `link ${await readlink(file)}`;
    if (!info.isFile()) return 'other';
    return createHash('sha1')
      .update(await readFile(file))
      .digest('hex');
  } catch {
    return 'deleted';
  }
}

/**
 * The checkout's changes made since `before` (by the lead, or subagents working without a
 * worktree), committed on top of HEAD without touching the checkout or its index (a temporary
 * index), or undefined when there are none. A file the user had changed before the run and an
 * agent changed again is committed whole: the two cannot be told apart.
 */
export async function commitCheckoutChanges(
  checkout: Checkout,
  before: CheckoutSnapshot,
  message: string,
): Promise<CheckoutChanges> {
  const after = await snapshotCheckout(checkout);
  const differs = [...new Set([...before.keys(), ...after.keys()])]
    .filter((file) => before.get(file) !== after.get(file))
    .sort();
  const insideSubmodule = (file: string): boolean =>
    [before.get(file), after.get(file)].some((state) => state?.startsWith(inSubmodule));
  const notCommitted = differs.filter(insideSubmodule);
  const changed = differs.filter((file) => !insideSubmodule(file));
  const committed = await commitPaths(checkout.top, changed, message);
  return { ...(committed ? { committed } : {}), notCommitted };
}

export interface CheckoutChanges {
  /** The commit holding the paths that changed; absent when none did. */
  committed?: { commit: string; files: string[] };
  /**
   * Files changed inside a submodule of the checkout, which no commit of the checkout can hold
   * (they belong to the submodule's repository): they stay in the checkout, never merged.
   */
  notCommitted: string[];
}

/** `changed` as they are in the work tree, committed on HEAD with a temporary index. */
async function commitPaths(
  git: Git,
  changed: readonly string[],
  message: string,
): Promise<{ commit: string; files: string[] } | undefined> {
  if (changed.length === 0) return undefined;
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'flotilla-index-'));
  try {
    const env = { GIT_INDEX_FILE: path.join(scratch, 'index') };
    await git.raw(['read-tree', 'HEAD'], { env });
    await git.raw(['update-index', '--add', '--remove', '--', ...changed], { env });
    const tree = (await git.raw(['write-tree'], { env })).trim();
    const head = await git.revParse('HEAD');
    if (tree === (await git.raw(['rev-parse', `${head}^{tree}`])).trim()) return undefined;
    const commit = await git.commitTree({ tree, parents: [head], message });
    return { commit, files: [...changed] };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
