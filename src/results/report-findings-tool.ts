import { z } from 'zod';
import { ToolError } from '../errors.js';
import { prebuiltInputSchemas } from '../tools/prebuilt-input-schemas.js';
import { defineTool } from '../tools/define-tool.js';
import { type ReportedFinding, reportedFindingSchema } from './finding.js';
import { findingPath } from './finding-path.js';
import type { RunRecorder } from './run-recorder.js';

const inputSchema = z.lazy(() =>
  z.object({
    findings: z
      .array(reportedFindingSchema)
      .describe('The findings; an empty list reports that there are none'),
  }),
);

/**
 * ReportFindings (DESIGN §8): agents report structured findings here instead of in prose. The
 * reporting agent (its type in `agent`, its run in `agent_ids`) is taken from the run, never from
 * the input. Paths are stored relative to the repository (findingPath); a path outside it, or a
 * range whose start_line is after its line, is refused as a whole call with an is_error result
 * naming each bad finding, so the model can retry.
 */
export function createReportFindingsTool(recorder: RunRecorder) {
  return defineTool({
    name: 'ReportFindings',
    description: [
      'Report review findings as structured data. Call it once with every finding (or an empty list).',
      'path: relative to the repository root. line: the last line of the finding in the new file',
      '(side RIGHT, default) or the old file (side LEFT); start_line for a range. severity: critical,',
      'high, medium, low or info. suggestion: replacement text for lines start_line..line.',
    ].join(' '),
    kind: 'coordination',
    inputSchema,
    inputJsonSchema: prebuiltInputSchemas.ReportFindings,
    async run(input, context) {
      const repositoryRoot = recorder.repositoryRoot ?? context.root;
      const problems: string[] = [];
      const findings = input.findings.map((finding, index) => {
        const where = `findings[${index}] ('${finding.title}')`;
        const range = reversedRange(finding);
        if (range) problems.push(`${where}: ${range}`);
        try {
          return {
            ...finding,
            path: findingPath(finding.path, repositoryRoot, context.root),
            agent: context.agentName,
            agent_ids: [context.agentId],
          };
        } catch (error) {
          if (!(error instanceof ToolError)) throw error;
          problems.push(`${where}: ${error.message}`);
          return { ...finding, agent: context.agentName, agent_ids: [context.agentId] };
        }
      });
      if (problems.length > 0) {
        throw new ToolError(
          `Nothing was recorded; fix these and call ReportFindings again with every finding:\n` +
            problems.map((problem) => `- ${problem}`).join('\n'),
        );
      }
      recorder.recordFindings(findings, context.agentId);
      return findings.length === 0
        ? 'Recorded: no findings.'
        : `Recorded ${findings.length} finding${findings.length === 1 ? '' : 's'}.`;
    },
  });
}

function reversedRange(finding: ReportedFinding): string | undefined {
  if (finding.start_line === undefined || finding.start_line <= finding.line) return undefined;
  return (
    `start_line ${finding.start_line} is after line ${finding.line}. line is the last line of ` +
    `the range and start_line the first: swap them.`
  );
}
