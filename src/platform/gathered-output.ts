/** A stream the process writes its output to: process.stdout, process.stderr. */
interface OutputStream {
  write(text: string): unknown;
}

/**
 * Writers for the process's own output streams that gather what is written in one turn of the
 * event loop and write it at once, in the order it was written across the streams. Node writes
 * stdout and stderr synchronously when they are a pipe or a file (Linux): one system call on the
 * main thread per write, and a run prints a line per agent turn (450 at 64 agents). What is
 * gathered goes out at the next `setImmediate`, and at exit (a `process.exit` on cancellation
 * too): what a run printed is never left behind.
 */
export function gatheredOutput<Names extends string>(
  streams: Record<Names, OutputStream>,
  processEvents: Pick<NodeJS.Process, 'once'> = process,
): Record<Names, (text: string) => void> {
  // Consecutive writes to one stream are joined; a write to the other starts a new entry.
  let pending: { stream: OutputStream; text: string }[] = [];
  let scheduled = false;
  const flush = (): void => {
    scheduled = false;
    const batch = pending;
    pending = [];
    for (const { stream, text } of batch) stream.write(text);
  };
  processEvents.once('exit', flush);
  const writer =
    (stream: OutputStream) =>
    (text: string): void => {
      if (text === '') return;
      const last = pending.at(-1);
      if (last?.stream === stream) last.text += text;
      else pending.push({ stream, text });
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    };
  return Object.fromEntries(
    Object.entries<OutputStream>(streams).map(([name, stream]) => [name, writer(stream)]),
  ) as Record<Names, (text: string) => void>;
}
