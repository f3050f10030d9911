import {
  authoredBy,
  isUnprocessable,
  type Authored,
  type GitHubClient,
  type ReviewCommentInput,
  type ReviewEvent,
} from '../platform/github.js';
import { dedupeFindings } from '../results/dedupe-findings.js';
import { reachesSeverity, type Finding, type Severity } from '../results/finding.js';
import { conclusions, ranToCompletion, type RunResult } from '../results/run-result.js';
import { createDiffIndex, type DiffIndex } from './diff-lines.js';
import { InternalError, errorMessage } from '../errors.js';
import {
  findingKey,
  findingKeyOf,
  findingKeysOf,
  listedKey,
  firstLine,
  reviewedBy,
  reviewerKey,
  reviewMarkerOf,
  reviewResultKey,
} from './markers.js';
import { pointerTo } from './markdown.js';
import { createRedactor, redactDeep, type Redactor } from './redact.js';
import { renderFallbackBodies, renderInlineComment, renderReviewBody } from './review-body.js';
import { renderAddedReviewBody } from './added-review-body.js';
import { createOnce } from './write-once.js';
import { upsertMarkedComment } from './sticky-comment.js';

/**
 * Publishes a RunResult as ONE pull-request review per (PR, head SHA) (DESIGN §8, R10, R11).
 *
 * 1. A review (or fallback comment) of ours (this reviewer's) for this head already exists →
 *    nothing is posted when it says the same result; otherwise its body is updated to this result
 *    (GitHub adds no inline comments to a posted review, so what is not commented on yet is listed
 *    in the body). One that showed a run that did not finish and listed nothing is retired
 *    instead, and this result posted as a new review, inline comments and all.
 * 2. Findings whose line/start_line/side lie in the PR diff become inline comments; the others are
 *    listed in the review body with path:line. Findings already commented on in an earlier review
 *    (same path, line, side and title) are not repeated while that comment is current; one
 *    GitHub shows as outdated (a push changed its line) is commented on again.
 * 3. If GitHub still answers 422, a review without inline comments (then, if that fails too, an
 *    issue comment) lists every finding, continued in further comments if one body is not enough.
 * 4. A result that did not finish (ranToCompletion) cannot show that a finding is gone: it never
 *    dismisses an earlier review's requested changes, and it replaces this head's review only when
 *    that review too showed a run that did not finish and listed nothing. Otherwise the review
 *    stays as it is when it lists every finding of this result already, and gains the findings
 *    it lacks, above all it said before, when it does not.
 * A POST whose outcome is unknown (5xx, timeout) is never re-sent before a re-list shows that it
 * did not land.
 */

export interface ReviewPolicy {
  /** Post REQUEST_CHANGES when a finding is this severe or worse; otherwise COMMENT. */
  requestChangesAt?: Severity;
}

export interface PublishReviewOptions {
  github: GitHubClient;
  pullNumber: number;
  result: RunResult;
  policy?: ReviewPolicy;
  /** The commit the run analysed; default: the PR's current head. */
  headSha?: string;
  /** Where the full results are (artifact or run page), linked from truncated bodies. */
  artifactUrl?: string;
  /** Applied to every finding before anything is rendered; default: token shapes only. */
  redact?: Redactor;
  /** Pause before re-listing after a POST with an unknown outcome (default 1000 ms). */
  reconcileDelayMs?: number;
  /**
   * Who reviews (the Action: workflow, job, agents and request): only this reviewer's review of
   * the head is replaced, and only its requested changes are withdrawn. Default: ''.
   */
  reviewer?: string;
}

export interface PublishedReview {
  /**
   * created: a review with inline comments; existing: one with this result was already there;
   * updated: this head's review said another result and now says this one; kept: this head's
   * review says an earlier run's result, which this run did not finish and so does not replace,
   * and lists every finding of this result already; added: likewise, but this result found what
   * the review lacked, which is now listed above all it said before; fallback: see above.
   */
  status: 'created' | 'existing' | 'updated' | 'kept' | 'added' | 'fallback';
  kind: 'review' | 'issue-comment';
  id: number;
  url: string;
  event: ReviewEvent;
  headSha: string;
  /** Findings posted as inline comments. */
  inline: number;
  /** Findings listed in the body (outside the diff, or all of them in a fallback). */
  inBody: number;
  /** Findings not posted again: already commented on, or the whole review already existed. */
  skipped: number;
  /** Earlier reviews of ours that requested changes, dismissed since this result requests none. */
  dismissed?: number;
  /**
   * Reviews of ours that requested changes and still do: this result requests none, but it did
   * not finish, so it cannot show that none is needed.
   */
  standing?: number;
  /** What the caller should warn about: the review could not say all it meant to. */
  notice?: string;
  /**
   * The review of this head that showed a run that did not finish and listed no finding: retired
   * (its body says so), since this result's review could not add inline comments to it.
   */
  superseded?: string;
}

export async function publishReview(options: PublishReviewOptions): Promise<PublishedReview> {
  const { github, pullNumber } = options;
  const redact = options.redact ?? createRedactor([]);
  const findings = dedupeFindings(redactDeep(options.result.findings, redact));
  const result = redactDeep({ ...options.result, findings }, redact);
  const pointer = redact(pointerTo(options.artifactUrl));
  const reconcileDelayMs = options.reconcileDelayMs ?? 1000;

  const pull = await github.getPullRequest(pullNumber);
  const headSha = options.headSha ?? pull.headSha;
  const resultKey = reviewResultKey(result.conclusion, findings);
  const finished = ranToCompletion(result);
  // Ours for this commit, whatever result it says: one review per head and reviewer (R11). Only
  // what the publishing token wrote counts: anyone can type a marker (the head SHA is public).
  // Another workflow, job or request reviews on its own: its review is not this one's to change.
  const identity = await github.identity();
  const reviewer = reviewerKey(options.reviewer ?? '');
  const isOurs = (item: Authored & { body: string }): boolean => {
    const marker = reviewMarkerOf(item.body);
    return (
      authoredBy(identity, item) && marker?.headSha === headSha && reviewedBy(marker, reviewer)
    );
  };

  const findOurs = async (): Promise<OurBody | undefined> => {
    const review = (await github.listReviews(pullNumber)).find(isOurs);
    if (review) {
      const event = review.state === 'CHANGES_REQUESTED' ? 'REQUEST_CHANGES' : 'COMMENT';
      return { id: review.id, url: review.url, kind: 'review', body: review.body, event };
    }
    const comment = (await github.listIssueComments(pullNumber)).find(isOurs);
    return comment
      ? {
          id: comment.id,
          url: comment.url,
          kind: 'issue-comment',
          body: comment.body,
          event: 'COMMENT',
        }
      : undefined;
  };

  const threshold = options.policy?.requestChangesAt;
  const requestChanges = threshold !== undefined && reachesSeverity(findings, threshold);
  const event: ReviewEvent = requestChanges ? 'REQUEST_CHANGES' : 'COMMENT';

  /**
   * A review of ours that requested changes keeps them on GitHub whatever later comment reviews
   * say: once a result that finished requests none, each is dismissed (a failure is a notice, not
   * an error). A result that did not finish leaves them standing: what it did not find may be
   * what its unfinished agents were to check.
   */
  const withdrawRequestedChanges = async (published: PublishedReview): Promise<PublishedReview> => {
    if (requestChanges) return published;
    const stale = (await github.listReviews(pullNumber)).filter(
      (review) =>
        review.state === 'CHANGES_REQUESTED' &&
        authoredBy(identity, review) &&
        reviewedBy(reviewMarkerOf(review.body), reviewer),
    );
    if (!finished) return stale.length ? { ...published, standing: stale.length } : published;
    const failed: string[] = [];
    for (const review of stale) {
      try {
        await github.dismissReview(
          pullNumber,
          review.id,
          `Flotilla's review of ${headSha.slice(0, 12)} requests no changes.`,
        );
      } catch (error) {
        failed.push(`${review.url}: ${errorMessage(error)}`);
      }
    }
    const notices = [
      ...(published.notice ? [published.notice] : []),
      ...(failed.length
        ? [`Could not dismiss an earlier review that requested changes (${failed.join('; ')}).`]
        : []),
    ];
    return {
      ...published,
      dismissed: stale.length - failed.length,
      ...(notices.length ? { notice: notices.join(' ') } : {}),
    };
  };

  /** Every finding without anchors (the fallback review and its continuations). */
  const fallbackBodies = (refusedRequestChanges: boolean) =>
    renderFallbackBodies({
      headSha,
      reviewer,
      result,
      findings,
      pointer,
      requestChangesAt: threshold,
      requestChanges,
      refusedRequestChanges,
    });

  let existing = await findOurs();
  // A review that showed a run that did not finish and listed no finding has no inline comment
  // and nothing a later run must keep, but GitHub adds no inline comments to a posted review: it
  // is retired (its body says so and loses its marker) and this result gets a review of its own.
  let superseded: string | undefined;
  const earlierResult = existing && reviewMarkerOf(existing.body)?.result;
  if (existing && earlierResult !== resultKey && showsUnfinishedWithoutFindings(earlierResult)) {
    await reviseReview({
      github,
      pullNumber,
      existing,
      bodies: [supersededBody(headSha, reviewer)],
      reconcileDelayMs,
    });
    superseded = existing.url;
    existing = undefined;
  }
  const replaced = superseded ? { superseded } : {};
  /** What this run made of the review already on this head (`existing`), findings counted. */
  const onExisting = (
    ours: OurBody,
    status: PublishedReview['status'],
    counts: { inBody: number; skipped: number },
  ): PublishedReview => ({
    status,
    kind: ours.kind,
    id: ours.id,
    url: ours.url,
    event: ours.event,
    headSha,
    inline: 0,
    ...counts,
  });
  // A review posted before markers said their result counts as this result's.
  const said = existing && reviewMarkerOf(existing.body)?.result;
  if (existing && (said === undefined || said === resultKey)) {
    return onExisting(existing, 'existing', {
      inBody: 0,
      skipped: findings.length,
    });
  }

  if (existing && !finished && !showsUnfinishedWithoutFindings(said)) {
    // A re-run that did not finish (an API outage, a crashed reviewer, a matrix job that left no
    // result) would replace findings it never re-checked: the review keeps all it said, and
    // gains only what this run found that it lacks (a review posted before bodies named their
    // findings' keys lacks, as far as can be told, every one).
    const earlierKeys = findingKeysOf(existing.body) ?? new Set<string>();
    const added = findings.filter((finding) => !earlierKeys.has(listedKey(finding)));
    if (added.length) {
      const body = renderAddedReviewBody({
        headSha,
        reviewer,
        result,
        findings,
        added,
        earlierKeys,
        earlierBody: existing.body,
        requestChangesAt: threshold,
        requestChanges,
        event: existing.event,
        pointer,
      });
      await reviseReview({
        github,
        pullNumber,
        existing,
        bodies: [redact(body)],
        reconcileDelayMs,
      });
      return withdrawRequestedChanges(
        onExisting(existing, 'added', {
          inBody: added.length,
          skipped: findings.length - added.length,
        }),
      );
    }
    return withdrawRequestedChanges(
      onExisting(existing, 'kept', {
        inBody: 0,
        skipped: findings.length,
      }),
    );
  }

  // Inline comments are anchored to the diff of the current head only.
  const movedOn = headSha !== pull.headSha;
  const index: DiffIndex = createDiffIndex(
    movedOn ? [] : await github.listPullRequestFiles(pullNumber),
  );
  const postedKeys = new Set<string>();
  if (!movedOn) {
    for (const comment of await github.listReviewComments(pullNumber)) {
      // An outdated comment (its line changed in a later push: GitHub lists it with line null)
      // no longer shows at the line: a finding still there is commented on again.
      if (comment.line === null) continue;
      const key = authoredBy(identity, comment) ? findingKeyOf(comment.body) : undefined;
      if (key) postedKeys.add(key);
    }
  }

  const comments: ReviewCommentInput[] = [];
  /** The findings of `comments`, in order. */
  const commented: Finding[] = [];
  const inBody: Finding[] = [];
  let alreadyPosted = 0;
  const keysThisReview = new Set<string>();
  for (const finding of findings) {
    // A finding whose lines could not be placed on this head is listed, never anchored.
    const anchor = finding.unanchored ? undefined : index.resolve(finding);
    if (!anchor) {
      inBody.push(finding);
      continue;
    }
    const key = findingKey(finding);
    if (postedKeys.has(key) || keysThisReview.has(key)) {
      alreadyPosted++;
      continue;
    }
    keysThisReview.add(key);
    commented.push(finding);
    comments.push({
      path: anchor.path,
      line: anchor.line,
      side: anchor.side,
      ...(anchor.startLine !== undefined
        ? { startLine: anchor.startLine, startSide: anchor.side }
        : {}),
      body: redact(renderInlineComment(finding, pointer)),
    });
  }

  if (existing) {
    // This head's review said another result (a re-run, a matrix job that arrived late): it is
    // brought up to date, not joined by a second review.
    const revision = {
      github,
      pullNumber,
      existing,
      reconcileDelayMs,
      bodies: (existing.kind === 'review'
        ? [
            renderReviewBody({
              headSha,
              reviewer,
              result,
              findings,
              inline: 0,
              inBody: [...commented, ...inBody],
              alreadyPosted,
              requestChangesAt: threshold,
              requestChanges,
              pointer,
              currentHeadSha: movedOn ? pull.headSha : undefined,
              revisedFrom: existing.event,
            }),
          ]
        : fallbackBodies(false)
      ).map(redact),
    };
    await reviseReview(revision);
    return withdrawRequestedChanges(
      onExisting(existing, 'updated', {
        inBody: existing.kind === 'review' ? findings.length - alreadyPosted : findings.length,
        skipped: existing.kind === 'review' ? alreadyPosted : 0,
      }),
    );
  }

  const body = redact(
    renderReviewBody({
      headSha,
      reviewer,
      result,
      findings,
      inline: comments.length,
      inBody,
      alreadyPosted,
      requestChangesAt: threshold,
      requestChanges,
      pointer,
      currentHeadSha: movedOn ? pull.headSha : undefined,
    }),
  );

  const findReview = async () => {
    const found = await findOurs();
    return found?.kind === 'review' ? { id: found.id, url: found.url } : undefined;
  };

  try {
    const review = await createOnce<{ id: number; url: string }>({
      create: () => github.createReview({ pullNumber, commitId: headSha, body, event, comments }),
      findExisting: findReview,
      reconcileDelayMs,
    });
    return withdrawRequestedChanges({
      status: 'created',
      kind: 'review',
      id: review.id,
      url: review.url,
      event,
      headSha,
      inline: comments.length,
      inBody: inBody.length,
      skipped: alreadyPosted,
      ...replaced,
    });
  } catch (error) {
    if (!isUnprocessable(error)) throw error;
  }

  // GitHub refused the review (an anchor it would not accept, REQUEST_CHANGES on one's own pull
  // request, a locked conversation…): keep every finding, without anchors, with the same event.
  // When GitHub refuses that event too, a comment that says so; when it refuses any review, an
  // issue comment.
  const events: ReviewEvent[] = requestChanges ? ['REQUEST_CHANGES', 'COMMENT'] : ['COMMENT'];
  let posted: (PostedBody & { event: ReviewEvent }) | undefined;
  let bodies: string[] = [];
  for (const attempt of events) {
    bodies = fallbackBodies(requestChanges && attempt === 'COMMENT').map(redact);
    const body = bodies[0];
    if (body === undefined) throw new InternalError('the fallback review has no body');
    const review = await postFallbackReview({
      github,
      pullNumber,
      headSha,
      body,
      event: attempt,
      findOurs,
      reconcileDelayMs,
    });
    if (review) {
      posted = { ...review, event: attempt };
      break;
    }
  }
  const [first, ...rest] = bodies;
  if (!posted) {
    if (first === undefined) throw new InternalError('the fallback review has no body');
    const comment = await createOnce<PostedBody>({
      create: async () => {
        const created = await github.createIssueComment(pullNumber, first);
        return { id: created.id, url: created.url, kind: 'issue-comment' };
      },
      findExisting: findOurs,
      reconcileDelayMs,
    });
    posted = { ...comment, event: 'COMMENT' };
  }
  for (const part of rest) await upsertPart(github, pullNumber, part, reconcileDelayMs);
  return withdrawRequestedChanges({
    status: 'fallback',
    ...posted,
    headSha,
    inline: 0,
    inBody: findings.length,
    skipped: 0,
    ...replaced,
    ...(requestChanges && posted.event !== 'REQUEST_CHANGES'
      ? {
          notice: `GitHub refused a review requesting changes (a finding is ${threshold} or worse), so it was posted as a comment that says so.`,
        }
      : {}),
  });
}

/**
 * The body a retired review keeps: a marker of its own (never a review's, so no later run takes
 * it for this head's review; still Flotilla's, so it starts no run) and why it says nothing.
 */
function supersededBody(headSha: string, reviewer: string): string {
  return [
    `<!-- flotilla:review-superseded sha=${headSha} by=${reviewer} -->`,
    '### Flotilla review (superseded)',
    '',
    'The run this review showed did not finish and listed no finding. A later run on this commit posted its own review, with its findings as inline comments.',
  ].join('\n');
}

/**
 * Whether a review's result key says a run that did not finish and listed no finding: a later
 * result loses nothing by replacing it, even one that did not finish either.
 */
function showsUnfinishedWithoutFindings(resultKey: string | undefined): boolean {
  return conclusions.some(
    (conclusion) =>
      !ranToCompletion({ conclusion, incomplete: [] }) &&
      reviewResultKey(conclusion, []) === resultKey,
  );
}

/**
 * What the pull request's readers are told when this run did not finish and what an earlier run
 * posted stands (a kept review, requested changes not withdrawn); empty otherwise.
 */
export function unfinishedReviewNotes(review: PublishedReview, result: RunResult): string[] {
  const ended = `This run did not finish (conclusion \`${result.conclusion}\`)`;
  const notes: string[] = [];
  const reviewOf = `the review of ${review.headSha.slice(0, 12)} an earlier run posted (${review.url})`;
  if (review.status === 'kept') {
    notes.push(
      `${ended}, so it does not replace ${reviewOf}: that review and its findings stand${review.skipped ? `, and ${review.skipped === 1 ? 'the finding this run reported is' : `the ${review.skipped} findings this run reported are`} already in it` : ''}.`,
    );
  }
  if (review.status === 'added') {
    const added = review.inBody === 1 ? 'the finding' : `the ${review.inBody} findings`;
    notes.push(
      `${ended}, so it does not replace ${reviewOf}: it adds ${added} this run reported that the review lacked, and the findings the review listed before stay, since this run did not re-check them.`,
    );
  }
  if (review.standing) {
    notes.push(
      `${review.status === 'kept' || review.status === 'added' ? 'It' : ended} does not withdraw the changes ${review.standing === 1 ? 'an earlier review' : `${review.standing} earlier reviews`} of Flotilla's requested: they stand until a run that finishes requests none.`,
    );
  }
  return notes;
}

interface PostedBody {
  id: number;
  url: string;
  kind: 'review' | 'issue-comment';
}

/** A review or fallback comment of ours as listed: what it says, and the event GitHub keeps. */
interface OurBody extends PostedBody {
  body: string;
  event: ReviewEvent;
}

/**
 * Brings this head's review (or fallback comment) up to date with `bodies`: the first replaces
 * its body, the others are its continuation comments.
 */
async function reviseReview(options: {
  github: GitHubClient;
  pullNumber: number;
  existing: OurBody;
  bodies: readonly string[];
  reconcileDelayMs: number;
}): Promise<void> {
  const { github, pullNumber, existing, reconcileDelayMs } = options;
  const [first, ...rest] = options.bodies;
  if (first === undefined) throw new InternalError('the revised review has no body');
  if (existing.kind === 'review') await github.updateReview(pullNumber, existing.id, first);
  else await github.updateIssueComment(existing.id, first);
  for (const part of rest) await upsertPart(github, pullNumber, part, reconcileDelayMs);
}

/** A continuation comment of a fallback review: updated where it is already posted, else posted once. */
async function upsertPart(
  github: GitHubClient,
  pullNumber: number,
  part: string,
  reconcileDelayMs: number,
): Promise<void> {
  await upsertMarkedComment({
    github,
    issueNumber: pullNumber,
    marker: firstLine(part),
    body: part,
    reconcileDelayMs,
  });
}

/** A review without inline comments; undefined when GitHub refuses it (422). */
async function postFallbackReview(options: {
  github: GitHubClient;
  pullNumber: number;
  headSha: string;
  body: string;
  event: ReviewEvent;
  findOurs: () => Promise<OurBody | undefined>;
  reconcileDelayMs: number;
}): Promise<PostedBody | undefined> {
  const { github, pullNumber, headSha, body, event, findOurs, reconcileDelayMs } = options;
  try {
    return await createOnce<PostedBody>({
      create: async () => {
        const review = await github.createReview({
          pullNumber,
          commitId: headSha,
          body,
          event,
          comments: [],
        });
        return { id: review.id, url: review.url, kind: 'review' };
      },
      findExisting: findOurs,
      reconcileDelayMs,
    });
  } catch (error) {
    if (!isUnprocessable(error)) throw error;
    return undefined;
  }
}
