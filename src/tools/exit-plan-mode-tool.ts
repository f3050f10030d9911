import { z } from 'zod';
import { defineTool } from './define-tool.js';

const exitPlanModeInput = z.object({
  plan: z
    .string()
    .optional()
    .describe('The plan, in Markdown (when it is not already in the plan you wrote)'),
});
export type ExitPlanModeInput = z.infer<typeof exitPlanModeInput>;

/**
 * Claude Code's ExitPlanMode, for agents in plan mode. Claude Code asks the user to approve the
 * plan; a headless `claude -p` offers no such tool and the agent ends its turn with the plan. The
 * closest real thing here: the call says nobody approves in this run, so the agent stays in
 * plan mode and ends its turn with the plan, which becomes its result (and reaches whoever
 * started it).
 */
export const exitPlanModeTool = defineTool<ExitPlanModeInput>({
  name: 'ExitPlanMode',
  kind: 'coordination',
  description: [
    'Call when you are done planning, with the plan, to present it for approval.',
    '- In a headless run nobody approves: you stay in plan mode (read-only) and your final message, the plan, is your result.',
  ].join('\n'),
  inputSchema: exitPlanModeInput,
  run(input) {
    const plan = input.plan?.trim();
    return Promise.resolve(
      [
        'This is a headless run: no one can approve the plan, so plan mode stays on and nothing may be changed.',
        plan
          ? 'End your turn now with the plan as your final message (it becomes your result); do not start carrying it out.'
          : 'End your turn now with the whole plan as your final message (it becomes your result); do not start carrying it out.',
      ].join(' '),
    );
  },
});
