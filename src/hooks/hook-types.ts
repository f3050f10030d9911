import type { AgentHooks, HookEvent, ToolRule } from '../agents/definition.js';
import type { SandboxPolicy } from '../platform/sandbox.js';
import type { SessionEnvironment } from './session-environment.js';

/** The hook runner's contract: what it is given and what it answers (see hook-runner.ts). */

/** What a hook decided: go on (with optional feedback for the model), or block with a reason. */
export type HookVerdict = { block: false; feedback?: string } | { block: true; reason: string };

/**
 * PreToolUse may also rewrite the tool's input (`hookSpecificOutput.updatedInput`), and approve
 * the call (`permissionDecision: "allow"`, or the older `decision: "approve"`): `approved` names
 * the hooks that did, for the permission check (see PermissionGate).
 */
export type PreToolVerdict =
  | { block: false; updatedInput?: unknown; feedback?: string; approved?: string }
  | { block: true; reason: string };

/**
 * PostToolUse may also replace an MCP tool's output (`updatedMCPToolOutput`, `updatedToolOutput`):
 * `updatedOutput` is what the model then reads, in the hook's form.
 */
export type PostToolVerdict = HookVerdict & { updatedOutput?: unknown };

/** What hooks are told of an MCP tool's server (`mcp_server`). */
export interface HookMcpServer {
  name: string;
  /** Its scope, in Claude Code's names: project, local, user, dynamic, agent. */
  source: string;
}

/** The combined answer of every hook of one event. */
export interface HookOutcome {
  /** Exit code 2, `decision: "block"` or `permissionDecision: "deny"`: the reasons. */
  blocked?: string;
  /**
   * PreToolUse `permissionDecision: "allow"` (or `decision: "approve"`) with no hook blocking:
   * the hooks that approved the call.
   */
  approved?: string;
  /** `hookSpecificOutput.additionalContext` (and, for SessionStart/UserPromptSubmit, plain stdout). */
  context: string[];
  updatedInput?: unknown;
  /** PostToolUse `updatedMCPToolOutput` (or `updatedToolOutput`): the last hook's that gave one. */
  updatedOutput?: unknown;
  /** `continue: false`: the agent stops, with `stopReason`. */
  stop?: string;
  /** PostToolUse `reason` without a block: feedback for the model. */
  feedback: string[];
}

export interface HookRunner {
  /**
   * Before a tool runs (before the permission policy, as in Claude Code); an MCP tool's input
   * names its server (`mcpServer`).
   */
  preToolUse(
    toolName: string,
    toolInput: unknown,
    toolUseId?: string,
    callMatches?: RuleCondition,
    mcpServer?: HookMcpServer,
  ): Promise<PreToolVerdict>;
  /**
   * After a tool ran: `toolResponse` is the tool's structured result where it has one (Claude
   * Code's shapes), else its text; exit code 2 sends the hook's stderr to the model. An MCP
   * tool's (`mcpServer` given) output may be replaced (PostToolVerdict.updatedOutput); another
   * tool's replacement is ignored with a warning.
   */
  postToolUse(
    toolName: string,
    toolInput: unknown,
    toolResponse: unknown,
    toolUseId?: string,
    durationMs?: number,
    callMatches?: RuleCondition,
    mcpServer?: HookMcpServer,
  ): Promise<PostToolVerdict>;
  /** After a started tool failed: `error` is the error text the model reads. */
  postToolUseFailure(failure: ToolFailure, callMatches?: RuleCondition): Promise<HookVerdict>;
  /**
   * When the agent is about to stop (Stop for the lead, SubagentStop for a subagent); both list
   * the run's work still under way (HookContext.sessionBackgroundTasks, Claude Code's
   * `background_tasks`).
   */
  stop(lastMessage: string, stopHookActive: boolean): Promise<HookVerdict>;
  /**
   * Any other event, with its own fields; `matchValue` is what matchers test (source, agent
   * type…); `callMatches`, for a tool call, decides the hooks' `if` rules.
   */
  fire(
    event: HookEvent,
    fields: Record<string, unknown>,
    matchValue?: string,
    callMatches?: RuleCondition,
  ): Promise<HookOutcome>;
  /**
   * A skill the agent loaded brings its frontmatter `hooks` (PreToolUse, PostToolUse,
   * PostToolUseFailure, Stop): they run for this agent from then on, as in Claude Code.
   */
  addSkillHooks(skillName: string, hooks: AgentHooks): void;
  /** Set once a hook answered `continue: false`: why the agent must stop. */
  readonly stopRequested: string | undefined;
  /** Whether a hook of `event` matches `matchValue` (a tool's name): whether firing it runs any. */
  handles(event: HookEvent, matchValue?: string): boolean;
}

/**
 * One hook command starting, then answering (`hookId` pairs the two), as Claude Code 2.1.332's
 * stream-json `hook_started` / `hook_response` events tell it: `name` is the event and what its
 * matchers were tested against (`PreToolUse:Bash`, `SessionStart:startup`); `outcome` is
 * `success` for exit 0, else `error` (exit 2 too).
 */
export type HookRun =
  | { phase: 'started'; hookId: string; name: string; event: HookEvent }
  | {
      phase: 'response';
      hookId: string;
      name: string;
      event: HookEvent;
      stdout: string;
      stderr: string;
      exitCode: number | null;
      outcome: 'success' | 'error';
    };

/** A background task in a Stop hook's input, in Claude Code 2.1.332's fields. */
export type BackgroundTaskEntry =
  | { id: string; type: 'subagent'; status: string; description: string; agent_type: string }
  | { id: string; type: 'shell'; status: string; description: string; command: string };

/**
 * Whether the tool call a hook fires for matches a permission rule (a hook's `if`). Without one
 * (events that are not about a tool call) `if` is not checked and the hook runs.
 */
export type RuleCondition = (rule: ToolRule) => Promise<boolean>;

/** What PostToolUseFailure hooks are told of a tool that failed. */
export interface ToolFailure {
  toolName: string;
  toolInput: unknown;
  toolUseId?: string;
  error: string;
  /** The agent was stopped while the tool ran. */
  isInterrupt: boolean;
  durationMs?: number;
}

/** The hooks an agent runs: the merged settings', the lead's agent file's and its own definition's. */
export interface HookSources {
  settings?: AgentHooks;
  /**
   * The hooks of the agent file that defines the lead (`--lead NAME`): like the settings' hooks,
   * they run for every agent of the run, as Claude Code 2.1.332 runs an `--agent` file's (observed:
   * its PreToolUse hooks fire for a subagent's calls, its Stop hooks when the lead stops, its
   * SubagentStop hooks when a subagent finishes).
   */
  lead?: AgentHooks;
  /**
   * A subagent's own file's hooks: its Stop and SubagentStop hooks both run when it finishes.
   */
  definition?: AgentHooks;
}

export interface HookContext {
  agentId: string;
  agentName: string;
  /** The lead fires Stop, a subagent SubagentStop; a subagent's input names it (agent_id, agent_type). */
  role: 'lead' | 'subagent';
  /** The lead is defined by an agent file (`--lead NAME`): its hooks' input names it (agent_type). */
  leadFromAgentFile?: boolean;
  /** The run's id: every agent's hooks see the same session, as in Claude Code. */
  sessionId: string;
  /** The lead's transcript (the session's). */
  transcriptPath: string;
  /** A subagent's own transcript (SubagentStop's agent_transcript_path). */
  agentTranscriptPath?: string;
  /** The agent's working tree: hooks run there. */
  cwd: string;
  /**
   * Runs before any command of a hook: writes the agent's transcript out (it gathers lines for a
   * moment), since a hook gets its path and may read it.
   */
  beforeRun?: () => Promise<void>;
  /** The repository: `CLAUDE_PROJECT_DIR`. */
  projectDir: string;
  permissionMode: string;
  /** The agent's effort level when one is in force: the hooks' CLAUDE_EFFORT. */
  effort?: string;
  /** The scrubbed subprocess environment. */
  environment: Readonly<Record<string, string>>;
  /** A hook's warnings (non-blocking failures), for the run log. */
  warn?: (line: string) => void;
  signal?: AbortSignal;
  /** CLAUDE_CODE_SESSIONEND_HOOKS_TIMEOUT_MS: raises the SessionEnd hooks' bound (session-end-budget.ts). */
  sessionEndTimeoutMs?: number;
  /** A hook's `systemMessage` (for the user, never the model), with the hook's event and subject. */
  onMessage?: (source: string, message: string) => void;
  /** Each hook command as it starts and as it answers (stream-json's hook events). */
  onRun?: (run: HookRun) => void;
  /** Managed settings' `allowManagedHooksOnly`: a skill's hooks are not added either. */
  managedHooksOnly?: boolean;
  /** `disableAllHooks`: only the managed settings' hooks run, a skill's are not added. */
  disableAllHooks?: boolean;
  /** Hooks run inside this OS sandbox (bubblewrap); undefined: without one. */
  sandbox?: SandboxPolicy;
  /** The session's CLAUDE_ENV_FILE files: a SessionStart hook command gets one of them. */
  sessionEnvironment?: SessionEnvironment;
  /**
   * The run's background work still under way, every agent's, in the order it started: its
   * background agents (a subagent itself too when it runs in the background) and its background
   * shells. Stop and SubagentStop list it (`background_tasks`), as Claude Code 2.1.332's do
   * (observed: a subagent's SubagentStop lists the lead's shells and its own).
   */
  sessionBackgroundTasks?: () => readonly BackgroundTaskEntry[];
}
