import { createHash } from 'node:crypto';
import { estimateTokens } from '../model/context-window.js';
import type { MessagesRequestBody } from './request-facts.js';

export interface InputUsage {
  input_tokens: number;
  cache_creation_input_tokens: number;
  cache_read_input_tokens: number;
}

interface Segment {
  characters: number;
  breakpoint: boolean;
  text: string;
}

/**
 * Simulates the prompt cache: the prompt is read in the API's order (tools, system, messages),
 * and each `cache_control` breakpoint marks a prefix. The longest prefix seen before is a cache
 * read (found at any block before a breakpoint, as the API's lookback does); from there to the
 * last breakpoint is a cache write; the rest is plain input. Unlike the real cache there is no
 * minimum length, no expiry and no 20-block lookback limit.
 */
export class PromptCacheSimulator {
  private readonly cached = new Set<string>();

  measure(body: MessagesRequestBody): InputUsage {
    const segments = promptSegments(body);
    const total = segments.reduce((sum, segment) => sum + segment.characters, 0);
    let hash = createHash('sha256').update(body.model).digest('hex');
    let characters = 0;
    let readCharacters = 0;
    let lastBreakpointCharacters = 0;
    const prefixes: string[] = [];
    let lastCachedCharacters = 0;
    for (const segment of segments) {
      hash = createHash('sha256').update(hash).update(segment.text).digest('hex');
      characters += segment.characters;
      // Like the API's lookback, a breakpoint also finds a prefix cached at an earlier position.
      if (this.cached.has(hash)) lastCachedCharacters = characters;
      if (!segment.breakpoint) continue;
      prefixes.push(hash);
      lastBreakpointCharacters = characters;
      readCharacters = lastCachedCharacters;
    }
    for (const prefix of prefixes) this.cached.add(prefix);
    const read = estimateTokens(readCharacters);
    const cachedThrough = estimateTokens(lastBreakpointCharacters);
    return {
      input_tokens: estimateTokens(total) - Math.max(read, cachedThrough),
      cache_creation_input_tokens: Math.max(0, cachedThrough - read),
      cache_read_input_tokens: read,
    };
  }
}

/** Input tokens of a request without any caching (count_tokens). */
export function countInputTokens(body: MessagesRequestBody): number {
  return estimateTokens(promptSegments(body).reduce((sum, segment) => sum + segment.characters, 0));
}

function promptSegments(body: MessagesRequestBody): Segment[] {
  const segments: Segment[] = [];
  for (const tool of body.tools ?? []) segments.push(segment(tool));
  if (typeof body.system === 'string') segments.push(segment({ type: 'text', text: body.system }));
  else for (const block of body.system ?? []) segments.push(segment(block));
  for (const message of body.messages) {
    if (typeof message.content === 'string')
      segments.push(segment({ type: 'text', text: message.content }));
    else for (const block of message.content) segments.push(segment(block));
  }
  return segments;
}

function segment(part: unknown): Segment {
  const record = (part ?? {}) as Record<string, unknown>;
  const { cache_control: cacheControl, ...rest } = record;
  const text = JSON.stringify(rest, (key, value: unknown) =>
    key === 'cache_control' ? undefined : value,
  );
  const content = typeof rest.text === 'string' ? rest.text : text;
  return {
    text,
    characters: content.length,
    breakpoint: Boolean(cacheControl) || hasInnerBreakpoint(rest),
  };
}

/** A breakpoint on a block inside a tool_result counts for the enclosing block. */
function hasInnerBreakpoint(record: Record<string, unknown>): boolean {
  const content = record.content;
  if (!Array.isArray(content)) return false;
  return content.some(
    (inner) =>
      typeof inner === 'object' &&
      inner !== null &&
      Boolean((inner as Record<string, unknown>).cache_control),
  );
}
