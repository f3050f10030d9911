import path from 'node:path';
import { enclosingDirectories } from '../platform/enclosing-directories.js';
import { checkInsideRoot, isInside, realPathOrSelf, type PathCheck } from '../tools/path-guard.js';
import type { MemoryContent } from './memory-content.js';
import { maxImportDepth } from './memory-imports.js';
import { readSources, type SettingSource } from '../settings/setting-sources.js';
import { readMemoryText } from './memory-text.js';
import { autoMemoryIndex } from './auto-memory.js';
import {
  directoryMemoryFiles,
  rulesDirectory,
  userMemoryFile,
  type MemoryFile,
  type MemoryKind,
} from './memory-file.js';
import type { MarkdownWalk } from '../platform/markdown-files.js';
import { ruleFilesUnder, ruleWalkNotices } from './rule-files.js';
import { rulePathMatcher } from './rule-paths.js';

export interface MemorySources {
  /**
   * The user's home: `<homeDir>/.claude/CLAUDE.md`, the rules under `<homeDir>/.claude/rules` and
   * `@~/…` imports; undefined: none.
   */
  homeDir?: string;
  /** Where the project's memory files are read: the repository, or the base branch's copy of it. */
  configRoot: string;
  /** The run's reads, shared by every agent's reader; without it each reader reads on its own. */
  reads?: MemoryReads;
  /** `--setting-sources`: the kinds of memory files read (user, project, local); default all. */
  settingSources?: readonly SettingSource[];
  /** The run's auto-memory directory (auto-memory.ts), whose MEMORY.md ends the startup files. */
  autoMemoryDirectory?: string;
}

/**
 * The memory files of one run, each found and read once for all its agents, as Claude Code
 * reads its memory once per session and gives every subagent the same: a file edited during the
 * run is seen by the next run. Without it, N agents started together made N path checks (each a
 * few realpath walks and thrown ENOENTs) and N reads of every memory file, on the event loop
 * while the lead waited for them to start.
 */
export class MemoryReads {
  private readonly contents = new Map<string, Promise<MemoryContent | undefined>>();
  private readonly ruleLists = new Map<string, Promise<MarkdownWalk>>();
  private readonly checks = new Map<string, PathCheck>();
  private readonly realRoots = new Map<string, string>();
  private readonly enclosing = new Map<string, Promise<string[]>>();
  private readonly notices = new Set<string>();
  private readonly autoMemoryIndexes = new Map<string, Promise<MemoryFile | undefined>>();

  /** @param warn where the run's log takes a notice (a file left out, an import refused). */
  constructor(private readonly warn: (line: string) => void = () => undefined) {}

  /**
   * What the file gives (memory-content.ts); undefined when it is not a readable file, or is left
   * out (a binary or oversized file: the run's log says which and why, once).
   */
  content(file: string): Promise<MemoryContent | undefined> {
    let content = this.contents.get(file);
    if (!content) {
      content = readMemoryText(file).then(async (read) => {
        if (read && 'skipped' in read) this.notice(`memory file ${file} not read: ${read.skipped}`);
        if (!read || !('text' in read)) return undefined;
        // Loaded with the first memory file: a run without one never loads its markdown lexer.
        const { memoryContent } = await import('./memory-content.js');
        const given = memoryContent(read.text);
        if (given.unreadable) {
          this.notice(`memory file ${file} sent as it is, importing nothing: ${given.unreadable}`);
        }
        return given;
      });
      this.contents.set(file, content);
    }
    return content;
  }

  /**
   * The rule files under a rules directory (rule-files.ts), listed once per run; given
   * `scopeRoot`, no directory linked out of it is entered. What the walk left out is said in the
   * run's log, with the rules directory shown as `shownDirectory`.
   */
  async ruleFiles(
    directory: string,
    shownDirectory: string,
    scopeRoot?: string,
  ): Promise<string[]> {
    const key = `${scopeRoot ?? ''}\0${directory}`;
    let walk = this.ruleLists.get(key);
    if (!walk) {
      walk = ruleFilesUnder(directory, scopeRoot);
      this.ruleLists.set(key, walk);
    }
    const walked = await walk;
    for (const line of ruleWalkNotices(walked, shownDirectory)) this.notice(line);
    return walked.files;
  }

  /** The auto memory's index (auto-memory.ts), read once per run. */
  autoMemoryIndex(directory: string): Promise<MemoryFile | undefined> {
    let index = this.autoMemoryIndexes.get(directory);
    if (!index) {
      index = autoMemoryIndex(directory, (line) => this.notice(line));
      this.autoMemoryIndexes.set(directory, index);
    }
    return index;
  }

  /** Says `line` in the run's log once, however many agents come across the same thing. */
  notice(line: string): void {
    if (this.notices.has(line)) return;
    this.notices.add(line);
    this.warn(line);
  }

  /** checkInsideRoot(root, relativePath) for reading, once per run. */
  check(root: string, relativePath: string): PathCheck {
    const key = `${root}\0${relativePath}`;
    let check = this.checks.get(key);
    if (!check) {
      check = checkInsideRoot(root, relativePath, { forWrite: false });
      this.checks.set(key, check);
    }
    return check;
  }

  /**
   * The directories above `root` up to the top of its git work tree, outermost first, looked up
   * once per run: a run started in a package of a monorepo also reads the memory files above it.
   */
  directoriesAbove(root: string): Promise<string[]> {
    let above = this.enclosing.get(root);
    if (!above) {
      above = enclosingDirectories(root).then((directories) => directories.reverse());
      this.enclosing.set(root, above);
    }
    return above;
  }

  realRoot(root: string): string {
    let real = this.realRoots.get(root);
    if (real === undefined) {
      real = realPathOrSelf(root);
      this.realRoots.set(root, real);
    }
    return real;
  }
}

/** Where one agent works: the paths it is shown are in its own tree, whatever configRoot is. */
export interface MemoryPlace {
  /** The agent's tree (the repository, or its worktree). */
  treeRoot: string;
  /** Its working directory relative to treeRoot ('' for the root). */
  relativeCwd: string;
}

/**
 * Reads memory files and what they import. One reader per agent conversation: a file it has
 * read (directly or by import) is never read again, which also ends import cycles.
 */
export class MemoryReader {
  private readonly seen = new Set<string>();
  /** Paths (as shown) a resumed conversation already holds: never attached again. */
  private readonly shownBefore = new Set<string>();
  private readonly reads: MemoryReads;
  private readonly kinds: ReadonlySet<MemoryKind>;
  private repository: Scope | undefined;
  /** Path-scoped rules of the startup directories (the user's first), then of those reached later. */
  private readonly startupRules: PathScopedRule[] = [];
  private readonly laterRules: PathScopedRule[] = [];

  constructor(
    private readonly sources: MemorySources,
    private readonly place: MemoryPlace,
  ) {
    this.reads = sources.reads ?? new MemoryReads();
    this.kinds = readSources(sources.settingSources);
  }

  /**
   * What an agent reads when it starts, in Claude Code's order: the user's CLAUDE.md and rules,
   * then for each directory from the top of the git work tree down to the working directory its
   * CLAUDE.md, .claude/CLAUDE.md, rules and CLAUDE.local.md, each followed by the files it
   * imports; last, the index of the user's auto memory. A rule with `paths:` is not among them:
   * it waits for rulesFor(). Claude Code reads the directories above a repository too; Flotilla
   * stops at its top, as it does for `.claude/agents`.
   */
  async startup(): Promise<MemoryFile[]> {
    const files: MemoryFile[] = [];
    const home = this.sources.homeDir;
    if (home !== undefined && this.kinds.has('user')) {
      const user = path.join(home, userMemoryFile);
      files.push(...(await this.read({ source: user, shown: user }, 'user', 0)));
      // The user's rules are their own files, links and all; their paths are the agent's.
      const rules = path.join(home, rulesDirectory);
      const workingDirectory = path.join(this.place.treeRoot, this.place.relativeCwd);
      for (const rule of await this.reads.ruleFiles(rules, rules)) {
        const file = path.join(rules, rule);
        const location = { source: file, shown: file };
        files.push(...(await this.rule(location, 'user', workingDirectory, this.startupRules)));
      }
    }
    const repository = await this.repositoryScope();
    if (repository) {
      for (const directory of await this.reads.directoriesAbove(this.sources.configRoot)) {
        const relative = path.relative(repository.root, directory);
        files.push(...(await this.filesOf(relative, repository, this.startupRules)));
      }
    }
    for (const directory of directoriesDownTo(this.place.relativeCwd)) {
      files.push(...(await this.filesOf(directory, this.projectScope, this.startupRules)));
    }
    const autoMemory = this.sources.autoMemoryDirectory;
    const index =
      autoMemory === undefined ? undefined : await this.reads.autoMemoryIndex(autoMemory);
    if (index) files.push(index);
    return files;
  }

  /**
   * Files a resumed conversation already shows (by the path shown): reaching them again attaches
   * nothing, as Claude Code 2.1.332 does not attach a nested CLAUDE.md twice across `--continue`.
   */
  shownAlready(paths: Iterable<string>): void {
    for (const shown of paths) this.shownBefore.add(shown);
  }

  /** The memory files of one directory (relative to the tree's root) not read before. */
  directory(relativeDirectory: string): Promise<MemoryFile[]> {
    return this.filesOf(relativeDirectory, this.projectScope, this.laterRules);
  }

  /**
   * The path-scoped rules that `file` (absolute, in the agent's tree) brings in, each with what
   * it imports, once: those of the directories reached after startup first, as Claude Code
   * 2.1.332 orders them.
   */
  async rulesFor(file: string): Promise<{ patterns: readonly string[]; files: MemoryFile[] }[]> {
    const brought: { patterns: readonly string[]; files: MemoryFile[] }[] = [];
    for (const rule of [...this.laterRules, ...this.startupRules]) {
      if (this.seen.has(rule.location.source)) continue;
      const relative = path.relative(rule.base, file);
      if (!isInside(relative) || !rule.matches(relative.split(path.sep).join('/'))) continue;
      const files = await this.read(rule.location, rule.kind, 0);
      if (files.length > 0) brought.push({ patterns: rule.patterns, files });
    }
    return brought;
  }

  private async filesOf(
    relativeDirectory: string,
    scope: Scope,
    pathScoped: PathScopedRule[],
  ): Promise<MemoryFile[]> {
    const files: MemoryFile[] = [];
    for (const { relativePath, kind, rules } of directoryMemoryFiles) {
      if (!this.kinds.has(kind)) continue;
      const inside = path.join(relativeDirectory, relativePath);
      const names = rules
        ? (
            await this.reads.ruleFiles(
              path.join(scope.root, inside),
              scope.show(inside),
              scope.root,
            )
          ).map((rule) => path.join(inside, rule))
        : [inside];
      for (const name of names) {
        const check = this.check(name, scope);
        if ('reason' in check) {
          // A CLAUDE.md or rule linked to a file outside the repository (Claude Code 2.1.332
          // reads such a CLAUDE.md): a committed link could name any file of the machine
          // running the Action.
          this.reads.notice(`memory file ${scope.show(name)} not read: ${check.reason}`);
          continue;
        }
        const base = scope.show(relativeDirectory);
        files.push(
          ...(await (rules ? this.rule(check, kind, base, pathScoped) : this.read(check, kind, 0))),
        );
      }
    }
    return files;
  }

  /** A rule file: read now when it applies everywhere, else kept in `pathScoped` for later. */
  private async rule(
    location: Location,
    kind: MemoryKind,
    base: string,
    pathScoped: PathScopedRule[],
  ): Promise<MemoryFile[]> {
    const patterns = (await this.reads.content(location.source))?.paths;
    if (patterns === undefined) return this.read(location, kind, 0);
    pathScoped.push({ location, kind, base, patterns, matches: rulePathMatcher(patterns) });
    return [];
  }

  private async read(location: Location, kind: MemoryKind, depth: number): Promise<MemoryFile[]> {
    if (this.seen.has(location.source) || this.shownBefore.has(location.shown)) return [];
    const content = await this.reads.content(location.source);
    if (content === undefined) return [];
    this.seen.add(location.source);
    const files: MemoryFile[] = [];
    const { text, imports } = content;
    if (text.trim() !== '') files.push({ path: location.shown, kind, text: text.trimEnd() });
    if (depth + 1 >= maxImportDepth) return files;
    for (const reference of imports) {
      const target = await this.importLocation(reference, location, kind);
      if (target) files.push(...(await this.read(target, kind, depth + 1)));
    }
    return files;
  }

  /**
   * Where an import points. `~/…` is in the user's home; anything else is relative to the
   * importing file. The user's files (~/.claude/CLAUDE.md and what it imports) may import any
   * file. A project or local file may import only files inside the repository, symbolic links
   * resolved: a committed CLAUDE.md must not pull the user's files (`@~/.config/gh/hosts.yml`,
   * a token) into every prompt. Claude Code 2.1.332 leaves such imports out in `-p` mode (it
   * asks first when someone can answer); a refused import is a notice in the run's log.
   */
  private async importLocation(
    reference: string,
    from: Location,
    kind: MemoryKind,
  ): Promise<Location | undefined> {
    const home = this.sources.homeDir;
    let absolute: string | undefined;
    if (reference.startsWith('~/')) {
      if (home === undefined) return undefined;
      absolute = path.join(home, reference.slice(2));
    } else if (path.isAbsolute(reference)) {
      absolute = reference;
    }
    if (kind === 'user' || from.relativePath === undefined) {
      const file = absolute ?? path.resolve(path.dirname(from.source), reference);
      return { source: file, shown: file };
    }
    const scope = from.scope ?? this.projectScope;
    const relative =
      absolute === undefined
        ? path.join(path.dirname(from.relativePath), reference)
        : path.relative(scope.shownRoot, absolute);
    let check = this.check(relative, scope);
    // A package's CLAUDE.md may import a file of the repository around it (`@../../docs/x.md`).
    const repository = await this.repositoryScope();
    if ('reason' in check && repository && scope !== repository) {
      const inRepository = this.check(
        path.relative(repository.root, path.resolve(scope.root, relative)),
        repository,
      );
      if (!('reason' in inRepository)) check = inRepository;
    }
    if ('reason' in check) {
      this.reads.notice(
        `memory file ${from.shown}: import @${reference} not read: ${check.reason} (a project memory file may import only files inside the repository)`,
      );
      return undefined;
    }
    return check;
  }

  /** Project files: read from configRoot, shown in the agent's own tree. */
  private get projectScope(): Scope {
    return {
      root: this.sources.configRoot,
      shownRoot: this.place.treeRoot,
      show: (inside) => path.join(this.place.treeRoot, inside),
    };
  }

  /**
   * The git work tree around configRoot when configRoot is below its top (a package of a
   * monorepo): its memory files are read from, and shown at, their place in the repository.
   */
  private async repositoryScope(): Promise<Scope | undefined> {
    const top = (await this.reads.directoriesAbove(this.sources.configRoot))[0];
    if (top === undefined) return undefined;
    this.repository ??= { root: top, shownRoot: top, show: (inside) => path.join(top, inside) };
    return this.repository;
  }

  /** A path inside the scope's root, to read and to show, or why it is refused. */
  private check(relativePath: string, scope: Scope): Location | { reason: string } {
    const check = this.reads.check(scope.root, relativePath);
    if (!check.ok) return { reason: check.reason };
    const inside = path.relative(this.reads.realRoot(scope.root), check.path);
    return { source: check.path, shown: scope.show(inside), relativePath: inside, scope };
  }
}

/** Where project memory files are read from and how their paths are shown to the agent. */
interface Scope {
  /** Files are read from here and may import only files under it. */
  root: string;
  /** The directory an absolute import is taken to be relative to. */
  shownRoot: string;
  show: (inside: string) => string;
}

/** A rule with `paths:`, waiting for a file it matches. */
interface PathScopedRule {
  location: Location;
  kind: MemoryKind;
  /** The directory its patterns are relative to (absolute, in the agent's tree). */
  base: string;
  patterns: readonly string[];
  matches: (relativePath: string) => boolean;
}

interface Location {
  /** The file read. */
  source: string;
  /** The path the model is shown. */
  shown: string;
  /** For project files: the path relative to the scope's root. */
  relativePath?: string;
  scope?: Scope;
}

/** '', 'a', 'a/b' for 'a/b': the directories from the root down to `relativeDirectory`. */
export function directoriesDownTo(relativeDirectory: string): string[] {
  const parts = relativeDirectory.split(/[\\/]/).filter((part) => part !== '' && part !== '.');
  return ['', ...parts.map((_, index) => parts.slice(0, index + 1).join('/'))];
}
