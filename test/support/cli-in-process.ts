import { main } from '../../src/cli/main.js';
import type { CliIo } from '../../src/cli/io.js';

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
