import { createHash } from 'node:crypto';
import { z } from 'zod';
import { isCompactionSummary, isSummaryRequest } from '../model/compaction-prompts.js';

/**
 * What the offline servers need to know about a Messages API request. They keep no conversation
 * state: the turn index is read from the request itself, so parallel conversations of one agent
 * and retried requests are answered correctly.
 */

const blockSchema = z.looseObject({ type: z.string() });
const messageSchema = z.looseObject({
  role: z.string(),
  content: z.union([z.string(), z.array(blockSchema)]),
});

export const messagesRequestSchema = z.looseObject({
  model: z.string().min(1),
  max_tokens: z.number().int().positive().optional(),
  // As the API: "messages.N: all messages must have non-empty content except for the optional
  // final assistant message".
  messages: z.array(messageSchema).superRefine((messages, context) => {
    messages.forEach((message, index) => {
      const empty = message.content.length === 0;
      const finalAssistant = index === messages.length - 1 && message.role === 'assistant';
      if (empty && !finalAssistant) {
        context.addIssue({
          code: 'custom',
          path: [index],
          message:
            'all messages must have non-empty content except for the optional final assistant message',
        });
      }
    });
  }),
  system: z
    .union([z.string(), z.array(z.looseObject({ type: z.string(), text: z.string().optional() }))])
    .optional(),
  // As the API: "tools: Tool names must be unique." (a 400, never retried), and "tools.N.custom.
  // input_schema: input_schema does not support oneOf, allOf, or anyOf at the top level".
  tools: z
    .array(
      z.looseObject({
        name: z.string().optional(),
        input_schema: z
          .looseObject({})
          .refine(
            (schema) => !['oneOf', 'allOf', 'anyOf'].some((key) => key in schema),
            'input_schema does not support oneOf, allOf, or anyOf at the top level',
          )
          .optional(),
      }),
    )
    .refine((tools) => new Set(tools.map((tool) => tool.name)).size === tools.length, {
      message: 'Tool names must be unique.',
    })
    .optional(),
  stream: z.boolean().optional(),
});

export type MessagesRequestBody = z.output<typeof messagesRequestSchema>;
type WireMessage = MessagesRequestBody['messages'][number];
type WireBlock = z.output<typeof blockSchema>;

export interface RequestFacts {
  /** The x-flotilla-agent header; '' when absent. */
  agent: string;
  /** Assistant messages already in the conversation: 0 for the first call. */
  turn: number;
  /** Hash of the first user message: tells parallel conversations of one agent apart. */
  conversation: string;
  lastMessageText: string;
  lastMessageHash: string;
  systemText: string;
  /** Texts of the tool_result blocks of the last user message, in order. */
  toolResults: string[];
  model: string;
  stream: boolean;
  /** The request asks for a compaction summary (the instruction ends its last user message). */
  summaryRequest: boolean;
  /** The conversation opens with a compaction summary (after the reminders kept with it). */
  compacted: boolean;
}

export function requestFacts(
  body: MessagesRequestBody,
  agentHeader: string | undefined,
): RequestFacts {
  const firstUser = body.messages.find((message) => message.role === 'user');
  const last = body.messages.at(-1);
  const lastUser = body.messages.findLast((message) => message.role === 'user');
  return {
    agent: agentHeader ?? '',
    turn: body.messages.filter((message) => message.role === 'assistant').length,
    conversation: shortHash(canonicalContent(firstUser?.content ?? '')),
    lastMessageText: last ? messageText(last) : '',
    lastMessageHash: shortHash(canonicalContent(last?.content ?? '')),
    systemText: systemText(body.system),
    toolResults: lastUser ? toolResultTexts(lastUser) : [],
    model: body.model,
    stream: body.stream === true,
    summaryRequest: last?.role === 'user' && isSummaryRequest(lastTextBlock(last)),
    compacted: firstUser !== undefined && textBlocks(firstUser).some(isCompactionSummary),
  };
}

/**
 * Message content as JSON, the same whatever the client's cache_control placement: a string is
 * one text block and breakpoints are dropped (clients move them every turn).
 */
export function canonicalContent(content: WireMessage['content']): string {
  const blocks = typeof content === 'string' ? [{ type: 'text', text: content }] : content;
  return JSON.stringify(blocks, (key, value: unknown) =>
    key === 'cache_control' ? undefined : value,
  );
}

/** Text blocks joined; a message of only tool results gives their texts. */
export function messageText(message: WireMessage): string {
  if (typeof message.content === 'string') return message.content;
  const texts = message.content.filter((block) => block.type === 'text').map(blockText);
  if (texts.length > 0) return texts.join('\n');
  return message.content
    .filter((block) => block.type === 'tool_result')
    .map(toolResultText)
    .join('\n');
}

function textBlocks(message: WireMessage): string[] {
  if (typeof message.content === 'string') return [message.content];
  return message.content.filter((block) => block.type === 'text').map(blockText);
}

function lastTextBlock(message: WireMessage): string {
  if (typeof message.content === 'string') return message.content;
  const block = message.content.findLast((candidate) => candidate.type === 'text');
  return block ? blockText(block) : '';
}

function toolResultTexts(message: WireMessage): string[] {
  if (typeof message.content === 'string') return [];
  return message.content.filter((block) => block.type === 'tool_result').map(toolResultText);
}

function toolResultText(block: WireBlock): string {
  const content: unknown = block.content;
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content
    .filter((inner): inner is { type: 'text'; text: string } => isTextBlock(inner))
    .map((inner) => inner.text)
    .join('\n');
}

function blockText(block: WireBlock): string {
  return typeof block.text === 'string' ? block.text : '';
}

function isTextBlock(value: unknown): value is { type: 'text'; text: string } {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return record.type === 'text' && typeof record.text === 'string';
}

function systemText(system: MessagesRequestBody['system']): string {
  if (system === undefined) return '';
  if (typeof system === 'string') return system;
  return system.map((block) => block.text ?? '').join('\n');
}

export function shortHash(text: string, length = 16): string {
  return createHash('sha256').update(text).digest('hex').slice(0, length);
}

/** The API's error type for an HTTP status, as its error bodies name them. */
export function errorTypeForStatus(status: number): string {
  switch (status) {
    case 400:
      return 'invalid_request_error';
    case 401:
      return 'authentication_error';
    case 402:
      return 'billing_error';
    case 403:
      return 'permission_error';
    case 404:
      return 'not_found_error';
    case 408:
    case 504:
      return 'timeout_error';
    case 413:
      return 'request_too_large';
    case 429:
      return 'rate_limit_error';
    case 529:
      return 'overloaded_error';
    default:
      return status >= 500 ? 'api_error' : 'invalid_request_error';
  }
}
