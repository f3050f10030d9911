import type Anthropic from '@anthropic-ai/sdk';
import { createHash } from 'node:crypto';

/** The Messages API's wire shapes, as the offline servers write them. */

export type WireMessage = Anthropic.Message;
export type StreamEvent = Anthropic.RawMessageStreamEvent | { type: 'ping' };

export function errorBody(type: string, message: string, requestId: string): string {
  return JSON.stringify({ type: 'error', error: { type, message }, request_id: requestId });
}

/** One SSE frame; the event name is the payload's `type`, as the API sends it. */
export function sseFrame(
  event: StreamEvent | { type: 'error'; error: { type: string; message: string } },
): string {
  return `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
}

/**
 * The event sequence of a streamed message: text arrives in a few `text_delta` pieces and tool
 * inputs in several `input_json_delta` fragments that are not valid JSON on their own, as the
 * real API does it. A message that stops at `max_tokens` with a tool call last had its output
 * cut mid-call: that call's input JSON ends half-way, as the API sends it.
 */
export function streamEvents(message: WireMessage): StreamEvent[] {
  const cutBlock =
    message.stop_reason === 'max_tokens' && message.content.at(-1)?.type === 'tool_use'
      ? message.content.length - 1
      : -1;
  const events: StreamEvent[] = [
    {
      type: 'message_start',
      message: {
        ...message,
        content: [],
        stop_reason: null,
        stop_sequence: null,
        usage: { ...message.usage, output_tokens: Math.min(1, message.usage.output_tokens) },
      },
    },
  ];
  message.content.forEach((block, index) => {
    if (block.type === 'thinking') {
      events.push({
        type: 'content_block_start',
        index,
        content_block: { ...block, thinking: '', signature: '' },
      });
      for (const thinking of splitText(block.thinking)) {
        events.push({
          type: 'content_block_delta',
          index,
          delta: { type: 'thinking_delta', thinking },
        });
      }
      events.push({
        type: 'content_block_delta',
        index,
        delta: { type: 'signature_delta', signature: block.signature },
      });
    } else if (block.type === 'text') {
      events.push({ type: 'content_block_start', index, content_block: { ...block, text: '' } });
      if (index === 0) events.push({ type: 'ping' });
      for (const text of splitText(block.text)) {
        events.push({ type: 'content_block_delta', index, delta: { type: 'text_delta', text } });
      }
    } else if (block.type === 'tool_use' || block.type === 'server_tool_use') {
      events.push({ type: 'content_block_start', index, content_block: { ...block, input: {} } });
      const json = JSON.stringify(block.input ?? {});
      const sent = index === cutBlock ? json.slice(0, Math.ceil(json.length / 2)) : json;
      for (const partial of splitJson(sent)) {
        events.push({
          type: 'content_block_delta',
          index,
          delta: { type: 'input_json_delta', partial_json: partial },
        });
      }
    } else {
      events.push({ type: 'content_block_start', index, content_block: block });
    }
    events.push({ type: 'content_block_stop', index });
  });
  events.push({
    type: 'message_delta',
    delta: {
      stop_reason: message.stop_reason,
      stop_sequence: message.stop_sequence,
      stop_details: message.stop_details,
      container: null,
    },
    usage: {
      input_tokens: message.usage.input_tokens,
      output_tokens: message.usage.output_tokens,
      cache_creation_input_tokens: message.usage.cache_creation_input_tokens,
      cache_read_input_tokens: message.usage.cache_read_input_tokens,
      output_tokens_details: null,
      server_tool_use: message.usage.server_tool_use,
    },
  });
  events.push({ type: 'message_stop' });
  return events;
}

/**
 * The offline server's signature of a thinking block: it checks, as the API does, that a
 * thinking block sent back in a conversation is the one it sent, unmodified.
 */
export function thinkingSignature(thinking: string): string {
  return createHash('sha256').update(`flotilla-offline-thinking\0${thinking}`).digest('base64');
}

/** Word-boundary pieces of at most ~24 characters; an empty text gives no deltas. */
export function splitText(text: string): string[] {
  const pieces: string[] = [];
  let current = '';
  for (const word of text.split(/(?<=\s)/)) {
    if (current !== '' && current.length + word.length > 24) {
      pieces.push(current);
      current = '';
    }
    current += word;
  }
  if (current !== '') pieces.push(current);
  return pieces;
}

/** At least three fragments for any non-trivial JSON, cut mid-token on purpose. */
export function splitJson(json: string): string[] {
  if (json.length <= 2) return [json];
  const size = Math.max(1, Math.ceil(json.length / 3));
  const fragments: string[] = [];
  for (let start = 0; start < json.length; start += size)
    fragments.push(json.slice(start, start + size));
  return fragments;
}

export interface MessageParts {
  id: string;
  model: string;
  content: Anthropic.ContentBlock[];
  stopReason: Anthropic.StopReason;
  /** A refusal's category and explanation (stop_details). */
  refusal?: Pick<Anthropic.RefusalStopDetails, 'category' | 'explanation'>;
  usage: {
    input_tokens: number;
    output_tokens: number;
    cache_creation_input_tokens: number;
    cache_read_input_tokens: number;
    cache_creation?: Anthropic.CacheCreation | null;
  };
  /** Searches the web search tool ran in this message. */
  webSearchRequests?: number;
}

export function wireMessage(parts: MessageParts): WireMessage {
  return {
    id: parts.id,
    type: 'message',
    role: 'assistant',
    model: parts.model,
    content: parts.content,
    stop_reason: parts.stopReason,
    stop_sequence: null,
    stop_details: parts.refusal ? { type: 'refusal', ...parts.refusal } : null,
    container: null,
    diagnostics: null,
    usage: {
      cache_creation: null,
      ...parts.usage,
      inference_geo: null,
      output_tokens_details: null,
      server_tool_use: parts.webSearchRequests
        ? { web_search_requests: parts.webSearchRequests, web_fetch_requests: 0 }
        : null,
      service_tier: 'standard',
      speed: null,
    },
  };
}
