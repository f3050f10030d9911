import type { RunConfig } from '../config/run-config.js';
import type { MergedSettings } from '../settings/load-settings.js';
import { pluginDataRoot } from '../plugins/plugin-data.js';
import { loadMcpConfig } from './load-mcp-config.js';
import { McpServers } from './mcp-servers.js';
import type { ConfiguredMcpServers } from './server-config.js';

/**
 * The run's configured MCP servers, from its configuration and merged settings; what could not be
 * read is logged as a warning naming it, and a server whose entry is invalid is kept as such.
 */
export async function loadRunMcpServers(
  config: RunConfig,
  settings: MergedSettings,
  log: (line: string) => void,
): Promise<ConfiguredMcpServers> {
  const loaded = await loadMcpConfig({
    configRoot: config.configRoot ?? config.repoRoot,
    repoRoot: config.repoRoot,
    ...(config.homeDir ? { homeDir: config.homeDir } : {}),
    plugins: settings.plugins,
    pluginDataRoot: pluginDataRoot(config),
    mcpConfigs: config.mcpConfigs,
    // Claude Code 2.1.332's --bare starts no server of .mcp.json, ~/.claude.json or a plugin,
    // only --mcp-config's (observed); an agent's inline servers are not the files' to hold back.
    strict: config.strictMcpConfig || config.bare,
    settingSources: config.settingSources,
    trusted: settings.trusted,
    ...(settings.enableAllProjectMcpServers !== undefined
      ? { enableAllProjectMcpServers: settings.enableAllProjectMcpServers }
      : {}),
    enabledMcpjsonServers: settings.enabledMcpjsonServers,
    disabledMcpjsonServers: settings.disabledMcpjsonServers,
  });
  for (const warning of loaded.warnings) log(`warning: ${warning}`);
  for (const notice of loaded.notices) log(`notice: ${notice}`);
  return { servers: loaded.servers, invalid: loaded.invalid };
}

/**
 * Starts the run's configured MCP servers; one that does not start, or whose entry is invalid, is
 * a warning, and the run goes on (its result says it went without them).
 */
export async function openMcpServers(
  config: RunConfig,
  configured: ConfiguredMcpServers,
  context: {
    /** The scrubbed environment (with the settings' `env`) servers start with. */
    environment: Readonly<Record<string, string>>;
    variables: Readonly<Record<string, string | undefined>>;
    /** Where ReadMcpResourceTool saves binary contents (src/mcp/resource-files.ts). */
    toolResultsDirectory: Promise<string>;
    log: (line: string) => void;
    /** Told the credentials a remote server's `headersHelper` printed. */
    onSecrets: (values: readonly string[]) => void;
  },
): Promise<McpServers> {
  return McpServers.open({
    configured: configured.servers,
    invalid: configured.invalid,
    repoRoot: config.repoRoot,
    environment: context.environment,
    variables: context.variables,
    toolResultsDirectory: context.toolResultsDirectory,
    strict: config.strictMcpConfig,
    startupTimeoutMs: config.mcpStartupTimeoutMs,
    ...(config.mcpToolTimeoutMs !== undefined ? { toolTimeoutMs: config.mcpToolTimeoutMs } : {}),
    warn: (line) => context.log(`warning: ${line}`),
    onSecrets: context.onSecrets,
  });
}
