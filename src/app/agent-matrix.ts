import { loadAgents, type LoadAgentsOptions } from '../agents/index.js';

/**
 * The value of a GitHub Actions `strategy.matrix`: one job per agent. Written as JSON for
 * `strategy.matrix: ${{ fromJSON(needs.plan.outputs.matrix) }}`; each job passes
 * `${{ matrix.agent }}` to the `agent` input and a `mode: merge` job posts once.
 */
export interface AgentMatrix {
  agent: string[];
}

/**
 * The agents to run for this event: the ones asked for (checked to exist, with the available
 * ones named when not), else every agent the repository defines in `.claude/agents` (and
 * `--agents` / managed definitions): built-in and user agents are helpers a lead calls, not
 * reviewers of their own, so they are never spread over runners unasked.
 */
export async function agentMatrix(
  sources: LoadAgentsOptions,
  requested: readonly string[] = [],
): Promise<AgentMatrix> {
  const loaded = await loadAgents(sources);
  if (requested.length > 0) {
    return { agent: [...new Set(requested.map((name) => loaded.registry.resolve(name).name))] };
  }
  const spread = new Set(['project', 'cli', 'managed']);
  return {
    agent: loaded.registry
      .list()
      .filter((definition) => spread.has(definition.source))
      .map((definition) => definition.name),
  };
}
