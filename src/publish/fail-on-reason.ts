import { oneLine } from '../results/one-line.js';
import { reachesSeverity, severityRank, type Severity } from '../results/finding.js';
import type { RunResult } from '../results/run-result.js';
import { formatLocation } from './markdown.js';

/**
 * Why `--fail-on` (the Action's `fail_on`) failed the run: the most severe finding at or above
 * the threshold and how many more there are, or '' when none reached it.
 */
export function failOnReason(
  result: RunResult,
  failOn: Severity | undefined,
  options: { name?: string } = {},
): string {
  if (!failOn || !reachesSeverity(result.findings, failOn)) return '';
  const tripping = result.findings.filter(
    (finding) => severityRank(finding.severity) <= severityRank(failOn),
  );
  const worst = [...tripping].sort(
    (a, b) => severityRank(a.severity) - severityRank(b.severity),
  )[0]!;
  const others = tripping.length - 1;
  return `${options.name ?? '--fail-on'} ${failOn}: ${worst.severity} finding at ${formatLocation(worst)} "${oneLine(worst.title)}"${others ? ` and ${others} more at or above ${failOn}` : ''}.`;
}
