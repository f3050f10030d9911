import { z } from 'zod';
import { ToolError } from '../errors.js';
import { defineTool } from '../tools/define-tool.js';
import type { AgentRecord, SubagentHub } from './subagent-hub.js';
import { sendTeamMessage, teamMessageTypes } from './team-messaging.js';

const inputSchema = z.object({
  to: z.string().min(1).optional().describe('A subagent: its name or agentId'),
  message: z.string().min(1).optional().describe('To a subagent: the message text'),
  summary: z.string().min(1).optional().describe('A 5-10 word summary of the message'),
  type: z
    .enum(teamMessageTypes)
    .optional()
    .describe(
      'In a team: message (to one member), broadcast (to all), shutdown_request, shutdown_response, plan_approval_response',
    ),
  recipient: z.string().min(1).optional().describe('In a team: the member name'),
  content: z.string().optional().describe('In a team: the message text (or a reason)'),
  request_id: z
    .string()
    .optional()
    .describe('shutdown_response, plan_approval_response: the id of the request'),
  approve: z.boolean().optional().describe('shutdown_response, plan_approval_response'),
});

/**
 * SendMessage: to a subagent (seed 002: at its next tool round; an ended one resumes), or inside
 * a team (seed 001: to a member's inbox, with the team's protocol messages).
 */
export function createSendMessageTool(hub: SubagentHub, sender: AgentRecord) {
  return defineTool({
    name: 'SendMessage',
    description: [
      'Send a message to a subagent by name or agentId (to, message; summary optional): a running agent receives it at its next tool round; one that has finished is resumed in the background with the message.',
      'In a team, use type with recipient and content: message to one member, broadcast to all, shutdown_request to ask a teammate to end, shutdown_response (request_id, approve) to answer one, plan_approval_response (request_id, recipient, approve) to decide a plan.',
    ].join(' '),
    kind: 'coordination',
    inputSchema,
    ruleSubject: (input) => input.recipient ?? input.to,
    async run(input) {
      const target = input.recipient ?? input.to;
      const toTeammate =
        input.type !== undefined ||
        sender.team !== undefined ||
        (target !== undefined && hub.teamRun.isTeamMember(target));
      if (toTeammate) {
        return sendTeamMessage(hub.team, sender, {
          type: input.type ?? 'message',
          ...(target !== undefined ? { recipient: target } : {}),
          ...((input.content ?? input.message) !== undefined
            ? { content: (input.content ?? input.message) as string }
            : {}),
          ...(input.summary !== undefined ? { summary: input.summary } : {}),
          ...(input.request_id !== undefined ? { request_id: input.request_id } : {}),
          ...(input.approve !== undefined ? { approve: input.approve } : {}),
        });
      }
      // Claude Code 2.1.332 requires only to and message; summary is a preview for its UI.
      if (input.to === undefined || input.message === undefined) {
        throw new ToolError(
          'SendMessage to a subagent needs to and message (or, in a team, type, recipient and content).',
        );
      }
      return hub.sendMessage(input.to, input.message, sender);
    },
  });
}
