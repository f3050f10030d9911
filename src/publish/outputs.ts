import type { RunResult } from '../results/run-result.js';
import { countBySeverity } from './markdown.js';
import { createRedactor, type Redactor } from './redact.js';

/**
 * Step outputs (DESIGN §10), as one pure map from a RunResult. Every name is always present (an
 * empty string when it does not apply), so workflows can rely on them.
 */

export const outputNames = [
  'conclusion',
  'result_file',
  'findings',
  'critical',
  'high',
  'medium',
  'low',
  'info',
  'turns',
  'input_tokens',
  'output_tokens',
  'cache_read_tokens',
  'cost_usd',
  'review_url',
  'branch',
  'pr_url',
] as const;
export type OutputName = (typeof outputNames)[number];
export type StepOutputs = Record<OutputName, string>;

export function stepOutputs(
  result: RunResult,
  context: {
    resultFile?: string;
    reviewUrl?: string;
    branch?: string;
    prUrl?: string;
    redact?: Redactor;
  } = {},
): StepOutputs {
  const counts = countBySeverity(result.findings);
  const redact = context.redact ?? createRedactor([]);
  const outputs: StepOutputs = {
    conclusion: result.conclusion,
    result_file: context.resultFile ?? '',
    findings: String(result.findings.length),
    critical: String(counts.critical),
    high: String(counts.high),
    medium: String(counts.medium),
    low: String(counts.low),
    info: String(counts.info),
    turns: String(result.agents.reduce((total, agent) => total + agent.turns, 0)),
    input_tokens: String(result.usage.input_tokens),
    output_tokens: String(result.usage.output_tokens),
    cache_read_tokens: String(result.usage.cache_read_input_tokens),
    cost_usd: formatCost(result.cost_usd),
    review_url: context.reviewUrl ?? result.review?.url ?? '',
    branch: context.branch ?? '',
    pr_url: context.prUrl ?? '',
  };
  for (const name of outputNames) outputs[name] = redact(outputs[name]);
  return outputs;
}

/** Up to six decimals, no float noise, no exponent: 0.1234, 2, 0.000001. */
function formatCost(value: number): string {
  return String(Math.round(value * 1e6) / 1e6);
}
