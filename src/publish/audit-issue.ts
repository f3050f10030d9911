import { errorMessage, UserError } from '../errors.js';
import { authoredBy, type GitHubClient, type IssueInfo } from '../platform/github.js';
import { dedupeFindings } from '../results/dedupe-findings.js';
import type { Finding } from '../results/finding.js';
import { oneLine } from '../results/one-line.js';
import { ranToCompletion, type RunResult } from '../results/run-result.js';
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
import { renderAddedBody, splitEarlierBody } from './added-body.js';
import {
  auditMarker,
  auditRunMarker,
  MAX_LISTED_KEYS,
  findingKeysLine,
  findingKeysOf,
  listedKey,
  startsWithMarker,
} from './markers.js';
import { createRedactor, redactDeep, type Redactor } from './redact.js';
import { fitFindings, moreFindingsNote, renderEntry, renderSummary } from './review-body.js';
import { upsertMarkedComment } from './sticky-comment.js';
import { createOnce } from './write-once.js';

/**
 * Scheduled audits keep ONE issue per audit name (hidden marker + label), created on the first run
 * and updated in place afterwards. A closed audit issue is reopened when the audit finds something
 * again; when it finds nothing, the issue is updated and its state left as it is.
 *
 * The issue is the team's standing record, so only a run that finished (ranToCompletion) replaces
 * its title and findings: a run that did not (an API outage, an expired key, a crashed auditor)
 * never shows "0 findings" there and removes no finding. It adds to the list the findings the
 * list lacks (reopening a closed issue), and comments on the issue what did not finish and why;
 * on the first run it creates the issue with a title that says it did not finish.
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
  /**
   * commented: the run did not finish and found nothing the issue lacks, so the issue stays as
   * it is and a comment (commentUrl) says what did not finish.
   */
  action: 'created' | 'updated' | 'reopened' | 'commented';
  /** Set when the run did not finish: the comment that says what did not finish. */
  commentUrl?: string;
  /**
   * Set when the run did not finish and found what the issue lacked: how many findings were
   * added to its list (none was removed), reopening it when it was closed.
   */
  added?: number;
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
  const finished = ranToCompletion(result);
  const count = formatFindings(findings.length);
  const title = redact(
    `Flotilla audit: ${name} — ${finished ? count : `did not finish${findings.length ? `, ${count}` : ''}`}`,
  );
  const pointer = pointerTo(options.artifactUrl);
  const when = options.when ?? result.started_at;
  /** What the issue's body and a comment on an unfinished run both show. */
  const shown = {
    marker,
    name,
    result,
    findings,
    pointer,
    when,
    ...(options.runUrl ? { runUrl: options.runUrl } : {}),
  };
  const body = redact(renderAuditBody(shown));

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
  if (existing && !finished) {
    // The list keeps every finding it has (this run cannot show one is gone) and gains those of
    // this run it lacks; an issue written before bodies named their keys lacks every one.
    const earlierKeys = findingKeysOf(existing.body) ?? new Set<string>();
    const added = findings.filter((finding) => !earlierKeys.has(listedKey(finding)));
    const render: AuditRender = {
      marker,
      name,
      result,
      findings: added,
      pointer,
      when,
      ...(options.runUrl ? { runUrl: options.runUrl } : {}),
    };
    const reopen = added.length > 0 && existing.state === 'closed';
    const addedBody = renderAddedAuditBody(render, earlierKeys, existing.body);
    // A count alone would read as a complete run's title: an issue no complete run wrote says so.
    const count = formatFindings(earlierKeys.size + addedBody.listed);
    const state = !findingKeysOf(existing.body)
      ? `${formatFindings(added.length)} added by a run that did not finish`
      : writtenByCompleteRun(existing.body)
        ? count
        : `did not finish, ${count}`;
    const updated = added.length
      ? await github.updateIssue(existing.number, {
          title: redact(`Flotilla audit: ${name} — ${state}`),
          body: redact(addedBody.body),
          ...(reopen ? { state: 'open' } : {}),
        })
      : existing;
    const runMarker = auditRunMarker(name, result.run_id);
    const comment = await upsertMarkedComment({
      github,
      issueNumber: existing.number,
      marker: runMarker,
      body: redact(renderUnfinishedAuditComment({ ...shown, marker: runMarker }, added.length)),
      ...(options.reconcileDelayMs !== undefined
        ? { reconcileDelayMs: options.reconcileDelayMs }
        : {}),
    });
    return {
      number: updated.number,
      url: updated.url,
      action: reopen ? 'reopened' : added.length ? 'updated' : 'commented',
      commentUrl: comment.url,
      ...(added.length ? { added: added.length } : {}),
      ...(await restoreLabel(github, updated, label)),
    };
  }
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

interface AuditRender {
  marker: string;
  name: string;
  result: RunResult;
  findings: readonly Finding[];
  pointer: string;
  when: string;
  runUrl?: string;
}

function runLink(input: AuditRender): string {
  return input.runUrl ? ` · [workflow run](${input.runUrl})` : '';
}

/** What an audit body says above its list: its heading, when it ran, the summary and notes. */
function renderAuditHead(input: AuditRender): string {
  const finished = ranToCompletion(input.result);
  const agentNotes = renderAgentNotes(input.result, input.pointer);
  return [
    `### Flotilla audit: ${neutralizeComments(input.name)}`,
    '',
    finished
      ? `Last complete run: ${input.when}${runLink(input)}`
      : `Last run: ${input.when} (it did not finish)${runLink(input)}`,
    '',
    renderSummary(input.result, input.findings),
  ]
    .concat(agentNotes ? ['', agentNotes] : [])
    .join('\n');
}

export function renderAuditBody(input: AuditRender): string {
  const finished = ranToCompletion(input.result);
  const lead = (listed: readonly Finding[]): string =>
    `${input.marker}\n${findingKeysLine(listed.map(listedKey))}\n${renderAuditHead(input)}`;
  if (!input.findings.length) {
    return finished
      ? `${lead([])}\n\nNo findings in the last run.`
      : `${lead([])}\n\nThe run did not finish, so it does not show that there is nothing to find.`;
  }
  // The table lists what fits (at most MAX_LISTED_KEYS rows); the keys line names only those.
  const candidates = input.findings.slice(0, MAX_LISTED_KEYS);
  const rows: string[] = [];
  let room = MAX_BODY_LENGTH - lead(candidates).length - 400 - input.pointer.length;
  for (const finding of candidates) {
    const row = `\n| ${severityLabel(finding.severity)} | ${inlineCode(tableCell(formatLocation(finding), 150))} | ${tableCell(neutralizeComments(finding.title))} | ${tableCell(finding.agent, 60)} |`;
    if (row.length > room) break;
    rows.push(row);
    room -= row.length;
  }
  const listed = input.findings.slice(0, rows.length);
  const unlisted = input.findings.length - listed.length;
  const table = `| Severity | Location | Title | Agent |\n| --- | --- | --- | --- |${rows.join('')}`;
  const more = unlisted ? `\n\n${moreFindingsNote(unlisted, input.pointer)}` : '';
  const body = `${lead(listed)}\n\n${table}${more}`;
  const details = listed.map((finding) => renderEntry(finding, 'full')).join('\n\n');
  const withDetails = `${body}\n\n<details><summary>Details</summary>\n\n${details}\n\n</details>`;
  if (withDetails.length <= MAX_BODY_LENGTH) return withDetails;
  // Too long with every detail in full: the details fill what room is left, shortened as in the
  // review body (entries shortened, then one line each), and the issue says what was left out.
  const shortened = `\n\nThe details below are shortened to fit GitHub's ${formatCount(MAX_BODY_LENGTH)}-character limit; every finding in full is in ${input.pointer}.`;
  const open = '\n\n<details><summary>Details (shortened)</summary>\n\n';
  const close = '\n\n</details>';
  const reserve = 200 + input.pointer.length;
  const detailsRoom =
    MAX_BODY_LENGTH - body.length - shortened.length - open.length - close.length - reserve;
  if (detailsRoom <= 0) return body;
  const { text, overflow } = fitFindings(listed, detailsRoom);
  const detailsMore = overflow.length
    ? `${text ? '\n\n' : ''}${moreFindingsNote(overflow.length, input.pointer, { of: 'the details of ', where: ' (in the table above)' })}`
    : '';
  return `${body}${shortened}${open}${text}${detailsMore}${close}`;
}

/**
 * Whether a complete run wrote the issue's list: the original part of its body (below what runs
 * that did not finish added) says when the last complete run was.
 */
function writtenByCompleteRun(body: string): boolean {
  return /^Last complete run: /m.test(splitEarlierBody(body).original);
}

function formatFindings(count: number): string {
  return `${count} ${count === 1 ? 'finding' : 'findings'}`;
}

/**
 * The issue after a run that did not finish found what its list lacks: those findings (`input`
 * holds only them), then all the issue said before (see renderAddedBody).
 */
function renderAddedAuditBody(
  input: AuditRender,
  earlierKeys: ReadonlySet<string>,
  earlierBody: string,
): { body: string; listed: number } {
  return renderAddedBody({
    marker: input.marker,
    header: renderAuditHead(input),
    added: input.findings,
    earlierKeys,
    earlierBody,
    beforeNote:
      'A run that did not finish cannot show that a finding is gone, so the list the issue had stays.',
    pointer: input.pointer,
  });
}

/**
 * The comment a run that did not finish leaves on an existing audit issue: when it ran, how it
 * ended, what did not finish and why, and what it found (`added` of which the issue's list lacked
 * and now has; the list loses none).
 */
function renderUnfinishedAuditComment(input: AuditRender, added: number): string {
  const { result, findings } = input;
  const agentNotes = renderAgentNotes(result, input.pointer);
  const parts = [
    input.marker,
    `### Flotilla audit: ${neutralizeComments(input.name)} — a run did not finish`,
    '',
    `Run: ${input.when}${runLink(input)} · conclusion ${inlineCode(result.conclusion)}`,
    '',
    added
      ? `This issue keeps every finding it listed: a run that did not finish cannot show which of them are gone. It adds the ${added === 1 ? 'finding' : `${added} findings`} below that its list lacked.`
      : 'This issue keeps the findings it listed: a run that did not finish cannot show which of them are gone, and this one found none the list lacks, so it changes neither the title, the list nor the state of the issue.',
  ];
  // The lead's failure is usually its line under "Did not finish" already.
  const error = result.error ? oneLine(result.error) : '';
  if (error && !result.incomplete.some((agent) => oneLine(agent.reason).includes(error))) {
    parts.push('', `**Error:** ${neutralizeComments(truncate(error, 1000, '…'))}`);
  }
  if (agentNotes) parts.push('', agentNotes);
  let body = parts.join('\n');
  if (findings.length) {
    const heading = `\n\n#### Reported by this run (${findings.length}), ${added ? `${added} of them added to the issue's list` : "all in the issue's list already"}\n\n`;
    const reserve = 300 + input.pointer.length;
    const { text, overflow } = fitFindings(
      findings,
      MAX_BODY_LENGTH - body.length - heading.length - reserve,
    );
    body += heading + text;
    if (overflow.length) body += `\n\n${moreFindingsNote(overflow.length, input.pointer)}`;
  }
  return truncate(body, MAX_BODY_LENGTH, `\n\n… (truncated; see ${input.pointer})`);
}
