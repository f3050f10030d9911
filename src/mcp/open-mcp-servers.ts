import type { RunConfig } from '../config/run-config.js';
import type { MergedSettings } from '../settings/load-settings.js';
import { loadMcpConfig } from './load-mcp-config.js';
import { McpServers } from './mcp-servers.js';

/**
 * The run's MCP servers from its configuration and merged settings, started; what could not be
 * used is logged as a warning naming it, and the run goes on without it.
 */
export async function openMcpServers(
  config: RunConfig,
  settings: MergedSettings,
  context: {
    /** The scrubbed environment (with the settings' `env`) servers start with. */
    environment: Readonly<Record<string, string>>;
    variables: Readonly<Record<string, string | undefined>>;
    log: (line: string) => void;
  },
): Promise<McpServers> {
  const loaded = await loadMcpConfig({
    configRoot: config.configRoot ?? config.repoRoot,
    repoRoot: config.repoRoot,
    ...(config.homeDir ? { homeDir: config.homeDir } : {}),
    pluginDirs: config.pluginDirs,
    mcpConfigs: config.mcpConfigs,
    strict: config.strictMcpConfig,
    ...(settings.enableAllProjectMcpServers !== undefined
      ? { enableAllProjectMcpServers: settings.enableAllProjectMcpServers }
      : {}),
    enabledMcpjsonServers: settings.enabledMcpjsonServers,
    disabledMcpjsonServers: settings.disabledMcpjsonServers,
  });
  for (const warning of loaded.warnings) context.log(`warning: ${warning}`);
  for (const notice of loaded.notices) context.log(`notice: ${notice}`);
  return McpServers.open({
    configured: loaded.servers,
    repoRoot: config.repoRoot,
    environment: context.environment,
    variables: context.variables,
    startupTimeoutMs: config.mcpStartupTimeoutMs,
    ...(config.mcpToolTimeoutMs !== undefined ? { toolTimeoutMs: config.mcpToolTimeoutMs } : {}),
    warn: (line) => context.log(`warning: ${line}`),
  });
}
