import { randomUUID } from 'node:crypto';
import { defaultMaxListeners, setMaxListeners } from 'node:events';
import path from 'node:path';
import type { AgentHooks, HookCommand, HookEvent, HookMatcher } from '../agents/definition.js';
import { errorMessage } from '../errors.js';
import { runProcess } from '../platform/process.js';
import { matcherMatches } from './hook-matcher.js';
import { hookOutputDirectoryOf, parseHookOutput, shownHookText } from './hook-output.js';
import { sessionEndBudgetMs, sessionEndHookTimeoutCapMs } from './session-end-budget.js';
import type {
  HookContext,
  HookOutcome,
  HookRunner,
  HookSources,
  RuleCondition,
} from './hook-types.js';

export type {
  BackgroundTaskEntry,
  HookContext,
  HookMcpServer,
  HookOutcome,
  HookRunner,
  HookSources,
  HookVerdict,
  PostToolVerdict,
  PreToolVerdict,
  RuleCondition,
  ToolFailure,
} from './hook-types.js';

/** One hook's answer. */
interface HookResult {
  block?: string;
  /** The hook approved the tool call (PreToolUse). */
  approve?: true;
  context?: string;
  feedback?: string;
  updatedInput?: unknown;
  updatedOutput?: unknown;
  stop?: string;
}

/** Claude Code's default for a command hook: a slow guard is waited for, not skipped. */
export const defaultTimeoutSeconds = 600;
/**
 * Characters of a hook's stdout (and stderr) read. A JSON answer is read whole up to this (a long
 * deny reason or a redacted tool output is common); an answer beyond it cannot be read, and one
 * that starts like a JSON object then blocks rather than let through what it may deny.
 */
export const maxHookAnswerChars = 10_000_000;
/** Events where `onFailure: "block"` is ignored (a failing hook would keep the agent going forever). */
const onFailureIgnored: ReadonlySet<HookEvent> = new Set(['Stop', 'SubagentStop']);
/**
 * Events whose plain stdout (exit 0) becomes context for the model, as in Claude Code (for
 * PreCompact: instructions added to the summary request).
 */
const stdoutIsContext: ReadonlySet<HookEvent> = new Set([
  'SessionStart',
  'UserPromptSubmit',
  'PreCompact',
]);
/**
 * Events whose `continue: false` Claude Code 2.1.332 ignores (observed: the agent runs to its
 * end and succeeds): an agent is not stopped before it has begun.
 */
const continueIgnored: ReadonlySet<HookEvent> = new Set(['SessionStart', 'SubagentStart']);
/** Events whose input carries no permission_mode (observed on Claude Code 2.1.332). */
const withoutPermissionMode: ReadonlySet<HookEvent> = new Set([
  'SessionStart',
  'SessionEnd',
  'SubagentStart',
  'PreCompact',
]);

/**
 * Runs command hooks with Claude Code's contract: the event as JSON on stdin, exit code 0 = go
 * on (a JSON object on stdout is read as the hook's output; stderr is not read), 2 = block (its
 * stderr, never its stdout, goes to the model), other codes = a warning only. Hooks of one event run in parallel; identical commands
 * run once; the settings' hooks come first, then the lead's agent file's, then the agent's own. Hooks
 * get the scrubbed environment plus CLAUDE_PROJECT_DIR, never secrets; a failing hook never
 * stops the run.
 */
export function createHookRunner(sources: HookSources, context: HookContext): HookRunner {
  let stopRequested: string | undefined;
  /** The hooks of the skills this agent loaded, by skill name (see addSkillHooks). */
  const skillHooks = new Map<string, AgentHooks>();
  // Long hook output is saved beside the transcripts, where the agents' Read can open it.
  const hookOutputDirectory = hookOutputDirectoryOf(context.transcriptPath);

  // A subagent's own file's (and skill's) Stop hooks run when it finishes, with its own
  // SubagentStop hooks, as in Claude Code 2.1.332; the lead's run on its Stop.
  const ownEvents = (event: HookEvent): HookEvent[] =>
    event === 'SubagentStop' && context.role === 'subagent' ? ['Stop', 'SubagentStop'] : [event];
  const ownMatchers = (hooks: AgentHooks | undefined, event: HookEvent): HookMatcher[] =>
    ownEvents(event).flatMap((own) => hooks?.[own] ?? []);
  const matchersFor = (event: HookEvent): HookMatcher[] => [
    ...(sources.settings?.[event] ?? []),
    ...(sources.lead?.[event] ?? []),
    ...ownMatchers(sources.definition, event),
    ...[...skillHooks.values()].flatMap((hooks) => ownMatchers(hooks, event)),
  ];

  const fire = async (
    event: HookEvent,
    fields: Record<string, unknown>,
    matchValue?: string,
    callMatches?: RuleCondition,
  ): Promise<HookOutcome> => {
    const outcome: HookOutcome = { context: [], feedback: [] };
    const matched = matching(matchersFor(event), matchValue);
    const conditions = await Promise.all(
      matched.map((hook) =>
        hook.if === undefined || callMatches === undefined ? true : callMatches(hook.if),
      ),
    );
    const commands = dedupe(matched.filter((_, index) => conditions[index]));
    if (commands.length === 0) return outcome;
    await context.beforeRun?.();
    const input = JSON.stringify({
      session_id: context.sessionId,
      transcript_path: context.transcriptPath,
      cwd: context.cwd,
      ...(withoutPermissionMode.has(event) ? {} : { permission_mode: context.permissionMode }),
      ...(context.role === 'subagent' ? { agent_id: context.agentId } : {}),
      // Claude Code names the main agent too when an agent file defines it (--agent).
      ...(context.role === 'subagent' || context.leadFromAgentFile
        ? { agent_type: context.agentName }
        : {}),
      hook_event_name: event,
      ...fields,
    });
    const source = matchValue === undefined ? event : `${event}:${matchValue}`;
    // The SessionEnd hooks share one bound (src/hooks/session-end-budget.ts).
    const budgetMs =
      event === 'SessionEnd'
        ? sessionEndBudgetMs(commands, context.sessionEndTimeoutMs)
        : undefined;
    const budget = budgetMs === undefined ? undefined : AbortSignal.timeout(budgetMs);
    const signal = hooksSignal([context.signal, budget], commands.length);
    const results = await Promise.all(
      commands.map((hook, index) => runHook(event, hook, input, source, index, signal)),
    );
    if (budgetMs !== undefined && budget?.aborted && !context.signal?.aborted) {
      context.warn?.(
        `${event} hooks of ${context.agentName} were stopped after ${budgetMs / 1000} s, their time limit: a hook's own "timeout" raises it (up to ${sessionEndHookTimeoutCapMs / 1000} s), CLAUDE_CODE_SESSIONEND_HOOKS_TIMEOUT_MS (milliseconds) further.`,
      );
    }
    const blocked: string[] = [];
    const approvedBy: string[] = [];
    results.forEach((result, index) => {
      if (!result) return;
      if (result.block !== undefined) blocked.push(result.block);
      if (result.approve) approvedBy.push(`'${commands[index]?.command ?? ''}'`);
      if (result.context) outcome.context.push(result.context);
      if (result.feedback) outcome.feedback.push(result.feedback);
      if (result.updatedInput !== undefined) outcome.updatedInput = result.updatedInput;
      if (result.updatedOutput !== undefined) outcome.updatedOutput = result.updatedOutput;
      if (result.stop !== undefined) outcome.stop = result.stop;
    });
    if (blocked.length > 0) outcome.blocked = blocked.join('\n');
    // A block wins over an approval, whichever hook gave which.
    else if (approvedBy.length > 0) outcome.approved = approvedBy.join(', ');
    if (outcome.stop !== undefined && continueIgnored.has(event)) {
      context.warn?.(
        `continue: false from a ${event} hook of ${context.agentName} is ignored, as in Claude Code (${outcome.stop}).`,
      );
      delete outcome.stop;
    }
    if (outcome.stop !== undefined) stopRequested ??= outcome.stop;
    return outcome;
  };

  const runHook = async (
    event: HookEvent,
    hook: HookCommand,
    input: string,
    source: string,
    index: number,
    signal: AbortSignal | undefined,
  ): Promise<HookResult | undefined> => {
    const hookId = randomUUID();
    // Claude Code 2.1.332 names a SubagentStop hook by its event alone (observed), though its
    // matchers test the agent's type.
    const name = event === 'SubagentStop' ? event : source;
    const answered = (stdout: string, stderr: string, exitCode: number | null) =>
      context.onRun?.({
        phase: 'response',
        hookId,
        name,
        event,
        stdout,
        stderr,
        exitCode,
        outcome: exitCode === 0 ? 'success' : 'error',
      });
    context.onRun?.({ phase: 'started', hookId, name, event });
    let result;
    try {
      const environmentFile = await sessionEnvironmentFile(event, index);
      // A plugin's hooks see its directory and write its data directory; a SessionStart hook
      // writes the session's environment file.
      const sandbox = context.sandbox && {
        ...context.sandbox,
        visible: [...context.sandbox.visible, ...(hook.sandboxPaths?.visible ?? [])],
        writable: [
          ...context.sandbox.writable,
          ...(hook.sandboxPaths?.writable ?? []),
          ...(environmentFile ? [path.dirname(environmentFile)] : []),
        ],
      };
      result = await runProcess({
        command: 'bash',
        args: ['-c', hook.command],
        cwd: context.cwd,
        env: {
          ...context.environment,
          ...hook.environment,
          CLAUDE_PROJECT_DIR: context.projectDir,
          // As Claude Code 2.1.332 sets them for a hook in `-p` (observed): the session's id, the
          // headless entry point, and the effort in force (not for SessionStart).
          CLAUDE_CODE_SESSION_ID: context.sessionId,
          CLAUDE_CODE_ENTRYPOINT: 'sdk-cli',
          ...(context.effort && event !== 'SessionStart' ? { CLAUDE_EFFORT: context.effort } : {}),
          ...(environmentFile ? { CLAUDE_ENV_FILE: environmentFile } : {}),
        },
        input,
        timeoutMs: (hook.timeout ?? defaultTimeoutSeconds) * 1000,
        // The whole answer is read: a JSON answer cut short would no longer parse, and what it
        // denies would run.
        separateStreams: true,
        maxStreamChars: maxHookAnswerChars,
        ...(signal ? { signal } : {}),
        ...(sandbox ? { sandbox } : {}),
      });
    } catch (error) {
      answered('', errorMessage(error), null);
      context.warn?.(
        `${event} hook '${hook.command}' of ${context.agentName} could not start: ${errorMessage(error)}`,
      );
      return failed(event, hook, 'could not start', errorMessage(error));
    }
    answered(result.stdout ?? '', result.stderr ?? '', result.exitCode ?? null);
    // As in Claude Code: the answer is on stdout, the reason for a block on stderr. A guard that
    // logs to stderr must still be obeyed, so the two are never read mixed.
    const stdout = (result.stdout ?? '').trim();
    const stderr = (result.stderr ?? '').trim();
    if (result.exitCode === 2) {
      // The call has run already: with no reason, Claude Code 2.1.332 adds nothing to its result.
      if (event === 'PostToolUse' && !stderr) return {};
      return {
        block: stderr
          ? await shown(stderr, 'reason')
          : `blocked by the ${event} hook '${hook.command}' (it wrote no reason to stderr)`,
      };
    }
    if (result.exitCode !== 0) {
      context.warn?.(
        `${event} hook '${hook.command}' of ${context.agentName} ${result.timedOut ? 'timed out' : `exited with ${result.exitCode ?? result.signal}`}: ${(stderr || stdout).slice(0, 500)}`,
      );
      // A stopped agent's hooks are killed with it: that is no failure of the hook's.
      if (result.aborted) return undefined;
      return failed(event, hook, result.timedOut ? 'timed out' : 'failed', stderr);
    }
    // An answer is read from the whole output or from its last line (parseHookOutput): one cut
    // short may have held a decision on any line.
    if (result.stdoutTruncated && /(^|\n)\s*\{/.test(stdout)) {
      const reason = `${event} hook '${hook.command}' printed an answer of more than ${maxHookAnswerChars.toLocaleString('en-US')} characters, which Flotilla does not read; blocking, as what it decided cannot be known.`;
      context.warn?.(`${reason} (hook of ${context.agentName})`);
      return { block: reason };
    }
    const parsed = parseHookOutput(stdout);
    if (parsed.kind === 'malformed') {
      context.warn?.(
        `${event} hook '${hook.command}' of ${context.agentName} printed what looks like JSON but does not parse (${parsed.error}); it is read as plain output, and no decision in it is obeyed.`,
      );
    }
    if (parsed.kind !== 'json') {
      return stdoutIsContext.has(event) && stdout
        ? { context: await shown(stdout, 'context') }
        : {};
    }
    const json = parsed.output;
    if (typeof json.systemMessage === 'string' && json.systemMessage !== '') {
      context.onMessage?.(source, json.systemMessage);
    }
    const specific = json.hookSpecificOutput;
    const reason = json.reason ?? specific?.permissionDecisionReason;
    const updatedOutput =
      event === 'PostToolUse'
        ? (specific?.updatedMCPToolOutput ?? specific?.updatedToolOutput)
        : undefined;
    const block =
      json.decision === 'block' ||
      specific?.permissionDecision === 'deny' ||
      // No one can answer a question in a headless run: ask denies, as ask rules do.
      specific?.permissionDecision === 'ask';
    // Claude Code 2.1.332 runs a call a PreToolUse hook approves that no rule allows (the older
    // top-level `decision: "approve"` too); deny and ask rules still refuse it. A hook of an
    // untrusted workspace's file grants no more than that file's allow rules: nothing.
    const approves =
      event === 'PreToolUse' &&
      !block &&
      (specific?.permissionDecision === 'allow' || json.decision === 'approve');
    if (approves && hook.untrusted) {
      context.warn?.(
        `${event} hook '${hook.command}' of ${context.agentName} approved the call; not obeyed: it comes from a settings file or skill of a workspace that has not been trusted, which cannot grant permissions (--trust-project trusts it).`,
      );
    }
    const approve = approves && hook.untrusted !== true;
    return {
      ...(approve ? { approve } : {}),
      ...(block
        ? {
            block: await shown(
              reason ??
                `${specific?.permissionDecision === 'ask' ? 'the hook asked for approval, and no one can answer in a headless run' : 'blocked'} (${event} hook '${hook.command}')`,
              'reason',
            ),
          }
        : {}),
      ...(specific?.additionalContext
        ? { context: await shown(specific.additionalContext, 'context') }
        : {}),
      ...(!block && reason && event === 'PostToolUse'
        ? { feedback: await shown(reason, 'reason') }
        : {}),
      ...(specific?.updatedInput !== undefined ? { updatedInput: specific.updatedInput } : {}),
      ...(updatedOutput !== undefined ? { updatedOutput } : {}),
      ...(json.continue === false
        ? { stop: json.stopReason ?? `a ${event} hook stopped the agent` }
        : {}),
    };
  };

  /**
   * The CLAUDE_ENV_FILE of the `index`-th command of `event`: only SessionStart hooks get one, as
   * in Claude Code 2.1.332 (observed: no other event it fires sets it).
   */
  const sessionEnvironmentFile = async (
    event: HookEvent,
    index: number,
  ): Promise<string | undefined> =>
    event === 'SessionStart' ? context.sessionEnvironment?.fileFor(index) : undefined;

  /** A hook that failed: a block when it says `onFailure: "block"`, else nothing (warned already). */
  const failed = async (
    event: HookEvent,
    hook: HookCommand,
    what: string,
    stderr: string,
  ): Promise<HookResult | undefined> => {
    if (hook.onFailure !== 'block') return undefined;
    if (onFailureIgnored.has(event)) {
      context.warn?.(
        `${event} hook '${hook.command}' ${what}; not blocking (onFailure: "block" is ignored on ${event}).`,
      );
      return undefined;
    }
    return {
      block: await shown(
        `${event} hook '${hook.command}' ${what}; blocking because onFailure is "block"\n${stderr || 'No stderr output'}`,
        'reason',
      ),
    };
  };

  /** A hook's text as the model sees it: a long one is saved whole, and the model told where. */
  const shown = (text: string, kind: 'reason' | 'context') =>
    shownHookText(text, kind, hookOutputDirectory, context.warn);

  return {
    get stopRequested() {
      return stopRequested;
    },
    addSkillHooks: (skillName, hooks) => {
      if (!Object.values(hooks).some((matchers) => matchers?.length)) return;
      if (context.managedHooksOnly) {
        context.warn?.(
          `Not running the hooks of the skill '${skillName}': the managed settings set allowManagedHooksOnly.`,
        );
        return;
      }
      if (context.disableAllHooks) {
        context.warn?.(
          `Not running the hooks of the skill '${skillName}': disableAllHooks is set in the settings.`,
        );
        return;
      }
      skillHooks.set(skillName, hooks);
    },
    handles: (event, matchValue) => matching(matchersFor(event), matchValue).length > 0,
    fire,
    preToolUse: async (toolName, toolInput, toolUseId, callMatches, mcpServer) => {
      const outcome = await fire(
        'PreToolUse',
        {
          tool_name: toolName,
          tool_input: toolInput,
          ...(toolUseId ? { tool_use_id: toolUseId } : {}),
          ...(mcpServer ? { mcp_server: mcpServer } : {}),
        },
        toolName,
        callMatches,
      );
      if (outcome.blocked !== undefined) return { block: true, reason: outcome.blocked };
      // `continue: false` lets the call run (stopRequested ends the agent after this tool round),
      // as Claude Code 2.1.332 runs it and its PostToolUse hooks before it stops.
      const feedback = outcome.context.join('\n');
      return {
        block: false,
        ...(outcome.approved !== undefined ? { approved: outcome.approved } : {}),
        ...(outcome.updatedInput !== undefined ? { updatedInput: outcome.updatedInput } : {}),
        ...(feedback ? { feedback } : {}),
      };
    },
    postToolUse: async (
      toolName,
      toolInput,
      toolResponse,
      toolUseId,
      durationMs,
      callMatches,
      mcpServer,
    ) => {
      const outcome = await fire(
        'PostToolUse',
        {
          tool_name: toolName,
          tool_input: toolInput,
          tool_response: toolResponse,
          ...(toolUseId ? { tool_use_id: toolUseId } : {}),
          ...(durationMs !== undefined ? { duration_ms: durationMs } : {}),
          ...(mcpServer ? { mcp_server: mcpServer } : {}),
        },
        toolName,
        callMatches,
      );
      // Claude Code 2.1.332 replaces an MCP tool's output only (observed: a Bash or Read
      // result stays as the tool gave it); here that is said rather than silently dropped.
      let updatedOutput = outcome.updatedOutput;
      if (updatedOutput !== undefined && !mcpServer) {
        context.warn?.(
          `A PostToolUse hook of ${context.agentName} gave updatedMCPToolOutput or updatedToolOutput for ${toolName}; ignored: only an MCP tool's output can be replaced (as in Claude Code 2.1.332), so the model reads ${toolName}'s own output.`,
        );
        updatedOutput = undefined;
      }
      const replaced = updatedOutput === undefined ? {} : { updatedOutput };
      if (outcome.blocked !== undefined)
        return { block: true, reason: outcome.blocked, ...replaced };
      const feedback = [...outcome.feedback, ...outcome.context].join('\n');
      return { block: false, ...(feedback ? { feedback } : {}), ...replaced };
    },
    postToolUseFailure: async (failure, callMatches) => {
      const outcome = await fire(
        'PostToolUseFailure',
        {
          tool_name: failure.toolName,
          tool_input: failure.toolInput,
          ...(failure.toolUseId ? { tool_use_id: failure.toolUseId } : {}),
          error: failure.error,
          is_interrupt: failure.isInterrupt,
          ...(failure.durationMs !== undefined ? { duration_ms: failure.durationMs } : {}),
        },
        failure.toolName,
        callMatches,
      );
      // The tool has failed already: a block only sends its reason to the model.
      if (outcome.blocked !== undefined) return { block: true, reason: outcome.blocked };
      const feedback = outcome.context.join('\n');
      return feedback ? { block: false, feedback } : { block: false };
    },
    stop: async (lastMessage, stopHookActive) => {
      const lead = context.role === 'lead';
      const outcome = await fire(
        lead ? 'Stop' : 'SubagentStop',
        {
          stop_hook_active: stopHookActive,
          ...(lead ? {} : { agent_transcript_path: context.agentTranscriptPath ?? '' }),
          last_assistant_message: lastMessage,
          // Work in flight: the lead's Stop fires at the end of each of its turns, its background
          // agents and shells perhaps still at work; Stop and SubagentStop both list the run's,
          // as Claude Code 2.1.332's do (observed). Flotilla schedules no crons.
          background_tasks: context.sessionBackgroundTasks?.() ?? [],
          session_crons: [],
        },
        lead ? undefined : context.agentName,
      );
      // `continue: false` wins over a block: the agent stops whatever the other hooks say.
      if (outcome.stop === undefined && outcome.blocked !== undefined) {
        return { block: true, reason: outcome.blocked };
      }
      return { block: false };
    },
  };
}

/**
 * The signal the hooks of one event run under: its own, following `sources`, with room for one
 * abort listener per hook process (each runProcess adds one). Many hooks on one event are no
 * leak: Node's warning at 11 listeners (MaxListenersExceededWarning) would say there is.
 */
function hooksSignal(
  sources: readonly (AbortSignal | undefined)[],
  hooks: number,
): AbortSignal | undefined {
  const present = sources.filter((source): source is AbortSignal => source !== undefined);
  if (present.length === 0) return undefined;
  const signal = AbortSignal.any(present);
  setMaxListeners(Math.max(defaultMaxListeners, hooks), signal);
  return signal;
}

/** The commands of the matchers that fire for `subject` (see matcherMatches). */
function matching(matchers: readonly HookMatcher[], subject: string | undefined): HookCommand[] {
  return matchers
    .filter((matcher) => matcherMatches(matcher.matcher, subject))
    .flatMap((matcher) => matcher.hooks);
}

/**
 * The same command given twice (in two files, or two matchers) runs once: the managed settings'
 * copy when there is one (a repository's copy must not replace the organisation's guard with a
 * weaker one), else the first.
 */
function dedupe(commands: readonly HookCommand[]): HookCommand[] {
  const seen = new Map<string, HookCommand>();
  for (const command of commands) {
    const kept = seen.get(command.command);
    if (!kept || (command.managed && !kept.managed)) seen.set(command.command, command);
  }
  return [...seen.values()];
}
