import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { glob } from 'tinyglobby';
import { exitCodeFor } from '../app/exit-code.js';
import { fanOutPrompt } from '../app/lead-agent.js';
import { ProgressDisplay } from '../app/progress-display.js';
import { writeResultFiles } from '../app/result-files.js';
import { runFlotilla } from '../app/run.js';
import type { Cancellation } from '../app/cancellation.js';
import { newRunId } from '../results/run-id.js';
import { secretValues as environmentSecrets, toolEnvironment } from '../config/environment.js';
import type { RunConfig } from '../config/run-config.js';
import { errorMessage, ExitCode, FlotillaError, UserError } from '../errors.js';
import { createGit, type Git } from '../platform/git.js';
import { createGitHubClient, type GitHubClient } from '../platform/github.js';
import { incompleteLine } from '../publish/agent-notes.js';
import { renderAnnotations } from '../publish/annotations.js';
import { failOnReason } from '../publish/fail-on-reason.js';
import { renderJobSummary } from '../publish/job-summary.js';
import { publishResult } from '../publish/publish-result.js';
import { createRedactor, type Redactor } from '../publish/redact.js';
import { mergeResults } from '../results/merge-results.js';
import { readRunResult } from '../results/run-result-io.js';
import type { RunResult } from '../results/run-result.js';
import { buildReviewPrompt } from '../review/review-prompt.js';
import { sanitizeUntrustedText, wrapAsData } from '../review/untrusted-text.js';
import { agentMatrix } from '../app/agent-matrix.js';
import { checkoutBaseConfiguration } from './base-configuration.js';
import { commitAgentMemory } from './memory-commit.js';
import { hideCheckoutCredentials } from './checkout-credentials.js';
import { workspaceContains } from './workspace-contents.js';
import { Outputs } from './constants.js';
import {
  configurationBase,
  loadGitHubEvent,
  pullRequestNumberOf,
  type GitHubEvent,
} from './context.js';
import {
  readActionSettings,
  secretValues,
  type ActionSettings,
  type Environment,
} from './inputs.js';
import { resolvePostTarget, runConfigForMode } from './mode-defaults.js';
import { resolveMode, type RunMode } from './mode-resolution.js';
import { actionOutputs } from './outputs.js';
import { checkActor } from './trust.js';
import { proxyFromEnvironment } from '../platform/proxy.js';

/** The runner as the Action sees it; main.ts wires @actions/core, tests their own. */
export interface ActionPorts {
  getInput(name: string): string;
  env: Environment;
  setOutput(name: string, value: string): void;
  appendSummary(markdown: string): Promise<void>;
  info(line: string): void;
  warning(line: string): void;
  /** Masks a value in the runner's logs. */
  setSecret(value: string): void;
  /** Writes a raw workflow command line (annotations). */
  command(line: string): void;
  /** SIGINT/SIGTERM (GitHub cancelling the job): aborted when the run is to stop. */
  cancellation?: Cancellation;
  /**
   * Registers a synchronous clean-up for a forced exit (a second signal); returns its removal.
   */
  onForcedExit?: (cleanup: () => void) => () => void;
}

const defaultAuditPrompt =
  'Audit this repository with its agents: run each relevant agent in the background, report every real problem with ReportFindings, and summarise.';

/** The whole Action: settings → event → trust → run (or merge) → publish → outputs. Returns the exit code. */
export async function runAction(ports: ActionPorts): Promise<number> {
  try {
    return await runActionSteps(ports);
  } catch (error) {
    // A UserError's hint is shown with its message by the entry; the others' hints (a GitHub
    // API error naming the missing permission, a git failure) would be lost there.
    if (error instanceof FlotillaError && !(error instanceof UserError)) {
      const hint = 'hint' in error && typeof error.hint === 'string' ? error.hint : '';
      if (hint) ports.warning(createRedactor(environmentSecrets(ports.env))(hint));
    }
    throw error;
  }
}

async function runActionSteps(ports: ActionPorts): Promise<number> {
  // Masked before the inputs are read, so that even a message about a bad input cannot show one.
  const secrets = new Set(environmentSecrets(ports.env));
  for (const secret of secrets) ports.setSecret(secret);
  const settings = readActionSettings((name) => ports.getInput(name), ports.env);
  for (const secret of secretValues(settings)) {
    if (secrets.has(secret)) continue;
    secrets.add(secret);
    ports.setSecret(secret);
  }
  const redact = createRedactor([...secrets]);
  const info = (line: string) => ports.info(redact(line));
  const warning = (line: string) => ports.warning(redact(line));

  const event = loadGitHubEvent({
    eventName: settings.github.eventName,
    ...(settings.github.eventPath ? { eventPath: settings.github.eventPath } : {}),
  });
  const environment = toolEnvironment(ports.env);
  // Pinned before any agent runs, so the push after them reads the repository's own config.
  const plainGit = createGit(settings.github.workspace, { env: environment });
  const git = await plainGit.pin().catch(() => plainGit);
  if (settings.mode === 'matrix') return printMatrix(ports, settings, event, git, warning);
  const workspaceHeadSha = await git.tryRevParse('HEAD').catch(() => undefined);
  const workspaceContainsPrHead =
    event.kind === 'pull_request' && event.name === 'pull_request_target' && workspaceHeadSha
      ? await workspaceContains(git, workspaceHeadSha, event.pullRequest.head.sha).catch(
          () => undefined,
        )
      : undefined;
  const resolution = resolveMode(settings.mode, event, {
    triggerPhrase: settings.triggerPhrase,
    allowPrTargetCheckout: settings.allowPrTargetCheckout,
    workspaceHeadSha,
    workspaceContainsPrHead,
  });
  if (resolution.mode === 'skip') return skip(ports, resolution.reason);

  const proxy = proxyFromEnvironment(ports.env);
  const github = createGitHubClient({
    token: settings.github.token,
    apiUrl: settings.github.apiUrl,
    repository: settings.github.repository,
    log: info,
    ...(proxy ? { proxy } : {}),
  });
  const trust = await checkActor({
    actor: settings.github.actor,
    event,
    allowedBots: settings.allowedBots,
    lookupPermission: (login) => github.getCollaboratorPermission(login),
  });
  if (!trust.allowed) {
    warning(`Flotilla did not run: ${trust.reason}`);
    return skip(ports, trust.reason);
  }

  const post = resolvePostTarget(settings.post, resolution.mode, event);
  info(`Flotilla ${resolution.mode}: ${resolution.reason}; results go to: ${post}.`);
  const pullNumber = pullRequestNumberOf(event);
  const resultsDir =
    settings.run.outputDir ??
    path.join(ports.env.RUNNER_TEMP ?? settings.github.workspace, 'flotilla');

  let result: RunResult;
  let headSha: string | undefined;
  let stateDir: string | undefined;
  if (resolution.mode === 'merge') {
    result = await mergeResultFiles(settings);
  } else {
    const prepared = await prepareRun(
      settings,
      resolution.mode,
      resolution.request,
      event,
      github,
      git,
      warning,
    );
    headSha = prepared.headSha;
    const config = { ...runConfigForMode(settings, resolution.mode, post), ...prepared.config };
    const progress = new ProgressDisplay({
      write: (text) => ports.info(redact(text.trimEnd())),
      isTTY: false,
    });
    // The checkout's persisted token is out of the git config while agents run, back for our push.
    const credentials = workspaceHeadSha ? await hideCheckoutCredentials(git) : undefined;
    const forgetForcedExit = ports.onForcedExit?.(() => credentials?.restoreSync());
    const runId = newRunId();
    stateDir = path.join(ports.env.RUNNER_TEMP ?? os.tmpdir(), 'flotilla-transcripts', runId);
    let outcome;
    try {
      outcome = await runFlotilla(
        { ...config, runId, stateDir },
        {
          toolEnvironment: environment,
          mcpVariables: ports.env,
          onEvent: progress.onEvent,
          log: info,
          redact,
          ...(ports.cancellation ? { signal: ports.cancellation.signal } : {}),
        },
      );
    } finally {
      await credentials?.restore();
      forgetForcedExit?.();
    }
    result = outcome.result;
    if (settings.commitMemory) {
      await commitAgentMemory({
        git,
        environment,
        configRoot: config.configRoot ?? settings.github.workspace,
        parent: prepared.memoryParent,
        runId,
        log: info,
      }).catch((error: unknown) =>
        // The run's results are published whatever happens to the memory commit.
        warning(`commit_memory: the agents' memory could not be committed: ${errorMessage(error)}`),
      );
    }
  }

  try {
    const files = await writeResultFiles(resultsDir, result, redact);
    const links = await publishResult({
      target: post,
      github,
      git,
      result,
      redact,
      ...(pullNumber === undefined ? {} : { pullNumber, threadNumber: pullNumber }),
      ...(event.kind === 'issue_comment' ? { threadNumber: event.issue.number } : {}),
      ...(headSha ? { headSha } : {}),
      ...(settings.requestChangesOn ? { requestChangesOn: settings.requestChangesOn } : {}),
      auditName: settings.auditName,
      ...(settings.github.runUrl ? { runUrl: settings.github.runUrl } : {}),
      log: info,
    });

    await ports.appendSummary(
      renderJobSummary(
        links.reviewUrl ? { ...result, review: { url: links.reviewUrl, id: 0 } } : result,
        { redact },
      ),
    );
    for (const [name, value] of Object.entries(
      actionOutputs(result, { resultFile: files.json, ...links }),
    )) {
      ports.setOutput(name, redact(value));
    }
    for (const line of renderAnnotations(result.findings)) ports.command(redact(line));
    return finalVerdict(result, settings, ports, redact);
  } finally {
    // Transcripts hold what agents read: gone when the step ends, whatever happened, unless kept.
    if (stateDir) {
      if (settings.keepTranscripts) {
        info(
          `Transcripts and output files (redacted) are kept in ${stateDir}; upload them with actions/upload-artifact (path: \${{ runner.temp }}/flotilla-transcripts).`,
        );
      } else {
        await rm(stateDir, { recursive: true, force: true });
      }
    }
  }
}

async function skip(ports: ActionPorts, reason: string): Promise<number> {
  ports.info(`Flotilla skipped: ${reason}`);
  ports.setOutput(Outputs.Conclusion, 'skipped');
  await ports.appendSummary(`## Flotilla\n\nSkipped: ${reason}\n`);
  return ExitCode.success;
}

/** The prompt, agents and configuration source for a run in `mode`. */
async function prepareRun(
  settings: ActionSettings,
  mode: Exclude<RunMode, 'merge'>,
  request: string | undefined,
  event: GitHubEvent,
  github: GitHubClient,
  git: Git,
  warning: (line: string) => void,
): Promise<{ config: Partial<RunConfig>; headSha?: string; memoryParent: string }> {
  const pullNumber = pullRequestNumberOf(event);
  let base = configurationBase(event);
  const pullRequest =
    pullNumber === undefined ? undefined : await github.getPullRequest(pullNumber);
  if (!base && pullRequest) base = { ref: pullRequest.baseRef, sha: pullRequest.baseSha };
  const fromBase = base ? { configRoot: await checkoutBaseConfiguration(git, base, warning) } : {};
  // commit_memory commits on what the memory was read from: the base commit, else the checkout.
  const memoryParent = base?.sha ?? 'HEAD';
  const agents = settings.run.agents;

  if (mode === 'review') {
    if (!pullRequest || pullNumber === undefined)
      throw new UserError('A review needs a pull request event.');
    const files = await github.listPullRequestFiles(pullNumber);
    const prompt = buildReviewPrompt({
      title: pullRequest.title,
      body: pullRequest.body,
      author: pullRequest.author,
      files: files.map((file) => ({
        path: file.path,
        status: file.status,
        additions: file.additions,
        deletions: file.deletions,
        patch: file.patch,
        previousPath: file.previousPath,
      })),
      diffMaxChars: 60_000,
      number: pullNumber,
      baseRef: pullRequest.baseRef,
      headSha: pullRequest.headSha,
      agents,
      instructions: settings.run.prompt || undefined,
      request,
    });
    return { config: { ...fromBase, prompt }, headSha: pullRequest.headSha, memoryParent };
  }
  const task =
    mode === 'audit'
      ? settings.run.prompt || defaultAuditPrompt
      : [settings.run.prompt, request ? wrapAsData('request', sanitizeUntrustedText(request)) : '']
          .filter(Boolean)
          .join('\n\n');
  if (!task.trim())
    throw new UserError(
      "Nothing to do: the 'prompt' input is empty and no comment asked for anything.",
    );
  const prompt = agents.length > 0 ? fanOutPrompt(agents, task) : task;
  return {
    config: { ...fromBase, prompt },
    ...(pullRequest ? { headSha: pullRequest.headSha } : {}),
    memoryParent,
  };
}

/**
 * `mode: matrix`: the agents to spread over jobs, as the `matrix` output. On pull-request events
 * they are read from the base branch, as the review jobs will read them: a pull request cannot
 * add jobs of its own.
 */
async function printMatrix(
  ports: ActionPorts,
  settings: ActionSettings,
  event: GitHubEvent,
  git: Git,
  warning: (line: string) => void,
): Promise<number> {
  const base = configurationBase(event);
  const repoRoot = base
    ? await checkoutBaseConfiguration(git, base, warning)
    : (settings.run.configRoot ?? settings.github.workspace);
  const matrix = await agentMatrix({ repoRoot }, settings.run.agents);
  const json = JSON.stringify(matrix);
  ports.setOutput(Outputs.Matrix, json);
  ports.info(`Flotilla matrix: ${json}`);
  await ports.appendSummary(
    `## Flotilla matrix

${matrix.agent.length} agent job(s): ${matrix.agent.map((name) => `\`${name}\``).join(', ') || '(none)'}
`,
  );
  return ExitCode.success;
}

async function mergeResultFiles(settings: ActionSettings): Promise<RunResult> {
  const files = await glob(settings.resultsFiles, {
    cwd: settings.github.workspace,
    absolute: true,
  });
  if (files.length === 0) {
    throw new UserError(
      `No RunResult files match ${settings.resultsFiles.join(', ')} in ${settings.github.workspace}.`,
      'Download the matrix jobs’ artifacts first (actions/download-artifact) and point results_files at them.',
    );
  }
  return mergeResults(await Promise.all(files.sort().map((file) => readRunResult(file))));
}

function finalVerdict(
  result: RunResult,
  settings: ActionSettings,
  ports: ActionPorts,
  redact: Redactor,
): number {
  const code = exitCodeFor(result, settings.failOn);
  if (code === ExitCode.limit) {
    ports.warning(
      `Flotilla stopped early: ${result.conclusion} (${redact(result.error ?? '')}). Results so far were published.`,
    );
  } else if (code === ExitCode.model) {
    ports.warning(`Flotilla failed: ${redact(result.error ?? 'unknown error')}`);
  } else if (code === ExitCode.partial) {
    ports.warning(
      redact(
        `Flotilla finished partially: ${result.incomplete.length} agent(s) did not finish. ${result.incomplete.map(incompleteLine).join('; ')}. Results so far were published.`,
      ),
    );
  } else if (code === ExitCode.cancelled) {
    ports.warning('Flotilla was cancelled. Results so far were published.');
  } else if (code === ExitCode.findings) {
    ports.warning(redact(failOnReason(result, settings.failOn, { name: 'fail_on' })));
  }
  return code;
}
