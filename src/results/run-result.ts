import { z } from 'zod';
import { findingSchema } from './finding.js';

export const RUN_RESULT_VERSION = '1';

export const conclusions = [
  'success',
  'findings',
  'max_turns',
  'budget',
  'timeout',
  'error',
] as const;
export type Conclusion = (typeof conclusions)[number];

export const usageSchema = z.object({
  input_tokens: z.number().int().nonnegative(),
  output_tokens: z.number().int().nonnegative(),
  cache_creation_input_tokens: z.number().int().nonnegative(),
  cache_read_input_tokens: z.number().int().nonnegative(),
});

export const agentStatuses = [
  'completed',
  'failed',
  'killed',
  'max_turns',
  'budget',
  'timeout',
] as const;
export type AgentStatus = (typeof agentStatuses)[number];

export const agentRunSchema = z.object({
  name: z.string(),
  agent_id: z.string(),
  status: z.enum(agentStatuses),
  turns: z.number().int().nonnegative(),
  tool_uses: z.number().int().nonnegative().default(0),
  usage: usageSchema,
  cost_usd: z.number().nonnegative().default(0),
  duration_ms: z.number().nonnegative(),
  worktree: z.string().optional(),
  branch: z.string().optional(),
  error: z.string().optional(),
});
export type AgentRun = z.infer<typeof agentRunSchema>;

export const changeSchema = z.object({
  agent: z.string(),
  branch: z.string(),
  files: z.array(z.string()),
  commit: z.string(),
  conflict: z.boolean().optional(),
});
export type Change = z.infer<typeof changeSchema>;

export const runResultSchema = z.object({
  version: z.literal(RUN_RESULT_VERSION),
  conclusion: z.enum(conclusions),
  started_at: z.string(),
  duration_ms: z.number().nonnegative(),
  /** The lead's final answer. */
  final_text: z.string().default(''),
  agents: z.array(agentRunSchema),
  findings: z.array(findingSchema),
  changes: z.array(changeSchema),
  usage: usageSchema,
  cost_usd: z.number().nonnegative(),
  review: z.object({ url: z.string(), id: z.number() }).optional(),
  error: z.string().optional(),
});
export type RunResult = z.infer<typeof runResultSchema>;
