import type { LimitKind } from '../errors.js';
import type { AgentOutcome } from '../loop/run-agent.js';
import { addUsage, emptyUsage } from '../model/model-client.js';
import { dedupeFindings } from '../results/dedupe-findings.js';
import type { RunRecorder } from '../results/run-recorder.js';
import { RUN_RESULT_VERSION, type Conclusion, type RunResult } from '../results/run-result.js';

/**
 * The run's conclusion comes from how the lead ended: a limit is reported as that limit, a
 * failure as `error`, never as success.
 */
export function conclusionOf(
  lead: AgentOutcome,
  budgetExceeded: LimitKind | undefined,
  findings: number,
): Conclusion {
  switch (lead.status) {
    case 'failed':
    case 'killed':
      return 'error';
    case 'max_turns':
    case 'budget':
    case 'timeout':
      return lead.status;
    case 'completed':
      if (budgetExceeded) return budgetExceeded;
      return findings > 0 ? 'findings' : 'success';
  }
}

export function buildRunResult(input: {
  startedAt: Date;
  durationMs: number;
  lead: AgentOutcome;
  budgetExceeded: LimitKind | undefined;
  recorder: RunRecorder;
}): RunResult {
  const { recorder, lead } = input;
  const findings = dedupeFindings(recorder.findings);
  const usage = recorder.agents.reduce(
    (total, agent) => addUsage(total, agent.usage),
    emptyUsage(),
  );
  const conclusion = conclusionOf(lead, input.budgetExceeded, findings.length);
  return {
    version: RUN_RESULT_VERSION,
    conclusion,
    started_at: input.startedAt.toISOString(),
    duration_ms: Math.round(input.durationMs),
    final_text: lead.finalText,
    agents: recorder.agents,
    findings,
    changes: recorder.changes,
    usage,
    cost_usd: Number(recorder.agents.reduce((sum, agent) => sum + agent.cost_usd, 0).toFixed(6)),
    ...(conclusion === 'error' || lead.status !== 'completed'
      ? { error: lead.error ?? lead.status }
      : {}),
  };
}
