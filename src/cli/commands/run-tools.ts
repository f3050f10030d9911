import type { PluginLocation } from '../../plugins/plugin-manifest.js';
import type { AgentDefinition } from '../../agents/definition.js';
import type { ToolAvailabilityOf } from '../../agents/format-agents.js';
import { allowedRunMode } from '../../app/bypass-mode.js';
import { unresolvedToolList } from '../../agents/unresolved-tool-list.js';
import {
  planAgentTools,
  subagentCoordinationToolNames,
  runToolListFacts,
  toolListRefusal,
  type ToolPlanSettings,
} from '../../app/tool-plan.js';
import { defaultMaxSpawnDepth } from '../../config/run-config.js';
import { loadMcpConfig } from '../../mcp/load-mcp-config.js';
import type { MergedSettings } from '../../settings/load-settings.js';
import type { SkillCatalog } from '../../skills/load-skills.js';
import { subagentDefinitionIn } from '../../subagents/coordination.js';
import type { CliIo } from '../io.js';
import { loadSettingsHere, loadSkillsHere, type SettingReading } from './run-here.js';

/**
 * The tools each agent would really have as a subagent of a run started here (at the default
 * spawn depth), and why a named one is missing: the agent's tool plan (src/app/tool-plan.ts, from
 * which a run builds its toolbox) over the settings files, skills and MCP configuration that run
 * would read (a run's flags may remove more). `flotilla agents` and `flotilla validate` show it.
 */
export async function runToolAvailability(
  io: CliIo,
  reading: SettingReading,
  plugins: readonly PluginLocation[] = [],
  /** The settings and skills a run here reads, when the caller has loaded them already. */
  loaded: { settings?: MergedSettings; skills?: SkillCatalog } = {},
): Promise<ToolAvailabilityOf> {
  const homeDir = io.env.HOME ?? io.env.USERPROFILE;
  const [settings, skills] = await Promise.all([
    loaded.settings ?? loadSettingsHere(io, reading).then((result) => result.settings),
    loaded.skills ?? loadSkillsHere(io, reading, plugins),
  ]);
  const mcp = await loadMcpConfig({
    configRoot: io.cwd,
    repoRoot: io.cwd,
    ...(homeDir ? { homeDir } : {}),
    plugins,
    mcpConfigs: [],
    strict: false,
    ...(reading.settingSources ? { settingSources: reading.settingSources } : {}),
    trusted: settings.trusted,
    ...(settings.enableAllProjectMcpServers !== undefined
      ? { enableAllProjectMcpServers: settings.enableAllProjectMcpServers }
      : {}),
    enabledMcpjsonServers: settings.enabledMcpjsonServers,
    disabledMcpjsonServers: settings.disabledMcpjsonServers,
  });
  const planSettings: ToolPlanSettings = {
    permissionMode: allowedRunMode(settings.defaultMode ?? 'default', settings.bypassDisabledBy)
      .mode,
    allow: settings.allow,
    deny: settings.deny,
    ...(homeDir ? { homeDir } : {}),
    hasSkills: skills.skills.length > 0,
    untrustedEnvNames: settings.untrustedEnvNames,
    memoryPlaces: { configRoot: io.cwd, ...(homeDir ? { homeDir } : {}) },
    mcp: {
      configured: new Set(mcp.servers.keys()),
      held: new Set(mcp.held.filter((name) => !mcp.servers.has(name))),
    },
  };
  const coordination = subagentCoordinationToolNames(defaultMaxSpawnDepth);
  return (definition: AgentDefinition) => {
    const plan = planAgentTools(
      subagentDefinitionIn(definition, planSettings.permissionMode, 'subagent'),
      planSettings,
      { root: io.cwd, coordination },
    );
    // Its servers are not started here: a configured one is taken to offer the tools named.
    const unresolved = unresolvedToolList(definition, runToolListFacts(plan, plan.mcpTools));
    return {
      offered: [...plan.tools, ...plan.mcpTools],
      missing: plan.missing,
      ...(unresolved ? { notStarted: toolListRefusal(definition, unresolved) } : {}),
    };
  };
}
