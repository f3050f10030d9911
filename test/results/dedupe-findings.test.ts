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
    expect(merged[0]).toMatchObject({
      severity: 'high',
      body: 'high body',
      agent: 'security, style',
    });
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
