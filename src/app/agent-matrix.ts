import { definitionErrors, loadAgents, type LoadAgentsOptions } from '../agents/index.js';

/**
 * The value of a GitHub Actions `strategy.matrix`: one job per agent. Written as JSON for
 * `strategy.matrix: ${{ fromJSON(needs.plan.outputs.matrix) }}`; each job passes
 * `${{ matrix.agent }}` to the `agent` input and a `mode: merge` job posts once. `include` adds
 * to each agent's job `matrix.artifact`, a name for its result artifact: an agent's name may
 * hold what an artifact name may not (a plugin's `revplug:checker`; upload-artifact refuses
 * `"` `:` `<` `>` `|` `*` `?` `\` `/` and line breaks), and no expression can replace it.
 */
export interface AgentMatrix {
  agent: string[];
  include: Array<{ agent: string; artifact: string }>;
}

/** The matrix of `agents`, each with an artifact name of its own (see AgentMatrix). */
export function matrixOf(agents: readonly string[]): AgentMatrix {
  const taken = new Set<string>();
  const include = agents.map((agent) => {
    const safe = agent.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '') || 'agent';
    let artifact = safe;
    for (let suffix = 2; taken.has(artifact); suffix++) artifact = `${safe}-${suffix}`;
    taken.add(artifact);
    return { agent, artifact };
  });
  return { agent: [...agents], include };
}

/**
 * The agents to run for this event: the ones asked for (checked to exist, with the available
 * ones named when not), else every agent the repository defines in `.claude/agents` (and
 * `--agents` / managed definitions): built-in and user agents are helpers a lead calls, not
 * reviewers of their own, so they are never spread over runners unasked.
 *
 * A repository agent whose file has errors still gets its job, with a warning here: the job
 * fails saying why, and the merge lists it, where leaving it out would drop that reviewer
 * without a word. Errors that belong to no agent (unreadable `--agents` JSON) are refused.
 */
export async function agentMatrix(
  sources: LoadAgentsOptions,
  requested: readonly string[] = [],
  warn: (line: string) => void = () => undefined,
): Promise<AgentMatrix> {
  const loaded = await loadAgents(sources);
  const refused = definitionErrors(loaded, loaded.unloadable);
  if (refused) throw refused;
  const spread = new Set(['project', 'cli', 'managed']);
  const broken = loaded.unloadable.filter((agent) => spread.has(agent.source));
  for (const agent of broken) {
    const { file, line } = agent.errors[0] ?? agent.location;
    warn(
      `${file}:${line}: agent '${agent.name}' has errors, so its job will fail: ${agent.errors.map((problem) => problem.message).join('; ')}`,
    );
  }
  const brokenNames = new Set(broken.map((agent) => agent.name));
  if (requested.length > 0) {
    return matrixOf([
      ...new Set(
        requested.map((name) =>
          brokenNames.has(name) ? name : loaded.registry.resolve(name).name,
        ),
      ),
    ]);
  }
  return matrixOf([
    ...loaded.registry
      .list()
      .filter((definition) => spread.has(definition.source))
      .map((definition) => definition.name),
    ...[...brokenNames].filter((name) => !loaded.registry.has(name)),
  ]);
}
