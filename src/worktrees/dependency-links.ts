import { lstat, mkdir, readdir, readlink, realpath, stat, symlink } from 'node:fs/promises';
import path from 'node:path';
import { UserError, errorMessage } from '../errors.js';
import { errorCode } from './error-code.js';

/**
 * Dependency directories (default `node_modules`) are not copied into a worktree (they can be
 * gigabytes) but linked from the main checkout — entry by entry, as a "link farm":
 *
 * - the worktree gets a real `node_modules` directory whose entries are symlinks to the main
 *   checkout's entries (scoped `@scope/*` entries one level down), so an install inside the
 *   worktree writes into the worktree's own directory instead of through one big link into the
 *   main checkout;
 * - an entry that is a workspace package (a symlink such as `node_modules/@scope/pkg →
 *   ../../packages/pkg`, pointing back into the main checkout outside any node_modules) is
 *   pointed at the worktree's own copy of that package instead, so tests and imports in the
 *   worktree run the worktree's code, not the main checkout's;
 * - `.bin` is rebuilt with the same relative links, which then resolve through the farm.
 *
 * A missing source (ENOENT) or an existing target (EEXIST) is skipped; any other error becomes a
 * warning in the report, never a failure of the worktree.
 */

export interface DependencyLinkReport {
  /** Directories linked (relative to the root). */
  linked: string[];
  skipped: { directory: string; reason: 'missing' | 'exists' }[];
  /** Workspace packages re-pointed at the worktree (paths inside the dependency directory). */
  workspacePackages: string[];
  warnings: string[];
}

export interface LinkDependenciesOptions {
  mainRoot: string;
  worktreeRoot: string;
  /** Relative to the roots, e.g. `node_modules` or `packages/app/node_modules`. */
  directories: readonly string[];
}

/** Checks dependency directory names: relative, inside the repository. */
export function dependencyDirectoryProblems(directories: readonly string[]): string[] {
  return directories
    .filter(
      (directory) =>
        directory === '' ||
        path.isAbsolute(directory) ||
        /^[A-Za-z]:/.test(directory) ||
        directory.split(/[/\\]/).some((part) => part === '..' || part === '.git'),
    )
    .map((directory) => `"${directory}" is not a relative path inside the repository`);
}

export function assertDependencyDirectories(directories: readonly string[]): void {
  const problems = dependencyDirectoryProblems(directories);
  if (problems.length > 0) {
    throw new UserError(
      `Invalid dependency directories: ${problems.join('; ')}.`,
      'Give paths relative to the repository root, for example "node_modules".',
    );
  }
}

const isWindows = process.platform === 'win32';

export async function linkDependencies(
  options: LinkDependenciesOptions,
): Promise<DependencyLinkReport> {
  assertDependencyDirectories(options.directories);
  const report: DependencyLinkReport = {
    linked: [],
    skipped: [],
    workspacePackages: [],
    warnings: [],
  };
  const mainRoot = await realpath(options.mainRoot);
  for (const directory of options.directories) {
    const source = path.join(mainRoot, directory);
    const target = path.join(options.worktreeRoot, directory);
    try {
      const sourceStats = await stat(source);
      if (!sourceStats.isDirectory()) {
        report.warnings.push(`${directory}: not a directory in the main checkout; not linked`);
        continue;
      }
      await mkdir(path.dirname(target), { recursive: true });
      await mkdir(target);
    } catch (error) {
      const code = errorCode(error);
      if (code === 'ENOENT') report.skipped.push({ directory, reason: 'missing' });
      else if (code === 'EEXIST') report.skipped.push({ directory, reason: 'exists' });
      else report.warnings.push(`${directory}: ${errorMessage(error)}`);
      continue;
    }
    const farm = new LinkFarm(mainRoot, options.worktreeRoot, await realpath(source), report);
    await farm.fill(source, target, directory, true);
    report.linked.push(directory);
  }
  return report;
}

class LinkFarm {
  constructor(
    private readonly mainRoot: string,
    private readonly worktreeRoot: string,
    private readonly sourceReal: string,
    private readonly report: DependencyLinkReport,
  ) {}

  /** Links every entry of `source` into the (existing) directory `target`. */
  async fill(source: string, target: string, label: string, topLevel: boolean): Promise<void> {
    let entries;
    try {
      entries = await readdir(source, { withFileTypes: true });
    } catch (error) {
      this.report.warnings.push(`${label}: ${errorMessage(error)}`);
      return;
    }
    for (const entry of entries) {
      const from = path.join(source, entry.name);
      const to = path.join(target, entry.name);
      const entryLabel = `${label}/${entry.name}`;
      try {
        if (
          topLevel &&
          entry.isDirectory() &&
          (entry.name.startsWith('@') || entry.name === '.bin')
        ) {
          await mkdir(to);
          if (entry.name === '.bin') await this.fillBin(from, to, entryLabel);
          else await this.fill(from, to, entryLabel, false);
        } else if (entry.isSymbolicLink()) {
          await this.linkSymlinkEntry(from, to, entryLabel);
        } else {
          await link(from, to, entry.isDirectory());
        }
      } catch (error) {
        this.warn(entryLabel, error);
      }
    }
  }

  /** A symlinked entry: a workspace package is re-pointed at the worktree's copy. */
  private async linkSymlinkEntry(from: string, to: string, label: string): Promise<void> {
    let resolved: string;
    try {
      resolved = await realpath(from);
    } catch {
      // A dangling link in the main checkout: mirror it as it is.
      await link(from, to, false);
      return;
    }
    const inMain = path.relative(this.mainRoot, resolved);
    const isWorkspacePackage =
      inMain !== '' &&
      !inMain.startsWith('..') &&
      !path.isAbsolute(inMain) &&
      !inMain.split(path.sep).includes('node_modules') &&
      !isInside(this.sourceReal, resolved);
    if (isWorkspacePackage) {
      const own = path.join(this.worktreeRoot, inMain);
      const ownStats = await lstat(own).catch(() => undefined);
      if (ownStats) {
        const directory = (await stat(own)).isDirectory();
        await symlink(
          isWindows ? own : path.relative(path.dirname(to), own),
          to,
          directory ? (isWindows ? 'junction' : 'dir') : 'file',
        );
        this.report.workspacePackages.push(label);
        return;
      }
    }
    const directory = (await stat(from)).isDirectory();
    await link(from, to, directory);
  }

  /** `.bin` holds relative links such as `../pkg/cli.js`; keep them relative to the farm. */
  private async fillBin(source: string, target: string, label: string): Promise<void> {
    for (const entry of await readdir(source, { withFileTypes: true })) {
      const from = path.join(source, entry.name);
      const to = path.join(target, entry.name);
      try {
        const text = entry.isSymbolicLink() ? await readlink(from) : undefined;
        if (text !== undefined && !path.isAbsolute(text) && !isWindows) await symlink(text, to);
        else await link(from, to, entry.isDirectory());
      } catch (error) {
        this.warn(`${label}/${entry.name}`, error);
      }
    }
  }

  private warn(label: string, error: unknown): void {
    const code = errorCode(error);
    if (code === 'EEXIST' || code === 'ENOENT') return;
    this.report.warnings.push(`${label}: ${errorMessage(error)}`);
  }
}

async function link(from: string, to: string, directory: boolean): Promise<void> {
  await symlink(from, to, directory ? (isWindows ? 'junction' : 'dir') : 'file');
}

function isInside(parent: string, child: string): boolean {
  const relative = path.relative(parent, child);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}
