import path from 'node:path';
import { isCommittedFile } from '../platform/repository-files.js';
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
 * `committed` says whether the repository commits a configuration's file (mcpServerSecretValues).
 */
export async function mcpSecretValues(
  configured: ReadonlyMap<string, McpServerEntry>,
  agents: readonly AgentDefinition[],
  variables: Readonly<Record<string, string | undefined>>,
  committed: (file: string) => Promise<boolean>,
): Promise<string[]> {
  const inline = agents.flatMap((agent) =>
    (agent.mcpServers ?? []).flatMap((reference) =>
      reference.kind === 'inline'
        ? [
            {
              file: agent.file,
              config: { command: reference.command, args: reference.args, env: reference.env },
            },
          ]
        : [],
    ),
  );
  const sources: Array<{ file: string | undefined; config: McpServerConfig }> = [
    ...[...configured.values()].map((entry) => ({ file: entry.origin, config: entry.config })),
    ...inline,
  ];
  const configurations = await Promise.all(
    sources.map(async ({ file, config }) => ({
      config,
      committed: file !== undefined && path.isAbsolute(file) && (await committed(file)),
    })),
  );
  return mcpServerSecretValues(configurations, variables);
}

/**
 * Whether the repository commits `file` as it is: git tracks it in the repository and it has no
 * change from HEAD (a job may write a secret into a tracked file: `sed -i s/PLACEHOLDER/…/`), or
 * it is in the base branch's configuration copy (`configRoot` on pull-request events, which holds
 * committed files only).
 */
export function committedInRepository(
  roots: { repoRoot: string; configRoot: string },
  environment: Readonly<Record<string, string | undefined>>,
): (file: string) => Promise<boolean> {
  const copied = roots.configRoot !== roots.repoRoot;
  return async (file) => {
    if (copied && isInside(roots.configRoot, file)) return true;
    return isCommittedFile(roots.repoRoot, file, environment, { unchanged: true });
  };
}

function isInside(directory: string, file: string): boolean {
  const relative = path.relative(directory, file);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}
