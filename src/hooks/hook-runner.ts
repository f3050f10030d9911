import type { AgentHooks, HookEvent, HookMatcher } from '../agents/definition.js';
import { errorMessage } from '../errors.js';
import { runProcess } from '../platform/process.js';
import type { SandboxPolicy } from '../platform/sandbox.js';

/** What a hook decided: go on (with optional feedback for the model), or block with a reason. */
export type HookVerdict = { block: false; feedback?: string } | { block: true; reason: string };

export interface HookRunner {
  /** Before a tool runs: exit code 2 (or `{"decision":"block"}`) blocks the call. */
  preToolUse(toolName: string, toolInput: unknown): Promise<HookVerdict>;
  /** After a tool ran: exit code 2 sends the hook's output to the model. */
  postToolUse(toolName: string, toolInput: unknown, toolResponse: string): Promise<HookVerdict>;
  /** When the agent is about to stop (`Stop` in frontmatter): exit code 2 makes it go on. */
  subagentStop(lastMessage: string): Promise<HookVerdict>;
}

export interface HookContext {
  agentId: string;
  agentName: string;
  /** The agent's working tree: hooks run there. */
  cwd: string;
  transcriptPath: string;
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
 * Runs an agent definition's command hooks the way Claude Code does: the event as JSON on stdin,
 * exit code 0 = go on, 2 = block (its output goes to the model), other codes = a warning only.
 * A hook may also print `{"decision": "block", "reason": "…"}`. Hooks get the scrubbed
 * environment, never secrets.
 */
export function createHookRunner(
  hooks: AgentHooks | undefined,
  context: HookContext,
): HookRunner | undefined {
  if (!hooks || Object.values(hooks).every((matchers) => !matchers?.length)) return undefined;

  const run = async (
    event: HookEvent,
    toolName: string | undefined,
    payload: Record<string, unknown>,
  ): Promise<HookVerdict> => {
    const commands = matching(hooks[event], toolName);
    const input = JSON.stringify({
      session_id: context.agentId,
      transcript_path: context.transcriptPath,
      cwd: context.cwd,
      hook_event_name: event,
      agent_type: context.agentName,
      ...payload,
    });
    const feedback: string[] = [];
    for (const hook of commands) {
      let result;
      try {
        result = await runProcess({
          command: 'bash',
          args: ['-c', hook.command],
          cwd: context.cwd,
          env: context.environment,
          input,
          timeoutMs: (hook.timeout ?? defaultTimeoutSeconds) * 1000,
          maxOutputChars,
          ...(context.signal ? { signal: context.signal } : {}),
          ...(context.sandbox ? { sandbox: context.sandbox } : {}),
        });
      } catch (error) {
        context.warn?.(
          `${event} hook '${hook.command}' of ${context.agentName} could not start: ${errorMessage(error)}`,
        );
        continue;
      }
      const output = result.output.trim();
      const decision = parseDecision(output);
      if (result.exitCode === 2 || decision?.block) {
        return {
          block: true,
          reason: decision?.reason ?? (output || `blocked by the ${event} hook '${hook.command}'`),
        };
      }
      if (result.exitCode !== 0) {
        context.warn?.(
          `${event} hook '${hook.command}' of ${context.agentName} ${result.timedOut ? 'timed out' : `exited with ${result.exitCode ?? result.signal}`}: ${output.slice(0, 500)}`,
        );
      } else if (event === 'PostToolUse' && decision?.reason) {
        feedback.push(decision.reason);
      }
    }
    return feedback.length > 0 ? { block: false, feedback: feedback.join('\n') } : { block: false };
  };

  return {
    preToolUse: (toolName, toolInput) =>
      run('PreToolUse', toolName, { tool_name: toolName, tool_input: toolInput }),
    postToolUse: (toolName, toolInput, toolResponse) =>
      run('PostToolUse', toolName, {
        tool_name: toolName,
        tool_input: toolInput,
        tool_response: toolResponse,
      }),
    subagentStop: (lastMessage) =>
      run('SubagentStop', undefined, {
        stop_hook_active: false,
        last_assistant_message: lastMessage,
      }),
  };
}

/** Matchers are tool-name patterns: `Bash`, `Edit|Write`, `mcp__.*`; empty or `*` matches all. */
function matching(matchers: HookMatcher[] | undefined, toolName: string | undefined) {
  return (matchers ?? [])
    .filter((matcher) => {
      const pattern = matcher.matcher?.trim();
      if (!pattern || pattern === '*' || toolName === undefined) return true;
      try {
        return new RegExp(`^(?:${pattern})$`).test(toolName);
      } catch {
        return pattern === toolName;
      }
    })
    .flatMap((matcher) => matcher.hooks);
}

function parseDecision(output: string): { block: boolean; reason?: string } | undefined {
  if (!output.startsWith('{')) return undefined;
  try {
    const value = JSON.parse(output) as {
      decision?: string;
      reason?: string;
      hookSpecificOutput?: { permissionDecision?: string; permissionDecisionReason?: string };
    };
    const specific = value.hookSpecificOutput;
    const block = value.decision === 'block' || specific?.permissionDecision === 'deny';
    const reason = value.reason ?? specific?.permissionDecisionReason;
    return { block, ...(reason ? { reason } : {}) };
  } catch {
    return undefined;
  }
}
