import type { LoadAgentsOptions } from '../agents/index.js';
import type { RunConfig } from '../config/run-config.js';
import { pluginDataRoot } from '../plugins/plugin-data.js';
import type { PluginLocation } from '../plugins/plugin-manifest.js';

/**
 * Where a run's agents come from: built-in, `plugins` (the `--plugin-dir` ones and the installed
 * ones its settings enable, as loadRunSettings found them), the user's and the project's (as its
 * `--setting-sources` says), `--agents` and managed. A run and the Action's matrix plan load
 * agents from this one description, so that the plan names exactly the agents a job can run.
 */
export function runAgentSources(
  config: Pick<
    RunConfig,
    | 'repoRoot'
    | 'configRoot'
    | 'homeDir'
    | 'pluginDataDir'
    | 'agentsJson'
    | 'managedAgentsFile'
    | 'settingSources'
  >,
  plugins: readonly PluginLocation[],
): LoadAgentsOptions {
  return {
    repoRoot: config.configRoot ?? config.repoRoot,
    ...(config.homeDir ? { homeDir: config.homeDir } : {}),
    plugins,
    pluginDataRoot: pluginDataRoot(config),
    ...(config.agentsJson ? { agentsJson: config.agentsJson } : {}),
    ...(config.managedAgentsFile ? { managedPath: config.managedAgentsFile } : {}),
    settingSources: config.settingSources,
  };
}
