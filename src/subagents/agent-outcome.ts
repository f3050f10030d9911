import { errorMessage, ModelError } from '../errors.js';
import type { AgentEvent } from '../loop/agent-events.js';
import type { AgentOutcome } from '../loop/run-agent.js';
import { splitModel } from '../model/model-aliases.js';
import { addUsage, emptyUsage, type TokenUsage } from '../model/model-client.js';
import type { RunRecorder } from '../results/run-recorder.js';
import type { AgentRun } from '../results/run-result.js';
import type { TodoItem } from '../tools/todo-write-tool.js';
import type { LimitStop } from '../notifications/task-notification.js';
import type { TaskWorkResult } from './background-tasks.js';
import type { WorktreeHandle } from './ports.js';

/** What an agent did so far, from its events: what a failure still reports. */
export class AgentProgress {
  turns = 0;
  toolUses = 0;
  usage: TokenUsage = emptyUsage();
  private lastUsage: TokenUsage | undefined;
  costUsd = 0;
  private todos: TodoItem[] | undefined;
  private lastText = '';
  private turnText = '';
  /** The text of each earlier input (AgentOutcome.answers), and of the current one so far. */
  private readonly answers: string[] = [];
  private inputText = '';
  private readonly started = performance.now();

  track(event: AgentEvent): void {
    if (event.type === 'usage') {
      this.turns += 1;
      this.usage = addUsage(this.usage, event.usage);
      this.lastUsage = event.usage;
      this.costUsd += event.costUsd;
    } else if (event.type === 'tool') this.toolUses += 1;
    else if (event.type === 'todos') this.todos = event.todos;
    else if (event.type === 'turn') this.closeTurnText();
    else if (event.type === 'text') this.turnText += event.text;
    // A failed model call's text is no part of the answer: the retry streams the turn anew.
    else if (event.type === 'retry') this.turnText = '';
    else if (event.type === 'answered') {
      // The text of the turn that ended belongs to the input it answered.
      this.closeTurnText();
      this.answers.push(event.text);
      this.inputText = '';
    }
  }

  private closeTurnText(): void {
    if (this.turnText.trim()) this.lastText = this.inputText = this.turnText.trim();
    this.turnText = '';
  }

  /**
   * The outcome of an agent that ended by an error: what it had done, and the error (a model
   * API's marked as such: AgentOutcome.apiError).
   */
  failed(error: unknown): AgentOutcome {
    const inputText = this.turnText.trim() || this.inputText;
    return {
      status: 'failed',
      finalText: this.turnText.trim() || this.lastText,
      answers: inputText ? [...this.answers, inputText] : [...this.answers],
      turns: this.turns,
      toolUses: this.toolUses,
      usage: this.usage,
      ...(this.lastUsage ? { lastUsage: this.lastUsage } : {}),
      costUsd: this.costUsd,
      durationMs: performance.now() - this.started,
      error: errorMessage(error),
      ...(error instanceof ModelError ? { apiError: true as const } : {}),
      ...(this.todos ? { todos: this.todos } : {}),
    };
  }
}

/**
 * How a background task reports its agent's outcome: its status and notification text. An agent
 * a limit stopped is no failure: at its turn limit or the run's budget, between two turns, it
 * ended `completed`, as Claude Code 2.1.332 reports an agent at its turn limit; at its time limit
 * it was stopped mid-work, so `killed`. Either way its result opens with the note that it is
 * partial, and the notification's summary names the limit (src/notifications/task-notification.ts).
 */
export function taskResultOf(outcome: AgentOutcome): TaskWorkResult {
  const stop = limitStopOf(outcome);
  const status =
    outcome.status === 'failed'
      ? 'failed'
      : outcome.status === 'killed' || outcome.status === 'timeout'
        ? 'killed'
        : 'completed';
  return {
    status,
    result:
      status === 'failed'
        ? `Error: ${outcome.error ?? 'unknown error'}${outcome.finalText ? `\nPartial result:\n${outcome.finalText}` : ''}`
        : handBackText(outcome),
    ...(stop ? { stop } : {}),
    usage: outcome.lastUsage ?? emptyUsage(),
    toolUses: outcome.toolUses,
  };
}

/** The limit that stopped an agent before it finished; undefined when it ended otherwise. */
export function limitStopOf(outcome: AgentOutcome): LimitStop | undefined {
  const { status } = outcome;
  if (status !== 'max_turns' && status !== 'budget' && status !== 'timeout') return undefined;
  return { limit: status, reason: outcome.error ?? `The agent reached its ${status} limit.` };
}

/**
 * What an agent hands back to the agent that started it (the Agent tool's result, a background
 * task's notification): its last text. When a limit stopped it, a note opens the text saying it
 * is partial, why, and how to go on, so the text is never read as a finished answer (Claude Code
 * 2.1.332 heads an agent's text the same way at its turn limit); a stopped agent's text ends
 * with why it stopped.
 */
export function handBackText(outcome: AgentOutcome, noText = ''): string {
  const text = outcome.finalText || noText;
  const stop = limitStopOf(outcome);
  if (stop) {
    const onward =
      stop.limit === 'budget'
        ? ''
        : ' Send it a message (SendMessage) to continue where it stopped.';
    const note = `[Partial result: the agent stopped before finishing its task. ${stop.reason}${onward} The text below is what it had written so far, not a finished answer.]`;
    return text ? `${note}\n\n${text}` : note;
  }
  if (outcome.status === 'completed') return text;
  return `${text}\n[The agent stopped early: ${outcome.error ?? outcome.status}]`;
}

/**
 * The outcome of an agent that did no work: it never ran (its worktree could not be made), or its
 * process ended without a result. Failed, with `reason`.
 */
export function notStarted(reason: string, durationMs = 0): AgentOutcome {
  return {
    status: 'failed',
    finalText: '',
    turns: 0,
    toolUses: 0,
    usage: emptyUsage(),
    costUsd: 0,
    durationMs,
    error: reason,
  };
}

/** Records one run of an agent; a resumed agent's runs add up in one entry. */
export function recordAgentRun(
  recorder: RunRecorder,
  agent: {
    agentId: string;
    name: string;
    model?: string;
    /** The context window its conversation was compacted against (SubagentPorts.contextWindowFor). */
    contextWindow?: number | undefined;
    worktree?: WorktreeHandle;
    stoppedByLead?: boolean;
    /**
     * It keeps the text of each input of its run (AgentOutcome.answers), not only its last: a
     * teammate, which each message wakes again as a resume wakes a subagent.
     */
    keepsEveryAnswer?: boolean;
  },
  outcome: AgentOutcome,
): void {
  const previous = recorder.agents.find((run) => run.agent_id === agent.agentId);
  const run: AgentRun = {
    name: agent.name,
    agent_id: agent.agentId,
    ...(agent.model ? modelOfRun(agent.model, agent.contextWindow) : {}),
    status: outcome.status,
    turns: outcome.turns + (previous?.turns ?? 0),
    tool_uses: outcome.toolUses + (previous?.tool_uses ?? 0),
    usage: addUsage(previous?.usage ?? emptyUsage(), outcome.usage),
    cost_usd: outcome.costUsd + (previous?.cost_usd ?? 0),
    duration_ms: Math.round(outcome.durationMs + (previous?.duration_ms ?? 0)),
    ...(agent.worktree ? { worktree: agent.worktree.path, branch: agent.worktree.branch } : {}),
    ...(outcome.error && outcome.status !== 'completed' ? { error: outcome.error } : {}),
    ...(agent.stoppedByLead ? { stopped_by_lead: true } : {}),
    ...(outcome.todos ? { todos: outcome.todos } : {}),
    ...timelineOf(outcome, previous),
  };
  // Text an agent ended with, without reporting findings through ReportFindings, is kept: a
  // resumed agent's answers all, in the order it gave them (each run answered its own message),
  // and a teammate's answer to each wake of its run.
  if (!recorder.hasReported(agent.agentId)) {
    const answers =
      agent.keepsEveryAnswer && outcome.answers ? outcome.answers : [outcome.finalText.trim()];
    const texts = [previous?.unreported_text, ...answers.map((text) => text.trim())].filter(
      Boolean,
    );
    if (texts.length > 0) run.unreported_text = texts.join('\n\n');
  }
  if (previous) {
    // A run that ends well clears the error (and the stop) of an earlier one.
    delete previous.error;
    delete previous.stopped_by_lead;
    if (run.unreported_text === undefined) delete previous.unreported_text;
    Object.assign(previous, run);
  } else recorder.recordAgent(run);
}

/**
 * What an agent's entry says of its model: the id its requests sent (`claude-opus-5-5`, never the
 * `[1m]` of `opus[1m]`, as Claude Code 2.1.332 keys its modelUsage) and, as a fact of its own,
 * the context window it had.
 */
export function modelOfRun(
  model: string,
  contextWindow: number | undefined,
): Pick<AgentRun, 'model' | 'context_window'> {
  return {
    model: splitModel(model).id,
    ...(contextWindow === undefined ? {} : { context_window: contextWindow }),
  };
}

/** Start, end and waits of an agent's runs: a resumed agent keeps its first start. */
export function timelineOf(
  outcome: AgentOutcome,
  previous?: AgentRun,
): Pick<AgentRun, 'started_at' | 'ended_at' | 'waits'> {
  const startedAt = previous?.started_at ?? outcome.startedAt;
  const endedAt = outcome.endedAt ?? previous?.ended_at;
  const waits = [...(previous?.waits ?? []), ...(outcome.waits ?? [])];
  return {
    ...(startedAt ? { started_at: startedAt } : {}),
    ...(endedAt ? { ended_at: endedAt } : {}),
    ...(waits.length > 0 ? { waits } : {}),
  };
}
