import { totalTokens, type TokenUsage } from '../model/model-client.js';

export type TaskEndStatus = 'completed' | 'failed' | 'killed';

export interface TaskNotification {
  taskId: string;
  toolUseId?: string;
  outputFile: string;
  status: TaskEndStatus;
  agentName: string;
  description: string;
  /** The final text (completed), the error (failed) or the partial result (killed). */
  result: string;
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

/** Renders the `<task-notification>` block the next user turn carries (DESIGN §4). */
export function formatTaskNotification(notification: TaskNotification): string {
  // Every token the agent's requests counted, prompt-cache writes and reads included: Claude Code
  // 2.1.332 said 3015 for a sub whose usage was 10 input + 1000 cache write + 2000 cache read + 5.
  const tokens = totalTokens(notification.usage);
  return [
    '<task-notification>',
    `<task-id>${escapeXml(notification.taskId)}</task-id>`,
    ...(notification.toolUseId
      ? [`<tool-use-id>${escapeXml(notification.toolUseId)}</tool-use-id>`]
      : []),
    `<output-file>${escapeXml(notification.outputFile)}</output-file>`,
    `<status>${notification.status}</status>`,
    `<summary>Agent "${escapeXml(notification.description)}" ${summaries[notification.status]}</summary>`,
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
  const exit = notification.exitCode === null ? '' : ` (exit code ${notification.exitCode})`;
  const what = `Background command "${escapeXml(notification.description)}"`;
  const summary =
    notification.status === 'completed'
      ? `${what} completed${exit}`
      : notification.status === 'timed_out'
        ? `${what} timed out and was killed`
        : notification.status === 'killed'
          ? `${what} was killed`
          : notification.exitCode === null
            ? `${what} failed`
            : `${what} failed with exit code ${notification.exitCode}`;
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

/**
 * Escapes only what could close or forge a tag: a result that contains `</result>` or
 * `<task-notification>` must not be read as structure by the model.
 */
function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
