import path from 'node:path';
import type { AgentDefinition, PermissionMode } from '../agents/definition.js';
import { inheritedMode } from '../subagents/coordination.js';
import { agentFileModeUnder } from '../subagents/spawn-options.js';

/**
 * A notice for each agent file whose `permissionMode` its agent, started as a subagent of this
 * run, does not run in (`agentFileModeUnder` decides, as Claude Code 2.1.332 does): a
 * bypassPermissions the run does not run in, or any mode under an acceptEdits,
 * bypassPermissions or plan run. Claude Code says nothing; a headless run says why. The lead
 * (`--agent`) runs in its own mode and is not named.
 */
export function ignoredAgentModeNotices(
  agents: readonly AgentDefinition[],
  options: { runMode: PermissionMode; configRoot: string; leadName?: string },
): string[] {
  const notices: string[] = [];
  for (const definition of agents) {
    if (definition.name === options.leadName) continue;
    const asked = definition.permissionMode;
    const { mode, ignored } = agentFileModeUnder(asked, inheritedMode(options.runMode), 'subagent');
    if (ignored === undefined) continue;
    const where = definition.file ? ` (${path.relative(options.configRoot, definition.file)})` : '';
    notices.push(
      `Ignoring permissionMode '${asked}' of agent '${definition.name}'${where}: ${ignored}; the agent runs in '${mode}'.`,
    );
  }
  return notices;
}
