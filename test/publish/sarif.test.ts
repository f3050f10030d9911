import { describe, expect, it } from 'vitest';
import { createRedactor } from '../../src/publish/redact.js';
import { toSarif, type SarifLog } from '../../src/publish/sarif.js';
import { makeFinding, makeResult } from './fixtures.js';

/** The parts of SARIF 2.1.0 that code scanning reads, checked structurally. */
function sarifProblems(log: SarifLog): string[] {
  const problems: string[] = [];
  if (log.version !== '2.1.0') problems.push('version');
  if (!/sarif-2\.1\.0/.test(log.$schema)) problems.push('$schema');
  if (!Array.isArray(log.runs) || log.runs.length === 0) return [...problems, 'runs'];
  for (const run of log.runs) {
    const driver = run.tool?.driver;
    if (!driver?.name) problems.push('tool.driver.name');
    const ids = driver.rules.map((rule) => rule.id);
    if (new Set(ids).size !== ids.length) problems.push('duplicate rule ids');
    for (const rule of driver.rules) {
      if (!rule.id || !rule.shortDescription?.text) problems.push(`rule ${rule.id}`);
      // GitHub code scanning requires both (SARIF Multitool GH2012).
      if (!rule.fullDescription?.text) problems.push(`rule ${rule.id} fullDescription`);
      if (!rule.help?.text) problems.push(`rule ${rule.id} help`);
      if (!['error', 'warning', 'note', 'none'].includes(rule.defaultConfiguration.level))
        problems.push('rule level');
    }
    for (const [index, result] of run.results.entries()) {
      if (driver.rules[result.ruleIndex]?.id !== result.ruleId)
        problems.push(`results[${index}].ruleIndex`);
      if (!['error', 'warning', 'note', 'none'].includes(result.level))
        problems.push(`results[${index}].level`);
      if (!result.message?.text) problems.push(`results[${index}].message`);
      for (const location of result.locations) {
        const { artifactLocation, region } = location.physicalLocation;
        if (!artifactLocation.uri || artifactLocation.uri.startsWith('/'))
          problems.push(`results[${index}].uri`);
        if (region && (region.startLine < 1 || region.endLine < region.startLine))
          problems.push(`results[${index}].region`);
      }
    }
  }
  return problems;
}

describe('toSarif', () => {
  const result = makeResult({
    findings: [
      makeFinding({
        severity: 'critical',
        title: 'SQL injection',
        path: 'src/db.ts',
        line: 12,
        start_line: 10,
        body: 'The query is built by concatenating `name`.',
        suggestion: 'db.query("SELECT * FROM t WHERE name = ?", [name]);',
      }),
      makeFinding({ severity: 'high', title: 'SQL Injection!', path: 'src/other.ts', line: 3 }),
      makeFinding({
        severity: 'medium',
        title: 'Slow loop',
        path: 'src/dir with space/a.ts',
        line: 5,
      }),
      makeFinding({ severity: 'low', title: 'Naming', line: 1, body: '' }),
      makeFinding({ severity: 'info', title: 'Removed check', line: 7, side: 'LEFT' }),
    ],
  });
  const log = toSarif(result);
  const run = log.runs[0]!;

  it('has the SARIF 2.1.0 shape code scanning reads', () => {
    expect(sarifProblems(log)).toEqual([]);
    expect(JSON.parse(JSON.stringify(log))).toEqual(log);
  });

  it('maps severities to levels and groups findings with the same title under one rule', () => {
    expect(run.results.map((item) => item.level)).toEqual([
      'error',
      'error',
      'warning',
      'note',
      'note',
    ]);
    expect(run.tool.driver.rules).toHaveLength(4);
    expect(run.results[0]?.ruleId).toBe(run.results[1]?.ruleId);
    expect(run.tool.driver.rules[0]).toMatchObject({
      id: 'flotilla/sql-injection',
      defaultConfiguration: { level: 'error' },
    });
  });

  it("describes each rule with its first finding's explanation and suggestion, never empty", () => {
    expect(run.tool.driver.rules[0]).toMatchObject({
      shortDescription: { text: 'SQL injection' },
      fullDescription: { text: 'The query is built by concatenating `name`.' },
      help: {
        text: 'The query is built by concatenating `name`.\n\nSuggested replacement:\ndb.query("SELECT * FROM t WHERE name = ?", [name]);',
        markdown:
          'The query is built by concatenating `name`.\n\nSuggested replacement:\n\n```\ndb.query("SELECT * FROM t WHERE name = ?", [name]);\n```',
      },
    });
    // Without an explanation, the title is all the finding says.
    expect(run.tool.driver.rules[2]).toMatchObject({
      fullDescription: { text: 'Naming' },
      help: { text: 'Naming', markdown: 'Naming' },
    });
  });

  it('redacts secrets in the rules too', () => {
    const canary = 'sk-ant-api03-CANARY-0123456789abcdef';
    const leaking = makeResult({
      findings: [makeFinding({ body: `key ${canary}`, suggestion: `const key = '${canary}';` })],
    });
    const rule = toSarif(leaking, { redact: createRedactor([canary]) }).runs[0]?.tool.driver
      .rules[0];
    expect(JSON.stringify(rule)).not.toContain(canary);
    expect(rule?.fullDescription.text).toBe('key ***');
  });

  it('gives right-side findings a region and leaves it out for lines of the old version', () => {
    expect(run.results[0]?.locations[0]?.physicalLocation.region).toEqual({
      startLine: 10,
      endLine: 12,
    });
    expect(run.results[2]?.locations[0]?.physicalLocation.artifactLocation.uri).toBe(
      'src/dir%20with%20space/a.ts',
    );
    expect(run.results[4]?.locations[0]?.physicalLocation.region).toBeUndefined();
    expect(run.results[4]?.message.text).toContain('previous version');
  });

  it("leaves the region out for a finding whose lines are not the head's", () => {
    const unanchored = toSarif(
      makeResult({
        findings: [makeFinding({ line: 4, unanchored: 'line 4 changed on the head' })],
      }),
    ).runs[0]?.results[0];
    expect(unanchored?.locations[0]?.physicalLocation.region).toBeUndefined();
    expect(unanchored?.message.text).toContain(
      'not anchored to a line: line 4 changed on the head',
    );
  });

  it('gives each finding a stable fingerprint', () => {
    const again = toSarif(result).runs[0]!;
    expect(again.results.map((item) => item.partialFingerprints)).toEqual(
      run.results.map((item) => item.partialFingerprints),
    );
    expect(
      new Set(run.results.map((item) => item.partialFingerprints['flotillaFinding/v1'])).size,
    ).toBe(5);
  });

  it('reports a run that hit a limit as not successful', () => {
    expect(
      toSarif(makeResult({ conclusion: 'max_turns' })).runs[0]?.invocations[0]?.executionSuccessful,
    ).toBe(false);
  });
});
