import { createHash } from 'node:crypto';
import type { Finding } from '../results/finding.js';
import { normalizeTitle } from '../results/dedupe-findings.js';
import { InternalError } from '../errors.js';

/**
 * Hidden markers that make publishing idempotent: every body Flotilla posts starts with one HTML
 * comment on its first line saying what it is. Only the first line counts, so text quoted inside
 * a body (a finding, a suggestion) can never forge a marker. A marker says what a body is, not
 * who wrote it: anyone can type one, so publishers count a body as theirs only when the token that
 * publishes wrote it as well (authoredBy in src/platform/github.ts).
 */

/**
 * A review's marker: the head commit it reviews, as `result` what it says (reviewResultKey), and
 * as `by` who reviews (reviewerKey): one review per head and reviewer.
 */
export function reviewMarker(headSha: string, result: string, reviewer = reviewerKey('')): string {
  return `<!-- flotilla:review sha=${headSha} result=${result} by=${reviewer} -->`;
}

/**
 * The head commit, result key and reviewer key of a body that starts with a review marker (the
 * result is absent in reviews posted before markers carried one, the reviewer in those posted
 * before markers named it); undefined for any other body.
 */
export function reviewMarkerOf(
  body: string,
): { headSha: string; result?: string; reviewer?: string } | undefined {
  const match =
    /^<!-- flotilla:review sha=([0-9a-f]+)(?: result=([0-9a-f]+)(?: by=([0-9a-f]+))?)? -->$/.exec(
      firstLine(body),
    );
  if (!match?.[1]) return undefined;
  return {
    headSha: match[1],
    ...(match[2] === undefined ? {} : { result: match[2] }),
    ...(match[3] === undefined ? {} : { reviewer: match[3] }),
  };
}

/**
 * Who reviews, as a key: what the caller says identifies it (for the Action, the workflow, the
 * job, the agents and the request that asked; see reviewerOf in src/action/reviewer.ts). A re-run
 * of the same job names the same reviewer and replaces its review; another workflow, job, agent
 * list or request has a review of its own.
 */
export function reviewerKey(reviewer: string): string {
  return createHash('sha256').update(reviewer).digest('hex').slice(0, 12);
}

/**
 * Whether a review marker is `reviewer`'s: it names that reviewer, or none (posted before markers
 * named one, when every Flotilla review of a head counted as the same one).
 */
export function reviewedBy(marker: { reviewer?: string } | undefined, reviewer: string): boolean {
  return marker !== undefined && (marker.reviewer === undefined || marker.reviewer === reviewer);
}

/**
 * What a review says, as a key: the run's conclusion and each finding (its key and severity).
 * A run again on the same commit with the same result finds its review and posts nothing; with
 * another result (a re-run matrix job that now arrived, a new finding) it updates that review.
 */
export function reviewResultKey(
  conclusion: string,
  findings: ReadonlyArray<Pick<Finding, 'path' | 'line' | 'side' | 'title' | 'severity'>>,
): string {
  const lines = findings.map((finding) => `${findingKey(finding)} ${finding.severity}`).sort();
  return createHash('sha256')
    .update([conclusion, ...lines].join('\n'))
    .digest('hex')
    .slice(0, 12);
}

export function findingMarker(key: string): string {
  return `<!-- flotilla:finding key=${key} -->`;
}

export function stickyMarker(key: string): string {
  return `<!-- flotilla:sticky key=${key} -->`;
}

export function auditMarker(name: string): string {
  return `<!-- flotilla:audit name=${encodeURIComponent(name)} -->`;
}

/**
 * The comment an audit run that did not finish leaves on the audit issue: one per run, so
 * publishing the same result again updates it instead of adding another.
 */
export function auditRunMarker(name: string, runId: string): string {
  return `<!-- flotilla:audit-run name=${encodeURIComponent(name)} run=${encodeURIComponent(runId)} -->`;
}

export function reviewPartMarker(
  headSha: string,
  part: number,
  reviewer = reviewerKey(''),
): string {
  return `<!-- flotilla:review-part sha=${headSha} part=${part} by=${reviewer} -->`;
}

export function firstLine(body: string): string {
  const end = body.indexOf('\n');
  return (end === -1 ? body : body.slice(0, end)).trim();
}

export function startsWithMarker(body: string, marker: string): boolean {
  return firstLine(body) === marker;
}

/** Same side, path, line and normalised title → same key, across runs and head commits. */
export function findingKey(finding: Pick<Finding, 'path' | 'line' | 'side' | 'title'>): string {
  return createHash('sha256')
    .update(
      `${finding.side ?? 'RIGHT'}\n${finding.path}\n${finding.line}\n${normalizeTitle(finding.title)}`,
    )
    .digest('hex')
    .slice(0, 16);
}

/** The finding key a comment's marker names, or undefined without one (check its author too). */
export function findingKeyOf(body: string): string | undefined {
  return /^<!-- flotilla:finding key=([0-9a-f]{16}) -->$/.exec(firstLine(body))?.[1];
}

/**
 * Whether `body` starts with one of Flotilla's markers: a comment, review or issue Flotilla wrote
 * (or one that claims to be; see the file comment). Such a body never starts a run: it may quote
 * a request, and GitHub sends events for it when the token is a PAT or an app's.
 */
export function startsWithFlotillaMarker(body: string): boolean {
  return /^<!-- flotilla:[a-z-]+(?: [^\n]*)? -->$/.test(firstLine(body));
}

/**
 * The most finding keys a body's second line names: 9 characters each, so the line stays under a
 * seventh of GitHub's 65,536-character body limit, and no body lists more findings than this (a
 * listed finding takes at least ~50 characters, so about 1,300 fit). Findings beyond it are
 * counted ("…and N more"), never claimed as listed.
 */
export const MAX_LISTED_KEYS = 1000;

/**
 * A finding's key as a body's keys line names it: 8 hex characters of findingKey, plenty to tell
 * apart the findings of one pull request or audit (a collision among 1,000 is about 1 in 10,000).
 */
export function listedKey(finding: Pick<Finding, 'path' | 'line' | 'side' | 'title'>): string {
  return findingKey(finding).slice(0, 8);
}

/**
 * The second line of a review or audit issue body: the listed keys of the findings it SHOWS (a
 * finding only counted as "…and N more" is not listed). A run that did not finish adds to such a
 * body only the findings it lacks (it cannot show any is gone). At most MAX_LISTED_KEYS keys:
 * callers list no more findings than that.
 */
export function findingKeysLine(keys: Iterable<string>): string {
  const unique = [...new Set(keys)].sort();
  if (unique.length > MAX_LISTED_KEYS) {
    throw new InternalError(
      `a body lists ${unique.length} findings, more than ${MAX_LISTED_KEYS} (MAX_LISTED_KEYS)`,
    );
  }
  return `<!-- flotilla:findings keys=${unique.join(',')} -->`;
}

/**
 * The listed keys a body's second line names; undefined for a body without that line (posted
 * before bodies carried one). Finding text is neutralised, so no finding can write this line.
 * Bodies posted with 16-character keys read as their first 8.
 */
export function findingKeysOf(body: string): Set<string> | undefined {
  const second = body.split('\n', 2)[1]?.trim() ?? '';
  const match =
    /^<!-- flotilla:findings keys=((?:[0-9a-f]{8}(?:[0-9a-f]{8})?)?(?:,[0-9a-f]{8}(?:[0-9a-f]{8})?)*) -->$/.exec(
      second,
    );
  if (!match) return undefined;
  return new Set(match[1] ? match[1].split(',').map((key) => key.slice(0, 8)) : []);
}

/** A body without its marker line and its finding keys line: what it shows a reader. */
export function shownPart(body: string): string {
  const lines = body.split('\n').slice(1);
  if (findingKeysOf(body) !== undefined) lines.shift();
  return lines.join('\n').trim();
}
