import type { HookSession } from '../hooks/hook-session.js';
import type { AgentDefinition, PermissionMode, ToolRule } from '../agents/definition.js';
import type { AgentEventSink } from '../loop/agent-events.js';
import type { RunBudget } from '../loop/budget.js';
import type { PermissionGate } from '../loop/tool-execution.js';
import type { AgentMcpTools } from '../mcp/mcp-servers.js';
import type { AgentMemory } from '../memory/agent-memory.js';
import type { Effort } from '../model/effort.js';
import type { CompactionControls } from '../model/context-window.js';
import type { ModelClient } from '../model/model-client.js';
import type { ContentBlockParam, ToolResultBlockParam, ToolUseBlock } from '../model/types.js';
import type { SandboxPolicy } from '../platform/sandbox.js';
import type { Redactor } from '../publish/redact.js';
import type { RunRecorder } from '../results/run-recorder.js';
import type { FoundSkills } from '../skills/nested-skills.js';
import type { AnyTool } from '../tools/define-tool.js';
import type { SpawnChoices } from './coordination.js';

/** The agent definitions a run can spawn. */
export interface AgentLookup {
  get(name: string): AgentDefinition | undefined;
  names(): string[];
}

export interface WorktreeHandle {
  path: string;
  branch: string;
  /** Where its agent works: the directory inside it the run started in (default `path`). */
  cwd?: string;
}

export interface WorktreeOutcome {
  branch: string;
  /** The commit holding the agent's changes; undefined when it committed nothing. */
  commit?: string;
  files: string[];
  /** The worktree stays (it holds the agent's work); false: it was removed (nothing changed). */
  kept: boolean;
  /** Files the agent changed that no commit could hold (inside a submodule): never merged. */
  notCommitted: string[];
  /** Commits of the agent that are not in the work merged (it left its branch): not merged. */
  warnings: string[];
}

/** Git worktree isolation as subagents need it (src/worktrees implements it). */
export interface WorktreePort {
  create(slug: string): Promise<WorktreeHandle>;
  finish(worktree: WorktreeHandle, agentName: string): Promise<WorktreeOutcome>;
}

/**
 * What a fork's toolbox starts with of its parent's, copied when it forks: Claude Code 2.1.332
 * runs a fork with its parent's permissions of that moment (a skill's `allowed-tools` the parent
 * loaded hold for it), and what either is granted later is its own (observed).
 */
export interface ToolboxInheritance {
  /** Allow rules granted while the parent ran (its skills' and its command's `allowed-tools`). */
  granted: readonly ToolRule[];
  /** The packages' skills the parent had found. */
  foundSkills?: FoundSkills;
}

/** Everything the subagent machinery needs from the composition root. */
export interface SubagentPorts {
  agents: AgentLookup;
  client: ModelClient;
  budget: RunBudget;
  recorder: RunRecorder;
  /** Resolves `inherit`, aliases and ids against the parent's model. */
  resolveModel(requested: string | undefined, parentModel: string): string;
  /**
   * The tools an agent may see and the gate that decides each call: the file and shell tools
   * plus `coordination`, filtered by the definition and the run's permission settings.
   */
  toolbox(
    definition: AgentDefinition,
    coordination: AnyTool[],
    root: string,
    /** A fork's: what it starts with of its parent's toolbox. */
    inherited?: ToolboxInheritance,
    /** The agent's own transcript files, outside the tree, which its Read alone may open. */
    ownFiles?: readonly string[],
  ): {
    tools: AnyTool[];
    gate: PermissionGate;
    /** A copy of what a fork of the agent starts with, taken now. */
    inheritance(): ToolboxInheritance;
    /** Directories outside the working tree its file tools may use (its memory). */
    extraRoots?: readonly string[];
    /** Files Glob and Grep leave out of what they find (ToolContext.hiddenFromSearch). */
    hiddenFromSearch?: (absolutePath: string) => boolean;
    /** The skill listing its first message ends with; undefined: none. */
    skillListing?: string;
    /**
     * What follows a tool round's results: the instructions of the skills it loaded, and the
     * skills of the packages its file calls reached.
     */
    attachToToolResults?(
      calls: readonly ToolUseBlock[],
      results: readonly ToolResultBlockParam[],
    ): Promise<ContentBlockParam[]>;
    /**
     * Its MCP tools, started when it starts; `close` them when it stops. `offered`: every tool
     * its servers offer, before its rules filter them.
     */
    openMcpTools(): Promise<AgentMcpTools & { offered: readonly string[] }>;
    /**
     * Why it must not start, given what its MCP servers offer: its tools list names tools and
     * not one of them can be given to it. Undefined when it may start.
     */
    refusal(offeredMcpTools: readonly string[]): string | undefined;
  };
  /**
   * An agent's system prompt as blocks, most stable first: its prompt and preloaded skills, then
   * its environment (paths, the model it runs on), so the prompt cache shares the first among
   * agents of its type.
   */
  systemPromptFor(definition: AgentDefinition, root: string, model: string): Promise<string[]>;
  /**
   * An agent's memory files (CLAUDE.md): what its first message opens with and what its reads
   * bring in later; undefined when the run reads none (`--bare`).
   */
  memoryFor?(definition: AgentDefinition, root: string): AgentMemory | undefined;
  /** A model's context window in tokens (the run's overrides over the built-in table). */
  contextWindowFor?(model: string): number;
  /** The effort an agent's requests ask for: its definition's `effort:`, else the run's. */
  effortFor?(definition: AgentDefinition): Effort | undefined;
  worktrees?: WorktreePort;
  /** The run's permission mode: what an agent without its own `permissionMode` runs under. */
  permissionMode: PermissionMode;
  repoRoot: string;
  stateDir: string;
  /** The scrubbed subprocess environment. */
  environment: Readonly<Record<string, string>>;
  limits: {
    /** CLAUDE_CODE_MAX_OUTPUT_TOKENS: every agent's `max_tokens`, capped per model. */
    maxOutputTokens?: number;
    /** DISABLE_AUTO_COMPACT, CLAUDE_AUTOCOMPACT_PCT_OVERRIDE: how every agent compacts. */
    compaction?: CompactionControls;
    /** Per-subagent wall clock, ms. */
    agentTimeoutMs?: number;
    concurrency: number;
    /** 1: only the lead spawns subagents. */
    maxSpawnDepth: number;
  };
  /** Who approves a plan-mode teammate's plan; default `lead` (its model decides). */
  approvePlans?: 'lead' | 'auto';
  /** Teammates run in this process (default) or each as its own `flotilla teammate` process. */
  teammates?: 'in-process' | 'process';
  /** How to start a `flotilla teammate` process; required for `teammates: 'process'`. */
  teammateProcess?: TeammateProcessCommand;
  /** Every Agent call runs in the background (the review flow). */
  forceBackground?: boolean;
  /** `subagent_type: "fork"` forks the calling agent (`--fork-subagents`); off: it is refused. */
  forkSubagents?: boolean;
  onEvent?: AgentEventSink;
  /** The OS sandbox policy for an agent working in `root`; undefined: none. */
  sandboxFor?: (root: string, definition?: AgentDefinition) => SandboxPolicy | undefined;
  /** Rewrites text before it reaches a transcript or an output file (secrets out). */
  redact?: Redactor;
  /** Warnings for the run log (a hook that failed without blocking). */
  warn?: (line: string) => void;
  /** The run's hook session (settings hooks, session id); undefined: no hooks at all. */
  hooks?: HookSession;
}

/** Starts `flotilla teammate`: the command line, and the run configuration it reads on stdin. */
export interface TeammateProcessCommand {
  command: string;
  args: readonly string[];
  /** Its whole environment (the scrubbed one: secrets travel on stdin, never in argv or env). */
  env: Readonly<Record<string, string>>;
  /**
   * What its stdin gets for member `name` of `team` (with what the lead decided for it): the run
   * configuration, what the lead loaded at its start, and its secret values
   * (src/app/teammate-handoff.ts).
   */
  config(team: string, name: string, decided: TeammateDecisions): string;
  /** Where it writes its results.json. */
  outputDir(team: string, name: string): string;
}

/**
 * What the lead decided for a teammate it starts as a process, which that process cannot work
 * out itself: the spawn's mode and effort, and the lead's own mode (for an approved plan).
 */
export interface TeammateDecisions extends SpawnChoices {
  leadMode: PermissionMode;
}
