import { describe, expect, it } from 'vitest';
import { dedupeFindings, similarTitles } from '../../src/results/dedupe-findings.js';
import type { Finding } from '../../src/results/finding.js';

const finding = (overrides: Partial<Finding>): Finding => ({
  path: 'src/a.ts',
  line: 10,
  severity: 'medium',
  title: 'SQL injection',
  body: 'b',
  agent: 'one',
  ...overrides,
});

describe('similarTitles', () => {
  it.each([
    ['SQL injection', 'sql  Injection!'],
    ['SQL injection', 'Possible SQL injection'],
    ['Unchecked error from fs.readFile', 'unchecked error from fs.readFile()'],
    ['Missing null check on user', 'Missing null check for the user'],
  ])('treats "%s" and "%s" as the same problem', (a, b) => {
    expect(similarTitles(a, b)).toBe(true);
  });

  it.each([
    ['Unused variable', 'Unused import'],
    ['SQL injection', 'Command injection'],
    ['Off-by-one in loop', 'Race condition'],
  ])('keeps "%s" and "%s" apart', (a, b) => {
    expect(similarTitles(a, b)).toBe(false);
  });
});

describe('dedupeFindings', () => {
  it('merges duplicates at the same place, keeping the most severe and naming every agent', () => {
    const merged = dedupeFindings([
      finding({ severity: 'low', agent: 'style', body: 'low body' }),
      finding({
        severity: 'high',
        agent: 'security',
        title: 'Possible SQL injection',
        body: 'high body',
      }),
      finding({ severity: 'medium', agent: 'style' }),
    ]);
    expect(merged).toHaveLength(1);
    expect(merged[0]).toMatchObject({ severity: 'high', agent: 'security, style' });
    // The bodies of the merged duplicates are kept, under who said them.
    expect(merged[0]?.body).toBe(
      'high body\n\n**Also reported by style** (medium: SQL injection):\n\nb\n\n**Also reported by style** (low: SQL injection):\n\nlow body',
    );
  });

  it("keeps one agent's two problems on one line, however alike their titles", () => {
    const merged = dedupeFindings([
      finding({
        line: 5,
        severity: 'critical',
        title: 'SQL injection through the id parameter',
        body: 'BODY-ID',
        agent_ids: ['a1-security'],
      }),
      finding({
        line: 5,
        severity: 'high',
        title: 'SQL injection through the name parameter',
        body: 'BODY-NAME',
        agent_ids: ['a1-security'],
      }),
      // A result written before agent_ids: the type name tells the agent.
      finding({ line: 7, title: 'Missing null check on user', body: 'BODY-USER' }),
      finding({ line: 7, title: 'Missing null check on order', body: 'BODY-ORDER' }),
    ]);
    expect(merged.map((item) => item.body)).toEqual([
      'BODY-ID',
      'BODY-NAME',
      'BODY-ORDER',
      'BODY-USER',
    ]);
    // The same agent saying the same thing twice is still one finding.
    expect(
      dedupeFindings([finding({ body: 'said once' }), finding({ title: 'SQL  injection!' })]),
    ).toHaveLength(1);
  });

  it('still merges the same problem from other agents, crediting every run, and keeps their words', () => {
    const merged = dedupeFindings([
      finding({
        line: 5,
        severity: 'critical',
        title: 'SQL injection through the id parameter',
        body: 'BODY-ID',
        agent: 'security',
        agent_ids: ['a1-security'],
      }),
      finding({
        line: 5,
        severity: 'high',
        title: 'SQL injection through the name parameter',
        body: 'BODY-NAME',
        agent: 'security',
        agent_ids: ['a1-security'],
      }),
      finding({
        line: 5,
        severity: 'medium',
        title: 'SQL injection via id parameter',
        body: 'BODY-ID-AGAIN',
        suggestion: 'db.query(sql, [id]);',
        agent: 'general-purpose',
        agent_ids: ['a2-general-purpose'],
      }),
      finding({
        line: 5,
        severity: 'low',
        title: 'sql injection through the name parameter.',
        body: 'BODY-NAME',
        suggestion: 'db.query(sql, [name]);',
        agent: 'security',
        agent_ids: ['a3-security'],
      }),
    ]);
    expect(merged).toHaveLength(2);
    expect(merged[0]).toMatchObject({
      title: 'SQL injection through the id parameter',
      agent: 'security, general-purpose',
      agent_ids: ['a1-security', 'a2-general-purpose'],
      // It had none for these lines: the other's is taken over.
      suggestion: 'db.query(sql, [id]);',
    });
    expect(merged[0]?.body).toBe(
      'BODY-ID\n\n**Also reported by general-purpose** (medium: SQL injection via id parameter):\n\nBODY-ID-AGAIN',
    );
    expect(merged[1]).toMatchObject({
      body: 'BODY-NAME',
      agent: 'security',
      agent_ids: ['a1-security', 'a3-security'],
      suggestion: 'db.query(sql, [name]);',
    });
    expect(dedupeFindings(merged)).toEqual(merged);
  });

  it('keeps a suggestion that differs from the kept one in the body', () => {
    const merged = dedupeFindings([
      finding({ severity: 'high', suggestion: 'one();', agent: 'a' }),
      finding({ start_line: 8, suggestion: 'two();\n```', agent: 'b', body: 'b' }),
    ]);
    expect(merged).toHaveLength(1);
    expect(merged[0]?.suggestion).toBe('one();');
    expect(merged[0]?.body).toBe(
      'b\n\n**Also reported by b** (medium):\n\nIts suggested replacement (lines 8-10):\n````\ntwo();\n```\n````',
    );
    expect(dedupeFindings([...merged, ...merged])).toEqual(merged);
  });

  it('keeps findings apart on another line, another path, the other side or with another title', () => {
    const merged = dedupeFindings([
      finding({}),
      finding({ line: 11 }),
      finding({ path: 'src/b.ts' }),
      finding({ side: 'LEFT' }),
      finding({ title: 'Command injection' }),
    ]);
    expect(merged).toHaveLength(5);
  });

  it('orders by severity, then path, then line, stably', () => {
    const merged = dedupeFindings([
      finding({ severity: 'low', path: 'b.ts', line: 1, title: 'x1' }),
      finding({ severity: 'critical', path: 'z.ts', line: 9, title: 'x2' }),
      finding({ severity: 'low', path: 'a.ts', line: 5, title: 'x3' }),
      finding({ severity: 'low', path: 'a.ts', line: 2, title: 'x4' }),
      finding({ severity: 'info', path: 'a.ts', line: 2, title: 'same place, first' }),
      finding({ severity: 'info', path: 'a.ts', line: 2, title: 'same place, first' }),
    ]);
    expect(merged.map((item) => item.title)).toEqual(['x2', 'x4', 'x3', 'x1', 'same place, first']);
  });

  it('is idempotent, so merging already merged results changes nothing', () => {
    const once = dedupeFindings([
      finding({ agent: 'a' }),
      finding({ agent: 'b', title: 'sql injection.' }),
      finding({ line: 3, agent: 'c' }),
    ]);
    expect(dedupeFindings(once)).toEqual(once);
    expect(dedupeFindings([...once, ...once])).toEqual(once);
  });
});
