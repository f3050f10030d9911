import type { ScenarioInput } from '../../../src/offline/index.js';

/**
 * Small offline-model scripts for Action runs: the built-in lead (`flotilla-lead`) launches the
 * named agents in the background and answers every notification batch; each agent plays its
 * own turns (usually: report findings, then a one-line summary).
 */

type Rule = ScenarioInput['agents'][number];
type Turn = Rule['turns'][number];

export interface ScriptedFinding {
  path: string;
  line: number;
  start_line?: number;
  side?: 'LEFT' | 'RIGHT';
  severity: 'critical' | 'high' | 'medium' | 'low' | 'info';
  title: string;
  body: string;
  suggestion?: string;
}

export const leadSummary = 'Every agent reported; the findings are in the review.';

/** The lead: launch `agents` in one turn, wait, then summarise each notification batch. */
export function leadRules(agents: readonly string[], summary = leadSummary): Rule[] {
  return [
    {
      match: { agent: 'flotilla-lead', last_message: '^\\s*<task-notification>' },
      repeat_last: true,
      turns: [{ text: summary }],
    },
    {
      match: { agent: 'flotilla-lead' },
      turns: [
        {
          text: `Launching ${agents.join(', ')} in the background.`,
          tool_use: agents.map((name) => ({
            name: 'Agent',
            input: {
              description: `Run ${name}`,
              subagent_type: name,
              run_in_background: true,
              prompt: `Review the change as ${name} and report findings with ReportFindings.`,
            },
          })),
        },
        { text: 'The agents are running; waiting for their notifications.' },
      ],
    },
  ];
}

/** An agent that reports `findings` and answers with `summary`; `before` turns come first. */
export function reporterRule(
  agent: string,
  findings: readonly ScriptedFinding[],
  options: { before?: Turn[]; summary?: string } = {},
): Rule {
  return {
    match: { agent },
    turns: [
      ...(options.before ?? []),
      { tool_use: [{ name: 'ReportFindings', input: { findings: [...findings] } }] },
      { text: options.summary ?? `${agent}: ${findings.length} finding(s).` },
    ],
  };
}

export function scenario(name: string, rules: Rule[]): ScenarioInput {
  return { name, latency_ms: 0, agents: rules };
}
