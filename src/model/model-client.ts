import type { Effort } from './effort.js';
import type {
  ContentBlock,
  MessageParam,
  StopReason,
  TextBlockParam,
  RequestToolSchema,
} from './types.js';

/** Token counts of one response, or summed over many. */
export interface TokenUsage {
  input_tokens: number;
  output_tokens: number;
  cache_creation_input_tokens: number;
  cache_read_input_tokens: number;
  /** Searches the API's web search tool ran (usage.server_tool_use); absent when none. */
  web_search_requests?: number;
}

export function emptyUsage(): TokenUsage {
  return {
    input_tokens: 0,
    output_tokens: 0,
    cache_creation_input_tokens: 0,
    cache_read_input_tokens: 0,
  };
}

export function addUsage(total: TokenUsage, more: TokenUsage): TokenUsage {
  return {
    input_tokens: total.input_tokens + more.input_tokens,
    output_tokens: total.output_tokens + more.output_tokens,
    cache_creation_input_tokens:
      total.cache_creation_input_tokens + more.cache_creation_input_tokens,
    cache_read_input_tokens: total.cache_read_input_tokens + more.cache_read_input_tokens,
    ...(total.web_search_requests || more.web_search_requests
      ? { web_search_requests: (total.web_search_requests ?? 0) + (more.web_search_requests ?? 0) }
      : {}),
  };
}

/**
 * Every token a usage counts: the input, uncached and read from or written to the prompt cache
 * (the three add up to the prompt), and the output.
 */
export function totalTokens(usage: TokenUsage): number {
  return (
    usage.input_tokens +
    usage.cache_creation_input_tokens +
    usage.cache_read_input_tokens +
    usage.output_tokens
  );
}

export interface ModelRequest {
  /** A resolved model id (aliases are resolved before the request is made). */
  model: string;
  system: TextBlockParam[];
  messages: MessageParam[];
  tools: RequestToolSchema[];
  /**
   * How many leading tools every agent of the run shares; the spawning tools (Agent, the team
   * tools) and MCP tools come after them. The prompt cache keeps that shared prefix once.
   */
  sharedTools?: number;
  maxTokens: number;
  /** The effort asked for; the thinking and effort fields follow from it and the model (src/model/effort.ts). */
  effort?: Effort;
  /** The agent type making the call; sent as the `x-flotilla-agent` header (the offline server matches on it). */
  agentName: string;
}

export interface ModelResponse {
  id: string;
  /** The model asked for (the request's), whatever name the answer gives itself: prices go by it. */
  model: string;
  content: ContentBlock[];
  stopReason: StopReason | null;
  /** Why a safety classifier stopped the answer (stop_reason refusal), when the API says. */
  refusal?: { category: string | null; explanation: string | null };
  usage: TokenUsage;
  requestId?: string;
  /**
   * tool_use id → the input text the API sent for it that is not JSON (the answer reached
   * `max_tokens` mid-call); the block's `input` is then `{}`. Absent when every input parsed.
   */
  unparsedToolInputs?: Record<string, string>;
}

export interface ModelCallOptions {
  signal?: AbortSignal;
  /** Streamed text as it arrives (progress display). */
  onTextDelta?: (text: string) => void;
  /** The call failed and waits `delayMs` before attempt `attempt` (1 for the first retry). */
  onRetry?: (retry: { attempt: number; delayMs: number }) => void;
}

/** The one way the loop talks to a model. Production: the Anthropic SDK over HTTP. */
export interface ModelClient {
  createMessage(request: ModelRequest, options?: ModelCallOptions): Promise<ModelResponse>;
}
