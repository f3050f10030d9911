import type { DiffSide } from '../platform/github.js';

/**
 * Which lines of a pull request GitHub accepts review comments on. GitHub rejects a whole review
 * with a 422 that does not say which comment was wrong when ONE comment's line, start_line or side
 * is outside the diff, so every anchor is checked here first.
 *
 * RIGHT side: added and context lines, numbered in the new file.
 * LEFT side: removed and context lines, numbered in the old file.
 * A multi-line range (start_line < line) must lie within ONE hunk, on one side.
 */

export interface DiffHunk {
  oldStart: number;
  oldLines: number;
  newStart: number;
  newLines: number;
  /** Commentable lines of the old file (removed + context). */
  left: ReadonlySet<number>;
  /** Commentable lines of the new file (added + context). */
  right: ReadonlySet<number>;
}

export interface DiffFile {
  path: string;
  previousPath?: string;
  /** The hunks (`@@ … @@` onwards); absent for binary or very large files. */
  patch?: string;
}

export interface DiffAnchor {
  /** The path GitHub knows the file by in this pull request (the new name of a rename). */
  path: string;
  line: number;
  side: DiffSide;
  /** Only for a range: first line, strictly before `line`, in the same hunk. */
  startLine?: number;
}

export interface DiffLocation {
  path: string;
  line: number;
  start_line?: number | undefined;
  side?: DiffSide | undefined;
}

export interface DiffIndex {
  canAnchor(path: string, line: number, startLine?: number, side?: DiffSide): boolean;
  /** The anchor to send to GitHub, or undefined when the location is not in the diff. */
  resolve(location: DiffLocation): DiffAnchor | undefined;
  hunks(path: string): readonly DiffHunk[];
}

const hunkHeader = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/;

export function parsePatch(patch: string): DiffHunk[] {
  const hunks: DiffHunk[] = [];
  let current:
    | { hunk: DiffHunk; left: Set<number>; right: Set<number>; oldLine: number; newLine: number }
    | undefined;
  let oldRemaining = 0;
  let newRemaining = 0;
  for (const raw of patch.split('\n')) {
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    const header = hunkHeader.exec(line);
    if (header) {
      const left = new Set<number>();
      const right = new Set<number>();
      const hunk: DiffHunk = {
        oldStart: Number(header[1]),
        oldLines: header[2] === undefined ? 1 : Number(header[2]),
        newStart: Number(header[3]),
        newLines: header[4] === undefined ? 1 : Number(header[4]),
        left,
        right,
      };
      hunks.push(hunk);
      current = { hunk, left, right, oldLine: hunk.oldStart, newLine: hunk.newStart };
      oldRemaining = hunk.oldLines;
      newRemaining = hunk.newLines;
      continue;
    }
    if (!current || (oldRemaining <= 0 && newRemaining <= 0)) continue;
    const marker = line[0];
    if (marker === '\\') continue; // "\ No newline at end of file"
    const isContext = marker === ' ' || line === '';
    if (marker !== '+' && marker !== '-' && !isContext) continue;
    // More lines on a side than the header counts: the patch is damaged, and lines past the
    // header's range are not in the diff GitHub knows. The rest of this hunk is not trusted.
    if ((marker !== '+' && oldRemaining <= 0) || (marker !== '-' && newRemaining <= 0)) {
      current = undefined;
      continue;
    }
    if (marker !== '+') {
      // An empty line is a context line whose leading space was trimmed by some tool.
      current.left.add(current.oldLine++);
      oldRemaining--;
    }
    if (marker !== '-') {
      current.right.add(current.newLine++);
      newRemaining--;
    }
  }
  return hunks;
}

export function createDiffIndex(files: readonly DiffFile[]): DiffIndex {
  const byPath = new Map<string, DiffHunk[]>();
  const renamedFrom = new Map<string, string>();
  for (const file of files) {
    byPath.set(file.path, file.patch ? parsePatch(file.patch) : []);
    if (file.previousPath && file.previousPath !== file.path) {
      renamedFrom.set(file.previousPath, file.path);
    }
  }

  const fits = (
    hunks: readonly DiffHunk[],
    line: number,
    startLine: number | undefined,
    side: DiffSide,
  ) =>
    hunks.some((hunk) => {
      const lines = side === 'LEFT' ? hunk.left : hunk.right;
      return lines.has(line) && (startLine === undefined || lines.has(startLine));
    });

  const resolve = (location: DiffLocation): DiffAnchor | undefined => {
    const side = location.side ?? 'RIGHT';
    const { line } = location;
    if (!Number.isInteger(line) || line < 1) return undefined;
    let startLine = location.start_line;
    if (startLine !== undefined) {
      if (!Number.isInteger(startLine) || startLine < 1 || startLine > line) return undefined;
      if (startLine === line) startLine = undefined; // GitHub wants start_line < line
    }
    // On the LEFT side a renamed file may be named by its old path.
    const path =
      byPath.has(location.path) || side === 'RIGHT'
        ? location.path
        : (renamedFrom.get(location.path) ?? location.path);
    const hunks = byPath.get(path);
    if (!hunks || !fits(hunks, line, startLine, side)) return undefined;
    return { path, line, side, ...(startLine !== undefined ? { startLine } : {}) };
  };

  return {
    resolve,
    canAnchor: (path, line, startLine, side = 'RIGHT') =>
      resolve({ path, line, start_line: startLine, side }) !== undefined,
    hunks: (path) => byPath.get(path) ?? [],
  };
}

/** Splits `git diff` output into files with their hunks (for local runs without the API). */
export function parseUnifiedDiff(diff: string): DiffFile[] {
  const files: DiffFile[] = [];
  let file: { path?: string; previousPath?: string; lines: string[] } | undefined;
  const finish = () => {
    if (!file?.path) return;
    const patch = file.lines.join('\n');
    files.push({
      path: file.path,
      ...(file.previousPath && file.previousPath !== file.path
        ? { previousPath: file.previousPath }
        : {}),
      ...(patch ? { patch } : {}),
    });
  };
  let inHunks = false;
  let oldRemaining = 0;
  let newRemaining = 0;
  for (const raw of diff.split('\n')) {
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    const hunkDone = oldRemaining <= 0 && newRemaining <= 0;
    if (inHunks && hunkDone && line.startsWith('--- ')) {
      // A diff without `diff --git` headers: the next file starts.
      finish();
      file = undefined;
      inHunks = false;
    }
    if (line.startsWith('diff --git ')) {
      finish();
      const names = splitGitHeaderPaths(line.slice('diff --git '.length));
      file = {
        lines: [],
        ...(names ? { previousPath: names[0], path: names[1] } : {}),
      };
      inHunks = false;
      continue;
    }
    if (!file) {
      if (line.startsWith('--- ')) file = { lines: [] };
      else continue;
    }
    if (!inHunks) {
      if (line.startsWith('--- ')) {
        const name = stripPrefix(line.slice(4));
        if (name !== undefined) file.previousPath = name;
      } else if (line.startsWith('+++ ')) {
        const name = stripPrefix(line.slice(4));
        file.path = name ?? file.previousPath ?? file.path;
      } else if (line.startsWith('rename from ')) {
        file.previousPath = unquote(line.slice('rename from '.length));
      } else if (line.startsWith('rename to ')) {
        file.path = unquote(line.slice('rename to '.length));
      } else if (line.startsWith('@@')) {
        inHunks = true;
      }
    }
    if (!inHunks) continue;
    const header = hunkHeader.exec(line);
    if (header) {
      oldRemaining = header[2] === undefined ? 1 : Number(header[2]);
      newRemaining = header[4] === undefined ? 1 : Number(header[4]);
    } else if (line.startsWith('-')) oldRemaining--;
    else if (line.startsWith('+')) newRemaining--;
    else if (line.startsWith(' ') || line === '') {
      oldRemaining--;
      newRemaining--;
    }
    file.lines.push(line);
  }
  finish();
  return files;
}

/**
 * `a/x b/y` → [x, y]. A name with spaces splits only when it is the same on both sides (as git
 * reads it); otherwise undefined, and the ---/+++ or rename lines decide. A binary file or a
 * mode change has neither, so without this it would be lost.
 */
function splitGitHeaderPaths(rest: string): [string, string] | undefined {
  if (rest.startsWith('"')) {
    const match = /^("(?:[^"\\]|\\.)*") ("(?:[^"\\]|\\.)*"|\S+)$/.exec(rest);
    if (!match?.[1] || !match[2]) return undefined;
    return [unquote(match[1]).replace(/^a\//, ''), unquote(match[2]).replace(/^b\//, '')];
  }
  const parts = rest.split(' ');
  if (parts.length === 2 && parts[0] && parts[1]) {
    return [parts[0].replace(/^a\//, ''), unquote(parts[1]).replace(/^b\//, '')];
  }
  const nameLength = (rest.length - 'a/ b/'.length) / 2;
  const name = rest.slice('a/'.length, 'a/'.length + nameLength);
  if (rest.startsWith('a/') && nameLength > 0 && rest === `a/${name} b/${name}`) {
    return [name, name];
  }
  return undefined;
}

/** `a/path` → `path`; `/dev/null` → undefined. */
function stripPrefix(name: string): string | undefined {
  const clean = unquote(name.replace(/\t.*$/, ''));
  if (clean === '/dev/null') return undefined;
  return clean.replace(/^[ab]\//, '');
}

/** Git quotes names with special characters C-style: "a/caf\303\251.txt". */
function unquote(name: string): string {
  if (!name.startsWith('"') || !name.endsWith('"')) return name;
  const bytes: number[] = [];
  const body = name.slice(1, -1);
  const simple: Record<string, number> = {
    n: 10,
    t: 9,
    r: 13,
    '"': 34,
    '\\': 92,
    a: 7,
    b: 8,
    f: 12,
    v: 11,
  };
  for (let index = 0; index < body.length; index++) {
    const char = body[index] ?? '';
    if (char !== '\\') {
      bytes.push(...Buffer.from(char));
      continue;
    }
    const next = body[index + 1] ?? '';
    const octal = /^[0-7]{3}/.exec(body.slice(index + 1));
    if (octal) {
      bytes.push(parseInt(octal[0], 8));
      index += 3;
    } else {
      bytes.push(simple[next] ?? next.charCodeAt(0));
      index += 1;
    }
  }
  return Buffer.from(bytes).toString('utf8');
}
