import { mkdir, type FileHandle } from 'node:fs/promises';
import { noFollowFlags, openConfined } from '../platform/atomic-write.js';

const directories = new Map<string, Promise<unknown>>();

/** `mkdir -p`, once per directory per process: many agents share the transcript and task dirs. */
function ensureDirectory(directory: string): Promise<unknown> {
  let made = directories.get(directory);
  if (!made) {
    // Transcripts and outputs hold what agents read and said: for the run's user only.
    made = mkdir(directory, { recursive: true, mode: 0o700 });
    made.catch(() => directories.delete(directory));
    directories.set(directory, made);
  }
  return made;
}

/**
 * How many appending files hold a handle open at once. Beyond it a file closes its handle after
 * each write (as many agents at once must not use up the process's file descriptors).
 */
const maxOpenHandles = 256;
/** A handle nobody wrote through for this long is closed, even if its owner never closes it. */
const idleCloseMs = 5_000;
let openHandles = 0;

/**
 * Appends wait this long, so that what an agent adds to its files in one turn (its answer, the
 * text it streamed, its tool calls, their results) goes out in one write per file rather than
 * one each. flush() and close() write at once.
 */
const coalesceMs = 20;
/** The files with appends waiting for the next tick, and the one timer of that tick. */
const due = new Set<AppendingFile>();
let tick: NodeJS.Timeout | undefined;

function writeDue(): void {
  tick = undefined;
  const files = [...due];
  due.clear();
  for (const file of files) file.writePending();
}

export interface AppendingFileOptions {
  truncate?: boolean;
  prepare?: (text: string) => string;
  confinedTo?: string;
}

/**
 * A file written by appends, in order, off the writer's critical path: appends are gathered for
 * a short tick (and while a write is in flight) and go out as one write, and the file stays
 * open between writes (an agent's transcript and output file are written many times a turn;
 * opening and closing the file for each write was most of their cost at N = 64). `close`
 * releases the handle; a later append opens the file again, and a handle left idle is closed
 * on its own.
 */
export class AppendingFile {
  private writes: Promise<unknown> = Promise.resolve();
  private pending = '';
  /**
   * Bumped by mark() and rewind(): a write queued before either leaves the text pending then to
   * them (it would otherwise write text appended after the mark ahead of the text before it).
   */
  private generation = 0;
  /** The file's length at the last mark(), once its step ran. */
  private markedLength = 0;
  private handle: FileHandle | undefined;
  /**
   * The file's length as the open handle left it: known from the open when it emptied the file,
   * then counted write by write; undefined until a mark() or rewind() asks the file. An output
   * file marks each model attempt: a stat per attempt cost a 64-agent run 13 ms of its loop.
   */
  private length: number | undefined;
  private idleTimer: NodeJS.Timeout | undefined;
  /** Only the first open empties the file: after a close, appends go on at its end. */
  private truncateNext: boolean;
  /** The first write that failed (disk full, no permission); later writes are still tried. */
  error: unknown;

  /**
   * `truncate`: the first open empties the file (an output file starts again when its agent
   * resumes); otherwise it is appended to. `prepare` rewrites each chunk before it is written.
   * `confinedTo`: a directory an agent could change (the state directory, which `--state-dir`
   * can put in the repository): a symbolic link in it that takes the file out of it is refused.
   */
  constructor(
    readonly file: string,
    private readonly options: AppendingFileOptions = {},
  ) {
    this.truncateNext = options.truncate === true;
  }

  /** Creates (or empties) the file now rather than at the first append. */
  create(): void {
    this.enqueue(async () => {
      await this.open();
    });
  }

  append(text: string): void {
    if (text === '') return;
    this.pending += text;
    if (due.has(this)) return;
    due.add(this);
    tick ??= setTimeout(writeDue, coalesceMs);
  }

  /** Resolves when everything appended so far is written (or has failed: see `error`). */
  async flush(): Promise<void> {
    this.writeNow();
    await this.writes;
  }

  /** Writes what is pending, then closes the file's handle. */
  async close(): Promise<void> {
    this.writeNow();
    this.enqueue(() => this.release());
    await this.writes;
  }

  /**
   * Remembers where the file ends once everything appended so far is written: rewind() cuts what
   * is appended after this back off (an output file drops the text of a failed attempt).
   */
  mark(): void {
    this.leaveTick();
    const before = this.pending;
    this.pending = '';
    this.generation += 1;
    this.enqueue(async () => {
      const handle = await this.open();
      if (before !== '') await this.write(handle, this.prepared(before));
      this.markedLength = await this.lengthOf(handle);
      await this.afterWrite();
    });
  }

  /** Drops everything appended since the last mark(): what is not written yet, and what is. */
  rewind(): void {
    this.leaveTick();
    this.pending = '';
    this.generation += 1;
    this.enqueue(async () => {
      const handle = await this.open();
      if ((await this.lengthOf(handle)) > this.markedLength) {
        await handle.truncate(this.markedLength);
        // The handle that emptied the file writes where it left off, past the new end (a hole
        // of zero bytes): the next write opens the file again, to append.
        await this.release();
      } else await this.afterWrite();
    });
  }

  /** Leaves the tick: its appends are written now (and a tick left with nothing to do ends). */
  private writeNow(): void {
    if (this.leaveTick()) this.writePending();
  }

  /** Takes this file out of the tick; true when it was in it. */
  private leaveTick(): boolean {
    if (!due.delete(this)) return false;
    if (due.size === 0 && tick) {
      clearTimeout(tick);
      tick = undefined;
    }
    return true;
  }

  /** Queues a write of what is pending when the write runs (appends until then go with it). */
  writePending(): void {
    const generation = this.generation;
    this.enqueue(async () => {
      if (this.pending === '' || generation !== this.generation) return;
      const handle = await this.open();
      const chunk = this.prepared(this.pending);
      this.pending = '';
      await this.write(handle, chunk);
      await this.afterWrite();
    });
  }

  private async write(handle: FileHandle, text: string): Promise<void> {
    const written = await writeAll(handle, text);
    if (this.length !== undefined) this.length += written;
  }

  private async lengthOf(handle: FileHandle): Promise<number> {
    this.length ??= (await handle.stat()).size;
    return this.length;
  }

  private prepared(text: string): string {
    return this.options.prepare ? this.options.prepare(text) : text;
  }

  /** Keeps the handle for the next write, unless too many are open. */
  private async afterWrite(): Promise<void> {
    if (openHandles > maxOpenHandles) await this.release();
    else this.closeWhenIdle();
  }

  private enqueue(step: () => Promise<void>): void {
    this.writes = this.writes.then(step).catch((error: unknown) => {
      this.pending = '';
      this.error ??= error;
    });
  }

  private async open(): Promise<FileHandle> {
    if (this.handle) return this.handle;
    // A link planted at the name (the state directory can be inside the repository) is refused.
    const flags = this.truncateNext ? noFollowFlags.truncate : noFollowFlags.append;
    this.handle = await openConfined(this.file, flags, {
      mode: 0o600,
      makeDirectory: ensureDirectory,
      confinedTo: this.options.confinedTo,
    });
    openHandles += 1;
    this.length = this.truncateNext ? 0 : undefined;
    this.truncateNext = false;
    return this.handle;
  }

  private async release(): Promise<void> {
    clearTimeout(this.idleTimer);
    this.idleTimer = undefined;
    const handle = this.handle;
    if (!handle) return;
    this.handle = undefined;
    this.length = undefined;
    openHandles -= 1;
    await handle.close();
  }

  private closeWhenIdle(): void {
    if (this.idleTimer) {
      this.idleTimer.refresh();
      return;
    }
    this.idleTimer = setTimeout(() => {
      this.idleTimer = undefined;
      this.enqueue(() => this.release());
    }, idleCloseMs);
    // The timer alone never keeps the process alive; at exit the system closes the file.
    this.idleTimer.unref();
  }
}

/**
 * Writes `text` at the file's end, and says how many bytes that was. A string write costs the event loop about half of what
 * appendFile does (which makes a Buffer first); the rare short write (a full disk) goes on
 * from where it stopped.
 */
async function writeAll(handle: FileHandle, text: string): Promise<number> {
  const { bytesWritten } = await handle.write(text);
  const length = Buffer.byteLength(text);
  // appendFile loops until all of it is written.
  if (bytesWritten < length) await handle.appendFile(Buffer.from(text).subarray(bytesWritten));
  return length;
}
