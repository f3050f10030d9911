import { z } from 'zod';
import { defineTool } from '../tools/define-tool.js';
import type { SubagentHub } from './subagent-hub.js';

// The schemas are made once: every agent gets these tools, and a tool's JSON Schema for the
// request is converted once per schema object (toolInputJsonSchema), not once per agent.
const taskStopInput = z.object({
  task_id: z.string().optional().describe('The id of the task to stop'),
  shell_id: z.string().optional().describe('Deprecated: use task_id'),
});

const taskOutputInput = z.object({
  task_id: z.string().min(1),
  block: z.boolean().default(true),
  timeout: z.number().int().min(0).max(600_000).default(30_000),
});

/** TaskStop: aborts a running background task (it ends as `killed` with its partial result). */
export function createTaskStopTool(hub: SubagentHub) {
  return defineTool({
    name: 'TaskStop',
    description: 'Stop a running background task by its id.',
    kind: 'coordination',
    inputSchema: taskStopInput,
    ruleSubject: (input) => input.task_id ?? input.shell_id,
    async run(input) {
      return hub.stopTask(input.task_id ?? input.shell_id ?? '');
    },
  });
}

/** TaskOutput: reads a background task's state, optionally waiting for it to end. */
export function createTaskOutputTool(hub: SubagentHub) {
  return defineTool({
    name: 'TaskOutput',
    description:
      'Read the status and result of a background task. block (default true) waits until it ends or timeout (ms) passes; block false answers at once, with what the agent has written so far. You are notified when a task ends anyway: use this only when you must wait for one task now.',
    kind: 'coordination',
    inputSchema: taskOutputInput,
    async run(input, context) {
      return hub.taskOutput(input.task_id, input.block, input.timeout, context.signal);
    },
  });
}
