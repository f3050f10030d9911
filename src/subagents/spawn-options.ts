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

/** The Agent tool's `mode`: checked against the parent's own mode, refused when it widens it. */
export function checkSpawnMode(requested: PermissionMode, parentMode: PermissionMode): void {
  if (widensMode(requested, workerModeUnder(parentMode))) {
    throw new ToolError(
      `mode '${requested}' is more permissive than this agent's own ('${parentMode}'); a spawned agent never gets more than its parent. Use '${parentMode}' or a narrower mode (plan, default).`,
    );
  }
}
