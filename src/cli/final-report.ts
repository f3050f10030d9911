import { agentLabel } from '../results/agent-label.js';
import { oneLine } from '../results/one-line.js';
import { formatLocation } from '../publish/markdown.js';
import { incompleteLine, unfinishedTaskLine } from '../publish/agent-notes.js';
import type { RunResult } from '../results/run-result.js';
import { formatSummaryTable } from './summary-table.js';

/** How many findings the terminal report lists; the rest are counted and left to the files. */
export const MAX_LISTED_FINDINGS = 20;

/** Longest unreported agent text printed on the terminal. */
const maxUnreportedChars = 1000;

/**
 * The text report at the end of `flotilla run`: the lead's answer, the table, the findings
 * themselves, the agents that did not finish, the tasks left unfinished, what agents said
 * without reporting, the changes, the files, and last the run id and results branch (what a
 * person copies next).
 */
export function formatFinalReport(
  result: RunResult,
  context: { files?: { json: string; markdown: string; sarif: string }; stateDir: string },
): string {
  const parts: string[] = [];
  if (result.final_text) parts.push(result.final_text.trim());
  parts.push(formatSummaryTable(result).trimEnd());
  if (result.findings.length)
    parts.push(
      formatFindings(result.findings, context.files?.markdown ?? 'the JSON output').join('\n'),
    );
  if (result.incomplete.length) {
    parts.push(
      `Did not finish (${result.incomplete.length}):\n${result.incomplete.map((agent) => `  ${incompleteLine(agent)}`).join('\n')}`,
    );
  }
  const tasks = result.unfinished_tasks ?? [];
  if (tasks.length) {
    parts.push(
      `Unfinished tasks (${tasks.length}):\n${tasks.map((task) => `  ${unfinishedTaskLine(task)}`).join('\n')}`,
    );
  }
  for (const agent of result.agents) {
    const text = agent.unreported_text?.trim();
    if (!text) continue;
    const cut =
      text.length > maxUnreportedChars
        ? `${text.slice(0, maxUnreportedChars)}\n… (${text.length - maxUnreportedChars} more characters in ${context.files?.json ?? 'the JSON output'})`
        : text;
    parts.push(
      `${agentLabel(agent, result.agents)} reported no findings; it said:\n${cut
        .split('\n')
        .map((line) => `  ${line}`)
        .join('\n')}`,
    );
  }
  if (result.changes.length) {
    parts.push(
      `Changes:\n${result.changes.map((change) => `  ${change.agent}: ${change.branch} (${change.files.join(', ')})${change.conflict ? ' — conflicts, left for a human' : ''}`).join('\n')}`,
    );
  }
  const tail: string[] = [];
  if (context.files)
    tail.push(`Wrote ${context.files.json}, ${context.files.markdown}, ${context.files.sarif}`);
  tail.push(`Transcripts and task output: ${context.stateDir}`);
  if (result.structured_output !== undefined)
    tail.push(`Structured output: ${JSON.stringify(result.structured_output)}`);
  // The run id is the session id: `--resume <run id>` goes on from this run's conversation.
  if (result.run_id)
    tail.push(
      `Run id: ${result.run_id}${result.resumed_from ? ` (continues ${result.resumed_from})` : ''}`,
    );
  if (result.results_branch) tail.push(`Results branch: ${result.results_branch}`);
  parts.push(tail.join('\n'));
  return `\n${parts.join('\n\n')}\n`;
}

/**
 * The findings as the terminal lists them: a heading with their count, then one line each. With
 * `moreIn` (where they all are), the first MAX_LISTED_FINDINGS and a line pointing there for the
 * rest; without, every one (nothing else shows them).
 */
export function formatFindings(findings: RunResult['findings'], moreIn?: string): string[] {
  const shown = moreIn === undefined ? findings : findings.slice(0, MAX_LISTED_FINDINGS);
  const lines = shown.map(findingLine);
  const rest = findings.length - shown.length;
  if (rest > 0) lines.push(`  …and ${rest} more (see ${moreIn})`);
  return [`Findings (${findings.length}):`, ...lines];
}

function findingLine(finding: RunResult['findings'][number]): string {
  return `  ${finding.severity.padEnd(8)} ${formatLocation(finding)}  ${oneLine(finding.title)}`;
}
