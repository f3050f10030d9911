import path from 'node:path';
import type { AgentDefinition, PermissionMode } from '../agents/definition.js';
import { AgentRegistry, type LoadedAgents } from '../agents/index.js';

/**
 * `permissions.disableBypassPermissionsMode: "disable"` (in managed settings, `--settings` or any
 * other settings file: a restriction anyone may add, as Claude Code 2.1.332 reads it): the
 * bypassPermissions mode is refused wherever it is asked for, and the agent runs in `default`
 * instead, as Claude Code falls back. Claude Code says nothing; a headless run says why.
 */

/** The run's mode (flag, input or settings), with bypassPermissions refused when disabled. */
export function allowedRunMode(
  requested: PermissionMode,
  bypassDisabledBy: string | undefined,
): { mode: PermissionMode; warning?: string } {
  if (requested !== 'bypassPermissions' || bypassDisabledBy === undefined) {
    return { mode: requested };
  }
  return {
    mode: 'default',
    warning: `permission mode 'bypassPermissions' is refused: permissions.disableBypassPermissionsMode is "disable" in ${bypassDisabledBy}. The run uses 'default' instead (what would ask is denied); allow what it needs with --allowed-tools, or use acceptEdits.`,
  };
}

/** The agents (and the `--agent` lead) without a bypassPermissions mode, when it is disabled. */
export function withoutBypassAgents(
  agents: LoadedAgents,
  lead: AgentDefinition | undefined,
  options: { bypassDisabledBy: string | undefined; configRoot: string },
): { agents: LoadedAgents; lead?: AgentDefinition; notices: string[] } {
  const bypassing = (definition: AgentDefinition) =>
    options.bypassDisabledBy !== undefined && definition.permissionMode === 'bypassPermissions';
  if (!agents.definitions.some(bypassing) && !(lead && bypassing(lead))) {
    return { agents, ...(lead ? { lead } : {}), notices: [] };
  }
  const notices = new Set<string>();
  const held = (definition: AgentDefinition): AgentDefinition => {
    if (!bypassing(definition)) return definition;
    const where = definition.file ? ` (${path.relative(options.configRoot, definition.file)})` : '';
    notices.add(
      `Ignoring permissionMode 'bypassPermissions' of agent '${definition.name}'${where}: permissions.disableBypassPermissionsMode is "disable" in ${options.bypassDisabledBy}; the agent runs in the run's mode.`,
    );
    const { permissionMode: _refused, ...rest } = definition;
    return rest;
  };
  const definitions = agents.definitions.map(held);
  return {
    agents: { ...agents, registry: new AgentRegistry(definitions), definitions },
    ...(lead ? { lead: held(lead) } : {}),
    notices: [...notices],
  };
}
