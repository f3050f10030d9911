import { splitAgents } from './dedupe-findings.js';
import type { Finding } from './finding.js';
import type { AgentRun } from './run-result.js';

/**
 * Whether `agent` (one run: one row of the agents table) reported `finding`. A finding names the
 * runs that reported it (`agent_ids`), so two agents of one type are each credited with their
 * own; a finding from a result written before `agent_ids` existed is credited by type name.
 */
function reportedBy(finding: Finding, agent: Pick<AgentRun, 'agent_id' | 'name'>): boolean {
  return finding.agent_ids
    ? finding.agent_ids.includes(agent.agent_id)
    : splitAgents(finding.agent).includes(agent.name);
}

/** How many of `findings` each agent run reported. */
export function countFindingsOf(
  findings: readonly Finding[],
  agent: Pick<AgentRun, 'agent_id' | 'name'>,
): number {
  return findings.filter((finding) => reportedBy(finding, agent)).length;
}
