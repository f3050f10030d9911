import { oneLine } from '../results/one-line.js';
import type { RunResult } from '../results/run-result.js';
import { renderJobSummary } from './job-summary.js';
import { renderUnreportedSection } from './agent-notes.js';
import { createRedactor, type Redactor } from './redact.js';
import {
  codeBlock,
  formatLocation,
  inlineCode,
  neutralizeComments,
  severityLabel,
} from './markdown.js';

/**
 * review.md: the whole result as one Markdown file (the job summary's tables, then every finding
 * in full with its suggestion). Files have no size limit, so nothing is truncated here.
 */
export function renderMarkdownReport(
  result: RunResult,
  options: { title?: string; redact?: Redactor } = {},
): string {
  const parts = [renderJobSummary(result, { title: options.title ?? 'Flotilla report' }).trimEnd()];
  if (result.findings.length) {
    parts.push('## Findings in full');
    result.findings.forEach((finding, index) => {
      const lines = [
        `### ${index + 1}. ${severityLabel(finding.severity)} · ${neutralizeComments(oneLine(finding.title))}`,
        '',
        `${inlineCode(formatLocation(finding))}${finding.agent ? ` — reported by ${neutralizeComments(finding.agent)}` : ''}`,
      ];
      if (finding.body.trim()) lines.push('', neutralizeComments(finding.body.trim()));
      if (finding.suggestion !== undefined) {
        lines.push('', 'Suggested replacement:', '', codeBlock(finding.suggestion));
      }
      parts.push(lines.join('\n'));
    });
  }
  const unreported = renderUnreportedSection(result, {
    pointer: 'results.json',
    maxChars: Number.POSITIVE_INFINITY,
    heading: '##',
  });
  if (unreported) parts.push(unreported);
  if (result.final_text.trim())
    parts.push('## Final answer', neutralizeComments(result.final_text.trim()));
  const redact = options.redact ?? createRedactor([]);
  return redact(`${parts.join('\n\n')}\n`);
}
