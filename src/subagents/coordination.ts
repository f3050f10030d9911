import type { AgentDefinition, PermissionMode } from '../agents/definition.js';
import type { Effort } from '../model/effort.js';
import { agentFileModeUnder, type SpawnedRole } from './spawn-options.js';

/** The coordination tools SubagentHub gives every agent besides the team tools. */
export type CoordinationToolName =
  'SendMessage' | 'TaskStop' | 'TaskOutput' | 'ReportFindings' | 'Agent';

/**
 * An agent's coordination tools, in the order its requests list them: the ones every agent has
 * first, Agent after them, so the prompt cache keeps the shared prefix once for the run. Agent
 * only below the run's spawn depth limit, or for a fork (its tools are its parent's bytes).
 * What the hub builds and what `flotilla agents` / `validate --tools` print.
 */
export function coordinationToolNames(
  agent: { depth: number; fork?: boolean },
  maxSpawnDepth: number,
): CoordinationToolName[] {
  return [
    'SendMessage',
    'TaskStop',
    'TaskOutput',
    'ReportFindings',
    ...(maySpawn(agent, maxSpawnDepth) || agent.fork ? (['Agent'] as const) : []),
  ];
}

/** Whether an agent at its depth may start agents under the run's `--max-spawn-depth`. */
function maySpawn(agent: { depth: number }, maxSpawnDepth: number): boolean {
  return agent.depth < maxSpawnDepth;
}

/** Which agents `--max-spawn-depth` lets spawn, in words. */
function spawnersUnder(maxSpawnDepth: number): string {
  return maxSpawnDepth === 1
    ? 'only the lead spawns'
    : maxSpawnDepth === 2
      ? 'only the lead and its subagents spawn'
      : `only agents fewer than ${maxSpawnDepth} levels below the lead spawn`;
}

/**
 * The tool error for an agent that calls Agent where its depth does not let it spawn; undefined
 * when it may. Only a fork gets there: it keeps its parent's Agent tool (the same bytes, for the
 * prompt cache) at a depth where no other agent has one.
 */
export function spawnDepthRefusal(
  agent: { depth: number },
  maxSpawnDepth: number,
): string | undefined {
  if (maySpawn(agent, maxSpawnDepth)) return undefined;
  return `This agent runs ${agent.depth} level${agent.depth === 1 ? '' : 's'} below the lead, where it cannot start agents (--max-spawn-depth ${maxSpawnDepth}: ${spawnersUnder(maxSpawnDepth)}): do the task yourself and end your turn with the result. A run with --max-spawn-depth ${agent.depth + 1} (the Action's max_spawn_depth) lets it.`;
}

/**
 * The run log's warning for an agent whose `tools` names Agent (`Agent(type)`, `Task(…)`) but
 * that runs where it may not spawn, so it has no Agent tool; undefined when it has the tool or
 * does not name it. Claude Code 2.1.332 gives subagents the Agent tool; Flotilla lets only the
 * lead spawn unless `--max-spawn-depth` says more, so the file's author must hear of it.
 */
export function spawnDepthWarning(
  agent: { depth: number; fork?: boolean; definition: Pick<AgentDefinition, 'name' | 'tools'> },
  maxSpawnDepth: number,
): string | undefined {
  if (!agent.definition.tools?.some((rule) => rule.tool === 'Agent')) return undefined;
  if (coordinationToolNames(agent, maxSpawnDepth).includes('Agent')) return undefined;
  return `agent '${agent.definition.name}' names Agent in its tools, but runs ${agent.depth} level${agent.depth === 1 ? '' : 's'} below the lead, where it cannot spawn agents (--max-spawn-depth ${maxSpawnDepth}: ${spawnersUnder(maxSpawnDepth)}); it runs without the Agent tool. Run with --max-spawn-depth ${agent.depth + 1} (the Action's max_spawn_depth) to let it spawn.`;
}

/**
 * The mode a spawned agent without a mode of its own runs in: the run's, never delegate (the
 * lead's alone): there it works in the default mode.
 */
export function inheritedMode(runMode: PermissionMode): PermissionMode {
  return runMode === 'delegate' ? 'default' : runMode;
}

/**
 * A spawned agent's definition when its spawner chose no mode: its file's `permissionMode` where
 * it applies (`agentFileModeUnder`), else the run's mode (default under a delegate run), set on
 * the definition so that a teammate process is handed the mode decided here.
 */
export function subagentDefinitionIn(
  definition: AgentDefinition,
  runMode: PermissionMode,
  role: SpawnedRole,
): AgentDefinition {
  const { mode } = agentFileModeUnder(definition.permissionMode, inheritedMode(runMode), role);
  // Without a mode of its own an agent follows the run's; any other mode is set on it.
  return mode === (definition.permissionMode ?? runMode)
    ? definition
    : { ...definition, permissionMode: mode };
}

/** What the spawning agent chose for an agent it starts (the Agent tool's `mode` and `effort`). */
export interface SpawnChoices {
  mode?: PermissionMode;
  effort?: Effort;
}

/**
 * The definition a spawned agent runs with: its own, under the mode and effort its spawner
 * chose; without a chosen mode, as `subagentDefinitionIn` says. The one place a spawned agent's
 * definition is built, whether a teammate runs in the lead's process or as `flotilla teammate`
 * (given the same choices by its lead), so both forms run it alike.
 */
export function spawnedDefinition(
  definition: AgentDefinition,
  choices: SpawnChoices,
  runMode: PermissionMode,
  role: SpawnedRole,
): AgentDefinition {
  const withMode: AgentDefinition = choices.mode
    ? { ...definition, permissionMode: choices.mode }
    : subagentDefinitionIn(definition, runMode, role);
  return choices.effort ? { ...withMode, effort: choices.effort } : withMode;
}
