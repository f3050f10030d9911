/**
 * The skills of a package's `.claude/skills` (any directory below the project's own), which
 * Claude Code 2.1.332 offers an agent once it reads, writes or edits a file under that directory:
 * the tool's result is followed by the new skills, each marked with the directory it applies to,
 * and the Skill tool loads them from then on. A skill named like one the agent has already is
 * called `<directory>:<name>` (`pkg:deploy`), as Claude Code names it. A package's commands are
 * not offered this way, as in Claude Code.
 *
 * Unlike Claude Code 2.1.332, which also offers a skill written during the session (by Bash: its
 * edit tools refuse `.claude/` as a sensitive file), a skill whose file or directory was
 * created or changed after the run started is not offered: its frontmatter `hooks` could approve
 * any call (permissionDecision "allow"), so an agent able to write a file could grant itself
 * every command. The configuration a run uses is what was there when it started.
 */
import { lstat, stat } from 'node:fs/promises';
import path from 'node:path';
import { directoriesDownTo } from '../memory/memory-loader.js';
import type { ContentBlockParam, ToolResultBlockParam, ToolUseBlock } from '../model/types.js';
import { isInside } from '../tools/path-guard.js';
import { touchedFiles } from '../tools/touched-files.js';
import {
  createSkillCatalog,
  readProjectSkills,
  resolveAliases,
  type SkillCatalog,
} from './load-skills.js';
import type { Skill } from './skill-file.js';
import { listingLine } from './skill-tool.js';

/** An agent's skills once packages' were found: a fork starts from a copy of its parent's. */
export interface FoundSkills {
  /** The run's skills, then those found. */
  skills: readonly Skill[];
  /** Directories (relative to the agent's tree) whose `.claude/skills` were looked for. */
  visited: readonly string[];
}

export class NestedSkills {
  /** The run's skills, then those found: the catalog's `find` reads this array as it grows. */
  private readonly skills: Skill[];
  /** The agent's skills, the ones found so far included. */
  readonly catalog: SkillCatalog;
  /** Directories (relative to the agent's tree) whose `.claude/skills` were looked for. */
  private readonly visited = new Set<string>(['']);

  constructor(
    run: SkillCatalog,
    /** Where the project's configuration is read (the base branch's copy on pull requests). */
    private readonly configRoot: string,
    /** The agent's tree (the repository, or its worktree): the paths its tools name. */
    private readonly root: string,
    /** What its parent had found when it forked (copied); none: the run's skills. */
    found: FoundSkills | undefined,
    /** When the run started (ms since the epoch): a skill changed since is not offered. */
    private readonly runStartedMs: number,
  ) {
    this.skills = [...(found?.skills ?? run.skills)];
    for (const directory of found?.visited ?? []) this.visited.add(directory);
    this.catalog = createSkillCatalog(this.skills, run.problems);
  }

  /** A copy of what was found so far. */
  found(): FoundSkills {
    return { skills: [...this.skills], visited: [...this.visited] };
  }

  /** The skills a tool round's successful file calls reached for the first time, as a reminder. */
  async discover(
    calls: readonly ToolUseBlock[],
    results: readonly ToolResultBlockParam[],
  ): Promise<ContentBlockParam[]> {
    const blocks: ContentBlockParam[] = [];
    for (const file of touchedFiles(calls, results, this.root)) {
      const directory = path.relative(this.root, path.dirname(file));
      if (!isInside(directory)) continue;
      for (const reached of directoriesDownTo(directory)) {
        if (this.visited.has(reached)) continue;
        this.visited.add(reached);
        const found = await readProjectSkills(
          path.join(this.configRoot, reached, '.claude', 'skills'),
        );
        const unchanged = await Promise.all(
          found.skills.map((skill) => unchangedSince(skill, this.runStartedMs)),
        );
        const kept = found.skills.filter((_, index) => unchanged[index]);
        const text = discoveredText(reached, this.add(kept, reached));
        if (text) blocks.push({ type: 'text', text });
      }
    }
    return blocks;
  }

  /**
   * A package's skills join the agent's: one named like a skill the agent has is scoped to the
   * package (`pkg:name`); aliases are then resolved as the run's are (load-skills.ts), the
   * agent's skills holding theirs. Their problems are not reported: the run has started.
   */
  private add(found: readonly Skill[], directory: string): Found[] {
    const named = new Set(this.skills.map((skill) => skill.name));
    const scoped = found.map((skill) =>
      named.has(skill.name) ? { ...skill, name: `${directory}:${skill.name}` } : skill,
    );
    const { skills: added } = resolveAliases(scoped, new Map(), this.skills);
    this.skills.push(...added);
    return added.map((skill, index) => {
      const original = found[index]?.name;
      return original !== undefined && skill.name !== original
        ? { skill, shadows: original }
        : { skill };
    });
  }
}

/**
 * Whether a skill's file (and what a link there leads to) and its directory are as they were when
 * the run started. The change time (ctime) is the kernel's: `touch -d` cannot set it back, and
 * creating, writing, renaming or linking a file sets it, so a file written during the run, even
 * elsewhere and moved in, counts as changed. A path that cannot be looked at counts as changed.
 */
async function unchangedSince(skill: Skill, runStartedMs: number): Promise<boolean> {
  const looks = [lstat(skill.file), stat(skill.file), lstat(path.dirname(skill.file))];
  const stats = await Promise.all(looks).catch(() => undefined);
  return stats !== undefined && stats.every((status) => status.ctimeMs < runStartedMs);
}

interface Found {
  skill: Skill;
  /** The name it would have had, which another skill of the agent holds. */
  shadows?: string;
}

/** The reminder naming a directory's skills the model may now load; undefined for none. */
function discoveredText(directory: string, found: readonly Found[]): string | undefined {
  const listed = found.filter(({ skill }) => skill.modelInvocable);
  if (listed.length === 0) return undefined;
  const lines = listed.map(({ skill, shadows }) => {
    const scope = shadows
      ? `for files under ${directory}/, in place of the skill ${shadows}`
      : `for files under ${directory}/`;
    return `${listingLine(skill)} (${scope})`;
  });
  return [
    '<system-reminder>',
    `You are working on files under ${directory}/. The skills of ${directory}/.claude/skills can now be loaded with the Skill tool:`,
    '',
    ...lines,
    '</system-reminder>',
  ].join('\n');
}
