/**
 * The error hierarchy. Every failure that reaches an entry point is one of these, so the entry
 * point can choose the exit code and the wording without guessing.
 *
 * - UserError: bad input or configuration; the message says what was wrong and the expected form.
 * - ModelError: the model API failed; carries status and request id, and whether a retry may help.
 * - LimitError: a configured limit (turns, budget, time) ended the work; never a success.
 * - EnvironmentError: git, a lock or the file system failed around the run.
 * - InternalError: a bug in Flotilla; the message says so.
 * - ToolError: thrown inside a tool; becomes an `is_error` tool result for the model, never a crash.
 */

export const ExitCode = {
  success: 0,
  findings: 1,
  usage: 2,
  model: 3,
  limit: 4,
  /** A subagent failed, was killed by a limit, could not start, or its changes could not merge. */
  partial: 5,
  /** git, a lock or the file system failed under Flotilla (not a bug, not the model). */
  environment: 6,
  /** SIGINT (128 + 2); SIGTERM is 143. */
  cancelled: 130,
  internal: 70,
} as const;

export class FlotillaError extends Error {
  readonly exitCode: number = ExitCode.internal;
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
  }
}

/** What a Flotilla error says to do next (its hint), or '' for any other error. */
export function errorHint(error: unknown): string {
  return error instanceof FlotillaError && 'hint' in error && typeof error.hint === 'string'
    ? error.hint
    : '';
}

/** An error whose message says what went wrong and whose hint says what to do about it. */
abstract class HintedError extends FlotillaError {
  constructor(
    message: string,
    readonly hint?: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export class UserError extends HintedError {
  override readonly exitCode: number = ExitCode.usage;
}

export class ModelError extends FlotillaError {
  override readonly exitCode: number = ExitCode.model;
  constructor(
    message: string,
    readonly details: { status?: number; requestId?: string; retryable: boolean },
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** git, a lock or the file system failed: the message names the command or path and what to do. */
export class EnvironmentError extends HintedError {
  override readonly exitCode: number = ExitCode.environment;
}

export type LimitKind = 'max_turns' | 'budget' | 'timeout';

export class LimitError extends FlotillaError {
  override readonly exitCode: number = ExitCode.limit;
  constructor(
    readonly limit: LimitKind,
    message: string,
  ) {
    super(message);
  }
}

export class InternalError extends FlotillaError {
  constructor(message: string, options?: { cause?: unknown }) {
    super(`Internal error (a bug in Flotilla, please report it): ${message}`, options);
  }
}

export class ToolError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ToolError';
  }
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The message with the reason fetch hides in `cause` ("fetch failed (connect ECONNREFUSED
 * 127.0.0.1:9)"): without it a refused connection, an unknown host and a timeout read alike.
 */
export function errorMessageWithCause(error: unknown): string {
  if (error instanceof Error && error.cause !== undefined)
    return `${error.message} (${errorMessage(error.cause)})`;
  return errorMessage(error);
}
