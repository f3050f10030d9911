/**
 * An agent's tool plan: from its definition and the run's settings, the tools it gets (by name,
 * in the order its requests list them) and why each tool it names is missing. The one place that
 * decides an agent's tool list: createAgentToolbox (agent-toolbox.ts) builds the toolbox from it,
 * and `flotilla agents` / `flotilla validate --tools` print it.
 */
import { type AgentDefinition, type PermissionMode, type ToolRule } from '../agents/definition.js';
import { knownToolNames, teamToolNames } from '../agents/tool-list.js';
import {
  mcpServerNotConfigured,
  neverOfferedReason,
  type MissingTool,
  type ToolListFacts,
} from '../agents/unresolved-tool-list.js';
import { normalizedServerName } from '../mcp/server-config.js';
import { memoryDirectoryOf, type AgentMemoryPlaces } from '../memory/agent-memory-directory.js';
import { exitPlanModeTool } from '../tools/exit-plan-mode-tool.js';
import { gitHubToolNames } from '../tools/github-tool-names.js';
import {
  createPermissionPolicy,
  type PermissionPolicy,
  type PermissionPolicyOptions,
} from '../tools/permissions.js';
import { coordinationToolNames } from '../subagents/coordination.js';
import { defaultTools } from '../tools/registry.js';
import {
  decideWebSearch,
  webSearchToolName,
  type WebSearchDecision,
} from '../tools/web-search-tool.js';
import { canonicalToolName, isToolListPattern } from '../tools/tool-rules.js';

export type { MissingTool } from '../agents/unresolved-tool-list.js';

/** The MCP servers a run here would start: by name, and the `.mcp.json` ones settings hold back. */
export interface McpServerNames {
  configured: ReadonlySet<string>;
  /** In `.mcp.json` but not enabled by the settings (a headless run does not start them). */
  held: ReadonlySet<string>;
}

/** What of the run decides an agent's tools. */
export interface ToolPlanSettings {
  /** The run's mode; an agent's own `permissionMode` replaces it. */
  permissionMode: PermissionMode;
  /** The run's rules (flags and settings files); `source` names where a rule comes from. */
  allow: readonly (ToolRule & { source?: string })[];
  deny: readonly (ToolRule & { source?: string })[];
  homeDir?: string;
  /** Whether the run has skills: an agent that may use the Skill tool then gets it. */
  hasSkills: boolean;
  /** Where agents with `memory:` keep their memory directory. */
  memoryPlaces?: AgentMemoryPlaces;
  /** The tools the entry point adds for every agent (the Action's read-only GitHub tools). */
  extraToolNames?: readonly string[];
  /** The run's MCP servers; only the reasons a named MCP tool is missing depend on them. */
  mcp?: McpServerNames;
  /** The `env` names an untrusted checkout's settings set: read-only commands then need rules. */
  untrustedEnvNames?: readonly string[];
  /** Directories outside the tree Read alone may read (a hook's saved long output). */
  readOnlyRoots?: readonly string[];
  /**
   * Where ReadMcpResourceTool saves binary contents: an agent that opens MCP tools may read
   * (and, like its memory directory, write) files there with its file tools.
   */
  toolResultsDirectory?: string;
  /** The run's auto memory (src/memory/auto-memory.ts): every agent's file tools may work there. */
  autoMemoryDirectory?: string;
}

/** Where the agent runs and what it coordinates with. */
export interface AgentPlace {
  /** Its working tree: path rules are relative to it. */
  root: string;
  /** The coordination tools its place in the run gives it (src/subagents makes them). */
  coordination: readonly string[];
  /** Allow rules granted while it runs (loaded skills' allowed-tools): read at each decision. */
  granted?: readonly ToolRule[];
}

export interface ToolPlan {
  /** The tools the toolbox builds, in the order the agent's requests list them. */
  tools: string[];
  /**
   * The MCP tools the definition names whose server the run has (or the agent declares inline),
   * then `mcp__<server>__*` for each server whose every tool it may use: they follow `tools`
   * when the server offers them.
   */
  mcpTools: string[];
  /** Whether the agent gets MCP tools at all (delegate mode has none). */
  opensMcp: boolean;
  /** Each tool the definition names that the agent will not have, and why. */
  missing: MissingTool[];
  /**
   * Every tool the agent could have were it not for rules (its definition's lists, the run's
   * deny rules): what the entries of its tools list resolve against (runToolListFacts).
   */
  pool: string[];
  /** The agent's memory directory, where its file tools may also go. */
  memoryDirectory?: string;
  /** The options of the permission policy the agent is gated by, and the policy. */
  permissions: PermissionPolicyOptions;
  policy: PermissionPolicy;
  webSearch: WebSearchDecision;
}

/** The tools an agent with memory always has, whatever its `tools` list: it keeps its notes with them. */
const memoryTools: readonly ToolRule[] = [{ tool: 'Read' }, { tool: 'Write' }, { tool: 'Edit' }];

const builtInToolNames: readonly string[] = defaultTools().map((tool) => tool.name);
const known: ReadonlySet<string> = new Set(knownToolNames);
const gitHubTools: ReadonlySet<string> = new Set(gitHubToolNames);
const teamTools: ReadonlySet<string> = new Set(teamToolNames);
const delegateReason =
  "permission mode 'delegate' allows only coordination tools (and TodoWrite): the agent works through its team";

/** The coordination tools SubagentHub gives a subagent of the lead (depth 1). */
export function subagentCoordinationToolNames(maxSpawnDepth: number): string[] {
  return coordinationToolNames({ depth: 1 }, maxSpawnDepth);
}

export function planAgentTools(
  definition: AgentDefinition,
  settings: ToolPlanSettings,
  place: AgentPlace,
): ToolPlan {
  const mode = definition.permissionMode ?? settings.permissionMode;
  const memoryDirectory = memoryDirectoryOf(definition, settings.memoryPlaces);
  const agentTools =
    definition.tools && memoryDirectory ? [...definition.tools, ...memoryTools] : definition.tools;
  const permissions: PermissionPolicyOptions = {
    mode,
    root: place.root,
    ...(settings.homeDir ? { homeDir: settings.homeDir } : {}),
    allow: settings.allow,
    deny: settings.deny,
    ...(agentTools ? { agentTools } : {}),
    ...(definition.toolSpecifiersAllow === false ? { agentToolsAllow: false } : {}),
    ...(definition.disallowedTools ? { agentDisallowed: definition.disallowedTools } : {}),
    extraRoots: [
      ...(memoryDirectory ? [memoryDirectory] : []),
      ...(settings.autoMemoryDirectory ? [settings.autoMemoryDirectory] : []),
      ...(settings.toolResultsDirectory && mode !== 'delegate'
        ? [settings.toolResultsDirectory]
        : []),
    ],
    ...(settings.readOnlyRoots ? { readOnlyRoots: settings.readOnlyRoots } : {}),
    ...(place.granted ? { granted: place.granted } : {}),
    ...((settings.untrustedEnvNames?.length ?? 0) > 0 ? { readOnlyCommands: false } : {}),
  };
  const policy = createPermissionPolicy(permissions);
  const webSearch = decideWebSearch({
    mode,
    allow: settings.allow,
    deny: [...settings.deny, ...(definition.disallowedTools ?? [])],
    ...(agentTools ? { agentTools } : {}),
    ...(definition.toolSpecifiersAllow === false ? { agentToolsAllow: false } : {}),
  });
  const extraToolNames = settings.extraToolNames ?? [];
  const base = [...builtInToolNames, ...extraToolNames];
  // A plan-mode teammate's ExitPlanMode comes with its team tools (it sends the plan to the lead).
  const planTools =
    mode === 'plan' && !place.coordination.includes(exitPlanModeTool.name)
      ? [exitPlanModeTool.name]
      : [];
  // Delegate mode (the lead of a team, seed 001 §4.9): its list holds only what coordinates —
  // spawning, messages, the team's tasks, its todo list — so it cannot work around its team.
  const candidates =
    mode === 'delegate'
      ? [...base.filter((name) => name === 'TodoWrite'), ...place.coordination]
      : [
          ...base,
          ...(webSearch.offered ? [webSearchToolName] : []),
          ...planTools,
          ...(settings.hasSkills ? ['Skill'] : []),
          ...place.coordination,
        ];
  const tools = candidates.filter((name) => policy.isVisible(name));
  const opensMcp = mode !== 'delegate';
  const inlineServers = (definition.mcpServers ?? []).flatMap((reference) =>
    reference.kind === 'inline' ? [reference.name] : [],
  );

  const mcpTools: string[] = [];
  const missing: MissingTool[] = [];
  const noted = new Set<string>();
  const note = (tool: string, reason: string): void => {
    if (noted.has(tool) || tools.includes(tool) || mcpTools.includes(tool)) return;
    noted.add(tool);
    missing.push({ tool, reason });
  };
  for (const rule of definition.tools ?? []) {
    const name = canonicalToolName(rule.tool);
    if (name === '*' || tools.includes(name)) continue;
    if (isToolListPattern(name)) {
      note(name, 'a pattern names no tool in a tools list (as in Claude Code 2.1.332)');
      continue;
    }
    const hidden = policy.hiddenReason(name);
    if (name.startsWith('mcp__')) {
      const absent = opensMcp ? mcpToolMissing(name, inlineServers, settings.mcp) : delegateReason;
      const wholeServer = name.split('__').length === 2;
      if (hidden) note(name, hidden);
      else if (absent) note(name, absent);
      else if (!wholeServer && !mcpTools.includes(name)) mcpTools.push(name);
    } else if (hidden) note(name, hidden);
    else if (mode === 'delegate' && known.has(name)) note(name, delegateReason);
    else note(name, absenceReason(name, webSearch));
  }
  // A server whose every tool the agent may use (no tools list, or `mcp__server` in it): which
  // tools those are, only the server tells when it starts.
  if (opensMcp) {
    const servers = [...(settings.mcp?.configured ?? []), ...inlineServers];
    for (const server of servers) {
      const every = `mcp__${normalizedServerName(server)}__*`;
      if (policy.isVisible(every) && !mcpTools.includes(every)) mcpTools.push(every);
    }
  }
  // Without a tools list every tool is offered: the ones a deny rule removes are missing.
  if (!definition.tools) {
    for (const name of candidates) {
      const reason = policy.hiddenReason(name);
      if (reason) note(name, reason);
    }
  }
  return {
    tools,
    mcpTools,
    opensMcp,
    missing,
    pool: candidates,
    ...(memoryDirectory ? { memoryDirectory } : {}),
    permissions,
    policy,
    webSearch,
  };
}

/**
 * What a run resolves an agent's tools list against (unresolvedToolList): its plan's pool and
 * reasons, and what its MCP servers offer.
 * @param offeredMcpTools the tools the agent's MCP servers offer, before any rule; before they
 *   start, `plan.mcpTools` (a configured server is taken to offer what is named).
 */
export function runToolListFacts(
  plan: ToolPlan,
  offeredMcpTools: readonly string[],
): ToolListFacts {
  return {
    pool: plan.pool,
    opensMcp: plan.opensMcp,
    keepsMemory: plan.memoryDirectory !== undefined,
    offeredMcpTools,
    reasonFor: (tool) =>
      plan.missing.find((missing) => missing.tool === tool)?.reason ??
      'no MCP server of the run offers it',
  };
}

/** Why an agent whose tools list resolved to nothing (unresolvedToolList) is not started. */
export function toolListRefusal(definition: AgentDefinition, unresolved: MissingTool[]): string {
  const entries = unresolved.map(({ tool, reason }) => `${tool}: ${reason}`).join('; ');
  const where = definition.file ? ` in ${definition.file}` : '';
  return (
    `its tools list names no tool it can have, so it is not started rather than run with none ` +
    `(${entries}). Fix the tools list${where} (tool names are case-sensitive: Read, Grep; ` +
    `without the list the agent gets every tool), or use another subagent_type.`
  );
}

/** Why a tool the definition names, and no rule hides, is not among the agent's candidates. */
function absenceReason(name: string, webSearch: WebSearchDecision): string {
  if (name === webSearchToolName && !webSearch.offered) return webSearch.reason;
  if (name === exitPlanModeTool.name) return 'offered only to agents in plan mode';
  if (name === 'Skill') return 'offered only when the run has skills';
  if (name === 'Agent') {
    return "offered only to agents below the run's spawn depth limit (--max-spawn-depth, default 1: the lead's subagents do not spawn)";
  }
  const never = neverOfferedReason(name);
  if (never) return never;
  if (teamTools.has(name)) return 'offered only to the lead and the members of an agent team';
  if (gitHubTools.has(name))
    return 'offered only in the GitHub Action (its read-only GitHub tools)';
  if (name === 'ListMcpResourcesTool' || name === 'ReadMcpResourceTool') {
    return 'offered only with a configured MCP server that has resources';
  }
  return 'not offered';
}

/**
 * Why an `mcp__server…` rule gives the agent nothing; undefined when its server is configured or
 * declared inline by the agent (the tool is then there if the server offers it).
 */
function mcpToolMissing(
  rule: string,
  /** The agent's inline MCP servers (mcpServers entries that define one). */
  inlineServers: readonly string[],
  mcp: McpServerNames | undefined,
): string | undefined {
  const server = rule.split('__')[1] ?? '';
  const named = (names: Iterable<string>) =>
    [...names].some((name) => normalizedServerName(name) === server);
  if (named(inlineServers)) return undefined;
  if (!mcp) return 'an MCP tool: offered only when its server is configured for the run';
  if (named(mcp.configured)) return undefined;
  if (named(mcp.held)) {
    return `MCP server '${server}' is in .mcp.json but not started: disabledMcpjsonServers lists it, or the workspace is not trusted (--trust-project) and no setting of yours enables it (enableAllProjectMcpServers, or enabledMcpjsonServers listing it)`;
  }
  return mcpServerNotConfigured(server);
}
