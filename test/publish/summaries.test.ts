import { describe, expect, it } from 'vitest';
import { annotationFor, renderAnnotations } from '../../src/publish/annotations.js';
import { renderJobSummary } from '../../src/publish/job-summary.js';
import { renderMarkdownReport } from '../../src/publish/markdown-report.js';
import { makeFinding, makeResult } from './fixtures.js';

const result = makeResult({
  conclusion: 'max_turns',
  duration_ms: 65_000,
  agents: [
    {
      name: 'security',
      agent_id: 'security@run',
      status: 'completed',
      turns: 4,
      tool_uses: 9,
      usage: {
        input_tokens: 12_000,
        output_tokens: 800,
        cache_creation_input_tokens: 2400,
        cache_read_input_tokens: 5000,
      },
      cost_usd: 0.1,
      duration_ms: 30_000,
    },
    {
      name: 'style',
      agent_id: 'style@run',
      status: 'max_turns',
      turns: 30,
      tool_uses: 40,
      usage: {
        input_tokens: 1000,
        output_tokens: 200,
        cache_creation_input_tokens: 0,
        cache_read_input_tokens: 0,
      },
      cost_usd: 0.2,
      duration_ms: 65_000,
    },
  ],
  findings: [
    makeFinding({
      severity: 'critical',
      title: 'Injection',
      agent: 'security, style',
      path: 'src/db.ts',
      line: 4,
    }),
    makeFinding({
      severity: 'low',
      title: 'Name | pipe',
      agent: 'style',
      path: 'src/a.ts',
      line: 2,
      start_line: 1,
    }),
  ],
  usage: {
    input_tokens: 13_000,
    output_tokens: 1000,
    cache_creation_input_tokens: 2400,
    cache_read_input_tokens: 5000,
  },
  cost_usd: 0.30000000000000004,
});

describe('renderJobSummary', () => {
  const summary = renderJobSummary(result);
  it('has a row per agent with status, findings, turns, tokens, cost and duration', () => {
    expect(summary).toContain(
      '| security | completed | 1 | 4 | 12,000 / 800 / 5,000 / 2,400 | $0.1000 | 30.0 s |',
    );
    expect(summary).toContain(
      '| style | max_turns | 2 | 30 | 1,000 / 200 / 0 / 0 | $0.2000 | 1 min 5 s |',
    );
    // Cache writes are input too: the total shows them beside the cache reads.
    expect(summary).toContain(
      '| **Total** | max_turns | 2 | 34 | 13,000 / 1,000 / 5,000 / 2,400 |',
    );
    expect(summary).toContain('Tokens (in / out / cache read / cache write)');
  });
  it('counts findings by severity and says the limit ended the run', () => {
    expect(summary).toContain('| 🔴 critical | 1 |');
    expect(summary).toContain('| 🟡 medium | 0 |');
    expect(summary).toContain('stopped: turn limit reached');
    expect(summary).toContain('Name \\| pipe');
  });
  it("marks a finding whose lines are not the head's", () => {
    const text = renderJobSummary({
      ...result,
      findings: [makeFinding({ line: 11, title: 'Moved away', unanchored: 'line 11 changed' })],
    });
    expect(text).toMatch(/\| `src\/app\.ts:11` \(not anchored\) \| Moved away \|/);
  });
  it("shows the lead's answer when asked, redacted, with hidden comments made visible", () => {
    const secret = 'sk-ant-api03-abcdefghijklmnopqrstuvwxyz0123456789';
    const answered = { ...result, final_text: `Fixed.<!-- hide --> Key: ${secret}\n` };
    const text = renderJobSummary(answered, { finalText: true });
    expect(text).toMatch(/\*\*Conclusion:\*\*.*\n\n### The lead's answer\n\nFixed\.&lt;!-- hide/);
    expect(text).not.toContain(secret);
    // Comments that open with the answer leave it out of the summary after it.
    expect(renderJobSummary(answered)).not.toContain('Fixed.');
  });
  it('cuts a long answer before a secret at the cut can slip through, and says where the rest is', () => {
    const secret = 'ghp_0123456789abcdefghijklmnopqrstuvwxyz';
    const text = renderJobSummary(
      { ...result, final_text: `${'word '.repeat(3984)}${secret} ${'tail '.repeat(5000)}` },
      { finalText: true, redact: (value) => value.replaceAll(secret, '***') },
    );
    const answer = text.slice(text.indexOf("### The lead's answer"), text.indexOf('### Agents'));
    expect(answer.length).toBeLessThan(20_100);
    expect(answer).toContain('the whole answer is `final_text` in the result file');
    expect(answer).toContain('***');
    expect(text).not.toContain('ghp_0123');
    expect(text).toContain('| **Total** |');
  });
});

describe('annotations', () => {
  it('writes workflow commands with escaped properties and messages', () => {
    const line = annotationFor(
      makeFinding({
        severity: 'high',
        path: 'src/a,b.ts',
        line: 9,
        start_line: 7,
        title: 'Bad: thing',
        body: '50% done\nnext',
      }),
    );
    expect(line).toBe(
      '::error file=src/a%2Cb.ts,line=7,endLine=9,title=[high] Bad%3A thing::50%25 done%0Anext',
    );
    expect(annotationFor(makeFinding({ severity: 'medium', side: 'LEFT', line: 3 }))).toMatch(
      /^::warning file=src\/app.ts,title=/,
    );
    expect(annotationFor(makeFinding({ severity: 'info' }))).toMatch(/^::notice /);
    // Lines that are not the head's are not pointed at.
    expect(annotationFor(makeFinding({ severity: 'high', unanchored: 'moved' }))).toMatch(
      /^::error file=src\/app.ts,title=/,
    );
  });
  it('caps the number of annotations', () => {
    const many = Array.from({ length: 80 }, (_, index) => makeFinding({ line: index + 1 }));
    expect(renderAnnotations(many)).toHaveLength(50);
    expect(renderAnnotations(many, { limit: 3 })).toHaveLength(3);
  });
});

describe('renderMarkdownReport', () => {
  it('has every finding in full with its suggestion', () => {
    const report = renderMarkdownReport(
      makeResult({
        findings: [
          makeFinding({ title: 'Fix it', body: 'Long explanation', suggestion: 'let x = 1;' }),
        ],
        final_text: 'Done.',
      }),
    );
    expect(report).toContain('### 1. 🟡 medium · Fix it');
    expect(report).toContain('Long explanation');
    expect(report).toContain('```\nlet x = 1;\n```');
    expect(report).toContain('## Final answer\n\nDone.');
  });
});
