/**
 * Seeded random pull-request diffs with their ground truth: which lines of each side lie in which
 * hunk, computed while the diff is generated (not by parsing it back).
 */

export type Random = () => number;

/** mulberry32: small, fast, deterministic. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

export function integer(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

export function pick<T>(random: Random, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

export interface SyntheticHunk {
  left: Set<number>;
  right: Set<number>;
}

export interface SyntheticFile {
  path: string;
  patch: string;
  hunks: SyntheticHunk[];
  oldLength: number;
  newLength: number;
}

interface Operation {
  kind: ' ' | '-' | '+';
  oldLine?: number;
  newLine?: number;
  text: string;
}

/** A file of `oldLength` lines with random insertions and deletions, as `git diff -U3` shows it. */
export function syntheticFile(random: Random, path: string): SyntheticFile {
  const oldLength = integer(random, 5, 300);
  const changeRate = pick(random, [0.01, 0.03, 0.08, 0.2]);
  const operations: Operation[] = [];
  let newLine = 1;
  for (let oldLine = 1; oldLine <= oldLength; oldLine++) {
    if (random() < changeRate) {
      for (let count = integer(random, 1, 4); count > 0; count--) {
        operations.push({ kind: '+', newLine: newLine++, text: `new ${newLine}` });
      }
    }
    if (random() < changeRate) operations.push({ kind: '-', oldLine, text: `old ${oldLine}` });
    else operations.push({ kind: ' ', oldLine, newLine: newLine++, text: `same ${oldLine}` });
  }
  if (random() < 0.3) {
    for (let count = integer(random, 1, 5); count > 0; count--) {
      operations.push({ kind: '+', newLine: newLine++, text: `tail ${newLine}` });
    }
  }
  if (!operations.some((operation) => operation.kind !== ' ')) {
    operations.push({ kind: '+', newLine: newLine++, text: 'forced change' });
  }

  // Group changes whose 3-line context windows touch, like diff -U3.
  const changed = operations.flatMap((operation, index) => (operation.kind === ' ' ? [] : [index]));
  const ranges: Array<[number, number]> = [];
  for (const index of changed) {
    const start = Math.max(0, index - 3);
    const end = Math.min(operations.length - 1, index + 3);
    const last = ranges[ranges.length - 1];
    if (last && start <= last[1] + 1) last[1] = Math.max(last[1], end);
    else ranges.push([start, end]);
  }

  const patchLines: string[] = [];
  const hunks: SyntheticHunk[] = [];
  for (const [start, end] of ranges) {
    const slice = operations.slice(start, end + 1);
    const hunk: SyntheticHunk = { left: new Set(), right: new Set() };
    for (const operation of slice) {
      if (operation.oldLine !== undefined) hunk.left.add(operation.oldLine);
      if (operation.newLine !== undefined) hunk.right.add(operation.newLine);
    }
    const oldCount = hunk.left.size;
    const newCount = hunk.right.size;
    const before = operations.slice(0, start);
    const oldBefore = before.filter((operation) => operation.oldLine !== undefined).length;
    const newBefore = before.filter((operation) => operation.newLine !== undefined).length;
    // git: an empty side starts at the line before it (0 at the top of the file).
    const oldStart = oldCount ? oldBefore + 1 : oldBefore;
    const newStart = newCount ? newBefore + 1 : newBefore;
    const count = (value: number) => (value === 1 ? '' : `,${value}`);
    patchLines.push(`@@ -${oldStart}${count(oldCount)} +${newStart}${count(newCount)} @@ context`);
    for (const operation of slice) patchLines.push(`${operation.kind}${operation.text}`);
    if (end === operations.length - 1 && random() < 0.3)
      patchLines.push('\\ No newline at end of file');
    hunks.push(hunk);
  }
  return { path, patch: patchLines.join('\n'), hunks, oldLength, newLength: newLine - 1 };
}

/** Whether GitHub would accept this anchor, by the ground truth. */
export function anchorable(
  file: SyntheticFile | undefined,
  line: number,
  startLine: number | undefined,
  side: 'LEFT' | 'RIGHT',
): boolean {
  if (!file) return false;
  if (startLine !== undefined && startLine > line) return false;
  const key = side === 'LEFT' ? 'left' : 'right';
  return file.hunks.some(
    (hunk) => hunk[key].has(line) && (startLine === undefined || hunk[key].has(startLine)),
  );
}
