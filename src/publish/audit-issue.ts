import { errorMessage, UserError } from '../errors.js';
import { authoredBy, type GitHubClient, type IssueInfo } from '../platform/github.js';
import { dedupeFindings } from '../results/dedupe-findings.js';
import type { Finding } from '../results/finding.js';
import type { RunResult } from '../results/run-result.js';
import {
  MAX_BODY_LENGTH,
  formatCount,
  formatLocation,
  inlineCode,
  neutralizeComments,
  pointerTo,
  severityLabel,
  tableCell,
  truncate,
} from './markdown.js';
import { renderAgentNotes } from './agent-notes.js';
import { auditMarker, startsWithMarker } from './markers.js';
import { createRedactor, redactDeep, type Redactor } from './redact.js';
import { fitFindings, moreFindingsNote, renderEntry, renderSummary } from './review-body.js';
import { createOnce } from './write-once.js';

/**
 * Scheduled audits keep ONE issue per audit name (hidden marker + label), created on the first run
 * and updated in place afterwards. A closed audit issue is reopened when the audit finds something
 * again; when it finds nothing, the issue is updated and its state left as it is.
 *
 * The issue is the one the publishing token wrote whose body starts with the audit's marker
 * (anyone can type a marker; their issue is never taken over). The label finds it in one request;
 * when the label is gone (someone removed it, or GitHub dropped it at creation because the token
 * may not set labels) the open issues the token created are searched, and the label is put back.
 */

export const AUDIT_LABEL = 'flotilla-audit';

/** The audit's name when none is given, the same for `flotilla publish` and the Action. */
export const defaultAuditName = 'flotilla-audit';

export interface AuditIssueOptions {
  github: GitHubClient;
  auditName: string;
  result: RunResult;
  label?: string;
  artifactUrl?: string;
  runUrl?: string;
  /** Shown in the body, e.g. the run's date; default: result.started_at. */
  when?: string;
  redact?: Redactor;
  reconcileDelayMs?: number;
}

export interface AuditIssueResult {
  number: number;
  url: string;
  action: 'created' | 'updated' | 'reopened';
  /** Set when the issue lacks the label and GitHub would not put it back: what to do about it. */
  labelWarning?: string;
}

export async function publishAuditIssue(options: AuditIssueOptions): Promise<AuditIssueResult> {
  const { github } = options;
  const redact = options.redact ?? createRedactor([]);
  // Redacted before it goes into the marker, so the marker we look for is the one we wrote.
  const name = redact(options.auditName.trim());
  if (!name) {
    throw new UserError(
      "The audit needs a name (e.g. 'nightly-security') to find its issue again.",
    );
  }
  const label = options.label ?? AUDIT_LABEL;
  const findings = dedupeFindings(redactDeep(options.result.findings, redact));
  const result = redactDeep({ ...options.result, findings }, redact);
  const marker = auditMarker(name);
  const title = redact(
    `Flotilla audit: ${name} — ${findings.length} ${findings.length === 1 ? 'finding' : 'findings'}`,
  );
  const body = redact(
    renderAuditBody({
      marker,
      name,
      result,
      findings,
      pointer: pointerTo(options.artifactUrl),
      when: options.when ?? result.started_at,
      ...(options.runUrl ? { runUrl: options.runUrl } : {}),
    }),
  );

  const identity = await github.identity();
  const ours = (issue: IssueInfo): boolean =>
    authoredBy(identity, issue) && startsWithMarker(issue.body, marker);
  const findOurs = async (): Promise<IssueInfo | undefined> => {
    const labelled = (await github.listIssues({ labels: [label], state: 'all' })).filter(ours);
    const open = labelled.find((issue) => issue.state === 'open');
    if (open) return open;
    // Without its label: among the open issues this token created (an installation token's
    // login is unknown, so all open issues, of which only a Bot's can be ours).
    const unlabelled = (
      await github.listIssues({
        state: 'open',
        ...(identity.kind === 'account' ? { creator: identity.login } : {}),
      })
    ).find(ours);
    return unlabelled ?? labelled[0];
  };

  const existing = await findOurs();
  if (existing) {
    const reopen = existing.state === 'closed' && findings.length > 0;
    const updated = await github.updateIssue(existing.number, {
      title,
      body,
      ...(reopen ? { state: 'open' } : {}),
    });
    return {
      number: updated.number,
      url: updated.url,
      action: reopen ? 'reopened' : 'updated',
      ...(await restoreLabel(github, updated, label)),
    };
  }
  const created = await createOnce({
    create: () => github.createIssue({ title, body, labels: [label] }),
    findExisting: findOurs,
    ...(options.reconcileDelayMs !== undefined
      ? { reconcileDelayMs: options.reconcileDelayMs }
      : {}),
  });
  return {
    number: created.number,
    url: created.url,
    action: 'created',
    ...(await restoreLabel(github, created, label)),
  };
}

/**
 * Puts the audit label back on `issue` when it lacks it. GitHub refuses (or silently drops)
 * labels from a token that may not set them; that is reported, not fatal: the issue is still
 * found by its marker next time.
 */
async function restoreLabel(
  github: GitHubClient,
  issue: IssueInfo,
  label: string,
): Promise<{ labelWarning?: string }> {
  if (issue.labels.includes(label)) return {};
  let refusal = 'GitHub dropped it';
  try {
    const labelled = await github.updateIssue(issue.number, { labels: [...issue.labels, label] });
    if (labelled.labels.includes(label)) return {};
  } catch (error) {
    refusal = `GitHub refused it: ${errorMessage(error)}`;
  }
  return {
    labelWarning: `The audit issue #${issue.number} lacks the label '${label}' and ${refusal}. Give the token the right to label issues (in a workflow: \`permissions: { issues: write }\`; a personal token needs push access), or add the label by hand; the issue is still found by its marker.`,
  };
}

export function renderAuditBody(input: {
  marker: string;
  name: string;
  result: RunResult;
  findings: readonly Finding[];
  pointer: string;
  when: string;
  runUrl?: string;
}): string {
  const agentNotes = renderAgentNotes(input.result, input.pointer);
  const head = [
    input.marker,
    `### Flotilla audit: ${neutralizeComments(input.name)}`,
    '',
    `Last run: ${input.when}${input.runUrl ? ` · [workflow run](${input.runUrl})` : ''}`,
    '',
    renderSummary(input.result, input.findings),
  ]
    .concat(agentNotes ? ['', agentNotes] : [])
    .join('\n');
  if (!input.findings.length) return `${head}\n\nNo findings in the last run.`;
  const note = `\n\n… (truncated; the full list is in ${input.pointer})`;
  const table = [
    '| Severity | Location | Title | Agent |',
    '| --- | --- | --- | --- |',
    ...input.findings.map(
      (finding) =>
        `| ${severityLabel(finding.severity)} | ${inlineCode(tableCell(formatLocation(finding), 150))} | ${tableCell(neutralizeComments(finding.title))} | ${tableCell(finding.agent, 60)} |`,
    ),
  ].join('\n');
  const body = `${head}\n\n${table}`;
  const details = input.findings.map((finding) => renderEntry(finding, 'full')).join('\n\n');
  const withDetails = `${body}\n\n<details><summary>Details</summary>\n\n${details}\n\n</details>`;
  if (withDetails.length <= MAX_BODY_LENGTH) return withDetails;
  // Too long with every detail in full: the details fill what room is left, shortened as in the
  // review body (entries shortened, then one line each), and the issue says what was left out.
  const shortened = `\n\nThe details below are shortened to fit GitHub's ${formatCount(MAX_BODY_LENGTH)}-character limit; every finding in full is in ${input.pointer}.`;
  const open = '\n\n<details><summary>Details (shortened)</summary>\n\n';
  const close = '\n\n</details>';
  const reserve = 200 + input.pointer.length;
  const room =
    MAX_BODY_LENGTH - body.length - shortened.length - open.length - close.length - reserve;
  if (room <= 0) return truncate(body, MAX_BODY_LENGTH, note);
  const { text, overflow } = fitFindings(input.findings, room);
  const more = overflow.length
    ? `${text ? '\n\n' : ''}${moreFindingsNote(overflow.length, input.pointer, { of: 'the details of ', where: ' (in the table above)' })}`
    : '';
  return `${body}${shortened}${open}${text}${more}${close}`;
}
