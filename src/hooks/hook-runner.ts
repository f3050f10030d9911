import type { AgentHooks, HookCommand, HookEvent, HookMatcher } from '../agents/definition.js';
import { errorMessage } from '../errors.js';
import { runProcess } from '../platform/process.js';
import type { SandboxPolicy } from '../platform/sandbox.js';

/** What a hook decided: go on (with optional feedback for the model), or block with a reason. */
export type HookVerdict = { block: false; feedback?: string } | { block: true; reason: string };

/** PreToolUse may also rewrite the tool's input (`hookSpecificOutput.updatedInput`). */
export type PreToolVerdict =
  { block: false; updatedInput?: unknown; feedback?: string } | { block: true; reason: string };

/** The combined answer of every hook of one event. */
export interface HookOutcome {
  /** Exit code 2, `decision: "block"` or `permissionDecision: "deny"`: the reasons. */
  blocked?: string;
  /** `hookSpecificOutput.additionalContext` (and, for SessionStart/UserPromptSubmit, plain stdout). */
  context: string[];
  updatedInput?: unknown;
  /** `continue: false`: the agent stops, with `stopReason`. */
  stop?: string;
  /** PostToolUse `reason` without a block: feedback for the model. */
  feedback: string[];
}

export interface HookRunner {
  /** Before a tool runs (before the permission policy, as in Claude Code). */
  preToolUse(toolName: string, toolInput: unknown, toolUseId?: string): Promise<PreToolVerdict>;
  /**
   * After a tool ran: `toolResponse` is the tool's structured result where it has one (Claude
   * Code's shapes), else its text; exit code 2 sends the hook's stderr to the model.
   */
  postToolUse(
    toolName: string,
    toolInput: unknown,
    toolResponse: unknown,
    toolUseId?: string,
    durationMs?: number,
  ): Promise<HookVerdict>;
  /** After a started tool failed: `error` is the error text the model reads. */
  postToolUseFailure(failure: ToolFailure): Promise<HookVerdict>;
  /** When the agent is about to stop (Stop for the lead, SubagentStop for a subagent). */
  stop(lastMessage: string, stopHookActive: boolean): Promise<HookVerdict>;
  /** Any other event, with its own fields; `matchValue` is what matchers test (source, agent type…). */
  fire(
    event: HookEvent,
    fields: Record<string, unknown>,
    matchValue?: string,
  ): Promise<HookOutcome>;
  /** Set once a hook answered `continue: false`: why the agent must stop. */
  readonly stopRequested: string | undefined;
  /** Whether a hook of `event` matches `matchValue` (a tool's name): whether firing it runs any. */
  handles(event: HookEvent, matchValue?: string): boolean;
}

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

/** The hooks an agent runs: the merged settings' and its own definition's. */
export interface HookSources {
  settings?: AgentHooks;
  definition?: AgentHooks;
}

export interface HookContext {
  agentId: string;
  agentName: string;
  /** The lead fires Stop, a subagent SubagentStop; a subagent's input names it (agent_id, agent_type). */
  role: 'lead' | 'subagent';
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
  /** The scrubbed subprocess environment. */
  environment: Readonly<Record<string, string>>;
  /** A hook's warnings (non-blocking failures), for the run log. */
  warn?: (line: string) => void;
  signal?: AbortSignal;
  /** Hooks run inside this OS sandbox (bubblewrap); undefined: without one. */
  sandbox?: SandboxPolicy;
}

const defaultTimeoutSeconds = 60;
const maxOutputChars = 20_000;
/**
 * Events whose plain stdout (exit 0) becomes context for the model, as in Claude Code (for
 * PreCompact: instructions added to the summary request).
 */
const stdoutIsContext: ReadonlySet<HookEvent> = new Set([
  'SessionStart',
  'UserPromptSubmit',
  'PreCompact',
]);
/** Events whose input carries no permission_mode (observed on Claude Code 2.1.332). */
const withoutPermissionMode: ReadonlySet<HookEvent> = new Set([
  'SessionStart',
  'SessionEnd',
  'SubagentStart',
  'PreCompact',
]);

/**
 * Runs command hooks with Claude Code's contract: the event as JSON on stdin, exit code 0 = go
 * on (a JSON object on stdout is read as the hook's output; stderr is not read), 2 = block (its
 * stderr, never its stdout, goes to the model), other codes = a warning only. Hooks of one event run in parallel; identical commands
 * run once; the settings' hooks come before the agent definition's. Hooks
 * get the scrubbed environment plus CLAUDE_PROJECT_DIR, never secrets; a failing hook never
 * stops the run.
 */
export function createHookRunner(
  sources: HookSources,
  context: HookContext,
): HookRunner | undefined {
  const present = [sources.settings, sources.definition].filter(
    (hooks): hooks is AgentHooks =>
      hooks !== undefined && Object.values(hooks).some((matchers) => matchers?.length),
  );
  if (present.length === 0) return undefined;
  let stopRequested: string | undefined;

  const matchersFor = (event: HookEvent): HookMatcher[] => [
    ...(sources.settings?.[event] ?? []),
    // An agent file's Stop hooks are stored as SubagentStop; for the lead they run on Stop.
    ...(sources.definition?.[
      event === 'Stop' && context.role === 'lead' ? 'SubagentStop' : event
    ] ?? []),
  ];

  const fire = async (
    event: HookEvent,
    fields: Record<string, unknown>,
    matchValue?: string,
  ): Promise<HookOutcome> => {
    const outcome: HookOutcome = { context: [], feedback: [] };
    const commands = dedupe(matching(matchersFor(event), matchValue));
    if (commands.length === 0) return outcome;
    await context.beforeRun?.();
    const input = JSON.stringify({
      session_id: context.sessionId,
      transcript_path: context.transcriptPath,
      cwd: context.cwd,
      ...(withoutPermissionMode.has(event) ? {} : { permission_mode: context.permissionMode }),
      ...(context.role === 'subagent'
        ? { agent_id: context.agentId, agent_type: context.agentName }
        : {}),
      hook_event_name: event,
      ...fields,
    });
    const results = await Promise.all(commands.map((hook) => runHook(event, hook, input)));
    const blocked: string[] = [];
    for (const result of results) {
      if (!result) continue;
      if (result.block !== undefined) blocked.push(result.block);
      if (result.context) outcome.context.push(result.context);
      if (result.feedback) outcome.feedback.push(result.feedback);
      if (result.updatedInput !== undefined) outcome.updatedInput = result.updatedInput;
      if (result.stop !== undefined) outcome.stop = result.stop;
    }
    if (blocked.length > 0) outcome.blocked = blocked.join('\n');
    if (outcome.stop !== undefined) stopRequested ??= outcome.stop;
    return outcome;
  };

  const runHook = async (event: HookEvent, hook: HookCommand, input: string) => {
    let result;
    try {
      result = await runProcess({
        command: 'bash',
        args: ['-c', hook.command],
        cwd: context.cwd,
        env: {
          ...context.environment,
          ...hook.environment,
          CLAUDE_PROJECT_DIR: context.projectDir,
        },
        input,
        timeoutMs: (hook.timeout ?? defaultTimeoutSeconds) * 1000,
        maxOutputChars,
        separateStreams: true,
        ...(context.signal ? { signal: context.signal } : {}),
        ...(context.sandbox ? { sandbox: context.sandbox } : {}),
      });
    } catch (error) {
      context.warn?.(
        `${event} hook '${hook.command}' of ${context.agentName} could not start: ${errorMessage(error)}`,
      );
      return undefined;
    }
    // As in Claude Code: the answer is on stdout, the reason for a block on stderr. A guard that
    // logs to stderr must still be obeyed, so the two are never read mixed.
    const stdout = (result.stdout ?? '').trim();
    const stderr = (result.stderr ?? '').trim();
    if (result.exitCode === 2) {
      return {
        block:
          stderr || `blocked by the ${event} hook '${hook.command}' (it wrote no reason to stderr)`,
      };
    }
    if (result.exitCode !== 0) {
      context.warn?.(
        `${event} hook '${hook.command}' of ${context.agentName} ${result.timedOut ? 'timed out' : `exited with ${result.exitCode ?? result.signal}`}: ${(stderr || stdout).slice(0, 500)}`,
      );
      return undefined;
    }
    const json = parseHookOutput(stdout);
    if (!json) return stdoutIsContext.has(event) && stdout ? { context: stdout } : {};
    const specific = json.hookSpecificOutput;
    const reason = json.reason ?? specific?.permissionDecisionReason;
    const block =
      json.decision === 'block' ||
      specific?.permissionDecision === 'deny' ||
      // No one can answer a question in a headless run: ask denies, as ask rules do.
      specific?.permissionDecision === 'ask';
    return {
      ...(block
        ? {
            block:
              reason ??
              `${specific?.permissionDecision === 'ask' ? 'the hook asked for approval, and no one can answer in a headless run' : 'blocked'} (${event} hook '${hook.command}')`,
          }
        : {}),
      ...(specific?.additionalContext ? { context: specific.additionalContext } : {}),
      ...(!block && reason && event === 'PostToolUse' ? { feedback: reason } : {}),
      ...(specific?.updatedInput !== undefined ? { updatedInput: specific.updatedInput } : {}),
      ...(json.continue === false
        ? { stop: json.stopReason ?? `a ${event} hook stopped the agent` }
        : {}),
    };
  };

  return {
    get stopRequested() {
      return stopRequested;
    },
    handles: (event, matchValue) => matching(matchersFor(event), matchValue).length > 0,
    fire,
    preToolUse: async (toolName, toolInput, toolUseId) => {
      const outcome = await fire(
        'PreToolUse',
        {
          tool_name: toolName,
          tool_input: toolInput,
          ...(toolUseId ? { tool_use_id: toolUseId } : {}),
        },
        toolName,
      );
      if (outcome.blocked !== undefined) return { block: true, reason: outcome.blocked };
      if (outcome.stop !== undefined) return { block: true, reason: outcome.stop };
      const feedback = outcome.context.join('\n');
      return {
        block: false,
        ...(outcome.updatedInput !== undefined ? { updatedInput: outcome.updatedInput } : {}),
        ...(feedback ? { feedback } : {}),
      };
    },
    postToolUse: async (toolName, toolInput, toolResponse, toolUseId, durationMs) => {
      const outcome = await fire(
        'PostToolUse',
        {
          tool_name: toolName,
          tool_input: toolInput,
          tool_response: toolResponse,
          ...(toolUseId ? { tool_use_id: toolUseId } : {}),
          ...(durationMs !== undefined ? { duration_ms: durationMs } : {}),
        },
        toolName,
      );
      if (outcome.blocked !== undefined) return { block: true, reason: outcome.blocked };
      const feedback = [...outcome.feedback, ...outcome.context].join('\n');
      return feedback ? { block: false, feedback } : { block: false };
    },
    postToolUseFailure: async (failure) => {
      const outcome = await fire(
        'PostToolUseFailure',
        {
          tool_name: failure.toolName,
          tool_input: failure.toolInput,
          ...(failure.toolUseId ? { tool_use_id: failure.toolUseId } : {}),
          error: failure.error,
          is_interrupt: failure.isInterrupt,
          ...(failure.durationMs !== undefined ? { duration_ms: failure.durationMs } : {}),
        },
        failure.toolName,
      );
      // The tool has failed already: a block only sends its reason to the model.
      if (outcome.blocked !== undefined) return { block: true, reason: outcome.blocked };
      const feedback = outcome.context.join('\n');
      return feedback ? { block: false, feedback } : { block: false };
    },
    stop: async (lastMessage, stopHookActive) => {
      const lead = context.role === 'lead';
      const outcome = await fire(
        lead ? 'Stop' : 'SubagentStop',
        {
          stop_hook_active: stopHookActive,
          ...(lead ? {} : { agent_transcript_path: context.agentTranscriptPath ?? '' }),
          last_assistant_message: lastMessage,
          // Claude Code's Stop (not SubagentStop) lists work in flight. The lead's Stop fires only
          // once every background task and shell has ended and its notification was read (the
          // headless drain), and Flotilla schedules no crons: both are always empty here.
          ...(lead ? { background_tasks: [], session_crons: [] } : {}),
        },
        lead ? undefined : context.agentName,
      );
      // `continue: false` wins over a block: the agent stops whatever the other hooks say.
      if (outcome.stop === undefined && outcome.blocked !== undefined) {
        return { block: true, reason: outcome.blocked };
      }
      return { block: false };
    },
  };
}

/**
 * Claude Code's matchers: empty or `*` match everything; names and `|` alternatives
 * (`Edit|Write`) match exactly; anything else is an unanchored regular expression (`mcp__gh__.*`).
 * Events without a subject (Stop, UserPromptSubmit) run every matcher.
 */
function matching(matchers: readonly HookMatcher[], subject: string | undefined): HookCommand[] {
  return matchers
    .filter((matcher) => {
      const pattern = matcher.matcher?.trim();
      if (!pattern || pattern === '*' || subject === undefined) return true;
      if (/^[\w|]+$/.test(pattern)) return pattern.split('|').includes(subject);
      try {
        return new RegExp(pattern).test(subject);
      } catch {
        return false;
      }
    })
    .flatMap((matcher) => matcher.hooks);
}

/** The same command given twice (in two files, or two matchers) runs once. */
function dedupe(commands: readonly HookCommand[]): HookCommand[] {
  const seen = new Map<string, HookCommand>();
  for (const command of commands)
    if (!seen.has(command.command)) seen.set(command.command, command);
  return [...seen.values()];
}

interface HookOutput {
  continue?: boolean;
  stopReason?: string;
  suppressOutput?: boolean;
  decision?: string;
  reason?: string;
  hookSpecificOutput?: {
    permissionDecision?: string;
    permissionDecisionReason?: string;
    updatedInput?: unknown;
    additionalContext?: string;
  };
}

/**
 * The hook's JSON output: its whole stdout (Claude Code reads only that), or its last line when
 * it wrote text before it (Flotilla also obeys such a guard, rather than run what it denies).
 */
function parseHookOutput(output: string): HookOutput | undefined {
  const candidates = [output, output.split('\n').at(-1) ?? ''];
  for (const candidate of candidates) {
    if (!candidate.startsWith('{')) continue;
    try {
      const value: unknown = JSON.parse(candidate);
      if (value && typeof value === 'object' && !Array.isArray(value)) return value as HookOutput;
    } catch {
      // not JSON: plain output
    }
  }
  return undefined;
}
