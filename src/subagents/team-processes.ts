import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { errorMessage, InternalError } from '../errors.js';
import type { AgentOutcome } from '../loop/run-agent.js';
import { runProcess } from '../platform/process.js';
import { incompleteBeyondAgents } from '../results/incomplete-agents.js';
import { runResultSchema, type RunResult } from '../results/run-result.js';
import {
  forgetMemberProcess,
  memberProcessState,
  type InboxMessage,
  type LockedStore,
} from '../team/index.js';
import { parseStructuredMessage } from '../team/structured-message.js';
import { notStarted, recordAgentRun, taskResultOf } from './agent-outcome.js';
import type { TaskWorkResult } from './background-tasks.js';
import type { SubagentPorts, TeammateDecisions } from './ports.js';
import type { AgentRecord } from './subagent-hub.js';
import { releasedTasksNotice, type TeamSession } from './team-session.js';

/**
 * Teammates across processes (issue 12, point 3): everything a teammate and the lead exchange
 * already goes through the locked files; what one process cannot see of another is what wakes
 * it (an in-process send wakes the addressee's waiting drain in memory) and whether the other
 * is still alive. So each side polls, every `pollMs`, for exactly that: unread messages (a task
 * another process made available among them: TeamSession.noteUnblocked), the team ending, and —
 * on the lead's side — a teammate whose process died.
 */

const pollMs = 250;

/** `teams/<team>/ending.json`: the lead's run is ending; idle teammate processes end too. */
export function endingPath(team: string): string {
  return `teams/${team}/ending.json`;
}

export const endingSchema = z.looseObject({ endedAt: z.number() });

/** Tells the team's teammate processes that the lead's run is ending. */
export async function markTeamEnding(store: LockedStore, team: string): Promise<void> {
  await store.update(
    endingPath(team),
    endingSchema.optional(),
    () => undefined,
    () => ({
      endedAt: Date.now(),
    }),
  );
}

/** A poller that stops itself when asked; its timer never keeps the process alive. */
export function startPoller(tick: () => Promise<void>, onError: (error: unknown) => void) {
  let running = false;
  let stopped = false;
  const timer = setInterval(() => {
    if (running || stopped) return;
    running = true;
    tick()
      .catch(onError)
      .finally(() => (running = false));
  }, pollMs);
  timer.unref();
  return {
    stop(): void {
      stopped = true;
      clearInterval(timer);
    },
  };
}

/**
 * The lead's side of a process teammate: what the lead's in-memory state learns from its inbox
 * (an in-process teammate sets it itself): idle, its plan waiting, its shutdown approved. An
 * idle notification is checked against the teammate's inbox afterwards
 * (noteProcessTeammateInboxes).
 */
export function noteProcessTeammateMessages(
  session: TeamSession,
  messages: readonly InboxMessage[],
): void {
  for (const message of messages) {
    const state = session.teammate(message.from);
    if (state?.backend !== 'process') continue;
    const parsed = parseStructuredMessage(message.text);
    if (parsed?.type === 'idle_notification') {
      state.idle = true;
      state.woken = false;
      state.idleAt = Date.parse(parsed.timestamp);
    } else if (parsed?.type === 'plan_approval_request') {
      state.pendingPlan = parsed.requestId;
    } else if (parsed?.type === 'shutdown_approved') {
      state.shutdownApproved = true;
    }
  }
}

/**
 * A process teammate the lead counts as idle is not, while something reached its inbox since its
 * idle notification: a message from the lead or another teammate, or the notice of a task
 * another process made available. Its process takes it within a poll and works; its next idle
 * notification is newer. Read after the lead's own inbox, so that the idle notification of
 * whoever sent it (which follows the send) is never seen without the message it follows.
 * Nothing is missed at the same millisecond: a message sent then counts as arrived after.
 */
export async function noteProcessTeammateInboxes(
  session: TeamSession,
  team: string,
): Promise<void> {
  for (const name of session.teammateNames()) {
    const state = session.teammate(name);
    if (state?.backend !== 'process' || !state.idle || state.woken) continue;
    const arrived = await session.inboxes(team).reachedSince(name, state.idleAt ?? 0);
    if (arrived.length > 0) state.woken = true;
  }
}

/**
 * Notices a dead teammate process (its pid gone and its liveness lock stale): its in_progress
 * tasks return to pending without an owner, it leaves the team, and the lead is told.
 * Returns the lead's message, or undefined when `name` is alive or was never a process.
 */
export async function reclaimIfDead(
  session: TeamSession,
  team: string,
  name: string,
): Promise<string | undefined> {
  if ((await memberProcessState(session.store, team, name)) !== 'dead') return undefined;
  const reclaimed = await session.releaseTasksOf(team, name);
  await forgetMemberProcess(session.store, team, name);
  const config = await session.directory.read(team);
  if (config?.members.some((member) => member.name === name)) {
    await session.directory.leave(team, name);
  }
  session.removeTeammate(name);
  return [
    `Teammate "${name}" is gone: its process died (pid gone, liveness lock stale) and it has left the team.`,
    releasedTasksNotice(reclaimed),
  ].join(' ');
}

/**
 * Runs a teammate as `flotilla teammate` (the lead's `--teammates process`), its configuration on
 * stdin, and reports how it ended from the results.json it wrote.
 */
export async function runTeammateProcess(
  ports: SubagentPorts,
  record: AgentRecord,
  decided: TeammateDecisions,
  signal: AbortSignal,
  afterExit: () => Promise<void>,
): Promise<TaskWorkResult> {
  const command = ports.teammateProcess;
  if (command === undefined) {
    throw new InternalError('teammates: process needs the command that starts `flotilla teammate`');
  }
  const team = record.team as string;
  const name = record.name as string;
  const outputDir = command.outputDir(team, name);
  const started = performance.now();
  let outcome: AgentOutcome;
  try {
    // An earlier run's file (same state directory, same team and name) is not this teammate's.
    await rm(path.join(outputDir, 'results.json'), { force: true });
    const ended = await runProcess({
      command: command.command,
      args: [...command.args, 'teammate', '--team', team, '--name', name, '--config-stdin'],
      cwd: record.root,
      env: command.env,
      input: command.config(team, name, decided),
      signal,
      maxOutputChars: 20_000,
    });
    const read = await outcomeOf(
      outputDir,
      record.agentId,
      { ...ended, stoppedByLead: record.stopRequested === true },
      performance.now() - started,
    );
    outcome = read.outcome;
    if (read.result !== undefined) mergeTeammateResult(ports, record.agentId, name, read.result);
    if (outcome.status === 'failed') {
      ports.warn?.(
        `teammate ${name}'s process: ${ended.output.trim().split('\n').slice(-8).join('\n')}`,
      );
    }
  } catch (error) {
    outcome = notStarted(
      `could not run its process: ${errorMessage(error)}`,
      performance.now() - started,
    );
  }
  await afterExit();
  // A TaskStop ends it as the lead chose (as in-process): the run is not partial for it.
  recordAgentRun(
    ports.recorder,
    {
      agentId: record.agentId,
      name: record.definition.name,
      model: record.model,
      contextWindow: ports.contextWindowFor?.(record.model),
      ...(record.worktree ? { worktree: record.worktree } : {}),
      stoppedByLead: outcome.status === 'killed' && record.stopRequested === true,
    },
    outcome,
  );
  delete record.stopRequested;
  // It has ended, as an in-process agent has once `execute` returns: its worktree (made by the
  // lead, worked in by the process) is now finished like any agent's, committed and merged.
  record.running = false;
  return taskResultOf(outcome);
}

/**
 * What a teammate process produced besides its own agent entry goes into the lead's result, as
 * an in-process teammate's would (the team rule: nothing an agent produced is dropped): its
 * findings (deduplicated with the lead's when the result is built), the agents it started
 * itself, its changes, and what else it could not do: an MCP server that did not start or was
 * lost in its process (its own copy), said as the lead's own would be, so the run is `partial`.
 * Its own entry is recorded by the caller, from its outcome.
 */
function mergeTeammateResult(
  ports: SubagentPorts,
  agentId: string,
  name: string,
  result: RunResult,
): void {
  const { recorder } = ports;
  if (result.findings.length > 0) recorder.recordFindings(result.findings, agentId);
  for (const agent of result.agents) {
    if (agent.agent_id !== agentId) recorder.recordAgent(agent);
  }
  for (const change of result.changes) recorder.recordChange(change);
  const beyond = incompleteBeyondAgents(result);
  for (const entry of beyond) {
    ports.warn?.(`teammate ${name}'s process: ${entry.name} ${entry.reason}.`);
  }
  recorder.recordIncomplete(beyond);
}

async function outcomeOf(
  outputDir: string,
  agentId: string,
  ended: {
    exitCode: number | null;
    signal: NodeJS.Signals | null;
    output: string;
    aborted: boolean;
    /** The abort was the lead's TaskStop, not the run ending. */
    stoppedByLead: boolean;
  },
  durationMs: number,
): Promise<{ outcome: AgentOutcome; result?: RunResult }> {
  // Stopped (the lead's TaskStop, the run's limit or cancel, or a signal): what it wrote on its
  // way out still counts, its usage and cost above all, as an in-process teammate's would.
  const stopped =
    ended.signal !== null || ended.aborted
      ? {
          status: ended.aborted ? ('killed' as const) : ('failed' as const),
          error: !ended.aborted
            ? `its process was ended by ${ended.signal ?? 'a signal'}`
            : ended.stoppedByLead
              ? 'the lead stopped it (TaskStop)'
              : 'the run ended before this teammate finished',
        }
      : undefined;
  /** What a stopped teammate ended as when it left no run of its own to read. */
  const stoppedOutcome = stopped && { ...notStarted(stopped.error, durationMs), ...stopped };
  let text: string;
  try {
    text = await readFile(path.join(outputDir, 'results.json'), 'utf8');
  } catch {
    if (stoppedOutcome) return { outcome: stoppedOutcome };
    const tail = ended.output.trim().split('\n').slice(-5).join(' | ');
    return {
      outcome: notStarted(
        `its process exited with code ${ended.exitCode} without a result: ${tail}`,
        durationMs,
      ),
    };
  }
  const result = runResultSchema.parse(JSON.parse(text));
  // Its own entry; the others are agents it started (recorded before it, as they ended first).
  const run = result.agents.find((agent) => agent.agent_id === agentId);
  if (run === undefined) {
    return {
      outcome: stoppedOutcome ?? notStarted('its process reported no agent run', durationMs),
      result,
    };
  }
  const outcome: AgentOutcome = {
    status: run.status,
    finalText: run.unreported_text ?? '',
    turns: run.turns,
    toolUses: run.tool_uses,
    usage: run.usage,
    costUsd: run.cost_usd,
    durationMs,
    ...(run.error !== undefined ? { error: run.error } : {}),
    ...(run.todos !== undefined ? { todos: run.todos } : {}),
    ...(run.started_at !== undefined ? { startedAt: run.started_at } : {}),
    ...(run.ended_at !== undefined ? { endedAt: run.ended_at } : {}),
    ...(run.waits !== undefined ? { waits: run.waits } : {}),
    // A teammate that finished as it was stopped completed; any other ended by the stop.
    ...(stopped && run.status !== 'completed' ? stopped : {}),
  };
  return { outcome, result };
}
