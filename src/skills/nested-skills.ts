/**
 * The skills of a package's `.claude/skills` (any directory below the project's own), which
 * Claude Code 2.1.332 offers an agent once it reads, writes or edits a file under that directory:
 * the tool's result is followed by the new skills, each marked with the directory it applies to,
 * and the Skill tool loads them from then on. A skill named like one the agent has already is
 * called `<directory>:<name>` (`pkg:deploy`), as Claude Code names it. A package's commands are
 * not offered this way, as in Claude Code.
 */
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
    found?: FoundSkills,
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
        const text = discoveredText(reached, this.add(found.skills, reached));
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
