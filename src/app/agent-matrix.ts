import path from 'node:path';
import { loadAgents, type LoadAgentsOptions } from '../agents/index.js';
import { UserError } from '../errors.js';

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
  const blocking = loaded.problems.filter(
    (problem) =>
      problem.severity === 'error' &&
      !loaded.unloadable.some((agent) => agent.errors.includes(problem)),
  );
  if (blocking.length > 0) {
    throw new UserError(
      `${blocking.length} agent definition error${blocking.length === 1 ? '' : 's'}:\n${blocking
        .map(
          (problem) =>
            `  ${problem.file}:${problem.line}:${problem.column} ${problem.rule}: ${problem.message}`,
        )
        .join('\n')}`,
      'Run `flotilla validate` for details and fixes.',
    );
  }
  const agentsDir = path.join(path.resolve(sources.repoRoot), '.claude', 'agents');
  const broken = loaded.unloadable.filter(
    (agent) => !path.relative(agentsDir, agent.location.file).startsWith('..'),
  );
  for (const agent of broken) {
    const { file, line } = agent.errors[0] ?? agent.location;
    warn(
      `${file}:${line}: agent '${agent.name}' has errors, so its job will fail: ${agent.errors.map((problem) => problem.message).join('; ')}`,
    );
  }
  const brokenNames = new Set(broken.map((agent) => agent.name));
  if (requested.length > 0) {
    return {
      agent: [
        ...new Set(
          requested.map((name) =>
            brokenNames.has(name) ? name : loaded.registry.resolve(name).name,
          ),
        ),
      ],
    };
  }
  const spread = new Set(['project', 'cli', 'managed']);
  return {
    agent: [
      ...loaded.registry
        .list()
        .filter((definition) => spread.has(definition.source))
        .map((definition) => definition.name),
      ...[...brokenNames].filter((name) => !loaded.registry.has(name)),
    ],
  };
}
