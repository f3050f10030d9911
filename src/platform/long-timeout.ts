/** The longest delay setTimeout keeps: Node fires a longer one at once (a TimeoutOverflowWarning). */
export const maxTimerMs = 2 ** 31 - 1;

/**
 * A configured time limit (API_TIMEOUT_MS, MCP_TIMEOUT, …) as a delay a timer we do not own (the
 * SDKs') keeps: a longer one would fire at once, so it becomes the longest, about 24.8 days — for
 * a run, no limit, as Claude Code treats such a value. Timers of our own use setLongTimeout.
 */
export function timerDelayMs(ms: number): number {
  return Math.min(ms, maxTimerMs);
}

/**
 * Calls `callback` once `ms` milliseconds have passed, however long that is: past setTimeout's
 * limit (about 24.8 days) it waits in steps. Returns what cancels it.
 */
export function setLongTimeout(callback: () => void, ms: number): () => void {
  let timer: NodeJS.Timeout;
  const wait = (left: number): void => {
    timer = setTimeout(
      () => (left > maxTimerMs ? wait(left - maxTimerMs) : callback()),
      Math.min(left, maxTimerMs),
    );
  };
  wait(ms);
  return () => clearTimeout(timer);
}
