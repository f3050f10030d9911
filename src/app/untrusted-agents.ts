import path from 'node:path';
import { formatToolRule, type AgentDefinition, type PermissionMode } from '../agents/definition.js';
import { AgentRegistry, type LoadedAgents } from '../agents/index.js';
import { ruleNamesTool } from '../tools/tool-rules.js';
import { widensMode, workerModeUnder } from '../subagents/spawn-options.js';
import { inheritedMode } from '../subagents/coordination.js';

/**
 * An untrusted checkout's agent files are held to what its settings files are held to
 * (src/settings/load-settings.ts): they may narrow what an agent does, never grant. An agent
 * file's `permissionMode` that lets more through than the mode the agent would run in without it
 * is dropped (delegate counts as what its workers get, acceptEdits), and so are its inline
 * `mcpServers` and its `hooks` (each one a command the repository chose; Claude Code 2.1.332 skips
 * an untrusted folder's agent-file hooks too). Its `tools` entries with a specifier
 * (`Bash(touch:*)`) still limit the tool they name, but no longer pre-approve its calls.
 */
export interface UntrustedAgentsOptions {
  /** Whether the workspace is trusted: then its agent files keep everything. */
  trusted: boolean;
  /** The run's permission mode, after flags and settings. */
  runMode: PermissionMode;
  /** Where `.claude/agents/` was read, to name the files relative to it. */
  configRoot: string;
}

/**
 * The agents with the grants of the untrusted project's files taken out, the lead named by
 * `--agent` likewise (against the run's own mode), and a notice for each grant taken out.
 */
export function withoutUntrustedAgentGrants(
  agents: LoadedAgents,
  options: UntrustedAgentsOptions & { leadName?: string },
): { agents: LoadedAgents; lead?: AgentDefinition; notices: string[] } {
  const named = options.leadName === undefined ? undefined : agents.registry.get(options.leadName);
  if (options.trusted) return { agents, ...(named ? { lead: named } : {}), notices: [] };
  const subagentMode = inheritedMode(options.runMode);
  const notices = new Set<string>();
  const changed = new Map<AgentDefinition, AgentDefinition>();
  for (const definition of agents.registry.list()) {
    const held = withoutUntrustedGrants(definition, subagentMode, options.configRoot);
    for (const notice of held.notices) notices.add(notice);
    if (held.definition !== definition) changed.set(definition, held.definition);
  }
  const lead = named && withoutUntrustedGrants(named, options.runMode, options.configRoot);
  for (const notice of lead?.notices ?? []) notices.add(notice);
  const definitions = agents.definitions.map((definition) => changed.get(definition) ?? definition);
  return {
    agents:
      changed.size === 0
        ? agents
        : { ...agents, registry: new AgentRegistry(definitions), definitions },
    ...(lead ? { lead: lead.definition } : {}),
    notices: [...notices],
  };
}

/**
 * One agent with the grants of an untrusted project file taken out: `baseline` is the mode it
 * runs in without a mode of its own (the run's for the lead).
 */
function withoutUntrustedGrants(
  definition: AgentDefinition,
  baseline: PermissionMode,
  configRoot: string,
): { definition: AgentDefinition; notices: string[] } {
  if (definition.source !== 'project') return { definition, notices: [] };
  const where = `agent '${definition.name}'${definition.file ? ` (${path.relative(configRoot, definition.file)})` : ''}`;
  const notices: string[] = [];
  let held = definition;
  const mode = definition.permissionMode;
  // A delegate agent's workers run in acceptEdits: that is what a delegate mode lets through.
  if (mode !== undefined && widensMode(workerModeUnder(mode), workerModeUnder(baseline))) {
    const { permissionMode: _dropped, ...rest } = held;
    held = rest;
    notices.push(
      `Ignoring permissionMode '${mode}' of ${where}: this workspace has not been trusted, and its agent files cannot widen the run's mode; the agent runs in '${baseline}' (--trust-project trusts it).`,
    );
  }
  const approving = (definition.tools ?? []).filter(
    (rule) => rule.specifier !== undefined && !ruleNamesTool(rule.tool, 'Agent'),
  );
  if (approving.length > 0) {
    held = { ...held, toolSpecifiersAllow: false };
    notices.push(
      `Not letting the tools list of ${where} pre-approve ${approving.map((rule) => `\`${formatToolRule(rule)}\``).join(', ')}: this workspace has not been trusted (--trust-project trusts it). The entries still limit the agent to those calls; each one runs only if the run's own rules and mode allow it.`,
    );
  }
  const inline = (definition.mcpServers ?? []).filter((server) => server.kind === 'inline');
  if (inline.length > 0) {
    const named = (definition.mcpServers ?? []).filter((server) => server.kind === 'named');
    const { mcpServers: _servers, ...rest } = held;
    held = named.length > 0 ? { ...rest, mcpServers: named } : rest;
    notices.push(
      `Not starting the MCP server${inline.length === 1 ? '' : 's'} ${inline.map((server) => `'${server.name}' (${server.command})`).join(', ')} that ${where} defines inline: this workspace has not been trusted (--trust-project trusts it); the agent runs without ${inline.length === 1 ? 'it' : 'them'}.`,
    );
  }
  if (definition.hooks && Object.values(definition.hooks).some((matchers) => matchers.length)) {
    const { hooks: _hooks, ...rest } = held;
    held = rest;
    notices.push(
      `Not running the hooks of ${where}: this workspace has not been trusted (--trust-project trusts it), and Claude Code skips them too; the settings files' hooks still run.`,
    );
  }
  return { definition: held, notices };
}
