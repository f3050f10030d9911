/**
 * Message types of the Anthropic Messages API, re-exported so that the rest of Flotilla can
 * speak the wire format without importing the SDK (only src/model and src/offline may).
 */
import type Anthropic from '@anthropic-ai/sdk';

/** A user or assistant turn (system text goes in the request's `system`, never in messages). */
export type MessageParam = Anthropic.UserMessageParam | Anthropic.AssistantMessageParam;
export type ContentBlock = Anthropic.ContentBlock;
export type ContentBlockParam = Anthropic.ContentBlockParam;
export type TextBlockParam = Anthropic.TextBlockParam;
export type ToolUseBlock = Anthropic.ToolUseBlock;
export type ToolResultBlockParam = Anthropic.ToolResultBlockParam;
export type ToolSchema = Anthropic.Tool;
/** A tool the API runs on its own servers (web search): declared in the request, never run here. */
export type ServerToolSchema = Anthropic.WebSearchTool20250305;
/** What a request's `tools` holds: the tools Flotilla runs and the server tools. */
export type RequestToolSchema = ToolSchema | ServerToolSchema;
export type ServerToolUseBlock = Anthropic.ServerToolUseBlock;
export type StopReason = Anthropic.StopReason;

/** A message's content as blocks (a string is one text block), in a new array. */
export function contentBlocks(message: MessageParam): ContentBlockParam[] {
  return typeof message.content === 'string'
    ? [{ type: 'text', text: message.content }]
    : [...message.content];
}

/**
 * The highest number `pattern` (global, its first group the digits) finds in a conversation's
 * blocks, text or any other (calls, results); 0 when none. Resumed runs number new agents and
 * shells after the ids the conversation already names.
 */
export function highestNumberIn(messages: readonly MessageParam[], pattern: RegExp): number {
  let highest = 0;
  for (const message of messages) {
    for (const block of contentBlocks(message)) {
      const text = block.type === 'text' ? block.text : JSON.stringify(block);
      for (const match of text.matchAll(pattern)) highest = Math.max(highest, Number(match[1]));
    }
  }
  return highest;
}
