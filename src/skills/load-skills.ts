/**
 * Finds the skills a run offers: the user's (`~/.claude/skills/<name>/SKILL.md`), the project's
 * (`.claude/skills/<name>/SKILL.md` under the configuration root, which is the base branch's copy
 * on pull-request events, and under each directory above it up to the top of its git work tree)
 * and each plugin directory's (`skills/<name>/SKILL.md`, called `plugin:name`).
 *
 * A skill is called by its directory's name; its frontmatter `name`, where it differs, is an
 * alias, held by the first skill in listing order that claims it and by none when it is another
 * skill's or command's name, as Claude Code 2.1.332 resolves it (two skills api-review and
 * db-review, both `name: review`, were listed `- api-review (review)` and `- db-review`, and
 * `review` loaded api-review). Of a user and a project skill with the same name the user's is
 * offered, as Claude Code 2.1.332 does (it listed and loaded `~/.claude/skills/deploy` over
 * `.claude/skills/deploy`): the user's own skills are not replaced by a repository's.
 *
 * Commands (every `<path>.md` below `.claude/commands` of the project and of `~/.claude/commands`)
 * come after the skills, by name, as Claude Code 2.1.332 listed them; a subdirectory is a
 * namespace (`frontend/build.md` is `frontend:build`). Of two commands of a name the user's wins,
 * as Claude Code ran it; a skill keeps its name over a command.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { createProblem, type Problem, type SourceLocation } from '../agents/problems.js';
import {
  ensurePluginDataDirectory,
  pluginDataDirectory,
  pluginDataVariable,
} from '../plugins/plugin-data.js';
import { enclosingDirectories } from '../platform/enclosing-directories.js';
import { readPluginManifest, type PluginLocation } from '../plugins/plugin-manifest.js';
import { optionPlaceholders } from '../plugins/plugin-options.js';
import { readSources, type SettingSource } from '../settings/setting-sources.js';
import { parseSkillFile, type Skill, type SkillSource } from './skill-file.js';

export interface SkillSources {
  /** `<homeDir>/.claude/skills`; no user skills when undefined. */
  homeDir?: string;
  /** The project's configuration root: `.claude/skills` is read from it. */
  configRoot: string;
  /** The run's plugins (`--plugin-dir` and the installed ones enabled): their skills and commands. */
  plugins?: readonly PluginLocation[];
  /**
   * A run's: where the plugins' data directories live (src/plugins/plugin-data.ts); a plugin's
   * directory is made when one of its skills names `${CLAUDE_PLUGIN_DATA}`.
   */
  pluginDataRoot?: string;
  /**
   * `--setting-sources`: `user` reads `~/.claude/skills` and `~/.claude/commands`, `project` the
   * project's, as in Claude Code 2.1.332; plugins' are read whatever it says. Default: all.
   */
  settingSources?: readonly SettingSource[];
}

export interface SkillCatalog {
  /** The skills the model may load, in listing order: user, project, plugin; each by name. */
  readonly skills: readonly Skill[];
  /** The problems of every SKILL.md read, for `flotilla validate` and the run's warnings. */
  readonly problems: readonly Problem[];
  /**
   * A skill by the name the Skill tool or a `skills:` list gives: its name, else its alias; a
   * plugin's also by the plain name its frontmatter gives, when it is the only plugin skill of
   * that plain name (Skill.plainName).
   */
  find(name: string): Skill | undefined;
  /**
   * The skill an agent's `skills:` entry preloads: the one `find` gives, else a plugin skill by
   * its directory's name alone (`runner` for `kp:runner`), the agent's own plugin's first, then
   * the first plugin's, as Claude Code 2.1.332 preloads it (observed: only its Skill tool refuses
   * the short name). `ownPlugin`: the plugin of a plugin's agent.
   */
  findPreloaded(name: string, ownPlugin?: string): Skill | undefined;
  /**
   * The plugin skills a plain name that `find` does not load may mean (`bye`: `guard:bye`,
   * `other:bye`), for the error that says to call one by its full name.
   */
  plugins(name: string): readonly Skill[];
}

interface SkillRoot {
  directory: string;
  source: SkillSource;
  namespace?: string;
  /** A commands directory: every `*.md` below it is a command. */
  commands?: true;
  /** A plugin's directory: its skills' and commands' `${CLAUDE_PLUGIN_ROOT}`. */
  pluginRoot?: string;
  /** A plugin's data directory: its skills' and commands' `${CLAUDE_PLUGIN_DATA}`. */
  pluginData?: string;
  /** A plugin's options: its skills' and commands' `${user_config.NAME}`. */
  pluginOptions?: Record<string, string>;
}

export async function loadSkills(sources: SkillSources): Promise<SkillCatalog> {
  const read = readSources(sources.settingSources);
  // Started in a subdirectory, the work tree's skills and commands above it count too, the
  // nearest first (it wins a name), as Claude Code 2.1.332 listed them.
  const projectDirectories = [
    sources.configRoot,
    ...(await enclosingDirectories(sources.configRoot)),
  ];
  // The user's and the project's, those --setting-sources reads.
  const own: (SkillRoot & { source: SettingSource })[] = [
    ...(sources.homeDir
      ? [{ directory: path.join(sources.homeDir, '.claude', 'skills'), source: 'user' as const }]
      : []),
    ...projectDirectories.map((directory) => ({
      directory: path.join(directory, '.claude', 'skills'),
      source: 'project' as const,
    })),
    ...(sources.homeDir
      ? [
          {
            directory: path.join(sources.homeDir, '.claude', 'commands'),
            source: 'user' as const,
            commands: true as const,
          },
        ]
      : []),
    ...projectDirectories.map((directory) => ({
      directory: path.join(directory, '.claude', 'commands'),
      source: 'project' as const,
      commands: true as const,
    })),
  ];
  const roots: SkillRoot[] = [
    ...own.filter((root) => read.has(root.source)),
    // A plugin's skills, then its commands (`commands/*.md`), both `plugin:name`, as Claude
    // Code 2.1.332 offers them.
    ...(
      await Promise.all(
        (sources.plugins ?? []).map(async (location) => {
          const manifest = await readPluginManifest(location);
          const plugin = {
            source: 'plugin' as const,
            namespace: manifest.name,
            pluginRoot: manifest.root,
            pluginOptions: optionPlaceholders({
              userConfig: manifest.userConfig,
              options: location.options ?? {},
            }),
            ...(sources.pluginDataRoot !== undefined
              ? { pluginData: pluginDataDirectory(sources.pluginDataRoot, manifest.id) }
              : {}),
          };
          // `skills/` and the manifest's `skills` directories; the manifest's `commands` (files
          // or directories) instead of `commands/` (src/plugins/plugin-manifest.ts).
          return [
            ...manifest.skillDirectories.map((directory) => ({ ...plugin, directory })),
            ...manifest.commandPaths.map((directory) => ({
              ...plugin,
              directory,
              commands: true as const,
            })),
          ];
        }),
      )
    ).flat(),
  ];
  const found = await Promise.all(roots.map(readSkillRoot));
  const byName = new Map<string, Skill>();
  for (const skill of found.flatMap((batch) => batch.skills)) {
    // The first of a name wins: the user's over the project's, a skill over a command (the
    // order of `roots`).
    if (!byName.has(skill.name)) byName.set(skill.name, skill);
  }
  const kept = [...byName.values()];
  const byCommandName = (a: Skill, b: Skill) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
  const listed = [
    ...kept.filter((skill) => skill.kind === 'skill' && skill.source !== 'plugin'),
    // Commands are listed by name, whichever source each comes from.
    ...kept
      .filter((skill) => skill.kind === 'command' && skill.source !== 'plugin')
      .sort(byCommandName),
    ...kept.filter((skill) => skill.source === 'plugin'),
  ];
  const aliasAt = new Map(found.flatMap((batch) => [...batch.aliasAt]));
  const aliases = resolveAliases(listed, aliasAt);
  return createSkillCatalog(aliases.skills, [
    ...found.flatMap((batch) => batch.problems),
    ...aliases.problems,
  ]);
}

/**
 * Each alias stays with the first skill in listing order that claims it, unless it is another
 * skill's or command's name; the others lose it, each with a warning naming the holder. `held`
 * are skills offered before these (an agent's, when a package's are found): their names and
 * aliases are taken, and they keep theirs.
 */
export function resolveAliases(
  skills: readonly Skill[],
  aliasAt: ReadonlyMap<Skill, SourceLocation>,
  held: readonly Skill[] = [],
): { skills: Skill[]; problems: Problem[] } {
  const byName = new Map<string, Skill>();
  for (const skill of [...held, ...skills]) {
    if (!byName.has(skill.name)) byName.set(skill.name, skill);
  }
  const byAlias = new Map<string, Skill>();
  for (const skill of held) {
    if (skill.alias !== undefined && !byAlias.has(skill.alias)) byAlias.set(skill.alias, skill);
  }
  const problems: Problem[] = [];
  const resolved = skills.map((skill) => {
    if (skill.alias === undefined) return skill;
    const holder = byName.get(skill.alias) ?? byAlias.get(skill.alias);
    if (holder === undefined) {
      byAlias.set(skill.alias, skill);
      return skill;
    }
    const which = holder.name === skill.alias ? 'the name' : 'the alias';
    problems.push(
      createProblem(
        'skill-alias-taken',
        aliasAt.get(skill) ?? { file: skill.file, line: 1, column: 1 },
        `'${skill.alias}' is ${which} of the skill '${holder.name}' (${holder.file}): as in Claude Code, '${skill.alias}' loads that one, and this skill is called '${skill.name}' only.`,
        `Give this skill a name no other skill has, or remove its name: line to call it '${skill.name}', its directory's name.`,
      ),
    );
    const { alias: _taken, ...rest } = skill;
    return rest;
  });
  return { skills: resolved, problems };
}

/** A catalog of skills already found (a teammate process gets its lead's this way). */
export function createSkillCatalog(
  skills: readonly Skill[],
  problems: readonly Problem[] = [],
): SkillCatalog {
  const plugins = (name: string) =>
    skills.filter(
      (skill) =>
        skill.source === 'plugin' &&
        (skill.name.endsWith(`:${name}`) || skill.alias?.endsWith(`:${name}`) === true),
    );
  const find = (name: string): Skill | undefined => {
    const found =
      skills.find((skill) => skill.name === name) ?? skills.find((skill) => skill.alias === name);
    if (found || name.includes(':')) return found;
    const [only, ...others] = plugins(name);
    return only?.plainName === name && others.length === 0 ? only : undefined;
  };
  return {
    skills,
    problems,
    find,
    findPreloaded: (name, ownPlugin) => {
      const found = find(name);
      if (found || name.includes(':')) return found;
      const byDirectory = skills.filter(
        (skill) =>
          skill.source === 'plugin' && skill.name.slice(skill.name.indexOf(':') + 1) === name,
      );
      return byDirectory.find((skill) => skill.name === `${ownPlugin}:${name}`) ?? byDirectory[0];
    },
    plugins,
  };
}

/** The skills of a project's `.claude/skills` directory (a package's, found on access). */
export function readProjectSkills(directory: string): Promise<SkillBatch> {
  return readSkillRoot({ directory, source: 'project' });
}

/** The SKILL.md files of one skills directory, one level down, in name order. */
async function findSkillFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true }).catch(() => []);
  return entries
    .filter(
      (entry) => (entry.isDirectory() || entry.isSymbolicLink()) && !entry.name.startsWith('.'),
    )
    .map((entry) => entry.name)
    .sort()
    .map((name) => path.join(directory, name, 'SKILL.md'));
}

/**
 * The markdown files below a commands directory, at any depth, in path order; a plugin's
 * manifest may also name one command file, which is then the only one.
 */
async function findCommandFiles(directory: string): Promise<string[]> {
  if (directory.endsWith('.md') && (await stat(directory).catch(() => undefined))?.isFile()) {
    return [directory];
  }
  const entries = await readdir(directory, { withFileTypes: true }).catch(() => []);
  const found = await Promise.all(
    entries
      .filter((entry) => !entry.name.startsWith('.'))
      .map(async (entry) => {
        const full = path.join(directory, entry.name);
        if (entry.isFile() || entry.isSymbolicLink()) {
          if (entry.name.endsWith('.md')) return [full];
          if (entry.isFile()) return [];
        }
        return findCommandFiles(full);
      }),
  );
  return found.flat().sort();
}

/**
 * `frontend/build.md` under the commands directory is the command `frontend:build`; a command
 * file named on its own is called by its file's name.
 */
function commandName(directory: string, file: string): string {
  if (directory === file) return path.basename(file, '.md');
  return path.relative(directory, file).slice(0, -'.md'.length).split(path.sep).join(':');
}

interface SkillBatch {
  skills: Skill[];
  problems: Problem[];
  /** Where each skill with an alias writes it. */
  aliasAt: Map<Skill, SourceLocation>;
}

async function readSkillRoot(root: SkillRoot): Promise<SkillBatch> {
  const skills: Skill[] = [];
  const problems: Problem[] = [];
  const aliasAt = new Map<Skill, SourceLocation>();
  const files = root.commands
    ? await findCommandFiles(root.directory)
    : await findSkillFiles(root.directory);
  for (const file of files) {
    const text = await readFile(file, 'utf8').catch(() => undefined);
    // A directory without SKILL.md is not a skill (a shared scripts folder, say).
    if (text === undefined) continue;
    const parsed = parseSkillFile({
      text,
      file,
      source: root.source,
      ...(root.namespace ? { namespace: root.namespace } : {}),
      ...(root.commands ? { commandName: commandName(root.directory, file) } : {}),
      ...(root.pluginRoot !== undefined
        ? {
            plugin: {
              root: root.pluginRoot,
              ...(root.pluginData !== undefined ? { data: root.pluginData } : {}),
              ...(root.pluginOptions !== undefined ? { options: root.pluginOptions } : {}),
            },
          }
        : {}),
    });
    problems.push(...parsed.problems);
    // Its text or its allowed-tools may name the data directory.
    if (root.pluginData !== undefined && text.includes(`\${${pluginDataVariable}}`)) {
      await ensurePluginDataDirectory(root.pluginData);
    }
    const skill = parsed.skill;
    skills.push(skill);
    if (parsed.aliasAt) aliasAt.set(skill, parsed.aliasAt);
  }
  return { skills, problems, aliasAt };
}
