import { agentLabel } from '../results/agent-label.js';
import { oneLine } from '../results/one-line.js';
import type { RunResult } from '../results/run-result.js';
import { codeBlock, inlineCode, neutralizeComments, truncate } from './markdown.js';

/**
 * What the publishers say about agents beyond their findings: the agents that did not finish
 * (one line each: agent — status — reason) and the final text of agents that reported nothing
 * with ReportFindings, under each agent's name, so neither is ever dropped.
 */

/** Longest unreported text shown in a published body; the rest is in the RunResult file. */
export const MAX_UNREPORTED_CHARS = 4000;

/** `agent — status — reason` for one incomplete agent, flattened to a single line. */
export function incompleteLine(agent: RunResult['incomplete'][number]): string {
  const name =
    agent.name === agent.agent_id || agent.agent_id === ''
      ? agent.name
      : `${agent.name} (${agent.agent_id})`;
  return `${name} — ${agent.status} — ${oneLine(agent.reason)}`;
}

/**
 * A Markdown section listing what did not finish (agents, MCP servers that did not start, matrix
 * results that never arrived), or '' when everything did.
 */
export function renderIncompleteSection(result: RunResult, heading = '###'): string {
  if (!result.incomplete.length) return '';
  const lines = result.incomplete.map(
    (agent) => `- ${neutralizeComments(truncate(incompleteLine(agent), 500, '…'))}`,
  );
  return [`${heading} Did not finish (${result.incomplete.length})`, '', ...lines].join('\n');
}

/** `#3 Task C — pending — alice (team tm), blocked by #1` for one task left unfinished. */
export function unfinishedTaskLine(
  task: NonNullable<RunResult['unfinished_tasks']>[number],
): string {
  const details = [
    task.owner,
    task.team !== undefined ? `team ${task.team}` : "the lead's own list",
  ].filter(Boolean);
  const blocked = task.blocked_by?.length
    ? `, blocked by ${task.blocked_by.map((id) => `#${id}`).join(', ')}`
    : '';
  return `#${task.id} ${oneLine(task.subject)} — ${task.status} — ${details.join(', ')}${blocked}`;
}

/**
 * A Markdown section listing the tasks (TaskCreate) not completed when the run ended, or '' when
 * there were none: the task lists' files are removed with the run, what was left undone is not.
 */
export function renderUnfinishedTasksSection(result: RunResult, heading = '###'): string {
  const tasks = result.unfinished_tasks ?? [];
  if (!tasks.length) return '';
  const lines = tasks.map(
    (task) => `- ${neutralizeComments(truncate(unfinishedTaskLine(task), 500, '…'))}`,
  );
  return [`${heading} Unfinished tasks (${tasks.length})`, '', ...lines].join('\n');
}

/**
 * A Markdown section with each agent's unreported final text in a fence (so it cannot inject
 * markup), cut at `maxChars` with a pointer to where the whole text is; '' when there is none.
 */
export function renderUnreportedSection(
  result: RunResult,
  options: { pointer: string; maxChars?: number; heading?: string },
): string {
  const agents = result.agents.filter((agent) => agent.unreported_text?.trim());
  if (!agents.length) return '';
  const max = options.maxChars ?? MAX_UNREPORTED_CHARS;
  const heading = options.heading ?? '###';
  const parts = [`${heading} What agents said without reporting findings`];
  for (const agent of agents) {
    const whole = agent.unreported_text!.trim();
    const cut = whole.length > max;
    const block = codeBlock(cut ? truncate(whole, max, '\n…') : whole, 'text');
    const note = cut
      ? `\n\n_Cut at ${max} of ${whole.length} characters; the whole text is in ${options.pointer}._`
      : '';
    parts.push(`**${inlineCode(agentLabel(agent, result.agents))}**\n\n${block}${note}`);
  }
  return parts.join('\n\n');
}

/** These sections, for the bodies posted to GitHub (review, fallback, audit issue). */
export function renderAgentNotes(result: RunResult, pointer: string): string {
  return [
    renderIncompleteSection(result, '####'),
    renderUnfinishedTasksSection(result, '####'),
    renderUnreportedSection(result, { pointer, heading: '####' }),
  ]
    .filter(Boolean)
    .join('\n\n');
}
