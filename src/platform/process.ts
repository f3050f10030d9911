import { spawn } from 'node:child_process';
import { StringDecoder } from 'node:string_decoder';
import { setLongTimeout } from './long-timeout.js';
import { holdMountPoints } from './sandbox-mount-points.js';
import { sandboxedCommand, type SandboxPolicy } from './sandbox.js';

/**
 * Runs one process to completion, headlessly: no shell (run `bash -c` explicitly when one is
 * wanted), stdin ignored unless `input` is given, stdout and stderr combined in arrival order and
 * capped, the whole process group killed on timeout or abort. Used by the Bash tool, hooks and
 * anything else that starts a subprocess.
 */
export interface RunProcessOptions {
  command: string;
  args?: readonly string[];
  cwd: string;
  /** The complete environment of the process; nothing is inherited from ours. */
  env: Readonly<Record<string, string>>;
  /** Kill the process group after this many milliseconds; undefined or 0: no limit. */
  timeoutMs?: number;
  /**
   * Asked when `timeoutMs` has passed, with the output so far, before anything is killed: how
   * many milliseconds more the process may run (its output keeps arriving, and the question
   * comes back when they have passed), or undefined to kill it as the time limit does.
   */
  onTimeout?: (soFar: CapturedOutput) => number | undefined;
  signal?: AbortSignal;
  /** Characters of combined output kept: the first half and the last half. Default 1,000,000. */
  maxOutputChars?: number;
  /** Written to stdin, which is then closed. Without it stdin is /dev/null. */
  input?: string;
  /** Between SIGTERM and SIGKILL when killing. Default 2,000 ms. */
  killGraceMs?: number;
  /** Run it inside the OS sandbox (bubblewrap) with this policy. */
  sandbox?: SandboxPolicy;
  /** Told each piece of output as it arrives (a background shell's reader), besides the capture. */
  onOutput?: (text: string) => void;
  /**
   * Also keep stdout and stderr apart (`stdout`, `stderr` of the result, each capped like
   * `output`): for a hook, whose JSON answer is on stdout and whose reason is on stderr.
   */
  separateStreams?: boolean;
  /**
   * Characters kept of each of `stdout` and `stderr` under `separateStreams`, first half and last
   * half as `output`. Default `maxOutputChars`. A hook's JSON answer is read from its stdout, so
   * that is kept much longer than the combined output shown to the model.
   */
  maxStreamChars?: number;
  /**
   * Give the process one pipe for stdout and stderr, as `2>&1` does: the output is in the order
   * the process wrote it (two pipes are read as their chunks arrive, which regroups quick
   * writes). Nothing then arrives on stderr, so `separateStreams` has an empty `stderr`.
   */
  stderrToStdout?: boolean;
}

/** The output kept: the whole of it, or its head and tail around a line saying what was cut. */
export interface CapturedOutput {
  /** Combined stdout and stderr; when truncated, the head and the tail around a marker line. */
  output: string;
  truncated: boolean;
  /** Characters left out of `output`. */
  omittedChars: number;
}

export interface ProcessResult extends CapturedOutput {
  /** Null when the process was ended by a signal. */
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  /** stdout alone, when `separateStreams` was asked for. */
  stdout?: string;
  /** Whether `stdout` lost its middle to `maxStreamChars`. */
  stdoutTruncated?: boolean;
  /** stderr alone, when `separateStreams` was asked for. */
  stderr?: string;
  timedOut: boolean;
  aborted: boolean;
}

/** The process could not be started (command not found, cwd missing, …). */
export class ProcessStartError extends Error {
  constructor(
    readonly command: string,
    readonly cwd: string,
    options: { cause: unknown },
  ) {
    const reason = options.cause instanceof Error ? options.cause.message : String(options.cause);
    super(`Could not start '${command}' in ${cwd}: ${reason}`, options);
    this.name = 'ProcessStartError';
  }
}

const defaultMaxOutputChars = 1_000_000;
const defaultKillGraceMs = 2_000;
/** After the main process exits, how long its pipes may stay open (held by an escaped child). */
const pipeCloseGraceMs = 500;

export function runProcess(options: RunProcessOptions): Promise<ProcessResult> {
  const limit = options.maxOutputChars ?? defaultMaxOutputChars;
  const capture = new OutputCapture(limit);
  const streamLimit = options.maxStreamChars ?? limit;
  const streams = options.separateStreams
    ? { stdout: new OutputCapture(streamLimit), stderr: new OutputCapture(streamLimit) }
    : undefined;
  if (options.signal?.aborted) {
    return Promise.resolve({ ...emptyResult(), aborted: true });
  }

  const launch = options.sandbox
    ? sandboxedCommand(
        options.sandbox,
        options.cwd,
        options.command,
        options.args ?? [],
        options.env,
      )
    : { command: options.command, args: [...(options.args ?? [])], env: { ...options.env } };
  const { command, args, env } = options.stderrToStdout ? withStderrOnStdout(launch) : launch;
  // Mount points the sandbox needs on the host, for as long as the sandbox is there.
  const releaseMountPoints = options.sandbox ? holdMountPoints(options.sandbox) : () => undefined;
  const running = new Promise<ProcessResult>((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env,
      stdio: [options.input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
      // Its own process group, so that a kill reaches the children it started too.
      detached: true,
      windowsHide: true,
    });

    let timedOut = false;
    let aborted = false;
    let exit: { code: number | null; signal: NodeJS.Signals | null } | undefined;
    let settled = false;
    const timers: NodeJS.Timeout[] = [];
    let clearTimeLimit: (() => void) | undefined;

    const killGroup = (signal: NodeJS.Signals): void => {
      if (child.pid === undefined) return;
      try {
        process.kill(-child.pid, signal);
      } catch {
        // The group is gone already (ESRCH), or was never made: try the process itself.
        try {
          child.kill(signal);
        } catch {
          // already exited
        }
      }
    };
    const terminate = (): void => {
      killGroup('SIGTERM');
      timers.push(
        setTimeout(() => killGroup('SIGKILL'), options.killGraceMs ?? defaultKillGraceMs),
      );
    };
    const onAbort = (): void => {
      aborted = true;
      terminate();
    };
    const cleanup = (): void => {
      for (const timer of timers) clearTimeout(timer);
      clearTimeLimit?.();
      options.signal?.removeEventListener('abort', onAbort);
    };
    const finish = (): void => {
      if (settled) return;
      settled = true;
      cleanup();
      const { output, truncated, omittedChars } = capture.result();
      const stdout = streams?.stdout.result();
      resolve({
        exitCode: exit?.code ?? null,
        signal: exit?.signal ?? null,
        output,
        truncated,
        omittedChars,
        ...(streams && stdout
          ? {
              stdout: stdout.output,
              stdoutTruncated: stdout.truncated,
              stderr: streams.stderr.result().output,
            }
          : {}),
        timedOut,
        aborted,
      });
    };

    options.signal?.addEventListener('abort', onAbort, { once: true });
    const limitTime = (ms: number): void => {
      // A limit from the settings (BASH_MAX_TIMEOUT_MS, a hook's timeout) may be past
      // setTimeout's 24.8 days, which would fire at once: setLongTimeout waits it out.
      clearTimeLimit = setLongTimeout(() => {
        // It has exited, and only its pipes are left to close: nothing runs to kill.
        if (exit !== undefined) return;
        const more = options.onTimeout?.(capture.result());
        if (more !== undefined && more > 0) return limitTime(more);
        timedOut = true;
        terminate();
      }, ms);
    };
    if (options.timeoutMs !== undefined && options.timeoutMs > 0) limitTime(options.timeoutMs);

    const stdoutDecoder = new StringDecoder('utf8');
    const stderrDecoder = new StringDecoder('utf8');
    const take = (text: string, stream?: OutputCapture): void => {
      capture.append(text);
      stream?.append(text);
      if (text) options.onOutput?.(text);
    };
    child.stdout?.on('data', (chunk: Buffer) => take(stdoutDecoder.write(chunk), streams?.stdout));
    child.stderr?.on('data', (chunk: Buffer) => take(stderrDecoder.write(chunk), streams?.stderr));
    if (child.stdin && options.input !== undefined) {
      // A process that exits without reading its input makes the write fail with EPIPE.
      child.stdin.on('error', () => undefined);
      child.stdin.end(options.input);
    }

    child.on('error', (error) => {
      if (settled) return;
      if (child.pid === undefined) {
        settled = true;
        cleanup();
        reject(new ProcessStartError(options.command, options.cwd, { cause: error }));
      }
    });
    child.on('exit', (code, signal) => {
      exit = { code, signal };
      // Children left running in the group (`cmd &`) would hold the pipes open: end them.
      killGroup('SIGKILL');
      timers.push(
        setTimeout(() => {
          // A child that escaped the group (setsid) still holds the pipes: stop waiting.
          child.stdout?.destroy();
          child.stderr?.destroy();
          finish();
        }, pipeCloseGraceMs),
      );
    });
    child.on('close', (code, signal) => {
      exit ??= { code, signal };
      take(stdoutDecoder.end(), streams?.stdout);
      take(stderrDecoder.end(), streams?.stderr);
      finish();
    });
  });
  return running.finally(releaseMountPoints);
}

/**
 * The command started by a shell that first points its stderr at its stdout's pipe, then becomes
 * the command (`exec`: the same process, so the group, the pid and the kill are unchanged).
 * Outside the sandbox, so that bwrap's own messages keep their order too.
 */
function withStderrOnStdout(launch: {
  command: string;
  args: string[];
  env: Record<string, string>;
}): { command: string; args: string[]; env: Record<string, string> } {
  return {
    command: '/bin/sh',
    args: ['-c', 'exec 2>&1; exec "$@"', 'sh', launch.command, ...launch.args],
    env: launch.env,
  };
}

function emptyResult(): ProcessResult {
  return {
    exitCode: null,
    signal: null,
    output: '',
    truncated: false,
    omittedChars: 0,
    timedOut: false,
    aborted: false,
  };
}

/** Keeps the first and the last half of a stream of text within a fixed budget. */
class OutputCapture {
  private head = '';
  private tail: string[] = [];
  private tailLength = 0;
  private total = 0;
  private readonly headLimit: number;
  private readonly tailLimit: number;

  constructor(private readonly limit: number) {
    this.headLimit = Math.ceil(limit / 2);
    this.tailLimit = limit - this.headLimit;
  }

  append(text: string): void {
    if (text.length === 0) return;
    this.total += text.length;
    let rest = text;
    if (this.head.length < this.headLimit) {
      const room = this.headLimit - this.head.length;
      this.head += rest.slice(0, room);
      rest = rest.slice(room);
    }
    if (rest.length === 0) return;
    this.tail.push(rest);
    this.tailLength += rest.length;
    while (
      this.tail.length > 1 &&
      this.tailLength - (this.tail[0]?.length ?? 0) >= this.tailLimit
    ) {
      this.tailLength -= this.tail.shift()?.length ?? 0;
    }
  }

  result(): CapturedOutput {
    const tailText = this.tail.join('');
    if (this.total <= this.limit) {
      return { output: this.head + tailText, truncated: false, omittedChars: 0 };
    }
    const kept = this.tailLimit > 0 ? tailText.slice(-this.tailLimit) : '';
    const omittedChars = this.total - this.head.length - kept.length;
    const marker = `\n\n[... ${omittedChars} characters of output omitted ...]\n\n`;
    return { output: this.head + marker + kept, truncated: true, omittedChars };
  }
}
