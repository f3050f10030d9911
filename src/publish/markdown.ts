import { oneLine } from '../results/one-line.js';
import { severities, type Finding, type Severity } from '../results/finding.js';

/** Small Markdown helpers shared by the publishers. */

/** GitHub's limit for review, comment and issue bodies (characters). */
export const MAX_BODY_LENGTH = 65_536;

const severityIcons: Record<Severity, string> = {
  critical: '🔴',
  high: '🟠',
  medium: '🟡',
  low: '🔵',
  info: '⚪',
};

export function severityLabel(severity: Severity): string {
  return `${severityIcons[severity]} ${severity}`;
}

export function countBySeverity(findings: readonly Finding[]): Record<Severity, number> {
  const counts = Object.fromEntries(severities.map((severity) => [severity, 0])) as Record<
    Severity,
    number
  >;
  for (const finding of findings) counts[finding.severity]++;
  return counts;
}

/** "1 critical · 2 high" (only severities that occur), or "none". */
export function severitySummary(findings: readonly Finding[]): string {
  const counts = countBySeverity(findings);
  const parts = severities
    .filter((severity) => counts[severity] > 0)
    .map((severity) => `${severityIcons[severity]} ${counts[severity]} ${severity}`);
  return parts.length ? parts.join(' · ') : 'none';
}

/** `src/a.ts:10-12`; LEFT-side findings say they refer to the old version. */
export function formatLocation(
  finding: Pick<Finding, 'path' | 'line' | 'start_line' | 'side'>,
): string {
  const range =
    finding.start_line !== undefined && finding.start_line !== finding.line
      ? `${finding.start_line}-${finding.line}`
      : `${finding.line}`;
  return `${finding.path}:${range}${finding.side === 'LEFT' ? ' (old)' : ''}`;
}

export function inlineCode(text: string): string {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((match) => match[0].length));
  const fence = '`'.repeat(longest + 1);
  return longest ? `${fence} ${text} ${fence}` : `${fence}${text}${fence}`;
}

/** A fenced block that cannot be closed early by backticks inside `text`. */
export function codeBlock(text: string, info = ''): string {
  const longest = Math.max(0, ...[...text.matchAll(/`{3,}/g)].map((match) => match[0].length));
  const fence = '`'.repeat(Math.max(3, longest + 1));
  return `${fence}${info}\n${text.replace(/\n$/, '')}\n${fence}`;
}

/** One table cell: no line breaks, pipes escaped, at most `max` characters. */
export function tableCell(text: string, max = 200): string {
  const flat = oneLine(text);
  const short = flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
  return short.replace(/\\/g, '\\\\').replace(/\|/g, '\\|');
}

/** Cuts `text` to at most `max` characters, ending with `note` when it had to cut. */
export function truncate(text: string, max: number, note: string): string {
  if (text.length <= max) return text;
  const room = Math.max(0, max - note.length);
  // Do not split a surrogate pair.
  let end = room;
  const code = text.charCodeAt(end - 1);
  if (code >= 0xd800 && code <= 0xdbff) end--;
  return `${text.slice(0, end)}${note}`.slice(0, max);
}

/** Where the reader finds what did not fit. */
export function pointerTo(artifactUrl: string | undefined): string {
  return artifactUrl
    ? `[the full results](${artifactUrl})`
    : 'the RunResult file of this run (JSON, Markdown or SARIF output)';
}

/**
 * Text written by agents (so possibly steered by untrusted input) must not smuggle hidden HTML
 * comments, which could hide content or forge our markers. Code blocks are left alone.
 */
export function neutralizeComments(text: string): string {
  return text.replace(/<!--/g, '&lt;!--');
}

export function formatDuration(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  const seconds = ms / 1000;
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  const minutes = Math.floor(seconds / 60);
  return `${minutes} min ${Math.round(seconds - minutes * 60)} s`;
}

export function formatUsd(value: number): string {
  return `$${value < 1 ? value.toFixed(4) : value.toFixed(2)}`;
}

/**
 * 12,345: thousands grouped as en-US does, by hand. The first toLocaleString of a process loads
 * ICU's locale data (about 7 ms of a run's start, measured in the bench's CPU profile).
 */
export function formatCount(value: number): string {
  return String(value).replace(/^-?\d+/, (digits) => digits.replace(/\B(?=(\d{3})+$)/g, ','));
}
