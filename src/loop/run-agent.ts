import { errorMessage, ModelError } from '../errors.js';
import {
  addUsage,
  emptyUsage,
  type ModelClient,
  type ModelRequest,
  type ModelResponse,
  type TokenUsage,
} from '../model/model-client.js';
import {
  blockingLimit,
  compactionThreshold,
  contextWindowFor,
  type CompactionControls,
} from '../model/context-window.js';
import { isPromptTooLong, tooLongTokens } from '../model/model-failures.js';
import type { Effort } from '../model/effort.js';
import { cappedMaxOutputTokens, defaultMaxOutputTokens } from '../model/output-tokens.js';
import type {
  ContentBlock,
  ContentBlockParam,
  MessageParam,
  StopReason,
  TextBlockParam,
  ToolResultBlockParam,
  ToolUseBlock,
} from '../model/types.js';
import { toolDeclaration, type AnyTool, type ToolContext } from '../tools/define-tool.js';
import {
  BackgroundShells,
  highestShellNumber,
  type SessionShells,
} from '../tools/background-shells.js';
import { formatShellNotification } from '../notifications/task-notification.js';
import { webSearchServerName, webSearchToolName } from '../tools/web-search-tool.js';
import type { TodoItem } from '../tools/todo-write-tool.js';
import type { AgentEventSink } from './agent-events.js';
import type { RunBudget } from './budget.js';
import {
  compactConversation,
  ContextGuard,
  compactDisabled,
  nothingToCompact,
  type CompactionTrigger,
} from './compaction.js';
import {
  maxOutputLimitResumes,
  maxRefusalRetries,
  outputLimitResumeText,
  refusalReminderText,
  refusedCallText,
  stopBeforeTurn,
  stopForAbort,
  type AgentEndStatus,
  type NextStep,
} from './next-step.js';
import type { BackgroundTaskEntry, HookRunner } from '../hooks/hook-runner.js';
import { executeToolCalls, type PermissionGate } from './tool-execution.js';
import type { Transcript } from './transcript.js';
import { oneLine } from '../results/one-line.js';

export interface AgentRunOptions {
  agentId: string;
  agentName: string;
  /** A resolved model id. */
  model: string;
  /**
   * The system prompt, or its blocks from the most stable on: the first (the definition's
   * prompt, skills) is what every agent of this type shares in the prompt cache; per-run facts
   * (paths) follow it.
   */
  systemPrompt: string | readonly string[];
  tools: AnyTool[];
  /** The agent's whole tool list anew when it changed (an MCP server's list did); else undefined. */
  refreshTools?: () => Promise<AnyTool[] | undefined>;
  gate: PermissionGate;
  client: ModelClient;
  /** The conversation so far; its last message is the user turn to answer. Appended to in place. */
  messages: MessageParam[];
  /**
   * The model calls the agent may make for one input: its prompt, then each message that wakes
   * it after it ended its turn (a task notification, a teammate's message). As in Claude Code
   * 2.1.332, where each of these starts a query of its own, the count starts again at each wake.
   */
  maxTurns: number;
  /**
   * CLAUDE_CODE_MAX_OUTPUT_TOKENS: the `max_tokens` asked for, at most the model's limit; default
   * the model's own (src/model/output-tokens.ts). The one place an agent's `max_tokens` is decided.
   */
  maxOutputTokens?: number;
  /** The model's context window in tokens; default: the table in src/model/context-window.ts. */
  contextWindow?: number;
  /**
   * DISABLE_AUTO_COMPACT, CLAUDE_AUTOCOMPACT_PCT_OVERRIDE and CLAUDE_CODE_AUTO_COMPACT_WINDOW or
   * `--autocompact` (src/config/compaction-environment.ts); default: compact at the standard point.
   */
  compaction?: CompactionControls;
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
   * tasks). Returned texts become the next user turn; none ends the agent. `shellsRunning`: the
   * turn ended while the agent's own background shells still run (it is woken at the first end).
   */
  pendingInput?: (
    boundary: 'tool_round' | 'end_turn',
    signal: AbortSignal,
    shellsRunning?: boolean,
  ) => Promise<string[]>;
  transcript?: Transcript;
  /**
   * The file a compaction's summary points the agent to for the whole conversation: the lead's
   * session when it is kept (it outlives the run, so a resumed conversation's pointer still
   * holds); default its transcript.
   */
  fullTranscriptPath?: string;
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
   * compaction and SessionStart (source `compact`) after it, Stop/SubagentStop at the end.
   */
  hooks?: HookRunner;
  /**
   * The lead's background agents still at work. Given (the lead), Stop fires at the end of every
   * turn, as in Claude Code 2.1.332, before the agent waits for a notification; what then
   * arrives starts a new turn, through `submitPrompts`. Without it (a subagent), SubagentStop
   * fires when nothing more comes, or at the end of a turn that leaves the agent's own background
   * shells running (it then waits for them), as Claude Code 2.1.332's subagent stops with them
   * still running and is woken by their end (observed).
   */
  backgroundTasks?: () => readonly BackgroundTaskEntry[];
  /** The run's background shells, which number and list this agent's with every other agent's. */
  sessionShells?: SessionShells;
  /** The team and name of a background task that is a teammate of the lead's team. */
  teammateOf?: (agentId: string) => { team: string; name: string } | undefined;
  /**
   * What arrived after the lead's turn ended (notifications, messages), through its
   * UserPromptSubmit hooks: what they let through and add; empty when they blocked it all.
   */
  submitPrompts?: (texts: string[]) => Promise<string[]>;
  onEvent?: AgentEventSink;
  /**
   * True when the agent has given its final answer through a tool (StructuredOutput under
   * `--json-schema`): it ends after that tool round, as completed.
   */
  answered?: () => boolean;
  /**
   * The run's prompt is the built-in `/compact [instructions]`: the conversation is compacted
   * with these instructions and the agent ends with no turn of its own, as Claude Code 2.1.332's
   * command does in `-p` mode.
   */
  manualCompaction?: { instructions: string };
}

export interface AgentOutcome {
  status: AgentEndStatus;
  /** The last text the agent produced (its answer, or the partial result when stopped). */
  finalText: string;
  /**
   * The text it wrote for each input it was given, in order (inputs it wrote nothing for have
   * none): its prompt, then each input that arrived at the end of a turn and woke it again (a
   * teammate's messages, the lead's notifications). The last is `finalText`, when its last
   * input got any text.
   */
  answers?: string[];
  turns: number;
  toolUses: number;
  usage: TokenUsage;
  /**
   * The usage of its last model request: its context at the end. Claude Code 2.1.332 reports a
   * subagent's tokens (`subagent_tokens`) from it, not the sum over its requests.
   */
  lastUsage?: TokenUsage;
  costUsd: number;
  durationMs: number;
  error?: string;
  /**
   * The agent failed on the model API: an error it returned (or a call it never answered), or an
   * answer it stopped every time (max_tokens, refusal). Claude Code 2.1.332 ends such a run
   * with `terminal_reason: "api_error"`.
   */
  apiError?: true;
  /** The todo list the agent's last TodoWrite left; undefined when it never wrote one. */
  todos?: TodoItem[];
  /** Wall-clock start and end (ISO 8601), for the run's timeline. */
  startedAt?: string;
  endedAt?: string;
  /** When the agent, its turn ended, waited for input (the lead for its background agents). */
  waits?: AgentWait[];
}

export interface AgentWait {
  started_at: string;
  duration_ms: number;
}

/**
 * Runs one agent's turns until it ends its turn with nothing pending, or a limit stops it. The
 * background shells it started are killed when it ends, however it ends.
 */
export async function runAgent(options: AgentRunOptions): Promise<AgentOutcome> {
  // A resumed conversation names the earlier run's shells: new ones never reuse their ids.
  const agentId = options.agentId;
  const backgroundShells = new BackgroundShells({
    after: highestShellNumber(options.messages),
    ...(options.sessionShells ? { session: options.sessionShells } : {}),
    watch: {
      started: ({ id, ...shell }) =>
        options.onEvent?.({ type: 'shell_started', agentId, shellId: id, ...shell }),
      ended: ({ id, ...end }) =>
        options.onEvent?.({ type: 'shell_ended', agentId, shellId: id, ...end }),
    },
  });
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
  const startedAt = new Date().toISOString();
  const waits: AgentWait[] = [];
  // What the model is offered, from one tool list (replaced when an MCP server's list changes).
  let toolsByName = new Map<string, AnyTool>();
  let toolSchemas: ReturnType<typeof toolDeclaration>[] = [];
  // The tools before the first spawning one are those every agent of the run has.
  let firstSpawning = -1;
  const useTools = (tools: readonly AnyTool[]) => {
    toolsByName = new Map(tools.map((tool) => [tool.name, tool]));
    toolSchemas = tools.map(toolDeclaration);
    firstSpawning = tools.findIndex((tool) => tool.spawning === true);
  };
  useTools(options.tools);
  const system: TextBlockParam[] = (
    typeof options.systemPrompt === 'string' ? [options.systemPrompt] : options.systemPrompt
  )
    .filter((text) => text !== '')
    .map((text) => ({ type: 'text', text }));
  /** Every model call of the run, and those since the agent's last input (what the limit counts). */
  let turns = 0;
  let turnsThisInput = 0;
  let toolUses = 0;
  let usage = emptyUsage();
  let lastUsage: TokenUsage | undefined;
  let costUsd = 0;
  let finalText = '';
  /** The text for each earlier input, and for the current one so far (see AgentOutcome.answers). */
  const answers: string[] = [];
  let inputText = '';
  const wrote = (text: string) => {
    finalText = text;
    inputText = text;
  };
  /**
   * Why a Stop hook last sent the agent back to work, until its next tool round: what a limit
   * that ends the agent then names as the cause.
   */
  let stopHookBlock: string | undefined;
  let stopHookActive = false;
  let todos: TodoItem[] | undefined;
  /** The text of answers cut at the output token limit, in a row, and how many were resumed. */
  let cutText = '';
  let resumes = 0;
  /** Answers a safety classifier stopped, over the whole run (stop_reason refusal). */
  let refusals = 0;
  /** True once the conversation was compacted because the model stopped at its window. */
  let windowCompacted = false;
  /** True once the conversation was compacted because the API refused it as too long. */
  let tooLongCompacted = false;
  const maxTokens =
    options.maxOutputTokens !== undefined
      ? cappedMaxOutputTokens(options.model, options.maxOutputTokens)
      : defaultMaxOutputTokens(options.model);
  const contextWindow = options.contextWindow ?? contextWindowFor(options.model);
  const autoCompact = options.compaction?.auto !== false;
  // Without compaction the guard watches the point where the agent must stop instead.
  // CLAUDE_CODE_AUTO_COMPACT_WINDOW / --autocompact: compaction counts against the smaller window.
  const compactionWindow = Math.min(contextWindow, options.compaction?.window ?? contextWindow);
  const threshold = autoCompact
    ? compactionThreshold(compactionWindow, maxTokens, options.compaction?.thresholdPercent)
    : blockingLimit(contextWindow, maxTokens);
  const guard = new ContextGuard(threshold);
  const fullTranscript = options.fullTranscriptPath ?? options.transcript?.file;
  /** Why an agent that may not compact stops at its window: the size it reached and the switch. */
  const tooLongWithoutCompaction = (tokens: number) =>
    `Prompt is too long: the conversation (about ${tokens} tokens) has reached the context window of ` +
    `${options.model} (${contextWindow} tokens, less the room for the answer), and automatic ` +
    'compaction is off (DISABLE_AUTO_COMPACT or DISABLE_COMPACT is set). Unset it, or give the ' +
    'agent smaller parts of the work.';

  const outcome = (status: AgentEndStatus, error?: string): AgentOutcome => {
    options.onEvent?.({ type: 'end', agentId: options.agentId, status });
    return {
      status,
      finalText,
      answers: inputText ? [...answers, inputText] : [...answers],
      turns,
      toolUses,
      usage,
      ...(lastUsage ? { lastUsage } : {}),
      costUsd,
      durationMs: performance.now() - started,
      startedAt,
      endedAt: new Date().toISOString(),
      ...(waits.length > 0 ? { waits } : {}),
      ...(todos ? { todos } : {}),
      ...(error === undefined ? {} : { error }),
    };
  };
  /**
   * Adds a message to the conversation. `transcribed` is what the transcript still lacks of it:
   * a tool round's results are written as each one is ready, the rest of its message after them.
   */
  const record = async (
    message: MessageParam,
    response?: ModelResponse,
    transcribed: MessageParam | null = message,
  ) => {
    options.messages.push(message);
    if (transcribed) options.transcript?.append(transcribed);
    options.onEvent?.({
      type: 'message',
      agentId: options.agentId,
      message,
      ...(response
        ? {
            response: {
              id: response.id,
              model: response.model,
              usage: response.usage,
              stopReason: response.stopReason,
              ...(response.requestId ? { requestId: response.requestId } : {}),
            },
          }
        : {}),
    });
  };
  /** A Stop hook blocked the end: its reason goes to the agent, which works on. */
  const sendBack = async (reason: string) => {
    stopHookActive = true;
    stopHookBlock = reason;
    await record({ role: 'user', content: `Stop hook feedback: ${reason}` });
  };
  const account = (model: string, used: TokenUsage) => {
    usage = addUsage(usage, used);
    const cost = options.budget.record(model || options.model, used);
    costUsd += cost;
    options.onEvent?.({ type: 'usage', agentId: options.agentId, usage: used, costUsd: cost });
  };
  /**
   * Input that arrived after a tool round the agent may not answer on the same count: added to
   * that round's message (the transcript gets it as a message of its own, which a resume joins).
   */
  const joinToLastInput = async (texts: string[]) => {
    const added = texts.map((text): TextBlockParam => ({ type: 'text', text }));
    const last = options.messages.at(-1);
    if (last?.role !== 'user' || typeof last.content === 'string') {
      await record({ role: 'user', content: added });
      return;
    }
    last.content.push(...added);
    options.transcript?.append({ role: 'user', content: added });
    options.onEvent?.({
      type: 'message',
      agentId: options.agentId,
      message: { role: 'user', content: added },
    });
  };
  /** Replaces the older turns by a summary; an outcome when the agent must end instead. */
  const compact = async (
    request: ModelRequest,
    tokensBefore: number,
    trigger: CompactionTrigger = { type: 'auto' },
  ): Promise<AgentOutcome | undefined> => {
    const refilling = guard.startCompaction(turns);
    if (refilling) return outcome('failed', refilling);
    const compactionStarted = performance.now();
    options.onEvent?.({ type: 'compacting', agentId: options.agentId });
    const compactFailed = (reason: string) =>
      options.onEvent?.({ type: 'compact_failed', agentId: options.agentId, reason });
    let compaction;
    try {
      compaction = await compactConversation({
        client: options.client,
        request,
        trigger,
        threshold,
        signal: options.signal,
        ...(options.hooks ? { hooks: options.hooks } : {}),
        ...(fullTranscript ? { transcriptPath: fullTranscript } : {}),
        ...(options.backgroundTasks
          ? {
              runningAgents: options.backgroundTasks().flatMap((task) => {
                if (task.type !== 'subagent') return [];
                const team = options.teammateOf?.(task.id);
                return [{ id: task.id, description: task.description, ...(team ? { team } : {}) }];
              }),
            }
          : {}),
        runningShells: backgroundShells.running(),
      });
    } catch (error) {
      compactFailed(errorMessage(error));
      if (!options.signal.aborted) throw error;
      const aborted = stopForAbort(options.signal);
      return outcome(aborted.status, aborted.reason);
    }
    if (compaction.type === 'refused') {
      compactFailed(compaction.answer);
      wrote(compaction.answer);
      return outcome('completed');
    }
    if (compaction.usage) account(compaction.model ?? '', compaction.usage);
    if (compaction.type === 'failed') {
      compactFailed(compaction.reason);
      return outcome('failed', compaction.reason);
    }
    // The transcript keeps the old turns: the summary follows them as a boundary marker, then
    // the kept turn again, so a resume rebuilds the compacted conversation.
    options.messages.splice(0, options.messages.length, ...compaction.messages);
    compaction.messages.forEach((message, index) =>
      options.transcript?.append(message, index === 0 ? { compact_boundary: true } : undefined),
    );
    // The summary points the agent to its transcript: every earlier turn is there once it reads.
    await options.transcript?.flush();
    options.onEvent?.({
      type: 'compact',
      agentId: options.agentId,
      trigger: trigger.type,
      tokensBefore,
      tokensAfter: compaction.tokensAfter,
      summary: compaction.messages[0]!,
      durationMs: Math.round(performance.now() - compactionStarted),
    });
    return undefined;
  };
  /**
   * What wakes the agent after it ended its turn (see waitAtTurnEnd), through its
   * UserPromptSubmit hooks: a message they block starts no turn, so it waits for the next one.
   */
  const nextInput = async (): Promise<string[] | 'aborted'> => {
    const waitStarted = Date.now();
    let more = await waitAtTurnEnd(options, backgroundShells);
    while (options.submitPrompts && more !== 'aborted' && more.length > 0) {
      const submitted = await options.submitPrompts(more);
      if (submitted.length > 0) {
        more = submitted;
        break;
      }
      more = await waitAtTurnEnd(options, backgroundShells);
    }
    const waited = Date.now() - waitStarted;
    if (waited >= 1) {
      waits.push({ started_at: new Date(waitStarted).toISOString(), duration_ms: waited });
    }
    return more;
  };
  /** A new input: its turns count afresh, and its Stop hooks have not sent the agent back yet. */
  const startInput = () => {
    turnsThisInput = 0;
    if (inputText) {
      answers.push(inputText);
      options.onEvent?.({ type: 'answered', agentId: options.agentId, text: inputText });
    }
    inputText = '';
    stopHookActive = false;
  };
  /** The request the agent's next turn sends, as the conversation stands. */
  const nextRequest = (): ModelRequest => ({
    model: options.model,
    system,
    messages: options.messages,
    tools: toolSchemas,
    ...(firstSpawning >= 0 ? { sharedTools: firstSpawning } : {}),
    maxTokens,
    ...(options.effort ? { effort: options.effort } : {}),
    agentName: options.agentName,
  });

  if (options.manualCompaction) {
    // As Claude Code 2.1.332 answers `/compact` with DISABLE_COMPACT set: no request, a success.
    if (options.compaction?.manual === false) {
      wrote(compactDisabled);
      return outcome('completed');
    }
    // As Claude Code 2.1.332 answers `/compact` with no conversation to compact.
    if (options.messages.length === 0) {
      wrote(nothingToCompact);
      return outcome('completed');
    }
    const request = nextRequest();
    const trigger = { type: 'manual' as const, ...options.manualCompaction };
    return (await compact(request, guard.size(request), trigger)) ?? outcome('completed');
  }

  for (;;) {
    const stop = stopBeforeTurn({
      turns: turnsThisInput,
      maxTurns: options.maxTurns,
      signal: options.signal,
      budgetExceeded: options.budget.exceeded(),
    });
    if (stop?.status === 'max_turns' && options.backgroundTasks) {
      // The lead's turn limit for this input, its background work still pending: as Claude Code
      // 2.1.332 does, it waits for that work, and what arrives (a task notification) is a new
      // input with a count of its own, joined to the last tool round's results.
      const pending = backgroundShells.anyRunning() || options.backgroundTasks().length > 0;
      const more = pending ? await nextInput() : [];
      if (more === 'aborted') {
        const aborted = stopForAbort(options.signal);
        return outcome(aborted.status, aborted.reason);
      }
      if (more.length > 0) {
        startInput();
        await joinToLastInput(more);
        continue;
      }
    }
    if (stop) {
      const cause =
        stopHookBlock === undefined
          ? ''
          : ` A Stop hook kept sending the agent back to work: ${oneLine(stopHookBlock, 200)}`;
      return outcome(stop.status, `${stop.reason}${cause}`);
    }

    // An MCP server's tool list changed: this turn offers the new list.
    const refreshed = await options.refreshTools?.();
    if (refreshed) useTools(refreshed);
    const request = nextRequest();
    const tokens = guard.overflow(request);
    if (tokens !== undefined) {
      if (!autoCompact) return outcome('failed', tooLongWithoutCompaction(tokens));
      const ended = await compact(request, tokens);
      if (ended) return ended;
    }

    options.onEvent?.({ type: 'turn', agentId: options.agentId, turn: turns + 1 });
    let step: NextStep;
    let refused: Map<string, string> | undefined;
    let responseId = '';
    let refusal: ModelResponse['refusal'];
    try {
      const response = await options.client.createMessage(request, {
        signal: options.signal,
        onTextDelta: (text) => options.onEvent?.({ type: 'text', agentId: options.agentId, text }),
        onRetry: (retry) =>
          options.onEvent?.({ type: 'retry', agentId: options.agentId, ...retry }),
      });
      turns += 1;
      turnsThisInput += 1;
      responseId = response.id;
      refusal = response.refusal;
      tooLongCompacted = false;
      account(response.model, response.usage);
      lastUsage = response.usage;
      // An answer with no block at all is not kept: the API refuses an empty assistant message
      // anywhere but last, and the conversation may go on (a notification, a resume).
      if (response.content.length > 0) {
        await record({ role: 'assistant', content: response.content }, response);
      }
      reportServerToolUses(options, response.content);
      guard.observe(response.usage, options.messages.length);
      step = nextStep(response.content, response.stopReason);
      refused = unparsedInputRefusals(response);
    } catch (error) {
      if (options.signal.aborted) {
        const aborted = stopForAbort(options.signal);
        return outcome(aborted.status, aborted.reason);
      }
      if (isPromptTooLong(error) && !autoCompact) {
        return {
          ...outcome(
            'failed',
            tooLongWithoutCompaction(tooLongTokens(error) ?? guard.size(request)),
          ),
          apiError: true as const,
        };
      }
      // The API counted the conversation over the window: compact it and send it again, once.
      if (isPromptTooLong(error) && !tooLongCompacted) {
        tooLongCompacted = true;
        const ended = await compact(request, tooLongTokens(error) ?? guard.size(request));
        if (ended) return ended;
        continue;
      }
      if (error instanceof ModelError && !error.details.retryable) throw error;
      return {
        ...outcome('failed', errorMessage(error)),
        ...(error instanceof ModelError ? { apiError: true as const } : {}),
      };
    }

    if (step.type === 'cut' && step.limit === 'max_tokens') {
      cutText += step.text;
      if (resumes < maxOutputLimitResumes) {
        resumes += 1;
        await record({ role: 'user', content: [{ type: 'text', text: outputLimitResumeText }] });
        continue;
      }
      wrote(cutText.trim());
      return {
        ...outcome(
          'failed',
          `The model's answer was cut at the output token limit (max_tokens ${maxTokens}) ` +
            `${resumes + 1} times in a row; its text so far is kept. Ask for a shorter answer, ` +
            'or for the work in smaller parts.',
        ),
        apiError: true,
      };
    }
    if (step.type === 'cut') {
      // At the context window: compact once and let the model answer again.
      if (step.text.trim()) wrote(step.text.trim());
      if (!autoCompact) return outcome('failed', tooLongWithoutCompaction(guard.size(request)));
      if (windowCompacted) {
        return outcome(
          'failed',
          'The model has reached its context window limit (stop_reason ' +
            'model_context_window_exceeded), again after compacting the conversation.',
        );
      }
      windowCompacted = true;
      const ended = await compact(request, guard.size(request));
      if (ended) return ended;
      continue;
    }
    const joined = cutText;
    cutText = '';
    resumes = 0;
    windowCompacted = false;

    if (step.type === 'refused') {
      // The stopped answer stays in the conversation, as Claude Code keeps it: the model is told
      // what happened to it. Its text is what the agent reports if it fails, and never an answer
      // otherwise (a retry that then ends without text must not report it as finished).
      refusals += 1;
      if (refusals <= maxRefusalRetries) {
        const notRun = step.calls.map((call): ToolResultBlockParam => ({
          type: 'tool_result',
          tool_use_id: call.id,
          content: refusedCallText,
          is_error: true,
        }));
        await record({
          role: 'user',
          content: [...notRun, { type: 'text', text: refusalReminderText }],
        });
        continue;
      }
      const written = joined ? `${joined}${step.text}`.trim() : step.text;
      if (written) wrote(written);
      const why = [refusal?.category, refusal?.explanation].filter(Boolean).join(': ');
      return {
        ...outcome(
          'failed',
          `A safety classifier stopped the model's answer ${refusals} times (stop_reason refusal` +
            `${why ? `, ${why}` : ''}, last in message ${responseId}); the text it wrote is kept. ` +
            'This can happen with ordinary work: rephrase the task, or use another model.',
        ),
        apiError: true,
      };
    }

    if (step.type === 'end_turn') {
      const answer = joined ? (joined + step.raw).trim() : step.text;
      if (answer) wrote(answer);
      // The lead's turn ended, or a subagent's that leaves its shells running: its Stop hooks
      // first, whatever still runs in the background (the hooks list the run's work under way).
      const stoppedAtTurnEnd =
        options.backgroundTasks !== undefined || backgroundShells.anyRunning();
      if (stoppedAtTurnEnd) {
        const verdict = await options.hooks?.stop(finalText, stopHookActive);
        if (verdict?.block) {
          await sendBack(verdict.reason);
          continue;
        }
      }
      const more = await nextInput();
      if (more === 'aborted') {
        const aborted = stopForAbort(options.signal);
        return outcome(aborted.status, aborted.reason);
      }
      if (more.length === 0 && stoppedAtTurnEnd) return outcome('completed');
      if (more.length === 0) {
        // A Stop hook that exits 2 sends the agent back to work, every time, as in Claude Code:
        // `stop_hook_active` tells it that it already did (so it can let go); the turn limit and
        // the budget bound it, and end the agent with their own status.
        const verdict = await options.hooks?.stop(finalText, stopHookActive);
        if (!verdict?.block) return outcome('completed');
        await sendBack(verdict.reason);
        continue;
      }
      startInput();
      await record({ role: 'user', content: more.map((text) => ({ type: 'text', text })) });
      continue;
    }
    if (step.type === 'stop') return outcome(step.status, step.reason);
    // The paused turn is the last message: the next request has the model go on with it.
    if (step.type === 'resume') continue;

    const text = textOf(options.messages.at(-1));
    if (text) wrote(text);
    toolUses += step.calls.length;
    stopHookBlock = undefined;
    const results = await executeToolCalls(step.calls, {
      tools: toolsByName,
      gate: options.gate,
      ...(options.hooks ? { hooks: options.hooks } : {}),
      ...(refused ? { refused } : {}),
      context: {
        ...options.toolContext,
        ...(options.hooks ? { hooks: options.hooks } : {}),
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
      // As Claude Code 2.1.332 records each result as it comes: a run killed while a slow call
      // of the round still runs keeps the others' results (a background agent's launch, its id).
      onResult: (_call, result) => options.transcript?.append({ role: 'user', content: [result] }),
    });
    const attached = (await options.attachToToolResults?.(step.calls, results)) ?? [];
    const ended = shellNotifications(backgroundShells);
    const more = await waitForInput(options, 'tool_round');
    const extra = [...ended, ...(more === 'aborted' ? [] : more)].map((text): TextBlockParam => ({
      type: 'text',
      text,
    }));
    const rest = [...attached, ...extra];
    await record(
      { role: 'user', content: [...results, ...rest] },
      undefined,
      rest.length > 0 ? { role: 'user', content: rest } : null,
    );
    // A hook that answered `continue: false` ends the agent after this round: a stop before
    // the work was done, reported with the hook's reason (never as completed).
    if (options.hooks?.stopRequested !== undefined) {
      return outcome(
        'killed',
        `Stopped by a hook (continue: false): ${options.hooks.stopRequested}`,
      );
    }
    if (options.answered?.()) return outcome('completed');
  }
}

function nextStep(content: ContentBlock[], stopReason: StopReason | null): NextStep {
  const calls = content.filter((block): block is ToolUseBlock => block.type === 'tool_use');
  // Checked first: the calls of a stopped answer are never run.
  if (stopReason === 'refusal') return { type: 'refused', text: textOfBlocks(content), calls };
  if (calls.length > 0) return { type: 'run_tools', calls };
  if (stopReason === 'pause_turn') return { type: 'resume' };
  const text = rawTextOf({ role: 'assistant', content });
  if (stopReason === 'max_tokens') return { type: 'cut', limit: 'max_tokens', text };
  if (stopReason === 'model_context_window_exceeded')
    return { type: 'cut', limit: 'context_window', text };
  return { type: 'end_turn', text: textOfBlocks(content), raw: text, stopReason };
}

/**
 * What the model reads for each tool call whose input did not arrive as JSON: the call is not
 * run (nothing is guessed), the model is told why and how to try again, and the agent goes on.
 */
function unparsedInputRefusals(response: ModelResponse): Map<string, string> | undefined {
  const unparsed = Object.entries(response.unparsedToolInputs ?? {});
  if (unparsed.length === 0) return undefined;
  const names = new Map(
    response.content.flatMap((block) =>
      block.type === 'tool_use' ? [[block.id, block.name] as const] : [],
    ),
  );
  const cut =
    response.stopReason === 'max_tokens'
      ? ' (the answer reached its output token limit, max_tokens, in the middle of this call)'
      : '';
  return new Map(
    unparsed.map(([id, raw]) => {
      const shown = raw.slice(0, 300);
      return [
        id,
        `${names.get(id) ?? 'The tool'} was not run: its input is not complete JSON${cut}. ` +
          `Received (first ${shown.length} of ${raw.length} characters): ${shown}\n` +
          'Call it again with complete JSON input; write large content in smaller parts ' +
          '(a first Write, then Edits that add the rest).',
      ];
    }),
  );
}

/**
 * The searches the API ran during a turn, shown as tool events (progress, the agent's output
 * file); the transcript keeps their server_tool_use and web_search_tool_result blocks.
 */
function reportServerToolUses(options: AgentRunOptions, content: ContentBlock[]): void {
  for (const block of content) {
    if (block.type !== 'server_tool_use') continue;
    options.onEvent?.({
      type: 'tool',
      agentId: options.agentId,
      tool: block.name === webSearchServerName ? webSearchToolName : block.name,
      summary: summarizeInput(block.input),
    });
  }
}

/** The ends of the agent's background shells since it last heard, as notifications. */
function shellNotifications(shells: BackgroundShells): string[] {
  return shells
    .takeEnded()
    .map(({ id, ...end }) => formatShellNotification({ shellId: id, ...end }));
}

/**
 * What the agent gets when it ends its turn: what arrived for it, or — while one of its
 * background shells still runs — the first of that input and the shell's end notification (as
 * Claude Code wakes an agent for a finished background command). Empty: the agent is done.
 */
async function waitAtTurnEnd(
  options: AgentRunOptions,
  shells: BackgroundShells,
): Promise<string[] | 'aborted'> {
  for (;;) {
    const ended = shellNotifications(shells);
    if (ended.length > 0) {
      const more = await waitForInput(options, 'tool_round');
      return more === 'aborted' ? more : [...ended, ...more];
    }
    if (!shells.anyRunning()) return waitForInput(options, 'end_turn');
    const wake = new AbortController();
    const signal = AbortSignal.any([options.signal, wake.signal]);
    const shellEnd = shells.whenOneEnds(signal).then(() => 'ended' as const);
    shellEnd.catch(() => undefined);
    try {
      const input = options.pendingInput?.('end_turn', signal, true).catch((error: unknown) => {
        if (wake.signal.aborted && !options.signal.aborted) return 'woken' as const;
        throw error;
      });
      const first = await Promise.race(input ? [input, shellEnd] : [shellEnd]);
      if (Array.isArray(first)) {
        if (first.length > 0) return first;
        // Nothing else will come: wait for the shell.
        await shellEnd;
      }
    } catch (error) {
      if (options.signal.aborted) return 'aborted';
      throw error;
    } finally {
      wake.abort();
    }
  }
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

/** The text of a message as sent, its pieces joined without separator and untrimmed. */
function rawTextOf(message: MessageParam | undefined): string {
  if (!message) return '';
  if (typeof message.content === 'string') return message.content;
  return message.content.flatMap((block) => (block.type === 'text' ? [block.text] : [])).join('');
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
  const first = ['file_path', 'pattern', 'command', 'description', 'to', 'task_id', 'path', 'query']
    .map((key) => record[key])
    .find((value) => typeof value === 'string');
  // One line: a newline in model-written input would start a line of its own in a log (where a
  // line beginning `::` is a workflow command).
  return typeof first === 'string' ? oneLine(first, 80) : '';
}
