import { z } from 'zod';

/**
 * The webhook payload fields Flotilla reads, per event. Only these are kept (unknown keys are
 * dropped), and each is checked, so a payload of the wrong shape fails with the field's name.
 */

export const accountSchema = z.object({ login: z.string().min(1), type: z.string().optional() });
export const repositorySchema = z.object({ full_name: z.string().min(1) });
export const pullRequestSchema = z.object({
  number: z.number().int().positive(),
  title: z.string(),
  body: z.string().nullish(),
  user: accountSchema,
  draft: z.boolean().optional(),
  state: z.string(),
  merge_commit_sha: z.string().nullish(),
  head: z.object({ sha: z.string().min(1), ref: z.string(), repo: repositorySchema.nullish() }),
  base: z.object({ sha: z.string().min(1), ref: z.string(), repo: repositorySchema }),
});
export const senderField = { sender: accountSchema.optional() };
export const pullRequestPayload = z.object({
  action: z.string(),
  pull_request: pullRequestSchema,
  ...senderField,
});
const labelSchema = z.object({ name: z.string() });
export const issueSchema = z.object({
  number: z.number().int().positive(),
  title: z.string(),
  body: z.string().nullish(),
  user: accountSchema,
  state: z.string(),
  labels: z.array(labelSchema).nullish(),
  pull_request: z.unknown().optional(),
});
export const issueCommentPayload = z.object({
  action: z.string(),
  issue: issueSchema,
  comment: z.object({ id: z.number(), body: z.string().nullish(), user: accountSchema }),
  ...senderField,
});
export const reviewCommentPayload = z.object({
  action: z.string(),
  comment: z.object({
    id: z.number(),
    body: z.string().nullish(),
    user: accountSchema,
    path: z.string(),
    line: z.number().int().nullish(),
    start_line: z.number().int().nullish(),
    side: z.enum(['LEFT', 'RIGHT']).nullish(),
    diff_hunk: z.string().nullish(),
    commit_id: z.string(),
    html_url: z.string().nullish(),
  }),
  pull_request: pullRequestSchema,
  ...senderField,
});
export const schedulePayload = z.object({ schedule: z.string().optional(), ...senderField });
export const dispatchPayload = z.object({
  inputs: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).nullish(),
  ref: z.string().optional(),
  ...senderField,
});
export const pushPayload = z.object({
  ref: z.string(),
  before: z.string(),
  after: z.string(),
  deleted: z.boolean().optional(),
  ...senderField,
});
export const workflowRunPayload = z.object({
  action: z.string(),
  workflow_run: z.object({
    id: z.number().int().positive().optional(),
    name: z.string().nullish(),
    event: z.string(),
    conclusion: z.string().nullish(),
    html_url: z.string().nullish(),
    pull_requests: z.array(z.object({ number: z.number().int().positive() })).nullish(),
    head_sha: z.string(),
    head_branch: z.string().nullish(),
    head_repository: z.object({ full_name: z.string() }).nullish(),
    actor: accountSchema.nullish(),
    triggering_actor: accountSchema.nullish(),
  }),
  ...senderField,
});
export const issuesPayload = z.object({
  action: z.string(),
  issue: issueSchema,
  /** The label added (labeled, unlabeled). */
  label: labelSchema.nullish(),
  /** The account assigned (assigned, unassigned). */
  assignee: accountSchema.nullish(),
  ...senderField,
});
export const reviewPayload = z.object({
  action: z.string(),
  review: z.object({
    id: z.number(),
    body: z.string().nullish(),
    user: accountSchema,
    state: z.string(),
  }),
  pull_request: pullRequestSchema,
  ...senderField,
});
export const repositoryDispatchPayload = z.object({
  /** The `event_type` the dispatch named. */
  action: z.string(),
  client_payload: z.record(z.string(), z.unknown()).nullish(),
  branch: z.string().nullish(),
  ...senderField,
});
/** What every payload says of the repository the workflow runs in, when it says it. */
export const repositoryFields = z.object({
  repository: z
    .object({ full_name: z.string().nullish(), default_branch: z.string().min(1).nullish() })
    .nullish(),
});
export const otherPayload = z.object({ action: z.string().optional(), ...senderField });
