/**
 * Whether an agent's tools list names a tool it can have: the one rule behind a run's refusal to
 * start a spawned agent (src/app/tool-plan.ts supplies the run's facts) and behind `flotilla
 * validate`'s `tools-unresolved` (references.ts supplies the best case of what it cannot know).
 */
import { canonicalToolName, toolListNamesTool } from '../tools/tool-rules.js';
import { formatToolRule, type AgentDefinition } from './definition.js';
import { claudeCodeOnlyToolNames, knownToolNames, leadOnlyToolNames } from './tool-list.js';

export interface MissingTool {
  tool: string;
  reason: string;
}

/** What an agent's tools list is resolved against. */
export interface ToolListFacts {
  /** Every tool the agent could have were it not for rules (its lists, deny rules). */
  pool: readonly string[];
  /** Whether it gets MCP tools at all (delegate mode has none). */
  opensMcp: boolean;
  /** Whether it keeps a memory: it then has Read, Write and Edit whatever its list says. */
  keepsMemory: boolean;
  /** The tools its MCP servers offer, before any rule. */
  offeredMcpTools: readonly string[];
  /** Why a tool the list names is neither in `pool` nor offered by an MCP server. */
  reasonFor(tool: string): string;
}

const claudeCodeOnly: ReadonlySet<string> = new Set(claudeCodeOnlyToolNames);
const known: ReadonlySet<string> = new Set(knownToolNames);
const leadOnly: ReadonlySet<string> = new Set(leadOnlyToolNames);

/**
 * Why no spawned agent has this tool in any run; undefined for a tool some run may give one.
 * (The lead is never refused for its tools list: only spawned agents are.)
 */
export function neverOfferedReason(name: string): string | undefined {
  if (leadOnly.has(name)) return 'offered only to the lead: no agent it starts has it';
  if (claudeCodeOnly.has(name)) return 'a Claude Code tool Flotilla does not offer yet';
  if (!known.has(name)) return 'unknown tool';
  return undefined;
}

/** Why an `mcp__server…` entry gives nothing when its server is configured nowhere. */
export function mcpServerNotConfigured(server: string): string {
  return `MCP server '${server}' is not configured (.mcp.json, ~/.claude.json, --mcp-config, or an inline server in the agent's mcpServers)`;
}

/**
 * The entries of an agent's tools list, each with why it gives the agent nothing, when not one of
 * them names a tool the agent can have: such an agent is not started, as Claude Code 2.1.332
 * refuses to spawn an agent whose list "resolved to nothing". Rules do not count: a list that
 * resolves and that `disallowedTools` or a deny rule then empties leaves the agent running with
 * no tools, as in Claude Code. Undefined when an entry resolves, when there is no list, when the
 * list is empty as written (`tools: []`: the agent runs with no tools, as in Claude Code), or when
 * the agent keeps a memory (it has Read, Write and Edit for it).
 */
export function unresolvedToolList(
  definition: Pick<AgentDefinition, 'tools' | 'malformedTools'>,
  facts: ToolListFacts,
): MissingTool[] | undefined {
  const rules = definition.tools;
  const malformed = definition.malformedTools ?? [];
  if (!rules || (rules.length === 0 && malformed.length === 0) || facts.keepsMemory) {
    return undefined;
  }
  const namesFor = (tool: string): readonly string[] =>
    tool.startsWith('mcp__') ? (facts.opensMcp ? facts.offeredMcpTools : []) : facts.pool;
  if (
    rules.some((rule) => namesFor(rule.tool).some((name) => toolListNamesTool(rule.tool, name)))
  ) {
    return undefined;
  }
  const reasonFor = (tool: string): string => {
    const server = tool.startsWith('mcp__') ? tool.split('__')[1] : undefined;
    if (server && facts.offeredMcpTools.some((name) => name.startsWith(`mcp__${server}__`))) {
      return `MCP server '${server}' offers no tool of that name`;
    }
    return facts.reasonFor(tool);
  };
  return [
    ...rules.map((rule) => ({
      tool: formatToolRule(rule),
      reason: reasonFor(canonicalToolName(rule.tool)),
    })),
    ...malformed.map((entry) => ({
      tool: entry,
      reason: 'not a tool rule (write Name or Name(specifier))',
    })),
  ];
}
