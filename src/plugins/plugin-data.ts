/**
 * A plugin's persistent data directory, `${CLAUDE_PLUGIN_DATA}`: where its hooks, MCP servers and
 * skills keep state from one run to the next. Claude Code 2.1.332 sets it (observed) to
 * `~/.claude/plugins/data/<id>` with each character of the plugin's id other than a letter,
 * digit, `_` or `-` made `-` (`<name>@inline` for a `--plugin-dir` plugin: `<name>-inline`;
 * `teamkit@local-mkt` for an installed one: `teamkit-local-mkt`), and creates the directory.
 */
import { mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pluginRootVariable } from './plugin-manifest.js';

/** The variable a plugin's hooks, MCP servers and skills find its data directory by. */
export const pluginDataVariable = 'CLAUDE_PLUGIN_DATA';

/**
 * Where the plugins' data directories live: `pluginDataDir` when the entry point names it (the
 * Action: under RUNNER_TEMP), else Claude Code's `~/.claude/plugins/data`, else (no home) a
 * directory in the system's temporary directory.
 */
export function pluginDataRoot(place: { pluginDataDir?: string; homeDir?: string }): string {
  if (place.pluginDataDir !== undefined) return place.pluginDataDir;
  if (place.homeDir !== undefined) return path.join(place.homeDir, '.claude', 'plugins', 'data');
  return path.join(os.tmpdir(), 'flotilla-plugin-data');
}

/** The data directory under `dataRoot` of the plugin whose id (PluginManifest.id) is `pluginId`. */
export function pluginDataDirectory(dataRoot: string, pluginId: string): string {
  return path.join(dataRoot, pluginId.replace(/[^a-zA-Z0-9_-]/g, '-'));
}

/**
 * What a plugin's hooks and MCP servers get in their environment (and what `${…}` in its MCP
 * configuration and skills fills in): its directory, and its data directory when the run has one.
 */
export function pluginVariables(root: string, data: string | undefined): Record<string, string> {
  return {
    [pluginRootVariable]: root,
    ...(data !== undefined ? { [pluginDataVariable]: data } : {}),
  };
}

/** Makes a plugin's data directory (and its parents) when it is not there yet. */
export async function ensurePluginDataDirectory(directory: string): Promise<void> {
  await mkdir(directory, { recursive: true });
}
