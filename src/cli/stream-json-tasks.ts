import { randomUUID } from 'node:crypto';
import type { AgentEvent } from '../loop/agent-events.js';
import { totalTokens, type TokenUsage } from '../model/model-client.js';
import { shellEndSummary } from '../notifications/task-notification.js';

/** What a subagent's message events carry in the stream, besides the lead's fields. */
export interface SubagentMessageFields {
  /** The Agent call that started it. */
  parent_tool_use_id: string | null;
  agent_id: string;
  subagent_type: string;
  task_description: string;
}

/**
 * The run's subagents as `--output-format stream-json` shows them, as Claude Code 2.1.332 prints
 * them: a task each (waited for or in the background), with `task_started`, a `task_progress`
 * for each tool it starts, then at its end `task_updated` (its status) and `task_notification`
 * (what it handed back, as `summary`). A background one is also listed in
 * `background_tasks_changed` (every background task still at work) when it starts and when it
 * ends. Its messages are printed under the Agent call that started it (messageFields).
 */
export class StreamTasks {
  /** Each subagent started in the run, by its agentId (its task id). */
  private readonly tasks = new Map<string, StreamTask>();

  constructor(private readonly emit: (event: Record<string, unknown>) => void) {}

  /** `runId`: the run's id, the stream's session id. */
  onEvent(event: AgentEvent, runId: string): void {
    if (event.type === 'task_started') this.started(event, runId);
    else if (event.type === 'task_ended') this.ended(event, runId);
    else if (event.type === 'shell_started') this.shellStarted(event, runId);
    else if (event.type === 'shell_ended') this.shellEnded(event, runId);
    else if (event.type === 'usage') {
      const task = this.tasks.get(event.agentId);
      if (task) task.lastUsage = event.usage;
    } else if (event.type === 'tool') {
      const task = this.tasks.get(event.agentId);
      if (task) this.progress(task, event, runId);
    }
  }

  /** The fields of a subagent's message events; undefined for an agent that is no subagent. */
  messageFields(agentId: string): SubagentMessageFields | undefined {
    const task = this.tasks.get(agentId);
    if (!task) return undefined;
    return {
      parent_tool_use_id: task.toolUseId ?? null,
      agent_id: agentId,
      subagent_type: task.agentName,
      task_description: task.description,
    };
  }

  private started(event: Extract<AgentEvent, { type: 'task_started' }>, runId: string): void {
    const task: StreamTask = {
      toolUseId: event.toolUseId,
      agentName: event.agentName,
      description: event.description,
      background: event.background,
      active: true,
      started: performance.now(),
      toolUses: 0,
    };
    this.tasks.set(event.taskId, task);
    if (task.background) this.backgroundTasksChanged(runId);
    this.emit({
      type: 'system',
      subtype: 'task_started',
      ...taskIds(event, runId),
      description: event.description,
      subagent_type: event.agentName,
      is_backgrounded: event.background,
      spawn_depth: event.depth,
      task_type: 'local_agent',
      prompt: event.prompt,
      uuid: randomUUID(),
      session_id: runId,
    });
  }

  private ended(event: Extract<AgentEvent, { type: 'task_ended' }>, runId: string): void {
    const task = this.tasks.get(event.taskId);
    if (task) task.active = false;
    this.emit({
      type: 'system',
      subtype: 'task_updated',
      task_id: event.taskId,
      run_id: runId,
      patch: { status: event.status, end_time: Date.now() },
      uuid: randomUUID(),
      session_id: runId,
    });
    this.emit({
      type: 'system',
      subtype: 'task_notification',
      ...taskIds(event, runId),
      status: event.status,
      output_file: event.outputFile,
      summary: event.result,
      ...(event.background ? { summary_is_report: true } : {}),
      usage: {
        total_tokens: totalTokens(event.usage),
        tool_uses: event.toolUses,
        duration_ms: Math.round(event.durationMs),
      },
      uuid: randomUUID(),
      session_id: runId,
    });
    if (event.background) this.backgroundTasksChanged(runId);
  }

  /** A background shell is a task too (`local_bash`), as in Claude Code 2.1.332. */
  private shellStarted(event: Extract<AgentEvent, { type: 'shell_started' }>, runId: string): void {
    this.tasks.set(shellKey(event), {
      type: 'local_bash',
      taskId: event.shellId,
      toolUseId: event.toolUseId,
      agentName: '',
      description: event.description,
      background: true,
      active: true,
      started: performance.now(),
      toolUses: 0,
    });
    this.backgroundTasksChanged(runId);
    this.emit({
      type: 'system',
      subtype: 'task_started',
      task_id: event.shellId,
      run_id: runId,
      ...(event.toolUseId ? { tool_use_id: event.toolUseId } : {}),
      description: event.description,
      is_backgrounded: true,
      task_type: 'local_bash',
      uuid: randomUUID(),
      session_id: runId,
    });
  }

  private shellEnded(event: Extract<AgentEvent, { type: 'shell_ended' }>, runId: string): void {
    const task = this.tasks.get(shellKey(event));
    if (task) task.active = false;
    const status = event.status === 'timed_out' ? 'failed' : event.status;
    this.emit({
      type: 'system',
      subtype: 'task_updated',
      task_id: event.shellId,
      run_id: runId,
      patch: { status, end_time: Date.now() },
      uuid: randomUUID(),
      session_id: runId,
    });
    this.emit({
      type: 'system',
      subtype: 'task_notification',
      task_id: event.shellId,
      run_id: runId,
      ...(event.toolUseId ? { tool_use_id: event.toolUseId } : {}),
      status,
      summary: shellEndSummary(event),
      uuid: randomUUID(),
      session_id: runId,
    });
    this.backgroundTasksChanged(runId);
  }

  /** A subagent started a tool: `task_progress`, with what it works on. */
  private progress(
    task: StreamTask,
    event: Extract<AgentEvent, { type: 'tool' }>,
    runId: string,
  ): void {
    task.toolUses += 1;
    this.emit({
      type: 'system',
      subtype: 'task_progress',
      task_id: event.agentId,
      run_id: runId,
      ...(task.toolUseId ? { tool_use_id: task.toolUseId } : {}),
      // As the progress lines show it (Claude Code words it its own way: "Reading a.txt").
      description: event.summary ? `${event.tool} ${event.summary}` : event.tool,
      subagent_type: task.agentName,
      usage: {
        total_tokens: task.lastUsage ? totalTokens(task.lastUsage) : 0,
        tool_uses: task.toolUses,
        duration_ms: Math.round(performance.now() - task.started),
      },
      last_tool_name: event.tool,
      uuid: randomUUID(),
      session_id: runId,
    });
  }

  /** `background_tasks_changed`: every background task still at work. */
  private backgroundTasksChanged(runId: string): void {
    this.emit({
      type: 'system',
      subtype: 'background_tasks_changed',
      tasks: [...this.tasks]
        .filter(([, task]) => task.background && task.active)
        .map(([taskId, task]) => ({
          task_id: task.taskId ?? taskId,
          run_id: runId,
          task_type: task.type ?? 'local_agent',
          ...(task.type === 'local_bash' ? {} : { subagent_type: task.agentName }),
          description: task.description,
        })),
      uuid: randomUUID(),
      session_id: runId,
    });
  }
}

/** A subagent as the stream names it, and what its `task_progress` events count. */
interface StreamTask {
  /** A background shell's; a subagent's (`local_agent`) when left out. */
  type?: 'local_bash';
  /** A shell's id (each agent numbers its own shells: the map's key names the agent too). */
  taskId?: string;
  toolUseId: string | undefined;
  agentName: string;
  description: string;
  background: boolean;
  /** Started and not yet ended (a resume starts it again). */
  active: boolean;
  /** When it started (performance.now), for `duration_ms`. */
  started: number;
  toolUses: number;
  /** Its last model request's usage: the `total_tokens` Claude Code counts. */
  lastUsage?: TokenUsage;
}

function taskIds(
  event: Extract<AgentEvent, { type: 'task_started' | 'task_ended' }>,
  runId: string,
): Record<string, string> {
  return {
    task_id: event.taskId,
    run_id: runId,
    ...(event.toolUseId ? { tool_use_id: event.toolUseId } : {}),
  };
}

/** Where a shell is kept: each agent numbers its shells from bash_1. */
function shellKey(event: { agentId: string; shellId: string }): string {
  return `${event.agentId}\u0000${event.shellId}`;
}
