import { randomUUID } from 'node:crypto';
import type { RunStart } from '../app/run.js';
import type { HookRun } from '../hooks/hook-types.js';
import type { AgentEvent } from '../loop/agent-events.js';
import { contentBlocks, type StopReason } from '../model/types.js';
import type { Conclusion, RunResult } from '../results/run-result.js';
import { StreamTasks } from './stream-json-tasks.js';

/** `--output-format`: what `claude -p` prints. */
export type ClaudeOutputFormat = 'text' | 'json' | 'stream-json';

/**
 * `--output-format text|json|stream-json`: what `claude -p` prints, so scripts written for Claude
 * Code read Flotilla unchanged. `stream-json` prints the events `claude -p --output-format
 * stream-json --verbose` prints, one JSON object a line (system init, then the lead's assistant
 * and user messages, each subagent's messages and system task events among them, then the
 * result); the keys kept are the ones the fixtures in test/fixtures/claude-code (recorded from
 * Claude Code 2.1.332) show. `json`
 * prints only the result, and with `--verbose` every event as one JSON array, on one line, once
 * the run is over (as Claude Code 2.1.332 does); `text` only its answer. The session id is the
 * run id.
 */
export class ClaudeStreamWriter {
  private start: RunStart | undefined;
  private readonly turnStarted = new Map<string, number>();
  private apiMs = 0;
  private stopReason: StopReason | null = null;
  /** The uuid of the last message event printed: a compact_boundary's logical parent. */
  private lastMessageUuid: string | null = null;
  /** `json` with `--verbose`: the events, printed as one array by `finish`. */
  private readonly collected: Record<string, unknown>[] = [];
  /**
   * The last text block of the lead's last response that had text: Claude Code 2.1.332's answer
   * (a final message "First block." "Second block." answers "Second block.").
   */
  private lastTextBlock: string | undefined;
  /** Hook commands run before the run started (SessionStart, UserPromptSubmit): printed then. */
  private readonly earlyHookRuns: HookRun[] = [];
  /** The run's subagents, as tasks: their system events, and what their messages carry. */
  private readonly tasks = new StreamTasks((event) => this.emit(event));

  constructor(
    private readonly write: (line: string) => void,
    private readonly options: {
      format: ClaudeOutputFormat;
      /** `--verbose`: with `json`, every event as one array at the end, not the result only. */
      verbose?: boolean;
      /** `--include-hook-events`: every hook's hook_started / hook_response, not SessionStart's only. */
      includeHookEvents?: boolean;
      apiKeySource: string;
    },
  ) {}

  readonly onStart = (start: RunStart): void => {
    this.start = start;
    // Claude Code 2.1.332 prints them before init too.
    for (const run of this.earlyHookRuns.splice(0)) this.onHookRun(run, start.runId);
    this.emit({
      type: 'system',
      subtype: 'init',
      cwd: start.cwd,
      session_id: start.runId,
      tools: start.tools,
      // As Claude Code lists them: every server, a failed one too (`--mcp-config` is `dynamic`).
      mcp_servers: start.mcpServers.map((server) => ({
        name: server.name,
        status: server.status,
        source: server.scope === 'flag' ? 'dynamic' : server.scope,
      })),
      model: start.model,
      permissionMode: start.permissionMode,
      slash_commands: [],
      apiKeySource: this.options.apiKeySource,
      output_style: start.outputStyle,
      agents: start.agents,
      uuid: randomUUID(),
    });
  };

  readonly onEvent = (event: AgentEvent): void => {
    if (event.type === 'turn') this.turnStarted.set(event.agentId, performance.now());
    if (
      event.type === 'compacting' ||
      event.type === 'compact' ||
      event.type === 'compact_failed'
    ) {
      this.onCompaction(event);
      return;
    }
    if (event.type === 'hook_run') {
      if (this.start) this.onHookRun(event.run, this.start.runId);
      else this.earlyHookRuns.push(event.run);
      return;
    }
    if (this.start) this.tasks.onEvent(event, this.start.runId);
    if (event.type === 'task_started' || event.type === 'task_ended') return;
    if (event.type === 'hook_message') {
      // As Claude Code 2.1.332 prints a hook's systemMessage of the main thread.
      if (!this.start || event.agentId !== this.start.leadAgentId) return;
      this.emit({
        type: 'system',
        subtype: 'informational',
        content: `${event.source} says: ${event.message}`,
        level: 'notice',
        uuid: randomUUID(),
        session_id: this.start.runId,
      });
      return;
    }
    if (event.type !== 'message') return;
    if (event.response) {
      const started = this.turnStarted.get(event.agentId);
      if (started !== undefined) this.apiMs += performance.now() - started;
    }
    if (!this.start) return;
    const lead = event.agentId === this.start.leadAgentId;
    // The lead's conversation, and each subagent's as Claude Code 2.1.332 prints it: under the
    // Agent call that started it, with its agent_id, type and description.
    const task = this.tasks.messageFields(event.agentId);
    if (!lead && !task) return;
    // In Claude Code's key order.
    const common = {
      parent_tool_use_id: task?.parent_tool_use_id ?? null,
      ...(task ? { agent_id: task.agent_id } : {}),
      session_id: this.start.runId,
      uuid: randomUUID(),
      timestamp: new Date().toISOString(),
      ...(task
        ? { subagent_type: task.subagent_type, task_description: task.task_description }
        : {}),
    };
    const { message, response } = event;
    if (message.role === 'user' || !response) {
      this.emit({
        type: 'user',
        message: { role: message.role, content: message.content },
        ...common,
      });
      if (lead) this.lastMessageUuid = common.uuid;
      return;
    }
    if (lead) {
      this.stopReason = response.stopReason;
      const texts = contentBlocks(message).filter((block) => block.type === 'text');
      if (texts.length > 0) this.lastTextBlock = texts.at(-1)?.text;
    }
    // Claude Code sends one assistant event per content block of a response.
    for (const block of contentBlocks(message)) {
      const uuid = randomUUID();
      if (lead) this.lastMessageUuid = uuid;
      this.emit({
        type: 'assistant',
        message: {
          id: response.id,
          type: 'message',
          role: 'assistant',
          model: response.model,
          content: [block],
          stop_reason: null,
          stop_sequence: null,
          usage: response.usage,
        },
        ...common,
        uuid,
        ...(response.requestId ? { request_id: response.requestId } : {}),
      });
    }
  };

  /**
   * A compaction of the lead's conversation, as Claude Code 2.1.332 prints one: a `status`
   * event when it starts and one when it ends, then (when it succeeded) the `compact_boundary`
   * and the summary that now opens the conversation, as a synthetic user message.
   */
  private onCompaction(
    event: Extract<AgentEvent, { type: 'compacting' | 'compact' | 'compact_failed' }>,
  ): void {
    if (!this.start || event.agentId !== this.start.leadAgentId) return;
    const sessionId = this.start.runId;
    if (event.type === 'compacting') {
      this.emit({
        type: 'system',
        subtype: 'status',
        status: 'compacting',
        compact_output_chars: 0,
        session_id: sessionId,
        uuid: randomUUID(),
      });
      return;
    }
    this.emit({
      type: 'system',
      subtype: 'status',
      status: null,
      compact_result: event.type === 'compact' ? 'success' : 'failed',
      session_id: sessionId,
      uuid: randomUUID(),
    });
    if (event.type !== 'compact') return;
    this.emit({
      type: 'system',
      subtype: 'compact_boundary',
      uuid: randomUUID(),
      compact_metadata: {
        trigger: event.trigger,
        pre_tokens: event.tokensBefore,
        post_tokens: event.tokensAfter,
        cumulative_dropped_tokens: 0,
        duration_ms: event.durationMs,
      },
      logical_parent_uuid: this.lastMessageUuid,
      session_id: sessionId,
    });
    const uuid = randomUUID();
    this.emit({
      type: 'user',
      message: { role: 'user', content: event.summary.content },
      parent_tool_use_id: null,
      session_id: sessionId,
      uuid,
      timestamp: new Date().toISOString(),
      isSynthetic: true,
    });
    this.lastMessageUuid = uuid;
  }

  /** The answer (`text`), or the closing `result` event (the only line for `json`). */
  finish(result: RunResult): void {
    if (this.options.format === 'text') {
      // With --json-schema the lead's final text is its structured answer as JSON.
      this.write(`${this.answer(result)}\n`);
      return;
    }
    const modelUsage: Record<string, Record<string, number>> = {};
    for (const agent of result.agents) {
      const model = agent.model ?? 'unknown';
      const entry = (modelUsage[model] ??= {
        inputTokens: 0,
        outputTokens: 0,
        cacheReadInputTokens: 0,
        cacheCreationInputTokens: 0,
        costUSD: 0,
      });
      entry.inputTokens! += agent.usage.input_tokens;
      entry.outputTokens! += agent.usage.output_tokens;
      entry.cacheReadInputTokens! += agent.usage.cache_read_input_tokens;
      entry.cacheCreationInputTokens! += agent.usage.cache_creation_input_tokens;
      entry.costUSD = Number((entry.costUSD! + agent.cost_usd).toFixed(6));
    }
    const structured = result.structured_output !== undefined;
    const stopped = stoppedBefore(result);
    this.emit({
      type: 'result',
      subtype: resultSubtype(result),
      is_error: isError(result.conclusion),
      duration_ms: result.duration_ms,
      duration_api_ms: Math.round(this.apiMs),
      num_turns: result.agents[0]?.turns ?? 0,
      // As Claude Code 2.1.332 ends on a limit: no `result` (an earlier turn's text is no
      // answer), the reason in `errors`. A failed lead answers with its error, as Claude Code's
      // API errors do (`API Error: …` for the model API's).
      ...(stopped === undefined ? { result: this.answer(result) } : { errors: [stopped] }),
      stop_reason: this.stopReason,
      session_id: result.run_id,
      total_cost_usd: result.cost_usd,
      usage: result.usage,
      modelUsage,
      terminal_reason: terminalReason(result),
      uuid: randomUUID(),
      ...(structured ? { structured_output: result.structured_output } : {}),
      // Flotilla's own: what a script of ours reads beyond Claude Code's fields.
      conclusion: result.conclusion,
      ...(result.error ? { error: result.error } : {}),
      // The findings the agents reported with ReportFindings, as RunResult has them: the lead is
      // told not to repeat them in its answer.
      findings: result.findings,
      // Each agent that did not finish, with its status and reason: what makes a run `partial`.
      incomplete: result.incomplete,
    });
    if (this.options.format === 'json' && this.options.verbose)
      this.write(`${JSON.stringify(this.collected)}\n`);
  }

  /**
   * The answer: the error when the run ended in one or was stopped by a limit (as Claude Code
   * prints `Error: Reached max turns`, and `API Error: 400 …` when the model API failed), else
   * the last text block of the lead's final message (its structured answer under --json-schema),
   * as Claude Code 2.1.332 answers. RunResult's final_text keeps the whole message.
   */
  private answer(result: RunResult): string {
    const error = result.conclusion === 'error' ? result.error : stoppedBefore(result);
    if (error) return `${failedOnApi(result) ? 'API Error' : 'Error'}: ${error}`;
    if (result.structured_output !== undefined) return result.final_text;
    return this.lastTextBlock?.trim() || result.final_text;
  }

  /**
   * A hook command's `hook_started` or `hook_response`, in Claude Code 2.1.332's fields (observed
   * with `--output-format stream-json --verbose`): every agent's, SessionStart's always, the other
   * events' with `--include-hook-events`; SessionEnd's never (its hooks run after the result).
   */
  private onHookRun(run: HookRun, sessionId: string): void {
    if (run.event === 'SessionEnd') return;
    if (run.event !== 'SessionStart' && !this.options.includeHookEvents) return;
    const hook = { hook_id: run.hookId, hook_name: run.name, hook_event: run.event };
    if (run.phase === 'started') {
      this.emit({
        type: 'system',
        subtype: 'hook_started',
        ...hook,
        uuid: randomUUID(),
        session_id: sessionId,
      });
      return;
    }
    this.emit({
      type: 'system',
      subtype: 'hook_response',
      ...hook,
      output: run.stdout + run.stderr,
      stdout: run.stdout,
      stderr: run.stderr,
      exit_code: run.exitCode,
      outcome: run.outcome,
      uuid: randomUUID(),
      session_id: sessionId,
    });
  }

  private emit(event: Record<string, unknown>): void {
    if (this.options.format === 'stream-json') this.write(`${JSON.stringify(event)}\n`);
    else if (this.options.format === 'json' && this.options.verbose) this.collected.push(event);
    else if (event.type === 'result') this.write(`${JSON.stringify(event)}\n`);
  }
}

/** Claude Code 2.1.332's `terminal_reason` where it has one; else the conclusion. */
const terminalReasons: Partial<Record<Conclusion, string>> = {
  success: 'completed',
  budget: 'budget_exhausted',
};

/**
 * The lead failed on the model API: Claude Code 2.1.332 then ends (observed: a 400, a 500,
 * max_tokens or refusal every time, a cut stream) with `subtype: "success"`, `is_error: true`,
 * `terminal_reason: "api_error"` and `API Error: …` as the result. Other errors keep
 * `error_during_execution`.
 */
function failedOnApi(result: RunResult): boolean {
  return result.conclusion === 'error' && result.api_error === true;
}

function terminalReason(result: RunResult): string {
  if (failedOnApi(result)) return 'api_error';
  return terminalReasons[result.conclusion] ?? result.conclusion;
}

function isError(conclusion: Conclusion): boolean {
  return !['success', 'findings', 'partial'].includes(conclusion);
}

function resultSubtype(result: RunResult): string {
  const conclusion = result.conclusion;
  if (conclusion === 'max_turns') return 'error_max_turns';
  if (conclusion === 'budget') return 'error_max_budget_usd';
  if (failedOnApi(result)) return 'success';
  return isError(conclusion) ? 'error_during_execution' : 'success';
}

const limitReasons: Partial<Record<Conclusion, string>> = {
  max_turns: 'The turn limit was reached.',
  budget: 'The run budget ran out.',
  timeout: 'The run reached its time limit.',
  cancelled: 'The run was cancelled.',
};

/**
 * Why the run stopped before the lead gave its answer (a limit, a cancellation), or undefined
 * when it did not: the lead's last text is then an earlier turn's, not an answer. A limit may
 * end a run whose lead did answer (a subagent spent the budget): the run is still that limit.
 */
function stoppedBefore(result: RunResult): string | undefined {
  const reason = limitReasons[result.conclusion];
  return reason === undefined ? undefined : (result.error ?? reason);
}
