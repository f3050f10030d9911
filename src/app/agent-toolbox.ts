import type { AgentDefinition, PermissionMode, ToolRule } from '../agents/definition.js';
import type { PermissionGate } from '../loop/tool-execution.js';
import type { AnyTool } from '../tools/define-tool.js';
import { createPermissionPolicy } from '../tools/permissions.js';
import { defaultTools } from '../tools/registry.js';

export interface ToolboxSettings {
  /** The run's mode; an agent's own `permissionMode` replaces it. */
  permissionMode: PermissionMode;
  /** The run's rules (flags and settings files); `source` names a settings file's rule. */
  allow: readonly (ToolRule & { source?: string })[];
  deny: readonly (ToolRule & { source?: string })[];
  homeDir?: string;
}

export type AgentToolbox = (
  definition: AgentDefinition,
  coordination: AnyTool[],
  root: string,
) => { tools: AnyTool[]; gate: PermissionGate };

/**
 * The one factory of an agent's tools and permission gate, for the lead, every subagent and the
 * tests alike: the file and shell tools plus the agent's coordination tools, filtered by its
 * definition and the run's rules, gated by one policy rooted at its working tree.
 */
export function createAgentToolbox(settings: ToolboxSettings): AgentToolbox {
  const baseTools = defaultTools();
  return (definition, coordination, root) => {
    const policy = createPermissionPolicy({
      mode: definition.permissionMode ?? settings.permissionMode,
      root,
      ...(settings.homeDir ? { homeDir: settings.homeDir } : {}),
      allow: settings.allow,
      deny: settings.deny,
      ...(definition.tools ? { agentTools: definition.tools } : {}),
      ...(definition.disallowedTools ? { agentDisallowed: definition.disallowedTools } : {}),
    });
    return { tools: policy.visibleTools([...baseTools, ...coordination]), gate: policy };
  };
}
