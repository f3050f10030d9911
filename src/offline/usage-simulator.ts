import { createHash } from 'node:crypto';
import { maxCacheBreakpoints } from '../model/cache-breakpoints.js';
import { estimateTokens, measureContent } from '../model/context-window.js';
import { minimumCacheableTokens } from '../model/prompt-cache-minimum.js';
import type { MessagesRequestBody } from './request-facts.js';

export interface InputUsage {
  input_tokens: number;
  cache_creation_input_tokens: number;
  cache_read_input_tokens: number;
  /** The written tokens by lifetime, as the API breaks them down. */
  cache_creation: { ephemeral_5m_input_tokens: number; ephemeral_1h_input_tokens: number };
}

/** How far before a breakpoint the API looks for an earlier cached prefix, in blocks. */
const cacheLookbackBlocks = 20;

type CacheTtl = '5m' | '1h';
const ttlMilliseconds: Readonly<Record<CacheTtl, number>> = {
  '5m': 5 * 60_000,
  '1h': 60 * 60_000,
};

interface Block {
  /** Hash of the canonical request prefix through this block. */
  prefix: string;
  /** Tokens of the prompt through this block. */
  tokensThrough: number;
  /** Set when the block carries a breakpoint. */
  ttl?: CacheTtl;
}

interface CacheEntry {
  expiresAt: number;
  ttlMs: number;
}

/**
 * Simulates the API's prompt cache. The prompt is read in the API's order (tools, system,
 * messages); each `cache_control` breakpoint (or the top-level one, which marks the last block)
 * names the prefix through its block, hashed byte for byte from the request as sent (less the
 * breakpoints themselves; `tool_choice` is part of the system's prefix and `thinking` of the
 * messages', as changing them invalidates those caches in the API). A breakpoint reads the
 * longest live prefix found at it or up to 20 blocks before it, and writes its own prefix when
 * that is at least the model's minimum cacheable length. An entry lives 5 minutes (or 1 hour
 * with `ttl: "1h"`) from its last write or read. Usage follows the API: read tokens, tokens
 * written from there through the last cached breakpoint, the rest plain input.
 */
export class PromptCacheSimulator {
  private readonly entries = new Map<string, CacheEntry>();

  /** `now` is the clock the entries expire by (milliseconds), injectable for tests. */
  constructor(private readonly now: () => number = Date.now) {}

  measure(body: MessagesRequestBody): InputUsage {
    const now = this.now();
    const blocks = promptBlocks(body);
    const total = blocks.at(-1)?.tokensThrough ?? 0;
    const minimum = minimumCacheableTokens(body.model);

    let readIndex = -1;
    blocks.forEach((block, index) => {
      if (!block.ttl) return;
      for (let back = index; back >= Math.max(0, index - cacheLookbackBlocks + 1); back -= 1) {
        if (back <= readIndex) break;
        if (this.live(blocks[back]?.prefix, now)) {
          readIndex = back;
          break;
        }
      }
    });
    const read = readIndex >= 0 ? (blocks[readIndex]?.tokensThrough ?? 0) : 0;
    if (readIndex >= 0) this.refresh(blocks[readIndex]?.prefix, now);

    let written1h = read;
    let written = read;
    for (const block of blocks) {
      if (!block.ttl || block.tokensThrough < minimum) continue;
      const ttlMs = ttlMilliseconds[block.ttl];
      this.entries.set(block.prefix, { expiresAt: now + ttlMs, ttlMs });
      written = Math.max(written, block.tokensThrough);
      if (block.ttl === '1h') written1h = Math.max(written1h, block.tokensThrough);
    }
    return {
      input_tokens: total - written,
      cache_creation_input_tokens: written - read,
      cache_read_input_tokens: read,
      cache_creation: {
        ephemeral_5m_input_tokens: written - written1h,
        ephemeral_1h_input_tokens: written1h - read,
      },
    };
  }

  private live(prefix: string | undefined, now: number): boolean {
    if (prefix === undefined) return false;
    const entry = this.entries.get(prefix);
    if (!entry) return false;
    if (entry.expiresAt > now) return true;
    this.entries.delete(prefix);
    return false;
  }

  private refresh(prefix: string | undefined, now: number): void {
    const entry = prefix === undefined ? undefined : this.entries.get(prefix);
    if (entry) entry.expiresAt = now + entry.ttlMs;
  }
}

/** Input tokens of a request without any caching (count_tokens). */
export function countInputTokens(body: MessagesRequestBody): number {
  return promptBlocks(body).at(-1)?.tokensThrough ?? 0;
}

/**
 * What the API would answer 400 to in the request's `cache_control` use, or undefined: more
 * than 4 breakpoints, an unknown type or ttl, or a 1-hour breakpoint after a 5-minute one.
 */
export function cacheControlProblem(body: MessagesRequestBody): string | undefined {
  const found: Array<{ path: string; value: unknown }> = [];
  const topLevel = (body as Record<string, unknown>).cache_control;
  collectBreakpoints(body.tools ?? [], 'tools', found);
  collectBreakpoints(body.system ?? [], 'system', found);
  collectBreakpoints(body.messages, 'messages', found);
  const all =
    topLevel === undefined || topLevel === null
      ? found
      : [...found, { path: 'cache_control', value: topLevel }];
  if (all.length > maxCacheBreakpoints) {
    return `A maximum of ${maxCacheBreakpoints} blocks with cache_control may be provided. Found ${all.length}.`;
  }
  let fiveMinutePath: string | undefined;
  for (const { path, value } of found) {
    const record = (value ?? {}) as Record<string, unknown>;
    if (record.type !== 'ephemeral') {
      return `${path}.cache_control.type: Input should be 'ephemeral' (got ${JSON.stringify(record.type)}).`;
    }
    const ttl = record.ttl ?? '5m';
    if (ttl !== '5m' && ttl !== '1h') {
      return `${path}.cache_control.ttl: Input should be '5m' or '1h' (got ${JSON.stringify(record.ttl)}).`;
    }
    if (ttl === '5m') fiveMinutePath ??= path;
    else if (fiveMinutePath !== undefined) {
      return `${path}.cache_control: a breakpoint with ttl '1h' must not come after one with ttl '5m' (${fiveMinutePath}); put the longer-lived breakpoints first.`;
    }
  }
  return undefined;
}

function collectBreakpoints(
  value: unknown,
  path: string,
  found: Array<{ path: string; value: unknown }>,
): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => collectBreakpoints(item, `${path}.${index}`, found));
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  const record = value as Record<string, unknown>;
  if (record.cache_control !== undefined && record.cache_control !== null) {
    found.push({ path, value: record.cache_control });
  }
  if (Array.isArray(record.content)) collectBreakpoints(record.content, `${path}.content`, found);
}

/** The prompt as the cache sees it: one entry per tool, system block and message block. */
function promptBlocks(body: MessagesRequestBody): Block[] {
  const parts: Array<{ part: unknown; context?: string }> = [];
  for (const tool of body.tools ?? []) parts.push({ part: tool });
  const system =
    typeof body.system === 'string' ? [{ type: 'text', text: body.system }] : (body.system ?? []);
  const record = body as Record<string, unknown>;
  // tool_choice joins the key where the system starts, thinking where the messages start (each
  // at the next block there is, so an empty system still carries tool_choice).
  let pending = JSON.stringify({ tool_choice: record.tool_choice ?? null });
  for (const block of system) {
    parts.push({ part: block, context: pending });
    pending = '';
  }
  pending += JSON.stringify({ thinking: record.thinking ?? null });
  for (const message of body.messages) {
    const blocks =
      typeof message.content === 'string'
        ? [{ type: 'text', text: message.content }]
        : message.content;
    for (const block of blocks) {
      // The role is part of the prefix: the same text as user or assistant is another prompt.
      parts.push({ part: block, context: `${pending}${JSON.stringify({ role: message.role })}` });
      pending = '';
    }
  }
  const automatic = record.cache_control as { ttl?: unknown } | undefined | null;
  let hash = createHash('sha256').update(body.model).digest('hex');
  let characters = 0;
  let imageTokens = 0;
  return parts.map(({ part, context }, index) => {
    const fields = (part ?? {}) as Record<string, unknown>;
    const text = JSON.stringify(fields, (key, value: unknown) =>
      key === 'cache_control' ? undefined : value,
    );
    hash = createHash('sha256')
      .update(hash)
      .update(context ?? '')
      .update('\0')
      .update(text)
      .digest('hex');
    // An image counts the tokens the API bills for it, not its base64 (a tool_result's too).
    const size =
      typeof fields.text === 'string'
        ? { characters: fields.text.length, imageTokens: 0 }
        : measureContent(fields);
    characters += size.characters;
    imageTokens += size.imageTokens;
    const breakpoint =
      breakpointOf(fields) ??
      (index === parts.length - 1 && automatic ? ttlOf(automatic) : undefined);
    const block: Block = {
      prefix: hash,
      tokensThrough: estimateTokens(characters) + imageTokens,
    };
    if (breakpoint) block.ttl = breakpoint;
    return block;
  });
}

/** A block's breakpoint, or that of a block inside its content (a tool_result's), which counts for it. */
function breakpointOf(fields: Record<string, unknown>): CacheTtl | undefined {
  if (fields.cache_control) return ttlOf(fields.cache_control);
  if (!Array.isArray(fields.content)) return undefined;
  let ttl: CacheTtl | undefined;
  for (const inner of fields.content) {
    const control = (inner as Record<string, unknown> | null)?.cache_control;
    if (control) ttl = ttlOf(control);
  }
  return ttl;
}

function ttlOf(control: unknown): CacheTtl {
  return (control as { ttl?: unknown }).ttl === '1h' ? '1h' : '5m';
}
