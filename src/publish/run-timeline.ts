import type { AgentRun, RunResult } from '../results/run-result.js';

/** More bars than this and a chart stops being read at a glance: the rest are counted. */
const maxAgents = 40;

/**
 * The run as a Mermaid gantt chart (GitHub renders Mermaid in job summaries and Markdown files):
 * one section per agent with its run as a bar (turns in the label; done, or crit when it did not
 * complete) and the times it waited for input at the end of a turn (the lead waiting for its
 * background agents) as `active` bars. Times are Unix milliseconds (`dateFormat x`): the axis
 * shows the wall clock in the reader's time zone. Undefined when no agent has a recorded start.
 */
export function renderRunTimeline(result: RunResult): string | undefined {
  const timed = result.agents.filter(
    (agent): agent is AgentRun & { started_at: string; ended_at: string } =>
      agent.started_at !== undefined && agent.ended_at !== undefined,
  );
  if (timed.length === 0) return undefined;
  const at = (iso: string) => Date.parse(iso);
  const lines = ['```mermaid', 'gantt', '  dateFormat x', '  axisFormat %H:%M:%S'];
  timed.slice(0, maxAgents).forEach((agent, index) => {
    const start = at(agent.started_at);
    const end = Math.max(start + 1, at(agent.ended_at));
    const tag = agent.status === 'completed' ? 'done' : 'crit';
    const turns = `${agent.turns} turn${agent.turns === 1 ? '' : 's'}`;
    lines.push(`  section ${label(agent.name)}`);
    lines.push(`  ${label(`${agent.status}, ${turns}`)} :${tag}, a${index}, ${start}, ${end}`);
    (agent.waits ?? []).forEach((wait, waitIndex) => {
      const waitStart = at(wait.started_at);
      const waitEnd = Math.max(waitStart + 1, waitStart + Math.round(wait.duration_ms));
      lines.push(`  waiting :active, a${index}w${waitIndex}, ${waitStart}, ${waitEnd}`);
    });
  });
  lines.push('```');
  const more = timed.length - maxAgents;
  if (more > 0) lines.push('', `…and ${more} more agents in the result file.`);
  return lines.join('\n');
}

/** Text Mermaid reads as part of a gantt line (`:` ends a label, `#` and `;` start others). */
function label(text: string): string {
  const flat = text
    .replace(/[\r\n:#;`]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return (flat || 'agent').slice(0, 60);
}
