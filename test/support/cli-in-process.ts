import { parseCommandArgs } from '../../src/cli/args.js';
import type { CliIo } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';
import { runConfigFromOptions, runOptions } from '../../src/cli/run-options.js';
import type { RunConfig } from '../../src/config/run-config.js';

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * `flotilla ARGV` in this process (src/cli/main.ts), with what it prints collected: stderr is not
 * a terminal. `io` gives where it runs and its environment, and any other CliIo part a test needs.
 */
export async function runCliInProcess(
  argv: readonly string[],
  io: Pick<CliIo, 'cwd' | 'env'> & Partial<CliIo>,
): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const code = await main([...argv], {
    isTty: false,
    ...io,
    stdout: (text) => void (stdout += text),
    stderr: (text) => void (stderr += text),
  });
  return { code, stdout, stderr };
}

/** The RunConfig `flotilla run ARGV` would run with, read as the CLI reads it; nothing printed. */
export async function runConfigOf(
  argv: readonly string[],
  io: Pick<CliIo, 'cwd' | 'env'>,
): Promise<RunConfig> {
  const spec = { name: 'run', usage: 'flotilla run', summary: 'Run.', options: runOptions };
  const parsed = parseCommandArgs(spec, [...argv]);
  if (parsed.help) throw new Error('unexpected help');
  return runConfigFromOptions(parsed.options, {
    stdout: () => undefined,
    stderr: () => undefined,
    isTty: false,
    ...io,
  });
}
