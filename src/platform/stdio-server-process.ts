import { spawn, type ChildProcess } from 'node:child_process';
import { ReadBuffer, serializeMessage } from '@modelcontextprotocol/sdk/shared/stdio.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';

/**
 * An MCP stdio transport whose server runs in its own process group, so that closing it (or
 * Flotilla exiting, even abruptly) kills the server and every process it started. The SDK's own
 * StdioClientTransport kills only the direct child, which leaves `npx`-started servers running.
 */
export interface StdioServerOptions {
  command: string;
  args: readonly string[];
  cwd: string;
  /** The complete environment of the server; nothing is inherited from ours. */
  env: Readonly<Record<string, string>>;
  /** Between SIGTERM and SIGKILL when closing. Default 2,000 ms. */
  killGraceMs?: number;
}

/** The last characters of a server's stderr kept, to explain a failed start. */
const stderrTailChars = 2_000;
/** Process groups still alive, killed synchronously if Flotilla exits without closing them. */
const liveGroups = new Set<number>();
let exitHookInstalled = false;

function killGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // the group is gone already
  }
}

function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on('exit', () => {
    for (const pid of liveGroups) killGroup(pid, 'SIGKILL');
  });
}

export class StdioServerProcess implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: <T extends JSONRPCMessage>(message: T) => void;
  private child: ChildProcess | undefined;
  private readonly buffer = new ReadBuffer();
  private stderr = '';
  private exited: Promise<void> = Promise.resolve();

  constructor(private readonly options: StdioServerOptions) {}

  /** The server's process id (and process group id) once started. */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** The end of what the server wrote to stderr, to explain a failure. */
  stderrTail(): string {
    return this.stderr.trim();
  }

  start(): Promise<void> {
    return new Promise((resolve, reject) => {
      const child = spawn(this.options.command, [...this.options.args], {
        cwd: this.options.cwd,
        env: { ...this.options.env },
        stdio: ['pipe', 'pipe', 'pipe'],
        detached: true,
        windowsHide: true,
      });
      this.child = child;
      this.exited = new Promise((done) => child.once('close', () => done()));
      child.once('error', (error) => {
        if (child.pid !== undefined) liveGroups.delete(child.pid);
        reject(error);
        this.onerror?.(error);
      });
      child.once('spawn', () => {
        if (child.pid !== undefined) liveGroups.add(child.pid);
        installExitHook();
        resolve();
      });
      child.once('exit', () => {
        if (child.pid !== undefined) {
          // The server is gone; whatever it started in its group goes with it.
          killGroup(child.pid, 'SIGKILL');
          liveGroups.delete(child.pid);
        }
      });
      child.once('close', () => {
        this.child = undefined;
        this.onclose?.();
      });
      child.stdout?.on('data', (chunk: Buffer) => {
        this.buffer.append(chunk);
        for (;;) {
          let message: JSONRPCMessage | null;
          try {
            message = this.buffer.readMessage();
          } catch (error) {
            this.onerror?.(error as Error);
            continue;
          }
          if (message === null) break;
          this.onmessage?.(message);
        }
      });
      child.stderr?.on('data', (chunk: Buffer) => {
        this.stderr = (this.stderr + chunk.toString('utf8')).slice(-stderrTailChars);
      });
      child.stdin?.on('error', (error) => this.onerror?.(error));
    });
  }

  send(message: JSONRPCMessage): Promise<void> {
    const stdin = this.child?.stdin;
    if (!stdin || stdin.destroyed) return Promise.reject(new Error('the server is not running'));
    return new Promise((resolve) => {
      if (stdin.write(serializeMessage(message))) resolve();
      else stdin.once('drain', resolve);
    });
  }

  /** Ends the server and its process group: SIGTERM, then SIGKILL after the grace period. */
  async close(): Promise<void> {
    const child = this.child;
    if (!child?.pid) return;
    const pid = child.pid;
    child.stdin?.end();
    killGroup(pid, 'SIGTERM');
    const timer = setTimeout(() => killGroup(pid, 'SIGKILL'), this.options.killGraceMs ?? 2_000);
    await this.exited;
    clearTimeout(timer);
    killGroup(pid, 'SIGKILL');
    liveGroups.delete(pid);
    this.buffer.clear();
  }
}
