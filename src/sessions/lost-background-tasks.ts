import { contentBlocks, type MessageParam, type ToolResultBlockParam } from '../model/types.js';
import {
  formatLostTaskNotification,
  runningTaskInNote,
  type LostTaskNotification,
} from '../notifications/task-notification.js';
import { canonicalToolName } from '../tools/tool-rules.js';

/**
 * How a background task's start reads in a tool result (the texts src/subagents/subagent-hub.ts
 * and src/tools/bash-tool.ts return); test/sessions/lost-background-tasks.test.ts runs real
 * launches, so a change of those texts fails it.
 */
const launches: ReadonlyArray<{
  tool: string;
  kind: LostTaskNotification['kind'];
  id: RegExp;
  /** Only for calls with this input (a foreground command's own output could read like one). */
  inBackground?: boolean;
}> = [
  {
    tool: 'Agent',
    kind: 'agent',
    id: /^(?:Async agent|Fork) launched successfully\.\nagentId: (\S+)/,
  },
  { tool: 'SendMessage', kind: 'agent', id: /^Agent (\S+) was not running; it has been resumed/ },
  // A teammate (src/subagents/subagent-hub.ts): it reports through messages, and a shutdown it
  // approved, or a notification of its end, ends it.
  { tool: 'Agent', kind: 'teammate', id: /^Spawned successfully\.\nagent_id: (\S+)/ },
  {
    tool: 'Bash',
    kind: 'shell',
    id: /^Command running in the background with ID: ([^\s.]+)\./,
    inBackground: true,
  },
  // A foreground command moved at its timeout: the notice is the last line, after the output.
  {
    tool: 'Bash',
    kind: 'shell',
    id: /\nCommand did not complete within its \d+ ms timeout and was moved to the background with ID: ([^\s;]+);[^\n]*$/,
    inBackground: false,
  },
];

const notifiedTask = /<task-notification>\s*<task-id>([^<]+)<\/task-id>/g;
/** A teammate's approved shutdown, as its message to the lead reads (its JSON text). */
const approvedShutdown = /"type":"shutdown_approved"[^}]*?"from":"([^"]+)"/g;

/**
 * The lead can end a task itself, and then no notification comes: a successful TaskStop or
 * KillShell, or a read (TaskOutput, BashOutput) that returned the task's end, which withdraws the
 * queued notification (markReported in src/subagents/background-tasks.ts, `notified` in
 * src/tools/background-shells.ts).
 */
const stoppers = new Set(['TaskStop', 'KillShell']);
const readers = new Set(['TaskOutput', 'BashOutput']);
/** The reads' answers (src/subagents/subagent-hub.ts taskOutput, shellReadText) name the state. */
const readStatus = /<status>([^<]+)<\/status>/;
const readTaskId = /<task_id>([^<]+)<\/task_id>/;
const unfinished = new Set(['queued', 'running']);

/**
 * The notices a resumed conversation gets for the background tasks its earlier run launched and
 * never heard the end of (the run was killed, or a limit stopped it while they ran): without one
 * the lead would wait for a notification that cannot come. A compacted conversation holds the
 * launches from before its summary as notes (`formatRunningAgentNote`, `formatRunningShellNote`).
 */
export function lostBackgroundTaskNotices(messages: readonly MessageParam[]): string[] {
  const calls = new Map<string, { name: string; input: Record<string, unknown> }>();
  const descriptions = new Map<string, string>();
  const running = new Map<string, LostTaskNotification>();
  for (const message of messages) {
    for (const block of contentBlocks(message)) {
      if (block.type === 'tool_use') {
        const input = (block.input ?? {}) as Record<string, unknown>;
        calls.set(block.id, { name: canonicalToolName(block.name), input });
      } else if (block.type === 'tool_result' && block.is_error !== true) {
        const call = calls.get(block.tool_use_id);
        const text = resultText(block);
        const ended = call && endedTaskIds(call, text);
        if (ended) {
          for (const id of ended) running.delete(id);
          continue;
        }
        const launch = launches.find(
          (entry) =>
            entry.tool === call?.name &&
            (entry.inBackground === undefined ||
              entry.inBackground === (call.input.run_in_background === true)) &&
            entry.id.test(text),
        );
        const taskId = launch?.id.exec(text)?.[1];
        if (!call || !launch || !taskId) continue;
        const description =
          (launch.kind === 'teammate' ? stringOf(call.input.name) : undefined) ??
          stringOf(call.input.description) ??
          descriptions.get(taskId) ??
          stringOf(call.input.command) ??
          taskId;
        descriptions.set(taskId, description);
        running.set(taskId, {
          taskId,
          toolUseId: block.tool_use_id,
          kind: launch.kind,
          description,
        });
      } else if (block.type === 'text') {
        for (const match of block.text.matchAll(notifiedTask)) running.delete(match[1]!);
        for (const match of block.text.matchAll(approvedShutdown)) {
          for (const [id, task] of running) {
            if (task.kind === 'teammate' && id.startsWith(`${match[1]!}@`)) running.delete(id);
          }
        }
        // A compacted conversation names the agents and shells started before its summary in
        // notes.
        const noted = runningTaskInNote(block.text);
        if (noted) {
          descriptions.set(noted.id, noted.description);
          running.set(noted.id, {
            taskId: noted.id,
            kind: noted.kind,
            description: noted.description,
          });
        }
      }
    }
  }
  return [...running.values()].map(formatLostTaskNotification);
}

/** The ids a successful stop or a read of a task's end names (the input's, and the answer's). */
function endedTaskIds(
  call: { name: string; input: Record<string, unknown> },
  text: string,
): string[] | undefined {
  const inputId =
    stringOf(call.input.task_id) ?? stringOf(call.input.shell_id) ?? stringOf(call.input.bash_id);
  if (stoppers.has(call.name)) {
    // An agent's TaskStop answers "Stop requested for task <id> (…)", under its id, not its name.
    const answered = /^Stop requested for task (\S+) \(/.exec(text)?.[1];
    return [inputId, answered].filter((id): id is string => id !== undefined);
  }
  if (!readers.has(call.name)) return undefined;
  const status = readStatus.exec(text)?.[1];
  if (status === undefined || unfinished.has(status)) return [];
  return [inputId, readTaskId.exec(text)?.[1]].filter((id): id is string => id !== undefined);
}

function resultText(block: ToolResultBlockParam): string {
  if (typeof block.content === 'string') return block.content;
  return (block.content ?? []).map((part) => (part.type === 'text' ? part.text : '')).join('\n');
}

function stringOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}
