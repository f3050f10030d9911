import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import { errorMessage } from '../errors.js';
import { contentBlocks, type MessageParam } from '../model/types.js';
import { redactDeep } from '../publish/redact.js';
import { AppendingFile } from './appending-file.js';
import type { AgentEndStatus } from './next-step.js';

/**
 * An agent's transcript, one JSON message per line: what a person reads to see what an agent did,
 * what a hook reads at `transcript_path`, and what a resume can be rebuilt from. A message line
 * has the fields of Claude Code 2.1.332's (`{"parentUuid", "isSidechain", "type": "user" |
 * "assistant", "message": {"role", "content"}, "uuid", "timestamp"}`), so that a hook written for
 * its transcripts reads Flotilla's. Writing it is kept off the agent's critical path: lines are
 * queued and written in order, several at a time, through one open file.
 */
export class Transcript {
  private readonly outputs: AppendingFile[];
  /** The last message line's uuid: the next one's `parentUuid`, as Claude Code chains them. */
  private lastUuid: string | null = null;

  /**
   * `redact` rewrites each string of a line before it is written (secrets out), as published
   * text is; a signed thinking block it would change is left out of the line instead (see
   * `redactedMessage`). `copies` get every line too, as it is written (the lead's session, kept
   * as the run goes). `confinedTo`: the state directory, which no link in it may take a file
   * out of (see AppendingFile).
   */
  constructor(
    readonly file: string,
    private readonly redact: (text: string) => string = (text) => text,
    copies: readonly string[] = [],
    confinedTo?: string,
    /** Whether it is a subagent's or a teammate's (Claude Code's `isSidechain`), not the lead's. */
    private readonly sidechain = false,
  ) {
    // A transcript holds one run: a state directory used again starts it empty (as output files
    // are), or a later run's saved session would carry the earlier runs' conversations too.
    const options = { truncate: true, ...(confinedTo !== undefined ? { confinedTo } : {}) };
    this.outputs = [file, ...copies].map((target) => new AppendingFile(target, options));
  }

  /** The first write that failed (disk full, no permission); the run goes on without it. */
  get error(): unknown {
    return this.outputs.find((output) => output.error !== undefined)?.error;
  }

  /**
   * `compact_boundary` marks the summary that replaced the turns before it: the line where a
   * compacted conversation starts again.
   */
  append(message: MessageParam, marker?: { compact_boundary: true }): void {
    const { message: safe, withheld } = redactedMessage(message, this.redact);
    const uuid = randomUUID();
    this.appendLine({
      parentUuid: this.lastUuid,
      isSidechain: this.sidechain,
      type: safe.role,
      message: { role: safe.role, content: safe.content },
      uuid,
      ...marker,
      ...(withheld > 0 ? { thinking_withheld: withheld } : {}),
    });
    this.lastUuid = uuid;
  }

  /**
   * The system prompt the conversation is sent with, as a line of its own (`{"system": [...]}`),
   * and the directory it was made for (it names it): what a resume there sends again, as Claude
   * Code 2.1.332 records it at a conversation's first request and resends it on every resume.
   * `outputStyle`, the lead's: the style in force in this run (`default` for none), which the
   * resent prompt may no longer hold; a resume tells the lead when it changed.
   */
  appendSystemPrompt(blocks: readonly string[], cwd: string, outputStyle?: string): void {
    this.appendLine({
      system: blocks.map((block) => this.redact(block)),
      cwd,
      ...(outputStyle === undefined ? {} : { outputStyle }),
    });
  }

  /**
   * How an agent that did not finish ended, as a line of its own (`{"ended": "failed", "error":
   * …}`): a transcript that simply stopped would read as one cut off or lost. Claude Code 2.1.332
   * ends a subagent's transcript that failed on the API with an assistant entry marked as an API
   * error; this line is no message, and a resume reads past it. A completed agent gets none: its
   * last answer says it.
   */
  appendEnding(outcome: { status: AgentEndStatus; error?: string }): void {
    if (outcome.status === 'completed') return;
    this.appendLine({
      ended: outcome.status,
      ...(outcome.error !== undefined ? { error: this.redact(outcome.error) } : {}),
    });
  }

  /** One JSON line, stamped with the time it was written, to the transcript and its copies. */
  private appendLine(line: object): void {
    const text = `${JSON.stringify({ ...line, timestamp: new Date().toISOString() })}\n`;
    for (const output of this.outputs) output.append(text);
  }

  /** Resolves when every line appended so far is written (or has failed: see `error`). */
  async flush(): Promise<void> {
    await Promise.all(this.outputs.map((output) => output.flush()));
  }

  /** Writes every line appended so far and closes the file (a later append opens it again). */
  async close(): Promise<void> {
    await Promise.all(this.outputs.map((output) => output.close()));
  }

  /**
   * The conversation as the agent last had it: from the last compaction boundary on, if any,
   * with a tool round's lines (each result as it was ready, then the rest of the turn) joined into
   * the one user turn the agent had, its results in the order of the calls. A
   * last line cut short (the process was killed while writing it) is left out; any other line
   * that is not JSON, or neither a message nor the system prompt's line, is a TranscriptFormatError
   * naming it.
   */
  static async read(file: string): Promise<MessageParam[]> {
    return (await Transcript.readConversation(file)).messages;
  }

  /**
   * `read`'s messages, and the system prompt the transcript last recorded with the directory it
   * was made for (none in a transcript written before Flotilla recorded it, or by a run that
   * records none: `--bare`).
   */
  static async readConversation(
    file: string,
  ): Promise<{ messages: MessageParam[]; systemPrompt?: RecordedSystemPrompt }> {
    const text = await readFile(file, 'utf8');
    const written = text
      .split('\n')
      .map((line, index) => ({ line, number: index + 1 }))
      .filter(({ line }) => line.trim() !== '');
    if (!text.endsWith('\n') && !parses(written.at(-1)?.line ?? '')) written.pop();
    const parsed = written.flatMap(({ line, number }) => transcriptLine(file, line, number) ?? []);
    const recorded = parsed.findLast((line) => 'system' in line);
    const systemPrompt =
      recorded && 'system' in recorded
        ? {
            blocks: recorded.system,
            ...(recorded.cwd ? { cwd: recorded.cwd } : {}),
            ...(recorded.outputStyle ? { outputStyle: recorded.outputStyle } : {}),
          }
        : undefined;
    const lines = parsed.filter((line): line is TranscriptLine => !('system' in line));
    const start = lines.findLastIndex((line) => line.compact_boundary === true);
    const messages = joinedUserTurns(
      sendable(lines.slice(Math.max(start, 0))).map(({ role, content }) => ({ role, content })),
    );
    return { messages, ...(systemPrompt ? { systemPrompt } : {}) };
  }
}

/** A line of a transcript that is not JSON, or not a message: the file and line say where. */
export class TranscriptFormatError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    readonly reason: string,
  ) {
    super(`${file}:${line}: ${reason}`);
    this.name = 'TranscriptFormatError';
  }
}

/**
 * What a transcript line must hold to be sent again: a message (the blocks are the API's to
 * judge), and the compaction marker. Other fields (the timestamp) are read past. Built on first
 * use: only a resumed run reads a transcript.
 */
const transcriptLineSchema = z.lazy(() =>
  z.object({
    role: z.enum(['user', 'assistant']),
    content: z.union([z.string(), z.array(z.looseObject({ type: z.string() }))]),
    compact_boundary: z.boolean().optional(),
    thinking_withheld: z.number().int().positive().optional(),
  }),
);

type TranscriptLine = MessageParam & { compact_boundary?: boolean; thinking_withheld?: number };

/** The line `appendSystemPrompt` writes. */
const systemPromptLineSchema = z.lazy(() =>
  z.object({
    system: z.array(z.string()),
    cwd: z.string().optional(),
    outputStyle: z.string().optional(),
  }),
);

type SystemPromptLine = { system: string[]; cwd?: string; outputStyle?: string };

/**
 * What `readConversation` gives back of the last `appendSystemPrompt` line: no `cwd` or
 * `outputStyle` in a line an older Flotilla wrote.
 */
export interface RecordedSystemPrompt {
  blocks: string[];
  cwd?: string;
  outputStyle?: string;
}

/** Blocks the API signs: one sent back altered is refused (400, invalid signature). */
const signedBlockTypes: ReadonlySet<string> = new Set(['thinking', 'redacted_thinking']);

/**
 * A message with every string redacted, but for signed blocks: a thinking block (or a
 * redacted_thinking block) that holds a secret cannot be written redacted, since a resume would
 * send it back altered and the API refuses the whole conversation for it, on every try. It is
 * left out, and `withheld` counts it (the line says so in `thinking_withheld`).
 */
function redactedMessage(
  message: MessageParam,
  redact: (text: string) => string,
): { message: MessageParam; withheld: number } {
  if (typeof message.content === 'string')
    return { message: redactDeep(message, redact), withheld: 0 };
  let withheld = 0;
  const content: typeof message.content = [];
  for (const block of message.content) {
    const safe = redactDeep(block, redact);
    if (signedBlockTypes.has(block.type) && !isDeepStrictEqual(safe, block)) withheld += 1;
    else content.push(safe);
  }
  return {
    message: { ...redactDeep({ ...message, content: [] }, redact), content } as MessageParam,
    withheld,
  };
}

/**
 * The messages of a transcript that the API takes back. A message whose every block was a
 * withheld thinking block is left out (the API merges the turns around it). And in a tool loop
 * the API wants the last assistant message to open with its thinking block unchanged: when that
 * block was withheld, that turn and the tool results after it are left out (a rare case: the run
 * ended right after a tool round whose thinking held a secret; the resumed lead does not see it).
 */
function sendable(lines: TranscriptLine[]): TranscriptLine[] {
  const kept = lines.filter(
    (line) => !(line.thinking_withheld && Array.isArray(line.content) && line.content.length === 0),
  );
  const last = kept.findLastIndex((line) => line.role === 'assistant');
  const lastAssistant = kept[last];
  if (
    lastAssistant?.thinking_withheld &&
    Array.isArray(lastAssistant.content) &&
    lastAssistant.content.some((block) => block.type === 'tool_use')
  )
    return kept.slice(0, last);
  return kept;
}

/**
 * User lines in a row as one user turn (the API joins them so as well): a tool round is written a
 * result a line, in the order they finished, then the rest of the turn. The results go first, in
 * the order of the calls they answer (the bytes the agent sent, so a prompt cache still serves a
 * resume), then the other blocks as written.
 */
function joinedUserTurns(messages: MessageParam[]): MessageParam[] {
  const joined: MessageParam[] = [];
  for (const message of messages) {
    const previous = joined.at(-1);
    if (message.role !== 'user' || previous?.role !== 'user') {
      joined.push(message);
      continue;
    }
    joined[joined.length - 1] = {
      role: 'user',
      content: [...contentBlocks(previous), ...contentBlocks(message)],
    };
  }
  return joined.map((message, index) => {
    const calls = joined[index - 1];
    if (message.role !== 'user' || calls?.role !== 'assistant') return message;
    const blocks = contentBlocks(message);
    const order = contentBlocks(calls).flatMap((block) =>
      block.type === 'tool_use' ? [block.id] : [],
    );
    const rank = (id: string) => (order.includes(id) ? order.indexOf(id) : order.length);
    const results = blocks
      .filter((block) => block.type === 'tool_result')
      .sort((first, second) => rank(first.tool_use_id) - rank(second.tool_use_id));
    if (results.length === 0) return message;
    return {
      role: 'user',
      content: [...results, ...blocks.filter((block) => block.type !== 'tool_result')],
    };
  });
}

/**
 * A line of the transcript; undefined for one that records how the agent ended (`appendEnding`),
 * which holds nothing of the conversation.
 */
function transcriptLine(
  file: string,
  line: string,
  number: number,
): TranscriptLine | SystemPromptLine | undefined {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch (error) {
    throw new TranscriptFormatError(file, number, `not JSON (${errorMessage(error)})`);
  }
  const message = messageOf(value);
  if (value && typeof value === 'object' && 'ended' in value && !message) return undefined;
  if (value && typeof value === 'object' && 'system' in value && !message) {
    const system = systemPromptLineSchema.safeParse(value);
    if (system.success) return system.data;
    throw new TranscriptFormatError(file, number, 'not a system prompt {"system": [text, …]}');
  }
  const parsed = transcriptLineSchema.safeParse(message ?? value);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.') || 'the line'}: ${issue.message}`,
    );
    throw new TranscriptFormatError(
      file,
      number,
      `not a message {"type": "user" or "assistant", "message": {"role", "content": text or a list of content blocks}} (${problems.join('; ')})`,
    );
  }
  return parsed.data as TranscriptLine;
}

/**
 * The message a line holds, with the markers written beside it: `{"type", "message": {…}}` as
 * Flotilla writes it now, or `{"role", "content"}` as it wrote it before (sessions kept by an
 * older Flotilla resume too); undefined for a line that is neither.
 */
function messageOf(value: unknown): object | undefined {
  if (!value || typeof value !== 'object') return undefined;
  if ('role' in value) return value;
  if (!('message' in value) || !('type' in value)) return undefined;
  const { message } = value;
  if (!message || typeof message !== 'object') return undefined;
  const markers = value as { compact_boundary?: unknown; thinking_withheld?: unknown };
  return {
    ...message,
    ...(markers.compact_boundary !== undefined
      ? { compact_boundary: markers.compact_boundary }
      : {}),
    ...(markers.thinking_withheld !== undefined
      ? { thinking_withheld: markers.thinking_withheld }
      : {}),
  };
}

function parses(line: string): boolean {
  try {
    JSON.parse(line);
    return true;
  } catch {
    return false;
  }
}
