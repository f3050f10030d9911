import type { AgentDefinition, PermissionMode, ToolRule } from '../agents/definition.js';
import type { PermissionGate } from '../loop/tool-execution.js';
import type { AgentMcpTools, McpServers } from '../mcp/mcp-servers.js';
import type { ToolboxInheritance } from '../subagents/ports.js';
import { InternalError } from '../errors.js';
import type { AgentMemoryPlaces } from '../memory/agent-memory-directory.js';
import type { SkillCatalog } from '../skills/load-skills.js';
import { NestedSkills } from '../skills/nested-skills.js';
import {
  createSkillTool,
  skillAttachments,
  skillListingText,
  type LoadedSkills,
} from '../skills/skill-tool.js';
import type { ContentBlockParam, ToolResultBlockParam, ToolUseBlock } from '../model/types.js';
import type { AnyTool } from '../tools/define-tool.js';
import { exitPlanModeTool } from '../tools/exit-plan-mode-tool.js';
import { permissionGate } from '../tools/permissions.js';
import { createBashTool, type BashPrelude, type BashTimeouts } from '../tools/bash-tool.js';
import { runShellLines } from '../skills/shell-lines.js';
import { readTool } from '../tools/read-tool.js';
import { defaultTools } from '../tools/registry.js';
import { createWebSearchTool } from '../tools/web-search-tool.js';
import { unresolvedToolList } from '../agents/unresolved-tool-list.js';
import {
  planAgentTools,
  runToolListFacts,
  toolListRefusal,
  type ToolPlanSettings,
} from './tool-plan.js';

export interface ToolboxSettings {
  /** The run's mode; an agent's own `permissionMode` replaces it. */
  permissionMode: PermissionMode;
  /** The run's rules (flags and settings files); `source` names a settings file's rule. */
  allow: readonly (ToolRule & { source?: string })[];
  deny: readonly (ToolRule & { source?: string })[];
  homeDir?: string;
  /** The skills of the run: an agent that may use the Skill tool gets it and their listing. */
  skills?: SkillCatalog;
  /**
   * Where a package's `.claude/skills` are read when an agent with the Skill tool works on its
   * files (the configuration root); none looked for without it.
   */
  nestedSkillsRoot?: string;
  /** The run's id: `${CLAUDE_SESSION_ID}` in a loaded skill. */
  sessionId?: string;
  /** Where agents with `memory:` keep their memory directory. */
  memoryPlaces?: AgentMemoryPlaces;
  /** The `env` names an untrusted checkout's settings set (see ToolPlanSettings). */
  untrustedEnvNames?: readonly string[];
  /** Whether the workspace is trusted: else its own skills' hooks approve nothing (SkillGrants). */
  workspaceTrusted?: boolean;
  /** When the run read its configuration (LoadedConfiguration); now when not given. */
  configurationReadMs?: number;
  /** Bash's time limits (BASH_DEFAULT_TIMEOUT_MS, BASH_MAX_TIMEOUT_MS); Claude Code's without. */
  bashTimeouts?: BashTimeouts;
  /** Shell text run before each Bash command of every agent (the session's CLAUDE_ENV_FILE). */
  bashPrelude?: BashPrelude;
  /**
   * Files and directories outside the tree that every agent's Read may open, and nothing else
   * may: the hooks' long output. Each agent's Read also opens its own transcript files (the
   * toolbox's `ownFiles`), named after a compaction; no agent opens another's.
   */
  readOnlyPaths?: readonly string[];
  /** The run's MCP servers; without them no agent has MCP tools. */
  mcp?: McpServers;
  /** Where ReadMcpResourceTool saves binary contents, which Read may then read. */
  toolResultsDirectory?: string;
  /** The run's auto memory, where every agent's Read, Write and Edit may work. */
  autoMemoryDirectory?: string;
  /** Tools the entry point adds for every agent (the Action's read-only GitHub tools). */
  extraTools?: readonly AnyTool[];
}

export interface AgentTools {
  tools: AnyTool[];
  gate: PermissionGate;
  /** Directories outside the working tree the file tools may use (the agent's memory). */
  extraRoots: readonly string[];
  /** Files Glob and Grep leave out of what they find (ToolContext.hiddenFromSearch). */
  hiddenFromSearch: (absolutePath: string) => boolean;
  /** The skill listing for the agent's first message; undefined without the Skill tool or skills. */
  skillListing?: string;
  /** Adds allow rules for the rest of the agent's conversation (a `/command`'s `allowed-tools`). */
  grant(rules: readonly ToolRule[]): void;
  /** A copy of what a fork of the agent starts with, taken now: its grants, its found skills. */
  inheritance(): ToolboxInheritance;
  /**
   * What follows a tool round's results: the instructions of the skills it loaded, and the
   * skills of the packages its file calls reached (nested-skills.ts).
   */
  attachToToolResults(
    calls: readonly ToolUseBlock[],
    results: readonly ToolResultBlockParam[],
  ): Promise<ContentBlockParam[]>;
  /**
   * The agent's MCP tools (the run's servers and its own inline ones, started now in its working
   * tree), filtered like its other tools; call `close` when the agent stops.
   */
  openMcpTools(): Promise<OpenedMcpTools>;
  /**
   * Why the agent must not start, given what its MCP servers offer: its tools list names tools
   * and not one of them can be given to it (tool-plan.ts, unresolvedToolList). Undefined when it
   * may start.
   */
  refusal(offeredMcpTools: readonly string[]): string | undefined;
}

export interface OpenedMcpTools extends AgentMcpTools {
  /** Every tool the agent's MCP servers offer, by name, before its rules filter them. */
  offered: readonly string[];
}

export type AgentToolbox = (
  definition: AgentDefinition,
  coordination: AnyTool[],
  root: string,
  /** A fork's: what it starts with of its parent's toolbox. */
  inherited?: ToolboxInheritance,
  /** The agent's own transcript files, outside the tree, which its Read alone may open. */
  ownFiles?: readonly string[],
) => AgentTools;

/**
 * The one factory of an agent's tools and permission gate, for the lead, every subagent and the
 * tests alike: built from the agent's tool plan (tool-plan.ts, which decides the list), with the
 * Skill tool's grants added to its permission policy and its MCP tools opened when it starts.
 */
export function createAgentToolbox(settings: ToolboxSettings): AgentToolbox {
  const skills = settings.skills && settings.skills.skills.length > 0 ? settings.skills : undefined;
  // The kernel's clock, not the run's injected one: a package skill whose files changed after
  // this (file change times) was written during the run, and is not offered (nested-skills.ts).
  const configurationReadMs = settings.configurationReadMs ?? Date.now();
  const planSettings: ToolPlanSettings = {
    permissionMode: settings.permissionMode,
    allow: settings.allow,
    deny: settings.deny,
    ...(settings.homeDir ? { homeDir: settings.homeDir } : {}),
    hasSkills: skills !== undefined,
    ...(settings.memoryPlaces ? { memoryPlaces: settings.memoryPlaces } : {}),
    extraToolNames: (settings.extraTools ?? []).map((tool) => tool.name),
    ...(settings.untrustedEnvNames ? { untrustedEnvNames: settings.untrustedEnvNames } : {}),
    ...(settings.toolResultsDirectory
      ? { toolResultsDirectory: settings.toolResultsDirectory }
      : {}),
    ...(settings.autoMemoryDirectory ? { autoMemoryDirectory: settings.autoMemoryDirectory } : {}),
  };
  // The tools every agent's plan picks from; the per-agent ones are added to a copy.
  const shared = new Map<string, AnyTool>();
  for (const tool of [...defaultTools(), ...(settings.extraTools ?? []), exitPlanModeTool]) {
    shared.set(tool.name, tool);
  }
  if (settings.bashTimeouts || settings.bashPrelude) {
    shared.set('Bash', createBashTool(settings.bashTimeouts, settings.bashPrelude));
  }
  return (definition, coordination, root, inherited, ownFiles = []) => {
    // A loaded skill's allowed-tools, added to as skills load; a fork's start as its parent's were.
    const granted: ToolRule[] = [...(inherited?.granted ?? [])];
    const readOnlyPaths = [...(settings.readOnlyPaths ?? []), ...ownFiles];
    const plan = planAgentTools(
      definition,
      readOnlyPaths.length > 0 ? { ...planSettings, readOnlyRoots: readOnlyPaths } : planSettings,
      { root, coordination: coordination.map((tool) => tool.name), granted },
    );
    const loaded: LoadedSkills = new Map();
    const policy = plan.policy;
    const available = new Map(shared);
    if (readOnlyPaths.length > 0) {
      // Read alone reaches them: the permission policy allows it there (readOnlyRoots), and the
      // tool resolves a path there against the one that holds it.
      available.set('Read', {
        ...readTool,
        run: (input, context) =>
          readTool.run(input, {
            ...context,
            extraRoots: [...(context.extraRoots ?? []), ...readOnlyPaths],
          }),
      });
    }
    const offer = (tool: AnyTool) => available.set(tool.name, tool);
    if (plan.webSearch.offered) offer(createWebSearchTool(plan.webSearch.declaration));
    const gate = permissionGate(policy);
    const nested =
      skills && settings.nestedSkillsRoot !== undefined && plan.tools.includes('Skill')
        ? new NestedSkills(
            skills,
            settings.nestedSkillsRoot,
            root,
            inherited?.foundSkills,
            configurationReadMs,
          )
        : undefined;
    if (skills) {
      // A skill's shell lines are Bash calls of the agent: none without its Bash tool.
      const bash = plan.tools.includes('Bash') ? available.get('Bash') : undefined;
      offer(
        createSkillTool(
          nested?.catalog ?? skills,
          {
            // Claude Code 2.1.332 grants `Skill(review)` to a call `review` of the skill
            // api-review, and `Skill(api-review)` to it too, but not `Skill(review)` to a call
            // `api-review`: the rule names the skill or the name it was called by.
            mayGrant: (skill, calledAs) =>
              plan.permissions.mode === 'bypassPermissions' ||
              settings.allow.some(
                (rule) =>
                  rule.tool === 'Skill' &&
                  (rule.specifier === undefined ||
                    rule.specifier === skill.name ||
                    rule.specifier === calledAs),
              ),
            grant: (rules) => granted.push(...rules),
            workspaceTrusted: settings.workspaceTrusted === true,
          },
          loaded,
          settings.sessionId,
          (text, skill, context) => {
            // The Skill call's own response recorder is not the Bash call's. Without the
            // agent's background shells a line still running at its timeout is killed and fails
            // the Skill call, rather than moving to the background: its text would be partial,
            // and its end notification would name a tool_use id not in the conversation.
            const {
              toolUseId: _toolUseId,
              recordToolResponse: _recorder,
              backgroundShells: _backgroundShells,
              hooks: _hooks,
              ...shared
            } = context;
            return runShellLines(
              text,
              `The skill '${skill.name}'`,
              {
                tools: new Map(bash ? [[bash.name, bash]] : []),
                gate,
                context: shared,
              },
              skill,
            );
          },
        ),
      );
    }
    // The agent's own coordination tools last: a team's ExitPlanMode replaces plan mode's.
    coordination.forEach(offer);
    const tools = plan.tools.map((name) => {
      const tool = available.get(name);
      if (!tool) throw new InternalError(`the tool plan names '${name}', which no factory makes`);
      return tool;
    });
    const listing = skills && plan.tools.includes('Skill') ? skillListingText(skills) : undefined;
    const extraRoots = plan.permissions.extraRoots ?? [];
    return {
      tools,
      gate,
      extraRoots,
      hiddenFromSearch: policy.readDenied,
      ...(listing ? { skillListing: listing } : {}),
      grant: (rules) => granted.push(...rules),
      inheritance: () => ({
        granted: [...granted],
        ...(nested ? { foundSkills: nested.found() } : {}),
      }),
      attachToToolResults: async (calls, results) => [
        ...skillAttachments(loaded, calls, results),
        ...((await nested?.discover(calls, results)) ?? []),
      ],
      refusal: (offeredMcpTools) => {
        const unresolved = unresolvedToolList(definition, runToolListFacts(plan, offeredMcpTools));
        return unresolved && toolListRefusal(definition, unresolved);
      },
      openMcpTools: async () => {
        if (!settings.mcp || !plan.opensMcp) {
          return {
            tools: [],
            offered: [],
            refresh: () => Promise.resolve(undefined),
            close: () => Promise.resolve(),
          };
        }
        const opened = await settings.mcp.toolsFor(definition, root);
        return {
          tools: policy.visibleTools(opened.tools),
          offered: opened.tools.map((tool) => tool.name),
          refresh: async () => {
            const tools = await opened.refresh();
            return tools && policy.visibleTools(tools);
          },
          close: opened.close,
        };
      },
    };
  };
}
