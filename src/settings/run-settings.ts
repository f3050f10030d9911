import type { RunConfig } from '../config/run-config.js';
import { UserError } from '../errors.js';
import { loadSettings, type LoadSettingsOptions, type MergedSettings } from './load-settings.js';

/**
 * The run's merged settings: notices go to the log; a settings file with an error stops the run
 * before anything happens (its deny rules must never be silently lost).
 */
export async function loadRunSettings(
  config: RunConfig,
  environment: Readonly<Record<string, string>>,
  log: (line: string) => void,
): Promise<MergedSettings> {
  const loaded = await loadSettings(runSettingsOptions(config, environment));
  for (const problem of loaded.problems.filter((entry) => entry.severity === 'warning')) {
    log(
      `warning: ${problem.file}:${problem.line}:${problem.column} ${problem.rule}: ${problem.message}`,
    );
  }
  const errors = loaded.problems.filter((problem) => problem.severity === 'error');
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
  return loaded.settings;
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
