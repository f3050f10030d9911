import type { Cancellation } from '../app/cancellation.js';
import type { SelfCommand } from '../app/teammate-run.js';
import type { PipedInput } from './piped-input.js';
import type { FileIdentity } from '../platform/file-identity.js';

/** What a CLI command may touch of the outside world; tests pass their own. */
export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  cwd: string;
  env: Readonly<Record<string, string | undefined>>;
  /** Whether stderr, where progress goes, is a terminal (live progress) or not (plain lines). */
  isTty: boolean;
  /** The terminal's width, when it is one: live progress lines are cut to it. */
  columns?: number | undefined;
  /**
   * Starts watching SIGINT/SIGTERM for a command that can cancel cleanly (a run); until then the
   * signals keep their default effect. Dispose when the command is done.
   */
  watchCancellation?: () => Cancellation & { dispose(): void };
  /**
   * Keeps the process's young generation at its size from here on (src/platform/young-generation.ts):
   * the CLI's process does as a run starts; tests, sharing their runner's process, do not.
   */
  holdYoungGeneration?: () => void;
  /** Reads all of stdin (`flotilla teammate --config-stdin`). */
  readStdin?: () => Promise<string>;
  /**
   * What was piped to stdin, when it is not a terminal (src/cli/piped-input.ts): `flotilla run`
   * adds it to the prompt. Absent when stdin is a terminal, and in tests that give none.
   */
  pipedInput?: () => Promise<PipedInput>;
  /** How to start this program again (`--teammates process` starts `flotilla teammate`). */
  selfCommand?: SelfCommand;
  /**
   * The files stdout and stderr go into when redirected to files (src/platform/file-identity.ts):
   * a run's own output, never an agent's change.
   */
  ownOutputFiles?: readonly FileIdentity[];
}

export type Command = (argv: string[], io: CliIo) => Promise<number>;
