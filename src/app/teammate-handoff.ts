import { z } from 'zod';
import { AgentRegistry, type LoadedAgents } from '../agents/index.js';
import { agentSources, hookEvents, type AgentDefinition } from '../agents/definition.js';
import { runConfigSchema, type RunConfig } from '../config/run-config.js';
import { errorMessage, UserError } from '../errors.js';
import { mcpServerConfigSchema, variableNames, type McpServerEntry } from '../mcp/server-config.js';
import type { MergedSettings } from '../settings/load-settings.js';
import { createSkillCatalog, type SkillCatalog } from '../skills/load-skills.js';
import type { Skill } from '../skills/skill-file.js';

/**
 * What a run reads from disk at its start and then keeps: agent definitions, merged settings
 * (permission rules, hooks, env), skills, and the configured MCP servers. A teammate process
 * gets its lead's, so that a file an agent writes during the run (a settings.local.json granting
 * Bash, a hook, an agent file) changes nothing for it, as it changes nothing in-process.
 */
export interface LoadedConfiguration {
  agents: LoadedAgents;
  settings: MergedSettings;
  skills: SkillCatalog;
  mcpServers: ReadonlyMap<string, McpServerEntry>;
  /**
   * When the run read it (the kernel's clock, ms): a package skill whose files changed after this
   * was written during the run, and is not offered (nested-skills.ts). A teammate process keeps
   * its lead's, so that a skill the lead's agents wrote before starting it is not offered either.
   */
  configurationReadMs: number;
}

/**
 * What the lead writes to a teammate process's stdin: its run configuration, what it loaded at
 * its start, the secret values its redactor hides, and what the MCP servers' `${VAR}` expand to.
 * Secrets travel here only: never in argv or the environment (which other processes of the user
 * can read), never in a file.
 */
export interface TeammateHandoff {
  config: RunConfig;
  loaded: LoadedConfiguration;
  secrets: readonly string[];
  /**
   * The lead's values of the variables its MCP servers' configurations name (the configured
   * ones and the agents' inline ones): the teammate's own environment is the scrubbed one.
   */
  mcpVariables: Readonly<Record<string, string>>;
}

/** Of `variables`, those that the MCP configuration in `loaded` names. */
export function namedMcpVariables(
  loaded: Pick<LoadedConfiguration, 'agents' | 'mcpServers'>,
  variables: Readonly<Record<string, string | undefined>>,
): Record<string, string> {
  const configurations = [
    ...[...loaded.mcpServers.values()].map((entry) => entry.config),
    ...loaded.agents.registry.list().flatMap((agent) => agent.mcpServers ?? []),
  ];
  const named: Record<string, string> = {};
  for (const text of stringsIn(configurations)) {
    for (const name of variableNames(text)) {
      const value = variables[name];
      if (value !== undefined) named[name] = value;
    }
  }
  return named;
}

function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(stringsIn);
  return [];
}

/**
 * The JSON form. The lead and the teammate are the same build, so this checks the shape rather
 * than re-validating every field the loaders validated already. Built on first use: only a
 * teammate process reads a handoff, and building it at load was part of every run's start.
 */
const handoffSchema = z.lazy(() => {
  const toolRuleSchema = z.looseObject({ tool: z.string(), specifier: z.string().optional() });
  const hookMatcherSchema = z.looseObject({
    matcher: z.string().optional(),
    hooks: z.array(
      z.looseObject({
        type: z.literal('command'),
        command: z.string(),
        timeout: z.number().optional(),
      }),
    ),
  });
  const hooksSchema = z.partialRecord(z.enum(hookEvents), z.array(hookMatcherSchema));
  const pluginOptionValueSchema = z.union([
    z.string(),
    z.number(),
    z.boolean(),
    z.array(z.string()),
  ]);
  return z.object({
    config: runConfigSchema,
    secrets: z.array(z.string()),
    mcpVariables: z.record(z.string(), z.string()),
    loaded: z.object({
      agents: z.array(
        z.looseObject({
          name: z.string(),
          description: z.string(),
          systemPrompt: z.string(),
          source: z.enum(agentSources),
          tools: z.array(toolRuleSchema).optional(),
          disallowedTools: z.array(toolRuleSchema).optional(),
          hooks: hooksSchema.optional(),
        }),
      ),
      settings: z.looseObject({
        allow: z.array(toolRuleSchema.extend({ source: z.string() })),
        deny: z.array(toolRuleSchema.extend({ source: z.string() })),
        additionalDirectories: z.array(z.string()),
        env: z.record(z.string(), z.string()),
        // Read-only commands need rules in the child too when an untrusted checkout set env.
        untrustedEnvNames: z.array(z.string()),
        trustedEnv: z.record(z.string(), z.string()),
        trustedToolEnv: z.record(z.string(), z.string()),
        telemetryEnvironment: z.record(z.string(), z.string()),
        secretValues: z.array(z.string()),
        modelAccessEnvironment: z.record(z.string(), z.string()),
        hooks: hooksSchema,
        disableAllHooks: z.boolean(),
        managedHooks: hooksSchema,
        enabledMcpjsonServers: z.array(z.string()),
        disabledMcpjsonServers: z.array(z.string()),
        enabledPlugins: z.record(
          z.string(),
          z.object({ enabled: z.boolean(), source: z.string() }),
        ),
        extraKnownMarketplaces: z.record(z.string(), z.unknown()),
        pluginOptions: z.record(z.string(), z.record(z.string(), pluginOptionValueSchema)),
        plugins: z.array(
          z.object({
            root: z.string(),
            marketplace: z.string().optional(),
            options: z.record(z.string(), pluginOptionValueSchema).optional(),
          }),
        ),
        // The lead's trust decision: an untrusted checkout's agent grants stay held in the child.
        trusted: z.boolean(),
      }),
      skills: z.array(
        z.looseObject({
          name: z.string(),
          kind: z.enum(['skill', 'command']),
          description: z.string(),
          allowedTools: z.array(toolRuleSchema),
          modelInvocable: z.boolean(),
          userInvocable: z.boolean(),
          body: z.string(),
          directory: z.string(),
          file: z.string(),
          source: z.enum(['user', 'project', 'plugin']),
        }),
      ),
      mcpServers: z.array(
        z.looseObject({
          name: z.string(),
          scope: z.enum(['plugin', 'user', 'local', 'project', 'flag', 'agent']),
          origin: z.string(),
          config: mcpServerConfigSchema,
        }),
      ),
      configurationReadMs: z.number(),
    }),
  });
});

/** The handoff as the JSON text a teammate process reads on stdin. */
export function formatTeammateHandoff(handoff: TeammateHandoff): string {
  const { agents, settings, skills, mcpServers, configurationReadMs } = handoff.loaded;
  return JSON.stringify({
    config: handoff.config,
    secrets: handoff.secrets,
    mcpVariables: handoff.mcpVariables,
    loaded: {
      // The effective agents: the lead reported the load's problems and shadowing already.
      agents: agents.registry.list(),
      settings,
      skills: skills.skills,
      mcpServers: [...mcpServers.values()],
      configurationReadMs,
    },
  });
}

/** Reads what `formatTeammateHandoff` wrote; a UserError says what is wrong with it. */
export function parseTeammateHandoff(text: string): TeammateHandoff {
  let parsed: z.infer<typeof handoffSchema>;
  try {
    parsed = handoffSchema.parse(JSON.parse(text));
  } catch (error) {
    throw new UserError(
      `--config-stdin: the configuration on stdin is not a teammate handoff from a lead: ${errorMessage(error)}`,
      'Only a lead with --teammates process starts `flotilla teammate --config-stdin`; to join a team by hand, give --state-dir, --agent and --prompt instead.',
    );
  }
  // The casts trust what the schema does not spell out field by field (see handoffSchema).
  const definitions = parsed.loaded.agents as AgentDefinition[];
  return {
    config: parsed.config,
    secrets: parsed.secrets,
    mcpVariables: parsed.mcpVariables,
    loaded: {
      agents: {
        registry: new AgentRegistry(definitions),
        definitions,
        shadowed: [],
        problems: [],
        unloadable: [],
      },
      settings: parsed.loaded.settings as MergedSettings,
      skills: createSkillCatalog(parsed.loaded.skills as Skill[]),
      mcpServers: new Map(
        parsed.loaded.mcpServers.map((entry) => [entry.name, entry as McpServerEntry]),
      ),
      configurationReadMs: parsed.loaded.configurationReadMs,
    },
  };
}
