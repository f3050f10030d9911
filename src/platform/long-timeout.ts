/** The longest delay setTimeout keeps: Node fires a longer one at once (a TimeoutOverflowWarning). */
export const maxTimerMs = 2 ** 31 - 1;

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
