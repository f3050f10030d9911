import { errorMessage, ModelError } from '../errors.js';
import type { HookRunner } from '../hooks/hook-runner.js';
import { continuationText, summaryRequestText } from '../model/compaction-prompts.js';
import { toolsJsonLength } from '../model/cache-breakpoints.js';
import { estimateContentTokens, estimateTokens } from '../model/context-window.js';
import { isPromptTooLong } from '../model/model-failures.js';
import {
  totalTokens,
  type ModelClient,
  type ModelRequest,
  type TokenUsage,
} from '../model/model-client.js';
import {
  contentBlocks,
  type ContentBlockParam,
  type MessageParam,
  type ToolResultBlockParam,
} from '../model/types.js';
import { canonicalToolName } from '../tools/tool-rules.js';
import {
  formatRunningAgentNote,
  formatRunningShellNote,
} from '../notifications/task-notification.js';

/**
 * Compaction: when a conversation nears its model's context window, its older turns are
 * replaced by a summary the model writes, so a long-running agent (a lead with a long fan-out)
 * goes on instead of failing at the limit.
 */

/**
 * Compactions in a row, each within this many turns of the one before, after which the agent
 * stops: its context refills as fast as it is emptied (Claude Code 2.1.332 stops "thrashing" so).
 */
const maxRapidCompactions = 3;
const rapidCompactionTurns = 3;

/** Watches one conversation's size against its compaction threshold. */
export class ContextGuard {
  /** The size the API counted in its last answer, and the message count once it was added. */
  private measured: { tokens: number; messageCount: number } | undefined;
  private lastCompactionTurn: number | undefined;
  private rapidCompactions = 0;

  constructor(readonly threshold: number) {}

  /** After each answer: input + cache read + cache creation of its request, plus its output. */
  observe(usage: TokenUsage, messageCount: number): void {
    this.measured = { tokens: totalTokens(usage), messageCount };
  }

  /**
   * The request's size now when it has reached the threshold, undefined while it fits: the last
   * count plus an estimate of the messages added since, or — before the API counted this
   * conversation (its first request, one just compacted: a resumed session, a fork, a revived
   * subagent may start over the window) — an estimate of the whole request.
   */
  overflow(request: Pick<ModelRequest, 'messages' | 'system' | 'tools'>): number | undefined {
    const tokens = this.size(request);
    return tokens >= this.threshold ? tokens : undefined;
  }

  /** The request's size in tokens: as counted by the API and estimated since, or estimated. */
  size(request: Pick<ModelRequest, 'messages' | 'system' | 'tools'>): number {
    return this.measured
      ? this.measured.tokens +
          estimateContentTokens(request.messages.slice(this.measured.messageCount))
      : estimateContentTokens(request.system) +
          estimateTokens(toolsJsonLength(request.tools)) +
          estimateContentTokens(request.messages);
  }

  /** Counts a compaction before turn `turn`; a reason to stop when the window refills too fast. */
  startCompaction(turn: number): string | undefined {
    const rapid =
      this.lastCompactionTurn !== undefined &&
      turn - this.lastCompactionTurn <= rapidCompactionTurns;
    this.rapidCompactions = rapid ? this.rapidCompactions + 1 : 1;
    this.lastCompactionTurn = turn;
    this.measured = undefined;
    if (this.rapidCompactions <= maxRapidCompactions) return undefined;
    return (
      `The conversation refilled the context window within ${rapidCompactionTurns} turns of ` +
      `each of ${maxRapidCompactions} compactions in a row: a tool result or file is likely too ` +
      `large for the window (${this.threshold} tokens before compaction); read it in smaller parts.`
    );
  }
}

/**
 * What started a compaction: the conversation reached its threshold (`auto`), or the run's prompt
 * is the built-in `/compact [instructions]` (`manual`), whose instructions join the summary
 * request, as in Claude Code 2.1.332.
 */
export type CompactionTrigger = { type: 'auto' } | { type: 'manual'; instructions: string };

/** The answer to `/compact` with no conversation to compact: Claude Code 2.1.332's words. */
export const nothingToCompact = 'Not enough messages to compact.';

/** The answer to `/compact` when DISABLE_COMPACT is set (Claude Code 2.1.332 sends nothing too). */
export const compactDisabled =
  "/compact is disabled: DISABLE_COMPACT is set (in the environment or a settings file's env). Unset it to compact; DISABLE_AUTO_COMPACT turns off only automatic compaction.";

export interface CompactionRequest {
  client: ModelClient;
  /** `auto` when omitted. */
  trigger?: CompactionTrigger;
  /** The agent's next request as it would be sent: its prefix is reused so the cache serves it. */
  request: ModelRequest;
  threshold: number;
  signal: AbortSignal;
  hooks?: HookRunner;
  /** The agent's transcript, named in the summary message for details the summary leaves out. */
  transcriptPath?: string;
  /** The background agents and teammates still at work: each gets a note after the summary. */
  runningAgents?: readonly {
    id: string;
    description: string;
    team?: { team: string; name: string };
  }[];
  /** The agent's background shells still running: each gets a note after the summary. */
  runningShells?: readonly { id: string; description: string; command: string }[];
}

export type CompactionResult =
  | {
      type: 'compacted';
      /** The new conversation: the summary as a user message, then the kept last turn. */
      messages: MessageParam[];
      summary: string;
      usage: TokenUsage;
      model: string;
      tokensAfter: number;
    }
  | { type: 'failed'; reason: string; usage?: TokenUsage; model?: string }
  /** A PreCompact hook refused a `/compact` (exit 2): the answer, not a failure. */
  | { type: 'refused'; answer: string };

/**
 * Fires PreCompact (matched on the trigger), asks the model for a summary with the agent's own
 * request (system, tools, messages, effort) plus the summary instruction at the end of the last
 * user message, fires SessionStart (source `compact`), then builds the shorter conversation.
 * Never throws for a conversation that cannot be compacted: that is a `failed` result with a
 * reason; a model error that may not be retried (a bad key) is thrown, as the loop's own calls do.
 */
export async function compactConversation(options: CompactionRequest): Promise<CompactionResult> {
  const { request } = options;
  const trigger = options.trigger ?? { type: 'auto' };
  const instructions = trigger.type === 'manual' ? trigger.instructions : '';
  // As in Claude Code 2.1.332: the input carries the trigger and the /compact instructions (null
  // for none); what the hooks print joins the summary request; exit code 2 refuses the compaction.
  const hook = await options.hooks?.fire(
    'PreCompact',
    { trigger: trigger.type, custom_instructions: instructions === '' ? null : instructions },
    trigger.type,
  );
  if (hook?.blocked !== undefined) {
    // As Claude Code 2.1.332 answers a refused `/compact`: a success that says so (exit 0).
    if (trigger.type === 'manual') {
      return { type: 'refused', answer: `Compaction blocked by PreCompact hook: ${hook.blocked}` };
    }
    return {
      type: 'failed',
      reason: `The conversation is too long for the context window and a PreCompact hook refused to compact the conversation: ${hook.blocked}`,
    };
  }
  let response;
  // A conversation the API refused as too long is too long to summarize whole as well: its
  // older half is left out (the transcript keeps it), then the older half of what is left.
  let summarized = request.messages;
  for (let shortened = 0; ; shortened += 1) {
    try {
      response = await options.client.createMessage(
        {
          ...request,
          messages: withSummaryRequest(summarized, instructions, hook?.context ?? []),
        },
        { signal: options.signal },
      );
      break;
    } catch (error) {
      if (options.signal.aborted) throw error;
      const newer =
        isPromptTooLong(error) && shortened < maxShortenings ? newerHalf(summarized) : undefined;
      if (newer) {
        summarized = newer;
        continue;
      }
      if (error instanceof ModelError && !error.details.retryable && !tooLong(error)) throw error;
      return {
        type: 'failed',
        reason: `The conversation could not be compacted: the summary request failed (${errorMessage(error)}).`,
      };
    }
  }
  const summarizedAll = summarized === request.messages;
  const summary = summaryOf(response.content);
  if (summary === '') {
    return {
      type: 'failed',
      reason:
        'The conversation could not be compacted: the model answered the summary request without text.',
      usage: response.usage,
      model: response.model,
    };
  }
  // As Claude Code 2.1.332 does for the lead and for a subagent: SessionStart with source
  // `compact` once the summary is written, and what its hooks print follows the summary.
  const sessionStart = await options.hooks?.fire('SessionStart', { source: 'compact' }, 'compact');
  const opening: MessageParam = {
    role: 'user',
    content: [
      ...openingReminders(request.messages),
      {
        type: 'text',
        text: continuationText(
          summarizedAll ? summary : `${summary}\n\n${olderTurnsLeftOut}`,
          options.transcriptPath,
          trigger.type,
        ),
      },
      ...(options.runningAgents ?? []).map((agent): ContentBlockParam => ({
        type: 'text',
        text: formatRunningAgentNote(agent),
      })),
      ...(options.runningShells ?? []).map((shell): ContentBlockParam => ({
        type: 'text',
        text: formatRunningShellNote(shell),
      })),
    ],
  };
  const fixed =
    estimateContentTokens(request.system) + estimateTokens(toolsJsonLength(request.tools));
  const tail = lastTurn(request.messages);
  const reads = recentReads(request.messages.slice(0, request.messages.length - tail.length));
  const restarted = (sessionStart?.context ?? []).map((text): ContentBlockParam => ({
    type: 'text',
    text,
  }));
  const withReads: MessageParam = {
    role: 'user',
    content: [...contentBlocks(opening), ...reads, ...restarted],
  };
  const bare: MessageParam = { role: 'user', content: [...contentBlocks(opening), ...restarted] };
  const openings = reads.length > 0 ? [withReads, bare] : [bare];
  const candidates = [
    ...(tail.length > 0 ? openings.map((first) => [first, ...tail]) : []),
    [bare],
  ];
  for (const messages of candidates) {
    const tokensAfter = fixed + estimateContentTokens(messages);
    if (tokensAfter < options.threshold) {
      return {
        type: 'compacted',
        messages,
        summary,
        usage: response.usage,
        model: response.model,
        tokensAfter,
      };
    }
  }
  return {
    type: 'failed',
    reason:
      `The conversation does not fit in the context window even after compaction: the system ` +
      `prompt, tools and summary alone take about ${fixed + estimateContentTokens([bare])} tokens ` +
      `(compaction threshold ${options.threshold}).`,
    usage: response.usage,
    model: response.model,
  };
}

/** Halvings of a summary request the API refused as too long, before the compaction fails. */
const maxShortenings = 3;

const olderTurnsLeftOut =
  'Note: the oldest part of the conversation was too long to summarize and was left out of this ' +
  'summary; the transcript still has it. If the task depends on it, say so rather than guess.';

/**
 * The newer half of a conversation (by estimated size), from an assistant message on, after a
 * user message saying the older part was left out; undefined when no assistant message past the
 * first one leaves anything out.
 */
function newerHalf(messages: readonly MessageParam[]): MessageParam[] | undefined {
  const sizes = messages.map((message) => estimateContentTokens(message));
  let tail = sizes.reduce((sum, size) => sum + size, 0);
  const half = tail / 2;
  for (let index = 1; index < messages.length; index += 1) {
    tail -= sizes[index - 1]!;
    if (messages[index]!.role !== 'assistant' || tail > half) continue;
    return [
      { role: 'user', content: [{ type: 'text', text: olderTurnsLeftOutOfRequest }] },
      ...messages.slice(index),
    ];
  }
  return undefined;
}

const olderTurnsLeftOutOfRequest =
  '(The older part of this conversation was left out here: it was too long to summarize.)';

/**
 * The conversation with the summary instruction as the last block of its last user message, then
 * the /compact instructions and what the PreCompact hooks print.
 */
function withSummaryRequest(
  messages: readonly MessageParam[],
  instructions: string,
  hookInstructions: readonly string[],
): MessageParam[] {
  const text = [
    summaryRequestText,
    ...(instructions === '' ? [] : [`Additional Instructions:\n${instructions}`]),
    ...(hookInstructions.length === 0
      ? []
      : [`Instructions from the PreCompact hooks:\n${hookInstructions.join('\n')}`]),
  ].join('\n\n');
  const instruction: ContentBlockParam = { type: 'text', text };
  const last = messages.at(-1);
  if (last?.role !== 'user') return [...messages, { role: 'user', content: [instruction] }];
  return [
    ...messages.slice(0, -1),
    { role: 'user', content: [...contentBlocks(last), instruction] },
  ];
}

/**
 * The turn kept after the summary: the last assistant message and the user message that answers
 * it, both unmodified, so a tool call keeps its result and its thinking block stays as the API
 * requires in an unfinished tool turn. Empty when the conversation does not end that way.
 */
function lastTurn(messages: readonly MessageParam[]): MessageParam[] {
  const assistant = messages.at(-2);
  const user = messages.at(-1);
  if (assistant?.role !== 'assistant' || user?.role !== 'user') return [];
  // The kept assistant message is the first after the summary: nothing before it may be needed.
  return [assistant, user];
}

/**
 * The system reminders that open the conversation (its memory files, CLAUDE.md), which open it
 * again after the compaction, as Claude Code 2.1.332 re-attaches its context: they are standing
 * instructions, not history to summarize. The task after them is in the summary.
 */
function openingReminders(messages: readonly MessageParam[]): ContentBlockParam[] {
  const first = messages[0];
  if (first?.role !== 'user' || typeof first.content === 'string') return [];
  const reminders: ContentBlockParam[] = [];
  for (const block of first.content.slice(0, -1)) {
    if (block.type !== 'text' || !block.text.startsWith('<system-reminder>')) break;
    reminders.push({ type: 'text', text: block.text });
  }
  return reminders;
}

/**
 * The files read last, at most this many, each re-attached when its Read result is at most this
 * many tokens, and all of them within the last figure: what Claude Code 2.1.332 re-attaches after
 * compacting (observed: a file of about 3,400 tokens came back, one of about 6,900 got a note
 * to read it again).
 */
const reattachedFiles = 5;
const reattachedFileTokens = 5_000;
const reattachedTokens = 50_000;
/** Tools whose call changes the file its `file_path` names: an earlier Read of it is stale. */
const fileChangingTools: ReadonlySet<string> = new Set(['Write', 'Edit', 'MultiEdit']);

/**
 * The Read results of the files the agent read last in the summarized turns, as reminders after
 * the summary, as Claude Code 2.1.332 re-attaches them: the agent goes on with the files it was
 * working on. A file a tool changed after its last Read is not re-attached (the result is no
 * longer the file); one too large gets a note to read it again.
 */
function recentReads(messages: readonly MessageParam[]): ContentBlockParam[] {
  const calls = new Map<string, { name: string; input: Record<string, unknown> }>();
  const reads = new Map<string, { input: Record<string, unknown>; text: string }>();
  for (const message of messages) {
    for (const block of contentBlocks(message)) {
      if (block.type === 'tool_use') {
        const input = (block.input ?? {}) as Record<string, unknown>;
        calls.set(block.id, { name: canonicalToolName(block.name), input });
        continue;
      }
      if (block.type !== 'tool_result' || block.is_error === true) continue;
      const call = calls.get(block.tool_use_id);
      const file = call?.input.file_path;
      if (!call || typeof file !== 'string') continue;
      if (call.name === 'Read') {
        // Newest last: a file read again moves to the end.
        reads.delete(file);
        const text = textOnly(block.content);
        if (text !== undefined) reads.set(file, { input: call.input, text });
      } else if (fileChangingTools.has(call.name)) reads.delete(file);
    }
  }
  const attached: ContentBlockParam[] = [];
  let tokens = 0;
  for (const [file, read] of [...reads].reverse().slice(0, reattachedFiles)) {
    const size = estimateTokens(read.text.length);
    if (size <= reattachedFileTokens && tokens + size <= reattachedTokens) {
      tokens += size;
      attached.push({
        type: 'text',
        text:
          `<system-reminder>\nThe Read tool's result for ${JSON.stringify(read.input)}, from ` +
          `before the conversation was summarized:\n${read.text}\n</system-reminder>`,
      });
    } else {
      attached.push({
        type: 'text',
        text: `<system-reminder>\n${file} was read before the conversation was summarized; it is too large to attach again here. Read it again if you need it.\n</system-reminder>`,
      });
    }
  }
  return attached;
}

/** A tool result's text; undefined when it holds anything else (an image, a document). */
function textOnly(content: ToolResultBlockParam['content']): string | undefined {
  if (typeof content === 'string') return content;
  if (!content || content.some((part) => part.type !== 'text')) return undefined;
  return content.map((part) => (part.type === 'text' ? part.text : '')).join('\n');
}

/** The text inside <summary> tags, or the whole text without an <analysis> part. */
function summaryOf(content: readonly { type: string; text?: string }[]): string {
  const text = content
    .flatMap((block) => (block.type === 'text' && block.text ? [block.text] : []))
    .join('\n');
  const tagged = /<summary>([\s\S]*?)<\/summary>/.exec(text)?.[1];
  if (tagged !== undefined) return tagged.trim();
  return text.replace(/<analysis>[\s\S]*?<\/analysis>/g, '').trim();
}

function tooLong(error: ModelError): boolean {
  return error.details.status === 400 || error.details.status === 413;
}
