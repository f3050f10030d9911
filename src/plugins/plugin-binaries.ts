/**
 * A plugin's commands: Claude Code 2.1.332 (observed) appends each loaded plugin's `bin/`
 * directory, where there is one, to the PATH of the Bash tool's commands, in the plugins' order,
 * so a skill can say `mytool …`. Hooks and MCP servers keep the PATH they had.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { PluginLocation } from './plugin-manifest.js';

/** The `bin/` directories of `plugins` that are there, in order. */
export async function pluginBinaryDirectories(
  plugins: readonly PluginLocation[],
): Promise<string[]> {
  const directories = plugins.map((plugin) => path.join(plugin.root, 'bin'));
  const found = await Promise.all(
    directories.map(async (directory) =>
      (await stat(directory).catch(() => undefined))?.isDirectory() ? directory : undefined,
    ),
  );
  return found.filter((directory) => directory !== undefined);
}

/** `environment` with `directories` appended to its PATH (after what it already searches). */
export function withPathAppended(
  environment: Readonly<Record<string, string>>,
  directories: readonly string[],
): Readonly<Record<string, string>> {
  if (directories.length === 0) return environment;
  const searched = environment.PATH ? [environment.PATH] : [];
  return { ...environment, PATH: [...searched, ...directories].join(path.delimiter) };
}
