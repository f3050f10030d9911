import type { Finding, Severity } from '../results/finding.js';
import { createRedactor, type Redactor } from './redact.js';

/**
 * GitHub workflow commands (`::error file=…,line=…::message`) that show findings as annotations
 * on the changed files. Pure: returns the lines (redacted); the caller prints them.
 */

export type AnnotationLevel = 'error' | 'warning' | 'notice';

const levels: Record<Severity, AnnotationLevel> = {
  critical: 'error',
  high: 'error',
  medium: 'warning',
  low: 'notice',
  info: 'notice',
};

/** GitHub shows at most 10 errors and 10 warnings per step; the rest are in the summary. */
export const MAX_ANNOTATIONS = 50;

const maxMessageLength = 4000;

/** Escapes per @actions/core: data escapes %, CR, LF; properties also ':' and ','. */
function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

export function annotationFor(finding: Finding): string {
  const properties = [`file=${escapeProperty(finding.path)}`];
  // Old-side lines do not exist in the checked-out file, and an unanchored finding's lines are
  // not the head's: annotate the file, not a line.
  if ((finding.side ?? 'RIGHT') === 'RIGHT' && !finding.unanchored) {
    properties.push(`line=${finding.start_line ?? finding.line}`, `endLine=${finding.line}`);
  }
  properties.push(`title=${escapeProperty(`[${finding.severity}] ${finding.title}`)}`);
  const text = finding.body.trim() || finding.title;
  const message = text.length > maxMessageLength ? `${text.slice(0, maxMessageLength)}…` : text;
  return `::${levels[finding.severity]} ${properties.join(',')}::${escapeData(message)}`;
}

export function renderAnnotations(
  findings: readonly Finding[],
  options: { limit?: number; redact?: Redactor } = {},
): string[] {
  const redact = options.redact ?? createRedactor([]);
  return findings
    .slice(0, options.limit ?? MAX_ANNOTATIONS)
    .map((finding) => redact(annotationFor(finding)));
}
