import { z } from 'zod';
import { permissionModes } from '../agents/definition.js';
import { effortLevels } from '../model/effort.js';
import { severities } from '../results/finding.js';
import { settingSources } from '../settings/setting-sources.js';
import { minimumCompactionWindow } from './compaction-environment.js';

/** The lead's turns for each input when neither --max-turns nor its agent file sets them. */
export const defaultMaxTurns = 30;

/** How deep subagents may spawn subagents unless told: only the lead spawns. */
export const defaultMaxSpawnDepth = 1;

/**
 * Everything one run needs, read once by an entry point (CLI arguments or Action inputs) and
 * checked here. Nothing below the entry points reads process.env or action inputs.
 */
/** `--approve-plans` / `approve_plans`: who approves a plan-mode teammate's plan. */
export const planApprovers = ['lead', 'auto'] as const;
/** `--teammates` / `teammates`: where teammates run. */
export const teammateBackends = ['in-process', 'process'] as const;

export const runConfigSchema = z.object({
  /** Absolute path of the repository (the lead's working tree). */
  repoRoot: z.string().min(1),
  /**
   * Where `.claude/` (agents, skills) is read from; default repoRoot. On pull-request events the
   * Action points it at the base branch's copy, so a pull request cannot rewrite its reviewers.
   */
  configRoot: z.string().optional(),
  prompt: z.string().default(''),
  /** Agents to run as background subagents of the lead (matrix: exactly one). Empty: the lead decides. */
  agents: z.array(z.string()).default([]),
  /** Name of the agent that leads; undefined: the built-in lead prompt. */
  leadAgent: z.string().optional(),
  /** `--agents` JSON: inline text or a path to a file. */
  agentsJson: z.string().optional(),
  pluginDirs: z.array(z.string()).default([]),
  /**
   * Where the plugins' data directories (`${CLAUDE_PLUGIN_DATA}`) live; undefined: Claude Code's
   * `~/.claude/plugins/data` (src/plugins/plugin-data.ts).
   */
  pluginDataDir: z.string().optional(),
  managedAgentsFile: z.string().optional(),
  /** `--settings`: inline JSON (starting with `{`) or an absolute path to a settings file. */
  settings: z.string().optional(),
  /** `--setting-sources`: which of the user, project and local settings files are read. */
  settingSources: z.array(z.enum(settingSources)).default([...settingSources]),
  /** Managed settings; default /etc/claude-code/managed-settings.json. */
  managedSettingsFile: z.string().optional(),
  /**
   * The workspace is trusted: its settings files may grant permissions (`permissions.allow`).
   * `--trust-project` on the command line; the Action trusts the configuration it reads.
   */
  trustProject: z.boolean().default(false),
  homeDir: z.string().optional(),
  /**
   * `--bare`: no memory files (CLAUDE.md) at all, for the lead or any subagent, no hook but the
   * managed settings', no MCP server but `--mcp-config`'s, and no skill or command but a plugin's
   * (as Claude Code 2.1.332's --bare).
   * The CLI's `--bare` also narrows the built-in tools (src/cli/claude-code-flags.ts).
   */
  bare: z.boolean().default(false),
  /** `--system-prompt`: replaces the lead's own system prompt (its environment facts stay). */
  systemPrompt: z.string().optional(),
  /** `--append-system-prompt` (or the text of `--append-system-prompt-file`): ends the lead's system prompt. */
  appendSystemPrompt: z.string().optional(),
  /** `--effort`: for every agent whose definition sets no `effort:` of its own. */
  effort: z.enum(effortLevels).optional(),

  /** The lead's model (`--model`, the `model` input); undefined: ANTHROPIC_MODEL, else the settings' `model`, else sonnet. */
  model: z.string().optional(),
  /** ANTHROPIC_MODEL from the process environment (the settings' `env` may override it). */
  environmentModel: z.string().optional(),
  /** Alias → model id overrides (ANTHROPIC_DEFAULT_*_MODEL). */
  modelAliases: z.record(z.string(), z.string()).default({}),
  /** FLOTILLA_SUBAGENT_MODEL: every subagent's model, whatever it asked for. */
  subagentModel: z.string().optional(),
  /**
   * CLAUDE_CODE_SUBAGENT_MODEL from the process environment (the settings' `env` may override
   * it): the model of a subagent whose call and definition name none.
   */
  environmentSubagentModel: z.string().optional(),
  /**
   * USD per million tokens, per model id (or id prefix, or family name); merged over the
   * built-in table (`--model-price`, FLOTILLA_MODEL_PRICES, the `model_prices` input).
   */
  prices: z
    .record(
      z.string(),
      z.object({
        input: z.number(),
        output: z.number(),
        cacheWrite: z.number(),
        cacheRead: z.number(),
      }),
    )
    .default({}),

  /**
   * Context windows in tokens, per model id (or id prefix, or family name); merged over the
   * built-in table (`--context-window`, FLOTILLA_CONTEXT_WINDOWS, the `context_windows` input).
   */
  contextWindows: z.record(z.string(), z.number().int().positive()).default({}),
  /**
   * `--autocompact TOKENS`: the window every agent's compaction counts against where its model's
   * is larger; CLAUDE_CODE_AUTO_COMPACT_WINDOW wins over it (src/config/compaction-environment.ts).
   */
  autocompactWindow: z.number().int().min(minimumCompactionWindow).optional(),

  /**
   * The lead's model calls for each input (its prompt, each wake), given: it wins over the lead's
   * agent file's `maxTurns`, which wins over defaultMaxTurns; subagents keep their own `maxTurns`,
   * else have none, as in Claude Code 2.1.332.
   */
  maxTurns: z.number().int().positive().optional(),
  maxBudgetUsd: z.number().positive().optional(),
  maxTokens: z.number().int().positive().optional(),
  /** Wall-clock limit for the whole run, seconds. */
  timeoutSeconds: z.number().positive().default(1800),
  /** Wall-clock limit for each subagent, seconds. */
  agentTimeoutSeconds: z.number().positive().optional(),
  /**
   * `--concurrency`: the most model requests in flight at once (agents beyond it wait for their
   * turn at the model). Undefined: as many as the API's rate limits allow (the request limiter).
   */
  concurrency: z.number().int().positive().optional(),
  /** How deep subagents may spawn subagents: 1 = only the lead spawns. */
  maxSpawnDepth: z.number().int().positive().default(defaultMaxSpawnDepth),
  /** `--keep-team`: the team's files (config, inboxes, tasks) stay in the state dir after the run. */
  keepTeam: z.boolean().default(false),
  /**
   * `--approve-plans`: who approves the plan of a teammate that must plan first
   * (`planModeRequired`): the lead's model (`lead`, as Claude Code), or Flotilla at once (`auto`).
   */
  approvePlans: z.enum(planApprovers).default('lead'),
  /**
   * `--fork-subagents` / `fork_subagents`: `Agent({subagent_type: "fork"})` forks the calling
   * agent. Undefined: the settings' `forkSubagents`, else off.
   */
  forkSubagents: z.boolean().optional(),
  /**
   * `--teammates`: teammates run inside the lead's process (`in-process`), or each as its own
   * `flotilla teammate` process talking to the team only through the locked files (`process`).
   */
  teammates: z.enum(teammateBackends).default('in-process'),
  /** Set in a `flotilla teammate` process: this run is that member of that team, not a lead. */
  teammate: z
    .object({
      team: z.string().min(1),
      name: z.string().min(1),
      agentType: z.string().min(1).optional(),
      prompt: z.string().optional(),
      /** What the lead chose at the spawn (the Agent tool's `mode` and `effort`). */
      mode: z.enum(permissionModes).optional(),
      effort: z.enum(effortLevels).optional(),
      /** The lead's own mode: what an approved plan-mode teammate goes on in. */
      leadMode: z.enum(permissionModes).optional(),
      /** The lead's process, which started this one: when it is gone, the teammate ends. */
      leadPid: z.number().int().positive().optional(),
    })
    .optional(),

  /** Undefined: the settings' `permissions.defaultMode`, else default. */
  permissionMode: z.enum(permissionModes).optional(),
  allowedTools: z.array(z.string()).default([]),
  disallowedTools: z.array(z.string()).default([]),

  /** `--mcp-config`: MCP server configurations, each a JSON file path or inline JSON. */
  mcpConfigs: z.array(z.string()).default([]),
  /** `--strict-mcp-config`: only the `--mcp-config` servers (no `.mcp.json`, no `~/.claude.json`). */
  strictMcpConfig: z.boolean().default(false),
  /** MCP_TIMEOUT: how long an MCP server may take to start and list its tools, ms. */
  mcpStartupTimeoutMs: z.number().int().positive().default(30_000),
  /** MCP_TOOL_TIMEOUT: how long one MCP tool call may take, ms; undefined: the agent's limits only. */
  mcpToolTimeoutMs: z.number().int().positive().optional(),
  /** CLAUDE_CODE_SESSIONEND_HOOKS_TIMEOUT_MS: raises the SessionEnd hooks' bound, ms. */
  sessionEndHooksTimeoutMs: z.number().int().positive().optional(),

  /** Directories symlinked from the main checkout into each worktree. */
  dependencyDirs: z.array(z.string()).default(['node_modules']),

  modelAccess: z.object({
    apiKey: z.string().optional(),
    /**
     * CLAUDE_CODE_OAUTH_TOKEN or the `claude_code_oauth_token` input: sent as
     * `Authorization: Bearer` with the OAuth beta, as Claude Code does. A key wins over it.
     */
    oauthToken: z.string().optional(),
    /**
     * ANTHROPIC_AUTH_TOKEN: a gateway's token, sent as `Authorization: Bearer` (the API key, if
     * any, then goes as `x-api-key`), as Claude Code sends it. It wins over an OAuth token.
     */
    authToken: z.string().optional(),
    /**
     * The settings' `apiKeyHelper` and the key it printed when the CLI run started: sent as
     * `Authorization: Bearer`, and as `x-api-key` unless an API key takes that place, as Claude
     * Code sends it.
     */
    apiKeyHelper: z.object({ command: z.string(), key: z.string() }).optional(),
    /** ANTHROPIC_CUSTOM_HEADERS: extra headers on every model request. */
    customHeaders: z.record(z.string(), z.string()).optional(),
    /** ANTHROPIC_BETAS: extra `anthropic-beta` values on every model request. */
    betas: z.array(z.string()).optional(),
    /** Amazon Bedrock or Google Vertex AI instead of the Anthropic API (see provider-environment.ts). */
    provider: z.enum(['anthropic', 'bedrock', 'vertex']).default('anthropic'),
    /** HTTPS_PROXY / HTTP_PROXY / NO_PROXY (src/platform/proxy.ts): model requests go through it. */
    proxy: z
      .object({
        httpProxy: z.string().optional(),
        httpsProxy: z.string().optional(),
        noProxy: z.string().optional(),
      })
      .optional(),
    bedrock: z
      .object({
        region: z.string().min(1),
        baseUrl: z.string().optional(),
        accessKeyId: z.string().optional(),
        secretAccessKey: z.string().optional(),
        sessionToken: z.string().optional(),
        bearerToken: z.string().optional(),
        skipAuth: z.boolean(),
      })
      .optional(),
    vertex: z
      .object({
        region: z.string().min(1),
        projectId: z.string().optional(),
        baseUrl: z.string().optional(),
        credentialsFile: z.string().optional(),
        skipAuth: z.boolean(),
      })
      .optional(),
    baseUrl: z.string().optional(),
    /** Start the offline server in-process with this scenario. */
    scenarioFile: z.string().optional(),
    replayFile: z.string().optional(),
    recordFile: z.string().optional(),
    /**
     * Retries of a failed model request (429, 5xx, 529, connection errors, streams cut
     * mid-message); one layer retries. Default 10 (src/model/anthropic-client.ts).
     */
    maxRetries: z.number().int().min(0).optional(),
    /** CLAUDE_CODE_MAX_OUTPUT_TOKENS: every request's max_tokens (capped per model); default per model. */
    maxOutputTokens: z.number().int().positive().optional(),
    /** MAX_THINKING_TOKENS: 0 turns thinking off; more caps a thinking budget. */
    maxThinkingTokens: z.number().int().min(0).optional(),
    /** API_TIMEOUT_MS: the per-request timeout; default the SDK's 10 minutes. */
    timeoutMs: z.number().int().positive().optional(),
  }),

  /**
   * The process's telemetry variables (CLAUDE_CODE_ENABLE_TELEMETRY, OTEL_*), resolved by the run
   * with the settings' own over them (src/config/telemetry-environment.ts); nothing exported and
   * nothing loaded unless they switch it on.
   */
  telemetryEnvironment: z.record(z.string(), z.string()).default({}),
  outputDir: z.string().optional(),
  format: z.enum(['text', 'json']).default('text'),
  /**
   * `--json-schema` / input `json_schema`: the JSON Schema (an object, already checked) the
   * lead's final answer must match; it answers through a StructuredOutput tool.
   */
  jsonSchema: z.record(z.string(), z.unknown()).optional(),
  failOn: z.enum(severities).optional(),
  /**
   * The OS sandbox (bubblewrap) for Bash and hooks: `auto` uses it where it works (a notice
   * where it does not), `on` requires it, `off` never uses it.
   */
  sandbox: z.enum(['auto', 'on', 'off']).default('auto'),
  /** Sandboxed commands get the network (all or nothing). */
  sandboxNetwork: z.boolean().default(false),
  /** The run's id; default: a new one (src/results/run-id.ts). */
  runId: z.string().optional(),
  /** State directory for transcripts, output files and team files; default: a temp dir. */
  stateDir: z.string().optional(),
  /**
   * Where the lead's redacted transcript is kept as a session after the run (`<run_id>.jsonl`),
   * for `--resume` / `--continue`; undefined: not kept.
   */
  sessionsDir: z.string().optional(),
});

export type RunConfig = z.infer<typeof runConfigSchema>;
export type RunConfigInput = z.input<typeof runConfigSchema>;

export function parseRunConfig(input: RunConfigInput): RunConfig {
  // Parsed once per run: compiling zod's fast path for it would cost more than it saves.
  return runConfigSchema.parse(input, { jitless: true });
}
