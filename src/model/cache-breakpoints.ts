import { estimateTokens } from './context-window.js';
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

/** What the caller knows about the prompt's layout that the breakpoints follow. */
export interface CacheLayout {
  /**
   * How many leading tools every agent of the run shares (the spawning tools only some agents
   * have come after them); default: all of them.
   */
  sharedTools?: number;
  /**
   * The model's minimum cacheable prefix, tokens (src/model/prompt-cache-minimum.ts): a tools
   * or system breakpoint on a shorter prefix would be neither written nor read.
   */
  minimumTokens?: number;
}

/**
 * Places the `cache_control` breakpoints (at most 4, fewer when the caller placed some), in
 * this order of priority:
 * 1. the last block of the conversation: the next turn of this agent reads it;
 * 2. the last block of the turn before the last assistant turn (where the previous request's
 *    conversation ended): found even when one round added more than the API's 20-block
 *    lookback (many parallel tool calls, or many forks launched at once);
 * 3. when the last turn ends with text after its tool results, the last tool result: the forks
 *    of one turn share everything up to their directive;
 * 4. the end of the first system block, the stable part of the system prompt (the definition's
 *    prompt, its skills; per-run facts such as paths follow in later blocks): every agent of
 *    this type shares it, whatever its working directory;
 * 5. the last tool every agent of the run shares: agents of different types share the tools.
 * Tools and system breakpoints on a prefix shorter than the model's minimum are not placed.
 * Returns new arrays (the marked tool list is one per list, shared by its requests: not to be
 * changed); the caller's are not touched.
 */
export function withCacheBreakpoints(
  prompt: CacheablePrompt,
  layout: CacheLayout = {},
): CacheablePrompt {
  let budget = maxCacheBreakpoints - countBreakpoints(prompt);
  let { tools, system } = prompt;
  const messages = prompt.messages.map(asBlocks);
  const minimum = layout.minimumTokens ?? 0;

  const lastIndex = messages.length - 1;
  const previousAssistant = messages.findLastIndex((message) => message.role === 'assistant');
  const candidates = [lastIndex, previousAssistant - 1].filter(
    (index, position, all) => index >= 0 && all.indexOf(index) === position,
  );
  for (const index of candidates) {
    const marked = budget > 0 ? markLastBlock(messages[index]!) : undefined;
    if (!marked) continue;
    messages[index] = marked;
    budget -= 1;
  }
  const last = messages[lastIndex];
  const results = last ? markLastToolResult(last) : undefined;
  if (results && budget > 0) {
    messages[lastIndex] = results;
    budget -= 1;
  }

  const toolsTokens = toolLengths(tools);
  const allToolsTokens = estimateTokens(toolsTokens.reduce((sum, length) => sum + length, 0));
  const firstSystem = system[0];
  if (
    firstSystem &&
    !firstSystem.cache_control &&
    firstSystem.text !== '' &&
    budget > 0 &&
    allToolsTokens + estimateTokens(firstSystem.text.length) >= minimum
  ) {
    system = [{ ...firstSystem, cache_control: ephemeral }, ...system.slice(1)];
    budget -= 1;
  }

  const shared = Math.min(layout.sharedTools ?? tools.length, tools.length);
  const sharedTool = tools[shared - 1];
  const sharedTokens = estimateTokens(
    toolsTokens.slice(0, shared).reduce((sum, length) => sum + length, 0),
  );
  if (sharedTool && !sharedTool.cache_control && budget > 0 && sharedTokens >= minimum) {
    tools = markedTools(tools, shared - 1);
    budget -= 1;
  }

  return { tools, system, messages };
}

/**
 * The tool list with the breakpoint on its tool `index`: made once per list and index, as an
 * agent sends the same list with every request, so that its requests share the list's bytes
 * (src/model/request-body.ts).
 */
const marked = new WeakMap<readonly RequestToolSchema[], Map<number, RequestToolSchema[]>>();
function markedTools(tools: readonly RequestToolSchema[], index: number): RequestToolSchema[] {
  let byIndex = marked.get(tools);
  if (!byIndex) {
    byIndex = new Map();
    marked.set(tools, byIndex);
  }
  let list = byIndex.get(index);
  if (!list) {
    list = tools.map((tool, at) => (at === index ? { ...tool, cache_control: ephemeral } : tool));
    byIndex.set(index, list);
  }
  return list;
}

/**
 * Each tool's length as JSON. An agent sends the same tools array with every request, and the
 * agents of a run share most tool declarations (src/tools/define-tool.ts), so the lengths are
 * measured once per array and once per declaration, not per request nor per agent.
 */
const measuredTools = new WeakMap<readonly RequestToolSchema[], number[]>();
const measuredTool = new WeakMap<RequestToolSchema, number>();
function toolLengths(tools: readonly RequestToolSchema[]): number[] {
  let lengths = measuredTools.get(tools);
  if (!lengths) {
    lengths = tools.map((tool) => {
      let length = measuredTool.get(tool);
      if (length === undefined) {
        length = JSON.stringify(tool).length;
        measuredTool.set(tool, length);
      }
      return length;
    });
    measuredTools.set(tools, lengths);
  }
  return lengths;
}

/**
 * `JSON.stringify(tools).length`, from the lengths measured once per declaration: the context
 * guard estimates each agent's first request from it without serialising the tools again.
 */
export function toolsJsonLength(tools: readonly RequestToolSchema[]): number {
  const lengths = toolLengths(tools);
  // The brackets, and a comma between each two declarations.
  let length = 2 + Math.max(lengths.length - 1, 0);
  for (const each of lengths) length += each;
  return length;
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

/**
 * The message with its last tool_result marked, when text blocks follow it (a fork's directive,
 * context attached after a tool round); undefined otherwise.
 */
function markLastToolResult(message: MessageParam): MessageParam | undefined {
  if (typeof message.content === 'string') return undefined;
  const content = message.content;
  const index = content.findLastIndex((block) => block.type === 'tool_result');
  const block = content[index];
  if (!block || block.type !== 'tool_result' || block.cache_control) return undefined;
  if (index === content.length - 1) return undefined;
  const marked = { ...block, cache_control: ephemeral };
  return {
    ...message,
    content: [...content.slice(0, index), marked, ...content.slice(index + 1)],
  };
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
