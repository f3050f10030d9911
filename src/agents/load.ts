/**
 * Loads agent definitions from every source, in precedence order (lowest first):
 * built-in → plugin dirs (`agents/`) → user (~/.claude/agents) → project (.claude/agents of the directories
 * above the repository root up to the top of its git work tree, then its own) → --agents JSON →
 * managed. Files are read concurrently; the result is ordered by source, then by path.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { errorMessage, UserError } from '../errors.js';
import { builtinAgents } from './builtins.js';
import type { AgentDefinition, AgentSource } from './definition.js';
import {
  comparePaths,
  exists,
  findMarkdownFiles,
  isDirectory,
  mapConcurrently,
  markdownFilesAt,
} from './find-agent-files.js';
import { parseAgentFile } from './parse-agent-file.js';
import { parseAgentsJson } from './parse-agents-json.js';
import type { ParsedAgent } from './parsed-agent.js';
import { applyPrecedence } from './precedence.js';
import type { ShadowedAgent } from './precedence.js';
import { builtinLabel, inlineAgentsLabel } from './problems.js';
import type { Problem, SourceLocation } from './problems.js';
import { resolveReferences } from './references.js';
import type { ReferenceRoots } from './references.js';
import type { AgentRegistry } from './registry.js';
import { enclosingDirectories } from '../platform/enclosing-directories.js';
import {
  ensurePluginDataDirectory,
  pluginDataDirectory,
  pluginDataVariable,
} from '../plugins/plugin-data.js';
import {
  readPluginManifest,
  type PluginLocation,
  type PluginManifest,
} from '../plugins/plugin-manifest.js';
import { optionPlaceholders } from '../plugins/plugin-options.js';
import { fillVariables } from '../skills/skill-arguments.js';
import { loadSkills, type SkillCatalog } from '../skills/load-skills.js';
import { readSources, type SettingSource } from '../settings/setting-sources.js';

export interface LoadAgentsOptions {
  /** Repository root: `.claude/agents`, `.claude/skills` and `.mcp.json` are read from it. */
  repoRoot: string;
  /** Home directory for `~/.claude/agents`; no user source when undefined. */
  homeDir?: string;
  /** The run's plugins (`--plugin-dir` and the installed ones enabled): each one's agents. */
  plugins?: readonly PluginLocation[];
  /**
   * A run's: where the plugins' data directories live, `${CLAUDE_PLUGIN_DATA}` in a plugin agent's
   * prompt (src/plugins/plugin-data.ts); without it the variable stays as written.
   */
  pluginDataRoot?: string;
  /** `--agents`: inline JSON text (starting with `{`) or a path to a JSON file. */
  agentsJson?: string;
  /** Managed/policy agents: a JSON file of the `--agents` shape, or a directory of `.md` files. */
  managedPath?: string;
  /**
   * `--setting-sources`: `user` reads `~/.claude/agents`, `project` the `.claude/agents`
   * directories, as in Claude Code 2.1.332; built-in, plugin, `--agents` and managed agents are
   * read whatever it says. Default: all.
   */
  settingSources?: readonly SettingSource[];
  /**
   * The run's skills, which `skills:` entries are checked against; without it the skills a run
   * here offers are read (src/skills/load-skills.ts).
   */
  skills?: Promise<SkillCatalog>;
}

export interface LoadedAgents {
  /** The effective agents, one per name. */
  registry: AgentRegistry;
  /** Every definition loaded, shadowed ones included, in precedence order (lowest first). */
  definitions: AgentDefinition[];
  shadowed: ShadowedAgent[];
  /** Every problem: per source and file in load order, then the shadowing warnings. */
  problems: Problem[];
  /** The agents that have errors and so did not load, in load order (their problems are above). */
  unloadable: UnloadableAgent[];
}

export interface UnloadableAgent {
  /** Its `name` as written when readable, else the file name without `.md` (or the JSON key). */
  name: string;
  /** Where it is: its `name` key, or the file start. */
  location: SourceLocation;
  source: AgentSource;
  /** Its errors (its warnings are in `problems` too). */
  errors: Problem[];
}

interface SourceBatch {
  agents: ParsedAgent[];
  problems: Problem[];
}

const readConcurrency = 32;

async function readText(file: string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    throw new UserError(`Cannot read '${file}': ${errorMessage(error)}`, undefined, {
      cause: error,
    });
  }
}

/**
 * A README found in an agents directory documents the agents beside it: it is not an agent unless
 * it has frontmatter, or was named explicitly (`explicit`).
 */
async function readMarkdownFiles(
  files: readonly string[],
  source: AgentSource,
  explicit: ReadonlySet<string> = new Set(),
): Promise<SourceBatch> {
  const parsed = await mapConcurrently(files, readConcurrency, async (file) => {
    const agent = parseAgentFile({ text: await readText(file), file, source });
    const isReadme = !explicit.has(file) && path.basename(file).toLowerCase() === 'readme.md';
    return isReadme && agent.problems.some((problem) => problem.rule === 'frontmatter-missing')
      ? undefined
      : agent;
  });
  return { agents: parsed.filter((agent) => agent !== undefined), problems: [] };
}

async function readJsonFile(file: string, source: AgentSource): Promise<SourceBatch> {
  const text = await readText(file);
  return parseAgentsJson({ text, file, source });
}

async function requireExisting(target: string, what: string, expected: string): Promise<void> {
  if (!(await exists(target))) throw new UserError(`${what} '${target}' does not exist.`, expected);
}

async function readPluginDir(location: PluginLocation, dataRoot?: string): Promise<SourceBatch> {
  const directory = location.root;
  await requireExisting(
    directory,
    'Plugin directory',
    'Give a plugin directory: agents/*.md, skills/<name>/SKILL.md, commands/*.md, hooks/hooks.json, .mcp.json.',
  );
  // Only `agents/` holds agents (or the `.md` files the manifest's `agents` names instead), as in
  // Claude Code 2.1.332: a plugin's skills, commands and README are never agents.
  const manifest = await readPluginManifest(location);
  const files = await Promise.all(manifest.agentPaths.map(markdownFilesAt));
  const batch = await readMarkdownFiles(files.flat(), 'plugin');
  // Claude Code 2.1.332 offers a plugin's agent only as `plugin:name` (a plain `name` is an
  // unknown agent type there), so it never replaces, nor is replaced by, an agent of its own.
  // One in a subfolder of `agents/` has the folders in its name too (`agents/review/sec.md` with
  // `name: sec` is `plugin:review:sec`), as there; a file the manifest names is `plugin:name`.
  const namespaceOf = new Map(
    manifest.agentPaths.flatMap((agentPath, index) =>
      (files[index] ?? []).map((file): [string, string] => {
        const folders = path.relative(agentPath, path.dirname(file));
        const inFolders = folders === '' || folders.startsWith('..') ? [] : folders.split(path.sep);
        return [file, [manifest.name, ...inFolders].join(':')];
      }),
    ),
  );
  // Its prompt gets the plugin's directories, as Claude Code 2.1.332 sent `Run /…/pa/scripts/x.sh`
  // for `Run ${CLAUDE_PLUGIN_ROOT}/scripts/x.sh`, and its options' `${user_config.NAME}`
  // (src/plugins/plugin-options.ts; the other `${…}` and `$ARGUMENTS` stay).
  const data = dataRoot === undefined ? undefined : pluginDataDirectory(dataRoot, manifest.id);
  for (const agent of batch.agents) {
    const namespace = namespaceOf.get(agent.location.file) ?? manifest.name;
    agent.name = `${namespace}:${agent.name}`;
    const definition = agent.definition;
    if (!definition) continue;
    definition.name = `${namespace}:${definition.name}`;
    if (data !== undefined && definition.systemPrompt.includes(`\${${pluginDataVariable}}`)) {
      await ensurePluginDataDirectory(data);
    }
    definition.systemPrompt = fillVariables(definition.systemPrompt, {
      pluginRoot: directory,
      ...(data !== undefined ? { pluginData: data } : {}),
      pluginOptions: optionPlaceholders({
        userConfig: manifest.userConfig,
        options: location.options ?? {},
      }),
    });
  }
  return batch;
}

async function readAgentsJsonOption(value: string, baseDir: string): Promise<SourceBatch> {
  if (value.trimStart().startsWith('{'))
    return parseAgentsJson({ text: value, file: inlineAgentsLabel, source: 'cli' });
  const file = path.resolve(baseDir, value);
  await requireExisting(
    file,
    '--agents file',
    'Pass inline JSON (text starting with "{") or the path of a JSON file: {"name": {"description": "…", "prompt": "…"}}.',
  );
  return readJsonFile(file, 'cli');
}

async function readManaged(value: string, baseDir: string): Promise<SourceBatch> {
  const target = path.resolve(baseDir, value);
  await requireExisting(
    target,
    'Managed agents path',
    'Give a JSON file of the --agents shape or a directory of .md files.',
  );
  return (await isDirectory(target))
    ? readMarkdownFiles(await findMarkdownFiles(target), 'managed')
    : readJsonFile(target, 'managed');
}

function builtinBatch(): SourceBatch {
  return {
    agents: builtinAgents.map((definition) => ({
      definition: structuredClone(definition),
      name: definition.name,
      source: 'built-in' as const,
      location: { file: builtinLabel, line: 1, column: 1 },
      problems: [],
      skills: [],
      mcpServers: [],
      inlineMcpServers: [],
    })),
    problems: [],
  };
}

async function finish(
  batches: readonly SourceBatch[],
  roots: ReferenceRoots | undefined,
): Promise<LoadedAgents> {
  const agents = batches.flatMap((batch) => batch.agents);
  if (roots) await resolveReferences(agents, roots);
  const located = agents.flatMap((agent) =>
    agent.definition ? [{ definition: agent.definition, location: agent.location }] : [],
  );
  const precedence = applyPrecedence(located);
  const problems = batches.flatMap((batch) => [
    ...batch.problems,
    ...batch.agents.flatMap((agent) => agent.problems),
  ]);
  return {
    registry: precedence.registry,
    definitions: located.map((entry) => entry.definition),
    shadowed: precedence.shadowed,
    problems: [...problems, ...precedence.problems],
    unloadable: agents.flatMap((agent) =>
      agent.definition
        ? []
        : [
            {
              name: agent.name,
              location: agent.location,
              source: agent.source,
              errors: agent.problems.filter((problem) => problem.severity === 'error'),
            },
          ],
    ),
  };
}

/**
 * The definition errors that stop a run or a matrix plan, as one UserError (undefined when there
 * are none): every error except those of the unloadable agents `skipped` (a run goes on without
 * them, as Claude Code does). `askedFor` names the unloadable agents asked for by name.
 */
export function definitionErrors(
  loaded: LoadedAgents,
  skipped: readonly UnloadableAgent[],
  askedFor: readonly UnloadableAgent[] = [],
): UserError | undefined {
  const blocking = loaded.problems.filter(
    (problem) =>
      problem.severity === 'error' && !skipped.some((agent) => agent.errors.includes(problem)),
  );
  if (blocking.length === 0) return undefined;
  const lines = blocking.map(
    (problem) =>
      `  ${problem.file}:${problem.line}:${problem.column} ${problem.rule}: ${problem.message}`,
  );
  const asked =
    askedFor.length > 0
      ? ` (agent${askedFor.length === 1 ? '' : 's'} asked for by name: ${askedFor.map((agent) => `'${agent.name}'`).join(', ')})`
      : '';
  return new UserError(
    `${blocking.length} agent definition error${blocking.length === 1 ? '' : 's'}${asked}:\n${lines.join('\n')}`,
    'Run `flotilla validate` for details and fixes.',
  );
}

export async function loadAgents(options: LoadAgentsOptions): Promise<LoadedAgents> {
  const repoRoot = path.resolve(options.repoRoot);
  // An absolute location is kept as given: the manifest each loader reads is cached per location.
  const plugins = (options.plugins ?? []).map((location) => {
    const root = path.resolve(repoRoot, location.root);
    return root === location.root ? location : { ...location, root };
  });
  const sources = readSources(options.settingSources);
  const homeDir = sources.has('user') ? options.homeDir : undefined;
  const userAgents = homeDir ? path.join(homeDir, '.claude', 'agents') : undefined;
  // Started in a subdirectory, the work tree's agents above it count too; the nearest wins.
  const projectDirs = sources.has('project')
    ? [...(await enclosingDirectories(repoRoot)).reverse(), repoRoot]
    : [];
  // Every source is read at once; the batches keep precedence order.
  const batches = await Promise.all([
    builtinBatch(),
    ...plugins.map((location) => readPluginDir(location, options.pluginDataRoot)),
    userAgents
      ? findMarkdownFiles(userAgents).then((files) => readMarkdownFiles(files, 'user'))
      : { agents: [], problems: [] },
    ...projectDirs.map((directory) =>
      findMarkdownFiles(path.join(directory, '.claude', 'agents')).then((files) =>
        readMarkdownFiles(files, 'project'),
      ),
    ),
    options.agentsJson === undefined
      ? { agents: [], problems: [] }
      : readAgentsJsonOption(options.agentsJson, repoRoot),
    options.managedPath === undefined
      ? { agents: [], problems: [] }
      : readManaged(options.managedPath, repoRoot),
  ]);
  const manifests = await Promise.all(plugins.map(readPluginManifest));
  const skills = () =>
    options.skills ??
    loadSkills({
      configRoot: repoRoot,
      ...(options.homeDir ? { homeDir: options.homeDir } : {}),
      plugins,
      ...(options.settingSources ? { settingSources: options.settingSources } : {}),
    });
  return finish(batches, referenceRoots(repoRoot, homeDir, skills, manifests));
}

function referenceRoots(
  repoRoot: string,
  homeDir: string | undefined,
  skills: () => Promise<SkillCatalog>,
  plugins: readonly PluginManifest[] = [],
): ReferenceRoots {
  return {
    skills,
    mcpConfigFiles: [
      path.join(repoRoot, '.mcp.json'),
      ...(homeDir ? [path.join(homeDir, '.claude.json')] : []),
      ...plugins.flatMap((plugin) => plugin.mcpConfigFiles),
    ],
  };
}

export interface LoadAgentPathsOptions {
  /** Directory relative paths are resolved against; default: the process's working directory. */
  cwd?: string;
  /** Repository whose `.claude/skills` and `.mcp.json` resolve references; unchecked if unset. */
  repoRoot?: string;
  homeDir?: string;
  /** Source recorded on the definitions; default `project`. */
  source?: AgentSource;
}

/**
 * Loads the given files and directories (recursively, `*.md`; a `.json` file given by name is read
 * as `--agents` JSON), for `flotilla validate PATH…`. No built-ins. Same-name definitions shadow
 * each other in path order.
 */
export async function loadAgentPaths(
  paths: readonly string[],
  options: LoadAgentPathsOptions = {},
): Promise<LoadedAgents> {
  const source = options.source ?? 'project';
  const markdown = new Set<string>();
  const named = new Set<string>();
  const json = new Set<string>();
  for (const given of paths) {
    const target = path.resolve(options.cwd ?? '', given);
    const stats = await stat(target).catch(() => undefined);
    if (!stats)
      throw new UserError(
        `Path '${given}' does not exist.`,
        'Give agent files (*.md), --agents JSON files (*.json) or directories to search for *.md.',
      );
    if (stats.isDirectory()) for (const file of await findMarkdownFiles(target)) markdown.add(file);
    else if (target.toLowerCase().endsWith('.json')) json.add(target);
    else {
      markdown.add(target);
      named.add(target);
    }
  }
  const batches = [
    await readMarkdownFiles([...markdown].sort(comparePaths), source, named),
    ...(await Promise.all([...json].sort(comparePaths).map((file) => readJsonFile(file, source)))),
  ];
  const repoRoot = options.repoRoot === undefined ? undefined : path.resolve(options.repoRoot);
  const roots = repoRoot
    ? referenceRoots(repoRoot, options.homeDir, () =>
        loadSkills({
          configRoot: repoRoot,
          ...(options.homeDir ? { homeDir: options.homeDir } : {}),
        }),
      )
    : undefined;
  return finish(batches, roots);
}
