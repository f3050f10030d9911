import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiffIndex, parsePatch, parseUnifiedDiff } from '../../src/publish/diff-lines.js';
import type { DiffSide } from '../../src/platform/github.js';
import { testGitEnvironment } from '../support/git-repo.js';
import { anchorable, seededRandom, syntheticFile } from '../publish/synthetic-diff.js';
import { fuzzParameters, fuzzSeed } from './fuzz-parameters.js';

/**
 * The hunk mapper decides which lines a review may comment on; GitHub rejects a whole review
 * when one anchor is outside the diff. Diffs come from git (and GitHub's API) for files anyone
 * can write, so the file contents here imitate diff syntax, and file names need quoting.
 *
 * Ground truth for real `git diff` output: every line of every file carries a unique tag
 * (`#f<file>l<line>`), so the lines git shows on each side, and the hunk each sits in, are read
 * off the tags, without parsing hunk headers the way the mapper does.
 */

let directory: string;
let gitEnvironment: Record<string, string>;
const git = (args: readonly string[], input?: Buffer): string =>
  execFileSync('git', args, {
    cwd: directory,
    env: gitEnvironment,
    encoding: 'utf8',
    input,
    stdio: ['pipe', 'pipe', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
  });

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'flotilla-diff-fuzz-'));
  const globalConfig = path.join(directory, 'gitconfig');
  await writeFile(globalConfig, '');
  gitEnvironment = testGitEnvironment(globalConfig);
  await mkdir(path.join(directory, 'repo'));
  directory = path.join(directory, 'repo');
  git(['init', '--quiet']);
});
afterAll(async () => {
  await rm(path.dirname(directory), { recursive: true, force: true });
});

/** Line contents that look like diff syntax once git prefixes them with ' ', '+' or '-'. */
const lineContent = fc.constantFrom(
  '',
  'plain text',
  '-- a/file.txt',
  '++ b/file.txt',
  '--- a/x',
  '+++ b/x',
  '@@ -1,3 +1,4 @@',
  ' @@ -1 +1 @@',
  'diff --git a/x b/y',
  '\\ No newline at end of file',
  'rename from x',
  '-',
  '+',
  ' ',
  '\t',
  'carriage\rreturn',
  'naïve café ✓',
);

/** Names that need quoting or splitting care in `diff --git a/… b/…` and `---`/`+++` lines. */
const fileName = fc.constantFrom(
  'src/a.ts',
  'README.md',
  'a b.txt',
  'dir with space/x y.md',
  'x b/y.txt',
  'a/b.txt',
  'b/c.txt',
  'café.txt',
  'ünï/ß.md',
  'q"uote.txt',
  'back\\slash.txt',
  'tab\tname.txt',
  '-dash.txt',
  'dev/null',
  'trailing space .txt',
);

type Edit = 'keep' | 'delete' | 'replace' | 'insert';

interface FileSpec {
  oldPath: string | undefined;
  newPath: string | undefined;
  oldContents: string[];
  edits: Edit[];
  appended: string[];
  oldFinalNewline: boolean;
  newFinalNewline: boolean;
  crlf: boolean;
  binary: boolean;
}

const fileSpec = fc
  .record({
    kind: fc.constantFrom('modify', 'modify', 'modify', 'rename', 'create', 'delete'),
    oldContents: fc.array(lineContent, { maxLength: 24 }),
    appended: fc.array(lineContent, { maxLength: 3 }),
    oldFinalNewline: fc.boolean(),
    newFinalNewline: fc.boolean(),
    crlf: fc.boolean(),
    binary: fc.constantFrom(false, false, false, false, false, false, false, true),
  })
  .chain((spec) =>
    fc
      .array(fc.constantFrom<Edit>('keep', 'keep', 'keep', 'keep', 'delete', 'replace', 'insert'), {
        minLength: spec.oldContents.length,
        maxLength: spec.oldContents.length,
      })
      .map((edits) => ({ ...spec, edits })),
  );

interface ChangeSpec {
  files: (FileSpec & { kind: string })[];
  context: number;
  algorithm: string;
  quotePath: boolean;
}

const changeSpec: fc.Arbitrary<ChangeSpec> = fc
  .record({
    names: fc.uniqueArray(fileName, { minLength: 2, maxLength: 8 }),
    files: fc.array(fileSpec, { minLength: 1, maxLength: 4 }),
    context: fc.constantFrom(0, 1, 3, 5),
    algorithm: fc.constantFrom('myers', 'minimal', 'patience', 'histogram'),
    quotePath: fc.boolean(),
  })
  .map(({ names, files, context, algorithm, quotePath }) => {
    // Each file gets names of its own, so a path means one file on each side.
    const used = files.slice(0, Math.floor(names.length / 2)).map((file, index) => {
      const first = names[2 * index];
      const second = names[2 * index + 1];
      return {
        ...file,
        oldPath: file.kind === 'create' ? undefined : first,
        newPath: file.kind === 'delete' ? undefined : file.kind === 'rename' ? second : first,
        ...(file.kind === 'create' ? { oldContents: [], edits: [] } : {}),
      };
    });
    return { files: used, context, algorithm, quotePath };
  });

interface Line {
  text: string;
  tag: string;
}

interface BuiltFile {
  spec: FileSpec;
  oldLines: Line[];
  newLines: Line[];
}

function build(spec: FileSpec, fileIndex: number): BuiltFile {
  let next = 0;
  const line = (content: string): Line => {
    const tag = `#f${fileIndex}l${next++}`;
    return { text: `${content}${tag}`, tag };
  };
  const oldLines = spec.oldContents.map(line);
  const newLines: Line[] = [];
  oldLines.forEach((old, index) => {
    const edit = spec.edits[index] ?? 'keep';
    if (edit === 'insert') newLines.push(line(spec.oldContents[index] ?? ''), old);
    else if (edit === 'keep') newLines.push(old);
    else if (edit === 'replace') newLines.push(line(`changed ${spec.oldContents[index] ?? ''}`));
  });
  for (const content of spec.appended) newLines.push(line(content));
  if (spec.newPath !== undefined && spec.oldPath === undefined && newLines.length === 0)
    newLines.push(line('created'));
  return { spec, oldLines, newLines };
}

function fileBytes(lines: readonly Line[], spec: FileSpec, finalNewline: boolean): Buffer {
  const ending = spec.crlf ? '\r\n' : '\n';
  const text = lines.map((line) => line.text).join(ending);
  const withEnd = lines.length > 0 && finalNewline ? `${text}${ending}` : text;
  return Buffer.from(spec.binary ? `\0${withEnd}` : withEnd, 'utf8');
}

/** fast-import's C-style quoted path. */
function quoted(name: string): string {
  return `"${name.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n').replace(/\t/g, '\\t')}"`;
}

/** Commits the old and the new tree with git fast-import; returns `git diff old new`. */
function gitDiff(change: ChangeSpec, files: readonly BuiltFile[]): string {
  const parts: Buffer[] = [];
  const commit = (ref: string, entries: [string, Buffer][]) => {
    parts.push(
      Buffer.from(`commit ${ref}\ncommitter T <t@t.invalid> 0 +0000\ndata 0\ndeleteall\n`),
    );
    for (const [name, bytes] of entries) {
      parts.push(
        Buffer.from(`M 100644 inline ${quoted(name)}\ndata ${bytes.length}\n`),
        bytes,
        Buffer.from('\n'),
      );
    }
    parts.push(Buffer.from('\n'));
  };
  commit(
    'refs/heads/old',
    files.flatMap((file) =>
      file.spec.oldPath === undefined
        ? []
        : [[file.spec.oldPath, fileBytes(file.oldLines, file.spec, file.spec.oldFinalNewline)]],
    ),
  );
  commit(
    'refs/heads/new',
    files.flatMap((file) =>
      file.spec.newPath === undefined
        ? []
        : [[file.spec.newPath, fileBytes(file.newLines, file.spec, file.spec.newFinalNewline)]],
    ),
  );
  git(['fast-import', '--quiet', '--force'], Buffer.concat(parts));
  return git([
    '-c',
    `core.quotePath=${change.quotePath}`,
    'diff',
    '--no-color',
    '-M',
    `-U${change.context}`,
    `--diff-algorithm=${change.algorithm}`,
    'old',
    'new',
  ]);
}

interface Truth {
  /** tag → 1-based line number on each side. */
  oldNumber: Map<string, number>;
  newNumber: Map<string, number>;
  /** Per side and path: line → hunk ids it is shown in. */
  shown: Map<string, Map<number, number>>;
}

const key = (side: DiffSide, name: string) => `${side}\0${name}`;

/** What git shows, read off the tags: which line of which file is in which hunk, on which side. */
function truthOf(diff: string, files: readonly BuiltFile[]): Truth {
  const owner = new Map<string, BuiltFile>();
  const oldNumber = new Map<string, number>();
  const newNumber = new Map<string, number>();
  for (const file of files) {
    file.oldLines.forEach((line, index) => {
      owner.set(line.tag, file);
      oldNumber.set(line.tag, index + 1);
    });
    file.newLines.forEach((line, index) => {
      owner.set(line.tag, file);
      newNumber.set(line.tag, index + 1);
    });
  }
  const shown = new Map<string, Map<number, number>>();
  const mark = (
    side: DiffSide,
    name: string | undefined,
    line: number | undefined,
    hunk: number,
  ) => {
    if (name === undefined || line === undefined) return;
    const lines = shown.get(key(side, name)) ?? new Map<number, number>();
    lines.set(line, hunk);
    shown.set(key(side, name), lines);
  };
  let hunk = 0;
  for (const text of diff.split('\n')) {
    if (text.startsWith('@@')) hunk += 1;
    const match = /^([ +-])[\s\S]*(#f\d+l\d+)\r?$/.exec(text);
    if (!match?.[1] || !match[2]) continue;
    const [, marker, tag] = match;
    const file = owner.get(tag);
    if (!file) continue;
    if (marker !== '-') mark('RIGHT', file.spec.newPath, newNumber.get(tag), hunk);
    if (marker !== '+') mark('LEFT', file.spec.oldPath, oldNumber.get(tag), hunk);
  }
  return { oldNumber, newNumber, shown };
}

describe(`unified-diff mapper, fuzzed (seed ${fuzzSeed})`, () => {
  it('on real git diffs, says exactly the lines git shows are commentable, on their side and hunk', () => {
    fc.assert(
      fc.property(changeSpec, (change) => {
        const files = change.files.map((spec, index) => build(spec, index));
        const diff = gitDiff(change, files);
        const truth = truthOf(diff, files);
        const parsed = parseUnifiedDiff(diff);
        const index = createDiffIndex(parsed);
        for (const file of files) {
          const sides: [DiffSide, string | undefined, number][] = [
            ['RIGHT', file.spec.newPath, file.newLines.length],
            ['LEFT', file.spec.oldPath, file.oldLines.length],
          ];
          for (const [side, name, length] of sides) {
            if (name === undefined) continue;
            const shown = truth.shown.get(key(side, name)) ?? new Map<number, number>();
            // Disagreements as text, compared once: `line` or `start-line` (a range).
            const wrong: string[] = [];
            for (let line = 0; line <= length + 2; line += 1) {
              if (index.canAnchor(name, line, undefined, side) !== shown.has(line))
                wrong.push(String(line));
              // A range is commentable exactly when both ends sit in one hunk.
              for (let start = 1; start < line; start += 1) {
                const sameHunk =
                  shown.has(line) && shown.has(start) && shown.get(line) === shown.get(start);
                if (index.canAnchor(name, line, start, side) !== sameHunk)
                  wrong.push(`${start}-${line}`);
              }
            }
            expect(wrong, `${side} ${JSON.stringify(name)}\n${diff}`).toEqual([]);
          }
          const changed =
            file.spec.oldPath !== file.spec.newPath ||
            !fileBytes(file.oldLines, file.spec, file.spec.oldFinalNewline).equals(
              fileBytes(file.newLines, file.spec, file.spec.newFinalNewline),
            );
          if (file.spec.newPath !== undefined && changed) {
            // The file is known by its new name (a deleted file by its old one).
            expect(parsed.map((entry) => entry.path)).toContain(file.spec.newPath);
          }
        }
      }),
      fuzzParameters(80),
    );
  });

  it('on synthetic diffs with known hunks, agrees with the ground truth', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
        const file = syntheticFile(seededRandom(seed), 'src/file.ts');
        const index = createDiffIndex([{ path: file.path, patch: file.patch }]);
        const random = seededRandom(seed ^ 0x5bd1e995);
        const wrong: string[] = [];
        for (let probe = 0; probe < 60; probe += 1) {
          const side: DiffSide = random() < 0.5 ? 'LEFT' : 'RIGHT';
          const length = side === 'LEFT' ? file.oldLength : file.newLength;
          const line = 1 + Math.floor(random() * (length + 2));
          const start = random() < 0.5 ? undefined : 1 + Math.floor(random() * line);
          const expected = anchorable(file, line, start === line ? undefined : start, side);
          if (index.canAnchor(file.path, line, start, side) !== expected)
            wrong.push(`${side} ${start ?? ''}-${line}`);
        }
        expect(wrong).toEqual([]);
      }),
      fuzzParameters(2000),
    );
  });
});

interface Damage {
  kind: 'drop' | 'repeat' | 'swap' | 'truncate' | 'insert' | 'recount';
  at: number;
  text?: string;
  count?: number;
}

/** Ways a patch gets damaged: lines lost, repeated, reordered, headers miscounted, bytes added. */
const damage: fc.Arbitrary<Damage> = fc.oneof(
  fc.record({ kind: fc.constant('drop' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('repeat' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('swap' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('truncate' as const), at: fc.nat() }),
  fc.record({
    kind: fc.constant('insert' as const),
    at: fc.nat(),
    text: fc.oneof(
      fc.constantFrom(
        '@@ -1 +1 @@',
        '@@ -0,0 +1,99999999999999999999 @@',
        '@@ -5,2 +3,0 @@',
        '@@ -1,-1 +1 @@',
        '@@@ -1 +1 +1 @@@',
        '--- a/x',
        '+++ b/x',
        '+++ /dev/null',
        'diff --git a/x b/x',
        'diff --git "a/q b" "b/q',
        'rename to ',
        '\\ No newline at end of file',
        '',
        '\r',
      ),
      fc.string({ unit: 'binary', maxLength: 12 }),
    ),
  }),
  fc.record({ kind: fc.constant('recount' as const), at: fc.nat(), count: fc.nat({ max: 40 }) }),
);

function applyDamage(patch: string, damages: readonly Damage[]): string {
  let lines = patch.split('\n');
  for (const item of damages) {
    const at = lines.length === 0 ? 0 : item.at % lines.length;
    if (item.kind === 'drop') lines.splice(at, 1);
    else if (item.kind === 'repeat') lines.splice(at, 0, lines[at] ?? '');
    else if (item.kind === 'swap' && at + 1 < lines.length) {
      const [first = '', second = ''] = [lines[at], lines[at + 1]];
      lines.splice(at, 2, second, first);
    } else if (item.kind === 'truncate') lines = lines.slice(0, at);
    else if (item.kind === 'insert') lines.splice(at, 0, item.text ?? '');
    else if (item.kind === 'recount')
      lines[at] = (lines[at] ?? '').replace(/,\d+/, `,${item.count ?? 0}`);
  }
  return lines.join('\n');
}

describe(`unified-diff mapper on damaged patches (seed ${fuzzSeed})`, () => {
  it('never throws, and never claims a line outside its hunk header', () => {
    const patch = fc.oneof(
      fc
        .tuple(
          fc.integer({ min: 1, max: 2 ** 31 - 1 }),
          fc.array(damage, { minLength: 1, maxLength: 4 }),
        )
        .map(([seed, damages]) =>
          applyDamage(syntheticFile(seededRandom(seed), 'f').patch, damages),
        ),
      fc.string({ unit: 'binary', maxLength: 200 }),
      fc
        .array(fc.constantFrom('@@ -1,2 +1,2 @@', '-a', '+b', ' c', '', '\\ x', '-', '+'), {
          maxLength: 20,
        })
        .map((lines) => lines.join('\n')),
    );
    fc.assert(
      fc.property(patch, fc.boolean(), (text, crlf) => {
        const input = crlf ? text.replace(/\n/g, '\r\n') : text;
        const outside: string[] = [];
        for (const hunk of parsePatch(input)) {
          const newEnd = hunk.newStart + hunk.newLines;
          const oldEnd = hunk.oldStart + hunk.oldLines;
          for (const line of hunk.right)
            if (line < hunk.newStart || line >= newEnd) outside.push(`RIGHT ${line}`);
          for (const line of hunk.left)
            if (line < hunk.oldStart || line >= oldEnd) outside.push(`LEFT ${line}`);
        }
        expect(outside).toEqual([]);
        const files = parseUnifiedDiff(`diff --git a/f b/f\n--- a/f\n+++ b/f\n${input}`);
        const index = createDiffIndex(files);
        for (const file of files) {
          expect(file.path).not.toBe('');
          index.canAnchor(file.path, 1);
          index.canAnchor(file.path, 2, 1, 'LEFT');
        }
      }),
      fuzzParameters(3000),
    );
  });
});

describe('unified-diff mapper: counterexamples the fuzzer found', () => {
  it('does not claim lines past the counts of a hunk header', () => {
    const [hunk] = parsePatch('@@ -1,2 +1,2 @@\n a\n-b\n-c\n+d');
    expect([...(hunk?.left ?? [])]).toEqual([1, 2]);
    expect([...(hunk?.right ?? [])]).toEqual([1]);
  });

  it('keeps a binary file whose name has spaces (no ---/+++ lines name it)', () => {
    const files = parseUnifiedDiff(
      [
        'diff --git a/dir with space/x y.md b/dir with space/x y.md',
        'index f76dd23..2e15369 100644',
        'Binary files a/dir with space/x y.md and b/dir with space/x y.md differ',
      ].join('\n'),
    );
    expect(files).toEqual([{ path: 'dir with space/x y.md' }]);
  });
});
