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
export type StopReason = Anthropic.StopReason;
