import { describe, expect, it } from 'vitest';
import { formatFinalReport } from '../../src/cli/final-report.js';
import { failOnReason } from '../../src/publish/fail-on-reason.js';
import { makeFinding, makeResult } from '../publish/fixtures.js';

describe('the terminal report', () => {
  it('lists the first 20 findings (severity, path:line, title) and counts the rest', () => {
    const findings = Array.from({ length: 23 }, (_, index) =>
      makeFinding({ path: `src/f${index}.ts`, line: index + 1, title: `Problem ${index}` }),
    );
    const report = formatFinalReport(makeResult({ findings }), { stateDir: '/state' });
    expect(report).toContain('Findings (23):');
    expect(report).toMatch(/medium\s+src\/f0\.ts:1 {2}Problem 0/);
    expect(report).toContain('src/f19.ts:20  Problem 19');
    expect(report).not.toContain('Problem 20');
    expect(report).toContain('…and 3 more');
  });

  it('names the agents that did not finish and prints the run id and results branch last', () => {
    const report = formatFinalReport(
      makeResult({
        conclusion: 'partial',
        results_branch: 'flotilla/results-abc',
        incomplete: [
          { name: 'docs', agent_id: 'docs@run', status: 'killed', reason: 'hit its time limit' },
        ],
        agents: [{ ...makeResult().agents[0]!, unreported_text: 'All good, nothing to report.' }],
      }),
      { stateDir: '/state' },
    );
    expect(report).toContain('docs (docs@run) — killed — hit its time limit');
    expect(report).toContain(
      'reviewer reported no findings; it said:\n  All good, nothing to report.',
    );
    const lines = report.trimEnd().split('\n');
    expect(lines.at(-2)).toBe('Run id: 20261126T000000Z-0000test');
    expect(lines.at(-1)).toBe('Results branch: flotilla/results-abc');
  });
});

describe('failOnReason', () => {
  it('names the worst finding that reached the threshold', () => {
    const result = makeResult({
      findings: [
        makeFinding({ severity: 'medium', title: 'Meh' }),
        makeFinding({ severity: 'critical', path: 'src/auth.ts', line: 7, title: 'SQL injection' }),
        makeFinding({ severity: 'high', title: 'Bad' }),
      ],
    });
    expect(failOnReason(result, 'high')).toBe(
      '--fail-on high: critical finding at src/auth.ts:7 "SQL injection" and 1 more at or above high.',
    );
    expect(failOnReason(result, undefined)).toBe('');
    expect(failOnReason(result, 'high', { name: 'fail_on' })).toMatch(/^fail_on high: critical/);
  });
});
