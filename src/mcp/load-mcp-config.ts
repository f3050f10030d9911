import { isSandboxMountPoint } from '../platform/sandbox-mount-points.js';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { UserError, errorMessage } from '../errors.js';
import { isRecord } from '../is-record.js';
import { pluginDataDirectory } from '../plugins/plugin-data.js';
import { readPluginManifest, type PluginLocation } from '../plugins/plugin-manifest.js';
import { optionServerVariables } from '../plugins/plugin-options.js';
import { readSources, type SettingSource } from '../settings/setting-sources.js';
import {
  mcpConfigFileSchema,
  parseServerConfig,
  serverEntryHint as entryHint,
  type InvalidMcpServer,
  type McpServerEntry,
  type McpServerScope,
} from './server-config.js';

export interface McpConfigSources {
  /** Where `.mcp.json` is read (the base branch's copy on pull-request events). */
  configRoot: string;
  /** The repository, whose entry in `~/.claude.json` `projects` holds local-scope servers. */
  repoRoot: string;
  homeDir?: string;
  /**
   * The run's plugins (`--plugin-dir` and the installed ones enabled): the servers of each one's
   * `.mcp.json` and of `mcpServers` in its `.claude-plugin/plugin.json` (inline, or the files it
   * names) start with it, named `plugin:<plugin>:<server>`.
   */
  plugins: readonly PluginLocation[];
  /** Where the plugins' data directories live (src/plugins/plugin-data.ts); undefined: none. */
  pluginDataRoot?: string;
  /** `--mcp-config`: each a file path or inline JSON. */
  mcpConfigs: readonly string[];
  /** `--strict-mcp-config`: only the `--mcp-config` servers, none from the files. */
  strict: boolean;
  /**
   * `--setting-sources` (default all): as in Claude Code 2.1.332 `user` is `~/.claude.json`
   * `mcpServers`, `project` is `.mcp.json`, `local` is `~/.claude.json` `projects[<repo>]`.
   */
  settingSources?: readonly SettingSource[];
  /**
   * The workspace is trusted (src/settings/load-settings.ts): every `.mcp.json` server starts but
   * the disabled ones, as under `claude -p`. Untrusted, only those the user's settings enable.
   */
  trusted: boolean;
  /** The merged settings' say on `.mcp.json` servers. */
  enableAllProjectMcpServers?: boolean;
  enabledMcpjsonServers: readonly string[];
  disabledMcpjsonServers: readonly string[];
}

export interface LoadedMcpConfig {
  /** By name; a later scope replaces an earlier one (plugin < user < project < local < --mcp-config). */
  servers: Map<string, McpServerEntry>;
  /**
   * `.mcp.json` servers not started: in `disabledMcpjsonServers`, or of an untrusted workspace
   * and not enabled by the user's own settings.
   */
  held: string[];
  /**
   * Servers a file configures with an invalid entry, and no other file validly: they cannot
   * start, and the run that goes on without them says so (src/mcp/mcp-servers.ts).
   */
  invalid: InvalidMcpServer[];
  warnings: string[];
  notices: string[];
}

/**
 * The run's configured MCP servers: `--plugin-dir` directories' `.mcp.json`, `~/.claude.json`,
 * `.mcp.json` (as settings allow), `--mcp-config`.
 */
export async function loadMcpConfig(sources: McpConfigSources): Promise<LoadedMcpConfig> {
  const loaded: LoadedMcpConfig = {
    servers: new Map(),
    held: [],
    invalid: [],
    warnings: [],
    notices: [],
  };
  const invalid = new Map<string, InvalidMcpServer>();
  const add = (
    scope: McpServerScope,
    origin: string,
    servers: Record<string, unknown>,
    onInvalid: (server: InvalidMcpServer) => void,
    plugin?: { name: string; id: string; root: string; options: Record<string, string> },
  ) => {
    for (const [key, raw] of Object.entries(servers)) {
      // Claude Code 2.1.332 names a plugin's server `plugin:<plugin>:<server>` (its tools
      // `mcp__plugin_<plugin>_<server>__<tool>`), so it never clashes with a configured one.
      const name = plugin ? `plugin:${plugin.name}:${key}` : key;
      const parsed = parseServerConfig(raw);
      if (parsed.problem !== undefined) {
        onInvalid({ name, scope, origin, problem: parsed.problem });
        continue;
      }
      loaded.servers.set(name, {
        name,
        scope,
        origin,
        config: parsed.config,
        ...(plugin ? { pluginRoot: plugin.root, pluginOptions: plugin.options } : {}),
        ...(plugin && sources.pluginDataRoot !== undefined
          ? { pluginData: pluginDataDirectory(sources.pluginDataRoot, plugin.id) }
          : {}),
      });
    }
  };
  // Claude Code 2.1.332 skips an invalid entry and says nothing in -p mode (its debug log names
  // it), exit 0; a server the user configured that cannot start is a failure of the run here,
  // as one that fails to start is.
  const noteInvalid = (server: InvalidMcpServer) => invalid.set(server.name, server);

  // The approvals Claude Code records in ~/.claude.json for this project count like settings.
  let approvals: Approvals = sources;
  const read = readSources(sources.settingSources);
  if (!sources.strict) {
    for (const location of sources.plugins) {
      const manifest = await readPluginManifest(location);
      const plugin = {
        name: manifest.name,
        id: manifest.id,
        root: manifest.root,
        options: optionServerVariables({
          userConfig: manifest.userConfig,
          options: location.options ?? {},
        }),
      };
      if (manifest.mcpServers)
        add('plugin', manifest.file, manifest.mcpServers, noteInvalid, plugin);
      // `.mcp.json`, then the files the manifest's `mcpServers` names (src/plugins/plugin-manifest.ts).
      for (const file of manifest.mcpConfigFiles) {
        const servers = await readJsonFile(file, loaded.warnings);
        if (servers === undefined) continue;
        // A plugin's .mcp.json may also list its servers bare, without the wrapper (Claude Code
        // 2.1.332 starts `{"srv": {…}}` there as it starts `{"mcpServers": {"srv": {…}}}`).
        const parsed = mcpConfigFileSchema.safeParse(servers);
        if (parsed.success) add('plugin', file, parsed.data.mcpServers, noteInvalid, plugin);
        else if (isRecord(servers)) {
          // Bare, a key whose value is no object (`"$schema": "…"`) is no server entry.
          const entries = Object.entries(servers).filter(([, value]) => isRecord(value));
          add('plugin', file, Object.fromEntries(entries), noteInvalid, plugin);
        } else loaded.warnings.push(`${file} ${shapeProblem(servers)}; its servers are ignored.`);
      }
    }
    if (sources.homeDir) {
      const userFile = path.join(sources.homeDir, '.claude.json');
      const user = await readJsonFile(userFile, loaded.warnings);
      if (isRecord(user)) {
        if (read.has('user') && isRecord(user.mcpServers)) {
          add('user', userFile, user.mcpServers, noteInvalid);
        }
        const project = isRecord(user.projects) ? user.projects[sources.repoRoot] : undefined;
        if (read.has('local') && isRecord(project) && isRecord(project.mcpServers)) {
          add('local', userFile, project.mcpServers, noteInvalid);
        }
        if (isRecord(project)) approvals = withRecordedApprovals(sources, project);
      }
    }
    const projectFile = path.join(sources.configRoot, '.mcp.json');
    const project = read.has('project')
      ? await readJsonFile(projectFile, loaded.warnings)
      : undefined;
    // Claude Code 2.1.332 starts no server from a .mcp.json without "mcpServers", silently and
    // with exit 0; a run does not fail on a file the repository carries either, but says so.
    if (project !== undefined && !emptyObject(project)) {
      const parsed = mcpConfigFileSchema.safeParse(project);
      if (!parsed.success) {
        loaded.warnings.push(
          `${projectFile} ${shapeProblem(project)}; no server of it is started. ${wrapperHint}`,
        );
      } else {
        const enabled: Record<string, unknown> = {};
        const held = loaded.held;
        for (const [name, raw] of Object.entries(parsed.data.mcpServers)) {
          if (projectServerEnabled(name, approvals, sources.trusted)) enabled[name] = raw;
          else held.push(name);
        }
        // Project servers first, then local ones again: local scope wins over project scope.
        const local = loaded.servers;
        const localOnly = [...local.values()].filter((entry) => entry.scope === 'local');
        add('project', projectFile, enabled, noteInvalid);
        for (const entry of localOnly) local.set(entry.name, entry);
        const unapproved = held.filter((name) => !approvals.disabledMcpjsonServers.includes(name));
        if (unapproved.length > 0) {
          loaded.notices.push(
            `.mcp.json server${unapproved.length === 1 ? '' : 's'} ${unapproved.map((name) => `'${name}'`).join(', ')} not started: this workspace has not been trusted, so only a project server your own settings enable starts (enableAllProjectMcpServers, or enabledMcpjsonServers listing it, in ~/.claude/settings.json or ~/.claude.json projects[${JSON.stringify(sources.repoRoot)}]). Pass --trust-project to start them all but disabledMcpjsonServers, as claude -p does.`,
          );
        }
      }
    }
  }
  for (const [index, text] of sources.mcpConfigs.entries()) {
    const { origin, value } = await readMcpConfigFlag(text, index);
    const parsed = mcpConfigFileSchema.safeParse(value);
    if (!parsed.success) {
      // As Claude Code 2.1.332 refuses it (exit 1, "Invalid MCP configuration"): servers named
      // on the command line must not be lost.
      throw new UserError(
        `Invalid MCP configuration: --mcp-config ${origin} ${shapeProblem(value)}.`,
        `${wrapperHint} ${entryHint}`,
      );
    }
    // Claude Code 2.1.332 skips it too (exit 0); a server named on the command line is refused
    // before anything starts, as a --mcp-config that is not valid as a whole is.
    add('flag', origin, parsed.data.mcpServers, (server) => {
      throw new UserError(
        `Invalid MCP configuration: server '${server.name}' in --mcp-config ${origin}: ${server.problem}.`,
        entryHint,
      );
    });
  }
  for (const server of invalid.values()) {
    const valid = loaded.servers.get(server.name);
    if (valid) {
      loaded.warnings.push(
        `MCP server '${server.name}' in ${server.origin} is not valid: ${server.problem}. The one in ${valid.origin} starts instead. ${entryHint}`,
      );
    } else {
      loaded.invalid.push(server);
    }
  }
  return loaded;
}

type Approvals = Pick<
  McpConfigSources,
  'enableAllProjectMcpServers' | 'enabledMcpjsonServers' | 'disabledMcpjsonServers'
>;

function withRecordedApprovals(
  sources: McpConfigSources,
  project: Record<string, unknown>,
): Approvals {
  const names = (value: unknown): string[] =>
    Array.isArray(value) ? value.filter((name): name is string => typeof name === 'string') : [];
  const enableAll = sources.enableAllProjectMcpServers ?? project.enableAllProjectMcpServers;
  return {
    ...(enableAll === true ? { enableAllProjectMcpServers: true } : {}),
    enabledMcpjsonServers: [
      ...sources.enabledMcpjsonServers,
      ...names(project.enabledMcpjsonServers),
    ],
    disabledMcpjsonServers: [
      ...sources.disabledMcpjsonServers,
      ...names(project.disabledMcpjsonServers),
    ],
  };
}

/**
 * Whether a `.mcp.json` server starts. Claude Code 2.1.332 `-p` starts every one but those in
 * `disabledMcpjsonServers` (observed: with no approval, no trust record, even with
 * `enableAllProjectMcpServers: false`); so does a trusted workspace here. An untrusted one (a
 * fork's pull request) starts only what the user's own settings or approvals enable.
 */
function projectServerEnabled(name: string, sources: Approvals, trusted: boolean): boolean {
  if (sources.disabledMcpjsonServers.includes(name)) return false;
  if (trusted) return true;
  return (
    sources.enableAllProjectMcpServers === true || sources.enabledMcpjsonServers.includes(name)
  );
}

async function readMcpConfigFlag(
  text: string,
  index: number,
): Promise<{ origin: string; value: unknown }> {
  const inline = text.trimStart().startsWith('{');
  const origin = inline ? `#${index + 1} (inline JSON)` : text;
  let source = text;
  if (!inline) {
    try {
      source = await readFile(text, 'utf8');
    } catch (error) {
      throw new UserError(
        `--mcp-config ${text} cannot be read: ${errorMessage(error)}`,
        'Give the path of a JSON file, or the JSON itself (starting with {).',
      );
    }
  }
  try {
    return { origin, value: JSON.parse(source) as unknown };
  } catch (error) {
    throw new UserError(
      `--mcp-config ${origin} is not valid JSON: ${errorMessage(error)}`,
      'Expected {"mcpServers": {"name": {"command": "…", "args": []}}}.',
    );
  }
}

/** A JSON file's value; undefined when it does not exist; a warning when it cannot be used. */
async function readJsonFile(file: string, warnings: string[]): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // A sandboxed command's mount point where a missing .mcp.json would be: still missing.
    if (code !== 'ENOENT' && !(code === 'EISDIR' && isSandboxMountPoint(file))) {
      warnings.push(
        `${file} cannot be read (${errorMessage(error)}); its MCP servers are ignored.`,
      );
    }
    return undefined;
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    warnings.push(
      `${file} is not valid JSON (${errorMessage(error)}); its MCP servers are ignored.`,
    );
    return undefined;
  }
}

const wrapperHint =
  'MCP servers go under the "mcpServers" key: {"mcpServers": {"name": {"command": "…", "args": []}}}.';

/** What is wrong with a configuration file's value that lacks a valid "mcpServers" record. */
function shapeProblem(value: unknown): string {
  if (!isRecord(value)) return `is ${describeJson(value)}, not an object {"mcpServers": {…}}`;
  if ('mcpServers' in value) {
    return `has "mcpServers" as ${describeJson(value.mcpServers)}, not an object of servers`;
  }
  const keys = Object.keys(value);
  if (keys.length === 0) return 'has no "mcpServers" key (it is empty)';
  const looksLikeServers = keys.every((key) => {
    const entry = value[key];
    return isRecord(entry) && ('command' in entry || 'url' in entry);
  });
  // Names only: a server's env or headers can hold a token, which no message repeats.
  const found = keys.map((key) => JSON.stringify(key)).join(', ');
  return looksLikeServers
    ? `has no "mcpServers" key: it lists servers (${found}) without it; write {"mcpServers": {${keys.map((key) => `${JSON.stringify(key)}: {…}`).join(', ')}}}`
    : `has no "mcpServers" key (found ${found} instead)`;
}

function describeJson(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

function emptyObject(value: unknown): boolean {
  return isRecord(value) && Object.keys(value).length === 0;
}
