import { LimitError } from '../errors.js';
import { setLongTimeout } from '../platform/long-timeout.js';

/**
 * A subagent's abort signal: its parent's, plus its own wall-clock limit. The agent's own limit
 * ends it with `timeout`; its parent's ending (a TaskStop, the run's timeout) is not its limit:
 * it was stopped, so it ends `killed`.
 */
export function agentSignal(
  parent: AbortSignal,
  timeoutMs: number | undefined,
): { signal: AbortSignal; dispose: () => void } {
  const controller = new AbortController();
  const onAbort = () => controller.abort(stoppedByParent(parent.reason));
  if (parent.aborted) onAbort();
  else parent.addEventListener('abort', onAbort, { once: true });
  const clearTimer =
    timeoutMs === undefined
      ? undefined
      : setLongTimeout(
          () =>
            controller.abort(
              new LimitError(
                'timeout',
                `The agent ran past its time limit (${timeoutMs / 1000} s).`,
              ),
            ),
          timeoutMs,
        );
  return {
    signal: controller.signal,
    dispose: () => {
      clearTimer?.();
      parent.removeEventListener('abort', onAbort);
    },
  };
}

function stoppedByParent(reason: unknown): Error {
  const why = reason instanceof Error ? `: ${reason.message}` : '';
  return new Error(`The agent was stopped${why}`, { cause: reason });
}

/**
 * Waits for `settled`, at most `timeoutMs`, or until `signal` aborts; leaves no listener or
 * timer behind (TaskOutput is called many times with the lead's long-lived signal).
 */
export function settledWithin(
  settled: Promise<void>,
  timeoutMs: number,
  signal: AbortSignal,
): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    if (signal.aborted) done();
    else signal.addEventListener('abort', done, { once: true });
    void settled.then(done);
  });
}
