/** "Did you mean …?" by edit distance, for tool names, keys, modes and colors. */

export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution);
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** Letters only, lowercase: `max_turns`, `max-turns` and `MaxTurns` all become `maxturns`. */
function fold(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/**
 * The candidate closest to `word`, or undefined when none is close enough. Spelling variants
 * (case, `-`, `_`) match first; otherwise the edit distance must be at most a third of the
 * word's length (at least 1, at most 3), so that unrelated words are not suggested.
 */
export function closestMatch(word: string, candidates: readonly string[]): string | undefined {
  const folded = fold(word);
  const variant = candidates.find((candidate) => fold(candidate) === folded);
  if (variant !== undefined) return variant;
  const limit = Math.min(3, Math.max(1, Math.floor(word.length / 3)));
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const distance = editDistance(word.toLowerCase(), candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return bestDistance <= limit ? best : undefined;
}

/** `Did you mean 'Grep'? ` followed by the list of alternatives. */
export function suggestionHint(
  word: string,
  candidates: readonly string[],
  listLabel: string,
): string {
  const match = closestMatch(word, candidates);
  const list = `${listLabel}: ${candidates.join(', ')}.`;
  return match === undefined ? list : `Did you mean '${match}'? ${list}`;
}
