import type { RunResult } from '../results/run-result.js';
import { renderJobSummary } from './job-summary.js';
import { MAX_BODY_LENGTH, truncate } from './markdown.js';
import { redactDeep, type Redactor } from './redact.js';
import { fitFindings, moreFindingsNote, renderEntry } from './review-body.js';

/**
 * The reply to a comment that asked for a run (`post: comment`): the lead's answer, the run's
 * summary, then every finding with its explanation and suggestion. When they do not all fit in one
 * comment, the findings are shortened as in the review body (entries shortened, then one line
 * each) and the reply says how many more are in the full results.
 */

/** Room kept for the sticky marker and the closing note. */
const reserve = 400;

export function renderCommentReply(
  result: RunResult,
  options: {
    redact: Redactor;
    pointer: string;
    title?: string;
    /** Sentences under the conclusion: where the agents' changes went. */
    notes?: readonly string[];
  },
): string {
  const { redact, pointer } = options;
  // Redacted before anything is cut, so no secret is left half-cut and unrecognised.
  const findings = redactDeep(result.findings, redact);
  const summary = renderJobSummary(result, {
    title: options.title ?? 'Flotilla',
    redact,
    ...(options.notes ? { notes: options.notes } : {}),
  });
  const heading = findings.length ? `\n\n### Findings in detail (${findings.length})\n\n` : '';
  // The findings get up to half of the comment before the answer is cut to make room for them.
  const wanted = Math.min(
    findings.map((finding) => renderEntry(finding, 'full').length + 2).reduce((a, b) => a + b, 0),
    MAX_BODY_LENGTH / 2,
  );
  const answerRoom = Math.max(
    1000,
    MAX_BODY_LENGTH - summary.length - heading.length - wanted - reserve - pointer.length,
  );
  const answer = truncate(
    redact(result.final_text.trim()),
    answerRoom,
    `\n\n… (truncated; the full answer is in ${pointer})`,
  );
  const head = [answer, summary.trimEnd()].filter(Boolean).join('\n\n');
  if (!findings.length) return head;
  const { text, overflow } = fitFindings(
    findings,
    MAX_BODY_LENGTH - head.length - heading.length - reserve - pointer.length,
  );
  const more = overflow.length
    ? `${text ? '\n\n' : ''}${moreFindingsNote(overflow.length, pointer)}`
    : '';
  return `${head}${heading}${text}${more}`;
}
