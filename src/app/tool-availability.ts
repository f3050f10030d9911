import type { AgentDefinition, PermissionMode, ToolRule } from '../agents/definition.js';
import type { ToolAvailability } from '../agents/format-agents.js';
import { claudeCodeOnlyToolNames, knownToolNames } from '../agents/tool-list.js';
import { normalizedServerName } from '../mcp/server-config.js';
import { exitPlanModeTool } from '../tools/exit-plan-mode-tool.js';
import { createPermissionPolicy } from '../tools/permissions.js';
import { defaultTools } from '../tools/registry.js';
import { decideWebSearch, webSearchToolName } from '../tools/web-search-tool.js';

/**
 * The coordination tools a run gives every agent (src/subagents makes them; Agent only below the
 * spawn depth limit). Skill comes when the run has skills.
 */
const coordinationToolNames = ['Agent', 'SendMessage', 'TaskStop', 'TaskOutput', 'ReportFindings'];
const claudeCodeOnly: ReadonlySet<string> = new Set(claudeCodeOnlyToolNames);
const known: ReadonlySet<string> = new Set(knownToolNames);

/** The MCP servers a run here would start: by name, and the `.mcp.json` ones settings hold back. */
export interface McpServerNames {
  configured: ReadonlySet<string>;
  /** In `.mcp.json` but not enabled by the settings (a headless run does not start them). */
  held: ReadonlySet<string>;
}

/**
 * Why an `mcp__server…` rule gives the agent nothing; undefined when its server is configured or
 * declared inline by the agent (the tool is then there if the server offers it).
 */
function mcpToolMissing(
  rule: string,
  definition: AgentDefinition,
  mcp: McpServerNames | undefined,
): string | undefined {
  if (!mcp) return 'an MCP tool: offered only when its server is configured for the run';
  const server = rule.split('__')[1] ?? '';
  const named = (names: Iterable<string>) =>
    [...names].some((name) => normalizedServerName(name) === server);
  const inline = (definition.mcpServers ?? []).filter((reference) => reference.kind === 'inline');
  if (named(mcp.configured) || named(inline.map((reference) => reference.name))) return undefined;
  if (named(mcp.held)) {
    return `MCP server '${server}' is in .mcp.json but not enabled: a headless run starts it only when settings enable it (enableAllProjectMcpServers, or enabledMcpjsonServers listing it)`;
  }
  return `MCP server '${server}' is not configured (.mcp.json, ~/.claude.json, --mcp-config, or an inline server in the agent's mcpServers)`;
}

/**
 * Decided by the same permission policy a run uses, from the definition and the run's deny
 * rules given (a run's --disallowed-tools may remove more).
 */
export function toolAvailability(
  definition: AgentDefinition,
  options: {
    root: string;
    permissionMode: PermissionMode;
    hasSkills: boolean;
    /** The run's deny rules (settings files, flags); `source` names where each comes from. */
    deny?: readonly (ToolRule & { source?: string })[];
    /** The run's allow rules (settings files, flags): WebSearch needs one. */
    allow?: readonly ToolRule[];
    /** The run's MCP servers; without it an MCP tool's reason cannot name its server's state. */
    mcp?: McpServerNames;
  },
): ToolAvailability {
  const mode = definition.permissionMode ?? options.permissionMode;
  const policy = createPermissionPolicy({
    mode,
    root: options.root,
    ...(options.deny ? { deny: options.deny } : {}),
    ...(definition.tools ? { agentTools: definition.tools } : {}),
    ...(definition.disallowedTools ? { agentDisallowed: definition.disallowedTools } : {}),
  });
  const search = decideWebSearch({
    mode,
    allow: options.allow ?? [],
    deny: [...(options.deny ?? []), ...(definition.disallowedTools ?? [])],
    ...(definition.tools ? { agentTools: definition.tools } : {}),
  });
  const candidates = [
    ...defaultTools().map((tool) => tool.name),
    ...(search.offered ? [webSearchToolName] : []),
    ...(mode === 'plan' ? [exitPlanModeTool.name] : []),
    ...(options.hasSkills ? ['Skill'] : []),
    ...coordinationToolNames,
  ];
  const offered = candidates.filter((name) => policy.isVisible(name));
  const missing: ToolAvailability['missing'] = [];
  const seen = new Set<string>();
  const note = (tool: string, reason: string): void => {
    if (seen.has(tool) || offered.includes(tool)) return;
    seen.add(tool);
    missing.push({ tool, reason });
  };
  for (const rule of definition.tools ?? []) {
    const name = rule.tool === 'Task' ? 'Agent' : rule.tool;
    if (name === '*') continue;
    if (name.startsWith('mcp__')) {
      const reason = mcpToolMissing(name, definition, options.mcp);
      const hidden = policy.hiddenReason(name);
      if (hidden) note(name, hidden);
      else if (reason) note(name, reason);
      else if (!offered.includes(name)) offered.push(name);
    } else if (name === 'ExitPlanMode') note(name, 'offered only to agents in plan mode');
    else if (name === 'Skill') note(name, 'offered only when the run has skills');
    else if (name === webSearchToolName && !search.offered)
      note(name, policy.hiddenReason(name) ?? search.reason);
    else if (name === 'ListMcpResourcesTool' || name === 'ReadMcpResourceTool')
      note(name, 'offered only with a configured MCP server that has resources');
    else if (claudeCodeOnly.has(name)) note(name, 'a Claude Code tool Flotilla does not offer yet');
    else if (!known.has(name)) note(name, 'unknown tool');
    else note(name, policy.hiddenReason(name) ?? 'not offered');
  }
  // Without a tools list every tool is offered: the ones a deny rule removes are missing.
  if (!definition.tools) {
    for (const name of candidates) {
      const reason = policy.hiddenReason(name);
      if (reason) note(name, reason);
    }
  }
  return { offered, missing };
}
