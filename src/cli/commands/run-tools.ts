import type { AgentDefinition } from '../../agents/definition.js';
import type { ToolAvailabilityOf } from '../../agents/format-agents.js';
import { toolAvailability, type McpServerNames } from '../../app/tool-availability.js';
import { loadMcpConfig, type McpConfigSources } from '../../mcp/load-mcp-config.js';
import { loadSettings } from '../../settings/load-settings.js';
import type { CliIo } from '../io.js';

/**
 * The tools each agent would really have in a run started here, and why a named one is missing:
 * decided as a run decides, from the settings files and MCP configuration it would read (a run's
 * flags may remove more). `flotilla agents` and `flotilla validate` show it.
 */
export async function runToolAvailability(
  io: CliIo,
  pluginDirs: readonly string[] = [],
): Promise<ToolAvailabilityOf> {
  const homeDir = io.env.HOME ?? io.env.USERPROFILE;
  const { settings } = await loadSettings({
    configRoot: io.cwd,
    repoRoot: io.cwd,
    ...(homeDir ? { homeDir } : {}),
    trusted: true,
    environment: io.env,
  });
  const sources: McpConfigSources = {
    configRoot: io.cwd,
    repoRoot: io.cwd,
    ...(homeDir ? { homeDir } : {}),
    pluginDirs,
    mcpConfigs: [],
    strict: false,
    ...(settings.enableAllProjectMcpServers !== undefined
      ? { enableAllProjectMcpServers: settings.enableAllProjectMcpServers }
      : {}),
    enabledMcpjsonServers: settings.enabledMcpjsonServers,
    disabledMcpjsonServers: settings.disabledMcpjsonServers,
  };
  const enabled = await loadMcpConfig(sources);
  // Every .mcp.json server, to tell one the settings hold back from one nobody configured.
  const everyProject = await loadMcpConfig({
    ...sources,
    enableAllProjectMcpServers: true,
    disabledMcpjsonServers: [],
  });
  const mcp: McpServerNames = {
    configured: new Set(enabled.servers.keys()),
    held: new Set([...everyProject.servers.keys()].filter((name) => !enabled.servers.has(name))),
  };
  return (definition: AgentDefinition) =>
    toolAvailability(definition, {
      root: io.cwd,
      permissionMode: settings.defaultMode ?? 'default',
      hasSkills: false,
      deny: settings.deny,
      allow: settings.allow,
      mcp,
    });
}
