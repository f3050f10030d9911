/**
 * A `--plugin-dir` directory as Claude Code 2.1.332 reads it: its name (`name` in
 * `.claude-plugin/plugin.json`, else the directory's name) namespaces what it brings
 * (`plugin:agent`, `plugin:skill`, MCP server `plugin:<plugin>:<server>`), and
 * `${CLAUDE_PLUGIN_ROOT}` is its directory for its MCP servers, skills and hooks.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** The variable a plugin's MCP servers, skills and hooks find the plugin's directory by. */
export const pluginRootVariable = 'CLAUDE_PLUGIN_ROOT';

export interface PluginManifest {
  /** The plugin's directory, absolute. */
  root: string;
  name: string;
  /** `.claude-plugin/plugin.json`. */
  file: string;
  /** Its `mcpServers` object, when it has one (Claude Code starts them like `.mcp.json`'s). */
  mcpServers?: Record<string, unknown>;
}

export async function readPluginManifest(root: string): Promise<PluginManifest> {
  const file = path.join(root, '.claude-plugin', 'plugin.json');
  const manifest = await readFile(file, 'utf8')
    .then((text) => JSON.parse(text) as unknown)
    .catch(() => undefined);
  const fields = isRecord(manifest) ? manifest : {};
  const name =
    typeof fields.name === 'string' && fields.name.trim()
      ? fields.name.trim()
      : path.basename(root);
  return {
    root,
    name,
    file,
    ...(isRecord(fields.mcpServers) ? { mcpServers: fields.mcpServers } : {}),
  };
}

/** A plugin's name: `name` in its `.claude-plugin/plugin.json`, else its directory's name. */
export async function pluginName(root: string): Promise<string> {
  return (await readPluginManifest(root)).name;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
