import { codeBlock } from '../publish/markdown.js';
import { severityRank, type Finding } from './finding.js';

/**
 * Several agents often report the same problem. Two findings are duplicates when they point at the
 * same path, side and line and their titles are similar:
 * - equal after normalisation (case, punctuation and spacing ignored), or
 * - sharing most of their words: |A ∩ B| / min(|A|, |B|) ≥ 0.8 with at least two words on each
 *   side, or Jaccard |A ∩ B| / |A ∪ B| ≥ 0.6 (stop words such as "the", "in" not counted).
 * The second test is for DIFFERENT agents only: one agent that reports two findings on one line
 * with titles that are not equal ("SQL injection through the id parameter", "… the name
 * parameter") meant two problems, and both are kept. The same agent is the same agent run (an
 * `agent_ids` entry in common) or, for results written before `agent_ids`, the same type name.
 * Of duplicates, the most severe is kept (the first reported among equals); the agents that
 * reported it are all named in its `agent` field, comma-separated, and their runs in `agent_ids`.
 * Nothing the other said is lost: its body (and a suggestion that differs) is appended to the
 * kept finding's body under "Also reported by …", unless the kept body already says it.
 * Order: severity (critical first), then path, line, start line, title; stable otherwise.
 */

const stopWords = new Set([
  'a',
  'an',
  'the',
  'of',
  'in',
  'on',
  'at',
  'to',
  'for',
  'is',
  'be',
  'and',
  'or',
  'this',
  'that',
  'with',
]);

export function normalizeTitle(title: string): string {
  return title
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

function titleWords(title: string): Set<string> {
  return new Set(
    normalizeTitle(title)
      .split(' ')
      .filter((word) => word && !stopWords.has(word)),
  );
}

export function similarTitles(a: string, b: string): boolean {
  if (normalizeTitle(a) === normalizeTitle(b)) return true;
  const wordsA = titleWords(a);
  const wordsB = titleWords(b);
  if (wordsA.size === 0 || wordsB.size === 0) return false;
  let shared = 0;
  for (const word of wordsA) if (wordsB.has(word)) shared++;
  const smaller = Math.min(wordsA.size, wordsB.size);
  const union = wordsA.size + wordsB.size - shared;
  return (smaller >= 2 && shared / smaller >= 0.8) || shared / union >= 0.6;
}

export function compareFindings(a: Finding, b: Finding): number {
  return (
    severityRank(a.severity) - severityRank(b.severity) ||
    compareText(a.path, b.path) ||
    a.line - b.line ||
    (a.start_line ?? a.line) - (b.start_line ?? b.line) ||
    compareText(a.title, b.title)
  );
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function splitAgents(agent: string): string[] {
  return agent
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
}

export function dedupeFindings(findings: readonly Finding[]): Finding[] {
  // Array.prototype.sort is stable: equal findings keep their reported order.
  const ordered = [...findings].sort(compareFindings);
  const kept: Kept[] = [];
  const byLocation = new Map<string, Kept[]>();
  for (const finding of ordered) {
    const location = `${finding.side ?? 'RIGHT'}\u0000${finding.path}\u0000${finding.line}`;
    const candidates = byLocation.get(location) ?? [];
    // Findings arrive most severe first, so the one already kept is the one to keep.
    const title = normalizeTitle(finding.title);
    const duplicateOf =
      candidates.find((entry) =>
        entry.members.some((member) => normalizeTitle(member.title) === title),
      ) ?? candidates.find((entry) => similarToOthers(entry, finding));
    const member = {
      title: finding.title,
      agents: splitAgents(finding.agent),
      agentIds: [...(finding.agent_ids ?? [])],
    };
    if (duplicateOf) {
      for (const agent of member.agents) {
        if (!duplicateOf.agents.includes(agent)) duplicateOf.agents.push(agent);
      }
      for (const agentId of member.agentIds) {
        if (!duplicateOf.agentIds.includes(agentId)) duplicateOf.agentIds.push(agentId);
      }
      duplicateOf.members.push(member);
      duplicateOf.finding = absorb(duplicateOf.finding, finding);
      continue;
    }
    const entry: Kept = {
      finding,
      agents: [...member.agents],
      agentIds: [...member.agentIds],
      members: [member],
    };
    candidates.push(entry);
    byLocation.set(location, candidates);
    kept.push(entry);
  }
  return kept.map(({ finding, agents, agentIds }) => ({
    ...finding,
    agent: agents.join(', '),
    ...(agentIds.length > 0 ? { agent_ids: agentIds } : {}),
  }));
}

/** Who reported a finding, and under which title. */
interface Member {
  title: string;
  agents: string[];
  agentIds: string[];
}

/** A finding kept, with every finding merged into it. */
interface Kept {
  finding: Finding;
  agents: string[];
  agentIds: string[];
  members: Member[];
}

/**
 * Whether other agents reported `finding` in `entry` under a similar title. When its own agent
 * already reported something in `entry` under another title, it is another problem.
 */
function similarToOthers(entry: Kept, finding: Finding): boolean {
  const sameReporter = (member: Member): boolean =>
    member.agentIds.length > 0 && finding.agent_ids?.length
      ? finding.agent_ids.some((agentId) => member.agentIds.includes(agentId))
      : splitAgents(finding.agent).some((agent) => member.agents.includes(agent));
  if (entry.members.some(sameReporter)) return false;
  return entry.members.some((member) => similarTitles(member.title, finding.title));
}

/**
 * `kept` with what `duplicate` adds: its body (and its suggestion, when it differs) appended
 * under "Also reported by …"; its suggestion taken over when `kept` has none for the same lines.
 */
function absorb(kept: Finding, duplicate: Finding): Finding {
  const sameLines =
    (kept.start_line ?? kept.line) === (duplicate.start_line ?? duplicate.line) &&
    (kept.side ?? 'RIGHT') === (duplicate.side ?? 'RIGHT');
  const takeSuggestion =
    kept.suggestion === undefined && duplicate.suggestion !== undefined && sameLines;
  const body = duplicate.body.trim();
  const newBody = body !== '' && !saysAlready(kept.body, body);
  const otherSuggestion =
    duplicate.suggestion !== undefined &&
    !takeSuggestion &&
    duplicate.suggestion !== kept.suggestion &&
    !kept.body.includes(codeBlock(duplicate.suggestion));
  if (!takeSuggestion && !newBody && !otherSuggestion) return kept;
  const title =
    normalizeTitle(duplicate.title) === normalizeTitle(kept.title) ? '' : `: ${duplicate.title}`;
  const range =
    duplicate.start_line !== undefined && duplicate.start_line !== duplicate.line
      ? ` (lines ${duplicate.start_line}-${duplicate.line})`
      : '';
  const addition = [
    ...(newBody ? [body] : []),
    ...(otherSuggestion
      ? [`Its suggested replacement${range}:\n${codeBlock(duplicate.suggestion ?? '')}`]
      : []),
  ].join('\n\n');
  return {
    ...kept,
    ...(addition
      ? {
          body: [
            kept.body.trimEnd(),
            `**Also reported by ${duplicate.agent}** (${duplicate.severity}${title}):\n\n${addition}`,
          ]
            .filter(Boolean)
            .join('\n\n'),
        }
      : {}),
    ...(takeSuggestion ? { suggestion: duplicate.suggestion } : {}),
  };
}

/** Whether `text` has `part` as a whole paragraph block: it, or a block that starts and ends with it. */
function saysAlready(text: string, part: string): boolean {
  const whole = text.trim();
  return (
    whole === part ||
    whole.startsWith(`${part}\n\n`) ||
    whole.endsWith(`\n\n${part}`) ||
    whole.includes(`\n\n${part}\n\n`)
  );
}
