import { oneLine } from '../results/one-line.js';
import { createHash } from 'node:crypto';
import type { Finding, Severity } from '../results/finding.js';
import { normalizeTitle } from '../results/dedupe-findings.js';
import { severityRank } from '../results/finding.js';
import { ranToCompletion, type RunResult } from '../results/run-result.js';
import { VERSION } from '../version.js';
import { codeBlock, truncate } from './markdown.js';
import { findingKey } from './markers.js';
import { createRedactor, redactDeep, type Redactor } from './redact.js';

/**
 * SARIF 2.1.0 for GitHub code scanning (upload-sarif) and other SARIF viewers.
 * One rule per finding title; levels: critical/high → error, medium → warning, low/info → note.
 * Code scanning requires each rule's fullDescription and help: they are the explanation (and the
 * suggested replacement) of the first finding reported under the rule, its title when it has none.
 * Right-side findings carry a region (startLine..endLine in the file as checked out); left-side
 * findings refer to lines that no longer exist, and unanchored ones to lines the pull request's
 * head does not have, so they point at the file without a region.
 */

export const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';

export type SarifLevel = 'error' | 'warning' | 'note';

export interface SarifRegion {
  startLine: number;
  endLine: number;
}

export interface SarifResult {
  ruleId: string;
  ruleIndex: number;
  level: SarifLevel;
  message: { text: string };
  locations: Array<{
    physicalLocation: {
      artifactLocation: { uri: string; uriBaseId: '%SRCROOT%' };
      region?: SarifRegion;
    };
  }>;
  partialFingerprints: Record<string, string>;
  properties: { severity: Severity; agent: string; side: 'LEFT' | 'RIGHT'; suggestion?: string };
}

export interface SarifRule {
  id: string;
  name: string;
  shortDescription: { text: string };
  fullDescription: { text: string };
  help: { text: string; markdown: string };
  defaultConfiguration: { level: SarifLevel };
  properties: { tags: string[]; severity: Severity };
}

export interface SarifLog {
  $schema: string;
  version: '2.1.0';
  runs: Array<{
    tool: {
      driver: { name: string; version: string; informationUri?: string; rules: SarifRule[] };
    };
    results: SarifResult[];
    invocations: Array<{ executionSuccessful: boolean; properties: { conclusion: string } }>;
  }>;
}

export function sarifLevel(severity: Severity): SarifLevel {
  if (severity === 'critical' || severity === 'high') return 'error';
  return severity === 'medium' ? 'warning' : 'note';
}

const maxMessageLength = 10_000;

export function toSarif(
  result: RunResult,
  options: { toolName?: string; informationUri?: string; redact?: Redactor } = {},
): SarifLog {
  const rules: SarifRule[] = [];
  const ruleIndexByTitle = new Map<string, number>();
  const usedIds = new Set<string>();

  const ruleFor = (finding: Finding): number => {
    const normalized = normalizeTitle(finding.title) || finding.title;
    const known = ruleIndexByTitle.get(normalized);
    if (known !== undefined) {
      const rule = rules[known];
      if (rule && severityRank(finding.severity) < severityRank(rule.properties.severity)) {
        rule.properties.severity = finding.severity;
        rule.defaultConfiguration.level = sarifLevel(finding.severity);
      }
      return known;
    }
    const slug = normalized.replace(/ /g, '-').slice(0, 60).replace(/-+$/, '') || 'finding';
    let id = `flotilla/${slug}`;
    if (usedIds.has(id))
      id = `${id}-${createHash('sha256').update(normalized).digest('hex').slice(0, 8)}`;
    usedIds.add(id);
    rules.push({
      id,
      name: slug.replace(/(^|-)(\p{L})/gu, (_match, _dash: string, letter: string) =>
        letter.toUpperCase(),
      ),
      shortDescription: { text: oneLine(finding.title) },
      fullDescription: { text: cut(finding.body.trim() || oneLine(finding.title)) },
      help: ruleHelp(finding),
      defaultConfiguration: { level: sarifLevel(finding.severity) },
      properties: { tags: ['flotilla'], severity: finding.severity },
    });
    ruleIndexByTitle.set(normalized, rules.length - 1);
    return rules.length - 1;
  };

  const results = result.findings.map((finding): SarifResult => {
    const ruleIndex = ruleFor(finding);
    const side = finding.side ?? 'RIGHT';
    const start = Math.min(finding.start_line ?? finding.line, finding.line);
    const text = cut(`${finding.title}\n\n${finding.body}`.trim());
    const oldSide =
      side === 'LEFT'
        ? `\n\n(line ${start}–${finding.line} of the previous version)`
        : finding.unanchored
          ? `\n\n(not anchored to a line: ${finding.unanchored})`
          : '';
    const region = side === 'RIGHT' && !finding.unanchored;
    return {
      ruleId: rules[ruleIndex]?.id ?? 'flotilla/finding',
      ruleIndex,
      level: sarifLevel(finding.severity),
      message: {
        text: `${text}${oldSide}`,
      },
      locations: [
        {
          physicalLocation: {
            artifactLocation: { uri: toUri(finding.path), uriBaseId: '%SRCROOT%' },
            ...(region ? { region: { startLine: start, endLine: finding.line } } : {}),
          },
        },
      ],
      partialFingerprints: { 'flotillaFinding/v1': findingKey(finding) },
      properties: {
        severity: finding.severity,
        agent: finding.agent,
        side,
        ...(finding.suggestion !== undefined ? { suggestion: finding.suggestion } : {}),
      },
    };
  });

  const redact = options.redact ?? createRedactor([]);
  const log: SarifLog = {
    $schema: SARIF_SCHEMA,
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: options.toolName ?? 'Flotilla',
            version: VERSION,
            ...(options.informationUri ? { informationUri: options.informationUri } : {}),
            rules,
          },
        },
        results,
        invocations: [
          {
            executionSuccessful: ranToCompletion(result),
            properties: { conclusion: result.conclusion },
          },
        ],
      },
    ],
  };
  return redactDeep(log, redact);
}

/** SARIF viewers show these texts whole: a very long explanation is cut. */
function cut(text: string): string {
  return truncate(text, maxMessageLength, '…');
}

/** A rule's help: the finding's explanation, then its suggested replacement when it has one. */
function ruleHelp(finding: Finding): SarifRule['help'] {
  const explanation = cut(finding.body.trim() || oneLine(finding.title));
  if (finding.suggestion === undefined) return { text: explanation, markdown: explanation };
  const suggestion = cut(finding.suggestion);
  return {
    text: `${explanation}\n\nSuggested replacement:\n${suggestion}`,
    markdown: `${explanation}\n\nSuggested replacement:\n\n${codeBlock(suggestion)}`,
  };
}

/** A relative URI: each path segment percent-encoded, separators kept. */
function toUri(path: string): string {
  return path
    .replace(/\\/g, '/')
    .replace(/^\.\//, '')
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/');
}
