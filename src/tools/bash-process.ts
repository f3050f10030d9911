import { runProcess, type ProcessResult, type RunProcessOptions } from '../platform/process.js';
import type { SandboxPolicy } from '../platform/sandbox.js';

/** A Bash command to run: what the model wrote, and where and how it runs. */
export interface BashProcessStart {
  command: string;
  /** What bash runs when it is more than `command` (the session's prelude first); shown nowhere. */
  shellText?: string;
  cwd: string;
  env: Readonly<Record<string, string>>;
  sandbox?: SandboxPolicy;
}

/**
 * Runs a Bash command, in the foreground or the background: `bash -c` in its own process group,
 * in the sandbox when there is one, with stdout and stderr on one pipe (as `2>&1`), so that the
 * output is in the order the command wrote it, as Claude Code 2.1.332 returns it.
 */
export function runBashProcess(
  start: BashProcessStart,
  run: Pick<
    RunProcessOptions,
    'timeoutMs' | 'onTimeout' | 'signal' | 'maxOutputChars' | 'onOutput'
  >,
): Promise<ProcessResult> {
  return runProcess({
    command: 'bash',
    args: ['-c', start.shellText ?? start.command],
    cwd: start.cwd,
    env: start.env,
    stderrToStdout: true,
    ...(start.sandbox ? { sandbox: start.sandbox } : {}),
    ...run,
  });
}
