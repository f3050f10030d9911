import { telemetrySecretValues } from '../config/telemetry-environment.js';
import type { AgentDefinition } from '../agents/definition.js';
import { mcpServerSecretValues } from '../mcp/mcp-config-secrets.js';
import type { McpServerConfig, McpServerEntry } from '../mcp/server-config.js';
import type { MergedSettings } from '../settings/load-settings.js';

/**
 * The secrets a run finds in the configuration it loads, beyond those its entry point knew from
 * the environment and its inputs: they join the run's redactor before anything can print them.
 */

/**
 * The credentials among the settings files' `env` (what they hold back from tools as credentials)
 * and, of the telemetry variables, the endpoint's password and the headers' values on their own.
 */
export function settingsSecretValues(
  settings: Pick<MergedSettings, 'secretValues'>,
  telemetryEnvironment: Readonly<Record<string, string | undefined>>,
): string[] {
  return [...settings.secretValues, ...telemetrySecretValues(telemetryEnvironment)];
}

/**
 * The credentials of every MCP server the run may start, as `${VAR}` expands for it: the
 * configured ones (plugin, user, local, project, `--mcp-config`) and the agents' inline ones.
 */
export function mcpSecretValues(
  configured: ReadonlyMap<string, McpServerEntry>,
  agents: readonly AgentDefinition[],
  variables: Readonly<Record<string, string | undefined>>,
): string[] {
  const inline = agents.flatMap((agent) =>
    (agent.mcpServers ?? []).flatMap((reference): McpServerConfig[] =>
      reference.kind === 'inline'
        ? [{ command: reference.command, args: reference.args, env: reference.env }]
        : [],
    ),
  );
  return mcpServerSecretValues(
    [...[...configured.values()].map((entry) => entry.config), ...inline],
    variables,
  );
}
