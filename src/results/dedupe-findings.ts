import { severityRank, type Finding } from './finding.js';

/**
 * Several agents often report the same problem. Two findings are duplicates when they point at the
 * same path, side and line and their titles are similar:
 * - equal after normalisation (case, punctuation and spacing ignored), or
 * - sharing most of their words: |A ∩ B| / min(|A|, |B|) ≥ 0.8 with at least two words on each
 *   side, or Jaccard |A ∩ B| / |A ∪ B| ≥ 0.6 (stop words such as "the", "in" not counted).
 * Of duplicates, the most severe is kept (the first reported among equals); the agents that
 * reported it are all named in its `agent` field, comma-separated, and their runs in `agent_ids`.
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
  type Kept = { finding: Finding; agents: string[]; agentIds: string[] };
  const kept: Kept[] = [];
  const byLocation = new Map<string, Kept[]>();
  for (const finding of ordered) {
    const location = `${finding.side ?? 'RIGHT'}\u0000${finding.path}\u0000${finding.line}`;
    const candidates = byLocation.get(location) ?? [];
    // Findings arrive most severe first, so the one already kept is the one to keep.
    const duplicateOf = candidates.find((entry) =>
      similarTitles(entry.finding.title, finding.title),
    );
    if (duplicateOf) {
      for (const agent of splitAgents(finding.agent)) {
        if (!duplicateOf.agents.includes(agent)) duplicateOf.agents.push(agent);
      }
      for (const agentId of finding.agent_ids ?? []) {
        if (!duplicateOf.agentIds.includes(agentId)) duplicateOf.agentIds.push(agentId);
      }
      continue;
    }
    const entry = {
      finding,
      agents: splitAgents(finding.agent),
      agentIds: [...(finding.agent_ids ?? [])],
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
