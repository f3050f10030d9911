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
    ...(agent.depth < maxSpawnDepth || agent.fork ? (['Agent'] as const) : []),
  ];
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
