import { severities } from '../results/finding.js';
import type { PublishedLinks } from '../publish/publish-result.js';
import type { RunResult } from '../results/run-result.js';
import { Outputs } from './constants.js';
import type { OutputName } from './constants.js';

/**
 * Every step output, as the strings `core.setOutput` writes. Counts and tokens are whole
 * numbers; cost_usd has at most 6 decimals; links are '' when nothing was posted.
 */
export function actionOutputs(
  result: RunResult,
  links: PublishedLinks & {
    /** Path of the RunResult JSON file written for this run. */
    resultFile: string;
  },
): Record<OutputName, string> {
  const bySeverity = Object.fromEntries(severities.map((severity) => [severity, 0])) as Record<
    (typeof severities)[number],
    number
  >;
  for (const finding of result.findings) bySeverity[finding.severity] += 1;
  const turns = result.agents.reduce((sum, agent) => sum + agent.turns, 0);
  return {
    [Outputs.Conclusion]: result.conclusion,
    [Outputs.ResultFile]: links.resultFile,
    [Outputs.Findings]: String(result.findings.length),
    [Outputs.Critical]: String(bySeverity.critical),
    [Outputs.High]: String(bySeverity.high),
    [Outputs.Medium]: String(bySeverity.medium),
    [Outputs.Low]: String(bySeverity.low),
    [Outputs.Info]: String(bySeverity.info),
    [Outputs.Turns]: String(turns),
    [Outputs.InputTokens]: String(result.usage.input_tokens),
    [Outputs.OutputTokens]: String(result.usage.output_tokens),
    [Outputs.CacheReadTokens]: String(result.usage.cache_read_input_tokens),
    [Outputs.CacheWriteTokens]: String(result.usage.cache_creation_input_tokens),
    [Outputs.CostUsd]: String(Number(result.cost_usd.toFixed(6))),
    // Only a review's URL: comments and issues have outputs of their own.
    [Outputs.ReviewUrl]: links.reviewUrl ?? result.review?.url ?? '',
    [Outputs.CommentUrl]: links.commentUrl ?? '',
    [Outputs.IssueUrl]: links.issueUrl ?? '',
    [Outputs.Branch]: links.branch ?? '',
    [Outputs.PrUrl]: links.prUrl ?? '',
    [Outputs.StructuredOutput]:
      result.structured_output === undefined ? '' : JSON.stringify(result.structured_output),
    [Outputs.SessionId]: result.run_id,
    // Set by `mode: matrix` only.
    [Outputs.Matrix]: '',
  };
}
