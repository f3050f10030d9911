import { hookTimeoutsFromEnvironment } from '../config/hook-timeouts.js';
import { mcpTimeoutsFromEnvironment } from '../config/mcp-timeouts.js';
import { mcpConfigSecretValues } from '../mcp/mcp-config-secrets.js';
import { auditBranchName, refFormatProblem } from '../publish/audit-branch.js';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { isLoadableAgentName } from '../agents/agent-fields.js';
import { parseToolRule, permissionModes } from '../agents/definition.js';
import type { PermissionMode } from '../agents/definition.js';
import { parseRunConfig, planApprovers, teammateBackends } from '../config/run-config.js';
import type { RunConfig } from '../config/run-config.js';
import { errorMessage, InternalError, UserError } from '../errors.js';
import { effortLevels } from '../model/effort.js';
import {
  aliasOverridesFromEnvironment,
  modelFromEnvironment,
  subagentModelFromEnvironment,
  unknownModelProblem,
} from '../model/model-aliases.js';
import { splitModelPrices } from '../model/pricing.js';
import { modelTablesFrom } from '../config/model-tables.js';
import { providerFromEnvironment, providerSecrets } from '../config/provider-environment.js';
import { requestKnobsFromEnvironment } from '../config/request-environment.js';
import { gatewayFromEnvironment, gatewaySecrets } from '../config/gateway-environment.js';
import { proxyFromEnvironment } from '../platform/proxy.js';
import { telemetryFromEnvironment, telemetryVariables } from '../config/telemetry-environment.js';
import { severities } from '../results/finding.js';
import { parseExpectedAgents } from '../results/merge-result-files.js';
import { isInlineSchema, parseOutputSchemaText } from '../structured/output-schema.js';
import type { Severity } from '../results/finding.js';
import { defaultAuditName } from '../publish/audit-issue.js';
import { defaultTriggerPhrase, Inputs, postTargets, requestedModes } from './constants.js';
import type { InputName, PostTarget, RequestedMode } from './constants.js';
import { readPluginDirs } from './plugin-dirs-input.js';
import {
  checkItems,
  parseBoolean,
  parseEnum,
  parsePositiveInteger,
  parsePositiveNumber,
  parseUrl,
  problem,
  splitList,
} from './input-parsers.js';
import type { Problems } from './input-parsers.js';

/** What the workflow run is about, from the runner's GITHUB_* variables. */

/** The `sandbox` input: bubblewrap where it works, always (or fail), never. */
const sandboxSettings = ['auto', 'on', 'off'] as const;
export interface GitHubRunContext {
  /** The `github_token` input; a secret, never logged. */
  token: string;
  /** REST API root, from GITHUB_API_URL (GitHub Enterprise and local test servers differ). */
  apiUrl: string;
  serverUrl: string;
  repository: { owner: string; repo: string; fullName: string };
  eventName: string;
  eventPath?: string;
  /** GITHUB_ACTOR: who caused the run. */
  actor: string;
  /** GITHUB_TRIGGERING_ACTOR: who started this attempt (differs from actor on re-runs). */
  triggeringActor?: string;
  sha?: string;
  runId?: string;
  /** Link to the workflow run (artifacts live there); undefined outside a run. */
  runUrl?: string;
  /** The workflow file (GITHUB_WORKFLOW_REF without its `@ref`), else its name (GITHUB_WORKFLOW). */
  workflow?: string;
  /** GITHUB_JOB: the job's id in the workflow. */
  job?: string;
  /** GITHUB_WORKSPACE: the checked-out repository. */
  workspace: string;
}

/** Every action input, read once and checked, plus what the runner tells us about the run. */
export interface ActionSettings {
  /** The shared run configuration. Its permissionMode is final only after `runConfigForMode`. */
  run: RunConfig;
  /** `permission_mode` when given; undefined: chosen from the mode and post target. */
  permissionMode?: PermissionMode;
  mode: RequestedMode;
  /** `post` when given; undefined: chosen from the mode and event. */
  post?: PostTarget;
  triggerPhrase: string;
  /** Bot logins allowed to trigger runs; `*` allows every bot. */
  allowedBots: string[];
  failOn?: Severity;
  /** Findings at or above this severity make the review REQUEST_CHANGES; undefined: COMMENT. */
  requestChangesOn?: Severity;
  auditName: string;
  /** `merge` mode: glob patterns of RunResult files, relative to the workspace. */
  resultsFiles: string[];
  /** `merge` mode: the agents the matrix planned; each one with no result is reported incomplete. */
  expectedAgents: string[];
  allowPrTargetCheckout: boolean;
  /** Keep transcripts and output files after the step (default: removed). */
  keepTranscripts: boolean;
  /** `commit_memory`: push the agents' project memory to a branch after the run. */
  commitMemory: boolean;
  /** `resume`: a follow-up on a pull request continues its last session (kept in the cache). */
  resume: boolean;
  /** `track_progress`: one tracking comment, edited as agents start and finish. */
  trackProgress: boolean;
  /** `label_trigger`: adding this label to an issue starts a run. */
  labelTrigger?: string;
  /** `assignee_trigger`: assigning this login (without `@`) to an issue starts a run. */
  assigneeTrigger?: string;
  /** `use_commit_signing`: agents' changes land as commits created through the GitHub API. */
  useCommitSigning: boolean;
  github: GitHubRunContext;
}

export type ReadInput = (name: string) => string;
export type Environment = Readonly<Record<string, string | undefined>>;

const botLoginPattern = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\[bot\])?$/i;
const severityOrNone = [...severities, 'none'] as const;

/**
 * Reads every input exactly once, checks it, and returns one typed settings object. All
 * problems are collected and reported in one UserError. `getInput` is `core.getInput` in the
 * Action and a plain function in tests; `env` is the process environment (GITHUB_*, model
 * alias overrides, ANTHROPIC_API_KEY as a fallback for the key).
 */
export function readActionSettings(getInput: ReadInput, env: Environment): ActionSettings {
  const problems: Problems = [];
  const read = (name: InputName): string => getInput(name).trim();

  const apiKey = read(Inputs.AnthropicApiKey) || env.ANTHROPIC_API_KEY?.trim() || undefined;
  const oauthToken =
    read(Inputs.ClaudeCodeOauthToken) || env.CLAUDE_CODE_OAUTH_TOKEN?.trim() || undefined;
  const provider = providerFromEnvironment(env);
  const gateway = gatewayFromEnvironment(env);
  const requestKnobs = requestKnobsFromEnvironment(env);
  const { proxy, problems: proxyProblems } = proxyFromEnvironment(env);
  problems.push(
    ...provider.problems,
    ...gateway.problems,
    ...requestKnobs.problems,
    ...proxyProblems,
  );
  // Checked here with the other problems; the run resolves it again with the settings' env.
  problems.push(...telemetryFromEnvironment(env).problems);
  const baseUrl = parseUrl(
    Inputs.AnthropicBaseUrl,
    read(Inputs.AnthropicBaseUrl) || env.ANTHROPIC_BASE_URL?.trim() || '',
    problems,
  );
  const token = read(Inputs.GithubToken);
  if (token === '')
    problems.push(
      `Input '${Inputs.GithubToken}' is empty; expected a GitHub token. The default \`\${{ github.token }}\` works when the job grants the permissions it needs.`,
    );
  const prompt = getInput(Inputs.Prompt);

  const agents = checkItems(
    Inputs.Agents,
    splitList(Inputs.Agents, read(Inputs.Agents), problems),
    isRequestableAgentName,
    'agent names such as security-reviewer (any text without ":" and not starting with "-"), or plugin:agent for an agent of a plugin_dirs plugin, separated by commas or newlines',
    problems,
  );
  const agentRaw = read(Inputs.Agent);
  if (agentRaw !== '' && !isRequestableAgentName(agentRaw))
    problems.push(
      problem(
        Inputs.Agent,
        agentRaw,
        'one agent name, such as security-reviewer (any text without ":" and not starting with "-"), or plugin:agent for an agent of a plugin_dirs plugin',
      ),
    );
  if (agentRaw !== '' && agents.length > 0)
    problems.push(
      `Inputs '${Inputs.Agent}' and '${Inputs.Agents}' are both set; expected one of them: '${Inputs.Agent}' for one agent per matrix job, '${Inputs.Agents}' for several agents in one job.`,
    );

  const mode =
    parseEnum(Inputs.Mode, read(Inputs.Mode) || 'auto', requestedModes, problems) ?? 'auto';
  const triggerPhrase = read(Inputs.TriggerPhrase) || defaultTriggerPhrase;
  if (/\s/.test(triggerPhrase))
    problems.push(
      problem(Inputs.TriggerPhrase, triggerPhrase, 'one word without spaces, such as @flotilla'),
    );

  const allowedBots = checkItems(
    Inputs.AllowedBots,
    splitList(Inputs.AllowedBots, read(Inputs.AllowedBots), problems),
    (login) => login === '*' || botLoginPattern.test(login),
    'bot logins such as renovate[bot], or * for every bot',
    problems,
  );
  const allowedTools = readToolRules(Inputs.AllowedTools, read(Inputs.AllowedTools), problems);
  const disallowedTools = readToolRules(
    Inputs.DisallowedTools,
    read(Inputs.DisallowedTools),
    problems,
  );
  const permissionModeRaw = read(Inputs.PermissionMode);
  const permissionMode =
    permissionModeRaw === ''
      ? undefined
      : parseEnum(Inputs.PermissionMode, permissionModeRaw, permissionModes, problems);

  // Empty: the settings files' `model`, else sonnet (decided when the run starts).
  const model = read(Inputs.Model) || undefined;
  if (model !== undefined && /\s/.test(model))
    problems.push(
      problem(
        Inputs.Model,
        model,
        'a model alias (sonnet, opus, haiku, fable) or a full model id, without spaces',
      ),
    );
  const modelAliases = aliasOverridesFromEnvironment(env);
  // ANTHROPIC_MODEL is checked when the run starts, where the settings' env may override it.
  const environmentModel = modelFromEnvironment(env);
  const environmentSubagentModel = subagentModelFromEnvironment(env);
  const subagentModel = env.FLOTILLA_SUBAGENT_MODEL?.trim() || undefined;
  const unknownModel = model === undefined ? undefined : unknownModelProblem(model, modelAliases);
  if (unknownModel)
    problems.push(`Input '${Inputs.Model}': ${unknownModel.message} ${unknownModel.hint}`);
  const unknownSubagentModel =
    subagentModel === undefined ? undefined : unknownModelProblem(subagentModel, modelAliases);
  if (unknownSubagentModel)
    problems.push(
      `Environment variable FLOTILLA_SUBAGENT_MODEL: ${unknownSubagentModel.message} ${unknownSubagentModel.hint}`,
    );
  const modelTables = modelTablesFrom(env, {
    prices: {
      entries: splitModelPrices(read(Inputs.ModelPrices)),
      source: `Input '${Inputs.ModelPrices}'`,
    },
    contextWindows: {
      entries: splitModelPrices(read(Inputs.ContextWindows)),
      source: `Input '${Inputs.ContextWindows}'`,
    },
  });
  problems.push(...modelTables.problems);
  const mcpConfig = read(Inputs.McpConfig);
  // JSON text only: a file path would be read from the checkout, which a pull request controls.
  if (mcpConfig !== '' && !mcpConfig.startsWith('{')) {
    problems.push(
      `Input '${Inputs.McpConfig}' must be JSON text {"mcpServers": {…}}; servers in a file belong in .mcp.json.`,
    );
  }
  const mcp = mcpTimeoutsFromEnvironment(env);
  problems.push(...mcp.problems);
  const hookTimeouts = hookTimeoutsFromEnvironment(env);
  problems.push(...hookTimeouts.problems);
  const maxRetriesRaw = env.CLAUDE_CODE_MAX_RETRIES?.trim() ?? '';
  const maxRetries = maxRetriesRaw === '' ? undefined : Number(maxRetriesRaw);
  if (maxRetries !== undefined && !(Number.isInteger(maxRetries) && maxRetries >= 0))
    problems.push(
      `Environment variable CLAUDE_CODE_MAX_RETRIES is '${maxRetriesRaw}'; expected a whole number of 0 or more.`,
    );
  const maxTurns = parsePositiveInteger(Inputs.MaxTurns, read(Inputs.MaxTurns), problems, '30');
  const maxBudgetUsd = parsePositiveNumber(
    Inputs.MaxBudgetUsd,
    read(Inputs.MaxBudgetUsd),
    problems,
    '2.50',
  );
  const timeoutMinutes = parsePositiveNumber(
    Inputs.TimeoutMinutes,
    read(Inputs.TimeoutMinutes),
    problems,
    '30',
  );
  const concurrency = parsePositiveInteger(
    Inputs.Concurrency,
    read(Inputs.Concurrency),
    problems,
    '8',
  );
  const maxSpawnDepth = parsePositiveInteger(
    Inputs.MaxSpawnDepth,
    read(Inputs.MaxSpawnDepth),
    problems,
    '2',
  );
  const failOn = readSeverity(Inputs.FailOn, read(Inputs.FailOn), problems);
  const postRaw = read(Inputs.Post);
  const post = postRaw === '' ? undefined : parseEnum(Inputs.Post, postRaw, postTargets, problems);
  const resultsDirRaw = read(Inputs.ResultsDir);
  const auditName = read(Inputs.AuditName) || defaultAuditName;
  // It becomes a branch name (with the run id); git's rules say which names fail there.
  const auditBranchProblem = refFormatProblem(auditBranchName(auditName, 'run'));
  if (auditBranchProblem)
    problems.push(
      `Input '${Inputs.AuditName}' is '${auditName}'; it names the branch an audit's changes are pushed to (${auditBranchName(auditName, '<run id>')}), and git refuses that name: ${auditBranchProblem}. Use letters, digits, '-', '_' and single dots, such as nightly-audit.`,
    );
  const requestChangesOn = readSeverity(
    Inputs.RequestChangesOn,
    read(Inputs.RequestChangesOn),
    problems,
  );
  const resultsFiles = splitList(Inputs.ResultsFiles, read(Inputs.ResultsFiles), problems);
  if (mode === 'merge' && resultsFiles.length === 0)
    problems.push(
      `Input '${Inputs.ResultsFiles}' is empty, but mode is merge; expected glob patterns of the RunResult files the matrix jobs uploaded, such as results/**/*.json.`,
    );
  const expectedAgents = readExpectedAgents(read(Inputs.ExpectedAgents), problems);
  const allowPrTargetCheckout = parseBoolean(
    Inputs.AllowPrTargetCheckout,
    read(Inputs.AllowPrTargetCheckout),
    false,
    problems,
  );
  const scenarioRaw = read(Inputs.Scenario);
  const keepTranscripts = parseBoolean(
    Inputs.KeepTranscripts,
    read(Inputs.KeepTranscripts),
    false,
    problems,
  );
  const sandboxRaw = read(Inputs.Sandbox);
  const sandbox =
    sandboxRaw === '' ? 'auto' : parseEnum(Inputs.Sandbox, sandboxRaw, sandboxSettings, problems);
  const sandboxNetwork = parseBoolean(
    Inputs.SandboxNetwork,
    read(Inputs.SandboxNetwork),
    false,
    problems,
  );

  const bare = parseBoolean(Inputs.Bare, read(Inputs.Bare), false, problems);
  const forkSubagentsRaw = read(Inputs.ForkSubagents);
  const forkSubagents =
    forkSubagentsRaw === ''
      ? undefined
      : parseBoolean(Inputs.ForkSubagents, forkSubagentsRaw, false, problems);
  const commitMemory = parseBoolean(
    Inputs.CommitMemory,
    read(Inputs.CommitMemory),
    false,
    problems,
  );
  const resume = parseBoolean(Inputs.Resume, read(Inputs.Resume), false, problems);
  const jsonSchemaRaw = read(Inputs.JsonSchema);
  let jsonSchema: Record<string, unknown> | undefined;
  if (jsonSchemaRaw !== '') {
    try {
      jsonSchema = parseOutputSchemaText(
        isInlineSchema(jsonSchemaRaw)
          ? jsonSchemaRaw
          : readFileSync(path.resolve(env.GITHUB_WORKSPACE ?? '.', jsonSchemaRaw), 'utf8'),
        `Input '${Inputs.JsonSchema}'`,
      );
    } catch (error) {
      problems.push(
        error instanceof UserError
          ? `${error.message} ${error.hint ?? ''}`.trim()
          : `Input '${Inputs.JsonSchema}': cannot read '${jsonSchemaRaw}' in the workspace: ${errorMessage(error)}; expected JSON text or a JSON Schema file.`,
      );
    }
  }
  const trackProgress = parseBoolean(
    Inputs.TrackProgress,
    read(Inputs.TrackProgress),
    false,
    problems,
  );
  const useCommitSigning = parseBoolean(
    Inputs.UseCommitSigning,
    read(Inputs.UseCommitSigning),
    false,
    problems,
  );
  const labelTrigger = read(Inputs.LabelTrigger) || undefined;
  if (labelTrigger !== undefined && labelTrigger.includes(','))
    problems.push(problem(Inputs.LabelTrigger, labelTrigger, 'one label name, such as flotilla'));
  const assigneeTrigger = read(Inputs.AssigneeTrigger).replace(/^@/, '') || undefined;
  if (assigneeTrigger !== undefined && !botLoginPattern.test(assigneeTrigger))
    problems.push(
      problem(Inputs.AssigneeTrigger, assigneeTrigger, 'one GitHub login, such as flotilla-bot'),
    );
  const systemPrompt = getInput(Inputs.SystemPrompt);
  const appendSystemPrompt = getInput(Inputs.AppendSystemPrompt);
  const effortRaw = read(Inputs.Effort);
  const effort =
    effortRaw === '' ? undefined : parseEnum(Inputs.Effort, effortRaw, effortLevels, problems);

  // Agent teams: keep the team's files for the job's artifacts, who approves a teammate's
  // plan, and whether teammates run in the job's process or each in its own.
  const keepTeam = parseBoolean(Inputs.KeepTeam, read(Inputs.KeepTeam), false, problems);
  const approvePlansRaw = read(Inputs.ApprovePlans);
  const approvePlans =
    approvePlansRaw === ''
      ? undefined
      : parseEnum(Inputs.ApprovePlans, approvePlansRaw, planApprovers, problems);
  const teammatesRaw = read(Inputs.Teammates);
  const teammates =
    teammatesRaw === ''
      ? undefined
      : parseEnum(Inputs.Teammates, teammatesRaw, teammateBackends, problems);

  const github = readRunContext(env, token, problems);
  const pluginDirs =
    github.workspace === ''
      ? []
      : readPluginDirs(read(Inputs.PluginDirs), github.workspace, problems);

  if (problems.length > 0)
    throw new UserError(
      `The action's inputs have ${problems.length === 1 ? 'a problem' : `${problems.length} problems`}:\n${problems.map((line) => `  - ${line}`).join('\n')}`,
      'Inputs and their forms are listed in docs/action.md and action.yml.',
    );

  const workspace = github.workspace;
  const inWorkspace = (file: string): string => path.resolve(workspace, file);
  const run = buildRunConfig({
    repoRoot: workspace,
    prompt,
    agents: agentRaw !== '' ? [agentRaw] : agents,
    ...(model !== undefined ? { model } : {}),
    modelAliases,
    ...(environmentModel !== undefined ? { environmentModel } : {}),
    ...(environmentSubagentModel !== undefined ? { environmentSubagentModel } : {}),
    ...(subagentModel !== undefined ? { subagentModel } : {}),
    prices: modelTables.prices,
    contextWindows: modelTables.contextWindows,
    ...(maxTurns !== undefined ? { maxTurns } : {}),
    ...(maxBudgetUsd !== undefined ? { maxBudgetUsd } : {}),
    // Whole seconds, at least one (0.005 minutes is a limit, not none).
    ...(timeoutMinutes !== undefined
      ? { timeoutSeconds: Math.max(1, Math.round(timeoutMinutes * 60)) }
      : {}),
    ...(concurrency !== undefined ? { concurrency } : {}),
    ...(maxSpawnDepth !== undefined ? { maxSpawnDepth } : {}),
    permissionMode: permissionMode ?? 'default',
    ...(sandbox !== undefined ? { sandbox } : {}),
    sandboxNetwork,
    bare,
    ...(forkSubagents !== undefined ? { forkSubagents } : {}),
    ...(systemPrompt.trim() !== '' ? { systemPrompt } : {}),
    ...(appendSystemPrompt.trim() !== '' ? { appendSystemPrompt } : {}),
    ...(effort !== undefined ? { effort } : {}),
    keepTeam,
    ...(approvePlans !== undefined ? { approvePlans } : {}),
    ...(teammates !== undefined ? { teammates } : {}),
    allowedTools,
    disallowedTools,
    ...(mcpConfig.startsWith('{') ? { mcpConfigs: [mcpConfig] } : {}),
    pluginDirs,
    // The plugins' data directories (CLAUDE_PLUGIN_DATA) outlive the step in the job's runner
    // temp (every Flotilla step of the job shares them), not the next job: RUNNER_TEMP is emptied.
    ...(env.RUNNER_TEMP
      ? { pluginDataDir: path.join(env.RUNNER_TEMP, 'flotilla-plugin-data') }
      : {}),
    ...mcp.timeouts,
    ...hookTimeouts.timeouts,
    modelAccess: {
      ...(apiKey !== undefined ? { apiKey } : {}),
      ...(oauthToken !== undefined ? { oauthToken } : {}),
      ...gateway.access,
      ...requestKnobs.knobs,
      ...provider.access,
      ...(proxy ? { proxy } : {}),
      ...(baseUrl !== undefined ? { baseUrl } : {}),
      ...(maxRetries !== undefined ? { maxRetries } : {}),
      ...(scenarioRaw !== '' ? { scenarioFile: inWorkspace(scenarioRaw) } : {}),
    },
    telemetryEnvironment: telemetryVariables(env),
    ...(resultsDirRaw !== ''
      ? { outputDir: inWorkspace(resultsDirRaw) }
      : env.RUNNER_TEMP
        ? { outputDir: path.join(env.RUNNER_TEMP, 'flotilla-results') }
        : {}),
    ...(failOn !== undefined ? { failOn } : {}),
    ...(jsonSchema ? { jsonSchema } : {}),
    // The Action reads its configuration from the base branch on pull-request events and from
    // the trusted checked-out ref otherwise (DESIGN §6): its settings may grant permissions.
    trustProject: true,
  });

  return {
    run,
    ...(permissionMode !== undefined ? { permissionMode } : {}),
    mode,
    ...(post !== undefined ? { post } : {}),
    triggerPhrase,
    allowedBots,
    ...(failOn !== undefined ? { failOn } : {}),
    ...(requestChangesOn !== undefined ? { requestChangesOn } : {}),
    auditName,
    resultsFiles,
    expectedAgents,
    allowPrTargetCheckout,
    keepTranscripts,
    commitMemory,
    resume,
    trackProgress,
    ...(labelTrigger !== undefined ? { labelTrigger } : {}),
    ...(assigneeTrigger !== undefined ? { assigneeTrigger } : {}),
    useCommitSigning,
    github,
  };
}

/**
 * The secret values among the settings, for the entry point to mask and the redactor to scrub:
 * the credentials, and every value of the `mcp_config` servers' `env` and `headers` (with
 * `${VAR}` expanded from `env`, as the servers get them).
 */
export function secretValues(settings: ActionSettings, env: Environment = {}): string[] {
  const access = settings.run.modelAccess;
  return [
    access.oauthToken,
    // The key, the gateway token and header values.
    ...gatewaySecrets(access),
    ...providerSecrets(access),
    settings.github.token,
    ...mcpConfigSecretValues(settings.run.mcpConfigs, env),
  ].filter((value): value is string => value !== undefined && value !== '');
}

/** An agent's name, or a plugin's agent as the run names it (`plugin:agent`). */
function isRequestableAgentName(name: string): boolean {
  const [plugin, agent, ...rest] = name.split(':');
  if (agent === undefined) return isLoadableAgentName(name);
  return (
    rest.length === 0 &&
    plugin !== undefined &&
    isLoadableAgentName(plugin) &&
    isLoadableAgentName(agent)
  );
}

function readToolRules(name: InputName, raw: string, problems: Problems): string[] {
  return checkItems(
    name,
    splitList(name, raw, problems),
    (rule) => parseToolRule(rule) !== undefined,
    'tool rules in Claude Code syntax, such as Read, Bash(npm test:*) or mcp__server__tool',
    problems,
  );
}

function readSeverity(name: InputName, raw: string, problems: Problems): Severity | undefined {
  if (raw === '') return undefined;
  const value = parseEnum(name, raw, severityOrNone, problems);
  return value === undefined || value === 'none' ? undefined : value;
}

function readRunContext(env: Environment, token: string, problems: Problems): GitHubRunContext {
  const required = (variable: string): string => {
    const value = env[variable]?.trim() ?? '';
    if (value === '')
      problems.push(
        `Environment variable ${variable} is not set; expected the value the GitHub Actions runner sets. Run Flotilla's action inside a workflow job (locally, use \`npx flotilla run\`).`,
      );
    return value;
  };
  const workspace = required('GITHUB_WORKSPACE');
  const fullName = required('GITHUB_REPOSITORY');
  const eventName = required('GITHUB_EVENT_NAME');
  const [owner = '', repo = '', ...rest] = fullName.split('/');
  if (fullName !== '' && (owner === '' || repo === '' || rest.length > 0))
    problems.push(
      `Environment variable GITHUB_REPOSITORY is '${fullName}'; expected the form {owner}/{repo}.`,
    );
  const urlOf = (variable: string, fallback: string): string => {
    const raw = env[variable]?.trim() || fallback;
    const local: Problems = [];
    const url = parseUrl(variable, raw, local);
    if (local.length > 0)
      problems.push(`Environment variable ${variable} is '${raw}'; expected an http or https URL.`);
    return url ?? fallback;
  };
  const serverUrl = urlOf('GITHUB_SERVER_URL', 'https://github.com');
  const runId = env.GITHUB_RUN_ID?.trim() || undefined;
  const optional = (variable: string): string | undefined => env[variable]?.trim() || undefined;
  const eventPath = optional('GITHUB_EVENT_PATH');
  const triggeringActor = optional('GITHUB_TRIGGERING_ACTOR');
  const sha = optional('GITHUB_SHA');
  // The file, not the ref: a pull request's runs of one workflow have refs of their own.
  const workflow =
    optional('GITHUB_WORKFLOW_REF')?.replace(/@[^@]*$/, '') ?? optional('GITHUB_WORKFLOW');
  const job = optional('GITHUB_JOB');
  return {
    token,
    apiUrl: urlOf('GITHUB_API_URL', 'https://api.github.com'),
    serverUrl,
    repository: { owner, repo, fullName },
    eventName,
    ...(eventPath !== undefined ? { eventPath } : {}),
    actor: env.GITHUB_ACTOR?.trim() ?? '',
    ...(triggeringActor !== undefined ? { triggeringActor } : {}),
    ...(sha !== undefined ? { sha } : {}),
    ...(workflow !== undefined ? { workflow } : {}),
    ...(job !== undefined ? { job } : {}),
    ...(runId !== undefined
      ? { runId, runUrl: `${serverUrl}/${fullName}/actions/runs/${runId}` }
      : {}),
    workspace: workspace === '' ? '' : path.resolve(workspace),
  };
}

function buildRunConfig(input: Parameters<typeof parseRunConfig>[0]): RunConfig {
  try {
    return parseRunConfig(input);
  } catch (error) {
    // Every field was checked above, so a schema rejection here is a mismatch between the two.
    throw new InternalError(
      `the action's settings did not fit the RunConfig schema: ${errorMessage(error)}`,
      { cause: error },
    );
  }
}

function readExpectedAgents(raw: string, problems: Problems): string[] {
  try {
    return parseExpectedAgents(raw, `Input '${Inputs.ExpectedAgents}'`);
  } catch (error) {
    problems.push(
      error instanceof UserError && error.hint
        ? `${error.message} ${error.hint}`
        : errorMessage(error),
    );
    return [];
  }
}
