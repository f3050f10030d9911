import type { RunConfig } from '../config/run-config.js';
import { appendHooks } from '../agents/definition.js';
import { UserError } from '../errors.js';
import { pluginDataRoot } from '../plugins/plugin-data.js';
import { loadPluginHooks } from '../plugins/plugin-hooks.js';
import { checkPluginManifests } from '../plugins/plugin-manifest.js';
import {
  defaultManagedSettingsPath,
  loadSettings,
  type LoadSettingsOptions,
  type MergedSettings,
} from './load-settings.js';
import { managedOnlyNotices } from './managed-hooks.js';

/**
 * The run's merged settings, with the `--plugin-dir` plugins' hooks added to the settings' hooks
 * (Claude Code runs both; `disableAllHooks` turns off both): notices go to the log; a settings
 * file, plugin hooks file or plugin manifest with an error stops the run before anything happens (its deny rules and
 * policy hooks must never be silently lost).
 */
export async function loadRunSettings(
  config: RunConfig,
  environment: Readonly<Record<string, string>>,
  log: (line: string) => void,
): Promise<MergedSettings> {
  const options = runSettingsOptions(config, environment);
  const [loaded, plugins, manifestProblems] = await Promise.all([
    loadSettings(options),
    loadPluginHooks(config.pluginDirs, pluginDataRoot(config)),
    checkPluginManifests(config.pluginDirs),
  ]);
  const problems = [...loaded.problems, ...manifestProblems, ...plugins.problems];
  for (const problem of problems.filter((entry) => entry.severity === 'warning')) {
    log(
      `warning: ${problem.file}:${problem.line}:${problem.column} ${problem.rule}: ${problem.message}`,
    );
  }
  const errors = problems.filter((problem) => problem.severity === 'error');
  if (errors.length > 0) {
    const lines = errors.map(
      (problem) =>
        `  ${problem.file}:${problem.line}:${problem.column} ${problem.rule}: ${problem.message}\n    ${problem.hint}`,
    );
    throw new UserError(
      `${errors.length} settings error${errors.length === 1 ? '' : 's'}:\n${lines.join('\n')}`,
      'Fix the settings file (`flotilla validate` checks it), or leave it out with --setting-sources.',
    );
  }
  for (const notice of loaded.notices) log(`notice: ${notice}`);
  const hooks = { ...loaded.settings.hooks };
  appendHooks(hooks, plugins.hooks);
  if (loaded.settings.allowManagedHooksOnly === true) {
    const managedFile = options.managedPath ?? defaultManagedSettingsPath;
    for (const notice of managedOnlyNotices(hooks, managedFile)) {
      log(`notice: ${notice}`);
    }
  }
  return { ...loaded.settings, hooks };
}

/** Which settings files a run reads, and how far it trusts them. */
export function runSettingsOptions(
  config: Pick<
    RunConfig,
    | 'configRoot'
    | 'repoRoot'
    | 'homeDir'
    | 'managedSettingsFile'
    | 'settings'
    | 'settingSources'
    | 'trustProject'
  >,
  environment: Readonly<Record<string, string | undefined>>,
): LoadSettingsOptions {
  return {
    configRoot: config.configRoot ?? config.repoRoot,
    repoRoot: config.repoRoot,
    ...(config.homeDir ? { homeDir: config.homeDir } : {}),
    ...(config.managedSettingsFile ? { managedPath: config.managedSettingsFile } : {}),
    ...(config.settings !== undefined ? { cliSettings: config.settings } : {}),
    sources: config.settingSources,
    trusted: config.trustProject,
    environment,
  };
}
