import { lstat, realpath } from 'node:fs/promises';
import path from 'node:path';
import { createGit, type Git } from './git.js';
import { isInside } from './real-target.js';

/**
 * Whether a file on disk is one a repository ships. Two questions with opposite safe answers:
 * trust (isRepositoryOwnedFile) must say "the repository's" whenever it cannot tell, or a cloned
 * repository gets its file read as the user's own; masking (isCommittedFile) must say "not
 * committed" whenever it cannot tell, or a value a job wrote in is printed unmasked.
 *
 * git cannot be asked about a path that goes through a symbolic link (`.claude -> cfg`, then
 * `.claude/settings.local.json`): it finds no such entry. So both questions are asked of the
 * entries git really has: the link itself, and the file the path resolves to.
 */

type Environment = Readonly<Record<string, string | undefined>>;

/** Where `file` sits in the repository at `root`; undefined outside one. */
interface RepositoryPlace {
  git: Git;
  /** Repository-relative paths git may hold an entry for, shortest first. */
  entries: string[];
  /** The file `file` resolves to, relative to the top level; undefined when outside it. */
  real: string | undefined;
}

/**
 * Whether the repository at `root` owns `file`: git tracks the file, a directory or link on its
 * path inside the repository (a committed `.claude -> cfg` link), or the file its path resolves
 * to. False outside a repository; true when git cannot answer (fails closed).
 */
export async function isRepositoryOwnedFile(
  root: string,
  file: string,
  environment: Environment,
): Promise<boolean> {
  try {
    const place = await repositoryPlace(root, file, environment);
    if (!place) return false;
    const tracked = await Promise.all(place.entries.map((entry) => hasEntry(place.git, entry)));
    return tracked.some(Boolean);
  } catch {
    return true;
  }
}

/**
 * Whether the repository at `root` commits the content of `file` (the file its path resolves to
 * is tracked); with `unchanged`, only if the working tree and the index hold what HEAD does (a
 * tracked file a job wrote a secret into is no longer what the repository commits). False
 * outside a repository, and when git cannot answer.
 */
export async function isCommittedFile(
  root: string,
  file: string,
  environment: Environment,
  options: { unchanged?: boolean } = {},
): Promise<boolean> {
  try {
    const place = await repositoryPlace(root, file, environment);
    if (place?.real === undefined) return false;
    if (!(await hasEntry(place.git, place.real))) return false;
    if (!options.unchanged) return true;
    const diff = await place.git.run(['diff', '--quiet', 'HEAD', '--', topLiteral(place.real)], {
      okExitCodes: [0, 1],
    });
    return diff.exitCode === 0;
  } catch {
    return false;
  }
}

async function repositoryPlace(
  root: string,
  file: string,
  environment: Environment,
): Promise<RepositoryPlace | undefined> {
  // LC_ALL=C: "not a git repository" is the one failure read as an answer, so it must be English.
  const git = createGit(root, { env: { ...environment, LC_ALL: 'C' } });
  const asked = await git.run(['rev-parse', '--show-toplevel', '--show-prefix'], {
    okExitCodes: [0, 128],
  });
  if (asked.exitCode !== 0) {
    if (/not a git repository/i.test(asked.stderr)) return undefined;
    throw new Error(asked.stderr.trim());
  }
  const [topLevel = '', prefix = ''] = asked.stdout.split('\n');
  const entries = new Set<string>();
  // The path as written, down to its first symbolic link: git can be asked about the link, not
  // about what lies beyond it.
  const relative = path.relative(root, file);
  if (relative !== '' && isInside(relative)) {
    let reached = root;
    let entry = prefix.replace(/\/$/, '');
    for (const part of relative.split(path.sep)) {
      reached = path.join(reached, part);
      entry = entry === '' ? part : `${entry}/${part}`;
      entries.add(entry);
      if ((await lstat(reached)).isSymbolicLink()) break;
    }
  }
  // The file the path resolves to, with every directory above it inside the repository.
  const real = path.relative(await realpath(topLevel), await realpath(file));
  const inside = real !== '' && isInside(real);
  if (inside) {
    const parts = real.split(path.sep);
    for (let index = 1; index <= parts.length; index++)
      entries.add(parts.slice(0, index).join('/'));
  }
  return { git, entries: [...entries], real: inside ? real.split(path.sep).join('/') : undefined };
}

/** Whether git's index has an entry at exactly `entry` (a file, a link, a submodule). */
async function hasEntry(git: Git, entry: string): Promise<boolean> {
  // Excluding `entry/` leaves out what a directory holds: only an entry of that very name is left.
  const listed = await git.raw([
    'ls-files',
    '--stage',
    '--full-name',
    '-z',
    '--',
    topLiteral(entry),
    `:(top,exclude,literal)${entry}/`,
  ]);
  return listed.split('\0').some((record) => record.slice(record.indexOf('\t') + 1) === entry);
}

function topLiteral(entry: string): string {
  return `:(top,literal)${entry}`;
}
