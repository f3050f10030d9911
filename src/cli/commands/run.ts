import { fanOutPrompt } from '../../app/lead-agent.js';
import { exitCodeFor } from '../../app/exit-code.js';
import { signalExitCode, type Cancellation } from '../../app/cancellation.js';
import { runFlotilla } from '../../app/run.js';
import { writeResultFiles, type ResultFiles } from '../../app/result-files.js';
import { workTreeTop } from '../../platform/enclosing-directories.js';
import type { LoadedConfiguration } from '../../app/teammate-handoff.js';
import type { RunConfig } from '../../config/run-config.js';
import { secretValues, toolEnvironment } from '../../config/environment.js';
import { gatewaySecrets } from '../../config/gateway-environment.js';
import { ExitCode, InternalError } from '../../errors.js';
import { mcpConfigSecretValues } from '../../mcp/mcp-config-secrets.js';
import { createRedactor, redactDeep, redactJsonLines } from '../../publish/redact.js';
import { parseCommandArgs, type CommandSpec } from '../args.js';
import type { CliIo, Command } from '../io.js';
import { ProgressDisplay } from '../../app/progress-display.js';
import { runConfigFromOptions, runOptions } from '../run-options.js';
import { failOnReason } from '../../publish/fail-on-reason.js';
import { formatFinalReport, formatFindings } from '../final-report.js';
import { silentStdinWarning, withPipedInput } from '../piped-input.js';
import { incompleteLine } from '../../publish/agent-notes.js';
import type { RunResult } from '../../results/run-result.js';
import { ClaudeStreamWriter, type ClaudeOutputFormat } from '../stream-json.js';
import { loadLatestSession, loadSession, type Session } from '../../sessions/session-store.js';
import type { GitRepository } from '../../platform/git.js';

const spec: CommandSpec<typeof runOptions> = {
  name: 'run',
  usage:
    'flotilla run [-p] [--prompt TEXT | --prompt-file FILE | PROMPT] [--agent NAME] [--fan-out NAME]… [options]',
  summary:
    "Run the lead agent on a task; it may fan out to the repository's agents in the background.",
  details: [
    'Model access: ANTHROPIC_API_KEY (and ANTHROPIC_BASE_URL for a compatible endpoint), or offline',
    'with --scenario FILE / --replay FILE. Aliases: ANTHROPIC_DEFAULT_{OPUS,SONNET,HAIKU,FABLE}_MODEL.',
    'Subagents: CLAUDE_CODE_SUBAGENT_MODEL (those naming no model), FLOTILLA_SUBAGENT_MODEL (all).',
    '',
    'Exit codes: 0 done, 1 findings at or above --fail-on, 2 usage or configuration error,',
    '3 model or API failure, 4 a limit (turns, budget, time) ended the run, 5 partial (an agent',
    'did not finish), 6 git, lock or file-system failure, 70 internal error, 130/143 cancelled.',
  ].join('\n'),
  options: runOptions,
  positionals: {
    name: 'PROMPT',
    description: 'The task, as claude -p takes it (the same as --prompt TEXT)',
  },
};

export const runCommand: Command = async (argv, io) => {
  const parsed = parseCommandArgs(spec, argv);
  if (parsed.help) {
    io.stdout(parsed.text);
    return ExitCode.success;
  }
  const { sessionsDir, repository, ...config } = await runConfigFromOptions(
    parsed.options,
    io,
    parsed.positionals,
  );
  const { resume, continue: continueLatest } = parsed.options;
  const session =
    sessionsDir && resume !== undefined
      ? await loadSession(sessionsDir, resume)
      : sessionsDir && continueLatest
        ? await loadLatestSession(sessionsDir, config.repoRoot)
        : undefined;
  if (continueLatest && !sessionsDir) {
    io.stderr(
      `flotilla: warning: --continue: ${config.repoRoot} is not a git repository, where sessions are kept: this run starts a new conversation and keeps none, so a later --continue cannot go on from it. Run in a git repository (git init) to keep one.\n`,
    );
  }
  // Read once the options and the session are known good: a usage error never waits for stdin.
  const piped = await io.pipedInput?.();
  if (piped?.kind === 'silent') io.stderr(silentStdinWarning(piped.waitedMs));
  const task = piped?.kind === 'text' ? withPipedInput(config.prompt, piped.text) : config.prompt;
  const prompt = config.agents.length > 0 ? fanOutPrompt(config.agents, task) : task;
  const outputFormat = parsed.options['output-format'] as RunRequest['outputFormat'];
  // --no-session-persistence: as in Claude Code, a session may be resumed, but this run keeps none.
  const keptSession =
    sessionsDir && !parsed.options['no-session-persistence'] ? { sessionsDir } : {};
  return executeRun({ ...config, ...keptSession, prompt }, io, {
    ...(session ? { resume: session } : {}),
    ...(repository ? { repository } : {}),
    ...(outputFormat ? { outputFormat } : {}),
    ...(parsed.options.verbose ? { verbose: true } : {}),
    ...(parsed.options['include-hook-events'] ? { includeHookEvents: true } : {}),
  });
};

export interface RunRequest {
  /** `--resume` / `--continue`: the conversation the lead goes on from. */
  resume?: Session;
  /** The repository as the options' check found it (src/cli/run-options.ts). */
  repository?: GitRepository;
  /** `--output-format`: Claude Code's `-p` output instead of Flotilla's report. */
  outputFormat?: ClaudeOutputFormat;
  /** `--verbose`: with `json`, every event as one array (Claude Code's form), not the result only. */
  verbose?: boolean;
  /** `--include-hook-events`: every hook's stream-json events, not SessionStart's only. */
  includeHookEvents?: boolean;
  /** A teammate process's: what its lead loaded at its start (src/app/teammate-handoff.ts). */
  loaded?: LoadedConfiguration;
  /**
   * A teammate process's: the secret values its lead redacts. Its own environment is the
   * scrubbed one, which holds none of them.
   */
  secrets?: readonly string[];
  /** A teammate process's: what its MCP servers' `${VAR}` expand to (its lead's values). */
  mcpVariables?: Readonly<Record<string, string>>;
}

/** Runs, writes the result files, prints the report, and maps the conclusion to an exit code. */
export async function executeRun(
  config: RunConfig,
  io: CliIo,
  request: RunRequest = {},
): Promise<number> {
  // From here on SIGINT/SIGTERM cancel the run cleanly; a second one exits at once.
  const cancellation = io.watchCancellation?.();
  io.holdYoungGeneration?.();
  try {
    return await runAndReport(config, io, cancellation, request);
  } finally {
    cancellation?.dispose();
  }
}

async function runAndReport(
  config: RunConfig,
  io: CliIo,
  cancellation: Cancellation | undefined,
  request: RunRequest,
): Promise<number> {
  // The --mcp-config servers' env and headers hold credentials as well (see mcpConfigSecretValues);
  // a teammate process gets the lead's secrets in its request.
  const secrets = [
    ...secretValues(io.env),
    ...gatewaySecrets(config.modelAccess),
    ...(config.modelAccess.apiKeyHelper ? [config.modelAccess.apiKeyHelper.key] : []),
    ...mcpConfigSecretValues(config.mcpConfigs, io.env),
    ...(request.secrets ?? []),
  ];
  const redact = createRedactor(secrets);
  const progress = new ProgressDisplay({
    write: (text) => io.stderr(redact(text)),
    isTTY: io.isTty,
    columns: io.columns,
  });
  const format = request.outputFormat;
  const claudeStream = format
    ? new ClaudeStreamWriter(
        (line) => io.stdout(format === 'text' ? redact(line) : redactJsonLines(line, redact)),
        {
          format,
          ...(request.verbose ? { verbose: true } : {}),
          ...(request.includeHookEvents ? { includeHookEvents: true } : {}),
          apiKeySource: config.modelAccess.apiKey ? 'ANTHROPIC_API_KEY' : 'none',
        },
      )
    : undefined;
  /** Writes the result files and prints the report; a file not written is raised after it. */
  const report = async (result: RunResult, stateDir: string) => {
    progress.finish();
    // Agents could write in the repository: a link there never takes the result files elsewhere.
    // A file refused (or failing) still leaves the report to print: its error is raised after it.
    let files: ResultFiles | undefined;
    let unwritten: unknown;
    if (config.outputDir) {
      const repository = await workTreeTop(config.repoRoot);
      files = await writeResultFiles(config.outputDir, result, redact, repository).catch(
        (error: unknown) => {
          unwritten = error;
          return undefined;
        },
      );
    }

    const cancelledBy = cancellation?.received();
    const code =
      result.conclusion === 'cancelled' && cancelledBy
        ? signalExitCode(cancelledBy)
        : exitCodeFor(result, config.failOn);
    if (claudeStream) {
      claudeStream.finish(result);
    } else if (config.format === 'json') {
      io.stdout(`${JSON.stringify(redactDeep(result, redact), null, 2)}\n`);
    } else {
      io.stdout(redact(formatFinalReport(result, { ...(files ? { files } : {}), stateDir })));
    }
    // Under `--format json` the error is in the RunResult on stdout.
    if (result.error && (format !== undefined || config.format !== 'json'))
      io.stderr(`flotilla: the run ended with ${result.conclusion}: ${redact(result.error)}\n`);
    // Claude Code's formats print the lead's conversation only, and the lead is told not to repeat
    // findings in prose: the findings are listed here (and are the result event's `findings`), and
    // each agent that did not finish is named (and in `incomplete`), so the exit code is explained.
    // The report lists both itself, and `--format json` has them in the RunResult.
    if (format !== undefined) {
      const findings = result.findings.length
        ? formatFindings(
            result.findings,
            files?.markdown ?? (format === 'text' ? undefined : 'the result event'),
          )
        : [];
      for (const line of [...findings, ...incompleteLines(result)])
        io.stderr(`flotilla: ${redact(line)}\n`);
    }
    if (code === ExitCode.findings)
      io.stderr(`flotilla: ${redact(failOnReason(result, config.failOn))}\n`);
    return { code, unwritten };
  };
  // The result is written and reported before the SessionEnd hooks run (RunDependencies.onResult).
  let reported: { code: number; unwritten?: unknown } | undefined;
  await runFlotilla(config, {
    toolEnvironment: toolEnvironment(io.env),
    mcpVariables: request.mcpVariables ?? io.env,
    onEvent: claudeStream
      ? (event) => {
          progress.onEvent(event);
          claudeStream.onEvent(event);
        }
      : progress.onEvent,
    ...(claudeStream ? { onStart: claudeStream.onStart } : {}),
    ...(request.resume ? { resume: request.resume } : {}),
    ...(request.repository ? { repository: request.repository } : {}),
    // After the report (a SessionEnd hook's warning), below it: the live lines are done with.
    log: (line) => (reported ? io.stderr(`${redact(line)}\n`) : progress.log(redact(line))),
    redact,
    // A teammate process started by this run redacts them too (they go on its stdin).
    secretValues: secrets,
    ...(request.loaded ? { loaded: request.loaded } : {}),
    ...(cancellation ? { signal: cancellation.signal } : {}),
    ...(io.selfCommand ? { teammateCommand: io.selfCommand } : {}),
    ...(io.ownOutputFiles ? { ownOutputFiles: io.ownOutputFiles } : {}),
    onResult: async ({ result, stateDir }) => {
      reported = await report(result, stateDir);
    },
  });
  if (!reported) throw new InternalError('The run ended without handing over its result.');
  if (reported.unwritten !== undefined) throw reported.unwritten;
  return reported.code;
}

/**
 * Each incomplete agent as `  agent — status — reason`, under a line saying how the run ended
 * when no error line (which says it) was printed; the lead's own entry is left out when that
 * error says why it stopped.
 */
function incompleteLines(result: RunResult): string[] {
  const leadId = result.agents[0]?.agent_id;
  const agents = result.incomplete.filter((agent) => !(result.error && agent.agent_id === leadId));
  if (agents.length === 0) return [];
  const count = `${agents.length} agent${agents.length === 1 ? '' : 's'}`;
  const heading = result.error
    ? `${count} did not finish:`
    : `the run ended with ${result.conclusion}: ${count} did not finish:`;
  return [heading, ...agents.map((agent) => `  ${incompleteLine(agent)}`)];
}
