import type {
  ContentBlockParam,
  MessageParam,
  RequestToolSchema,
  TextBlockParam,
} from './types.js';

/** The API rejects a request with more `cache_control` breakpoints than this. */
export const maxCacheBreakpoints = 4;

const ephemeral = { type: 'ephemeral' } as const;

export interface CacheablePrompt {
  system: TextBlockParam[];
  messages: MessageParam[];
  tools: RequestToolSchema[];
}

/**
 * Marks the three prefixes worth caching — the tools, the system prompt, and the conversation so
 * far — with `cache_control` breakpoints, in that order of priority, never exceeding the API's
 * limit when the caller already placed some. Returns new arrays; the caller's are not touched.
 */
export function withCacheBreakpoints(prompt: CacheablePrompt): CacheablePrompt {
  let budget = maxCacheBreakpoints - countBreakpoints(prompt);
  let { tools, system } = prompt;
  let messages = prompt.messages.map(asBlocks);

  const lastTool = tools.at(-1);
  if (lastTool && !lastTool.cache_control && budget > 0) {
    tools = [...tools.slice(0, -1), { ...lastTool, cache_control: ephemeral }];
    budget -= 1;
  }

  const lastSystem = system.at(-1);
  if (lastSystem && !lastSystem.cache_control && lastSystem.text !== '' && budget > 0) {
    system = [...system.slice(0, -1), { ...lastSystem, cache_control: ephemeral }];
    budget -= 1;
  }

  const lastMessage = messages.at(-1);
  if (lastMessage && budget > 0) {
    const marked = markLastBlock(lastMessage);
    if (marked) messages = [...messages.slice(0, -1), marked];
  }

  return { tools, system, messages };
}

/**
 * A message's text as one text block, the form it has when it carries the breakpoint: sent as a
 * string in one request and as a block in the next, the same turn would not be the same bytes,
 * and a fork's copy of its parent's conversation would not repeat the parent's request.
 */
function asBlocks(message: MessageParam): MessageParam {
  if (typeof message.content !== 'string' || message.content === '') return message;
  return { ...message, content: [{ type: 'text', text: message.content }] };
}

/** Breakpoints already present anywhere in the prompt, including inside tool results. */
export function countBreakpoints(prompt: CacheablePrompt): number {
  let count = 0;
  for (const tool of prompt.tools) if (tool.cache_control) count += 1;
  for (const block of prompt.system) if (block.cache_control) count += 1;
  for (const message of prompt.messages) {
    if (typeof message.content === 'string') continue;
    for (const block of message.content) count += blockBreakpoints(block);
  }
  return count;
}

function blockBreakpoints(block: ContentBlockParam): number {
  let count = 'cache_control' in block && block.cache_control ? 1 : 0;
  if (block.type === 'tool_result' && Array.isArray(block.content)) {
    for (const inner of block.content)
      if ('cache_control' in inner && inner.cache_control) count += 1;
  }
  return count;
}

/** The message with its last cacheable block marked; undefined when it has none or is marked. */
function markLastBlock(message: MessageParam): MessageParam | undefined {
  if (typeof message.content === 'string') {
    if (message.content === '') return undefined;
    return {
      ...message,
      content: [{ type: 'text', text: message.content, cache_control: ephemeral }],
    };
  }
  const content = message.content;
  for (let index = content.length - 1; index >= 0; index -= 1) {
    const block = content[index];
    if (!block || !isCacheable(block)) continue;
    if (block.cache_control) return undefined;
    const marked = { ...block, cache_control: ephemeral };
    return {
      ...message,
      content: [...content.slice(0, index), marked, ...content.slice(index + 1)],
    };
  }
  return undefined;
}

type CacheableBlock = Exclude<
  ContentBlockParam,
  { type: 'thinking' } | { type: 'redacted_thinking' }
>;

/** Thinking blocks cannot carry a breakpoint and the API refuses one on empty text. */
function isCacheable(block: ContentBlockParam): block is CacheableBlock {
  if (block.type === 'thinking' || block.type === 'redacted_thinking') return false;
  if (block.type === 'text' && block.text === '') return false;
  return true;
}
