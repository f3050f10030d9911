import { oneLine } from './one-line.js';
import type { AgentRun, Change, IncompleteAgent } from './run-result.js';

/** The summary tables and review bodies show one line per agent. */
const maxReasonLength = 300;

/**
 * The agents that did not finish their work, one line each: failed, killed by a limit or by the
 * run's end, stopped by a limit, or finished with changes that could not be merged. A TaskStop the
 * lead chose is the lead's decision, not a failure, so it is not listed.
 */
export function incompleteAgents(
  agents: readonly AgentRun[],
  changes: readonly Change[],
): IncompleteAgent[] {
  const incomplete: IncompleteAgent[] = [];
  for (const agent of agents) {
    if (agent.stopped_by_lead) continue;
    // A completed agent carries an error only when some of its work could not be merged.
    if (agent.status === 'completed' && !agent.error) continue;
    incomplete.push({
      name: agent.name,
      agent_id: agent.agent_id,
      status: agent.status === 'completed' ? 'not_merged' : agent.status,
      // Work that was kept but not merged is told whole: where it stays and git's whole message.
      reason: oneLine(
        agent.error ?? describeStatus(agent.status),
        agent.status === 'completed' ? Number.POSITIVE_INFINITY : maxReasonLength,
      ),
    });
  }
  for (const change of changes) {
    if (!change.conflict) continue;
    const agent = agents.find((run) => run.name === change.agent && run.branch === change.branch);
    incomplete.push({
      name: change.agent,
      agent_id: agent?.agent_id ?? '',
      status: 'not_merged',
      reason: `its changes on ${change.branch} could not be merged (${change.files.join(', ') || 'conflict'}); the branch is kept`,
    });
  }
  return incomplete;
}

function describeStatus(status: AgentRun['status']): string {
  switch (status) {
    case 'failed':
      return 'it failed';
    case 'killed':
      return 'it was killed before it finished';
    case 'max_turns':
      return 'it reached its turn limit';
    case 'budget':
      return 'the run budget ran out';
    case 'timeout':
      return 'it reached its time limit';
    case 'completed':
      return 'completed';
  }
}
