import { severities } from '../results/finding.js';
import { agentLabel } from '../results/agent-label.js';
import { countFindingsOf } from '../results/findings-by-agent.js';
import type { RunResult } from '../results/run-result.js';
import { renderIncompleteSection, renderUnfinishedTasksSection } from './agent-notes.js';
import { renderRunTimeline } from './run-timeline.js';
import { createRedactor, type Redactor } from './redact.js';
import {
  countBySeverity,
  formatCount,
  formatDuration,
  formatLocation,
  formatUsd,
  inlineCode,
  neutralizeComments,
  severityLabel,
  tableCell,
  truncate,
} from './markdown.js';

/**
 * The job summary ($GITHUB_STEP_SUMMARY): one row per agent, findings by severity, the conclusion.
 * A pure function; the text is redacted (default: token shapes) before it is returned.
 */

/** GitHub accepts up to 1 MiB per step summary; stay well below with the findings list. */
const maxFindingRows = 200;
/** The lead's final message gets as much room as a comment body would give it. */
const maxFinalTextChars = 20_000;

const conclusionText: Record<RunResult['conclusion'], string> = {
  success: '✅ success',
  findings: '⚠️ findings',
  partial: '⚠️ partial: part of the run did not finish',
  cancelled: '⛔ cancelled',
  max_turns: '⛔ stopped: turn limit reached',
  budget: '⛔ stopped: budget reached',
  timeout: '⛔ stopped: time limit reached',
  error: '❌ error',
};

export function renderJobSummary(
  result: RunResult,
  options: {
    title?: string;
    redact?: Redactor;
    /**
     * Show the lead's final message (its answer) under the conclusion. The step summary does;
     * comments that already open with that message leave it out.
     */
    finalText?: boolean;
    /** Sentences shown under the conclusion: what publishing left as it was, and why. */
    notes?: readonly string[];
  } = {},
): string {
  const redact = options.redact ?? createRedactor([]);
  const lines: string[] = [`## ${options.title ?? 'Flotilla'}`, ''];
  lines.push(`**Conclusion:** ${conclusionText[result.conclusion]}`);
  for (const note of options.notes ?? []) lines.push('', note);
  if (result.error) lines.push('', `**Error:** ${tableCell(result.error, 1000)}`);
  if (result.review) lines.push('', `**Review:** ${result.review.url}`);
  const finalText = result.final_text.trim();
  if (options.finalText && finalText)
    lines.push(
      '',
      "### The lead's answer",
      '',
      // Redacted before it is cut, so a cut cannot leave the start of a secret unrecognised.
      truncate(
        neutralizeComments(redact(finalText)),
        maxFinalTextChars,
        '\n\n… (cut here; the whole answer is `final_text` in the result file)',
      ),
    );
  const incomplete = renderIncompleteSection(result);
  if (incomplete) lines.push('', incomplete);
  const unfinishedTasks = renderUnfinishedTasksSection(result);
  if (unfinishedTasks) lines.push('', unfinishedTasks);
  lines.push('', '### Agents', '');
  lines.push(
    '| Agent | Status | Findings | Turns | Tokens (in / out / cache read / cache write) | Cost | Duration |',
  );
  lines.push('| --- | --- | ---: | ---: | ---: | ---: | ---: |');
  for (const agent of result.agents) {
    const findings = countFindingsOf(result.findings, agent);
    const label = agentLabel(agent, result.agents);
    const tokens = tokenCounts(agent.usage);
    const status = agent.error ? `${agent.status}: ${tableCell(agent.error, 120)}` : agent.status;
    lines.push(
      `| ${tableCell(label, 120)} | ${status} | ${findings} | ${agent.turns} | ${tokens} | ${formatUsd(agent.cost_usd)} | ${formatDuration(agent.duration_ms)} |`,
    );
  }
  const usage = result.usage;
  const turns = result.agents.reduce((total, agent) => total + agent.turns, 0);
  lines.push(
    `| **Total** | ${result.conclusion} | ${result.findings.length} | ${turns} | ${tokenCounts(usage)} | ${formatUsd(result.cost_usd)} | ${formatDuration(result.duration_ms)} |`,
  );

  const timeline = renderRunTimeline(result);
  if (timeline) lines.push('', '### Timeline', '', timeline);

  const counts = countBySeverity(result.findings);
  lines.push('', '### Findings by severity', '', '| Severity | Count |', '| --- | ---: |');
  for (const severity of severities)
    lines.push(`| ${severityLabel(severity)} | ${counts[severity]} |`);

  if (result.findings.length) {
    lines.push(
      '',
      '### Findings',
      '',
      '| Severity | Location | Title | Agent |',
      '| --- | --- | --- | --- |',
    );
    for (const finding of result.findings.slice(0, maxFindingRows)) {
      lines.push(
        `| ${severityLabel(finding.severity)} | ${inlineCode(tableCell(formatLocation(finding), 150))}${finding.unanchored ? ' (not anchored)' : ''} | ${tableCell(finding.title)} | ${tableCell(finding.agent, 60)} |`,
      );
    }
    const more = result.findings.length - maxFindingRows;
    if (more > 0) lines.push('', `…and ${more} more in the result file.`);
  }
  if (result.changes.length) {
    lines.push(
      '',
      '### Changes',
      '',
      '| Agent | Branch | Commit | Files |',
      '| --- | --- | --- | ---: |',
    );
    for (const change of result.changes) {
      const conflict = change.conflict ? ' (conflict)' : '';
      lines.push(
        `| ${tableCell(change.agent, 80)} | ${inlineCode(tableCell(change.branch, 120))}${conflict} | ${inlineCode(change.commit.slice(0, 12))} | ${change.files.length} |`,
      );
    }
  }
  const run = [
    result.run_id ? `Run id: ${inlineCode(result.run_id)}` : '',
    result.results_branch ? `results branch: ${inlineCode(result.results_branch)}` : '',
  ].filter(Boolean);
  if (run.length) lines.push('', run.join(' · '));
  return redact(`${lines.join('\n')}\n`);
}

/** One usage as the agents table shows it: every kind of token, cache writes included. */
function tokenCounts(usage: RunResult['usage']): string {
  return [
    usage.input_tokens,
    usage.output_tokens,
    usage.cache_read_input_tokens,
    usage.cache_creation_input_tokens,
  ]
    .map(formatCount)
    .join(' / ');
}
