import type { AgentOutcome } from '../loop/run-agent.js';
import { leadName, parseStructuredMessage } from '../team/index.js';
import type { AgentRecord, SubagentHub } from './subagent-hub.js';
import { formatTeammateMessages, structuredOf } from './team-session.js';

/**
 * A teammate's input between turns (seed 003 §4, headless): after a tool round, whatever reached
 * its inbox; at the end of a turn (its own background commands ended) it goes idle (an idle
 * notification to the lead, `isActive` false in the config) and waits — on the hub's queue,
 * never by polling — until a message arrives, a task it may take is unblocked, or it ends: its shutdown was approved, or the run is
 * ending. An empty answer ends its run like any agent's.
 */
export async function teammateInput(
  hub: SubagentHub,
  record: AgentRecord,
  boundary: 'tool_round' | 'end_turn',
  signal: AbortSignal,
  shellsRunning = false,
): Promise<string[]> {
  const session = hub.team;
  const team = record.team as string;
  const name = record.name as string;
  const state = session.teammate(name);
  if (state === undefined) return [];
  for (;;) {
    const version = hub.queue.version;
    const queued = hub.queue.takeAll(record.agentId).map((item) => item.text);
    const received = await session.inboxes(team).takeUnread(name);
    // Sent from another process, the request is known here only from the inbox.
    for (const request of structuredOf(received, 'shutdown_request')) {
      state.shutdownRequests.add(request.requestId);
    }
    for (const response of structuredOf(received, 'plan_approval_response')) {
      if (response.requestId !== state.pendingPlan) continue;
      delete state.pendingPlan;
      if (response.approved) hub.teamRun.approvePlan(record);
    }
    // Tasks another process made available: the notice at the end of a turn, as in one process.
    for (const unblocked of structuredOf(received, 'tasks_unblocked')) {
      session.noteUnblockedHere(unblocked.tasks);
    }
    const inbox = formatTeammateMessages(
      received.filter(
        (message) => parseStructuredMessage(message.text)?.type !== 'tasks_unblocked',
      ),
    );
    const notice = boundary === 'end_turn' ? session.takeBoardNotice(state) : undefined;
    const items = [...queued, ...inbox, ...(notice !== undefined ? [notice] : [])];
    if (items.length > 0) {
      state.woken = false;
      if (state.idle) {
        state.idle = false;
        await session.directory.setActive(team, name, true);
      }
      return items;
    }
    if (boundary === 'tool_round') return [];
    if (state.shutdownApproved || session.closing) {
      if (!state.shutdownApproved && state.pendingPlan !== undefined) {
        record.unapprovedPlan = state.pendingPlan;
      }
      // Claude Code removes an ended teammate from the config rather than marking it.
      await session.directory.leave(team, name);
      session.removeTeammate(name);
      return [];
    }
    if (shellsRunning) {
      // Waiting for its own background command, it is still at work: not idle, so the lead's
      // run does not end before the command's end wakes it and it reports (a message sent then
      // would have no reader). The command's end aborts this wait.
      await hub.queue.waitForChange(signal, version);
      continue;
    }
    if (!state.idle) {
      await session.directory.setActive(team, name, false);
      const summary = state.sentThisTurn.join('; ');
      state.sentThisTurn = [];
      await session.sendStructured(team, leadName, name, {
        type: 'idle_notification',
        from: name,
        timestamp: session.timestamp(),
        idleReason: 'available',
        ...(summary ? { summary } : {}),
      });
      // Idle only once its notification is in the lead's inbox: a drain that sees it idle finds
      // the notification too. The wake lets a drain that waited for it look again.
      state.idle = true;
      hub.queue.wake();
      continue;
    }
    if (state.woken) {
      // Woken for nothing it can use (a notice it had already seen): idle again.
      state.woken = false;
      hub.queue.wake();
    }
    await hub.queue.waitForChange(signal, version);
  }
}

/**
 * How a teammate's run ended. One whose plan still waited for the lead's approval when the run
 * ended it did none of its work: the run's end stopped it before it finished (`killed`, as a
 * teammate the run's end stops mid-work), with why, never `completed`. A lead that shut it down
 * instead (an approved shutdown) decided so: that is no stop.
 */
export function teammateOutcome(record: AgentRecord, outcome: AgentOutcome): AgentOutcome {
  const plan = record.unapprovedPlan;
  if (plan === undefined || outcome.status !== 'completed') return outcome;
  return {
    ...outcome,
    status: 'killed',
    error: `the run ended while its plan (request ${plan}) waited for the lead's approval, so none of the plan was carried out; the lead approves one with SendMessage type "plan_approval_response", or --approve-plans auto (approve_plans: auto in the Action) approves at once`,
  };
}

/** What a teammate's system prompt adds: who it is, and how the team works. */
export function teammatePrompt(record: AgentRecord): string | undefined {
  if (record.team === undefined || record.name === undefined) return undefined;
  return [
    `# Agent team`,
    `You are "${record.name}", a teammate in team "${record.team}"; the lead is "${leadName}".`,
    'The team shares a task list: use TaskList to see it, claim a pending task nobody owns with TaskUpdate (owner: your name), and mark it completed with TaskUpdate when done.',
    'Talk to the lead or another teammate with SendMessage (type "message", recipient, content, summary); plain text you write is seen by no one.',
    ...(record.definition.permissionMode === 'plan'
      ? [
          'You start in plan mode: read and plan, change nothing. Submit your plan with ExitPlanMode and end your turn; once the lead approves it, you may implement it.',
        ]
      : []),
    'When you end your turn you go idle until a message arrives. When you receive a shutdown_request, answer it with SendMessage type "shutdown_response", its request_id and approve: true (or false with a reason).',
  ].join('\n');
}
