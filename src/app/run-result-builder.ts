import type { LimitKind } from '../errors.js';
import type { AgentOutcome } from '../loop/run-agent.js';
import { addUsage, emptyUsage } from '../model/model-client.js';
import { dedupeFindings } from '../results/dedupe-findings.js';
import { incompleteAgents, incompleteTeams, newIncomplete } from '../results/incomplete-agents.js';
import type { McpServerState } from '../mcp/mcp-servers.js';
import { oneLine } from '../results/one-line.js';
import type { RunRecorder } from '../results/run-recorder.js';
import {
  RUN_RESULT_VERSION,
  type Conclusion,
  type AgentRun,
  type IncompleteAgent,
  type RunResult,
} from '../results/run-result.js';

/**
 * The run's conclusion comes from every agent (DESIGN §8): error > cancelled > limit > partial >
 * findings > success. The lead failing is `error`; a limit is that limit; any other agent that did
 * not finish (or whose changes could not merge) makes the run `partial`, never success.
 */
export function conclusionOf(input: {
  lead: AgentOutcome;
  cancelled: boolean;
  budgetExceeded: LimitKind | undefined;
  incomplete: readonly IncompleteAgent[];
  findings: number;
}): Conclusion {
  const { lead } = input;
  if (lead.status === 'failed') return 'error';
  if (input.cancelled) return 'cancelled';
  if (lead.status === 'killed') return 'error';
  if (lead.status !== 'completed') return lead.status;
  if (input.budgetExceeded) return input.budgetExceeded;
  if (input.incomplete.length > 0) return 'partial';
  return input.findings > 0 ? 'findings' : 'success';
}

export function buildRunResult(input: {
  runId: string;
  startedAt: Date;
  durationMs: number;
  lead: AgentOutcome;
  cancelled?: boolean;
  budgetExceeded: LimitKind | undefined;
  recorder: RunRecorder;
  resultsBranch?: string;
  /** The lead's answer under `--json-schema`, validated. */
  structuredOutput?: unknown;
  /** The session (run id) this run continued. */
  resumedFrom?: string;
  /** The MCP servers that did not start: the run went on without their tools. */
  mcpFailures?: readonly McpServerState[];
  /** The agents the run was asked to run (`--agent`, the Action's `agents`): each must have run. */
  requestedAgents?: readonly string[];
}): RunResult {
  const { recorder, lead } = input;
  const findings = dedupeFindings(recorder.findings);
  const usage = recorder.agents.reduce(
    (total, agent) => addUsage(total, agent.usage),
    emptyUsage(),
  );
  const derived = [
    ...incompleteAgents(recorder.agents, recorder.changes),
    ...incompleteTeams(recorder.unfinishedTasks),
    ...(input.mcpFailures ?? []).map(incompleteServer),
    ...notStarted(input.requestedAgents ?? [], recorder.agents),
  ];
  const incomplete = [...derived, ...newIncomplete(derived, recorder.reportedIncomplete)];
  const conclusion = conclusionOf({
    lead,
    cancelled: input.cancelled ?? false,
    budgetExceeded: input.budgetExceeded,
    incomplete,
    findings: findings.length,
  });
  return {
    version: RUN_RESULT_VERSION,
    conclusion,
    run_id: input.runId,
    started_at: input.startedAt.toISOString(),
    duration_ms: Math.round(input.durationMs),
    final_text: lead.finalText,
    ...(input.structuredOutput !== undefined ? { structured_output: input.structuredOutput } : {}),
    ...(input.resumedFrom ? { resumed_from: input.resumedFrom } : {}),
    agents: recorder.agents,
    findings,
    changes: recorder.changes,
    incomplete,
    ...(recorder.unfinishedTasks.length > 0
      ? { unfinished_tasks: [...recorder.unfinishedTasks] }
      : {}),
    ...(input.resultsBranch ? { results_branch: input.resultsBranch } : {}),
    usage,
    cost_usd: Number(recorder.agents.reduce((sum, agent) => sum + agent.cost_usd, 0).toFixed(6)),
    ...(lead.status !== 'completed' ? { error: lead.error ?? lead.status } : {}),
    ...(lead.status === 'failed' && lead.apiError ? { api_error: true } : {}),
  };
}

/**
 * The agents the run was asked for that the lead never started, as `incomplete` entries: a matrix
 * job whose one agent never ran did not do its job, whatever the lead answered.
 */
function notStarted(requested: readonly string[], ran: readonly AgentRun[]): IncompleteAgent[] {
  const started = new Set(ran.map((agent) => agent.name));
  return [...new Set(requested)]
    .filter((name) => !started.has(name))
    .map((name) => ({
      name,
      agent_id: '',
      status: 'not_started',
      reason: 'the run was asked to run it, but the lead never started it',
    }));
}

/**
 * An MCP server that did not start, or was lost mid-run, as an `incomplete` entry: the agents ran without its tools,
 * so their work may miss what it would have found. Claude Code goes on without the server, and
 * so does the run, but it is never reported as success (at least `partial`).
 */
function incompleteServer(server: McpServerState): IncompleteAgent {
  return {
    name: `MCP server ${server.name}`,
    agent_id: '',
    status: server.lost ? 'failed' : 'not_started',
    reason: oneLine(
      `${server.lost ? 'was lost mid-run' : 'did not start'} (${server.scope === 'flag' ? `--mcp-config ${server.origin}` : server.origin}), so the agents ran without its tools: ${server.error ?? 'unknown error'}`,
      300,
    ),
  };
}
