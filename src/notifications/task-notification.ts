import type { LimitKind } from '../errors.js';
import { totalTokens, type TokenUsage } from '../model/model-client.js';

export type TaskEndStatus = 'completed' | 'failed' | 'killed';

/** A limit that stopped an agent before it finished: which one, and the reason it was given. */
export interface LimitStop {
  limit: LimitKind;
  reason: string;
}

export interface TaskNotification {
  taskId: string;
  toolUseId?: string;
  outputFile: string;
  status: TaskEndStatus;
  agentName: string;
  description: string;
  /** The final text (completed), the error (failed) or the partial result (killed, a limit). */
  result: string;
  /** The limit that stopped the agent before it finished; undefined when none did. */
  stop?: LimitStop;
  /** The usage of the agent's last model request (`subagent_tokens`). */
  usage: TokenUsage;
  toolUses: number;
  durationMs: number;
  /** The worktree kept with the agent's changes (Claude Code names it the same way). */
  worktree?: { path: string; branch: string };
}

const summaries: Record<TaskEndStatus, string> = {
  completed: 'finished',
  failed: 'failed',
  killed: 'was stopped',
};

/**
 * What the summary says of an agent a limit stopped: never "finished". Claude Code 2.1.332 says
 * of a background agent at its `maxTurns` that it stopped at its turn limit with a partial
 * result, and that a message continues it (its status stays `completed`).
 */
const limitSummaries: Record<LimitKind, string> = {
  max_turns:
    'stopped at its turn limit before finishing (partial result; SendMessage to its task-id to continue)',
  timeout:
    'was stopped at its time limit before finishing (partial result; SendMessage to its task-id to continue)',
  budget: "stopped before finishing: the run's budget is spent (partial result)",
};

/** Renders the `<task-notification>` block the next user turn carries (DESIGN §4). */
export function formatTaskNotification(notification: TaskNotification): string {
  // Every token of the agent's last request, prompt-cache writes and reads included, as Claude
  // Code 2.1.332 counts them: 3015 for a sub whose one request used 10 input + 1000 cache write +
  // 2000 cache read + 5 output; 2211 for one whose two used 100 + 1000 read + 7, then 200 + 2000
  // read + 11 (the last), not the sum 3318.
  const tokens = totalTokens(notification.usage);
  return [
    '<task-notification>',
    `<task-id>${escapeXml(notification.taskId)}</task-id>`,
    ...(notification.toolUseId
      ? [`<tool-use-id>${escapeXml(notification.toolUseId)}</tool-use-id>`]
      : []),
    `<output-file>${escapeXml(notification.outputFile)}</output-file>`,
    `<status>${notification.status}</status>`,
    `<summary>Agent "${escapeXml(notification.description)}" ${notification.stop ? limitSummaries[notification.stop.limit] : summaries[notification.status]}</summary>`,
    `<result>${escapeXml(notification.result)}</result>`,
    `<usage><subagent_tokens>${tokens}</subagent_tokens><tool_uses>${notification.toolUses}</tool_uses><duration_ms>${Math.round(notification.durationMs)}</duration_ms></usage>`,
    ...(notification.worktree
      ? [
          `<worktree><worktreePath>${escapeXml(notification.worktree.path)}</worktreePath><worktreeBranch>${escapeXml(notification.worktree.branch)}</worktreeBranch></worktree>`,
        ]
      : []),
    '</task-notification>',
  ].join('\n');
}

/** A background shell's end (Bash run_in_background), as Claude Code words it. */
export interface ShellEndNotification {
  shellId: string;
  toolUseId?: string;
  description: string;
  status: 'completed' | 'failed' | 'killed' | 'timed_out';
  exitCode: number | null;
}

/**
 * The `<task-notification>` of a background shell that ended: the agent hears of it on its next
 * turn, and an agent that ended its turn waits for it. Its output stays with BashOutput.
 */
export function formatShellNotification(notification: ShellEndNotification): string {
  const summary = shellEndSummary({
    ...notification,
    description: escapeXml(notification.description),
  });
  return [
    '<task-notification>',
    `<task-id>${escapeXml(notification.shellId)}</task-id>`,
    ...(notification.toolUseId
      ? [`<tool-use-id>${escapeXml(notification.toolUseId)}</tool-use-id>`]
      : []),
    `<status>${notification.status === 'timed_out' ? 'failed' : notification.status}</status>`,
    `<summary>${summary}</summary>`,
    `Read its output with BashOutput (bash_id "${escapeXml(notification.shellId)}").`,
    '</task-notification>',
  ].join('\n');
}

/** How a background shell ended, in one sentence (its notification's and stream's summary). */
export function shellEndSummary(
  notification: Pick<ShellEndNotification, 'description' | 'status' | 'exitCode'>,
): string {
  const exit = notification.exitCode === null ? '' : ` (exit code ${notification.exitCode})`;
  const what = `Background command "${notification.description}"`;
  return notification.status === 'completed'
    ? `${what} completed${exit}`
    : notification.status === 'timed_out'
      ? `${what} timed out and was killed`
      : notification.status === 'killed'
        ? `${what} was killed`
        : notification.exitCode === null
          ? `${what} failed`
          : `${what} failed with exit code ${notification.exitCode}`;
}

/**
 * What a compacted conversation is told of each background agent still at work, after the
 * summary (which may have left its id out), as Claude Code 2.1.332 adds one note per running
 * agent: the lead can still reach it, and does not start it again. A teammate (`team`) is no
 * background agent: it reports through messages, never a <task-notification>. A resumed session
 * reads the notes of agents and shells back as launches (`runningTaskInNote`).
 */
export function formatRunningAgentNote(agent: {
  id: string;
  description: string;
  team?: { team: string; name: string };
}): string {
  if (agent.team !== undefined) {
    const { team, name } = agent.team;
    return (
      `<system-reminder>\nTeammate "${name}" (${agent.id}) of team "${team}", which you lead, is ` +
      'still running, spawned before the conversation was summarized. Do not spawn it again: it ' +
      'reports through <teammate-message> blocks (its idle notifications among them), never a ' +
      `<task-notification>, and SendMessage reaches it as recipient "${name}".\n</system-reminder>`
    );
  }
  return (
    `<system-reminder>\nBackground agent "${oneLineText(agent.description)}" (${agent.id}) is ` +
    'still running, launched before the conversation was summarized. Do not start another agent ' +
    'for its task: its <task-notification> comes when it ends, and TaskOutput, SendMessage and ' +
    `TaskStop reach it by that id.\n</system-reminder>`
  );
}

/**
 * The note for a background shell still running after a compaction, as Claude Code 2.1.332 adds
 * one (its id, description and command): the agent does not start the command a second time.
 */
export function formatRunningShellNote(shell: {
  id: string;
  description: string;
  command: string;
}): string {
  return (
    `<system-reminder>\nBackground shell ${shell.id} ("${oneLineText(shell.description)}") is ` +
    'still running, started before the conversation was summarized (its command, on one line: ' +
    `\`${oneLineText(shell.command)}\`). Do not start it again; to restart it, stop it with ` +
    'TaskStop first. Its <task-notification> comes when it ends, and TaskOutput or BashOutput ' +
    `read its output by that id.\n</system-reminder>`
  );
}

/** The background agent or shell a running-task note names; undefined for any other text. */
export function runningTaskInNote(
  text: string,
): { id: string; description: string; kind: LostTaskNotification['kind'] } | undefined {
  const agent =
    /^<system-reminder>\nBackground agent "(.*)" \((\S+)\) is still running, launched before the conversation was summarized\./.exec(
      text,
    );
  if (agent) return { id: agent[2]!, description: agent[1]!, kind: 'agent' };
  const teammate =
    /^<system-reminder>\nTeammate "(.*)" \((\S+)\) of team "[^"]*", which you lead, is still running/.exec(
      text,
    );
  if (teammate) return { id: teammate[2]!, description: teammate[1]!, kind: 'teammate' };
  const shell =
    /^<system-reminder>\nBackground shell (\S+) \("(.*)"\) is still running, started before the conversation was summarized/.exec(
      text,
    );
  return shell ? { id: shell[1]!, description: shell[2]!, kind: 'shell' } : undefined;
}

function oneLineText(text: string): string {
  return text.replace(/\s+/g, ' ');
}

/** A background task an earlier run launched and never heard the end of (a resumed session). */
export interface LostTaskNotification {
  taskId: string;
  toolUseId?: string;
  kind: 'agent' | 'shell' | 'teammate';
  description: string;
}

/**
 * The `<task-notification>` a resumed run adds for a background agent or command that was still
 * at work when the earlier run ended (killed, or stopped by a limit): it is gone, and no
 * notification of its end will come. Status `stopped`, as Claude Code 2.1.332 has it.
 */
export function formatLostTaskNotification(notification: LostTaskNotification): string {
  const description = escapeXml(notification.description);
  const { what, note } = {
    agent: {
      what: `Background agent "${description}"`,
      note: 'The earlier run ended while this agent was still at work, and no result of it was recorded. It is not running in this run, and SendMessage, TaskOutput and TaskStop cannot reach it here. Check the files it was working on for partial changes before assuming its task was done, and start a new agent if the work is still needed.',
    },
    shell: {
      what: `Background command "${description}"`,
      note: 'The earlier run ended while this command was still running, and its end was not recorded: it was stopped with that run, and its output cannot be read in this run. Check what it was to do before assuming it was done, and run it again if it is still needed.',
    },
    teammate: {
      what: `Teammate "${description}"`,
      note: 'The earlier run ended while this teammate was still in its team, and the team ended with that run: it is not running in this run, and SendMessage cannot reach it here. Its messages above are all it reported. Check the files it was working on for partial changes before assuming its tasks were done, and create a team and spawn a teammate again if work is still needed.',
    },
  }[notification.kind];
  return [
    '<task-notification>',
    `<task-id>${escapeXml(notification.taskId)}</task-id>`,
    ...(notification.toolUseId
      ? [`<tool-use-id>${escapeXml(notification.toolUseId)}</tool-use-id>`]
      : []),
    '<status>stopped</status>',
    `<summary>${what} did not finish before the previous session ended</summary>`,
    `<note>${note}</note>`,
    '</task-notification>',
  ].join('\n');
}

/**
 * Escapes only what could close or forge a tag: a result that contains `</result>` or
 * `<task-notification>` must not be read as structure by the model.
 */
function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
