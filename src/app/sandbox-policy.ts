import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  realpathSync,
  writeFileSync,
} from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { AgentDefinition } from '../agents/definition.js';
import type { RunConfig } from '../config/run-config.js';
import { memoryDirectoryOf, type AgentMemoryPlaces } from '../memory/agent-memory-directory.js';
import { UserError } from '../errors.js';
import { readLinkedGitDirSync } from '../platform/git.js';
import { probeSandbox, unmountableReason, type SandboxPolicy } from '../platform/sandbox.js';
import { writeFileAtomically } from '../platform/atomic-write.js';
import { isInside, realPathOrSelf } from '../tools/path-guard.js';
import { sensitivePathReason, sensitivePathsNotCreated } from '../tools/sensitive-files.js';

/**
 * The sandbox policy of an agent working in `root` (its memory directory, if its definition has
 * one, writable too); undefined: no sandbox this run.
 */
export type SandboxFor = (root: string, definition?: AgentDefinition) => SandboxPolicy | undefined;

/** The PATHs the sandbox is opened with. */
export interface SandboxSearchPaths {
  /** Flotilla's own PATH: where bwrap is found; its directories are visible to commands. */
  own: string;
  /** The commands' PATH (the settings' `env.PATH`, if they set one). */
  tools: string;
  /**
   * Whether the settings that gave `tools` are trusted: an untrusted checkout's PATH still
   * applies to its commands, but its directories are not made visible (they could name any
   * directory of the host).
   */
  toolsTrusted: boolean;
  /**
   * The loaded plugins' `bin/` directories, on the commands' PATH: visible, as the plugins run
   * their hooks on the machine (only a trusted workspace's settings enable one).
   */
  pluginBinaries?: readonly string[];
}

/**
 * Decides once per run whether tool subprocesses and hooks run inside bubblewrap, and with what:
 * the agent's working tree writable (and the git directory, so git works in a worktree, but not
 * its hooks or any file git reads as configuration), the system's directories, the programs on
 * PATH and the main checkout's dependency directories readable, nothing else of the file system
 * at all (no home directory, no other checkout), a private /tmp, no view of other processes, no
 * network unless asked.
 */
export async function openSandbox(
  config: Pick<RunConfig, 'sandbox' | 'sandboxNetwork' | 'repoRoot' | 'dependencyDirs'>,
  memoryPlaces: AgentMemoryPlaces,
  /** Awaited once the probe has run (a run finds it with git while the probe runs). */
  gitCommonDirKnown: string | undefined | Promise<string | undefined>,
  log: (line: string) => void,
  searchPaths: SandboxSearchPaths,
): Promise<SandboxFor> {
  const networkMoot = (why: string) => {
    if (config.sandboxNetwork)
      log(`notice: --sandbox-network has no effect ${why}: commands have the network anyway.`);
  };
  if (config.sandbox === 'off') {
    networkMoot('with the sandbox off');
    return () => undefined;
  }
  const probe = await probeSandbox(searchPaths.own);
  if (!probe.available) {
    if (config.sandbox === 'on') {
      throw new UserError(
        `The OS sandbox was required (--sandbox), but ${probe.reason}.`,
        'Install bubblewrap (apt-get install bubblewrap) where user namespaces are allowed, or run with --no-sandbox. docs/security.md says what changes without it.',
      );
    }
    log(
      `notice: Bash and hooks run without the OS sandbox: ${probe.reason} (docs/security.md says what that exposes; --sandbox makes it required).`,
    );
    networkMoot('without the sandbox');
    return () => undefined;
  }
  const gitCommonDir = await gitCommonDirKnown;
  const git = gitCommonDir ? [gitCommonDir] : [];
  // Read-only: every file of the git directory that git reads as configuration (what an agent
  // could use to make git run a command, on the host too: a filter driver, an fsmonitor, a hook)
  // or as a rule on what it sees (info/exclude hides files from a commit, info/attributes merges
  // a conflict away), and where other worktrees keep theirs.
  // Also the submodules' git directories: Flotilla's own `git submodule update` for a new
  // worktree, outside the sandbox, reuses `modules/<name>`, so a config planted there
  // (core.worktree, a filter) would act outside. Inside, agents cannot set up submodules.
  const gitProtected = gitCommonDir
    ? commonGitProtected.map((name) => path.join(gitCommonDir, name))
    : [];
  if (gitCommonDir) {
    // Each exists before any command runs, to be mounted read-only as what it is: one missing
    // could be created by a command (a clone made without hooks, by an empty template, go-git,
    // JGit, would let a command create .git/hooks and its hooks; config.worktree is read once
    // extensions.worktreeConfig is set). `commondir` names the git directory itself, which
    // changes nothing for git, where a command could otherwise make one naming a directory of
    // its own, with its own config, for the user's next git command.
    // Where they cannot be made (a read-only checkout), nothing can create them in the sandbox
    // either; a path still missing gets an empty read-only directory there (sandboxedCommand).
    for (const directory of ['hooks', 'info', 'worktrees', 'flotilla'])
      await mkdir(path.join(gitCommonDir, directory), { recursive: true }).catch(() => undefined);
    // Each appears whole (git running meanwhile, the sweep's among them, fails on an empty
    // `commondir`), and one that exists is left as it is.
    for (const [file, content] of [
      ['config', ''],
      ['config.worktree', ''],
      ['commondir', '.\n'],
    ] as const) {
      const target = path.join(gitCommonDir, file);
      if (existsSync(target)) continue;
      await writeFileAtomically(target, content, { keepExisting: true }).catch(() => undefined);
    }
  }
  // Besides the system's directories: the programs on the tools' PATH, and the main checkout's
  // dependency directories that a worktree's links point to. Nothing else outside the tree, and
  // never a directory standing in for the sandbox's own /proc, /dev or /tmp.
  const absoluteEntries = (searchPath: string) =>
    searchPath.split(path.delimiter).filter((entry) => path.isAbsolute(entry));
  const programDirectories = absoluteEntries(searchPaths.own);
  const toolDirectories = absoluteEntries(searchPaths.tools).filter(
    (entry) => !programDirectories.includes(entry),
  );
  programDirectories.push(...(searchPaths.pluginBinaries ?? []));
  if (searchPaths.toolsTrusted) programDirectories.push(...toolDirectories);
  else if (toolDirectories.length > 0) {
    log(
      `notice: ${toolDirectories.join(', ')} (env.PATH in the settings) ${toolDirectories.length === 1 ? 'is' : 'are'} not made visible in the sandbox: this workspace has not been trusted (--trust-project trusts it).`,
    );
  }
  // A dependency directory is the checkout's own: one that is a link out of it (a committed
  // `node_modules -> /home/runner`) would show that directory instead.
  const repoReal = realPathOrSelf(config.repoRoot);
  const dependencies = config.dependencyDirs.flatMap((directory) => {
    const full = path.join(config.repoRoot, directory);
    const real = realPathOf(full);
    if (real === undefined || isInside(path.relative(repoReal, real))) return [full];
    log(`notice: ${full} is not made visible in the sandbox: it leads out of the checkout.`);
    return [];
  });
  const visible: string[] = [];
  for (const directory of new Set([
    ...programDirectories,
    path.dirname(process.execPath),
    ...dependencies,
  ])) {
    const refused = unmountableReason(directory);
    if (refused === undefined) visible.push(directory);
    else log(`notice: ${directory} is not made visible in the sandbox: ${refused}.`);
  }
  const visibleChecked = resolvedPaths(visible);
  // A worktree's own git directory, resolved the first time one of its agents runs (before any
  // of their commands could rewrite its `.git` file).
  const ownGitDirs = new Map<string, string | undefined>();
  const ownGitDirOf = (root: string): string | undefined => {
    if (!gitCommonDir) return undefined;
    if (!ownGitDirs.has(root)) {
      const gitDir = readLinkedGitDirSync(root, gitCommonDir);
      if (gitDir) prepareWorktreeGitDir(gitDir);
      ownGitDirs.set(root, gitDir);
    }
    return ownGitDirs.get(root);
  };
  return (root, definition) => {
    const memory = definition ? memoryDirectoryOf(definition, memoryPlaces) : undefined;
    // `.claude` bound on itself: a mount point cannot be renamed, so no command moves it away to
    // put a `.claude` of its own (with a settings.json) in its place.
    const claude = path.join(root, '.claude');
    const claudeBound = lstatSync(claude, { throwIfNoEntry: false })?.isDirectory() === true;
    const writable = [root, ...(claudeBound ? [claude] : []), ...git, ...(memory ? [memory] : [])];
    // <common>/worktrees is read-only: a worktree agent writes its own git directory (its index,
    // HEAD, per-worktree refs), never its configuration, nor another worktree's.
    const ownGitDir = ownGitDirOf(root);
    return {
      program: probe.program,
      visible,
      writable,
      readOnly: [...gitProtected, ...treeSensitiveEntries(root, writable)],
      ...(ownGitDir
        ? {
            reopened: [
              {
                writable: ownGitDir,
                readOnly: worktreeGitProtected.map((name) => path.join(ownGitDir, name)),
              },
            ],
          }
        : {}),
      network: config.sandboxNetwork,
      // Each command mounts an entry only while it still resolves where it did now.
      checked: new Map([
        ...visibleChecked,
        ...resolvedPaths([...writable, ...(ownGitDir ? [ownGitDir] : [])]),
      ]),
    };
  };
}

/**
 * What a command may neither change nor create in the tree at `root`: each sensitive entry there
 * now (sensitive-files.ts: `.mcp.json`, `.vscode/`, a worktree's `.git` file, each entry of
 * `.claude/`), and the ones Claude Code's sandbox refuses to create. Not what must stay writable:
 * `.claude/worktrees/` (not sensitive), a path holding a writable one (the agent's memory
 * directory), the git directory (commonGitProtected says what of it is read-only).
 */
function treeSensitiveEntries(root: string, writable: readonly string[]): string[] {
  const namesIn = (directory: string) => {
    try {
      return readdirSync(directory);
    } catch {
      return [];
    }
  };
  // An entry every file under which is sensitive, or a sensitive file (paths relative to root:
  // this runs for every agent, and path.relative for each name cost more than the rest).
  const sensitive = (relative: string) =>
    sensitivePathReason(relative) !== undefined ||
    sensitivePathReason(`${relative}${path.sep}file`) !== undefined;
  const entries = new Set<string>();
  const names = namesIn(root);
  for (const name of names) {
    if (name.toLowerCase() !== '.claude') {
      if (sensitive(name)) entries.add(name);
      continue;
    }
    for (const inner of namesIn(path.join(root, name))) {
      const relative = `${name}${path.sep}${inner}`;
      if (sensitive(relative)) entries.add(relative);
    }
  }
  // Where there is no `.claude` yet, none is made: its entries could not be protected from a
  // rename of the directory made to hold them.
  const claudeMissing = !names.includes('.claude');
  for (const relative of sensitivePathsNotCreated) {
    const inClaude = relative.split(path.sep)[0] === '.claude';
    entries.add(inClaude && claudeMissing ? '.claude' : relative);
  }
  const holdsWritable = (entry: string) =>
    writable.some((directory) => directory === entry || directory.startsWith(entry + path.sep));
  return [...entries]
    .map((relative) => path.join(root, relative))
    .filter((entry) => !holdsWritable(entry));
}

/** What a command may not write in the common git directory. */
const commonGitProtected = [
  'hooks',
  'config',
  'config.worktree',
  'commondir',
  'info',
  'modules',
  'worktrees',
  // Flotilla's own records (a worktree's git directory, which its host-side git is pinned to;
  // sessions a later run resumes): written by Flotilla only.
  'flotilla',
];

/**
 * What a command may not write in a worktree's own git directory: its configuration, where git
 * finds the common directory (and its config) and the worktree, its sparse-checkout rules.
 */
const worktreeGitProtected = ['config.worktree', 'commondir', 'gitdir', 'info'];

/** The files worktreeGitProtected names that git has not made yet, made empty. */
function prepareWorktreeGitDir(gitDir: string): void {
  try {
    mkdirSync(path.join(gitDir, 'info'), { recursive: true });
    writeFileSync(path.join(gitDir, 'config.worktree'), '', { flag: 'wx' });
  } catch {
    // There already, or a read-only checkout (where nothing can create it in the sandbox either).
  }
}

function realPathOf(file: string): string | undefined {
  try {
    return realpathSync.native(file);
  } catch {
    return undefined;
  }
}

/** Each existing path with its real path. */
function resolvedPaths(paths: readonly string[]): [string, string][] {
  return paths.flatMap((file) => {
    const real = realPathOf(file);
    return real === undefined ? [] : [[file, real] as [string, string]];
  });
}
