import {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
} from '@anthropic-ai/sdk';
import { errorMessage, ModelError } from '../errors.js';
import { IncompleteMessageError } from './message-assembler.js';

/**
 * Rejection of a model call whose signal was aborted. Named `AbortError` like the platform's own
 * abort errors, so `error.name === 'AbortError'` checks keep working; `cause` is the signal's reason.
 */
export class ModelCallAbortedError extends Error {
  constructor(reason?: unknown) {
    super('The model call was aborted.', reason === undefined ? undefined : { cause: reason });
    this.name = 'AbortError';
  }
}

export function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/**
 * True for the API's refusal of a conversation too long for the model's window (400 "prompt is
 * too long: N tokens > M maximum") or of a request too large (413): a compaction may cure it.
 */
export function isPromptTooLong(error: unknown): boolean {
  if (!(error instanceof ModelError)) return false;
  const status = error.details.status;
  return status === 413 || (status === 400 && /prompt is too long/i.test(error.message));
}

/** The size the API gave in its "prompt is too long: N tokens > M maximum", if it did. */
export function tooLongTokens(error: unknown): number | undefined {
  if (!(error instanceof ModelError)) return undefined;
  const counted = /prompt is too long: (\d+) tokens/i.exec(error.message)?.[1];
  return counted === undefined ? undefined : Number(counted);
}

/** What went wrong with one attempt at a turn, and whether another attempt may succeed. */
export interface TurnFailure {
  error: ModelError;
  retryable: boolean;
  /** The server's `retry-after` (or `retry-after-ms`), when it sent one. */
  retryAfterMs?: number;
  /** Short reason for progress lines: `529 overloaded_error`, `stream cut`, … */
  reason: string;
  /** The response headers of an HTTP error (the rate limiter reads them). */
  headers?: Headers;
  /**
   * The server turned the request away for load: `rate_limited` (a 429, or `rate_limit_error` in
   * the stream: this account's limits) or `overloaded` (a 529, or `overloaded_error` in the
   * stream: the API is busy for everyone). The limiter halves its limit on either.
   */
  throttle?: 'rate_limited' | 'overloaded';
}

/** The credential a request carried, as a 401 names it, and how to replace it. */
export interface SentCredential {
  /** "The API key (ANTHROPIC_API_KEY …)", "ANTHROPIC_AUTH_TOKEN", … */
  name: string;
  fix: string;
}

/** What a 401 says when the request carried no credential at all. */
export const noCredentialFix =
  "Set ANTHROPIC_API_KEY (or the anthropic_api_key input), ANTHROPIC_AUTH_TOKEN (a gateway's bearer token), CLAUDE_CODE_OAUTH_TOKEN (or the claude_code_oauth_token input), or an apiKeyHelper in the settings.";

/**
 * The SDK error classes a failure is recognised by. A provider's client (src/model/provider-sdks.ts,
 * bundled apart) throws its own copy's, which `instanceof` these would not match.
 */
export interface SdkErrorClasses {
  APIError: typeof APIError;
  APIConnectionError: typeof APIConnectionError;
  APIConnectionTimeoutError: typeof APIConnectionTimeoutError;
  APIUserAbortError: typeof APIUserAbortError;
}

export const anthropicSdkErrors: SdkErrorClasses = {
  APIError,
  APIConnectionError,
  APIConnectionTimeoutError,
  APIUserAbortError,
};

export interface FailureContext {
  model: string;
  /** The client's error classes; default the Anthropic SDK's. */
  errors?: SdkErrorClasses;
  baseUrl: string;
  /** What the request sent to authenticate; undefined: nothing. */
  credential?: SentCredential;
  /** True once response headers arrived: a failure after that is a failure mid-stream. */
  streaming: boolean;
  requestId?: string;
}

/** SSE `error` event types that mean "try again", as the HTTP statuses 429, 500 and 529 do. */
const retryableErrorTypes = new Set([
  'overloaded_error',
  'api_error',
  'rate_limit_error',
  'timeout_error',
]);

/** Maps whatever one attempt threw to a ModelError with an actionable message. */
export function classifyFailure(error: unknown, context: FailureContext): TurnFailure {
  const { APIError, APIConnectionError, APIConnectionTimeoutError } =
    context.errors ?? anthropicSdkErrors;
  if (error instanceof APIError && error.status !== undefined) {
    return statusFailure(error, error.status, context);
  }
  if (error instanceof APIConnectionTimeoutError) {
    const message = `The model API did not answer in time (${context.baseUrl}). Raise the timeout or check the endpoint.`;
    return transient(message, 'timeout', error, context.requestId);
  }
  if (error instanceof APIConnectionError) {
    const message = `Could not reach the model API at ${context.baseUrl}: ${errorMessage(error.cause ?? error)}`;
    return transient(message, 'connection error', error, context.requestId);
  }
  if (error instanceof APIError) {
    // An SSE `error` event: the HTTP status was 200, the failure came inside the stream.
    const type = error.type ?? 'unknown_error';
    const retryable = retryableErrorTypes.has(type);
    const requestId = error.requestID ?? context.requestId;
    const message = `The model stream failed mid-message with ${type}: ${error.apiMessage ?? error.message}${requestSuffix(requestId)}`;
    return {
      error: new ModelError(message, details(undefined, requestId, retryable), { cause: error }),
      retryable,
      reason: `stream ${type}`,
      ...(type === 'rate_limit_error' ? { throttle: 'rate_limited' as const } : {}),
      ...(type === 'overloaded_error' ? { throttle: 'overloaded' as const } : {}),
    };
  }
  if (error instanceof IncompleteMessageError || context.streaming) {
    const message = `The model stream was cut mid-message: ${errorMessage(error)}${requestSuffix(context.requestId)}`;
    return transient(message, 'stream cut', error, context.requestId);
  }
  const message = `The model call failed before any response: ${errorMessage(error)}`;
  return {
    error: new ModelError(message, details(undefined, context.requestId, false), { cause: error }),
    retryable: false,
    reason: 'client error',
  };
}

function statusFailure(error: APIError, status: number, context: FailureContext): TurnFailure {
  const requestId = error.requestID ?? context.requestId;
  const apiText = error.apiMessage ?? error.message;
  const type = error.type ?? 'error';
  const suffix = requestSuffix(requestId);
  // The API's own verdict, when it gives one, wins over the status (as the SDK does).
  const shouldRetry = error.headers?.get('x-should-retry');
  const retryable =
    shouldRetry === 'true' ||
    (shouldRetry !== 'false' &&
      (status === 408 || status === 409 || status === 429 || status >= 500));
  let message: string;
  switch (status) {
    case 400:
      message = `The model API rejected the request (400 ${type}): ${apiText}${suffix}`;
      break;
    case 401:
      message = context.credential
        ? `${context.credential.name} was rejected by ${context.baseUrl} (401 ${type}): ${apiText}. ${context.credential.fix}${suffix}`
        : `${context.baseUrl} asked for a credential (401 ${type}: ${apiText}) and the request carried none. ${noCredentialFix}${suffix}`;
      break;
    case 403:
      message = `The API key may not make this request (403 ${type}): ${apiText}. Check the key's workspace and model access.${suffix}`;
      break;
    case 404:
      message = `The model API answered 404 (${type}): ${apiText}. Check the model id '${context.model}' and the base URL ${context.baseUrl}.${suffix}`;
      break;
    case 413:
      message = `The request is too large for the model API (413): ${apiText}${suffix}`;
      break;
    default:
      message = retryable
        ? `The model API failed with ${status} ${type}: ${apiText}${suffix}`
        : `The model API refused the request (${status} ${type}): ${apiText}${suffix}`;
  }
  const failure: TurnFailure = {
    error: new ModelError(message, details(status, requestId, retryable), { cause: error }),
    retryable,
    reason: `${status} ${type}`,
    ...(status === 429 ? { throttle: 'rate_limited' as const } : {}),
    ...(status === 529 ? { throttle: 'overloaded' as const } : {}),
  };
  const retryAfterMs = retryAfterFromHeaders(error.headers);
  if (retryAfterMs !== undefined) failure.retryAfterMs = retryAfterMs;
  if (error.headers) failure.headers = error.headers;
  return failure;
}

function transient(
  message: string,
  reason: string,
  cause: unknown,
  requestId: string | undefined,
): TurnFailure {
  return {
    error: new ModelError(message, details(undefined, requestId, true), { cause }),
    retryable: true,
    reason,
  };
}

function details(
  status: number | undefined,
  requestId: string | undefined | null,
  retryable: boolean,
): ModelError['details'] {
  const result: ModelError['details'] = { retryable };
  if (status !== undefined) result.status = status;
  if (requestId) result.requestId = requestId;
  return result;
}

function requestSuffix(requestId: string | null | undefined): string {
  return requestId ? ` (request id ${requestId})` : '';
}

/** `retry-after-ms`, else `retry-after` in seconds or as an HTTP date; undefined when absent or unusable. */
export function retryAfterFromHeaders(headers: Headers | undefined): number | undefined {
  const milliseconds = Number.parseFloat(headers?.get('retry-after-ms') ?? '');
  if (Number.isFinite(milliseconds) && milliseconds >= 0) return milliseconds;
  const value = headers?.get('retry-after');
  if (!value) return undefined;
  const seconds = Number.parseFloat(value);
  if (Number.isFinite(seconds)) return seconds >= 0 ? seconds * 1000 : undefined;
  const date = Date.parse(value);
  return Number.isFinite(date) ? Math.max(0, date - Date.now()) : undefined;
}
