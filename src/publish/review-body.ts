import { totalTokens } from '../model/model-client.js';
import { InternalError } from '../errors.js';
import { oneLine } from '../results/one-line.js';
import type { Finding, Severity } from '../results/finding.js';
import type { RunResult } from '../results/run-result.js';
import type { ReviewEvent } from '../platform/github.js';
import {
  MAX_BODY_LENGTH,
  codeBlock,
  formatCount,
  formatLocation,
  formatUsd,
  inlineCode,
  neutralizeComments,
  severityLabel,
  severitySummary,
  truncate,
} from './markdown.js';
import { renderAgentNotes } from './agent-notes.js';
import {
  MAX_LISTED_KEYS,
  findingKey,
  findingKeysLine,
  findingMarker,
  listedKey,
  reviewMarker,
  reviewPartMarker,
  reviewResultKey,
} from './markers.js';

/**
 * The text of a pull-request review: inline comments, the review body, and the fallback bodies
 * that keep every finding. Every body returned here is at most MAX_BODY_LENGTH characters.
 */

/** How much of a finding an entry in a list shows; later levels are used when space runs out. */
type EntryLevel = 'full' | 'short' | 'line';
const entryLevels: readonly EntryLevel[] = ['full', 'short', 'line'];

const fullBodyMax = 6000;
const shortBodyMax = 300;

export function renderInlineComment(finding: Finding, pointer: string): string {
  const title = neutralizeComments(oneLine(finding.title));
  const head = `${findingMarker(findingKey(finding))}\n**${severityLabel(finding.severity)} · ${title}**\n\n`;
  const footer = finding.agent
    ? `\n\n<sub>Reported by ${neutralizeComments(finding.agent)}</sub>`
    : '';
  let suggestion = '';
  if (finding.suggestion !== undefined) {
    // GitHub applies suggestion blocks to lines start_line..line of the new file only.
    suggestion =
      (finding.side ?? 'RIGHT') === 'RIGHT'
        ? `\n\n${codeBlock(finding.suggestion, 'suggestion')}`
        : `\n\nSuggested replacement:\n${codeBlock(finding.suggestion)}`;
    if (head.length + suggestion.length + footer.length + 500 > MAX_BODY_LENGTH) {
      suggestion = `\n\n_The suggested change is too long to show here; see ${pointer}._`;
    }
  }
  const room = MAX_BODY_LENGTH - head.length - suggestion.length - footer.length;
  const body = truncate(
    neutralizeComments(finding.body),
    room,
    `\n\n… (truncated; see ${pointer})`,
  );
  return `${head}${body}${suggestion}${footer}`;
}

function indent(text: string): string {
  return text
    .split('\n')
    .map((line) => (line ? `  ${line}` : line))
    .join('\n');
}

export function renderEntry(finding: Finding, level: EntryLevel): string {
  const flat = oneLine(finding.title);
  const title = neutralizeComments(level === 'line' ? truncate(flat, 200, '…') : flat);
  const agent = finding.agent
    ? ` _(${neutralizeComments(truncate(finding.agent, 100, '…'))})_`
    : '';
  const location = inlineCode(truncate(formatLocation(finding), 300, '…'));
  const headline = `- ${severityLabel(finding.severity)} **${title}** — ${location}${agent}${finding.unanchored && level === 'line' ? ' _(not anchored)_' : ''}`;
  if (level === 'line') return headline;
  const why = finding.unanchored
    ? `\n\n${indent(`_Not anchored to a line: ${neutralizeComments(truncate(oneLine(finding.unanchored), 500, '…'))}._`)}`
    : '';
  const max = level === 'full' ? fullBodyMax : shortBodyMax;
  const body = truncate(neutralizeComments(finding.body).trim(), max, ' … (truncated)');
  let text = (body ? `${headline}\n\n${indent(body)}` : headline) + why;
  if (level === 'full' && finding.suggestion !== undefined) {
    text += `\n\n${indent(`Suggested replacement:\n${codeBlock(truncate(finding.suggestion, fullBodyMax, '\n… (truncated)'))}`)}`;
  } else if (finding.suggestion !== undefined) {
    // Shortened entries leave the suggestion out, and say so.
    text += `\n\n${indent('_A suggested replacement is in the full results._')}`;
  }
  return text;
}

/**
 * What a list `fitFindings` shortened left out: "…and N more findings: see <pointer>." (`of` and
 * `where` say what of them, and where else they are listed).
 */
export function moreFindingsNote(
  count: number,
  pointer: string,
  { of = '', where = '' }: { of?: string; where?: string } = {},
): string {
  return `…and ${of}${count} more ${count === 1 ? 'finding' : 'findings'}${where}: see ${pointer}.`;
}

/**
 * Lists as many findings as fit in `budget` characters, at the most detailed level that fits them
 * all, the room left going to the first (most severe) ones at the level above; when even one line
 * each does not fit, the rest come back as `overflow`.
 */
export function fitFindings(
  findings: readonly Finding[],
  budget: number,
): { text: string; overflow: Finding[] } {
  for (const [index, level] of entryLevels.entries()) {
    const entries = findings.map((finding) => renderEntry(finding, level));
    let length = entries.join('\n\n').length;
    if (length > budget) continue;
    const richer = entryLevels[index - 1];
    for (let position = 0; richer && position < findings.length; position++) {
      const finding = findings[position];
      const entry = entries[position];
      if (!finding || entry === undefined) break;
      const detailed = renderEntry(finding, richer);
      if (length - entry.length + detailed.length > budget) break;
      length += detailed.length - entry.length;
      entries[position] = detailed;
    }
    return { text: entries.join('\n\n'), overflow: [] };
  }
  const lines: string[] = [];
  let used = 0;
  let index = 0;
  for (; index < findings.length; index++) {
    const finding = findings[index];
    if (!finding) break;
    const line = renderEntry(finding, 'line');
    const cost = line.length + (lines.length ? 1 : 0);
    if (used + cost > budget) break;
    lines.push(line);
    used += cost;
  }
  return { text: lines.join('\n'), overflow: findings.slice(index) };
}

export function renderSummary(result: RunResult, findings: readonly Finding[]): string {
  const turns = result.agents.reduce((total, agent) => total + agent.turns, 0);
  const tokens = totalTokens(result.usage);
  const agents = result.agents.map((agent) => agent.name).join(', ') || 'none';
  const noun = findings.length === 1 ? 'finding' : 'findings';
  return [
    `**${findings.length} ${noun}** — ${severitySummary(findings)}`,
    `Conclusion: ${inlineCode(result.conclusion)} · agents: ${neutralizeComments(agents)} · ${turns} turns · ${formatCount(tokens)} tokens · ${formatUsd(result.cost_usd)}`,
  ].join('\n\n');
}

export interface ReviewBodyInput {
  headSha: string;
  /** Who reviews (reviewerKey); default: reviewerKey(''). */
  reviewer?: string | undefined;
  result: RunResult;
  /** Every finding of the run. */
  findings: readonly Finding[];
  inline: number;
  /** Findings whose lines are not in the diff. */
  inBody: readonly Finding[];
  alreadyPosted: number;
  requestChangesAt?: Severity | undefined;
  requestChanges: boolean;
  pointer: string;
  /** Set when the pull request has moved past the analysed commit. */
  currentHeadSha?: string | undefined;
  /**
   * Set when this body replaces the one of this head's review, which said another result: the
   * event that review keeps (GitHub changes only a posted review's body).
   */
  revisedFrom?: ReviewEvent | undefined;
}

export function renderReviewBody(input: ReviewBodyInput): string {
  const parts = [
    reviewMarker(
      input.headSha,
      reviewResultKey(input.result.conclusion, input.findings),
      input.reviewer,
    ),
    findingKeysLine(input.findings.slice(0, MAX_LISTED_KEYS).map(listedKey)),
    '### Flotilla review',
    '',
    renderSummary(input.result, input.findings),
  ];
  if (input.requestChanges && input.requestChangesAt) {
    parts.push('', requestedChangesLine(input.requestChangesAt, input.revisedFrom));
  }
  if (input.revisedFrom) {
    parts.push(
      '',
      'Updated by a later run on this commit with another result. GitHub adds no inline comments to a posted review, so the findings not commented on yet are listed below.',
    );
  }
  if (input.currentHeadSha) {
    parts.push(
      '',
      `The pull request moved on to ${input.currentHeadSha.slice(0, 12)} after this run analysed ${input.headSha.slice(0, 12)}, so the findings are listed here instead of inline.`,
    );
  }
  const notes: string[] = [];
  if (input.inline)
    notes.push(
      `${input.inline} ${input.inline === 1 ? 'finding is an inline comment' : 'findings are inline comments'} below.`,
    );
  if (input.alreadyPosted) {
    notes.push(
      `${input.alreadyPosted} ${input.alreadyPosted === 1 ? 'finding was' : 'findings were'} already commented on in an earlier review and ${input.alreadyPosted === 1 ? 'is' : 'are'} not repeated.`,
    );
  }
  if (notes.length) parts.push('', notes.join(' '));
  const agentNotes = renderAgentNotes(input.result, input.pointer);
  if (agentNotes) parts.push('', agentNotes);
  let body = parts.join('\n');
  if (input.inBody.length) {
    const title = input.currentHeadSha
      ? 'Findings'
      : input.revisedFrom || input.inBody.some((finding) => finding.unanchored)
        ? 'Findings not commented on inline'
        : 'Findings outside the diff';
    const heading = `\n\n#### ${title} (${input.inBody.length})\n\n`;
    const reserve = 300 + input.pointer.length;
    const { text, overflow } = fitFindings(
      input.inBody,
      MAX_BODY_LENGTH - body.length - heading.length - reserve,
    );
    body += heading + text;
    if (overflow.length) {
      body += `\n\n${moreFindingsNote(overflow.length, input.pointer)}`;
      // Counted, not listed: the keys line names only what the review shows.
      const unlisted = new Set(overflow);
      const lines = body.split('\n');
      lines[1] = findingKeysLine(
        input.findings
          .filter((finding) => !unlisted.has(finding))
          .slice(0, MAX_LISTED_KEYS)
          .map(listedKey),
      );
      body = lines.join('\n');
    }
  }
  return truncate(body, MAX_BODY_LENGTH, `\n\n… (truncated; see ${input.pointer})`);
}

/**
 * When GitHub refused the review, every finding goes into bodies without anchors: the first is the
 * review (or comment) body, the others are continuation comments, each within the size limit.
 */
export function renderFallbackBodies(input: {
  headSha: string;
  /** Who reviews (reviewerKey); default: reviewerKey(''). */
  reviewer?: string | undefined;
  result: RunResult;
  findings: readonly Finding[];
  pointer: string;
  requestChangesAt?: Severity | undefined;
  requestChanges: boolean;
  /** GitHub refused this review as REQUEST_CHANGES: it is posted as a comment that says so. */
  refusedRequestChanges?: boolean;
}): string[] {
  const header = [
    reviewMarker(
      input.headSha,
      reviewResultKey(input.result.conclusion, input.findings),
      input.reviewer,
    ),
    findingKeysLine(input.findings.slice(0, MAX_LISTED_KEYS).map(listedKey)),
    '### Flotilla review',
    '',
    renderSummary(input.result, input.findings),
    '',
    'GitHub did not accept these findings as inline comments, so every finding is listed here.',
  ];
  if (input.requestChanges && input.requestChangesAt) {
    header.push(
      '',
      input.refusedRequestChanges
        ? `At least one finding is ${input.requestChangesAt} or worse, but GitHub refused a review requesting changes here, so this is a comment.`
        : `Changes requested: at least one finding is ${input.requestChangesAt} or worse.`,
    );
  }
  const agentNotes = renderAgentNotes(input.result, input.pointer);
  if (agentNotes) header.push('', agentNotes);
  const bodies: string[] = [];
  let remaining: Finding[] = [...input.findings];
  let prefix = header.join('\n');
  const reserve = 200;
  for (let part = 1; ; part++) {
    if (remaining.length === 0) {
      bodies.push(prefix);
      break;
    }
    const lead = `${prefix}\n\n`;
    const { text, overflow } = fitFindings(remaining, MAX_BODY_LENGTH - lead.length - reserve);
    // One line per finding is at most ~600 characters, so an empty part always takes one.
    if (!text) throw new InternalError('a finding does not fit in an empty review body');
    const more = overflow.length
      ? `\n\n(continued in the next comment: ${overflow.length} more)`
      : '';
    bodies.push(`${lead}${text}${more}`);
    if (!overflow.length) break;
    remaining = overflow;
    prefix = `${reviewPartMarker(input.headSha, part + 1, input.reviewer)}\n### Flotilla review (continued, part ${part + 1})`;
  }
  return bodies;
}

/**
 * What a body says of a finding at or above request_changes_on: changes requested, or, in a
 * review first posted as a comment, why it stays one.
 */
export function requestedChangesLine(threshold: string, postedAs: string | undefined): string {
  return postedAs === 'COMMENT'
    ? `At least one finding is ${threshold} or worse, but this review stays a comment: GitHub keeps a posted review's event.`
    : `Changes requested: at least one finding is ${threshold} or worse.`;
}
