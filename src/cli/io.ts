/** What a CLI command may touch of the outside world; tests pass their own. */
export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  cwd: string;
  env: Readonly<Record<string, string | undefined>>;
  /** Whether stdout is a terminal (live progress) or not (plain lines). */
  isTty: boolean;
}

export type Command = (argv: string[], io: CliIo) => Promise<number>;
