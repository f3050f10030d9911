import type { PermissionMode } from '../agents/definition.js';
import { ToolError } from '../errors.js';

/**
 * How much each permission mode lets an agent do without asking, headless: a spawned agent may
 * be given less than its parent, never more.
 */
const permissiveness: Record<PermissionMode, number> = {
  delegate: 0,
  plan: 1,
  default: 2,
  dontAsk: 2,
  acceptEdits: 3,
  bypassPermissions: 4,
};

/**
 * Delegate is a lead's way to work (seed 001 §4.9: it coordinates, its workers work), never a
 * worker's: the Agent tool's `mode: 'delegate'` for a worker means acceptEdits, as Claude Code
 * maps it, and a delegate parent's mode bounds its workers as acceptEdits would. (An agent a
 * delegate lead starts without a mode runs in default: see SubagentHub.spawn.)
 */
export function workerModeUnder(mode: PermissionMode): PermissionMode {
  return mode === 'delegate' ? 'acceptEdits' : mode;
}

/** Whether `mode` lets an agent do more without asking than `than` does. */
export function widensMode(mode: PermissionMode, than: PermissionMode): boolean {
  return permissiveness[mode] > permissiveness[than];
}

/**
 * The modes that run every agent started under them in themselves. Claude Code 2.1.332 applies
 * an agent file's `permissionMode` only under `default` and `dontAsk` (observed with `claude -p`:
 * under `acceptEdits` a `plan` or `dontAsk` agent edits; under `bypassPermissions` every agent
 * bypasses). `claude -p` in `plan` refuses the Agent call itself; here a plan run's subagents
 * stay in plan, never wider. Flotilla's `delegate` lead hands its workers `default`, where the
 * file's mode applies.
 */
const modesKeptForSubagents: ReadonlySet<PermissionMode> = new Set([
  'acceptEdits',
  'bypassPermissions',
  'plan',
]);

/** Whether a spawned agent is a subagent or a teammate of the lead's team. */
export type SpawnedRole = 'subagent' | 'teammate';

/** The mode a spawned agent runs in when its spawner chose none, and why not its file's. */
export interface AgentFileMode {
  mode: PermissionMode;
  /** Set when the agent's file asks for another mode: why that mode does not apply. */
  ignored?: string;
}

/**
 * Whether an agent file's `permissionMode` applies to an agent started in a run whose agents
 * otherwise run in `inherited`, as Claude Code 2.1.332 decides it. Under `acceptEdits`,
 * `bypassPermissions` and `plan` the agent runs in that mode, whatever its file says (a
 * teammate excepted: it keeps a `plan` of its own, and its file's mode under a `plan` run, so
 * plan approval works as docs/teams.md says). Elsewhere the file's mode applies, except
 * `bypassPermissions`: only a run in that mode bypasses, never an agent file by itself.
 */
export function agentFileModeUnder(
  fileMode: PermissionMode | undefined,
  inherited: PermissionMode,
  role: SpawnedRole,
): AgentFileMode {
  if (fileMode === undefined || fileMode === inherited) return { mode: inherited };
  const teammateKeeps = role === 'teammate' && (inherited === 'plan' || fileMode === 'plan');
  if (modesKeptForSubagents.has(inherited) && !teammateKeeps) {
    return {
      mode: inherited,
      ignored: `a run in '${inherited}' runs every ${role} in that mode, as Claude Code does`,
    };
  }
  if (fileMode === 'bypassPermissions') {
    return {
      mode: inherited,
      ignored:
        'only a run in bypassPermissions mode (--permission-mode bypassPermissions) bypasses permissions, never an agent file by itself, as in Claude Code',
    };
  }
  return { mode: fileMode };
}

/** The Agent tool's `mode`: checked against the parent's own mode, refused when it widens it. */
export function checkSpawnMode(requested: PermissionMode, parentMode: PermissionMode): void {
  if (widensMode(requested, workerModeUnder(parentMode))) {
    throw new ToolError(
      `mode '${requested}' is more permissive than this agent's own ('${parentMode}'); a spawned agent never gets more than its parent. Use '${parentMode}' or a narrower mode (plan, default).`,
    );
  }
}
