import type { RunConfig } from '../config/run-config.js';
import { appendHooks } from '../agents/definition.js';
import { UserError } from '../errors.js';
import { pluginDataRoot } from '../plugins/plugin-data.js';
import { loadPluginHooks } from '../plugins/plugin-hooks.js';
import { sensitiveOptionValues } from '../plugins/plugin-options.js';
import { readPluginSecrets, type PluginSecrets } from '../plugins/plugin-secrets.js';
import { pluginSettingsAgent } from '../plugins/plugin-settings.js';
import type { Problem } from '../agents/problems.js';
import {
  findEnabledPlugins,
  type EnabledPlugins,
  type PluginSettings,
} from '../plugins/installed-plugins.js';
import {
  pluginDirectories,
  readPluginManifest,
  withPluginOptions,
  type PluginLocation,
} from '../plugins/plugin-manifest.js';
import {
  defaultManagedSettingsPath,
  loadSettings,
  type LoadSettingsOptions,
  type MergedSettings,
} from './load-settings.js';
import { managedOnlyNotices } from './managed-hooks.js';

/**
 * The run's merged settings, with the run's plugins: the `--plugin-dir` ones, then the installed
 * ones the settings enable (src/plugins/installed-plugins.ts). Their hooks are added to the
 * settings' hooks (Claude Code runs both; `disableAllHooks` turns off both). Notices go to the
 * log; a settings file, plugin hooks file or plugin manifest with an error stops the run before
 * anything happens (its deny rules and policy hooks must never be silently lost).
 */
export async function loadRunSettings(
  config: RunConfig,
  environment: Readonly<Record<string, string>>,
  log: (line: string) => void,
): Promise<MergedSettings> {
  const options = runSettingsOptions(config, environment);
  const loaded = await loadSettings(options);
  const { plugins, notices: pluginNotices } = await findRunPlugins(
    pluginDirectories(config.pluginDirs),
    loaded.settings,
    { ...(config.homeDir ? { homeDir: config.homeDir } : {}), repoRoot: config.repoRoot },
  );
  const dataRoot = pluginDataRoot(config);
  const [pluginHooks, pluginAgent, manifests] = await Promise.all([
    loadPluginHooks(plugins, dataRoot),
    pluginSettingsAgent(plugins),
    Promise.all(plugins.map(readPluginManifest)),
  ]);
  const manifestProblems = manifests.flatMap((manifest) => manifest.problems);
  stopOnErrors([...loaded.problems, ...manifestProblems, ...pluginHooks.problems], log);
  for (const notice of [...loaded.notices, ...pluginNotices, ...pluginAgent.notices]) {
    log(`notice: ${notice}`);
  }
  const hooks = { ...loaded.settings.hooks };
  appendHooks(hooks, pluginHooks.hooks);
  if (loaded.settings.allowManagedHooksOnly === true) {
    const managedFile = options.managedPath ?? defaultManagedSettingsPath;
    for (const notice of managedOnlyNotices(hooks, managedFile)) {
      log(`notice: ${notice}`);
    }
  }
  // A plugin's `agent` is the lowest: any settings file's wins over it.
  const agent = loaded.settings.agent ?? pluginAgent.agent;
  // A sensitive option's value is a secret: the redactor learns it with the settings' own.
  const secretValues = [
    ...loaded.settings.secretValues,
    ...manifests.flatMap((manifest, index) =>
      sensitiveOptionValues({
        userConfig: manifest.userConfig,
        options: plugins[index]?.options ?? {},
      }),
    ),
  ];
  return {
    ...loaded.settings,
    hooks,
    plugins,
    secretValues,
    ...(agent !== undefined ? { agent } : {}),
  };
}

/** Logs the warnings; throws one error naming every error. */
function stopOnErrors(problems: readonly Problem[], log: (line: string) => void): void {
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
}

/**
 * The plugins a run loads: the `--plugin-dir` ones (`given`), then the installed ones the merged
 * `settings` enable (src/plugins/installed-plugins.ts), for a run in `place.repoRoot` whose home
 * is `place.homeDir`. `notices` names the enabled plugins it goes without, and why. A run, and
 * `flotilla validate` and `flotilla agents`, decide the plugins by this one function.
 */
export async function findRunPlugins(
  given: readonly PluginLocation[],
  settings: PluginSettings,
  place: { homeDir?: string; repoRoot: string },
): Promise<EnabledPlugins> {
  const enabled = await findEnabledPlugins(settings, place);
  const plugins = await withoutShadowed(given, enabled.plugins, enabled.notices);
  // The user's credentials file is read only for plugins that may take values from it.
  const stored: PluginSecrets =
    plugins.length > 0 ? await readPluginSecrets(place.homeDir) : { secrets: {}, notices: [] };
  return {
    plugins: await withOptions(plugins, settings.pluginOptions, stored.secrets),
    notices: [...enabled.notices, ...stored.notices],
  };
}

/**
 * Each plugin with the option values its id is given: the settings' `pluginConfigs`, and over
 * them the values Claude Code keeps in its credentials file (src/plugins/plugin-secrets.ts).
 */
async function withOptions(
  plugins: readonly PluginLocation[],
  pluginOptions: PluginSettings['pluginOptions'],
  secrets: PluginSecrets['secrets'],
): Promise<PluginLocation[]> {
  return Promise.all(
    plugins.map(async (location) => {
      const id = (await readPluginManifest(location)).id;
      if (pluginOptions[id] === undefined && secrets[id] === undefined) return location;
      return withPluginOptions(location, { ...pluginOptions[id], ...secrets[id] });
    }),
  );
}

/**
 * The `--plugin-dir` plugins, then the installed ones, leaving out an installed plugin whose name
 * a `--plugin-dir` one has (the directory given for this run wins; `notices` says so).
 */
async function withoutShadowed(
  given: readonly PluginLocation[],
  installed: readonly PluginLocation[],
  notices: string[],
): Promise<PluginLocation[]> {
  if (installed.length === 0) return [...given];
  const givenNames = new Map(
    (await Promise.all(given.map(readPluginManifest))).map((manifest) => [
      manifest.name,
      manifest.root,
    ]),
  );
  const kept: PluginLocation[] = [...given];
  for (const location of installed) {
    const manifest = await readPluginManifest(location);
    const shadowing = givenNames.get(manifest.name);
    if (shadowing === undefined) {
      kept.push(location);
      continue;
    }
    notices.push(
      `Plugin ${manifest.id} is installed and enabled, but --plugin-dir ${shadowing} is a plugin of the same name: the run loads that one.`,
    );
  }
  return kept;
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
