import { errorMessage, ModelError } from '../errors.js';
import {
  addUsage,
  emptyUsage,
  type ModelClient,
  type ModelRequest,
  type TokenUsage,
} from '../model/model-client.js';
import { compactionThreshold, contextWindowFor } from '../model/context-window.js';
import type { Effort } from '../model/effort.js';
import type {
  ContentBlock,
  ContentBlockParam,
  MessageParam,
  StopReason,
  TextBlockParam,
  ToolResultBlockParam,
  ToolUseBlock,
} from '../model/types.js';
import { toolInputJsonSchema, type AnyTool, type ToolContext } from '../tools/define-tool.js';
import { BackgroundShells } from '../tools/background-shells.js';
import type { TodoItem } from '../tools/todo-write-tool.js';
import type { AgentEventSink } from './agent-events.js';
import type { RunBudget } from './budget.js';
import { compactConversation, ContextGuard } from './compaction.js';
import { stopBeforeTurn, stopForAbort, type AgentEndStatus, type NextStep } from './next-step.js';
import type { HookRunner } from '../hooks/hook-runner.js';
import { executeToolCalls, type PermissionGate } from './tool-execution.js';
import type { Transcript } from './transcript.js';

/** How many times a Stop hook may send an agent back to work before it is let stop. */
const maxStopHookRuns = 3;

export interface AgentRunOptions {
  agentId: string;
  agentName: string;
  /** A resolved model id. */
  model: string;
  systemPrompt: string;
  tools: AnyTool[];
  gate: PermissionGate;
  client: ModelClient;
  /** The conversation so far; its last message is the user turn to answer. Appended to in place. */
  messages: MessageParam[];
  maxTurns: number;
  maxOutputTokens?: number;
  /** The model's context window in tokens; default: the table in src/model/context-window.ts. */
  contextWindow?: number;
  /** How much effort the model spends (frontmatter `effort:` or the run's `--effort`). */
  effort?: Effort;
  budget: RunBudget;
  /** Aborted to stop the agent; a LimitError reason ends it with that limit's status. */
  signal: AbortSignal;
  toolContext: Omit<
    ToolContext,
    'toolUseId' | 'signal' | 'agentId' | 'agentName' | 'onTodos' | 'backgroundShells'
  >;
  /**
   * Input that arrived for this agent, asked for at each boundary: after a tool round (never
   * waits) and when the model ends its turn (may wait, e.g. the lead's drain of background
   * tasks). Returned texts become the next user turn; none ends the agent.
   */
  pendingInput?: (boundary: 'tool_round' | 'end_turn', signal: AbortSignal) => Promise<string[]>;
  transcript?: Transcript;
  /**
   * Context that follows a tool round's results in the same user message (the memory files of
   * a directory a Read reached for the first time).
   */
  attachToToolResults?: (
    calls: readonly ToolUseBlock[],
    results: readonly ToolResultBlockParam[],
  ) => Promise<ContentBlockParam[]>;
  /**
   * Settings and definition hooks: PreToolUse/PostToolUse around tools, PreCompact before a
   * compaction, Stop/SubagentStop at the end.
   */
  hooks?: HookRunner;
  onEvent?: AgentEventSink;
}

export interface AgentOutcome {
  status: AgentEndStatus;
  /** The last text the agent produced (its answer, or the partial result when stopped). */
  finalText: string;
  turns: number;
  toolUses: number;
  usage: TokenUsage;
  costUsd: number;
  durationMs: number;
  error?: string;
  /** The todo list the agent's last TodoWrite left; undefined when it never wrote one. */
  todos?: TodoItem[];
}

/**
 * Runs one agent's turns until it ends its turn with nothing pending, or a limit stops it. The
 * background shells it started are killed when it ends, however it ends.
 */
export async function runAgent(options: AgentRunOptions): Promise<AgentOutcome> {
  const backgroundShells = new BackgroundShells();
  try {
    return await runAgentTurns(options, backgroundShells);
  } finally {
    await backgroundShells.killAll();
  }
}

async function runAgentTurns(
  options: AgentRunOptions,
  backgroundShells: BackgroundShells,
): Promise<AgentOutcome> {
  const started = performance.now();
  const toolsByName = new Map(options.tools.map((tool) => [tool.name, tool]));
  const toolSchemas = options.tools.map((tool) => ({
    name: tool.name,
    description: tool.description,
    input_schema: toolInputJsonSchema(tool),
  }));
  const system: TextBlockParam[] = [{ type: 'text', text: options.systemPrompt }];
  let turns = 0;
  let toolUses = 0;
  let usage = emptyUsage();
  let costUsd = 0;
  let finalText = '';
  let stopHookRuns = 0;
  let todos: TodoItem[] | undefined;
  const maxTokens = options.maxOutputTokens ?? 16_384;
  const threshold = compactionThreshold(
    options.contextWindow ?? contextWindowFor(options.model),
    maxTokens,
  );
  const guard = new ContextGuard(threshold);

  const outcome = (status: AgentEndStatus, error?: string): AgentOutcome => {
    options.onEvent?.({ type: 'end', agentId: options.agentId, status });
    return {
      status,
      finalText,
      turns,
      toolUses,
      usage,
      costUsd,
      durationMs: performance.now() - started,
      ...(todos ? { todos } : {}),
      ...(error === undefined ? {} : { error }),
    };
  };
  const record = async (message: MessageParam) => {
    options.messages.push(message);
    options.transcript?.append(message);
  };
  const account = (model: string, used: TokenUsage) => {
    usage = addUsage(usage, used);
    const cost = options.budget.record(model || options.model, used);
    costUsd += cost;
    options.onEvent?.({ type: 'usage', agentId: options.agentId, usage: used, costUsd: cost });
  };
  /** Replaces the older turns by a summary; an outcome when the agent must end instead. */
  const compact = async (
    request: ModelRequest,
    tokensBefore: number,
  ): Promise<AgentOutcome | undefined> => {
    const refilling = guard.startCompaction(turns);
    if (refilling) return outcome('failed', refilling);
    let compaction;
    try {
      compaction = await compactConversation({
        client: options.client,
        request,
        threshold,
        signal: options.signal,
        ...(options.hooks ? { hooks: options.hooks } : {}),
        ...(options.transcript ? { transcriptPath: options.transcript.file } : {}),
      });
    } catch (error) {
      if (!options.signal.aborted) throw error;
      const aborted = stopForAbort(options.signal);
      return outcome(aborted.status, aborted.reason);
    }
    if (compaction.usage) account(compaction.model ?? '', compaction.usage);
    if (compaction.type === 'failed') return outcome('failed', compaction.reason);
    // The transcript keeps the old turns: the summary follows them as a boundary marker, then
    // the kept turn again, so a resume rebuilds the compacted conversation.
    options.messages.splice(0, options.messages.length, ...compaction.messages);
    compaction.messages.forEach((message, index) =>
      options.transcript?.append(message, index === 0 ? { compact_boundary: true } : undefined),
    );
    options.onEvent?.({
      type: 'compact',
      agentId: options.agentId,
      tokensBefore,
      tokensAfter: compaction.tokensAfter,
    });
    return undefined;
  };

  for (;;) {
    const stop = stopBeforeTurn({
      turns,
      maxTurns: options.maxTurns,
      signal: options.signal,
      budgetExceeded: options.budget.exceeded(),
    });
    if (stop) return outcome(stop.status, stop.status === 'completed' ? undefined : stop.reason);

    const request: ModelRequest = {
      model: options.model,
      system,
      messages: options.messages,
      tools: toolSchemas,
      maxTokens,
      ...(options.effort ? { effort: options.effort } : {}),
      agentName: options.agentName,
    };
    const tokens = guard.overflow(options.messages);
    if (tokens !== undefined) {
      const ended = await compact(request, tokens);
      if (ended) return ended;
    }

    options.onEvent?.({ type: 'turn', agentId: options.agentId, turn: turns + 1 });
    let step: NextStep;
    try {
      const response = await options.client.createMessage(
        { ...request, messages: options.messages },
        {
          signal: options.signal,
          onTextDelta: (text) =>
            options.onEvent?.({ type: 'text', agentId: options.agentId, text }),
        },
      );
      turns += 1;
      account(response.model, response.usage);
      await record({ role: 'assistant', content: response.content });
      guard.observe(response.usage, options.messages.length);
      step = nextStep(response.content, response.stopReason);
    } catch (error) {
      if (options.signal.aborted) {
        const aborted = stopForAbort(options.signal);
        return outcome(aborted.status, aborted.reason);
      }
      if (error instanceof ModelError && !error.details.retryable) throw error;
      return outcome('failed', errorMessage(error));
    }

    if (step.type === 'end_turn') {
      if (step.text) finalText = step.text;
      const more = await waitForInput(options, 'end_turn');
      if (more === 'aborted') {
        const aborted = stopForAbort(options.signal);
        return outcome(aborted.status, aborted.reason);
      }
      if (more.length === 0) {
        // A Stop hook that exits 2 sends the agent back to work, a bounded number of times.
        const verdict =
          stopHookRuns < maxStopHookRuns
            ? await options.hooks?.stop(finalText, stopHookRuns > 0)
            : undefined;
        if (!verdict?.block) return outcome('completed');
        stopHookRuns += 1;
        await record({ role: 'user', content: `Stop hook feedback: ${verdict.reason}` });
        continue;
      }
      await record({ role: 'user', content: more.map((text) => ({ type: 'text', text })) });
      continue;
    }
    if (step.type === 'stop') return outcome(step.status, step.reason);

    const text = textOf(options.messages.at(-1));
    if (text) finalText = text;
    toolUses += step.calls.length;
    const results = await executeToolCalls(step.calls, {
      tools: toolsByName,
      gate: options.gate,
      ...(options.hooks ? { hooks: options.hooks } : {}),
      context: {
        ...options.toolContext,
        signal: options.signal,
        agentId: options.agentId,
        agentName: options.agentName,
        backgroundShells,
        onTodos: (list) => {
          todos = list;
          options.onEvent?.({ type: 'todos', agentId: options.agentId, todos: list });
        },
      },
      onToolStart: (call) =>
        options.onEvent?.({
          type: 'tool',
          agentId: options.agentId,
          tool: call.name,
          summary: summarizeInput(call.input),
          toolUseId: call.id,
        }),
      onToolEnd: (call, result) =>
        options.onEvent?.({
          type: 'tool_end',
          agentId: options.agentId,
          tool: call.name,
          toolUseId: call.id,
          isError: result.is_error === true,
        }),
    });
    const attached = (await options.attachToToolResults?.(step.calls, results)) ?? [];
    const more = await waitForInput(options, 'tool_round');
    const extra =
      more === 'aborted' ? [] : more.map((text): TextBlockParam => ({ type: 'text', text }));
    await record({ role: 'user', content: [...results, ...attached, ...extra] });
    // A hook that answered `continue: false` ends the agent after this round.
    if (options.hooks?.stopRequested !== undefined) {
      return outcome('completed', `Stopped by a hook: ${options.hooks.stopRequested}`);
    }
  }
}

function nextStep(content: ContentBlock[], stopReason: StopReason | null): NextStep {
  const calls = content.filter((block): block is ToolUseBlock => block.type === 'tool_use');
  if (calls.length > 0) return { type: 'run_tools', calls };
  if (stopReason === 'refusal')
    return { type: 'stop', status: 'failed', reason: 'The model refused the request.' };
  return { type: 'end_turn', text: textOfBlocks(content), stopReason };
}

async function waitForInput(
  options: AgentRunOptions,
  boundary: 'tool_round' | 'end_turn',
): Promise<string[] | 'aborted'> {
  if (!options.pendingInput) return [];
  try {
    return await options.pendingInput(boundary, options.signal);
  } catch (error) {
    if (options.signal.aborted) return 'aborted';
    throw error;
  }
}

function textOfBlocks(content: ContentBlock[]): string {
  return content
    .filter((block) => block.type === 'text')
    .map((block) => block.text)
    .join('\n')
    .trim();
}

function textOf(message: MessageParam | undefined): string {
  if (!message) return '';
  if (typeof message.content === 'string') return message.content;
  return message.content
    .flatMap((block) => (block.type === 'text' ? [block.text] : []))
    .join('\n')
    .trim();
}

function summarizeInput(input: unknown): string {
  if (!input || typeof input !== 'object') return '';
  const record = input as Record<string, unknown>;
  const first = ['file_path', 'pattern', 'command', 'description', 'to', 'task_id', 'path']
    .map((key) => record[key])
    .find((value) => typeof value === 'string');
  return typeof first === 'string' ? first.slice(0, 80) : '';
}
