import { highestNumberIn, type MessageParam } from '../model/types.js';
import { ProcessStartError, type CapturedOutput, type ProcessResult } from '../platform/process.js';
import { runBashProcess, type BashProcessStart } from './bash-process.js';

/** Unread output a background shell keeps; past it the oldest is dropped (and counted). */
const maximumUnreadChars = 1_000_000;

export type BackgroundShellStatus = 'running' | 'completed' | 'failed' | 'killed' | 'timed_out';

interface BackgroundShell {
  id: string;
  command: string;
  description?: string;
  toolUseId?: string;
  /** When it started (performance.now()): the run's list of work under way is in start order. */
  startedAt: number;
  /** Its end was told to the agent, or needs no telling (it read the end, or killed the shell). */
  notified: boolean;
  status: BackgroundShellStatus;
  exitCode: number | null;
  unread: string;
  droppedChars: number;
  stop: AbortController;
  done: Promise<void>;
}

export interface BackgroundShellStart extends BashProcessStart {
  /** What the command does, as the Bash call described it (its end notification names it). */
  description?: string;
  /** The Bash tool_use that started it. */
  toolUseId?: string;
  timeoutMs: number;
  /** The agent's signal: a stop, a limit or a cancellation kills the shell. */
  signal: AbortSignal;
}

/** A foreground command that becomes a background shell if it is still running at its timeout. */
export interface ForegroundShellStart extends BackgroundShellStart {
  /** Characters of output the foreground result keeps (its head and its tail). */
  maxOutputChars: number;
  /** How long it may still run once in the background. */
  backgroundTimeoutMs: number;
}

/** How a foreground command went: it ended in time, or it was moved to the background. */
export type ForegroundShellRun =
  { type: 'ended'; result: ProcessResult } | { type: 'moved'; id: string; soFar: CapturedOutput };

/** A shell that ended on its own since the agent last heard: what its notification says. */
export interface BackgroundShellEnd {
  id: string;
  toolUseId?: string;
  description: string;
  status: Exclude<BackgroundShellStatus, 'running'>;
  exitCode: number | null;
}

export interface BackgroundShellOutput {
  status: BackgroundShellStatus;
  exitCode: number | null;
  /** Output since the last read (lines matching the filter only, when one is given). */
  output: string;
  droppedChars: number;
}

export interface BackgroundShellsOptions {
  /** The highest shell number the agent's conversation already names (a resumed one). */
  after?: number;
  /** The run's shells, which number this agent's and list them with the others' (default: its own). */
  session?: SessionShells;
  /** Told when a shell starts and ends (the stream's task events). */
  watch?: {
    started(shell: { id: string; toolUseId?: string; description: string }): void;
    ended(end: BackgroundShellEnd): void;
  };
}

/** `bash_<n>`, the ids BackgroundShells gives. */
const shellId = /(?<![A-Za-z0-9_-])bash_(\d{1,9})(?![0-9])/g;

/**
 * The highest `n` of a `bash_<n>` id the conversation names: an agent resumed with it numbers
 * its shells after, so an id never names two shells in one conversation.
 */
export function highestShellNumber(messages: readonly MessageParam[]): number {
  return highestNumberIn(messages, shellId);
}

/** A background shell still running, as the run's list of work under way shows it. */
export interface RunningShell {
  id: string;
  description: string;
  command: string;
  /** performance.now() when it started. */
  startedAt: number;
}

/**
 * The run's background shells, every agent's: numbered in one sequence, so that a `bash_<n>` id
 * names one shell in the run (Claude Code's shell ids are unique in a session), and listed
 * together where a Stop or SubagentStop hook's `background_tasks` shows them: Claude Code
 * 2.1.332 lists there every shell still running, whichever agent started it (observed).
 */
export class SessionShells {
  private last = 0;
  private shells: BackgroundShell[] = [];

  /** The next shell's number: after every one of the run's, and after `after`. */
  number(after: number): number {
    this.last = Math.max(this.last, after) + 1;
    return this.last;
  }

  add(shell: BackgroundShell): void {
    // An ended shell's output is its agent's to read, not kept here.
    this.shells = [...this.shells.filter(isRunning), shell];
  }

  /** The shells still running, in the order they started. */
  running(): RunningShell[] {
    this.shells = this.shells.filter(isRunning);
    return this.shells.map((shell) => ({ ...runningEntry(shell), startedAt: shell.startedAt }));
  }
}

function isRunning(shell: BackgroundShell): boolean {
  return shell.status === 'running';
}

function runningEntry(shell: BackgroundShell): {
  id: string;
  description: string;
  command: string;
} {
  return { id: shell.id, description: shell.description ?? shell.command, command: shell.command };
}

/**
 * One agent's background shells (Bash with run_in_background, and foreground commands still
 * running at their timeout): each in its own process group, under the same sandbox as a
 * foreground command, killed when the agent's signal aborts and by `killAll` when the agent
 * ends. Only the agent that started a shell can read or kill it.
 */
export class BackgroundShells {
  private readonly shells = new Map<string, BackgroundShell>();
  private readonly after: number;
  private readonly session: SessionShells;
  private readonly watch: BackgroundShellsOptions['watch'];
  private readonly endWaiters = new Set<() => void>();

  constructor(options: BackgroundShellsOptions = {}) {
    this.after = options.after ?? 0;
    this.session = options.session ?? new SessionShells();
    this.watch = options.watch;
  }

  start(options: BackgroundShellStart): string {
    const stop = new AbortController();
    const shell = this.add(options, stop);
    this.follow(
      shell,
      runBashProcess(options, {
        timeoutMs: options.timeoutMs,
        signal: AbortSignal.any([options.signal, stop.signal]),
        // The reader keeps the output; the capture only needs little.
        maxOutputChars: 1,
        onOutput: (text) => this.append(shell, text),
      }),
      options.signal,
    );
    return shell.id;
  }

  /**
   * Runs a command in the foreground. One still running at its timeout is not killed: it goes
   * on as a background shell (as Claude Code 2.1.332 moves it), and the run resolves with the
   * shell's id and the output so far; the shell's output is what comes after.
   */
  runInForeground(options: ForegroundShellStart): Promise<ForegroundShellRun> {
    const stop = new AbortController();
    let shell: BackgroundShell | undefined;
    let moved: (run: ForegroundShellRun) => void = () => undefined;
    const movedRun = new Promise<ForegroundShellRun>((resolve) => (moved = resolve));
    const running = runBashProcess(options, {
      timeoutMs: options.timeoutMs,
      signal: AbortSignal.any([options.signal, stop.signal]),
      maxOutputChars: options.maxOutputChars,
      onOutput: (text) => {
        if (shell) this.append(shell, text);
      },
      onTimeout: (soFar) => {
        // Asked again at the end of its time in the background: that one kills it.
        if (shell) return undefined;
        shell = this.add(options, stop);
        this.follow(shell, running, options.signal);
        moved({ type: 'moved', id: shell.id, soFar });
        return options.backgroundTimeoutMs;
      },
    });
    return Promise.race([running.then((result) => ({ type: 'ended' as const, result })), movedRun]);
  }

  private add(options: BackgroundShellStart, stop: AbortController): BackgroundShell {
    const shell: BackgroundShell = {
      id: `bash_${this.session.number(this.after)}`,
      command: options.command,
      ...(options.description ? { description: options.description } : {}),
      ...(options.toolUseId ? { toolUseId: options.toolUseId } : {}),
      startedAt: performance.now(),
      notified: false,
      status: 'running',
      exitCode: null,
      unread: '',
      droppedChars: 0,
      stop,
      done: Promise.resolve(),
    };
    this.shells.set(shell.id, shell);
    this.session.add(shell);
    this.watch?.started({
      id: shell.id,
      ...(shell.toolUseId ? { toolUseId: shell.toolUseId } : {}),
      description: shell.description ?? shell.command,
    });
    return shell;
  }

  private append(shell: BackgroundShell, text: string): void {
    shell.unread += text;
    const over = shell.unread.length - maximumUnreadChars;
    if (over > 0) {
      shell.unread = shell.unread.slice(over);
      shell.droppedChars += over;
    }
  }

  /** Keeps the shell's status as its process goes, and wakes whoever waits for an end. */
  private follow(
    shell: BackgroundShell,
    running: Promise<ProcessResult>,
    agent: AbortSignal,
  ): void {
    shell.done = running
      .then(
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
          this.append(shell, error instanceof ProcessStartError ? error.message : String(error));
        },
      )
      .finally(() => {
        // The agent's own end (its signal aborted) kills its shells: nobody is left to tell.
        if (agent.aborted) shell.notified = true;
        if (shell.status !== 'running') {
          this.watch?.ended({
            id: shell.id,
            ...(shell.toolUseId ? { toolUseId: shell.toolUseId } : {}),
            description: shell.description ?? shell.command,
            status: shell.status,
            exitCode: shell.exitCode,
          });
        }
        for (const wake of [...this.endWaiters]) wake();
      });
  }

  has(id: string): boolean {
    return this.shells.has(id);
  }

  /** A shell's command and status, without reading its output. */
  describe(id: string): { command: string; status: BackgroundShellStatus } | undefined {
    const shell = this.shells.get(id);
    return shell ? { command: shell.command, status: shell.status } : undefined;
  }

  /** Resolves when the shell has ended, or after `timeoutMs`, or when `signal` aborts. */
  async waitForEnd(id: string, timeoutMs: number, signal: AbortSignal): Promise<void> {
    const shell = this.shells.get(id);
    if (!shell || shell.status !== 'running' || signal.aborted) return;
    let timer: NodeJS.Timeout | undefined;
    let onAbort: (() => void) | undefined;
    await Promise.race([
      shell.done,
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, timeoutMs);
        onAbort = resolve;
        signal.addEventListener('abort', onAbort, { once: true });
      }),
    ]);
    clearTimeout(timer);
    if (onAbort) signal.removeEventListener('abort', onAbort);
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
    // A read that saw the end leaves nothing to notify (as a read task result withdraws its notification).
    if (shell.status !== 'running') shell.notified = true;
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
    // The agent asked for it: it hears of the end from the kill, not from a notification.
    shell.notified = true;
    if (shell.status === 'running') shell.stop.abort();
    await shell.done;
    return shell.status;
  }

  /** The agent's shells still running (a compaction's summary names them). */
  running(): { id: string; description: string; command: string }[] {
    return [...this.shells.values()]
      .filter((shell) => shell.status === 'running')
      .map(runningEntry);
  }

  /** Whether a shell is still running: an agent ending its turn waits for it. */
  anyRunning(): boolean {
    return [...this.shells.values()].some((shell) => shell.status === 'running');
  }

  /**
   * The shells that ended on their own and were not yet told (nor read to their end), marked
   * told: each end is notified exactly once.
   */
  takeEnded(): BackgroundShellEnd[] {
    const ended: BackgroundShellEnd[] = [];
    for (const shell of this.shells.values()) {
      if (shell.status === 'running' || shell.notified) continue;
      shell.notified = true;
      ended.push({
        id: shell.id,
        ...(shell.toolUseId ? { toolUseId: shell.toolUseId } : {}),
        description: shell.description ?? shell.command,
        status: shell.status,
        exitCode: shell.exitCode,
      });
    }
    return ended;
  }

  /** Resolves when a shell ends (at once if one ended untold); rejects when `signal` aborts. */
  whenOneEnds(signal: AbortSignal): Promise<void> {
    return new Promise((resolve, reject) => {
      const untold = [...this.shells.values()].some(
        (shell) => shell.status !== 'running' && !shell.notified,
      );
      if (untold) return resolve();
      if (signal.aborted) return reject(signal.reason);
      const onAbort = (): void => {
        this.endWaiters.delete(done);
        reject(signal.reason);
      };
      const done = (): void => {
        this.endWaiters.delete(done);
        signal.removeEventListener('abort', onAbort);
        resolve();
      };
      this.endWaiters.add(done);
      signal.addEventListener('abort', onAbort, { once: true });
    });
  }

  /** At the agent's end: every shell still running is killed; resolves when all are gone. */
  async killAll(): Promise<void> {
    await Promise.all(this.ids().map((id) => this.kill(id)));
  }
}
