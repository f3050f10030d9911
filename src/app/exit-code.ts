import { ExitCode } from '../errors.js';
import { reachesSeverity, type Severity } from '../results/finding.js';
import type { RunResult } from '../results/run-result.js';

/**
 * A run's exit code, the same for the CLI and the Action: an error 3, cancelled 130, a limit 4,
 * partial 5 (outranks findings), findings at or above `failOn` 1, otherwise 0 — a limit or an
 * agent that did not finish is never a success.
 */
export function exitCodeFor(result: RunResult, failOn: Severity | undefined): number {
  switch (result.conclusion) {
    case 'max_turns':
    case 'budget':
    case 'timeout':
      return ExitCode.limit;
    case 'error':
      return ExitCode.model;
    case 'cancelled':
      return ExitCode.cancelled;
    case 'partial':
      return ExitCode.partial;
    case 'success':
    case 'findings':
      return failOn && reachesSeverity(result.findings, failOn)
        ? ExitCode.findings
        : ExitCode.success;
  }
}
