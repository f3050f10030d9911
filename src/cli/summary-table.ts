import { totalTokens } from '../model/model-client.js';
import { formatCount } from '../publish/markdown.js';
import { countFindingsOf } from '../results/findings-by-agent.js';
import type { RunResult } from '../results/run-result.js';

/** The end-of-run table on the terminal: one row per agent, then the totals. */
export function formatSummaryTable(result: RunResult): string {
  const rows = [
    ['agent', 'status', 'findings', 'turns', 'tokens', 'cost', 'duration'],
    ...result.agents.map((agent) => [
      agent.agent_id === 'lead' ? `${agent.name} (lead)` : agent.agent_id,
      agent.status,
      String(countFindingsOf(result.findings, agent)),
      String(agent.turns),
      formatCount(totalTokens(agent.usage)),
      `$${agent.cost_usd.toFixed(4)}`,
      `${(agent.duration_ms / 1000).toFixed(1)} s`,
    ]),
    [
      'total',
      result.conclusion,
      String(result.findings.length),
      String(result.agents.reduce((sum, agent) => sum + agent.turns, 0)),
      formatCount(totalTokens(result.usage)),
      `$${result.cost_usd.toFixed(4)}`,
      `${(result.duration_ms / 1000).toFixed(1)} s`,
    ],
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const numeric = new Set([2, 3, 4, 5, 6]);
  const format = (row: string[]) =>
    row
      .map((cell, column) =>
        numeric.has(column) ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!),
      )
      .join('  ')
      .trimEnd();
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  return (
    [format(rows[0]!), rule, ...rows.slice(1, -1).map(format), rule, format(rows.at(-1)!)].join(
      '\n',
    ) + '\n'
  );
}
