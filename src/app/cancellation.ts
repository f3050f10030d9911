import os from 'node:os';
import { LimitError } from '../errors.js';
import { setLongTimeout } from '../platform/long-timeout.js';

/** How a run learns it was cancelled, and by which signal. */
export interface Cancellation {
  signal: AbortSignal;
  /** The first signal received, if any. */
  received(): NodeJS.Signals | undefined;
}

/** What the process hooks are, so that tests can send their own signals. */
export interface SignalSource {
  on(event: NodeJS.Signals, listener: () => void): unknown;
  off(event: NodeJS.Signals, listener: () => void): unknown;
}

/**
 * SIGINT and SIGTERM cancel the run: the first one aborts it (agents stop, their process groups
 * are killed, worktrees finished, the partial result written and reported); a second one exits at
 * once with the signal's code, after `onForcedExit` (the synchronous part of the clean-up).
 * GitHub cancels a job with SIGINT, then SIGTERM about 7.5 s later.
 */
export function watchCancellation(
  source: SignalSource,
  exit: (code: number) => void,
  onForcedExit: () => void = () => undefined,
): Cancellation & { dispose(): void } {
  const controller = new AbortController();
  let first: NodeJS.Signals | undefined;
  const handlers = new Map<NodeJS.Signals, () => void>();
  for (const name of ['SIGINT', 'SIGTERM'] as const) {
    const handler = () => {
      if (first === undefined) {
        first = name;
        controller.abort(new Error(`The run was cancelled (${name}).`));
        return;
      }
      onForcedExit();
      exit(signalExitCode(name));
    };
    handlers.set(name, handler);
    source.on(name, handler);
  }
  return {
    signal: controller.signal,
    received: () => first,
    dispose: () => {
      for (const [name, handler] of handlers) source.off(name, handler);
    },
  };
}

/** 128 + the signal's number, as a shell reports it: 130 for SIGINT, 143 for SIGTERM. */
export function signalExitCode(signal: NodeJS.Signals): number {
  return 128 + (os.constants.signals[signal] ?? 15);
}

/**
 * A run's stop signal: aborted when `timeoutSeconds` pass (a `timeout` limit) or when `cancel`
 * aborts (cancelled). `cancelled()` says whether a cancellation, not the time limit, stopped
 * it; `dispose()` stops watching both (a cancellation after that changes nothing).
 */
export function runStopSignal(
  timeoutSeconds: number,
  cancel: AbortSignal | undefined,
): { signal: AbortSignal; cancelled(): boolean; dispose(): void } {
  const stop = new AbortController();
  const clearTimer = setLongTimeout(
    () =>
      stop.abort(
        new LimitError('timeout', `The run reached its time limit (${timeoutSeconds} s).`),
      ),
    timeoutSeconds * 1000,
  );
  let cancelled = false;
  const onCancel = () => {
    cancelled = true;
    stop.abort(new Error('The run was cancelled.'));
  };
  if (cancel?.aborted) onCancel();
  cancel?.addEventListener('abort', onCancel, { once: true });
  return {
    signal: stop.signal,
    cancelled: () => cancelled,
    dispose: () => {
      clearTimer();
      cancel?.removeEventListener('abort', onCancel);
    },
  };
}
