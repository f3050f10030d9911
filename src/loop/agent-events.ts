import type { HookRun } from '../hooks/hook-types.js';
import type { TokenUsage } from '../model/model-client.js';
import type { MessageParam, StopReason } from '../model/types.js';
import type { TaskEndStatus } from '../notifications/task-notification.js';
import type { TodoItem } from '../tools/todo-write-tool.js';

/** What an agent is doing, for live progress lines and the output file. */
export type AgentEvent =
  | { type: 'turn'; agentId: string; turn: number }
  | { type: 'text'; agentId: string; text: string }
  | { type: 'tool'; agentId: string; tool: string; summary: string; toolUseId?: string }
  /** A tool call that started (a `tool` event) has its result. */
  | { type: 'tool_end'; agentId: string; tool: string; toolUseId: string; isError: boolean }
  | { type: 'usage'; agentId: string; usage: TokenUsage; costUsd: number }
  /** The turn's model call failed and waits `delayMs` before its attempt `attempt` (1: the first retry). */
  | { type: 'retry'; agentId: string; attempt: number; delayMs: number }
  | { type: 'end'; agentId: string; status: string }
  /**
   * A new input arrived at the end of the agent's turn and wakes it again: `text` is what it
   * wrote for the input before (AgentOutcome.answers).
   */
  | { type: 'answered'; agentId: string; text: string }
  /** The agent's whole todo list, as a TodoWrite call replaced it. */
  | { type: 'todos'; agentId: string; todos: TodoItem[] }
  /**
   * A hook's `systemMessage`, for the user (never the model): `source` names the hook as Claude
   * Code does (`PreToolUse:Bash`).
   */
  | { type: 'hook_message'; agentId: string; source: string; message: string }
  /** One of the agent's hook commands started or answered. */
  | { type: 'hook_run'; agentId: string; run: HookRun }
  /** A compaction of the agent's conversation started (`compact` or `compact_failed` follows). */
  | { type: 'compacting'; agentId: string }
  /**
   * The older turns were replaced by a summary; sizes in tokens (after: an estimate). `summary`
   * is the user message that now opens the conversation.
   */
  | {
      type: 'compact';
      agentId: string;
      /** `manual`: the run's prompt was `/compact`. */
      trigger: 'auto' | 'manual';
      tokensBefore: number;
      tokensAfter: number;
      summary: MessageParam;
      durationMs: number;
    }
  /** The compaction could not be made (the agent then ends with `reason`). */
  | { type: 'compact_failed'; agentId: string; reason: string }
  /**
   * The agent started a subagent, `taskId`, from its Agent call `toolUseId` (or resumed one with
   * a message, `prompt`): in the background, or waited for. `depth`: the subagent's (1: the lead's).
   */
  | {
      type: 'task_started';
      agentId: string;
      taskId: string;
      toolUseId?: string;
      agentName: string;
      description: string;
      prompt: string;
      background: boolean;
      depth: number;
    }
  /**
   * A subagent the agent started has ended: `result` is what it handed back (its final text, or
   * the error); `usage` its last request's, as its notification counts it.
   */
  | {
      type: 'task_ended';
      agentId: string;
      taskId: string;
      toolUseId?: string;
      status: TaskEndStatus;
      outputFile: string;
      result: string;
      usage: TokenUsage;
      toolUses: number;
      durationMs: number;
      background: boolean;
    }
  /** The agent started a background shell (Bash run_in_background, or a command moved there). */
  | {
      type: 'shell_started';
      agentId: string;
      shellId: string;
      toolUseId?: string;
      description: string;
    }
  /** A background shell of the agent ended (on its own, or killed). */
  | {
      type: 'shell_ended';
      agentId: string;
      shellId: string;
      toolUseId?: string;
      description: string;
      status: 'completed' | 'failed' | 'killed' | 'timed_out';
      exitCode: number | null;
    }
  /**
   * A message added to the agent's conversation (what its transcript gets), with the model's
   * response facts for an assistant message: the stream-json output is made of these.
   */
  | {
      type: 'message';
      agentId: string;
      message: MessageParam;
      response?: {
        id: string;
        model: string;
        usage: TokenUsage;
        stopReason: StopReason | null;
        requestId?: string;
      };
    };

export type AgentEventSink = (event: AgentEvent) => void;

/** One sink that tells each of the given ones, or undefined when there are none. */
export function combineSinks(
  ...sinks: Array<AgentEventSink | undefined>
): AgentEventSink | undefined {
  const present = sinks.filter((sink): sink is AgentEventSink => sink !== undefined);
  if (present.length <= 1) return present[0];
  return (event) => {
    for (const sink of present) sink(event);
  };
}
