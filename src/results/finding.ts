import { z } from 'zod';

export const severities = ['critical', 'high', 'medium', 'low', 'info'] as const;
export type Severity = (typeof severities)[number];

/** Lower is more severe. */
export function severityRank(severity: Severity): number {
  return severities.indexOf(severity);
}

/** Whether any finding is at least as severe as `threshold`. */
export function reachesSeverity(
  findings: readonly { severity: Severity }[],
  threshold: Severity,
): boolean {
  return findings.some((finding) => severityRank(finding.severity) <= severityRank(threshold));
}

/**
 * One finding as an agent reports it through the ReportFindings tool (DESIGN §8). The schemas of
 * this file are built on first use (z.lazy): a run needs them only once an agent reports.
 */
function reportedFindingObject() {
  return z.object({
    path: z.string().min(1).describe('File path relative to the repository root'),
    line: z.number().int().positive().describe('Last (or only) line the finding is about'),
    start_line: z.number().int().positive().optional().describe('First line of a multi-line range'),
    side: z
      .enum(['RIGHT', 'LEFT'])
      .optional()
      .describe('RIGHT (default): the new file; LEFT: the old'),
    severity: z.enum(severities),
    title: z.string().min(1).max(300),
    body: z.string(),
    suggestion: z
      .string()
      .optional()
      .describe('Replacement text for lines start_line..line (becomes a GitHub suggestion block)'),
  });
}
export const reportedFindingSchema = z.lazy(reportedFindingObject);
export type ReportedFinding = z.infer<typeof reportedFindingSchema>;

/** A finding as stored in a RunResult: the reporting agent is recorded by the runner. */
export const findingSchema = z.lazy(() =>
  reportedFindingObject().extend({
    /** The reporting agent's type (its definition's name); several, comma-separated, after dedupe. */
    agent: z.string(),
    /**
     * The agent runs that reported it (their `agents[].agent_id`): two agents of one type are told
     * apart. Absent in results written before it was added; those are credited by `agent`.
     */
    agent_ids: z.array(z.string()).optional(),
    /**
     * Set by Flotilla, never by an agent, when the lines the agent reported on could not be
     * placed on the commit the results are for (the run read another checkout, and those lines
     * differ there): why. Such a finding is listed, never anchored to a line.
     */
    unanchored: z.string().optional(),
  }),
);
export type Finding = z.infer<typeof findingSchema>;
