import type { AgentDefinition, PermissionMode, ToolRule } from '../agents/definition.js';
import type { PermissionGate } from '../loop/tool-execution.js';
import type { AgentMcpTools, McpServers } from '../mcp/mcp-servers.js';
import { memoryDirectoryOf, type AgentMemoryPlaces } from '../memory/agent-memory-directory.js';
import type { SkillCatalog } from '../skills/load-skills.js';
import {
  createSkillTool,
  skillAttachments,
  skillListingText,
  type LoadedSkills,
} from '../skills/skill-tool.js';
import type { ContentBlockParam, ToolResultBlockParam, ToolUseBlock } from '../model/types.js';
import type { AnyTool } from '../tools/define-tool.js';
import { exitPlanModeTool } from '../tools/exit-plan-mode-tool.js';
import { createPermissionPolicy, permissionGate } from '../tools/permissions.js';
import { defaultTools } from '../tools/registry.js';
import { createWebSearchTool, decideWebSearch } from '../tools/web-search-tool.js';

export interface ToolboxSettings {
  /** The run's mode; an agent's own `permissionMode` replaces it. */
  permissionMode: PermissionMode;
  /** The run's rules (flags and settings files); `source` names a settings file's rule. */
  allow: readonly (ToolRule & { source?: string })[];
  deny: readonly (ToolRule & { source?: string })[];
  homeDir?: string;
  /** The skills of the run: an agent that may use the Skill tool gets it and their listing. */
  skills?: SkillCatalog;
  /** Where agents with `memory:` keep their memory directory. */
  memoryPlaces?: AgentMemoryPlaces;
  /** The run's MCP servers; without them no agent has MCP tools. */
  mcp?: McpServers;
  /** Tools the entry point adds for every agent (the Action's read-only GitHub tools). */
  extraTools?: readonly AnyTool[];
}

export interface AgentTools {
  tools: AnyTool[];
  gate: PermissionGate;
  /** Directories outside the working tree the file tools may use (the agent's memory). */
  extraRoots: readonly string[];
  /** The skill listing for the agent's first message; undefined without the Skill tool or skills. */
  skillListing?: string;
  /** The instructions of the skills a tool round loaded, to follow its tool results. */
  attachToToolResults(
    calls: readonly ToolUseBlock[],
    results: readonly ToolResultBlockParam[],
  ): ContentBlockParam[];
  /**
   * The agent's MCP tools (the run's servers and its own inline ones, started now in its working
   * tree), filtered like its other tools; call `close` when the agent stops.
   */
  openMcpTools(): Promise<AgentMcpTools>;
}

export type AgentToolbox = (
  definition: AgentDefinition,
  coordination: AnyTool[],
  root: string,
) => AgentTools;

/** The tools an agent with memory always has, whatever its `tools` list: it keeps its notes with them. */
const memoryTools: readonly ToolRule[] = [{ tool: 'Read' }, { tool: 'Write' }, { tool: 'Edit' }];

/**
 * The one factory of an agent's tools and permission gate, for the lead, every subagent and the
 * tests alike: the file and shell tools, the API's web search when permitted, the Skill tool when the run has skills, plus the agent's
 * coordination tools and its MCP tools, filtered by its definition and the run's rules, gated by one policy rooted
 * at its working tree (and its memory directory, when it has one).
 */
export function createAgentToolbox(settings: ToolboxSettings): AgentToolbox {
  const baseTools = [...defaultTools(), ...(settings.extraTools ?? [])];
  const skills = settings.skills;
  return (definition, coordination, root) => {
    const mode = definition.permissionMode ?? settings.permissionMode;
    const memoryDirectory = memoryDirectoryOf(definition, settings.memoryPlaces);
    const extraRoots = memoryDirectory ? [memoryDirectory] : [];
    const agentTools =
      definition.tools && memoryDirectory
        ? [...definition.tools, ...memoryTools]
        : definition.tools;
    // A loaded skill's allowed-tools, added to as skills load.
    const granted: ToolRule[] = [];
    const loaded: LoadedSkills = new Map();
    const policy = createPermissionPolicy({
      mode,
      root,
      ...(settings.homeDir ? { homeDir: settings.homeDir } : {}),
      allow: settings.allow,
      deny: settings.deny,
      ...(agentTools ? { agentTools } : {}),
      ...(definition.disallowedTools ? { agentDisallowed: definition.disallowedTools } : {}),
      extraRoots,
      granted,
    });
    const skillTools =
      skills && skills.skills.length > 0
        ? [
            createSkillTool(
              skills,
              {
                mayGrant: (skill) =>
                  mode === 'bypassPermissions' ||
                  settings.allow.some(
                    (rule) =>
                      rule.tool === 'Skill' &&
                      (rule.specifier === undefined || rule.specifier === skill.name),
                  ),
                grant: (rules) => granted.push(...rules),
              },
              loaded,
            ),
          ]
        : [];
    // Plan mode's way to hand over the plan (Claude Code offers it in plan mode only).
    const planTools = mode === 'plan' ? [exitPlanModeTool] : [];
    const search = decideWebSearch({
      mode,
      allow: settings.allow,
      deny: [...settings.deny, ...(definition.disallowedTools ?? [])],
      ...(agentTools ? { agentTools } : {}),
    });
    const searchTools = search.offered ? [createWebSearchTool(search.declaration)] : [];
    // Delegate mode (the lead of a team, seed 001 §4.9): its list holds only what coordinates —
    // spawning, messages, the team's tasks, its todo list — so it cannot work around its team.
    const offered =
      mode === 'delegate'
        ? [...baseTools.filter((tool) => tool.name === 'TodoWrite'), ...coordination]
        : [...baseTools, ...searchTools, ...planTools, ...skillTools, ...coordination];
    const tools = policy.visibleTools(offered);
    const listing =
      skills && tools.some((tool) => tool.name === 'Skill') ? skillListingText(skills) : undefined;
    return {
      tools,
      gate: permissionGate(policy),
      extraRoots,
      ...(listing ? { skillListing: listing } : {}),
      attachToToolResults: (calls, results) => skillAttachments(loaded, calls, results),
      openMcpTools: async () => {
        if (!settings.mcp || mode === 'delegate')
          return { tools: [], close: () => Promise.resolve() };
        const opened = await settings.mcp.toolsFor(definition, root);
        return { tools: policy.visibleTools(opened.tools), close: opened.close };
      },
    };
  };
}
