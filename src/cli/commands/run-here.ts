/**
 * What a run started in the current directory reads, for the commands that check it without
 * running (`flotilla validate`, `flotilla agents`): its settings files, read as a trusted run (the
 * Action's, or `--trust-project`) reads them, and its plugins, decided by the function a run
 * decides them by (src/settings/run-settings.ts).
 */
import path from 'node:path';
import type { LoadAgentsOptions } from '../../agents/index.js';
import { loadSettings, type LoadedSettings } from '../../settings/load-settings.js';
import type { MergedSettings } from '../../settings/load-settings.js';
import { findRunPlugins } from '../../settings/run-settings.js';
import type { CliIo } from '../io.js';

/** The settings files a run here reads, with `managedPath` in place of the default managed file. */
export function loadSettingsHere(io: CliIo, managedPath?: string): Promise<LoadedSettings> {
  const homeDir = io.env.HOME ?? io.env.USERPROFILE;
  return loadSettings({
    configRoot: io.cwd,
    repoRoot: io.cwd,
    ...(homeDir ? { homeDir } : {}),
    ...(managedPath === undefined ? {} : { managedPath: path.resolve(io.cwd, managedPath) }),
    trusted: true,
    environment: io.env,
  });
}

/**
 * `sources` with the plugins a run here loads: its `--plugin-dir` ones, then the installed ones
 * `settings` enable. The enabled plugins a run would go without are written to stderr as notices.
 */
export async function withRunPlugins(
  sources: LoadAgentsOptions,
  settings: MergedSettings,
  io: CliIo,
): Promise<LoadAgentsOptions> {
  const { plugins, notices } = await findRunPlugins(sources.plugins ?? [], settings, {
    ...(sources.homeDir ? { homeDir: sources.homeDir } : {}),
    repoRoot: sources.repoRoot,
  });
  for (const notice of notices) io.stderr(`notice: ${notice}\n`);
  return plugins.length === 0 ? sources : { ...sources, plugins };
}
