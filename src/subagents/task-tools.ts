import { z } from 'zod';
import { ToolError } from '../errors.js';
import { shellReadText } from '../tools/background-shell-tools.js';
import type { BackgroundShells } from '../tools/background-shells.js';
import { prebuiltInputSchemas } from '../tools/prebuilt-input-schemas.js';
import { defineTool } from '../tools/define-tool.js';
import type { SubagentHub } from './subagent-hub.js';

// The schemas are made once: every agent gets these tools, and a tool's JSON Schema for the
// request is converted once per schema object (toolInputJsonSchema), not once per agent.
const taskStopInput = z.lazy(() =>
  z.object({
    task_id: z.string().optional().describe('The id of the task to stop'),
    shell_id: z.string().optional().describe('Deprecated: use task_id'),
  }),
);

const taskOutputInput = z.lazy(() =>
  z.object({
    task_id: z.string().min(1),
    block: z.boolean().default(true),
    timeout: z.number().int().min(0).max(600_000).default(30_000),
  }),
);

/**
 * TaskStop: aborts a running background task (it ends as `killed` with its partial result): a
 * background agent, or one of the calling agent's background shells (Bash run_in_background),
 * as Claude Code stops both with it.
 */
export function createTaskStopTool(hub: SubagentHub) {
  return defineTool({
    name: 'TaskStop',
    description:
      'Stop a running background task by its id: a background agent, or a background shell (Bash run_in_background).',
    kind: 'coordination',
    inputSchema: taskStopInput,
    inputJsonSchema: prebuiltInputSchemas.TaskStop,
    ruleSubject: (input) => input.task_id ?? input.shell_id,
    async run(input, context) {
      const id = input.task_id ?? input.shell_id ?? '';
      const shells = context.backgroundShells;
      if (shells?.has(id)) return stopShell(shells, id);
      return hub.stopTask(id, shells?.ids());
    },
  });
}

/** Claude Code's answer for a stopped shell (a `local_bash` task). */
async function stopShell(shells: BackgroundShells, id: string): Promise<string> {
  const shell = shells.describe(id);
  if (shell?.status !== 'running') {
    throw new ToolError(`Task ${id} is not running (status: ${shell?.status ?? 'unknown'}).`);
  }
  await shells.kill(id);
  return JSON.stringify({
    message: `Successfully stopped task: ${id} (${shell.command})`,
    task_id: id,
    task_type: 'local_bash',
    command: shell.command,
  });
}

/** TaskOutput: reads a background task's state, optionally waiting for it to end. */
export function createTaskOutputTool(hub: SubagentHub) {
  return defineTool({
    name: 'TaskOutput',
    description:
      'Read the status and result of a background task (an agent, or a background shell: its new output since the last read). block (default true) waits until it ends or timeout (ms) passes; block false answers at once, with what the agent has written so far. You are notified when a task ends anyway: use this only when you must wait for one task now.',
    kind: 'coordination',
    inputSchema: taskOutputInput,
    inputJsonSchema: prebuiltInputSchemas.TaskOutput,
    async run(input, context) {
      const shells = context.backgroundShells;
      if (shells?.has(input.task_id)) {
        if (input.block) await shells.waitForEnd(input.task_id, input.timeout, context.signal);
        const read = shells.read(input.task_id);
        if (read) {
          return `<task_id>${input.task_id}</task_id>\n<task_type>local_bash</task_type>\n${shellReadText(read)}`;
        }
      }
      return hub.taskOutput(
        input.task_id,
        input.block,
        input.timeout,
        context.signal,
        shells?.ids(),
      );
    },
  });
}
