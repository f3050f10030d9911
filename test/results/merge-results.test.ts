import { describe, expect, it } from 'vitest';
import { UserError } from '../../src/errors.js';
import {
  conclusionSeverity,
  describeMergeHead,
  jobLabel,
  mergeHead,
  mergeResults,
  worstConclusion,
} from '../../src/results/merge-results.js';
import type { RunResult } from '../../src/results/run-result.js';

const usage = (input: number) => ({
  input_tokens: input,
  output_tokens: input / 10,
  cache_creation_input_tokens: 1,
  cache_read_input_tokens: 2,
});

const job = (name: string, overrides: Partial<RunResult> = {}): RunResult => ({
  version: '1',
  run_id: '20261126T000000Z-0000test',
  incomplete: [],
  conclusion: 'success',
  started_at: '2025-03-01T10:00:00.000Z',
  duration_ms: 1000,
  final_text: `${name} done`,
  agents: [
    {
      name,
      agent_id: `${name}@run`,
      status: 'completed',
      turns: 2,
      tool_uses: 1,
      usage: usage(100),
      cost_usd: 0.1,
      duration_ms: 1000,
    },
  ],
  findings: [],
  changes: [],
  usage: usage(100),
  cost_usd: 0.1,
  ...overrides,
});

describe('mergeResults', () => {
  it('combines the jobs of a matrix into one result', () => {
    const merged = mergeResults([
      job('security', {
        started_at: '2025-03-01T10:00:05.000Z',
        duration_ms: 5000,
        findings: [
          {
            path: 'a.ts',
            line: 1,
            severity: 'low',
            title: 'SQL injection',
            body: '',
            agent: 'security',
          },
        ],
        changes: [
          { agent: 'security', branch: 'flotilla/security', files: ['a.ts'], commit: 'c1' },
        ],
      }),
      job('style', {
        started_at: '2025-03-01T09:59:58.000Z',
        duration_ms: 9000,
        conclusion: 'findings',
        findings: [
          {
            path: 'a.ts',
            line: 1,
            severity: 'high',
            title: 'Possible SQL injection',
            body: '',
            agent: 'style',
          },
        ],
        usage: usage(300),
        cost_usd: 0.2,
      }),
    ]);
    expect(merged.agents.map((agent) => agent.name)).toEqual(['security', 'style']);
    expect(merged.findings).toEqual([
      {
        path: 'a.ts',
        line: 1,
        severity: 'high',
        title: 'Possible SQL injection',
        body: '',
        agent: 'style, security',
      },
    ]);
    expect(merged.changes).toHaveLength(1);
    expect(merged.usage).toEqual({
      input_tokens: 400,
      output_tokens: 40,
      cache_creation_input_tokens: 2,
      cache_read_input_tokens: 4,
    });
    expect(merged.cost_usd).toBe(0.3);
    expect(merged.started_at).toBe('2025-03-01T09:59:58.000Z');
    expect(merged.duration_ms).toBe(9000);
    expect(merged.conclusion).toBe('findings');
    expect(merged.final_text).toBe('security done\n\n---\n\nstyle done');
    expect(merged.review).toBeUndefined();
  });

  it('takes the worst conclusion: error > cancelled > limit > partial > findings > success', () => {
    expect(conclusionSeverity).toEqual([
      'error',
      'cancelled',
      'timeout',
      'budget',
      'max_turns',
      'partial',
      'findings',
      'success',
    ]);
    expect(worstConclusion(['findings', 'partial'])).toBe('partial');
    expect(worstConclusion(['partial', 'max_turns'])).toBe('max_turns');
    expect(worstConclusion(['partial', 'cancelled', 'timeout'])).toBe('cancelled');
    expect(worstConclusion(['success', 'findings'])).toBe('findings');
    expect(worstConclusion(['findings', 'max_turns'])).toBe('max_turns');
    expect(worstConclusion(['max_turns', 'budget', 'success'])).toBe('budget');
    expect(worstConclusion(['budget', 'timeout'])).toBe('timeout');
    expect(worstConclusion(['timeout', 'error', 'success'])).toBe('error');
    expect(worstConclusion([])).toBe('success');
    const merged = mergeResults([
      job('a', { conclusion: 'error', error: 'boom' }),
      job('b', { conclusion: 'timeout' }),
    ]);
    // Each job's error says whose it is.
    expect(merged).toMatchObject({ conclusion: 'error', error: "a's job: boom" });
  });

  it('keeps the results branch when the jobs name one between them, and none when they name several', () => {
    const branch = (name: string) => `flotilla/results-${name}`;
    expect(mergeResults([job('a', { results_branch: branch('a') }), job('b')]).results_branch).toBe(
      branch('a'),
    );
    expect(
      mergeResults([
        job('a', { results_branch: branch('a') }),
        job('b', { results_branch: branch('b') }),
      ]).results_branch,
    ).toBeUndefined();
  });

  it('is on the pull-request head the jobs recorded; a finding from another head is unanchored', () => {
    const headA = 'a'.repeat(40);
    const headB = 'b'.repeat(40);
    const finding = (agent: string) => ({
      path: 'src/new.js',
      line: 5,
      severity: 'high' as const,
      title: `${agent} finding`,
      body: '',
      agent,
    });
    const onA = job('security', { head_sha: headA, findings: [finding('security')] });
    const onB = job('docs', { head_sha: headB, findings: [finding('docs')] });
    // One head between them wins over the caller's (the event's, perhaps already moved on).
    const agreed = mergeResults([onA, job('tests', { head_sha: headA })], { headSha: headB });
    expect(agreed.head_sha).toBe(headA);
    expect(agreed.findings.map((entry) => entry.unanchored)).toEqual([undefined]);
    // Several: the caller's head, and the other head's findings listed, never anchored.
    const split = mergeResults([onA, onB], { headSha: headB });
    expect(split.head_sha).toBe(headB);
    const byAgent = new Map(split.findings.map((entry) => [entry.agent, entry.unanchored]));
    expect(byAgent.get('docs')).toBeUndefined();
    expect(byAgent.get('security')).toMatch(/reported on commit aaaaaaaaaaaa.*on bbbbbbbbbbbb/);
    // Results that name no head (a run not on a pull request) name none merged.
    expect(mergeResults([job('a'), job('b')]).head_sha).toBeUndefined();
  });

  it('without a head given, is on the head of the result that started last, and unanchors the others', () => {
    const older = 'a'.repeat(40);
    const newer = 'b'.repeat(40);
    const finding = (agent: string) => ({
      path: 'src/new.js',
      line: 5,
      severity: 'high' as const,
      title: `${agent} finding`,
      body: '',
      agent,
    });
    const results = [
      job('docs', {
        head_sha: newer,
        started_at: '2025-03-01T10:30:00.000Z',
        findings: [finding('docs')],
      }),
      job('security', {
        head_sha: older,
        started_at: '2025-03-01T10:00:00.000Z',
        findings: [finding('security')],
      }),
    ];
    const merged = mergeResults(results);
    expect(merged.head_sha).toBe(newer);
    const byAgent = new Map(merged.findings.map((entry) => [entry.agent, entry.unanchored]));
    expect(byAgent.get('docs')).toBeUndefined();
    expect(byAgent.get('security')).toMatch(/reported on commit aaaaaaaaaaaa/);
    const head = mergeHead(results);
    expect(head).toMatchObject({ sha: newer, source: 'newest' });
    expect(describeMergeHead(head)).toBe(
      'The results name 2 heads: bbbbbbbbbbbb (docs), aaaaaaaaaaaa (security). Merged on bbbbbbbbbbbb, the head of the result that started last: 1 finding(s) reported on aaaaaaaaaaaa are kept unanchored (listed in the review body, never commented inline), as their lines may hold other code there.',
    );
    // One head between them: nothing to say.
    expect(describeMergeHead(mergeHead([results[0]!]))).toBeUndefined();
  });

  it("names each job's lead and error by the job, so two jobs' entries can be told apart", () => {
    const lead = (status: 'completed' | 'killed') => ({
      name: 'flotilla-lead',
      agent_id: 'lead',
      status,
      turns: 1,
      tool_uses: 0,
      usage: usage(10),
      cost_usd: 0,
      duration_ms: 10,
    });
    const alpha = job('alpha');
    const beta = job('beta');
    const merged = mergeResults([
      { ...alpha, agents: [lead('completed'), ...alpha.agents] },
      {
        ...beta,
        conclusion: 'cancelled',
        error: 'The run was cancelled.',
        agents: [lead('killed'), ...beta.agents],
        incomplete: [
          { name: 'flotilla-lead', agent_id: 'lead', status: 'killed', reason: 'cancelled' },
        ],
      },
    ]);
    expect(merged.agents.map((agent) => agent.name)).toEqual([
      "flotilla-lead (alpha's job)",
      'alpha',
      "flotilla-lead (beta's job)",
      'beta',
    ]);
    expect(merged.incomplete.map((entry) => entry.name)).toEqual(["flotilla-lead (beta's job)"]);
    expect(merged.error).toBe("beta's job: The run was cancelled.");
    // One result alone is its own: nothing renamed.
    const alone = mergeResults([{ ...beta, agents: [lead('killed')], error: 'x' }]);
    expect(alone.agents[0]?.name).toBe('flotilla-lead');
    expect(alone.error).toBe('x');
    expect(jobLabel({ ...beta, agents: [lead('killed')], run_id: 'r1' })).toBe('r1');
  });

  it('refuses to merge nothing, saying what to pass', () => {
    expect(() => mergeResults([])).toThrow(UserError);
    expect(() => mergeResults([])).toThrow(/no results to merge/);
  });
});
