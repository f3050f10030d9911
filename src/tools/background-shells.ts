import { ProcessStartError, runProcess } from '../platform/process.js';
import type { SandboxPolicy } from '../platform/sandbox.js';

/** Unread output a background shell keeps; past it the oldest is dropped (and counted). */
const maximumUnreadChars = 1_000_000;

export type BackgroundShellStatus = 'running' | 'completed' | 'failed' | 'killed' | 'timed_out';

interface BackgroundShell {
  id: string;
  command: string;
  status: BackgroundShellStatus;
  exitCode: number | null;
  unread: string;
  droppedChars: number;
  stop: AbortController;
  done: Promise<void>;
}

export interface BackgroundShellStart {
  command: string;
  cwd: string;
  env: Readonly<Record<string, string>>;
  timeoutMs: number;
  /** The agent's signal: a stop, a limit or a cancellation kills the shell. */
  signal: AbortSignal;
  sandbox?: SandboxPolicy;
}

export interface BackgroundShellOutput {
  status: BackgroundShellStatus;
  exitCode: number | null;
  /** Output since the last read (lines matching the filter only, when one is given). */
  output: string;
  droppedChars: number;
}

/**
 * One agent's background shells (Bash with run_in_background): each in its own process group,
 * under the same sandbox as a foreground command, killed when the agent's signal aborts and by
 * `killAll` when the agent ends. Only the agent that started a shell can read or kill it.
 */
export class BackgroundShells {
  private readonly shells = new Map<string, BackgroundShell>();
  private next = 1;

  start(options: BackgroundShellStart): string {
    const id = `bash_${this.next++}`;
    const stop = new AbortController();
    const shell: BackgroundShell = {
      id,
      command: options.command,
      status: 'running',
      exitCode: null,
      unread: '',
      droppedChars: 0,
      stop,
      done: Promise.resolve(),
    };
    const append = (text: string): void => {
      shell.unread += text;
      const over = shell.unread.length - maximumUnreadChars;
      if (over > 0) {
        shell.unread = shell.unread.slice(over);
        shell.droppedChars += over;
      }
    };
    shell.done = runProcess({
      command: 'bash',
      args: ['-c', options.command],
      cwd: options.cwd,
      env: options.env,
      timeoutMs: options.timeoutMs,
      signal: AbortSignal.any([options.signal, stop.signal]),
      // The reader keeps the output; the capture only needs little.
      maxOutputChars: 1,
      onOutput: append,
      ...(options.sandbox ? { sandbox: options.sandbox } : {}),
    }).then(
      (result) => {
        shell.exitCode = result.exitCode;
        shell.status = result.timedOut
          ? 'timed_out'
          : result.aborted
            ? 'killed'
            : result.exitCode === 0
              ? 'completed'
              : 'failed';
      },
      (error: unknown) => {
        shell.status = 'failed';
        append(error instanceof ProcessStartError ? error.message : String(error));
      },
    );
    this.shells.set(id, shell);
    return id;
  }

  has(id: string): boolean {
    return this.shells.has(id);
  }

  ids(): string[] {
    return [...this.shells.keys()];
  }

  /** The output since the last read; a filter keeps only matching lines (the rest is consumed). */
  read(id: string, filter?: RegExp): BackgroundShellOutput | undefined {
    const shell = this.shells.get(id);
    if (!shell) return undefined;
    const text = shell.unread;
    shell.unread = '';
    const droppedChars = shell.droppedChars;
    shell.droppedChars = 0;
    const output = filter
      ? text
          .split('\n')
          .filter((line) => filter.test(line))
          .join('\n')
      : text;
    return { status: shell.status, exitCode: shell.exitCode, output, droppedChars };
  }

  /** Kills a running shell (its whole process group) and waits until it is gone. */
  async kill(id: string): Promise<BackgroundShellStatus | undefined> {
    const shell = this.shells.get(id);
    if (!shell) return undefined;
    if (shell.status === 'running') shell.stop.abort();
    await shell.done;
    return shell.status;
  }

  /** At the agent's end: every shell still running is killed; resolves when all are gone. */
  async killAll(): Promise<void> {
    await Promise.all(this.ids().map((id) => this.kill(id)));
  }
}
