import { afterEach, describe, expect, it } from 'vitest';
import { formatFinalReport } from '../../src/cli/final-report.js';
import { formatSummaryTable } from '../../src/cli/summary-table.js';
import { renderUnreportedSection } from '../../src/publish/agent-notes.js';
import { renderJobSummary } from '../../src/publish/job-summary.js';
import { renderInlineComment } from '../../src/publish/review-body.js';
import { toSarif } from '../../src/publish/sarif.js';
import { dedupeFindings } from '../../src/results/dedupe-findings.js';
import type { Finding } from '../../src/results/finding.js';
import { runResultSchema, type RunResult } from '../../src/results/run-result.js';
import { cleanupRuns, run } from '../subagents/harness.js';

afterEach(cleanupRuns);

/** The table row (terminal) or Markdown row (job summary) that starts with `label`. */
function rowOf(text: string, label: string): string[] {
  const line = text.split('\n').find((entry) => entry.replace(/^\|\s*/, '').startsWith(label));
  if (!line) throw new Error(`no row ${label} in:\n${text}`);
  return line
    .split(/\s{2,}|\s*\|\s*/)
    .map((cell) => cell.trim())
    .filter(Boolean);
}

describe('findings are credited to the agent run that reported them', () => {
  it('two general-purpose agents, one reporting: only its row counts the finding, in the terminal table and the job summary', async () => {
    const finished = await run({
      files: { 'a.txt': 'one\n' },
      scenario: {
        name: 'findings-by-agent',
        agents: [
          {
            match: { agent: 'flotilla-lead', last_message: '<task-notification>' },
            repeat_last: true,
            turns: [{ text: 'All done.' }],
          },
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              {
                tool_use: [
                  { name: 'Agent', input: { description: 'review auth', prompt: 'AUTH review' } },
                  { name: 'Agent', input: { description: 'review db', prompt: 'DB review' } },
                ],
              },
              { text: 'Waiting.' },
            ],
          },
          {
            match: { agent: 'general-purpose', last_message: 'AUTH|Recorded' },
            turns: [
              {
                tool_use: [
                  {
                    name: 'ReportFindings',
                    input: {
                      findings: [
                        {
                          path: 'a.txt',
                          line: 1,
                          severity: 'high',
                          title: 'Auth bypass',
                          body: 'found it',
                        },
                      ],
                    },
                  },
                ],
              },
              { text: 'auth done' },
            ],
          },
          {
            match: { agent: 'general-purpose' },
            turns: [{ text: 'DB looks fine, nothing to report' }],
          },
        ],
      },
    });
    // What `flotilla publish results.json` reads: the result as written.
    const result: RunResult = runResultSchema.parse(JSON.parse(JSON.stringify(finished.result)));
    const auth = result.agents.find(
      (agent) => agent.unreported_text === undefined && agent.agent_id !== 'lead',
    );
    const database = result.agents.find((agent) => agent.unreported_text?.startsWith('DB'));
    expect(auth?.name).toBe('general-purpose');
    expect(database?.name).toBe('general-purpose');
    expect(auth?.agent_id).not.toBe(database?.agent_id);

    expect(result.findings).toHaveLength(1);
    expect(result.findings[0]).toMatchObject({
      agent: 'general-purpose',
      agent_ids: [auth!.agent_id],
    });

    const table = formatSummaryTable(result);
    expect(rowOf(table, auth!.agent_id)[2]).toBe('1');
    expect(rowOf(table, database!.agent_id)[2]).toBe('0');
    expect(rowOf(table, 'total')[2]).toBe('1');

    const summary = renderJobSummary(result);
    expect(rowOf(summary, `general-purpose (${auth!.agent_id})`)[2]).toBe('1');
    expect(rowOf(summary, `general-purpose (${database!.agent_id})`)[2]).toBe('0');
    expect(rowOf(summary, '**Total**')[2]).toBe('1');

    // What an agent said without reporting is under its run too, where its type is not enough.
    expect(formatFinalReport(result, { stateDir: '/state' })).toContain(
      `general-purpose (${database!.agent_id}) reported no findings; it said:\n  DB looks fine`,
    );
    expect(renderUnreportedSection(result, { pointer: 'results.json' })).toContain(
      `**\`general-purpose (${database!.agent_id})\`**`,
    );

    // Where outputs name the reporter, they name its type, as before.
    const sarif = toSarif(result);
    expect(sarif.runs[0]?.results[0]?.properties.agent).toBe('general-purpose');
    expect(renderInlineComment(result.findings[0]!, 'results.json')).toContain(
      'Reported by general-purpose',
    );
  });

  it('credits a result written before agent_ids by type name, and keeps unique names as they were', () => {
    const result = runResultSchema.parse({
      version: '1',
      conclusion: 'findings',
      started_at: '2026-01-01T00:00:00Z',
      duration_ms: 1000,
      agents: [agentRun('security', 'a1-security'), agentRun('style', 'a2-style')],
      findings: [
        { path: 'a.ts', line: 1, severity: 'high', title: 'X', body: '', agent: 'security' },
      ],
      changes: [],
      usage: usage(),
      cost_usd: 0,
    });
    expect(result.findings[0]?.agent_ids).toBeUndefined();
    expect(rowOf(formatSummaryTable(result), 'a1-security')[2]).toBe('1');
    expect(rowOf(formatSummaryTable(result), 'a2-style')[2]).toBe('0');
    const summary = renderJobSummary(result);
    expect(rowOf(summary, 'security')[2]).toBe('1');
    expect(rowOf(summary, 'style')[2]).toBe('0');
  });

  it('dedupe keeps every reporting run of a duplicate', () => {
    const finding = (agent: string, agentId: string): Finding => ({
      path: 'a.ts',
      line: 3,
      severity: 'high',
      title: 'SQL injection',
      body: '',
      agent,
      agent_ids: [agentId],
    });
    const [merged] = dedupeFindings([
      finding('general-purpose', 'a1-general-purpose'),
      finding('general-purpose', 'a2-general-purpose'),
      finding('security', 'a3-security'),
    ]);
    expect(merged?.agent).toBe('general-purpose, security');
    expect(merged?.agent_ids).toEqual(['a1-general-purpose', 'a2-general-purpose', 'a3-security']);
  });
});

function usage() {
  return {
    input_tokens: 0,
    output_tokens: 0,
    cache_creation_input_tokens: 0,
    cache_read_input_tokens: 0,
  };
}

function agentRun(name: string, agentId: string) {
  return { name, agent_id: agentId, status: 'completed', turns: 1, usage: usage(), duration_ms: 1 };
}
