import { describe, expect, it } from 'vitest';
import { renderMarkdownReport } from '../../src/publish/markdown-report.js';
import { renderJobSummary } from '../../src/publish/job-summary.js';
import { renderRunTimeline } from '../../src/publish/run-timeline.js';
import type { AgentRun } from '../../src/results/run-result.js';
import { makeResult } from './fixtures.js';

const base = makeResult().agents[0]!;
const t0 = Date.parse('2026-11-26T05:00:00.000Z');
const at = (ms: number) => new Date(t0 + ms).toISOString();

function agent(overrides: Partial<AgentRun>): AgentRun {
  return { ...base, ...overrides };
}

describe('renderRunTimeline', () => {
  const result = makeResult({
    started_at: at(0),
    agents: [
      agent({
        name: 'flotilla-lead',
        agent_id: 'lead',
        turns: 4,
        started_at: at(0),
        ended_at: at(9_000),
        waits: [{ started_at: at(2_000), duration_ms: 6_000 }],
      }),
      agent({
        name: 'security: review #1; now',
        agent_id: 'a1',
        status: 'max_turns',
        turns: 1,
        started_at: at(1_000),
        ended_at: at(1_000),
      }),
      // Recorded by an older Flotilla (no times): left out of the chart, not drawn at zero.
      agent({ name: 'old', agent_id: 'a2' }),
    ],
  });

  it('draws one section per agent, its status and turns, and the waits', () => {
    const chart = renderRunTimeline(result)!;
    expect(chart.split('\n')).toEqual([
      '```mermaid',
      'gantt',
      '  dateFormat x',
      '  axisFormat %H:%M:%S',
      '  section flotilla-lead',
      `  completed, 4 turns :done, a0, ${t0}, ${t0 + 9_000}`,
      `  waiting :active, a0w0, ${t0 + 2_000}, ${t0 + 8_000}`,
      // Characters Mermaid reads as syntax are gone; a zero-length bar still shows (1 ms).
      '  section security review 1 now',
      `  max_turns, 1 turn :crit, a1, ${t0 + 1_000}, ${t0 + 1_001}`,
      '```',
    ]);
  });

  it('is absent when no agent has a recorded start', () => {
    expect(renderRunTimeline(makeResult())).toBeUndefined();
    expect(renderJobSummary(makeResult())).not.toContain('mermaid');
  });

  it('is in the job summary and in review.md', () => {
    const chart = renderRunTimeline(result)!;
    expect(renderJobSummary(result)).toContain(`### Timeline\n\n${chart}`);
    expect(renderMarkdownReport(result)).toContain(chart);
  });
});
