/**
 * The publishers: everything that turns a RunResult into something a user sees. They read a
 * RunResult, never call the model, and redact every text they send or return.
 */
export { renderAnnotations, annotationFor, type AnnotationLevel } from './annotations.js';
export {
  publishAuditIssue,
  renderAuditBody,
  AUDIT_LABEL,
  type AuditIssueOptions,
  type AuditIssueResult,
} from './audit-issue.js';
export {
  canPushToPullRequest,
  chooseCommitTarget,
  renderChangesBody,
  type CommitTarget,
} from './commit.js';
export {
  createDiffIndex,
  parsePatch,
  parseUnifiedDiff,
  type DiffAnchor,
  type DiffFile,
  type DiffIndex,
} from './diff-lines.js';
export { renderJobSummary } from './job-summary.js';
export { renderMarkdownReport } from './markdown-report.js';
export { MAX_BODY_LENGTH } from './markdown.js';
export {
  publishResult,
  publishTargets,
  type PublishContext,
  type PublishTarget,
  type PublishedLinks,
} from './publish-result.js';
export {
  publishReview,
  type PublishReviewOptions,
  type PublishedReview,
  type ReviewPolicy,
} from './pr-review.js';
export {
  openPullRequest,
  type OpenPullRequestOptions,
  type OpenedPullRequest,
} from './pull-request.js';
export { createRedactor, redactDeep, REDACTED, type Redactor } from './redact.js';
export { toSarif, sarifLevel, type SarifLog } from './sarif.js';
export {
  upsertStickyComment,
  type StickyCommentOptions,
  type StickyCommentResult,
} from './sticky-comment.js';
