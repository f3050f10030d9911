import { describe, expect, it } from 'vitest';
import { exitCodeFor } from '../../src/app/exit-code.js';
import { buildRunResult, conclusionOf } from '../../src/app/run-result-builder.js';
import type { AgentOutcome } from '../../src/loop/run-agent.js';
import { emptyUsage } from '../../src/model/model-client.js';
import { incompleteAgents, incompleteBeyondAgents } from '../../src/results/incomplete-agents.js';
import { RunRecorder } from '../../src/results/run-recorder.js';
import type { AgentRun } from '../../src/results/run-result.js';

const lead = (status: AgentOutcome['status']): AgentOutcome => ({
  status,
  finalText: '',
  turns: 1,
  toolUses: 0,
  usage: emptyUsage(),
  costUsd: 0,
  durationMs: 1,
});
const run = (fields: Partial<AgentRun>): AgentRun => ({
  name: 'worker',
  agent_id: 'a1-worker',
  status: 'completed',
  turns: 1,
  tool_uses: 0,
  usage: emptyUsage(),
  cost_usd: 0,
  duration_ms: 1,
  ...fields,
});
const failed = incompleteAgents([run({ status: 'failed', error: 'HTTP 400' })], []);

describe('conclusionOf: error > cancelled > limit > partial > findings > success', () => {
  it.each([
    [
      'the lead failing is error, whatever else',
      { lead: lead('failed'), cancelled: true },
      'error',
    ],
    ['a cancellation outranks a limit', { lead: lead('timeout'), cancelled: true }, 'cancelled'],
    ['a limit outranks partial', { lead: lead('max_turns'), incomplete: failed }, 'max_turns'],
    [
      'a run budget outranks partial',
      { budgetExceeded: 'budget' as const, incomplete: failed },
      'budget',
    ],
    ['partial outranks findings', { incomplete: failed, findings: 3 }, 'partial'],
    ['findings', { findings: 1 }, 'findings'],
    ['success', {}, 'success'],
  ])('%s', (_, input, expected) => {
    expect(
      conclusionOf({
        lead: lead('completed'),
        cancelled: false,
        budgetExceeded: undefined,
        incomplete: [],
        findings: 0,
        ...input,
      }),
    ).toBe(expected);
  });
});

describe('incompleteAgents', () => {
  it('lists failed, limited and unmerged agents, not the ones the lead stopped', () => {
    const list = incompleteAgents(
      [
        run({ name: 'ok' }),
        run({ name: 'broke', agent_id: 'a2', status: 'failed', error: 'HTTP 400\nBad request' }),
        run({ name: 'long', agent_id: 'a3', status: 'max_turns' }),
        run({ name: 'stopped', agent_id: 'a4', status: 'killed', stopped_by_lead: true }),
        run({ name: 'unfinished', agent_id: 'a5', error: 'its worktree could not be finished' }),
        run({ name: 'merger', agent_id: 'a6', branch: 'flotilla/a6' }),
      ],
      [
        {
          agent: 'merger',
          branch: 'flotilla/a6',
          files: ['x.js'],
          commit: 'c0ffee',
          conflict: true,
        },
      ],
    );
    expect(list.map((agent) => [agent.name, agent.status])).toEqual([
      ['broke', 'failed'],
      ['long', 'max_turns'],
      ['unfinished', 'not_merged'],
      ['merger', 'not_merged'],
    ]);
    expect(list[0]?.reason).toBe('HTTP 400 Bad request');
    expect(list[1]?.reason).toBe('it reached its turn limit');
    expect(list[3]?.agent_id).toBe('a6');
  });
});

describe("a teammate process's MCP servers in its lead's result", () => {
  const server = (name: string, lost: boolean) => ({
    name,
    scope: 'flag' as const,
    origin: '#1 (inline JSON)',
    status: 'failed' as const,
    error: lost ? 'it stopped 4 times in a row' : 'spawn ENOENT',
    ...(lost ? { lost: true as const } : {}),
  });
  const resultOf = (recorder: RunRecorder, mcpFailures: ReturnType<typeof server>[]) =>
    buildRunResult({
      runId: 'r',
      startedAt: new Date(0),
      durationMs: 1,
      lead: lead('completed'),
      budgetExceeded: undefined,
      recorder,
      mcpFailures,
    });

  it('hands over what its result lists beyond its agents, changes and tasks: the servers it went without', () => {
    const teammate = new RunRecorder();
    teammate.recordAgent(run({ status: 'failed', error: 'HTTP 400' }));
    teammate.recordUnfinishedTasks([{ team: 't1', id: '1', subject: 'x', status: 'pending' }]);
    const child = resultOf(teammate, [server('t', true)]);
    expect(child.incomplete.map((entry) => entry.name)).toEqual([
      'worker',
      'team t1',
      'MCP server t',
    ]);
    expect(incompleteBeyondAgents(child).map((entry) => entry.name)).toEqual(['MCP server t']);
  });

  it("makes the lead's run partial, one line per server and status however many processes lost their copy", () => {
    const leadRecorder = new RunRecorder();
    const reported = [server('t', true), server('u', false)].map(
      (state) => resultOf(new RunRecorder(), [state]).incomplete[0]!,
    );
    leadRecorder.recordIncomplete(reported);
    leadRecorder.recordIncomplete(reported);
    expect(resultOf(leadRecorder, []).conclusion).toBe('partial');
    const both = resultOf(leadRecorder, [server('t', true)]);
    expect(both.incomplete.map((entry) => [entry.name, entry.status])).toEqual([
      ['MCP server t', 'failed'],
      ['MCP server u', 'not_started'],
    ]);
  });
});

describe('exit codes', () => {
  it('partial is 5 and outranks --fail-on; cancelled is 130', () => {
    const base = {
      version: '1' as const,
      run_id: 'r',
      started_at: '',
      duration_ms: 0,
      final_text: '',
      agents: [],
      changes: [],
      incomplete: [],
      usage: emptyUsage(),
      cost_usd: 0,
      findings: [
        { path: 'a', line: 1, severity: 'critical' as const, title: 't', body: 'b', agent: 'x' },
      ],
    };
    expect(exitCodeFor({ ...base, conclusion: 'partial' }, 'low')).toBe(5);
    expect(exitCodeFor({ ...base, conclusion: 'findings' }, 'low')).toBe(1);
    expect(exitCodeFor({ ...base, conclusion: 'cancelled' }, 'low')).toBe(130);
  });
});
