import type { Finding, Severity } from '../results/finding.js';
import type { RunResult } from '../results/run-result.js';
import type { ReviewEvent } from '../platform/github.js';
import { inlineCode } from './markdown.js';
import { renderAgentNotes } from './agent-notes.js';
import { reviewMarker, reviewResultKey } from './markers.js';
import { renderAddedBody } from './added-body.js';
import { renderSummary, requestedChangesLine } from './review-body.js';

/**
 * This head's review (or fallback comment) after a run that did not finish reported findings it
 * lacks: those findings first, then all the review showed before (see renderAddedBody). The run
 * cannot show that any earlier finding is gone, so none is removed.
 */
export function renderAddedReviewBody(input: {
  headSha: string;
  /** Who reviews (reviewerKey); default: reviewerKey(''). */
  reviewer?: string | undefined;
  result: RunResult;
  /** Every finding of the run (the marker says this result, so publishing it again is a no-op). */
  findings: readonly Finding[];
  /** The findings of the run the review did not list. */
  added: readonly Finding[];
  /** The listed keys of the review. */
  earlierKeys: ReadonlySet<string>;
  /** The body the review had. */
  earlierBody: string;
  requestChangesAt?: Severity | undefined;
  requestChanges: boolean;
  /** The event the review keeps (GitHub changes only a posted review's body). */
  event: ReviewEvent;
  pointer: string;
}): string {
  const parts = [
    '### Flotilla review',
    '',
    renderSummary(input.result, input.added),
    '',
    `A later run on this commit did not finish (conclusion ${inlineCode(input.result.conclusion)}): it adds the ${input.added.length === 1 ? 'finding' : `${input.added.length} findings`} below, which this review did not list. It could not re-check what an earlier run found, so all this review said before stays below.`,
  ];
  if (input.requestChanges && input.requestChangesAt) {
    parts.push('', requestedChangesLine(input.requestChangesAt, input.event));
  }
  const agentNotes = renderAgentNotes(input.result, input.pointer);
  if (agentNotes) parts.push('', agentNotes);
  return renderAddedBody({
    marker: reviewMarker(
      input.headSha,
      reviewResultKey(input.result.conclusion, input.findings),
      input.reviewer,
    ),
    header: parts.join('\n'),
    added: input.added,
    earlierKeys: input.earlierKeys,
    earlierBody: input.earlierBody,
    pointer: input.pointer,
  }).body;
}
