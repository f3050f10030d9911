import { describe, expect, it } from 'vitest';
import { actionOutputs } from '../../src/action/outputs.js';
import type { Finding } from '../../src/results/finding.js';
import type { RunResult } from '../../src/results/run-result.js';

const usage = {
  input_tokens: 1200,
  output_tokens: 340,
  cache_creation_input_tokens: 10,
  cache_read_input_tokens: 900,
};

function finding(severity: Finding['severity'], line: number): Finding {
  return { path: 'src/a.ts', line, severity, title: `t${line}`, body: 'b', agent: 'reviewer' };
}

const result: RunResult = {
  version: '1',
  run_id: '20261126T000000Z-0000test',
  incomplete: [],
  conclusion: 'findings',
  started_at: '2025-01-01T00:00:00Z',
  duration_ms: 5000,
  final_text: 'done',
  agents: [
    {
      name: 'lead',
      agent_id: 'a1',
      status: 'completed',
      turns: 3,
      tool_uses: 2,
      usage,
      cost_usd: 0,
      duration_ms: 5000,
    },
    {
      name: 'reviewer',
      agent_id: 'a2',
      status: 'completed',
      turns: 7,
      tool_uses: 9,
      usage,
      cost_usd: 0,
      duration_ms: 4000,
    },
  ],
  findings: [finding('critical', 1), finding('high', 2), finding('high', 3), finding('info', 4)],
  changes: [],
  usage,
  cost_usd: 0.0123456789,
  review: { url: 'https://github.com/o/r/pull/2#pullrequestreview-1', id: 1 },
};

describe('actionOutputs', () => {
  it('counts findings by severity and sums turns over agents', () => {
    const outputs = actionOutputs(result, { resultFile: '/tmp/r/result.json' });
    expect(outputs).toEqual({
      conclusion: 'findings',
      result_file: '/tmp/r/result.json',
      findings: '4',
      critical: '1',
      high: '2',
      medium: '0',
      low: '0',
      info: '1',
      turns: '10',
      input_tokens: '1200',
      output_tokens: '340',
      cache_read_tokens: '900',
      cache_write_tokens: '10',
      cost_usd: '0.012346',
      review_url: 'https://github.com/o/r/pull/2#pullrequestreview-1',
      comment_url: '',
      issue_url: '',
      branch: '',
      pr_url: '',
      structured_output: '',
      session_id: '20261126T000000Z-0000test',
      matrix: '',
    });
  });

  it('gives the structured answer as JSON text and the session id', () => {
    const outputs = actionOutputs(
      { ...result, structured_output: { verdict: 'ship', risks: ['none'] } },
      { resultFile: 'r.json' },
    );
    expect(JSON.parse(outputs.structured_output)).toEqual({ verdict: 'ship', risks: ['none'] });
    expect(outputs.session_id).toBe(result.run_id);
  });

  it('keeps comment and issue URLs out of review_url', () => {
    const comment = actionOutputs(
      { ...result, review: undefined },
      { resultFile: 'r.json', commentUrl: 'https://github.com/o/r/pull/2#issuecomment-5' },
    );
    expect(comment).toMatchObject({
      review_url: '',
      comment_url: 'https://github.com/o/r/pull/2#issuecomment-5',
      issue_url: '',
    });
    const issue = actionOutputs(
      { ...result, review: undefined },
      { resultFile: 'r.json', issueUrl: 'https://github.com/o/r/issues/9' },
    );
    expect(issue).toMatchObject({ review_url: '', issue_url: 'https://github.com/o/r/issues/9' });
  });

  it('reports what publishing produced', () => {
    const outputs = actionOutputs(
      { ...result, review: undefined },
      {
        resultFile: 'r.json',
        reviewUrl: 'https://example.test/review',
        branch: 'flotilla/fix',
        prUrl: 'https://github.com/o/r/pull/3',
      },
    );
    expect(outputs).toMatchObject({
      review_url: 'https://example.test/review',
      branch: 'flotilla/fix',
      pr_url: 'https://github.com/o/r/pull/3',
    });
  });
});
