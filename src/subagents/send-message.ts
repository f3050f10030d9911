import { z } from 'zod';
import { defineTool } from '../tools/define-tool.js';
import type { AgentRecord, SubagentHub } from './subagent-hub.js';

const inputSchema = z.object({
  to: z.string().min(1).describe('The agent name or agentId to send to'),
  message: z.string().min(1).describe('The message text'),
  summary: z.string().min(1).describe('A 5-10 word summary of the message'),
});

/** SendMessage (seed 002): to a running agent at its next tool round; an ended one resumes. */
export function createSendMessageTool(hub: SubagentHub, sender: AgentRecord) {
  return defineTool({
    name: 'SendMessage',
    description:
      'Send a message to a subagent by name or agentId. A running agent receives it at its next tool round; an agent that has finished is resumed in the background with the message and notifies you again when done.',
    kind: 'coordination',
    inputSchema,
    ruleSubject: (input) => input.to,
    async run(input) {
      return hub.sendMessage(input.to, input.message, sender);
    },
  });
}
