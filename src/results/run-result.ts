import { z } from 'zod';
import { todoItemSchema } from '../tools/todo-write-tool.js';
import { findingSchema } from './finding.js';

export const RUN_RESULT_VERSION = '1';

/** The `agent_id` of a run's lead in its result (every other agent's id is its own). */
export const leadAgentId = 'lead';

export const conclusions = [
  'success',
  'findings',
  'partial',
  'cancelled',
  'max_turns',
  'budget',
  'timeout',
  'error',
] as const;
export type Conclusion = (typeof conclusions)[number];

// The schemas of this file are built on first use (z.lazy): a run checks its result at its end,
// and building them at load was part of every run's start.
export const usageSchema = z.lazy(() =>
  z.object({
    input_tokens: z.number().int().nonnegative(),
    output_tokens: z.number().int().nonnegative(),
    cache_creation_input_tokens: z.number().int().nonnegative(),
    cache_read_input_tokens: z.number().int().nonnegative(),
    /** Searches the API's web search tool ran; absent when none. */
    web_search_requests: z.number().int().nonnegative().optional(),
  }),
);

export const agentStatuses = [
  'completed',
  'failed',
  'killed',
  'max_turns',
  'budget',
  'timeout',
] as const;
export type AgentStatus = (typeof agentStatuses)[number];

export const agentRunSchema = z.lazy(() =>
  z.object({
    name: z.string(),
    agent_id: z.string(),
    /**
     * The model id the agent's requests sent (after alias resolution), without the `[1m]` that
     * asked for the 1M window: that is `context_window`.
     */
    model: z.string().optional(),
    /** The context window in tokens the agent's conversation was compacted against. */
    context_window: z.number().int().positive().optional(),
    status: z.enum(agentStatuses),
    turns: z.number().int().nonnegative(),
    tool_uses: z.number().int().nonnegative().default(0),
    usage: usageSchema,
    cost_usd: z.number().nonnegative().default(0),
    duration_ms: z.number().nonnegative(),
    worktree: z.string().optional(),
    branch: z.string().optional(),
    error: z.string().optional(),
    /**
     * The agent's last text when it reported no findings with ReportFindings: what it wrote is
     * kept (publishers show it under the agent's name), never dropped.
     */
    unreported_text: z.string().optional(),
    /** Killed by a TaskStop the lead chose: the run does not count it as unfinished. */
    stopped_by_lead: z.boolean().optional(),
    /** The agent's todo list as its last TodoWrite left it. */
    todos: z.array(todoItemSchema).optional(),
    /** When the agent started and ended (ISO 8601): the run's timeline (a Mermaid gantt chart). */
    started_at: z.string().optional(),
    ended_at: z.string().optional(),
    /** When it waited at the end of a turn for input: the lead, for its background agents. */
    waits: z
      .array(z.object({ started_at: z.string(), duration_ms: z.number().nonnegative() }))
      .optional(),
  }),
);
export type AgentRun = z.infer<typeof agentRunSchema>;

export const changeSchema = z.lazy(() =>
  z.object({
    agent: z.string(),
    branch: z.string(),
    files: z.array(z.string()),
    commit: z.string(),
    conflict: z.boolean().optional(),
  }),
);
export type Change = z.infer<typeof changeSchema>;

/**
 * A task (TaskCreate) not completed when the run ended: of the team's shared list (`team`), or of
 * the lead's own list. Kept in the result, as an agent's todos are, though the list's files are
 * removed at the end of the run.
 */
export const unfinishedTaskSchema = z.lazy(() =>
  z.object({
    /** The team whose shared list holds it; absent for the lead's own list. */
    team: z.string().optional(),
    id: z.string(),
    subject: z.string(),
    status: z.enum(['pending', 'in_progress']),
    owner: z.string().optional(),
    /** The ids of the tasks it still waits for. */
    blocked_by: z.array(z.string()).optional(),
  }),
);
export type UnfinishedTask = z.infer<typeof unfinishedTaskSchema>;

/**
 * One agent that did not finish its work, and why, in one line: the agents that make a run
 * `partial` (or worse). A TaskStop the lead chose is not listed. A team whose task list still
 * has tasks not completed is listed too (`unfinished`).
 */
export const incompleteAgentSchema = z.lazy(() =>
  z.object({
    name: z.string(),
    agent_id: z.string(),
    status: z.enum([...agentStatuses, 'not_started', 'not_merged', 'unfinished']),
    reason: z.string(),
  }),
);
export type IncompleteAgent = z.infer<typeof incompleteAgentSchema>;

export const runResultSchema = z.lazy(() =>
  z.object({
    version: z.literal(RUN_RESULT_VERSION),
    conclusion: z.enum(conclusions),
    /** Unique per run (re-runs of one workflow run get new ids); names the results branch. */
    run_id: z.string().default(''),
    started_at: z.string(),
    duration_ms: z.number().nonnegative(),
    /** The lead's final answer. */
    final_text: z.string().default(''),
    /** The lead's answer as JSON matching `--json-schema` (input `json_schema`), when one was given. */
    structured_output: z.unknown().optional(),
    /** The session (an earlier run's run_id) this run resumed with `--resume` / `--continue`. */
    resumed_from: z.string().optional(),
    agents: z.array(agentRunSchema),
    findings: z.array(findingSchema),
    changes: z.array(changeSchema),
    /** The agents that did not finish, one line each; non-empty makes the run at least `partial`. */
    incomplete: z.array(incompleteAgentSchema).default([]),
    /** The tasks (TaskCreate) not completed when the run ended; absent when there are none. */
    unfinished_tasks: z.array(unfinishedTaskSchema).optional(),
    /** The branch holding every agent's merged changes (flotilla/results-<run_id>), if any. */
    results_branch: z.string().optional(),
    /**
     * The pull request's head commit the findings' lines are on (a run on a pull request): a
     * review of this result, a matrix merge's included, is posted on that commit.
     */
    head_sha: z.string().optional(),
    usage: usageSchema,
    cost_usd: z.number().nonnegative(),
    review: z.object({ url: z.string(), id: z.number() }).optional(),
    error: z.string().optional(),
    /**
     * The lead failed on the model API (`error` says how): an error status, a call never
     * answered, a stream cut, or answers stopped every time (max_tokens, refusal). Claude Code's
     * `terminal_reason: "api_error"`.
     */
    api_error: z.literal(true).optional(),
  }),
);
export type RunResult = z.infer<typeof runResultSchema>;

/**
 * Whether the run did all its work: nothing (an error, a limit, a cancel) stopped it and no agent
 * or matrix job is left unfinished. Only such a result shows what a check finds, and so what it
 * no longer finds: publishers never let a result that did not finish withdraw, replace or clear
 * what an earlier one reported.
 */
export function ranToCompletion(result: Pick<RunResult, 'conclusion' | 'incomplete'>): boolean {
  return (
    (result.conclusion === 'success' || result.conclusion === 'findings') &&
    result.incomplete.length === 0
  );
}
