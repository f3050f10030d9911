import type Anthropic from '@anthropic-ai/sdk';
import { BaseAnthropic } from '@anthropic-ai/sdk/client';
import { Messages } from '@anthropic-ai/sdk/resources/messages/messages';
import { ModelError } from '../errors.js';
import { oneLine } from '../results/one-line.js';
import { nodeHttpFetch } from '../platform/http-fetch.js';
import { withCacheBreakpoints } from './cache-breakpoints.js';
import { requestBody } from './request-body.js';
import { thinkingParameters } from './effort.js';
import { minimumCacheableTokens } from './prompt-cache-minimum.js';
import { contextWindowBetas, splitModel } from './model-aliases.js';
import { IncompleteMessageError, MessageAssembler } from './message-assembler.js';
import type {
  ModelCallOptions,
  ModelClient,
  ModelRequest,
  ModelResponse,
  TokenUsage,
} from './model-client.js';
import {
  anthropicSdkErrors,
  classifyFailure,
  isAbortError,
  ModelCallAbortedError,
  noCredentialFix,
  type SdkErrorClasses,
  type SentCredential,
  type TurnFailure,
} from './model-failures.js';
import { maxRetryAfterMs, type RequestLimiter, type RequestOutcome } from './request-limiter.js';

export const defaultBaseUrl = 'https://api.anthropic.com';

/** The part of an SDK client this module calls: Anthropic's, or the Bedrock or Vertex AI one. */
export interface MessagesApi {
  messages: Pick<Anthropic['messages'], 'create'>;
}

/** A provider's SDK client (src/model/provider-clients.ts) used instead of the Anthropic API. */
export interface ProviderSdk {
  client: MessagesApi;
  /** Maps a first-party model id to the provider's. */
  modelId: (model: string) => string;
  /** Where its requests go, for error messages. */
  endpoint: string;
  /** The error classes its client throws (its SDK is bundled apart). */
  errors: SdkErrorClasses;
}

/** Claude Code's beta flag for requests authorized by an OAuth token. */
export const oauthBeta = 'oauth-2025-04-20';

export interface AnthropicModelClientOptions {
  /**
   * Sent as `Authorization: Bearer` (the SDK's way), or as `x-api-key` next to an `authToken`.
   * May be omitted only for a custom `baseUrl` that needs no key, or with a token.
   */
  apiKey?: string;
  /** ANTHROPIC_AUTH_TOKEN: sent as `Authorization: Bearer`, as Claude Code sends it to a gateway. */
  authToken?: string;
  /**
   * The settings' `apiKeyHelper` and the key it printed: sent as `Authorization: Bearer` (unless
   * an `authToken` is) and as `x-api-key` (unless an `apiKey` is), as Claude Code sends it.
   */
  apiKeyHelper?: { command: string; key: string };
  /** Sent as `Authorization: Bearer` with the OAuth beta when there is no `apiKey` nor `authToken`, as Claude Code does. */
  oauthToken?: string;
  /** ANTHROPIC_BETAS: `anthropic-beta` values added to Flotilla's own on every request. */
  betas?: readonly string[];
  /** Bedrock or Vertex AI: their SDK client replaces the Anthropic one; `apiKey`, `oauthToken`, `baseUrl` are unused. */
  provider?: ProviderSdk;
  /** Any Anthropic-compatible endpoint; default https://api.anthropic.com. */
  baseUrl?: string;
  /**
   * Retries of a failed turn: 408/409/429/5xx/529, connection errors, timeouts and streams that
   * fail mid-message. This client is the only layer that retries (the SDK's own retries are off),
   * so one turn makes at most 1 + maxRetries requests. Default `defaultMaxRetries`.
   */
  maxRetries?: number;
  /** Per-request timeout of the SDK, milliseconds (API_TIMEOUT_MS). Default: the SDK's (10 minutes). */
  timeoutMs?: number;
  /** MAX_THINKING_TOKENS: 0 turns thinking off; more caps a thinking budget (src/model/effort.ts). */
  maxThinkingTokens?: number;
  /** First delay of the retries, doubled on each, capped at 8 s; a retry-after is a floor. Default 500 ms. */
  retryBaseDelayMs?: number;
  /**
   * A stream that sends nothing (not even a ping) for this long is abandoned and its turn
   * retried. The SDK's timeout only covers the wait for the response headers. Default 180 s.
   */
  streamIdleTimeoutMs?: number;
  defaultHeaders?: Record<string, string>;
  /** The fetch the SDK uses (a proxy's, src/platform/proxy.ts); default node:http's (http-fetch.ts). */
  fetch?: typeof fetch;
  /**
   * Told about each turn retry before its wait (progress lines, logs). The retried attempt
   * streams its text from the start again through `onTextDelta`.
   */
  onRetry?: (event: TurnRetryEvent) => void;
  /**
   * Owns how many requests are in flight (shared by every agent of a run): each attempt waits
   * for its permit and reports how it ended. Default: no limit.
   */
  limiter?: RequestLimiter;
}

export interface TurnRetryEvent {
  agentName: string;
  /** 1 for the first retry. */
  attempt: number;
  delayMs: number;
  reason: string;
  error: ModelError;
}

/** As Claude Code: ten retries ride out a few minutes of overload at the backoff below. */
export const defaultMaxRetries = 10;

const maxBackoffDelayMs = 8_000;

/**
 * The SDK's client with the one resource Flotilla calls, Messages. `Anthropic` itself builds
 * every resource of the API (the bundle keeps only what is reachable: about 0.5 MB less to load
 * at each start), and it must not look for credentials on its own (environment, profiles on disk).
 */
class ConfiguredAnthropic extends BaseAnthropic {
  readonly messages = new Messages(this);
  protected override _shouldResolveDefaultCredentials(): boolean {
    return false;
  }
}

/** The production ModelClient: the Messages API over `@anthropic-ai/sdk`, streamed. */
export function createAnthropicModelClient(options: AnthropicModelClientOptions): ModelClient {
  const baseUrl = options.provider?.endpoint ?? options.baseUrl ?? defaultBaseUrl;
  const apiKey = options.apiKey ? options.apiKey : undefined;
  const helperKey = options.apiKeyHelper?.key || undefined;
  const authToken = options.authToken ? options.authToken : undefined;
  // A gateway token, else the helper's key, is the bearer; an API key then goes as x-api-key
  // beside it (the helper's key when there is none), as Claude Code sends them.
  const bearer = authToken ?? helperKey;
  const xApiKey = bearer ? (apiKey ?? helperKey) : undefined;
  const oauthToken = !apiKey && !bearer && options.oauthToken ? options.oauthToken : undefined;
  const headers: Record<string, string | null> = { ...options.defaultHeaders };
  if (xApiKey) headers['x-api-key'] = xApiKey;
  // Without a key, a custom endpoint (a local proxy that adds its own) gets no auth header at all.
  if (!apiKey && !bearer && !oauthToken) headers.authorization = null;
  const credential = sentCredential({
    apiKey,
    authToken,
    ...(options.apiKeyHelper && helperKey ? { helper: options.apiKeyHelper.command } : {}),
    oauthToken,
  });
  const clientOptions: ConstructorParameters<typeof BaseAnthropic>[0] = {
    apiKey: bearer ? null : (apiKey ?? null),
    authToken: bearer ?? oauthToken ?? null,
    webhookKey: null,
    baseURL: baseUrl,
    // One layer retries: ours, which also covers mid-stream failures the SDK never retries.
    maxRetries: 0,
    defaultHeaders: headers,
    logLevel: 'off',
    openTelemetry: false,
  };
  if (options.timeoutMs !== undefined) clientOptions.timeout = options.timeoutMs;
  clientOptions.fetch = options.fetch ?? nodeHttpFetch;
  const client: MessagesApi = options.provider?.client ?? new ConfiguredAnthropic(clientOptions);
  const modelId = options.provider?.modelId ?? ((model: string) => model);
  const errors = options.provider?.errors ?? anthropicSdkErrors;
  const extraBetas = [...(oauthToken ? [oauthBeta] : []), ...(options.betas ?? [])];
  const maxRetries = options.maxRetries ?? defaultMaxRetries;
  const baseDelayMs = options.retryBaseDelayMs ?? 500;
  const idleTimeoutMs = options.streamIdleTimeoutMs ?? 180_000;

  async function createMessage(
    request: ModelRequest,
    callOptions: ModelCallOptions = {},
  ): Promise<ModelResponse> {
    if (!options.provider && !credential && isAnthropicHost(baseUrl)) {
      throw new ModelError(`No Anthropic API key. ${noCredentialFix}`, { retryable: false });
    }
    const signal = callOptions.signal;
    for (let attempt = 0; ; attempt += 1) {
      throwIfAborted(signal);
      const permit = await options.limiter?.acquire(signal);
      let headers: Headers | undefined;
      const onHeaders = (received: Headers): void => {
        headers = received;
      };
      let failure: TurnFailure;
      try {
        const response = await streamOnce({
          client,
          errors,
          request,
          callOptions,
          baseUrl,
          ...(credential && !options.provider ? { credential } : {}),
          // The first party's body goes encoded here; a provider's SDK rewrites its own.
          body: options.provider ? 'sdk' : options.fetch ? 'blob' : 'chunks',
          idleTimeoutMs,
          onHeaders,
          // `claude-sonnet-5[1m]` goes out as `claude-sonnet-5`, with the beta its window needs.
          modelId: modelId(splitModel(request.model).id),
          extraBetas: [...extraBetas, ...contextWindowBetas(request.model)],
          ...(options.maxThinkingTokens !== undefined
            ? { maxThinkingTokens: options.maxThinkingTokens }
            : {}),
        });
        const usage = response.usage;
        permit?.release({
          kind: 'success',
          ...(headers ? { headers } : {}),
          inputTokens:
            usage.input_tokens + usage.cache_creation_input_tokens + usage.cache_read_input_tokens,
        });
        return response;
      } catch (error) {
        if (error instanceof AttemptFailure)
          permit?.release(limiterOutcome(error.failure, headers));
        else permit?.release({ kind: 'other', ...(headers ? { headers } : {}) });
        if (signal?.aborted || error instanceof errors.APIUserAbortError || isAbortError(error)) {
          throw new ModelCallAbortedError(signal?.reason);
        }
        if (error instanceof AttemptFailure) failure = error.failure;
        else throw error;
      }
      if (!failure.retryable || attempt >= maxRetries) throw failure.error;
      if (failure.retryAfterMs !== undefined && failure.retryAfterMs > maxRetryAfterMs) {
        throw new ModelError(
          `${failure.error.message} The server asked to wait ${Math.ceil(failure.retryAfterMs / 1000)} s before retrying, longer than the ${maxRetryAfterMs / 1000} s Flotilla waits; try again later.`,
          failure.error.details,
          { cause: failure.error },
        );
      }
      const delayMs = turnRetryDelayMs(attempt, baseDelayMs, failure.retryAfterMs);
      options.onRetry?.({
        agentName: request.agentName,
        attempt: attempt + 1,
        delayMs,
        reason: failure.reason,
        error: failure.error,
      });
      callOptions.onRetry?.({ attempt: attempt + 1, delayMs });
      await abortableDelay(delayMs, signal);
    }
  }

  return { createMessage };
}

/** Exponential backoff with downward jitter; a server's retry-after is a floor, never shortened. */
export function turnRetryDelayMs(
  attempt: number,
  baseDelayMs: number,
  retryAfterMs?: number,
): number {
  const backoff =
    Math.min(baseDelayMs * 2 ** attempt, maxBackoffDelayMs) * (1 - Math.random() * 0.25);
  return retryAfterMs === undefined ? backoff : Math.max(retryAfterMs, backoff);
}

/** What a failed attempt tells the limiter: a 429 or a 529 (or either inside the stream), or nothing. */
function limiterOutcome(failure: TurnFailure, streamHeaders: Headers | undefined): RequestOutcome {
  // An HTTP error's own headers, else those of the stream that failed mid-message.
  const received = failure.headers ?? streamHeaders;
  const headers = received ? { headers: received } : {};
  if (!failure.throttle) return { kind: 'other', ...headers };
  return {
    kind: failure.throttle,
    ...headers,
    ...(failure.retryAfterMs !== undefined ? { retryAfterMs: failure.retryAfterMs } : {}),
  };
}

class AttemptFailure extends Error {
  constructor(readonly failure: TurnFailure) {
    super(failure.error.message);
  }
}

interface Attempt {
  client: MessagesApi;
  errors: SdkErrorClasses;
  request: ModelRequest;
  callOptions: ModelCallOptions;
  baseUrl: string;
  credential?: SentCredential;
  idleTimeoutMs: number;
  /** Told the response headers as soon as they arrive (the rate-limit headers are there). */
  onHeaders?: (headers: Headers) => void;
  /** The model id on the wire (a provider's own name for `request.model`). */
  modelId: string;
  extraBetas: readonly string[];
  maxThinkingTokens?: number;
  /**
   * How the body is sent: as the SDK encodes it (a provider's), or encoded here
   * (src/model/request-body.ts) and handed to our fetch as its chunks or to another as a Blob.
   */
  body: 'sdk' | 'chunks' | 'blob';
}

async function streamOnce(attempt: Attempt): Promise<ModelResponse> {
  const { client, request, callOptions, baseUrl, idleTimeoutMs } = attempt;
  const prompt = withCacheBreakpoints(request, {
    ...(request.sharedTools !== undefined ? { sharedTools: request.sharedTools } : {}),
    minimumTokens: minimumCacheableTokens(splitModel(request.model).id),
  });
  const context = {
    model: attempt.modelId,
    errors: attempt.errors,
    baseUrl,
    ...(attempt.credential ? { credential: attempt.credential } : {}),
    streaming: false,
    requestId: undefined as string | undefined,
  };
  const firstPartyId = splitModel(request.model).id;
  // Decided by the agent loop (src/loop/run-agent.ts), which names it when an answer is cut.
  const maxTokens = request.maxTokens;
  const body: Anthropic.MessageCreateParamsStreaming = {
    model: attempt.modelId,
    max_tokens: maxTokens,
    messages: prompt.messages,
    stream: true,
  };
  if (prompt.system.length > 0) body.system = prompt.system;
  if (prompt.tools.length > 0) body.tools = prompt.tools;
  const thinking = thinkingParameters(
    firstPartyId,
    maxTokens,
    request.effort,
    attempt.maxThinkingTokens,
  );
  if (thinking.thinking) body.thinking = thinking.thinking;
  if (thinking.output_config) body.output_config = thinking.output_config;
  const betas = [...attempt.extraBetas, ...thinking.betas];
  const requestOptions: Anthropic.RequestOptions = {
    headers: {
      'x-flotilla-agent': headerSafe(request.agentName),
      ...(betas.length > 0 ? { 'anthropic-beta': betas.join(',') } : {}),
      // The body goes encoded (src/model/request-body.ts); a provider's SDK rewrites its own.
      ...(attempt.body !== 'sdk' ? { 'content-type': 'application/json' } : {}),
    },
  };
  if (attempt.body === 'blob') requestOptions.body = requestBody(body).toBlob();
  if (attempt.body === 'chunks') {
    // No body of the SDK's own (it would serialise the params): the fetch options carry ours,
    // and the SDK spreads them over its request last, so our fetch gets it as it is. Their type
    // leaves `body` out ("overridden for every request"), which it is not: every request of
    // every run test goes this way and would reach the server without a body if that changed.
    // A Blob of each body, the other way through the SDK, cost 0.1 ms a request.
    requestOptions.body = null;
    const fetchOptions: unknown = { body: requestBody(body) };
    requestOptions.fetchOptions = fetchOptions as Anthropic.RequestOptions['fetchOptions'];
  }
  // Our own controller, so that a stalled stream can be abandoned without aborting the call.
  const controller = new AbortController();
  const forwardAbort = (): void => controller.abort(callOptions.signal?.reason);
  if (callOptions.signal?.aborted) forwardAbort();
  callOptions.signal?.addEventListener('abort', forwardAbort, { once: true });
  requestOptions.signal = controller.signal;
  let stalled = false;
  let idleTimer: NodeJS.Timeout | undefined;
  let lastEventAt = 0;
  // Each streamed event only notes its time; the one timer, when it fires, sleeps again for
  // what is left of the idle time since the last event, and stops the stream when none is left
  // (re-arming a timer per event, a dozen or more per answer, cost more than the event itself).
  const check = (): void => {
    const left = lastEventAt + idleTimeoutMs - performance.now();
    if (left > 0) {
      idleTimer = setTimeout(check, left);
      return;
    }
    stalled = true;
    controller.abort();
  };
  const watch = (): void => {
    lastEventAt = performance.now();
    idleTimer ??= setTimeout(check, idleTimeoutMs);
  };
  const stalledError = (): IncompleteMessageError =>
    new IncompleteMessageError(`The stream stalled: nothing arrived for ${idleTimeoutMs} ms.`);
  try {
    const { data: stream, response } = await client.messages
      .create(body, requestOptions)
      .withResponse();
    context.streaming = true;
    context.requestId = response.headers.get('request-id') ?? undefined;
    attempt.onHeaders?.(response.headers);
    watch();
    const assembler = new MessageAssembler();
    for await (const event of stream) {
      watch();
      const text = assembler.add(event);
      if (text) callOptions.onTextDelta?.(text);
    }
    // The SDK ends the iteration quietly when the signal aborts mid-stream.
    throwIfAborted(callOptions.signal);
    if (stalled) throw stalledError();
    const message = assembler.finish();
    const result: ModelResponse = {
      id: message.id,
      // The model asked for, not the one the answer names: a provider or a gateway answers with
      // its own id (or any text), and prices, budgets and windows go by the one asked for, as
      // Claude Code prices them.
      model: request.model,
      content: message.content,
      stopReason: message.stop_reason,
      usage: toTokenUsage(message.usage),
    };
    if (context.requestId) result.requestId = context.requestId;
    if (message.stop_details?.type === 'refusal') {
      const { category, explanation } = message.stop_details;
      result.refusal = { category: category ?? null, explanation: explanation ?? null };
    }
    if (assembler.unparsedToolInputs.size > 0)
      result.unparsedToolInputs = Object.fromEntries(assembler.unparsedToolInputs);
    return result;
  } catch (caught) {
    if (callOptions.signal?.aborted) throw caught;
    const error = stalled ? stalledError() : caught;
    if (error instanceof attempt.errors.APIUserAbortError || isAbortError(error)) throw error;
    throw new AttemptFailure(classifyFailure(error, context));
  } finally {
    clearTimeout(idleTimer);
    callOptions.signal?.removeEventListener('abort', forwardAbort);
  }
}

export function toTokenUsage(usage: {
  input_tokens: number | null;
  output_tokens: number | null;
  cache_creation_input_tokens?: number | null;
  cache_read_input_tokens?: number | null;
  server_tool_use?: { web_search_requests?: number | null } | null;
}): TokenUsage {
  const searches = usage.server_tool_use?.web_search_requests ?? 0;
  return {
    input_tokens: usage.input_tokens ?? 0,
    output_tokens: usage.output_tokens ?? 0,
    cache_creation_input_tokens: usage.cache_creation_input_tokens ?? 0,
    cache_read_input_tokens: usage.cache_read_input_tokens ?? 0,
    ...(searches > 0 ? { web_search_requests: searches } : {}),
  };
}

/** The credential a request carries, as a 401 names it; the token wins as the bearer. */
function sentCredential(sent: {
  apiKey: string | undefined;
  authToken: string | undefined;
  /** The apiKeyHelper command whose key was sent. */
  helper?: string;
  oauthToken: string | undefined;
}): SentCredential | undefined {
  const { apiKey, authToken, helper, oauthToken } = sent;
  if (helper !== undefined && !authToken) {
    return {
      name: `The key printed by apiKeyHelper (${oneLine(helper, 80)})${apiKey ? ' or the API key' : ''}`,
      fix: 'Check what the apiKeyHelper command of the settings prints (it runs once, when the run starts).',
    };
  }
  if (authToken) {
    return {
      name: apiKey
        ? 'ANTHROPIC_AUTH_TOKEN (with the API key as x-api-key)'
        : 'The bearer token ANTHROPIC_AUTH_TOKEN',
      fix: 'Set ANTHROPIC_AUTH_TOKEN to a token the endpoint accepts.',
    };
  }
  if (apiKey) {
    return {
      name: 'The API key (ANTHROPIC_API_KEY or the anthropic_api_key input)',
      fix: 'Set ANTHROPIC_API_KEY or the anthropic_api_key input to a valid key.',
    };
  }
  if (oauthToken) {
    return {
      name: 'The OAuth token (CLAUDE_CODE_OAUTH_TOKEN or the claude_code_oauth_token input)',
      fix: 'It may have expired: make a new one with `claude setup-token` and set CLAUDE_CODE_OAUTH_TOKEN (or the claude_code_oauth_token input).',
    };
  }
  return undefined;
}

function isAnthropicHost(baseUrl: string): boolean {
  try {
    return new URL(baseUrl).hostname.endsWith('anthropic.com');
  } catch {
    return false;
  }
}

/** Header values must be visible ASCII; anything else is percent-encoded. */
function headerSafe(value: string): string {
  return /^[\x20-\x7e]*$/.test(value) ? value : encodeURIComponent(value);
}

function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new ModelCallAbortedError(signal.reason);
}

function abortableDelay(milliseconds: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new ModelCallAbortedError(signal.reason));
      return;
    }
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(new ModelCallAbortedError(signal?.reason));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, milliseconds);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
