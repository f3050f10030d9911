import { hookTimeoutsFromEnvironment } from '../config/hook-timeouts.js';
import { mcpTimeoutsFromEnvironment } from '../config/mcp-timeouts.js';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import {
  parseToolRule,
  permissionModeNamed,
  permissionModeNames,
  permissionModes,
  unavailablePermissionModes,
  type PermissionMode,
} from '../agents/definition.js';
import { closestMatch } from '../agents/suggest.js';
import { claudeCodeFlagSettings, claudeCodeOptions } from './claude-code-flags.js';
import { splitToolText } from '../agents/tool-list.js';
import {
  defaultMaxSpawnDepth,
  planApprovers,
  runConfigSchema,
  teammateBackends,
  type RunConfig,
} from '../config/run-config.js';
import { errorMessage, UserError } from '../errors.js';
import { unwritableDirectoryReason } from '../app/result-files.js';
import { defaultMaxRetries } from '../model/anthropic-client.js';
import { effortLevels, isEffort, type Effort } from '../model/effort.js';
import {
  aliasOverridesFromEnvironment,
  modelFromEnvironment,
  subagentModelFromEnvironment,
  unknownModelProblem,
} from '../model/model-aliases.js';
import { modelTablesFrom } from '../config/model-tables.js';
import { providerFromEnvironment } from '../config/provider-environment.js';
import { requestKnobsFromEnvironment } from '../config/request-environment.js';
import {
  gatewayFromEnvironment,
  isHttpUrl,
  modelAccessFromSettingsEnvironment,
} from '../config/gateway-environment.js';
import { proxyFromEnvironment } from '../platform/proxy.js';
import { telemetryFromEnvironment, telemetryVariables } from '../config/telemetry-environment.js';
import { defaultManagedSettingsPath } from '../settings/load-settings.js';
import { severities } from '../results/finding.js';
import { readOptionFile, type OptionSpecs, type ParsedOptions } from './args.js';
import { agentSourceOptions, agentSourcesFrom } from './commands/validate.js';
import { settingReadingFrom, settingReadingOptions } from './commands/run-here.js';
import type { CliIo } from './io.js';
import { loadOutputSchema } from '../structured/output-schema.js';
import { createGit, type GitRepository } from '../platform/git.js';
import { keyFromApiKeyHelper, settingsBeforeRun } from '../settings/api-key-helper.js';
import { withoutPassword } from '../platform/url-password.js';
import { sessionFile } from '../sessions/session-store.js';

export const runOptions = {
  prompt: {
    type: 'string',
    short: 'p',
    aliases: ['print'],
    bareForms: ['-p', '--print'],
    valueName: 'TEXT',
    description:
      'The task for the lead agent; -p or --print followed by an option (or nothing) is claude -p: the task is then the PROMPT argument or stdin',
  },
  'prompt-file': { type: 'string', valueName: 'FILE', description: 'Read the task from a file' },
  lead: {
    type: 'string',
    // A second one is refused by name (the fan-out's old spelling was --agent A --agent B).
    multiple: true,
    refusesRepeats: true,
    aliases: ['agent'],
    valueName: 'NAME',
    description:
      "The agent the session runs as, with its prompt, tools and model, as Claude Code's --agent (default: the built-in lead)",
  },
  'fan-out': {
    type: 'string',
    multiple: true,
    valueName: 'NAME',
    description:
      'Have the lead start this agent in the background and wait for it (one job of a matrix: give one)',
  },
  repo: {
    type: 'string',
    valueName: 'DIR',
    description: 'The repository to work in (default: the current directory)',
  },
  model: {
    type: 'string',
    short: 'm',
    valueName: 'MODEL',
    description:
      "The lead's model: an alias or a model id (default ANTHROPIC_MODEL, the settings' model, else opus[1m])",
  },
  'model-price': {
    type: 'string',
    multiple: true,
    valueName: 'MODEL=IN/OUT',
    description:
      'USD per million input/output tokens of a model, for --max-budget-usd (also FLOTILLA_MODEL_PRICES)',
  },
  'context-window': {
    type: 'string',
    multiple: true,
    valueName: 'MODEL=TOKENS',
    description:
      "A model's context window, where its conversations are compacted (default 200k; also FLOTILLA_CONTEXT_WINDOWS)",
  },
  'max-retries': {
    type: 'string',
    valueName: 'N',
    description: `Retries of a failed model request (default ${defaultMaxRetries}; also CLAUDE_CODE_MAX_RETRIES)`,
  },
  'max-turns': { type: 'string', valueName: 'N', description: 'Lead turns per input (default 30)' },
  'max-budget-usd': {
    type: 'string',
    valueName: 'USD',
    description: 'Stop the run when its estimated cost reaches this',
  },
  'max-tokens': {
    type: 'string',
    valueName: 'N',
    description: 'Stop the run when its input+output tokens reach this',
  },
  timeout: {
    type: 'string',
    valueName: 'SECONDS',
    description: 'Wall-clock limit for the run (default 1800)',
  },
  'agent-timeout': {
    type: 'string',
    valueName: 'SECONDS',
    description: 'Wall-clock limit for each subagent',
  },
  concurrency: {
    type: 'string',
    valueName: 'N',
    description:
      'Most model requests in flight at once (default: as many as the API rate limits allow)',
  },
  'max-spawn-depth': {
    type: 'string',
    valueName: 'N',
    description: `How many levels of agents may start agents (default ${defaultMaxSpawnDepth}: only the lead; 2: its subagents too, as in Claude Code)`,
  },
  'permission-mode': {
    type: 'string',
    valueName: 'MODE',
    description: `Default permission mode: ${permissionModes.join(', ')}, or manual (Claude Code's name for default)`,
  },
  'allowed-tools': {
    type: 'string',
    multiple: true,
    variadic: true,
    aliases: ['allowedTools'],
    valueName: 'RULE',
    description: 'Allow rules, comma- or space-separated, e.g. "Bash(npm test:*) Edit"',
  },
  'disallowed-tools': {
    type: 'string',
    multiple: true,
    variadic: true,
    aliases: ['disallowedTools'],
    valueName: 'RULE',
    description: 'Deny rules, comma- or space-separated, e.g. "Bash(curl:*)"',
  },
  'mcp-config': {
    type: 'string',
    multiple: true,
    variadic: true,
    valueName: 'FILE|JSON',
    description: 'MCP servers: a JSON file or JSON text {"mcpServers": {…}} (repeatable)',
  },
  'strict-mcp-config': {
    type: 'boolean',
    description:
      "Only the --mcp-config servers: none from .mcp.json, ~/.claude.json or an agent's inline mcpServers",
  },
  output: {
    type: 'string',
    short: 'o',
    valueName: 'DIR',
    description: 'Write results.json, review.md and results.sarif here',
  },
  format: {
    type: 'string',
    choices: ['text', 'json'],
    valueName: 'FORMAT',
    description: 'text (default) or json (only the RunResult on stdout)',
  },
  'output-format': {
    type: 'string',
    choices: ['text', 'json', 'stream-json'],
    valueName: 'FORMAT',
    description:
      'As `claude -p`: text (the final answer only), json (one result object) or stream-json (init, assistant, user and result events, one a line)',
  },
  'json-schema': {
    type: 'string',
    valueName: 'FILE|JSON',
    description:
      "The lead's final answer must match this JSON Schema (a file, or JSON text); it lands in structured_output",
  },
  resume: {
    type: 'string',
    short: 'r',
    valueName: 'SESSION',
    description:
      "Go on from an earlier run's conversation (its run id); sessions are kept in <git dir>/flotilla/sessions",
  },
  continue: {
    type: 'boolean',
    short: 'c',
    description: 'Go on from the conversation active last in this directory',
  },
  'fail-on': {
    type: 'string',
    choices: severities,
    valueName: 'SEVERITY',
    description: 'Exit 1 when a finding is at least this severe',
  },
  scenario: {
    type: 'string',
    valueName: 'FILE',
    description: 'Run against the offline model scripted by FILE',
  },
  replay: { type: 'string', valueName: 'FILE', description: 'Replay a recorded cassette offline' },
  record: {
    type: 'string',
    valueName: 'FILE',
    description: 'Record this run against the real API into a cassette',
  },
  'base-url': {
    type: 'string',
    valueName: 'URL',
    description: 'An Anthropic-compatible endpoint (default: ANTHROPIC_BASE_URL)',
  },
  sandbox: {
    type: 'boolean',
    description:
      'Run Bash and hooks inside bubblewrap; fail if it cannot (default: when it works here)',
  },
  'no-sandbox': { type: 'boolean', description: 'Run Bash and hooks without the OS sandbox' },
  'sandbox-network': {
    type: 'boolean',
    description: 'Give sandboxed commands the network (default: none)',
  },
  'approve-plans': {
    type: 'string',
    choices: planApprovers,
    valueName: 'WHO',
    description:
      "Who approves a plan-mode teammate's plan: the lead's model (lead, default) or Flotilla at once (auto)",
  },
  'fork-subagents': {
    type: 'boolean',
    description:
      'Let agents fork themselves: Agent with subagent_type "fork" starts a background copy that shares their conversation and prompt cache',
  },
  'keep-team': {
    type: 'boolean',
    description:
      "Keep the agent team's files (config, inboxes, tasks) in the state dir after the run",
  },
  teammates: {
    type: 'string',
    choices: teammateBackends,
    valueName: 'HOW',
    description:
      'Run teammates inside this process (in-process, default) or each as its own `flotilla teammate` process (process)',
  },
  bare: {
    type: 'boolean',
    description:
      "No memory files (CLAUDE.md, ~/.claude/CLAUDE.md…), no hooks but the managed ones, no MCP servers but --mcp-config ones, no skills but a plugin's, only the Bash, Edit and Read tools",
  },
  'system-prompt': {
    type: 'string',
    valueName: 'TEXT',
    description: "Replace the lead's system prompt",
  },
  'append-system-prompt': {
    type: 'string',
    valueName: 'TEXT',
    description: "Add text at the end of the lead's system prompt",
  },
  'append-system-prompt-file': {
    type: 'string',
    valueName: 'FILE',
    description: "Add a file's text at the end of the lead's system prompt",
  },
  effort: {
    type: 'string',
    valueName: 'LEVEL',
    description: `Effort of every agent without an effort: of its own: ${effortLevels.join(', ')} (default: the model's; another value is ignored with a warning, as in Claude Code)`,
  },
  'state-dir': {
    type: 'string',
    valueName: 'DIR',
    description: 'Where transcripts and task output files go (default: a temp dir)',
  },
  settings: {
    type: 'string',
    valueName: 'FILE|JSON',
    description:
      'Settings as in .claude/settings.json, in a file or inline; above the local, project and user files, below managed settings',
  },
  'managed-settings': {
    type: 'string',
    valueName: 'FILE',
    description: `Managed settings, highest precedence (default ${defaultManagedSettingsPath})`,
  },
  ...settingReadingOptions,
  ...agentSourceOptions,
  ...claudeCodeOptions,
} as const satisfies OptionSpecs;

/**
 * Turns `flotilla run` options and the environment into a checked RunConfig, with the repository
 * it runs in as the check found it (undefined outside one): the run need not ask git again.
 */
export async function runConfigFromOptions(
  options: ParsedOptions<typeof runOptions>,
  io: CliIo,
  positionals: readonly string[] = [],
): Promise<RunConfig & { repository?: GitRepository }> {
  const problems: string[] = [];
  const claudeCode = await claudeCodeFlagSettings(options, io.cwd, problems, options.bare === true);
  const notices = [...claudeCode.notices];
  const number = (name: keyof typeof runOptions, integer: boolean): number | undefined => {
    const text = options[name];
    if (typeof text !== 'string') return undefined;
    const value = Number(text);
    if (!Number.isFinite(value) || value <= 0 || (integer && !Number.isInteger(value))) {
      problems.push(
        `--${name} '${text}' is not a positive ${integer ? 'whole number' : 'number'}.`,
      );
      return undefined;
    }
    return value;
  };
  // Comma- or space-separated, as Claude Code takes --allowedTools ("Bash(git:*) Edit"); each
  // rule is checked here, so a bad one is bad input before anything starts.
  const toolRules = (name: 'allowed-tools' | 'disallowed-tools'): string[] =>
    (options[name] ?? []).flatMap((value) =>
      splitToolText(value).flatMap(({ text }) => {
        if (parseToolRule(text)) return [text];
        problems.push(
          `--${name} '${text}' is not a tool rule. Expected forms: Read, Bash(npm test:*), Edit(src/**), mcp__server__tool.`,
        );
        return [];
      }),
    );
  const allowedTools = toolRules('allowed-tools');
  const disallowedTools = toolRules('disallowed-tools');
  const resolve = (file: string | undefined) =>
    file === undefined ? undefined : path.resolve(io.cwd, file);

  // As `claude -p`: the task may be the argument (`claude -p --output-format json "task"`).
  const givenPrompt = options.prompt ? options.prompt : undefined;
  if (positionals.length > 1) {
    problems.push(
      `The task is one argument; got ${positionals.length}: ${positionals.map((text) => `'${text}'`).join(' ')}. Quote it as one ("…"), or give it with -p TEXT.`,
    );
  } else if (positionals.length === 1 && givenPrompt !== undefined) {
    problems.push(
      `Give the task once: -p '${givenPrompt}' and the argument '${positionals[0] ?? ''}' were both given.`,
    );
  }
  let prompt = givenPrompt ?? positionals[0] ?? '';
  if (options['prompt-file'] !== undefined) {
    if (givenPrompt !== undefined || positionals.length > 0)
      problems.push('Give --prompt (or the task as an argument) or --prompt-file, not both.');
    prompt =
      (await readOptionFile('prompt-file', options['prompt-file'], io.cwd, problems)) ?? prompt;
  }
  if (options['system-prompt'] !== undefined && options['system-prompt-file'] !== undefined) {
    problems.push('Give --system-prompt or --system-prompt-file, not both.');
  }
  const systemPrompt = options['system-prompt'] ?? claudeCode.systemPrompt;
  let permissionMode: PermissionMode | undefined;
  const modeName = options['permission-mode'];
  if (modeName !== undefined) {
    permissionMode = permissionModeNamed(modeName);
    const unavailable = Object.hasOwn(unavailablePermissionModes, modeName)
      ? unavailablePermissionModes[modeName]
      : undefined;
    if (unavailable) {
      problems.push(
        `--permission-mode ${modeName}: ${unavailable}, and running another mode would change which calls go through. Use --allowed-tools for what the run needs (with default or dontAsk), acceptEdits, or bypassPermissions in a sandbox.`,
      );
    } else if (!permissionMode) {
      const match = closestMatch(modeName, permissionModeNames);
      problems.push(
        `Invalid --permission-mode '${modeName}'. ${match ? `Did you mean '${match}'? ` : ''}Expected one of: ${permissionModeNames.join(', ')}.`,
      );
    }
  }
  if (claudeCode.bypassPermissions) {
    if (permissionMode !== undefined && permissionMode !== 'bypassPermissions') {
      problems.push(
        `Give --dangerously-skip-permissions (bypassPermissions) or --permission-mode ${modeName ?? ''}, not both.`,
      );
    }
    permissionMode = 'bypassPermissions';
  }
  let effort: Effort | undefined;
  if (options.effort !== undefined) {
    if (isEffort(options.effort)) effort = options.effort;
    else {
      // As Claude Code 2.1.332: a warning, and the model's default effort.
      const match = closestMatch(options.effort, effortLevels);
      notices.push(
        `warning: unknown --effort value '${options.effort}'; it is ignored and the model's default effort applies.${match ? ` Did you mean '${match}'?` : ''} Levels: ${effortLevels.join(', ')}.`,
      );
    }
  }
  let appendSystemPrompt = options['append-system-prompt'];
  if (options['append-system-prompt-file'] !== undefined) {
    if (appendSystemPrompt !== undefined) {
      problems.push('Give --append-system-prompt or --append-system-prompt-file, not both.');
    }
    appendSystemPrompt =
      (await readOptionFile(
        'append-system-prompt-file',
        options['append-system-prompt-file'],
        io.cwd,
        problems,
      )) ?? appendSystemPrompt;
  }
  const repoRoot = path.resolve(io.cwd, options.repo ?? '.');
  const repoRootStat = await stat(repoRoot).catch(() => undefined);
  if (!repoRootStat?.isDirectory())
    problems.push(`--repo '${options.repo ?? '.'}': no such directory (${repoRoot}).`);
  // A git process: it runs while the rest of the options are checked.
  const repositoryFinding = repoRootStat?.isDirectory()
    ? createGit(repoRoot, { env: io.env })
        .repository()
        .catch(() => undefined)
    : Promise.resolve(undefined);
  if (options['state-dir'] !== undefined) {
    const reason = await unwritableDirectoryReason(path.resolve(io.cwd, options['state-dir']));
    if (reason)
      problems.push(
        `--state-dir '${options['state-dir']}' cannot be written: ${reason}. Give a directory you can write to.`,
      );
  }
  if (options.output !== undefined) {
    const reason = await unwritableDirectoryReason(path.resolve(io.cwd, options.output));
    if (reason)
      problems.push(
        `--output '${options.output}' cannot be written: ${reason}. Give a directory you can write to.`,
      );
  }
  const sources = agentSourcesFrom(options, { ...io, cwd: repoRoot });
  const leads = options.lead ?? [];
  if (new Set(leads).size > 1) {
    problems.push(
      `--agent (--lead) names the one agent the session runs as, as Claude Code's --agent does; got ${leads.map((name) => `'${name}'`).join(', ')}. To have the lead start several agents in the background, give --fan-out NAME for each.`,
    );
  }
  // The lead launches the --fan-out agents with Agent: a run that takes it away cannot do that.
  if ((options['fan-out'] ?? []).length > 0 && claudeCode.deniedTools.includes('Agent')) {
    problems.push(
      `--fan-out needs the lead's Agent tool, which ${options.bare === true ? '--bare leaves out (it offers only Bash, Edit and Read, as Claude Code 2.1.332 --bare does)' : '--tools leaves out'}. Drop ${options.bare === true ? '--bare' : '--tools, or add Agent to it'}, or run one agent as the session with --agent NAME.`,
    );
  }
  const settings = {
    maxTurns: number('max-turns', true),
    maxBudgetUsd: number('max-budget-usd', false),
    maxTokens: number('max-tokens', true),
    timeoutSeconds: number('timeout', false),
    agentTimeoutSeconds: number('agent-timeout', false),
    concurrency: number('concurrency', true),
    maxSpawnDepth: number('max-spawn-depth', true),
  };
  const maxRetriesText = options['max-retries'] ?? io.env.CLAUDE_CODE_MAX_RETRIES?.trim();
  const maxRetriesSource =
    options['max-retries'] !== undefined ? '--max-retries' : 'CLAUDE_CODE_MAX_RETRIES';
  const maxRetries = maxRetriesText ? Number(maxRetriesText) : undefined;
  if (maxRetries !== undefined && !(Number.isInteger(maxRetries) && maxRetries >= 0)) {
    problems.push(`${maxRetriesSource} '${maxRetriesText}' is not a whole number of 0 or more.`);
  }
  const mcp = mcpTimeoutsFromEnvironment(io.env);
  problems.push(...mcp.problems);
  const hookTimeouts = hookTimeoutsFromEnvironment(io.env);
  problems.push(...hookTimeouts.problems);
  const modelAliases = aliasOverridesFromEnvironment(io.env);
  // ANTHROPIC_MODEL is checked when the run starts, where the settings' env may override it.
  const environmentModel = modelFromEnvironment(io.env);
  const environmentSubagentModel = subagentModelFromEnvironment(io.env);
  const subagentModel = io.env.FLOTILLA_SUBAGENT_MODEL?.trim();
  for (const [source, name] of [
    ['--model', options.model],
    ['FLOTILLA_SUBAGENT_MODEL', subagentModel],
  ] as const) {
    const unknown = name ? unknownModelProblem(name, modelAliases) : undefined;
    if (unknown) problems.push(`${source}: ${unknown.message} ${unknown.hint}`);
  }
  const modelTables = modelTablesFrom(io.env, {
    prices: { entries: options['model-price'] ?? [], source: '--model-price' },
    contextWindows: { entries: options['context-window'] ?? [], source: '--context-window' },
  });
  problems.push(...modelTables.problems);
  const provider = providerFromEnvironment(io.env);
  const gateway = gatewayFromEnvironment(io.env);
  const requestKnobs = requestKnobsFromEnvironment(io.env);
  const { proxy, problems: proxyProblems } = proxyFromEnvironment(io.env);
  problems.push(
    ...provider.problems,
    ...gateway.problems,
    ...requestKnobs.problems,
    ...proxyProblems,
  );
  // Checked here with the other problems; the run resolves it again with the settings' env.
  problems.push(...telemetryFromEnvironment(io.env).problems);
  if (options.sandbox && options['no-sandbox']) {
    problems.push('Give --sandbox or --no-sandbox, not both.');
  }
  const reading = settingReadingFrom(options, problems);
  if (options.format !== undefined && options['output-format'] !== undefined) {
    problems.push('Give --format or --output-format, not both.');
  }
  if (options.resume !== undefined && options.continue) {
    problems.push('Give --resume SESSION or --continue, not both.');
  }
  let jsonSchema: Record<string, unknown> | undefined;
  if (options['json-schema'] !== undefined) {
    try {
      jsonSchema = (await loadOutputSchema(options['json-schema'], io.cwd, '--json-schema')).schema;
    } catch (error) {
      const hint = error instanceof UserError && error.hint ? ` ${error.hint}` : '';
      problems.push(`${errorMessage(error)}${hint}`);
    }
  }
  const repository = await repositoryFinding;
  // Sessions are kept in `<git common dir>/flotilla/sessions`, shared by the worktrees of one
  // repository and outside its work tree.
  const sessionsDir = repository && path.join(repository.commonDir, 'flotilla', 'sessions');
  if (options.resume !== undefined && !sessionsDir) {
    problems.push(`--resume: ${repoRoot} is not a git repository, where sessions are kept.`);
  }
  if (claudeCode.runId && sessionsDir) {
    const taken = await stat(sessionFile(sessionsDir, claudeCode.runId)).catch(() => undefined);
    // The session id names the run, and so its branches (flotilla/checkout-<id>, …): an earlier
    // run of that id (--no-session-persistence keeps no session) left them, and this run's
    // commit would find its branch taken.
    const branches = taken ? [] : await runBranches(repoRoot, claudeCode.runId, io.env);
    if (taken)
      problems.push(
        `--session-id ${claudeCode.runId} is already in use: a session of that id is kept in ${sessionsDir}. Give a new UUID, or --resume ${claudeCode.runId} to go on from it.`,
      );
    else if (branches.length > 0)
      problems.push(
        `--session-id ${claudeCode.runId} is already in use: an earlier run of that id left the branch${branches.length === 1 ? '' : 'es'} ${branches.join(', ')} (Flotilla names a run's branches after its session id). Give a new UUID, or delete ${branches.length === 1 ? 'that branch' : 'those branches'}.`,
      );
  }
  const baseUrl = options['base-url'] ?? io.env.ANTHROPIC_BASE_URL;
  if (baseUrl !== undefined && !isHttpUrl(baseUrl)) {
    const source = options['base-url'] !== undefined ? '--base-url' : 'ANTHROPIC_BASE_URL';
    problems.push(
      `${source} '${withoutPassword(baseUrl)}' is not an http or https URL, such as https://api.anthropic.com.`,
    );
  }
  if (problems.length > 0) {
    throw new UserError(problems.join('\n'), "Run 'flotilla run --help' for the options.");
  }
  for (const notice of notices) io.stderr(`flotilla: ${notice}\n`);
  const apiKey = io.env.ANTHROPIC_API_KEY;
  const oauthToken = io.env.CLAUDE_CODE_OAUTH_TOKEN?.trim();
  // The choices were checked by the parser; the schema checks everything again.
  const input = {
    repoRoot,
    prompt,
    agents: options['fan-out'] ?? [],
    ...(leads[0] !== undefined ? { leadAgent: leads[0] } : {}),
    ...(sources.agentsJson ? { agentsJson: sources.agentsJson } : {}),
    pluginDirs: sources.plugins?.map((plugin) => plugin.root) ?? [],
    ...(sources.managedPath ? { managedAgentsFile: sources.managedPath } : {}),
    ...(sources.homeDir ? { homeDir: sources.homeDir } : {}),
    bare: options.bare === true,
    keepTeam: options['keep-team'] === true,
    ...(options['fork-subagents'] === true ? { forkSubagents: true } : {}),
    ...(options['approve-plans'] ? { approvePlans: options['approve-plans'] } : {}),
    ...(options.teammates ? { teammates: options.teammates } : {}),
    ...(systemPrompt !== undefined ? { systemPrompt } : {}),
    ...(appendSystemPrompt !== undefined ? { appendSystemPrompt } : {}),
    ...(effort ? { effort } : {}),
    ...(options.model ? { model: options.model } : {}),
    modelAliases,
    ...(environmentModel !== undefined ? { environmentModel } : {}),
    ...(environmentSubagentModel !== undefined ? { environmentSubagentModel } : {}),
    ...(subagentModel ? { subagentModel } : {}),
    prices: modelTables.prices,
    contextWindows: modelTables.contextWindows,
    ...(claudeCode.autocompactWindow !== undefined
      ? { autocompactWindow: claudeCode.autocompactWindow }
      : {}),
    ...Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== undefined)),
    ...(permissionMode ? { permissionMode } : {}),
    allowedTools,
    disallowedTools: [...disallowedTools, ...claudeCode.deniedTools],
    mcpConfigs: (options['mcp-config'] ?? []).map((text) =>
      text.trimStart().startsWith('{') ? text : resolve(text),
    ),
    strictMcpConfig: options['strict-mcp-config'] === true,
    ...mcp.timeouts,
    ...hookTimeouts.timeouts,
    modelAccess: {
      ...(apiKey ? { apiKey } : {}),
      ...(oauthToken ? { oauthToken } : {}),
      ...gateway.access,
      ...requestKnobs.knobs,
      ...provider.access,
      ...(proxy ? { proxy } : {}),
      ...(baseUrl ? { baseUrl } : {}),
      ...(maxRetries !== undefined ? { maxRetries } : {}),
      ...(options.scenario ? { scenarioFile: resolve(options.scenario) } : {}),
      ...(options.replay ? { replayFile: resolve(options.replay) } : {}),
      ...(options.record ? { recordFile: resolve(options.record) } : {}),
    },
    telemetryEnvironment: telemetryVariables(io.env),
    ...(options.output ? { outputDir: resolve(options.output) } : {}),
    ...(options.format ? { format: options.format } : {}),
    ...(options['fail-on'] ? { failOn: options['fail-on'] } : {}),
    ...(options['state-dir'] ? { stateDir: resolve(options['state-dir']) } : {}),
    ...(jsonSchema ? { jsonSchema } : {}),
    ...(sessionsDir ? { sessionsDir } : {}),
    ...(claudeCode.runId ? { runId: claudeCode.runId } : {}),
    sandbox: options.sandbox ? 'on' : options['no-sandbox'] ? 'off' : 'auto',
    sandboxNetwork: options['sandbox-network'] === true,
    ...(options.settings === undefined
      ? {}
      : {
          settings: options.settings.trimStart().startsWith('{')
            ? options.settings
            : resolve(options.settings),
        }),
    ...(reading.settingSources ? { settingSources: reading.settingSources } : {}),
    ...(options['managed-settings']
      ? { managedSettingsFile: resolve(options['managed-settings']) }
      : {}),
    trustProject: reading.trustProject,
  };
  // jitless: parsed once, compiling zod's fast path for this schema would cost more than it saves.
  const config = runConfigSchema.parse(input, { jitless: true });
  const fileSettings = await settingsBeforeRun(config, io.env);
  // The request knobs of the settings' `env` win over the process's, as in Claude Code.
  const fileKnobs = requestKnobsFromEnvironment(fileSettings?.env ?? {});
  if (fileKnobs.problems.length > 0) {
    throw new UserError(
      fileKnobs.problems.map((problem) => `env in the settings: ${problem}`).join('\n'),
    );
  }
  Object.assign(config.modelAccess, fileKnobs.knobs);
  // So does a gateway the settings' `env` names (its URL and credential); --base-url still wins.
  const fileAccess = modelAccessFromSettingsEnvironment(
    fileSettings?.modelAccessEnvironment ?? {},
    'the settings',
  );
  if (fileAccess.problems.length > 0) throw new UserError(fileAccess.problems.join('\n'));
  Object.assign(
    config.modelAccess,
    fileAccess.access,
    options['base-url'] ? { baseUrl: options['base-url'] } : {},
  );
  const offline = options.scenario !== undefined || options.replay !== undefined;
  const helper = fileSettings?.apiKeyHelper;
  if (helper && !offline && config.modelAccess.provider === 'anthropic') {
    config.modelAccess.apiKeyHelper = await keyFromApiKeyHelper(helper, config, io.env);
  }
  return repository ? { ...config, repository } : config;
}

/** The branches an earlier run of `runId` left in the repository at `repoRoot` (flotilla/*-<id>). */
async function runBranches(
  repoRoot: string,
  runId: string,
  env: Readonly<Record<string, string | undefined>>,
): Promise<string[]> {
  const branches = await createGit(repoRoot, { env })
    .branchList('flotilla/')
    .catch(() => []);
  return branches.map((branch) => branch.name).filter((name) => name.endsWith(`-${runId}`));
}
