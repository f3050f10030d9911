import type { AgentRun } from './run-result.js';

/**
 * How publishers name one agent run: its type (`name`), and when another run of the result has
 * the same type, `type (agent id)`, so two general-purpose agents are never two identical lines.
 */
export function agentLabel(
  agent: Pick<AgentRun, 'name' | 'agent_id'>,
  agents: readonly Pick<AgentRun, 'name'>[],
): string {
  const shared = agents.filter((other) => other.name === agent.name).length > 1;
  return shared && agent.agent_id && agent.agent_id !== agent.name
    ? `${agent.name} (${agent.agent_id})`
    : agent.name;
}
