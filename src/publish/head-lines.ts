import { errorMessage } from '../errors.js';
import type { Git } from '../platform/git.js';
import type { Finding } from '../results/finding.js';
import { oneLine } from '../results/one-line.js';
import { parsePatch, parseUnifiedDiff, type DiffHunk } from './diff-lines.js';

/**
 * Findings are reported on the lines of what the agents read: the workspace's files when they hold
 * the pull request's changes (a review's prompt says so; see ReviewCheckout), the diff otherwise.
 * A review is anchored to the pull request's head. When the workspace holds the head but is not it
 * (actions/checkout's default on `pull_request` is GitHub's test merge commit, which also holds
 * what the base gained since), every new-side finding's lines are carried over to the head with
 * `git diff --unified=0 <workspace> <head>`: a line outside the changed hunks moves by the hunks
 * above it; a line inside one has no counterpart, so its finding is marked `unanchored` (why) and
 * is listed, never anchored. Old-side (LEFT) lines are the diff's and stay as they are.
 */

export interface HeadLines {
  /** The findings with head line numbers, or marked `unanchored`. */
  findings: Finding[];
  /** Findings whose lines moved. */
  moved: number;
  /** Findings marked unanchored here. */
  unanchored: number;
  /** Why the head could not be fetched or compared (for the log): every finding is unanchored. */
  fetchError?: string;
}

/**
 * Where `line` of the old side of `hunks` (a `--unified=0` diff, in order) is on the new side, or
 * undefined when the line itself changed.
 */
export function mapLine(hunks: readonly DiffHunk[], line: number): number | undefined {
  let offset = 0;
  for (const hunk of hunks) {
    // oldLines 0: lines inserted after oldStart; otherwise oldStart.. are replaced or removed.
    const firstChanged = hunk.oldLines === 0 ? hunk.oldStart + 1 : hunk.oldStart;
    if (line < firstChanged) break;
    if (line < hunk.oldStart + hunk.oldLines) return undefined;
    offset += hunk.newLines - hunk.oldLines;
  }
  return line + offset;
}

/** The finding on the head's lines, or why it has none there. */
export function mapFinding(
  finding: Finding,
  hunks: readonly DiffHunk[],
  commits: { from: string; to: string },
): Finding {
  if (finding.unanchored) return finding;
  const from = commits.from.slice(0, 12);
  const to = commits.to.slice(0, 12);
  // The old side's lines are the diff's (the review prompt asks for them so): the same whatever
  // commit the run read.
  if ((finding.side ?? 'RIGHT') === 'LEFT') return finding;
  const start = finding.start_line ?? finding.line;
  const line = mapLine(hunks, finding.line);
  const startLine = mapLine(hunks, start);
  // A range is carried over only whole: with lines inserted or removed inside it, it is not
  // the same text on the head.
  if (line === undefined || startLine === undefined || line - startLine !== finding.line - start) {
    const lines =
      start === finding.line ? `line ${finding.line}` : `lines ${start}-${finding.line}`;
    return {
      ...finding,
      unanchored: `${lines} of ${finding.path} as the run read it (${from}) changed on the pull request's head (${to}), so there is no line there to anchor it to`,
    };
  }
  if (line === finding.line) return finding;
  return {
    ...finding,
    line,
    ...(finding.start_line !== undefined ? { start_line: startLine } : {}),
  };
}

/** Carries `findings` from commit `from` (the workspace) to `to` (the pull request's head). */
export async function findingsOnHead(options: {
  git: Git;
  from: string;
  to: string;
  findings: readonly Finding[];
}): Promise<HeadLines> {
  const { git, from, to } = options;
  const findings = [...options.findings];
  if (from === to || findings.length === 0) return { findings, moved: 0, unanchored: 0 };
  const markAll = (note: string, fetchError: string): HeadLines => {
    let unanchored = 0;
    const marked = findings.map((finding) => {
      if (finding.unanchored || finding.side === 'LEFT') return finding;
      unanchored++;
      return { ...finding, unanchored: note };
    });
    return { findings: marked, moved: 0, unanchored, fetchError };
  };
  try {
    if (!(await git.tryRevParse(`${to}^{commit}`)))
      await git.raw(['fetch', '--quiet', '--no-tags', '--depth=1', 'origin', to]);
    if (!(await git.tryRevParse(`${to}^{commit}`)))
      throw new Error(`the fetch did not bring ${to}`);
  } catch (error) {
    const reason = oneLine(errorMessage(error)).slice(0, 300);
    return markAll(
      `the pull request's head (${to.slice(0, 12)}) could not be fetched into the checkout, so the lines the run read (${from.slice(0, 12)}) could not be placed on it`,
      reason,
    );
  }
  const paths = [...new Set(findings.map((finding) => finding.path))];
  const pathspecs = ['--', ...paths.map((file) => `:(literal)${file}`)];
  const diffOptions = ['--no-renames', '--no-ext-diff', '--no-textconv', '--no-color'];
  let diff: string;
  let statuses: string;
  try {
    statuses = await git.raw([
      'diff',
      '--name-status',
      '-z',
      ...diffOptions,
      from,
      to,
      ...pathspecs,
    ]);
    diff = await git.raw(['diff', '--unified=0', '--text', ...diffOptions, from, to, ...pathspecs]);
  } catch (error) {
    const reason = oneLine(errorMessage(error)).slice(0, 300);
    return markAll(
      `git could not compare the commit the run read (${from.slice(0, 12)}) with the pull request's head (${to.slice(0, 12)})`,
      reason,
    );
  }
  // Files the run's commit does not have: no line of theirs was read there.
  const added = new Set<string>();
  const fields = statuses.split('\0');
  for (let index = 0; index + 1 < fields.length; index += 2)
    if (fields[index] === 'A') added.add(fields[index + 1] ?? '');
  const hunksByPath = new Map<string, DiffHunk[]>();
  for (const file of parseUnifiedDiff(diff)) {
    // A file deleted on the head is named by its old path.
    const hunks = file.patch ? parsePatch(file.patch) : [];
    hunksByPath.set(file.path, hunks);
    if (file.previousPath) hunksByPath.set(file.previousPath, hunks);
  }
  let moved = 0;
  let unanchored = 0;
  const mapped = findings.map((finding) => {
    const next =
      added.has(finding.path) && !finding.unanchored
        ? {
            ...finding,
            unanchored: `${finding.path} is not in the commit the run read (${from.slice(0, 12)}), so its lines cannot be placed on the pull request's head (${to.slice(0, 12)})`,
          }
        : mapFinding(finding, hunksByPath.get(finding.path) ?? [], { from, to });
    if (next.unanchored && !finding.unanchored) unanchored++;
    else if (next !== finding) moved++;
    return next;
  });
  return { findings: mapped, moved, unanchored };
}

/** One line for the run's log about what findingsOnHead did. */
export function describeHeadLines(result: HeadLines, from: string, to: string): string {
  const head = `The run read ${from.slice(0, 12)}, not the pull request's head ${to.slice(0, 12)}`;
  const hint =
    'Check out the head (actions/checkout with ref: ${{ github.event.pull_request.head.sha }}) to anchor every finding.';
  if (result.fetchError)
    return `${head}, and its lines could not be compared with the head's (${result.fetchError}): ${result.unanchored} finding(s) are listed in the review body, not anchored to lines. ${hint}`;
  const unplaced = result.unanchored
    ? ` ${result.unanchored} finding(s) are on lines that differ on the head: they are listed in the review body, not anchored. ${hint}`
    : '';
  return `${head}: findings were carried over to the head's lines (${result.moved} moved).${unplaced}`;
}
