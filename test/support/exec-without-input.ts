import { execFile, type ExecFileOptions } from 'node:child_process';
import { promisify } from 'node:util';

const execFilePromised = promisify(execFile);

/**
 * `execFile`, promised, with the child's stdin closed at once: a program started by a script
 * that gives it no input, as `< /dev/null` does. `flotilla run`, like `claude -p`, reads a stdin
 * that is not a terminal and waits 3 s for a first byte on one left open (src/cli/piped-input.ts).
 */
export function execWithoutInput(
  file: string,
  args: readonly string[],
  options: ExecFileOptions = {},
): Promise<{ stdout: string; stderr: string }> {
  const running = execFilePromised(file, args, { ...options, encoding: 'utf8' });
  running.child.stdin?.end();
  return running;
}
