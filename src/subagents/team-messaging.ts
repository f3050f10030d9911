import { ToolError } from '../errors.js';
import { leadName } from '../team/index.js';
import { memberNameOf, type TeamMemberRef, type TeamSession } from './team-session.js';

/**
 * SendMessage inside a team (seed 001 §4.1): every message lands in the addressee's inbox file
 * and wakes it; the results are the JSON the seed records.
 */

export const teamMessageTypes = [
  'message',
  'broadcast',
  'shutdown_request',
  'shutdown_response',
  'plan_approval_response',
] as const;
export type TeamMessageType = (typeof teamMessageTypes)[number];

export interface TeamMessage {
  type: TeamMessageType;
  recipient?: string;
  content?: string;
  summary?: string;
  request_id?: string;
  approve?: boolean;
}

export async function sendTeamMessage(
  session: TeamSession,
  sender: TeamMemberRef,
  input: TeamMessage,
): Promise<string> {
  const team = sender.team ?? session.requireTeam();
  const me = memberNameOf(sender);
  const config = await session.directory.read(team);
  if (config === undefined) throw new ToolError(`Team "${team}" no longer exists.`);
  const members = config.members.map((member) => member.name);
  const myColor = config.members.find((member) => member.name === me)?.color;
  const recipient = (): string => {
    const name = input.recipient?.replace(/^@/, '').replace(new RegExp(`@${team}$`), '');
    if (!name) throw new ToolError(`SendMessage type "${input.type}" needs a recipient.`);
    if (!members.includes(name)) {
      throw new ToolError(`Unknown recipient "${name}". Team members: ${members.join(', ')}.`);
    }
    if (name === me) throw new ToolError('You cannot send a message to yourself.');
    return name;
  };
  const content = (): string => {
    if (!input.content) throw new ToolError(`SendMessage type "${input.type}" needs content.`);
    return input.content;
  };
  const timestamp = session.timestamp();

  const outgoing = (text: string) => ({
    from: me,
    text,
    ...(input.summary ? { summary: input.summary } : {}),
    ...(myColor ? { color: myColor } : {}),
  });
  switch (input.type) {
    case 'message': {
      const to = recipient();
      const text = content();
      await session.send(team, to, outgoing(text));
      if (to !== leadName && input.summary) {
        session.teammate(me)?.sentThisTurn.push(`[to ${to}] ${input.summary}`);
      }
      const targetColor = config.members.find((member) => member.name === to)?.color;
      return JSON.stringify({
        success: true,
        message: `Message sent to ${to}'s inbox`,
        routing: {
          sender: me,
          target: `@${to}`,
          ...(targetColor ? { targetColor } : {}),
          ...(input.summary ? { summary: input.summary } : {}),
          content: text,
        },
      });
    }
    case 'broadcast': {
      const text = content();
      const recipients = members.filter((name) => name !== me);
      for (const to of recipients) {
        await session.send(team, to, outgoing(text));
      }
      return JSON.stringify({
        success: true,
        message: `Message broadcast to ${recipients.length} teammate(s): ${recipients.join(', ')}`,
        recipients,
        routing: {
          sender: me,
          target: '@team',
          ...(input.summary ? { summary: input.summary } : {}),
          content: text,
        },
      });
    }
    case 'shutdown_request': {
      const to = recipient();
      if (to === leadName) throw new ToolError('The team lead cannot be asked to shut down.');
      const requestId = `shutdown-${Date.parse(timestamp)}@${to}`;
      session.teammate(to)?.shutdownRequests.add(requestId);
      await session.sendStructured(team, to, me, {
        type: 'shutdown_request',
        requestId,
        from: me,
        reason: input.content ?? 'The work is done.',
        timestamp,
      });
      return JSON.stringify({
        success: true,
        message: `Shutdown request sent to ${to}. Request ID: ${requestId}`,
        request_id: requestId,
        target: to,
      });
    }
    case 'shutdown_response': {
      const state = session.teammate(me);
      if (sender.team === undefined || state === undefined) {
        throw new ToolError('Only a teammate answers a shutdown request.');
      }
      if (!input.request_id)
        throw new ToolError('shutdown_response needs the request_id of the request.');
      if (input.approve === undefined)
        throw new ToolError('shutdown_response needs approve: true or false.');
      if (!state.shutdownRequests.delete(input.request_id)) {
        const pending = [...state.shutdownRequests];
        throw new ToolError(
          `No shutdown request "${input.request_id}" is waiting for you. ${pending.length ? `Pending: ${pending.join(', ')}.` : 'None is pending.'}`,
        );
      }
      if (input.approve) {
        state.shutdownApproved = true;
        await session.sendStructured(team, leadName, me, {
          type: 'shutdown_approved',
          requestId: input.request_id,
          from: me,
          timestamp,
          paneId: 'in-process',
          backendType: 'in-process',
        });
        return JSON.stringify({
          success: true,
          message: `Shutdown approved. Sent confirmation to team-lead. Agent ${me} is now exiting.`,
          request_id: input.request_id,
        });
      }
      const reason = content();
      await session.sendStructured(team, leadName, me, {
        type: 'shutdown_rejected',
        requestId: input.request_id,
        from: me,
        reason,
        timestamp,
      });
      return JSON.stringify({
        success: true,
        message: `Shutdown rejected. Reason: "${reason}". Continuing to work.`,
        request_id: input.request_id,
      });
    }
    case 'plan_approval_response': {
      if (sender.team !== undefined) throw new ToolError('Only the team lead approves plans.');
      const to = recipient();
      if (!input.request_id)
        throw new ToolError('plan_approval_response needs the request_id of the request.');
      if (input.approve === undefined)
        throw new ToolError('plan_approval_response needs approve: true or false.');
      const pendingPlan = session.teammate(to)?.pendingPlan;
      if (pendingPlan !== input.request_id) {
        throw new ToolError(
          `No plan "${input.request_id}" from ${to} is waiting for approval. ${pendingPlan ? `Pending: ${pendingPlan}.` : 'None is pending.'}`,
        );
      }
      await session.sendStructured(team, to, me, {
        type: 'plan_approval_response',
        requestId: input.request_id,
        approved: input.approve,
        timestamp,
        ...(input.approve
          ? { permissionMode: session.leadMode }
          : { feedback: input.content ?? 'Plan rejected.' }),
      });
      return JSON.stringify({
        success: true,
        message: input.approve
          ? `Plan approved for ${to}. They will now exit plan mode and proceed with implementation.`
          : `Plan rejected for ${to} with feedback: "${input.content ?? 'Plan rejected.'}"`,
      });
    }
  }
}
