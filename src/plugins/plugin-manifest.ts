/**
 * A plugin directory as Claude Code 2.1.332 reads it: its name (`name` in
 * `.claude-plugin/plugin.json`, else the directory's name) namespaces what it brings
 * (`plugin:agent`, `plugin:skill`, MCP server `plugin:<plugin>:<server>`, output style
 * `plugin:Style`), and `${CLAUDE_PLUGIN_ROOT}` is its directory for its MCP servers, skills and
 * hooks.
 *
 * The manifest may name more component paths, each `./`-relative to the plugin's directory, as
 * Claude Code 2.1.332 loads them (observed): `hooks` (a file, a list of files, or the hooks
 * object inline) and `skills` (directories) come in addition to `hooks/hooks.json` and
 * `skills/`; `mcpServers` (a file, a list of files, or the servers inline) in addition to
 * `.mcp.json`; `commands` (files or directories), `agents` (`.md` files) and `outputStyles`
 * (files or directories) replace `commands/`, `agents/` and `output-styles/`. A path not of that
 * form makes Claude Code refuse the whole plugin; Flotilla reports it (and a path that names
 * nothing) as an error, which stops a run: a plugin's guard must never be silently lost.
 */
import { readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { isMap, isScalar, isSeq, type Pair } from 'yaml';
import type { AgentHooks } from '../agents/definition.js';
import { readHooks, settingsHookEvents } from '../agents/hooks.js';
import type { Problem, SourceLocation } from '../agents/problems.js';
import { ParseContext, parseYamlText } from '../agents/yaml-source.js';
import { isRecord } from '../is-record.js';
import { isInside } from '../platform/real-target.js';
import {
  readUserConfig,
  type PluginOptionDeclaration,
  type PluginOptionValues,
} from './plugin-options.js';

/** The variable a plugin's MCP servers, skills and hooks find the plugin's directory by. */
export const pluginRootVariable = 'CLAUDE_PLUGIN_ROOT';

/**
 * A plugin the run loads: its directory and, for one `claude plugin install` put in place
 * (src/plugins/installed-plugins.ts), its marketplace. A `--plugin-dir` plugin has none.
 */
export interface PluginLocation {
  root: string;
  marketplace?: string;
  /**
   * Its option values, `pluginConfigs["<id>"].options` of the settings
   * (src/plugins/plugin-options.ts); absent when they give none.
   */
  options?: PluginOptionValues;
}

/** `--plugin-dir` directories as plugin locations. */
export function pluginDirectories(roots: readonly string[]): PluginLocation[] {
  return roots.map((root) => ({ root }));
}

export interface PluginManifest {
  /** The plugin's directory, absolute. */
  root: string;
  name: string;
  /**
   * Its id as Claude Code 2.1.332 gives it: `<name>@<marketplace>` for an installed plugin,
   * `<name>@inline` for a `--plugin-dir` one (its data directory is named after it).
   */
  id: string;
  /** `.claude-plugin/plugin.json`. */
  file: string;
  /** Its `mcpServers` object, when it has one (Claude Code starts them like `.mcp.json`'s). */
  mcpServers?: Record<string, unknown>;
  /** Its `userConfig`: the options it declares (src/plugins/plugin-options.ts). */
  userConfig: Record<string, PluginOptionDeclaration>;
  /** Its `hooks` object, when it gives the hooks inline. */
  hooks?: AgentHooks;
  /** The hooks files, absolute: `hooks/hooks.json`, then those the manifest names. */
  hookFiles: string[];
  /** The MCP configuration files: `.mcp.json`, then those the manifest names. */
  mcpConfigFiles: string[];
  /** The skills directories: `skills/`, then those the manifest names. */
  skillDirectories: string[];
  /** The commands files and directories: the manifest's `commands`, else `commands/`. */
  commandPaths: string[];
  /** The agent files and directories: the manifest's `agents`, else `agents/`. */
  agentPaths: string[];
  /** The output style files and directories: the manifest's `outputStyles`, else `output-styles/`. */
  outputStylePaths: string[];
  /** What is wrong with the manifest's component fields (`flotilla validate`, a run's start). */
  problems: Problem[];
}

type PathField = 'hooks' | 'mcpServers' | 'skills' | 'commands' | 'agents' | 'outputStyles';

/**
 * What one plugin location's manifest says, read once: a run hands the same locations (its
 * settings' `plugins`) to every loader — hooks, agents, skills, MCP servers, output styles — and
 * each asks for the manifest.
 */
const readManifests = new WeakMap<PluginLocation, Promise<PluginManifest>>();

export function readPluginManifest(location: PluginLocation): Promise<PluginManifest> {
  let manifest = readManifests.get(location);
  if (manifest === undefined) {
    manifest = readManifest(location);
    readManifests.set(location, manifest);
  }
  return manifest;
}

/**
 * `location` with its option values (which the manifest does not depend on): the manifest read
 * for `location` serves it too, not read again.
 */
export function withPluginOptions(
  location: PluginLocation,
  options: NonNullable<PluginLocation['options']>,
): PluginLocation {
  const given = { ...location, options };
  readManifests.set(given, readPluginManifest(location));
  return given;
}

async function readManifest(location: PluginLocation): Promise<PluginManifest> {
  const root = location.root;
  const file = path.join(root, '.claude-plugin', 'plugin.json');
  const text = await readFile(file, 'utf8').catch(() => undefined);
  const fields = text === undefined ? undefined : parseJson(text);
  const name =
    isRecord(fields) && typeof fields.name === 'string' && fields.name.trim()
      ? fields.name.trim()
      : path.basename(root);
  const manifest: PluginManifest = {
    root,
    name,
    id: `${name}@${location.marketplace ?? 'inline'}`,
    file,
    userConfig: {},
    hookFiles: [path.join(root, 'hooks', 'hooks.json')],
    mcpConfigFiles: [path.join(root, '.mcp.json')],
    skillDirectories: [path.join(root, 'skills')],
    commandPaths: [path.join(root, 'commands')],
    agentPaths: [path.join(root, 'agents')],
    outputStylePaths: [path.join(root, 'output-styles')],
    problems: [],
  };
  // A manifest that is no JSON object names nothing more (as before: its name is the directory's).
  if (text === undefined || !isRecord(fields)) return manifest;
  const parsed = parseYamlText(file, text, 1, { uniqueKeys: false });
  const context = new ParseContext(parsed.source, { file, line: 1, column: 1 });
  const document = parsed.document.contents;
  if (!isMap(document)) return manifest;
  for (const pair of document.items as Pair[]) {
    const key = isScalar(pair.key) ? pair.key.value : undefined;
    const at = context.at(pair.key);
    switch (key) {
      case 'hooks':
        if (isMap(pair.value)) {
          const hooks = readHooks(pair.value, at, context, settingsHookEvents);
          if (hooks) manifest.hooks = hooks;
        } else manifest.hookFiles.push(...(await componentPaths(root, 'hooks', pair, context)));
        break;
      case 'mcpServers':
        if (isRecord(fields.mcpServers)) manifest.mcpServers = fields.mcpServers;
        else
          manifest.mcpConfigFiles.push(
            ...(await componentPaths(root, 'mcpServers', pair, context)),
          );
        break;
      case 'skills':
        manifest.skillDirectories.push(...(await componentPaths(root, 'skills', pair, context)));
        break;
      case 'commands':
        manifest.commandPaths = await componentPaths(root, 'commands', pair, context);
        break;
      case 'agents':
        manifest.agentPaths = await componentPaths(root, 'agents', pair, context);
        break;
      case 'outputStyles':
        manifest.outputStylePaths = await componentPaths(root, 'outputStyles', pair, context);
        break;
      case 'userConfig':
        manifest.userConfig = readUserConfig(pair.value, fields.userConfig, at, context);
        break;
    }
  }
  manifest.problems = context.problems;
  return manifest;
}

/** The problems of every plugin's manifest, for `flotilla validate` and a run's start. */
export async function checkPluginManifests(plugins: readonly PluginLocation[]): Promise<Problem[]> {
  const manifests = await Promise.all(plugins.map(readPluginManifest));
  return manifests.flatMap((manifest) => manifest.problems);
}

const pathForms: Record<PathField, string> = {
  hooks: '"hooks": "./config/hooks.json", a list of such paths, or the hooks object inline',
  mcpServers: '"mcpServers": "./servers.json", a list of such paths, or the servers object inline',
  skills: '"skills": "./more-skills" or a list of such directories',
  commands: '"commands": "./cmds" or a list of command files and directories',
  agents: '"agents": "./agents/reviewer.md" or a list of such files',
  outputStyles: '"outputStyles": "./styles" or a list of style files and directories',
};

/**
 * One component field's paths, absolute. Entries that are not `./`-relative text (or, for
 * `agents`, not a `.md` file) and those that name nothing are reported and left out.
 */
async function componentPaths(
  root: string,
  field: PathField,
  pair: Pair,
  context: ParseContext,
): Promise<string[]> {
  const entries = isSeq(pair.value) ? pair.value.items : [pair.value];
  const found: string[] = [];
  for (const entry of entries) {
    const at: SourceLocation = context.at(entry ?? pair.key);
    const value = isScalar(entry) ? entry.value : undefined;
    const hint = `Write ${pathForms[field]}; a path starts with "./" and is relative to the plugin's directory.`;
    if (typeof value !== 'string' || !value.startsWith('./')) {
      context.report(
        'plugin-manifest-invalid',
        at,
        `${field} in plugin.json must be a path starting with "./"${typeof value === 'string' ? `, not "${value}"` : ''}; Claude Code 2.1.332 does not load a plugin whose manifest has it.`,
        hint,
      );
      continue;
    }
    if (field === 'agents' && !value.endsWith('.md')) {
      context.report(
        'plugin-manifest-invalid',
        at,
        `agents in plugin.json must name .md files, not "${value}"; Claude Code 2.1.332 does not load a plugin whose manifest has it.`,
        hint,
      );
      continue;
    }
    const target = path.resolve(root, value);
    // As Claude Code 2.1.332: a component stays inside its plugin (no `..`, no link out of it),
    // or a manifest could run hooks and load commands from anywhere on the disk.
    const [realRoot, realTarget] = await Promise.all([
      realpath(root).catch(() => root),
      realpath(target).catch(() => target),
    ]);
    if (!isInside(path.relative(root, target)) || !isInside(path.relative(realRoot, realTarget))) {
      context.report(
        'plugin-manifest-invalid',
        at,
        `${field} in plugin.json names ${value}, which is outside the plugin's directory ${root}${realTarget === target ? '' : ` (it leads to ${realTarget})`}; it is not loaded, as Claude Code 2.1.332 loads nothing from outside a plugin.`,
        `Move it into the plugin's directory and name it from there (${pathForms[field]}).`,
      );
      continue;
    }
    if (!(await stat(target).catch(() => undefined))) {
      context.report(
        'plugin-path-missing',
        at,
        `${field} in plugin.json names ${value}, which does not exist in ${root}.`,
        `Create it, or correct the path (${pathForms[field]}).`,
      );
      continue;
    }
    found.push(target);
  }
  return found;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
