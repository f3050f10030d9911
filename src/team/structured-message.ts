import { z } from 'zod';

/**
 * Protocol messages travel through inboxes as JSON strings in the `text` field (Claude Code's
 * format; `tasks_unblocked` is Flotilla's own). Note the protocol's own inconsistency, kept for
 * compatibility: shutdown and plan messages use camelCase `requestId`, permission messages
 * snake_case `request_id`.
 */

const timestamp = z.string();

// Built on first use (z.lazy): a run that forms no team never needs it (at load it cost a run's
// start ~1-4 ms).
export const structuredMessageSchema = z.lazy(() =>
  z.discriminatedUnion('type', [
    z.looseObject({
      type: z.literal('task_assignment'),
      taskId: z.string(),
      subject: z.string(),
      description: z.string(),
      assignedBy: z.string(),
      timestamp,
    }),
    z.looseObject({
      type: z.literal('idle_notification'),
      from: z.string(),
      timestamp,
      idleReason: z.string(),
      summary: z.string().optional(),
    }),
    z.looseObject({
      type: z.literal('shutdown_request'),
      requestId: z.string(),
      from: z.string(),
      reason: z.string(),
      timestamp,
    }),
    z.looseObject({
      type: z.literal('shutdown_approved'),
      requestId: z.string(),
      from: z.string(),
      timestamp,
      paneId: z.string().optional(),
      backendType: z.string().optional(),
    }),
    z.looseObject({
      type: z.literal('shutdown_rejected'),
      requestId: z.string(),
      from: z.string(),
      reason: z.string(),
      timestamp,
    }),
    z.looseObject({
      type: z.literal('plan_approval_request'),
      from: z.string(),
      timestamp,
      planFilePath: z.string(),
      planContent: z.string(),
      requestId: z.string(),
    }),
    z.looseObject({
      type: z.literal('plan_approval_response'),
      requestId: z.string(),
      approved: z.boolean(),
      timestamp,
      permissionMode: z.string().optional(),
      feedback: z.string().optional(),
    }),
    // Flotilla's own, between processes: tasks that became available, for a teammate in another
    // process than the change's author (it reads them as the unblocked-task notice).
    z.looseObject({
      type: z.literal('tasks_unblocked'),
      tasks: z.array(z.looseObject({ id: z.string(), subject: z.string() })),
      timestamp,
    }),
    z.looseObject({
      type: z.literal('permission_request'),
      request_id: z.string(),
      agent_id: z.string(),
      tool_name: z.string(),
      tool_use_id: z.string(),
      description: z.string(),
      input: z.record(z.string(), z.unknown()),
      permission_suggestions: z.array(z.unknown()).default([]),
    }),
    z.looseObject({
      type: z.literal('permission_response'),
      request_id: z.string(),
      subtype: z.enum(['success', 'error']),
      response: z.unknown().optional(),
      error: z.string().optional(),
    }),
  ]),
);

export type StructuredMessage = z.infer<typeof structuredMessageSchema>;
export type StructuredMessageType = StructuredMessage['type'];

/** The `text` of an inbox message carrying a protocol message. */
export function encodeStructuredMessage(message: StructuredMessage): string {
  return JSON.stringify(structuredMessageSchema.parse(message));
}

/** The protocol message in an inbox `text`; undefined for plain text (or anything unrecognised). */
export function parseStructuredMessage(text: string): StructuredMessage | undefined {
  if (!text.trimStart().startsWith('{')) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  const parsed = structuredMessageSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}
