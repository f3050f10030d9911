import { z } from 'zod';
import { defineTool } from '../tools/define-tool.js';
import { reportedFindingSchema } from './finding.js';
import type { RunRecorder } from './run-recorder.js';

const inputSchema = z.object({
  findings: z
    .array(reportedFindingSchema)
    .describe('The findings; an empty list reports that there are none'),
});

/**
 * ReportFindings (DESIGN §8): agents report structured findings here instead of in prose. The
 * reporting agent is taken from the run, never from the input.
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
    async run(input, context) {
      const findings = input.findings.map((finding) => ({
        ...finding,
        path: finding.path.replace(/^\.\//, ''),
        agent: context.agentName,
      }));
      recorder.recordFindings(findings, context.agentId);
      return findings.length === 0
        ? 'Recorded: no findings.'
        : `Recorded ${findings.length} finding${findings.length === 1 ? '' : 's'}.`;
    },
  });
}
