import { ExitCode } from '../errors.js';
import { reachesSeverity, type Severity } from '../results/finding.js';
import type { RunResult } from '../results/run-result.js';

/**
 * A run's exit code, the same for the CLI and the Action: a limit is 4, an error 3, findings at
 * or above `failOn` 1, otherwise 0 — a limit is never a success.
 */
export function exitCodeFor(result: RunResult, failOn: Severity | undefined): number {
  switch (result.conclusion) {
    case 'max_turns':
    case 'budget':
    case 'timeout':
      return ExitCode.limit;
    case 'error':
      return ExitCode.model;
    case 'success':
    case 'findings':
      return failOn && reachesSeverity(result.findings, failOn)
        ? ExitCode.findings
        : ExitCode.success;
  }
}
