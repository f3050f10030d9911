import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { runStopSignal } from './cancellation.js';
import os from 'node:os';
import path from 'node:path';
import { definitionErrors, loadAgents, type LoadedAgents } from '../agents/index.js';
import { parseToolRule, type AgentDefinition, type ToolRule } from '../agents/definition.js';
import { defaultMaxTurns, type RunConfig } from '../config/run-config.js';
import { errorMessage, ModelError, UserError } from '../errors.js';
import { combineSinks, type AgentEvent, type AgentEventSink } from '../loop/agent-events.js';
import type { HookRunner } from '../hooks/hook-runner.js';
import { createSessionEnvironment } from '../hooks/session-environment.js';
import { submittedPrompts } from '../hooks/prompt-submit.js';
import { hookOutputDirectoryOf } from '../hooks/hook-output.js';
import {
  createSessionHookRunner,
  type HookAgent,
  type HookSession,
} from '../hooks/hook-session.js';
import { addOtelHelperHeaders } from '../settings/otel-headers-helper.js';
import { loadRunSettings } from '../settings/run-settings.js';
import { RunBudget } from '../loop/budget.js';
import { runAgent, type AgentOutcome } from '../loop/run-agent.js';
import { contextWindowFor } from '../model/context-window.js';
import { agentEffort } from '../model/effort.js';
import {
  aliasOverridesFromEnvironment,
  chooseRunModel,
  defaultAliasesFor,
  firstModelChoice,
  modelEnvironmentVariable,
  resolveModel,
  splitModel,
  subagentModelEnvironmentVariable,
} from '../model/model-aliases.js';
import { costUsd, requirePricesForBudget } from '../model/pricing.js';
import { createRequestLimiter } from '../model/request-limiter.js';
import { newRunId } from '../results/run-id.js';
import { RunRecorder } from '../results/run-recorder.js';
import type { RunResult } from '../results/run-result.js';
import { SubagentHub } from '../subagents/subagent-hub.js';
import { stopHookTaskEntry } from '../subagents/background-tasks.js';
import { AgentProgress, modelOfRun, timelineOf } from '../subagents/agent-outcome.js';
import { formatDuration } from '../publish/markdown.js';
import { createRedactor, type Redactor } from '../publish/redact.js';
import { createAgentToolbox } from './agent-toolbox.js';
import type { AnyTool } from '../tools/define-tool.js';
import { openSandbox } from './sandbox-policy.js';
import { leadAgent } from './lead-agent.js';
import { withoutUntrustedAgentGrants } from './untrusted-agents.js';
import { allowedRunMode, withoutBypassAgents } from './bypass-mode.js';
import { ignoredAgentModeNotices } from './agent-file-modes.js';
import { openModelAccess } from './model-access.js';
import { buildRunResult } from './run-result-builder.js';
import { loadSkills } from '../skills/load-skills.js';
import {
  chooseOutputStyle,
  defaultOutputStyle,
  outputStyleReminder,
  resumedOutputStyleReminder,
} from '../settings/output-style.js';
import { readSources } from '../settings/setting-sources.js';
import { runAgentSources } from './run-agent-sources.js';
import {
  agentSystemPrompt,
  createSystemPromptAddendum,
  leadSystemPrompt,
  memoryOfRun,
  runFacts,
} from './system-prompt.js';
import { withSkillListing } from '../skills/skill-tool.js';
import { runShellLines } from '../skills/shell-lines.js';
import { shellLinePattern } from '../skills/skill-arguments.js';
import { addSkillHooks, skillInstructions } from '../skills/skill-tool.js';
import { readFileMentions } from './file-mentions.js';
import { commandHeader, expandSlashPrompt, slashCommandOf } from '../skills/slash-prompt.js';
import { openWorkspace } from './workspace.js';
import type { FileIdentity } from '../platform/file-identity.js';
import { loadRunMcpServers, openMcpServers } from '../mcp/open-mcp-servers.js';
import { toolResultsDirectory } from '../mcp/resource-files.js';
import {
  autoMemoryDirectory,
  autoMemoryEnvironment,
  autoMemorySection,
} from '../memory/auto-memory.js';
import { pluginDataRoot } from '../plugins/plugin-data.js';
import { pluginBinaryDirectories, withPathAppended } from '../plugins/plugin-binaries.js';
import type { McpServerState } from '../mcp/mcp-servers.js';
import { runTeammateMember, teammateProcessCommand, type SelfCommand } from './teammate-run.js';
import { contentBlocks, type MessageParam } from '../model/types.js';
import { namedMcpVariables, type LoadedConfiguration } from './teammate-handoff.js';
import { compileOutputSchema } from '../structured/output-schema.js';
import { StructuredAnswer } from '../structured/structured-answer.js';
import {
  hasTextBlock,
  restoredConversation,
  resumedToolResults,
  resumedTranscripts,
  withEveryCallAnswered,
} from '../sessions/restore-conversation.js';
import { highestAgentNumber } from '../sessions/agent-numbers.js';
import { sessionFile, sessionTasksDirectory, type Session } from '../sessions/session-store.js';
import type { GitRepository } from '../platform/git.js';
import { startRunTelemetry } from '../telemetry/run-telemetry.js';
import { telemetryFromEnvironment } from '../config/telemetry-environment.js';
import {
  committedInRepository,
  mcpSecretValues,
  settingsSecretValues,
} from './configuration-secrets.js';
import { bashTimeoutsOf } from '../tools/bash-tool.js';
import { compactionControlsOf } from '../config/compaction-environment.js';

export interface RunDependencies {
  /** The environment tool subprocesses get, already scrubbed of secrets by the entry point. */
  toolEnvironment: Readonly<Record<string, string>>;
  onEvent?: AgentEventSink;
  /** Warnings and notices for the person running it (agent problems, retries). */
  log?: (line: string) => void;
  /**
   * Aborted to cancel the run (SIGINT/SIGTERM): every agent is stopped, worktrees are finished,
   * and the result says `cancelled`.
   */
  signal?: AbortSignal;
  /**
   * Rewrites text before it reaches a transcript or output file; the entry point passes one that
   * knows its secret values. Default: well-known token shapes only.
   */
  redact?: Redactor;
  /**
   * What `${VAR}` in an MCP server's configuration expands to (the entry point's whole
   * environment): a server gets a secret only when its configuration names it.
   */
  mcpVariables?: Readonly<Record<string, string | undefined>>;
  /** Tools every agent gets besides the built-in ones (the Action's GitHub tools). */
  extraTools?: readonly AnyTool[];
  /** How to start this program again, for `--teammates process` (the CLI gives it). */
  teammateCommand?: SelfCommand;
  /**
   * Told once the lead is ready to take its first turn: what a stream-json `init` event
   * reports.
   */
  onStart?: (start: RunStart) => void;
  /**
   * `--resume` / `--continue`: the lead's conversation from an earlier run's transcript; the
   * prompt follows it as the next user turn.
   */
  resume?: Session;
  /**
   * The repository as the entry point found it (Git.repository, before any agent ran): the run
   * does not ask git again for it.
   */
  repository?: GitRepository;
  /**
   * A teammate process's: what its lead loaded from disk at its start. The run uses exactly
   * that and reads no agent, settings, skill or MCP configuration file again.
   */
  loaded?: LoadedConfiguration;
  /**
   * The secret values `redact` hides by value: a teammate process gets them on stdin, so that
   * it redacts exactly what the lead redacts.
   */
  secretValues?: readonly string[];
  /**
   * Told the secrets the run finds in the configuration it loads (its MCP servers'
   * credentials, the credentials of the settings' `env` and of the telemetry variables), as soon
   * as it finds them and before anything can print them; `redact` learns them too (when it can:
   * createRedactor's does). The Action masks them in the job log.
   */
  onSecrets?: (values: readonly string[]) => void;
  /**
   * Given the run's outcome once it is known, before the SessionEnd hooks run: the entry point
   * writes and reports the result here, so that a slow SessionEnd hook or a second signal
   * during it cannot lose it.
   */
  onResult?: (outcome: RunOutcome) => Promise<void>;
  /** The clock read once at the start: the run id's time and the date agents are told. */
  now?: () => Date;
  /**
   * The files the entry point's own output goes into (the CLI's stdout and stderr redirected to
   * files), by identity: when they are in the checkout, they are no change of the lead's.
   */
  ownOutputFiles?: readonly FileIdentity[];
}

export interface RunStart {
  runId: string;
  leadAgentId: string;
  cwd: string;
  /**
   * The lead's model as the API is asked for it and RunResult names it (`claude-opus-5-5`, never
   * `claude-opus-5-5[1m]`: the suffix only picks the context window).
   */
  model: string;
  permissionMode: string;
  /** The lead's tools, by name. */
  tools: string[];
  agents: string[];
  /** The run's MCP servers (and the lead's inline ones) and whether each started. */
  mcpServers: readonly McpServerState[];
  /** The output style in force (src/settings/output-style.ts): its name, or `default`. */
  outputStyle: string;
}

export interface RunOutcome {
  result: RunResult;
  agents: LoadedAgents;
  stateDir: string;
  /** The branch holding every agent's merged changes; undefined when nothing changed. */
  resultsBranch?: string;
}

/** The composition root: load agents, open the model, run the lead and its subagents, collect. */
export async function runFlotilla(
  config: RunConfig,
  dependencies: RunDependencies,
): Promise<RunOutcome> {
  const startedAt = dependencies.now?.() ?? new Date();
  const started = performance.now();
  const runId = config.runId ?? newRunId(startedAt);
  const log = dependencies.log ?? (() => undefined);
  // The secrets the configuration holds join those the entry point knew, for the redactor, the
  // entry point and the teammate processes (src/app/configuration-secrets.ts says which).
  const redact = dependencies.redact ?? createRedactor([]);
  const knownSecrets = new Set(dependencies.secretValues ?? []);
  const foundSecrets = new Set<string>();
  const learnSecrets = (values: readonly string[]) => {
    const fresh = [...new Set(values)].filter(
      (value) => !foundSecrets.has(value) && !knownSecrets.has(value),
    );
    if (fresh.length === 0) return;
    for (const value of fresh) foundSecrets.add(value);
    redact.add?.(fresh);
    dependencies.onSecrets?.(fresh);
  };
  const runSecrets = () => [...(dependencies.secretValues ?? []), ...foundSecrets];

  const configRoot = config.configRoot ?? config.repoRoot;
  // The settings come first: they say which installed plugins the run loads (their agents and
  // skills among them). The reads of agents and skills then run at once, and each is awaited
  // where it was read before. A teammate process reads none of them: it was handed what its
  // lead loaded (a file an agent wrote since, granting itself Bash say, must change nothing).
  const handed = dependencies.loaded;
  const settingsLoading = running(
    handed
      ? Promise.resolve(handed.settings)
      : loadRunSettings(config, dependencies.toolEnvironment, log),
  );
  // Claude Code 2.1.332's --bare resolves no skill or command of ~/.claude or the project, only
  // a plugin's (observed: `/name` of those went to the model as written, `/plugin:name` ran).
  const skillSources = config.bare ? [] : config.settingSources;
  const skillsLoading = running(
    handed
      ? Promise.resolve(handed.skills)
      : settingsLoading.then(({ plugins }) =>
          loadSkills({
            configRoot,
            ...(config.homeDir ? { homeDir: config.homeDir } : {}),
            plugins,
            pluginDataRoot: pluginDataRoot(config),
            settingSources: skillSources,
          }),
        ),
  );
  const agentsLoading = running(
    handed
      ? Promise.resolve(handed.agents)
      : settingsLoading.then(({ plugins }) =>
          loadAgents({
            ...runAgentSources(config, plugins),
            // `skills:` entries are checked against the skills this run offers.
            skills: skillsLoading,
          }),
        ),
  );
  const loaded = await agentsLoading;
  // Like Claude Code, a run goes on without the agents that cannot be loaded; an agent asked for
  // by name must load, and errors that belong to no agent (unreadable --agents JSON) stop the run.
  const requested = new Set([...(config.leadAgent ? [config.leadAgent] : []), ...config.agents]);
  const skipped = loaded.unloadable.filter((agent) => !requested.has(agent.name));
  // An agent file naming Agent is warned of when the run starts it where it cannot spawn (the
  // hub knows the depth; as the lead, or under --max-spawn-depth, it keeps the tool).
  for (const problem of loaded.problems) {
    if (problem.severity !== 'warning' || problem.rule === 'tool-spawn-depth') continue;
    log(`warning: ${problem.file}:${problem.line}: ${problem.message}`);
  }
  for (const agent of skipped) {
    const { file, line } = agent.errors[0] ?? agent.location;
    const reasons = agent.errors.map((problem) => `${problem.rule}: ${problem.message}`);
    log(`warning: ${file}:${line}: skipped agent '${agent.name}': ${reasons.join('; ')}`);
  }
  const refused = definitionErrors(
    loaded,
    skipped,
    loaded.unloadable.filter((agent) => requested.has(agent.name)),
  );
  if (refused) throw refused;
  if (config.leadAgent && !loaded.registry.has(config.leadAgent)) {
    throw new UserError(
      `Unknown lead agent '${config.leadAgent}'.`,
      `Available agents: ${loaded.registry.names().join(', ')}.`,
    );
  }
  for (const name of config.agents) {
    if (!loaded.registry.has(name)) {
      throw new UserError(
        `Unknown agent '${name}'.`,
        `Available agents: ${loaded.registry.names().join(', ')}.`,
      );
    }
  }

  if (!config.prompt.trim()) {
    throw new UserError('No prompt.', 'Give --prompt TEXT or --prompt-file FILE.');
  }
  const settings = await settingsLoading;
  // `--agent` names the lead; else the settings' `agent` (a plugin's settings.json below every
  // file), as Claude Code 2.1.332 picks its main-thread agent. One that is not loaded leaves the
  // default lead, as there, with a warning. A teammate process's lead is its teammate.
  let leadName = config.leadAgent;
  if (leadName === undefined && settings.agent !== undefined && !handed) {
    if (loaded.registry.has(settings.agent)) leadName = settings.agent;
    else {
      log(
        `warning: the settings' "agent": "${settings.agent}" names no agent this run loads, so the default lead runs. Available agents: ${loaded.registry.names().join(', ')}.`,
      );
    }
  }
  // The run's answer is the lead's: a teammate process's lead (a teammate) keeps the default.
  const outputStyle = handed
    ? {}
    : await chooseOutputStyle(settings.outputStyle, {
        configRoot,
        ...(config.homeDir ? { homeDir: config.homeDir } : {}),
        settingSources: config.settingSources,
        plugins: settings.plugins,
      });
  if (outputStyle.notice) log(`notice: ${outputStyle.notice}`);
  // Telemetry as Claude Code switches it: the process's variables, the settings' `env` over them
  // (only the files Claude Code reads them from: load-settings.ts).
  const telemetryEnvironment = {
    ...config.telemetryEnvironment,
    ...settings.telemetryEnvironment,
  };
  learnSecrets(settingsSecretValues(settings, telemetryEnvironment));
  const telemetrySetup = telemetryFromEnvironment(telemetryEnvironment);
  if (telemetrySetup.problems.length > 0) {
    throw new UserError(
      telemetrySetup.problems.join('\n'),
      'Fix the variable in the environment or in the env of the settings file that sets it.',
    );
  }
  for (const notice of telemetrySetup.notices) log(`notice: ${notice}`);
  learnSecrets(
    await addOtelHelperHeaders(telemetrySetup.telemetry, settings.otelHeadersHelper, {
      cwd: config.repoRoot,
      environment: dependencies.toolEnvironment,
      log,
    }),
  );
  // Flags and inputs win over the settings files, which win over the built-in defaults (the
  // provider's own). The model variables of the settings' `env` win over the process's, as in
  // Claude Code.
  const modelAliases = {
    ...defaultAliasesFor(config.modelAccess.provider),
    ...config.modelAliases,
    ...aliasOverridesFromEnvironment(settings.env),
  };
  const runModel = chooseRunModel(
    [
      ['--model (the model input)', config.model],
      [`env.${modelEnvironmentVariable} in the settings`, settings.env[modelEnvironmentVariable]],
      [modelEnvironmentVariable, config.environmentModel],
      ['model in the settings', settings.model],
    ],
    modelAliases,
  );
  const unnamedSubagentModel = firstModelChoice(
    [
      [
        `env.${subagentModelEnvironmentVariable} in the settings`,
        settings.env[subagentModelEnvironmentVariable],
      ],
      [subagentModelEnvironmentVariable, config.environmentSubagentModel],
    ],
    modelAliases,
  );
  const runMode = allowedRunMode(
    config.permissionMode ?? settings.defaultMode ?? 'default',
    settings.bypassDisabledBy,
  );
  if (runMode.warning) log(`warning: ${runMode.warning}`);
  const permissionMode = runMode.mode;
  const environment = { ...dependencies.toolEnvironment, ...settings.env };
  // The tools' commands also find the plugins' own (their `bin/`), as in Claude Code; hooks do not.
  const pluginBinaries = await pluginBinaryDirectories(settings.plugins);
  const toolsEnvironment = withPathAppended(environment, pluginBinaries);
  const bash = bashTimeoutsOf(environment);
  for (const problem of bash.problems) log(`warning: ${problem}`);
  // Claude Code's compaction variables, the settings' `env` over the process's, as there.
  const compaction = compactionControlsOf(environment, config.autocompactWindow);
  for (const problem of compaction.problems) log(`warning: ${problem}`);
  // An untrusted checkout's agent files grant no more than its settings do (docs/security.md).
  const held = withoutUntrustedAgentGrants(loaded, {
    trusted: settings.trusted,
    runMode: permissionMode,
    configRoot,
    ...(leadName ? { leadName } : {}),
  });
  const policed = withoutBypassAgents(held.agents, held.lead, {
    bypassDisabledBy: settings.bypassDisabledBy,
    configRoot,
  });
  // A subagent runs in its file's mode only where Claude Code would run it so (spawn-options.ts).
  const ignoredModes = ignoredAgentModeNotices(policed.agents.registry.list(), {
    runMode: permissionMode,
    configRoot,
    ...(leadName ? { leadName } : {}),
  });
  for (const notice of [...held.notices, ...policed.notices, ...ignoredModes]) {
    log(`notice: ${notice}`);
  }
  if (settings.untrustedEnvNames.length > 0) {
    log(
      `notice: read-only commands need allow rules in this run: the untrusted settings set env ${settings.untrustedEnvNames.join(', ')}`,
    );
  }
  const agents = policed.agents;
  const lead = policed.lead ?? leadAgent;
  requirePricesForBudget(
    { ...config, model: runModel, modelAliases, unnamedSubagentModel },
    agents.registry.list(),
  );

  const skills = await skillsLoading;
  for (const problem of skills.problems) {
    log(`${problem.severity}: ${problem.file}:${problem.line}: ${problem.message}`);
  }
  // A prompt starting with `/name` runs that command or skill; a teammate's prompt is its lead's
  // message, never a command.
  const slash = handed ? { blocks: [config.prompt] } : expandSlashPrompt(config.prompt, skills);
  // Agents with `memory:` keep it under the configuration root (project, local) or the home.
  const memoryPlaces = { configRoot, ...(config.homeDir ? { homeDir: config.homeDir } : {}) };

  // The state directory, the repository (git), the sandbox probe (a process), the model client
  // (the SDK's code) and the MCP servers do not wait for each other: all start now. They are
  // awaited in a fixed order, and whatever opened is closed again if one of them fails.
  // A bad rule is bad input, refused before anything opens: an MCP server or the offline model
  // server opened first would keep the process alive after the error.
  const requestedAllow = rules(config.allowedTools);
  const allowRules = settings.managedRulesOnly === undefined ? requestedAllow : [];
  if (settings.managedRulesOnly !== undefined && requestedAllow.length > 0) {
    log(
      `warning: ignoring --allowed-tools (allowed_tools): the managed settings (${settings.managedRulesOnly}) set allowManagedPermissionRulesOnly, so only their allow rules apply.`,
    );
  }
  const denyRules = rules(config.disallowedTools);
  const stateDirMaking = running(
    config.stateDir
      ? Promise.resolve(config.stateDir)
      : mkdtemp(path.join(os.tmpdir(), 'flotilla-')),
  );
  // Flotilla's own git gets the scrubbed environment only: settings `env` is for tools and hooks
  // (a repository's settings could otherwise point git at a config of its own, GIT_CONFIG_GLOBAL).
  const workspaceOpening = running(
    openWorkspace(
      config,
      dependencies.toolEnvironment,
      log,
      dependencies.ownOutputFiles,
      dependencies.repository,
    ),
  );
  // The probe (a process) does not wait for the workspace's git calls: only the policy it makes
  // needs the common git directory.
  const sandboxOpening = running(
    openSandbox(
      config,
      memoryPlaces,
      running(workspaceOpening.then((opened) => opened.gitCommonDir)),
      log,
      // bwrap is found on Flotilla's own PATH, never on one a repository's settings name.
      {
        own: dependencies.toolEnvironment.PATH ?? '',
        tools: environment.PATH ?? '',
        toolsTrusted: settings.trusted,
        pluginBinaries,
      },
    ),
  );
  const modelOpening = running(
    openModelAccess(
      config.modelAccess,
      (event) =>
        log(
          `retrying ${event.agentName}'s turn (attempt ${event.attempt}) in ${formatDuration(event.delayMs)}: ${event.reason}`,
        ),
      createRequestLimiter({
        ...(config.concurrency ? { ceiling: config.concurrency } : {}),
        onBackOff: ({ limit }) =>
          log(`rate limited by the model API: at most ${limit} request(s) in flight for now`),
      }),
      // A --record cassette keeps what transcripts keep: redacted.
      redact,
    ),
  );
  // `${VAR}` sees the settings' `env` over the process's, as in Claude Code 2.1.332; only the
  // files the run trusts (an untrusted checkout's own settings cannot steer a user's server).
  const mcpVariables = {
    ...(dependencies.mcpVariables ?? environment),
    ...settings.trustedEnv,
  };
  // Binary MCP resources are saved where Claude Code saves them (src/mcp/resource-files.ts).
  const toolResultsOf = (stateDir: string, id: string) =>
    toolResultsDirectory({
      ...(config.homeDir ? { homeDir: config.homeDir } : {}),
      repoRoot: config.repoRoot,
      runId: id,
      stateDir,
    });
  const toolResults = running(stateDirMaking.then((stateDir) => toolResultsOf(stateDir, runId)));
  // A teammate process is handed the servers that can start: the lead reports the others.
  const mcpLoading = handed
    ? Promise.resolve({ servers: handed.mcpServers, invalid: [] })
    : loadRunMcpServers(config, settings, log);
  const mcpConfiguring = running(
    mcpLoading.then(async (configured) => {
      // Before any server starts: one that fails quotes its credentials.
      learnSecrets(
        await mcpSecretValues(
          configured.servers,
          agents.registry.list(),
          mcpVariables,
          committedInRepository(
            { repoRoot: config.repoRoot, configRoot },
            dependencies.toolEnvironment,
          ),
        ),
      );
      return configured;
    }),
  );
  const mcpOpening = running(
    mcpConfiguring.then((configured) =>
      openMcpServers(config, configured, {
        // As Claude Code starts them (and as hooks run): the repository is CLAUDE_PROJECT_DIR.
        // They run outside the sandbox: an untrusted checkout's settings `env` (a PATH naming
        // its own directory, LD_PRELOAD, NODE_OPTIONS) would pick what code they run; the
        // user's own files' `env` applies, trusted or not.
        environment: {
          ...dependencies.toolEnvironment,
          ...settings.trustedToolEnv,
          CLAUDE_PROJECT_DIR: config.repoRoot,
        },
        variables: mcpVariables,
        toolResultsDirectory: toolResults,
        log,
        onSecrets: learnSecrets,
      }),
    ),
  );
  let opened: [
    string,
    Awaited<typeof workspaceOpening>,
    Awaited<typeof sandboxOpening>,
    Awaited<typeof modelOpening>,
    Awaited<typeof mcpOpening>,
  ];
  try {
    opened = [
      await stateDirMaking,
      await workspaceOpening,
      await sandboxOpening,
      await modelOpening,
      await mcpOpening,
    ];
  } catch (error) {
    await Promise.allSettled([
      modelOpening.then((access) => access.close()),
      mcpOpening.then((servers) => servers.close()),
    ]);
    throw error;
  }
  const [stateDir, workspace, sandboxFor, model, mcp] = opened;
  const autoMemory = autoMemoryDirectory({
    ...(config.homeDir ? { homeDir: config.homeDir } : {}),
    bare: config.bare,
    ...(workspace.gitCommonDir ? { gitCommonDir: workspace.gitCommonDir } : {}),
    repoRoot: config.repoRoot,
    ...(settings.autoMemoryEnabled !== undefined ? { enabled: settings.autoMemoryEnabled } : {}),
    environment: autoMemoryEnvironment(
      { ...dependencies.toolEnvironment, ...settings.trustedToolEnv },
      settings.env,
    ),
  });
  const systemPromptAddendum = createSystemPromptAddendum({
    repoRoot: config.repoRoot,
    facts: runFacts(startedAt, workspace.gitCommonDir !== undefined),
    skills,
    memoryPlaces,
    sessionId: runId,
    notice: (line) => log(`notice: ${line}`),
  });
  const telemetry = await startRunTelemetry(telemetrySetup.telemetry, { runId, log });
  const onEvent = combineSinks(dependencies.onEvent, telemetry?.onEvent);
  const recorder = new RunRecorder(config.repoRoot);
  const budget = new RunBudget(
    { maxUsd: config.maxBudgetUsd, maxTokens: config.maxTokens },
    (id, usage) => costUsd(id, usage, config.prices),
  );
  const leadTranscriptPath = path.join(stateDir, 'transcripts', 'lead.jsonl');
  // The session is written as the lead's transcript is: a run that is killed leaves it too.
  const session = config.sessionsDir ? sessionFile(config.sessionsDir, runId) : undefined;
  // What a compaction's summary points the lead to: its session, and those of the conversation
  // it goes on from; the lead's Read opens them and its transcript (src/app/agent-toolbox.ts).
  const leadSessionFiles =
    session && config.sessionsDir
      ? [
          session,
          ...(dependencies.resume
            ? resumedTranscripts(dependencies.resume, config.sessionsDir)
            : []),
        ]
      : [];
  // What the SessionStart hooks write to CLAUDE_ENV_FILE, run before every Bash command of the
  // session: kept with the sessions (as Claude Code keeps ~/.claude/session-env/<session>/), so
  // that a run going on from this one starts with it, else in the run's state.
  const sessionEnvironmentOf = (sessionId: string) =>
    config.sessionsDir
      ? path.join(config.sessionsDir, 'session-env', sessionId)
      : path.join(stateDir, 'session-env');
  const sessionEnvironment = createSessionEnvironment(
    sessionEnvironmentOf(runId),
    runSecrets(),
    (line) => log(`warning: ${line}`),
  );
  if (config.sessionsDir && dependencies.resume) {
    await sessionEnvironment.inherit(sessionEnvironmentOf(dependencies.resume.sessionId));
  }
  // A teammate process keeps its lead's time, as it keeps the rest of what the lead loaded.
  const configurationReadMs = handed?.configurationReadMs ?? Date.now();
  const toolbox = createAgentToolbox({
    configurationReadMs,
    permissionMode,
    allow: [...allowRules, ...settings.allow],
    deny: [...denyRules, ...settings.deny],
    ...(config.homeDir ? { homeDir: config.homeDir } : {}),
    skills,
    // A package's skills join an agent's as it works there, when the project's are read.
    ...(readSources(skillSources).has('project') ? { nestedSkillsRoot: configRoot } : {}),
    sessionId: runId,
    memoryPlaces,
    mcp,
    toolResultsDirectory: await toolResults,
    ...(autoMemory ? { autoMemoryDirectory: autoMemory } : {}),
    untrustedEnvNames: settings.untrustedEnvNames,
    workspaceTrusted: settings.trusted,
    bashTimeouts: bash.timeouts,
    bashPrelude: sessionEnvironment.script,
    readOnlyPaths: [
      hookOutputDirectoryOf(leadTranscriptPath),
      // What the continued conversation's earlier runs saved and told the model to Read.
      ...(dependencies.resume
        ? resumedToolResults(dependencies.resume, (id) => toolResultsOf(stateDir, id))
        : []),
    ],
    ...(dependencies.extraTools ? { extraTools: dependencies.extraTools } : {}),
  });

  // The run's hooks share one /tmp of their own in the sandbox (HookSession.hookTmp).
  const hookTmp = path.join(stateDir, 'hook-tmp');
  await mkdir(hookTmp, { recursive: true, mode: 0o700 });
  const hookSession: HookSession = {
    settings: settings.hooks,
    ...(policed.lead ? { leadDefinition: policed.lead } : {}),
    // --bare runs no hook of the settings, plugins or agent files, as Claude Code 2.1.332's --bare;
    // the managed settings' still run, as under disableAllHooks.
    disableAllHooks: settings.disableAllHooks || config.bare,
    managedHooks: settings.managedHooks,
    managedHooksOnly: settings.allowManagedHooksOnly === true,
    onMessage: (agentId, source, message) => {
      log(`${source} hook says: ${message}`);
      onEvent?.({ type: 'hook_message', agentId, source, message });
    },
    onRun: (agentId, run) => onEvent?.({ type: 'hook_run', agentId, run }),
    sessionId: runId,
    transcriptPath: leadTranscriptPath,
    projectDir: config.repoRoot,
    hookTmp,
    environment,
    sessionEnvironment,
    ...(config.sessionEndHooksTimeoutMs !== undefined
      ? { sessionEndTimeoutMs: config.sessionEndHooksTimeoutMs }
      : {}),
    warn: (line) => log(`warning: ${line}`),
  };
  const memoryFor = memoryOfRun(config, (line) => log(`warning: ${line}`), autoMemory);
  const handoff = {
    agents,
    settings,
    skills,
    mcpServers: (await mcpConfiguring).servers,
    configurationReadMs,
  };
  // A teammate process gets Flotilla's own environment: it applies the settings' `env` to its
  // tools itself, and its PATH is the one it finds bwrap on.
  const teammateProcess = teammateProcessCommand(
    config,
    stateDir,
    dependencies.teammateCommand,
    dependencies.toolEnvironment,
    () => ({
      loaded: handoff,
      secrets: runSecrets(),
      mcpVariables: namedMcpVariables(handoff, mcpVariables),
    }),
  );
  // One answer per agent for its effort and its model's context window: the lead's and the hub's.
  const effortFor = (definition: AgentDefinition) => agentEffort(definition.effort, config.effort);
  const windowFor = (model: string) => contextWindowFor(model, config.contextWindows);
  // CLAUDE_CODE_MAX_OUTPUT_TOKENS: each agent's loop caps it for its model and sends it.
  const maxOutputTokens = config.modelAccess.maxOutputTokens;
  const outputTokens = maxOutputTokens === undefined ? {} : { maxOutputTokens };
  const hub = new SubagentHub({
    agents: agents.registry,
    client: model.client,
    budget,
    recorder,
    resolveModel: (requested, parentModel) =>
      resolveModel(requested, {
        parentModel,
        aliases: modelAliases,
        planMode: permissionMode === 'plan',
        ...(config.subagentModel ? { subagentModel: config.subagentModel } : {}),
        ...(unnamedSubagentModel ? { unnamedSubagentModel } : {}),
      }),
    toolbox,
    systemPromptFor: async (definition, root, agentModel) =>
      agentSystemPrompt(
        definition.systemPrompt,
        await systemPromptAddendum(definition, root, agentModel),
      ),
    ...(memoryFor ? { memoryFor } : {}),
    effortFor,
    contextWindowFor: windowFor,
    ...(workspace.worktrees ? { worktrees: workspace.worktrees } : {}),
    permissionMode,
    repoRoot: config.repoRoot,
    stateDir,
    environment: toolsEnvironment,
    limits: {
      ...outputTokens,
      compaction: compaction.controls,
      ...(config.agentTimeoutSeconds ? { agentTimeoutMs: config.agentTimeoutSeconds * 1000 } : {}),
      // Agents are not limited: the request limiter decides how many talk to the model at once.
      concurrency: Number.POSITIVE_INFINITY,
      maxSpawnDepth: config.maxSpawnDepth,
    },
    forceBackground: config.agents.length > 0,
    // `--fork-subagents` (or the Action input) over the settings' `forkSubagents`; off by default.
    forkSubagents: config.forkSubagents ?? settings.forkSubagents ?? false,
    approvePlans: config.approvePlans,
    teammates: config.teammates,
    ...(teammateProcess ? { teammateProcess } : {}),
    ...(onEvent ? { onEvent } : {}),
    warn: (line) => log(`warning: ${line}`),
    redact,
    sandboxFor,
    hooks: hookSession,
  });

  if (config.teammate) {
    const member = await runTeammateMember(config, {
      hub,
      agents,
      recorder,
      budget,
      stateDir,
      runId,
      startedAt,
      started,
      signal: dependencies.signal,
      mcpFailures: () => mcp.failures(),
      close: async () => {
        await model.close();
        await mcp.close();
      },
    });
    await dependencies.onResult?.(member);
    return member;
  }
  // A command's `model` is the model of the run it starts, as in Claude Code's -p mode. A lead
  // agent (--agent) runs on its own `model` unless --model names one, as Claude Code 2.1.332's
  // --agent does (observed: an agent with model: haiku sends haiku; with --model sonnet, sonnet).
  const leadDefinitionModel = config.model === undefined ? lead.model : undefined;
  const leadModel = resolveModel(slash.invoked?.model ?? leadDefinitionModel ?? runModel, {
    parentModel: runModel,
    aliases: modelAliases,
    planMode: (lead.permissionMode ?? permissionMode) === 'plan',
  });
  const leadRecord = hub.registerLead(lead, leadModel, session);
  const resumed = dependencies.resume;
  if (resumed) hub.numberAgentsAfter(highestAgentNumber(resumed.messages));
  // The lead's own task list is its session's: a resume goes on with it (ids never reused).
  if (resumed && config.sessionsDir) {
    await hub.teamRun.session.restoreOwnTasks(
      sessionTasksDirectory(config.sessionsDir, resumed.sessionId),
    );
  }
  // Cancelled means a signal stopped work still under way: one that comes after the lead has
  // finished (disposed by then) changes nothing.
  const timeout = runStopSignal(config.timeoutSeconds, dependencies.signal);
  const leadMemory = memoryFor?.(lead, config.repoRoot);
  const sandboxed = (root: string) => {
    const sandbox = sandboxFor(root, lead);
    return sandbox ? { sandbox } : {};
  };
  const leadEffort = effortFor(lead);
  const leadHookAgent: HookAgent = {
    role: 'lead',
    definition: lead,
    agentId: leadRecord.agentId,
    cwd: config.repoRoot,
    beforeRun: () => leadRecord.transcript.flush(),
    permissionMode: lead.permissionMode ?? permissionMode,
    ...(leadEffort ? { effort: leadEffort } : {}),
    ...sandboxed(config.repoRoot),
    sessionBackgroundTasks: () => hub.backgroundWork(),
  };
  const leadHooks = createSessionHookRunner(hookSession, {
    ...leadHookAgent,
    signal: timeout.signal,
  });
  let outcome: AgentOutcome;
  let structuredOutput: unknown;
  // SessionEnd runs even after a limit or a cancellation stopped the lead, so it gets a runner
  // without the run's abort signal: its own bound ends it (src/hooks/session-end-budget.ts).
  const endSession = async () => {
    await createSessionHookRunner(hookSession, leadHookAgent)
      ?.fire('SessionEnd', { reason: 'other' }, 'other')
      .catch((error: unknown) => log(`warning: SessionEnd hooks failed: ${errorMessage(error)}`));
  };
  let leadReturned = false;
  try {
    // The lead's conversation, and so its transcript, starts with its memory files, its prompt
    // and what the SessionStart and UserPromptSubmit hooks add to it.
    const hookContext = await promptHookContext(
      config.prompt,
      leadHooks,
      resumed,
      startedAt,
      slash.builtin?.name === 'compact',
    );
    const {
      tools,
      gate,
      extraRoots,
      hiddenFromSearch,
      skillListing,
      grant,
      inheritance,
      attachToToolResults: loadedSkills,
      openMcpTools,
    } = toolbox(lead, hub.coordinationTools(leadRecord), config.repoRoot, undefined, [
      leadTranscriptPath,
      ...leadSessionFiles,
    ]);
    // The prompt's author invoked the command: its `allowed-tools` hold for the lead's run, unless
    // the command is an untrusted checkout's own (it grants no more than its settings do).
    if (slash.invoked && slash.invoked.allowedTools.length > 0) {
      if (slash.invoked.source === 'project' && !settings.trusted) {
        log(
          `notice: the command /${slash.invoked.name} asks for allowed-tools, held back: this checkout is not trusted (${slash.invoked.file}; see docs/security.md, --trust-project)`,
        );
      } else {
        grant(slash.invoked.allowedTools);
      }
    }
    const leadMcp = await openMcpTools();
    const answer = config.jsonSchema
      ? new StructuredAnswer(await compileOutputSchema(config.jsonSchema, '--json-schema'))
      : undefined;
    // The lead's tools: the run's, its MCP servers' (refreshed when their lists change), the answer's.
    const leadToolsWith = (mcpTools: readonly AnyTool[]) => [
      ...tools,
      ...mcpTools,
      ...(answer ? [answer.tool] : []),
    ];
    const leadTools = leadToolsWith(leadMcp.tools);
    dependencies.onStart?.({
      runId,
      leadAgentId: leadRecord.agentId,
      cwd: config.repoRoot,
      model: splitModel(leadModel).id,
      permissionMode: lead.permissionMode ?? permissionMode,
      tools: leadTools.map((tool) => tool.name),
      agents: agents.registry.names(),
      mcpServers: [...mcp.states()],
      outputStyle: outputStyle.style?.name ?? defaultOutputStyle,
    });
    // A command's shell lines and the files the prompt mentions run as the lead's own tool calls.
    const leadExecution = {
      tools: new Map(leadTools.map((tool) => [tool.name, tool])),
      gate,
      ...(leadHooks ? { hooks: leadHooks } : {}),
      context: {
        root: config.repoRoot,
        extraRoots,
        hiddenFromSearch,
        environment: toolsEnvironment,
        ...sandboxed(config.repoRoot),
        signal: timeout.signal,
        agentId: leadRecord.agentId,
        agentName: lead.name,
      },
    };
    const promptBlocks = [...slash.blocks];
    const invoked = slash.invoked;
    // `/mcp__<server>__<prompt> args`: an MCP server's prompt, got once the servers are open.
    const command = handed || invoked ? undefined : slashCommandOf(config.prompt);
    const mcpPrompt = command?.name.startsWith('mcp__')
      ? await mcp.promptText(command.name, command.args, timeout.signal)
      : undefined;
    if (command && mcpPrompt !== undefined) {
      promptBlocks.splice(0, promptBlocks.length, commandHeader(command.name, command.args));
    }
    const expanded = invoked
      ? await skillInstructions(invoked, slash.args, runId, (line) =>
          runShellLines(line, `The command /${invoked.name}`, leadExecution, invoked),
        )
      : (mcpPrompt ?? promptBlocks.pop() ?? '');
    // The command's hooks guard the lead from now on, as a Skill call's do (its shell lines above
    // ran under the lead's own).
    if (invoked) addSkillHooks(leadHooks, invoked, settings.trusted);
    // Only the files the command's own text mentions: its arguments, like a plain prompt, may
    // quote untrusted text (the Action's requests), which must not pick files to read.
    if (invoked) {
      const ownText = invoked.body.replace(shellLinePattern, '');
      promptBlocks.unshift(...(await readFileMentions(ownText, config.repoRoot, leadExecution)));
    }
    const promptText = [expanded, ...hookContext].join('\n\n');
    // A resumed conversation has its memory files and skill listing already: only what changed
    // since is added.
    const prompt = withSkillListing(
      withLeadingBlocks(
        leadMemory
          ? resumed
            ? await leadMemory.resumedMessage(promptText, resumed.messages)
            : await leadMemory.firstMessage(promptText)
          : { role: 'user' as const, content: promptText },
        promptBlocks,
      ),
      resumed && skillListing && hasTextBlock(resumed.messages, skillListing)
        ? undefined
        : skillListing,
    );
    // The system prompt a conversation started with is kept for it, as Claude Code 2.1.332 keeps
    // it (its --system-prompt-snapshot, on but under --bare): a resume sends the recorded one,
    // whatever --system-prompt or --append-system-prompt say now. Only where it was made: it names
    // its working directory, and `--resume ID` may name a session of another directory or worktree
    // of the repository (--continue takes only this directory's, as Claude Code does).
    const recorded =
      !config.bare && resumed?.systemPrompt?.cwd === config.repoRoot
        ? resumed.systemPrompt
        : undefined;
    const systemPrompt =
      recorded?.blocks ??
      leadSystemPrompt(
        lead,
        await systemPromptAddendum(lead, config.repoRoot, leadModel, 'lead'),
        config,
        outputStyle.style,
        autoMemory === undefined ? undefined : await autoMemorySection(autoMemory),
      );
    if (!config.bare) {
      leadRecord.transcript.appendSystemPrompt(
        systemPrompt,
        config.repoRoot,
        outputStyle.style?.name ?? defaultOutputStyle,
      );
    }
    // The resent prompt holds the style the conversation started with: the lead hears, after the
    // prompt, of the one in force now.
    const styleReminder = recorded
      ? resumedOutputStyleReminder(recorded.outputStyle, outputStyle.style)
      : undefined;
    // `/compact` compacts the conversation as it was recorded (a call cut off by a kill gets its
    // result, as on any resume): its prompt joins no turn.
    const compactOnly = slash.builtin?.name === 'compact' ? slash.builtin : undefined;
    const conversation = compactOnly
      ? withEveryCallAnswered(resumed?.messages ?? [])
      : restoredConversation(
          resumed?.messages ?? [],
          styleReminder ? withTrailingBlock(prompt, styleReminder) : prompt,
        );
    for (const message of conversation) {
      leadRecord.messages.push(message);
      leadRecord.transcript.append(message);
    }
    // What a fork of the lead copies to repeat its requests' bytes (src/subagents/fork.ts).
    leadRecord.forkBase = {
      systemPrompt,
      tools: leadTools,
      inheritance,
      ...(leadEffort ? { effort: leadEffort } : {}),
      contextWindow: windowFor(leadModel),
      compaction: compaction.controls,
      ...outputTokens,
      toolContext: {
        root: config.repoRoot,
        extraRoots,
        hiddenFromSearch,
        environment: toolsEnvironment,
        ...sandboxed(config.repoRoot),
      },
    };
    // A model error the API will refuse again (400, 401, 403, 404) ends the lead, not the run:
    // what the lead did until then, and every subagent's work, still make the result.
    const progress = new AgentProgress();
    const reminders = new Set<string>();
    // The sweep of dead runs' worktrees waits until the lead's first request is on its way: the
    // turn event comes just before the request is made, and the request is built and handed to
    // its socket in promise jobs, which all run before an immediate.
    let sweepStarted = false;
    const leadEvents = (event: AgentEvent) => {
      if (event.type === 'turn' && !sweepStarted) {
        sweepStarted = true;
        setImmediate(() => workspace.startSweep?.());
      }
      progress.track(event);
      onEvent?.(event);
    };
    outcome = await runAgent({
      agentId: leadRecord.agentId,
      agentName: lead.name,
      model: leadModel,
      ...leadRecord.forkBase,
      gate,
      // What a tool round brings in: the skills it loaded, then the memory files its Reads reached.
      attachToToolResults: async (calls, results) => [
        ...(await loadedSkills(calls, results)),
        ...((await leadMemory?.attachToToolResults(calls, results)) ?? []),
        // As Claude Code 2.1.332 does after each tool round while a style is in force.
        ...(outputStyle.style
          ? [{ type: 'text' as const, text: outputStyleReminder(outputStyle.style) }]
          : []),
      ],
      // An MCP server's tool list changed: the lead's next turn offers the new list.
      refreshTools: async () => {
        const fresh = await leadMcp.refresh();
        return fresh && leadToolsWith(fresh);
      },
      client: model.client,
      messages: leadRecord.messages,
      // --max-turns (the Action's max_turns) first, as Claude Code's flag wins over the file's.
      maxTurns: config.maxTurns ?? lead.maxTurns ?? defaultMaxTurns,
      budget,
      signal: timeout.signal,
      pendingInput: async (boundary, signal) => {
        const input = await hub.drainForLead(boundary === 'end_turn', signal);
        const reminder = boundary === 'end_turn' && input.length === 0 && answer?.reminder();
        if (reminder) reminders.add(reminder);
        return reminder ? [reminder] : input;
      },
      // What starts one of its turns goes through UserPromptSubmit first; Flotilla's own
      // reminder to give the structured answer is no prompt of anyone's.
      submitPrompts: async (texts) =>
        texts.every((text) => reminders.has(text))
          ? texts
          : submittedPrompts(texts, leadHooks, (line) => log(`warning: ${line}`)),
      // The lead waits at the end of its turns for the agents it started.
      backgroundTasks: () => hub.tasks.activeFor(undefined).map(stopHookTaskEntry),
      sessionShells: hub.shells,
      teammateOf: (agentId) => {
        const record = hub.get(agentId);
        return record?.team !== undefined && record.name !== undefined
          ? { team: record.team, name: record.name }
          : undefined;
      },
      ...(answer ? { answered: () => answer.done() } : {}),
      transcript: leadRecord.transcript,
      ...(session ? { fullTranscriptPath: session } : {}),
      ...(leadHooks ? { hooks: leadHooks } : {}),
      ...(compactOnly ? { manualCompaction: { instructions: compactOnly.args } } : {}),
      onEvent: leadEvents,
    }).catch((error: unknown) => {
      if (!(error instanceof ModelError)) throw error;
      leadEvents({ type: 'end', agentId: leadRecord.agentId, status: 'failed' });
      return progress.failed(error);
    });
    if (answer) {
      outcome = answer.settle(outcome);
      structuredOutput = answer.output;
    }
    leadRecord.transcript.appendEnding(outcome);
    leadReturned = true;
  } finally {
    timeout.dispose();
    // Idle teammates end as finished work; whatever still runs when the lead stops (a limit) is
    // killed and reported with its partial result.
    await hub.teamRun.endTeam();
    await hub.shutdown(
      timeout.cancelled()
        ? 'The run was cancelled before this agent finished.'
        : 'The run ended before this agent finished.',
    );
    if (config.sessionsDir) {
      await hub.teamRun.session
        .keepOwnTasks(sessionTasksDirectory(config.sessionsDir, runId))
        .catch((error: unknown) =>
          log(
            `warning: the lead's task list was not kept with its session: ${errorMessage(error)}`,
          ),
        );
    }
    await hub.teamRun.removeTeam(config.keepTeam);
    await model.close();
    // Every MCP server (the shared ones and any agent's inline one) and its process group ends.
    await mcp.close();
    // A run that fails (a hook blocked the prompt, a bug) has no result to hand over first.
    if (!leadReturned) await endSession();
  }
  try {
    recorder.agents.unshift({
      name: lead.name,
      agent_id: leadRecord.agentId,
      ...modelOfRun(leadModel, windowFor(leadModel)),
      status: outcome.status,
      turns: outcome.turns,
      tool_uses: outcome.toolUses,
      usage: outcome.usage,
      cost_usd: outcome.costUsd,
      duration_ms: Math.round(outcome.durationMs),
      ...(outcome.error && outcome.status !== 'completed' ? { error: outcome.error } : {}),
      ...(outcome.todos ? { todos: outcome.todos } : {}),
      ...timelineOf(outcome),
    });
    if (session) {
      await leadRecord.transcript.flush();
      const failedWrite: unknown = leadRecord.transcript.error;
      if (failedWrite !== undefined) {
        // A transcript with a line missing (a tool_result, say) would resume as a conversation the
        // API refuses, or one the lead never had: no session rather than a wrong one.
        await rm(session, { force: true });
        log(
          `warning: the session was not kept (no --resume ${runId}): a write of the lead's transcript failed, so it misses part of the conversation: ${errorMessage(failedWrite)}`,
        );
      }
    }
    const resultsBranch = await workspace.finish(recorder, runId, log, lead.name);

    const result = buildRunResult({
      runId,
      startedAt,
      durationMs: performance.now() - started,
      lead: outcome,
      budgetExceeded: budget.exceeded(),
      cancelled: timeout.cancelled(),
      recorder,
      mcpFailures: mcp.failures(),
      requestedAgents: config.agents,
      ...(resultsBranch ? { resultsBranch } : {}),
      ...(structuredOutput !== undefined ? { structuredOutput } : {}),
      ...(resumed ? { resumedFrom: resumed.sessionId } : {}),
    });
    const ran = { result, agents, stateDir, ...(resultsBranch ? { resultsBranch } : {}) };
    // The result is handed over (written, reported) before the SessionEnd hooks run, as Claude
    // Code 2.1.332 prints its result before them: a slow hook, or a second signal that exits during
    // it, loses nothing of the result.
    await dependencies.onResult?.(ran);
    await telemetry?.finish({ conclusion: result.conclusion, costUsd: result.cost_usd });
    return ran;
  } finally {
    await endSession();
  }
}

/**
 * What the SessionStart and UserPromptSubmit hooks print (or return as additionalContext), to
 * follow the prompt in the lead's first message; they see the prompt as written (`/name args`,
 * not its expansion). A UserPromptSubmit hook that blocks stops the run before the model is asked
 * anything. A resumed session starts with source `resume` (matchers test it), and, as in Claude
 * Code, says how long ago the conversation last moved. A `/compact` prompt is no prompt to the
 * model: Claude Code 2.1.332 fires no UserPromptSubmit for it.
 */
async function promptHookContext(
  prompt: string,
  hooks: HookRunner | undefined,
  resumed: Session | undefined,
  startedAt: Date,
  compactOnly: boolean,
): Promise<string[]> {
  if (!hooks) return [];
  const source = resumed ? 'resume' : 'startup';
  const idle =
    resumed?.lastActiveMs === undefined
      ? {}
      : {
          seconds_since_last_response: Math.max(
            0,
            Math.round((startedAt.getTime() - resumed.lastActiveMs) / 1000),
          ),
        };
  const start = await hooks.fire('SessionStart', { source, ...idle }, source);
  if (compactOnly) return start.context;
  const submit = await hooks.fire('UserPromptSubmit', { prompt });
  if (submit.blocked !== undefined || submit.stop !== undefined) {
    throw new UserError(
      `A UserPromptSubmit hook blocked the prompt: ${submit.blocked ?? submit.stop}`,
      'Change the prompt, or the hook in the settings file that rejects it.',
    );
  }
  return [...start.context, ...submit.context];
}

/** The message with text blocks put before its last block (the prompt's, after any memory). */
function withLeadingBlocks(message: MessageParam, leading: readonly string[]): MessageParam {
  if (leading.length === 0) return message;
  const blocks = contentBlocks(message);
  return {
    ...message,
    content: [
      ...blocks.slice(0, -1),
      ...leading.map((text) => ({ type: 'text' as const, text })),
      ...blocks.slice(-1),
    ],
  };
}

/** The message with a text block after its last one. */
function withTrailingBlock(message: MessageParam, text: string): MessageParam {
  return { ...message, content: [...contentBlocks(message), { type: 'text', text }] };
}

/** A promise started before it is awaited: its rejection is handled where it is awaited. */
function running<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}

function rules(entries: string[]): ToolRule[] {
  return entries.map((entry) => {
    const rule = parseToolRule(entry);
    if (!rule)
      throw new UserError(
        `Invalid tool rule '${entry}'.`,
        'Expected forms: Read, Bash(npm test:*), Edit(src/**).',
      );
    return rule;
  });
}
