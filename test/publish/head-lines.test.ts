import { afterEach, describe, expect, it } from 'vitest';
import { parsePatch } from '../../src/publish/diff-lines.js';
import { findingsOnHead, mapFinding, mapLine } from '../../src/publish/head-lines.js';
import type { Finding } from '../../src/results/finding.js';
import { createTempRepo, type TempRepo } from '../support/git-repo.js';

const finding = (over: Partial<Finding>): Finding => ({
  path: 'a.txt',
  line: 1,
  severity: 'medium',
  title: 'A problem',
  body: 'Details.',
  agent: 'reviewer',
  ...over,
});

const lines = (count: number, tag = 'line') =>
  Array.from({ length: count }, (_, index) => `${tag} ${index + 1}\n`).join('');

describe('mapLine over a --unified=0 diff', () => {
  // Old → new: line 1 removed; 2 lines inserted after old line 4; old 8–9 replaced by one line.
  const hunks = parsePatch(
    [
      '@@ -1 +0,0 @@',
      '-one',
      '@@ -4,0 +4,2 @@',
      '+x',
      '+y',
      '@@ -8,2 +9 @@',
      '-h',
      '-i',
      '+z',
    ].join('\n'),
  );

  it('moves a line outside the hunks by the hunks above it', () => {
    expect(mapLine(hunks, 2)).toBe(1);
    expect(mapLine(hunks, 4)).toBe(3);
    expect(mapLine(hunks, 5)).toBe(6);
    expect(mapLine(hunks, 7)).toBe(8);
    expect(mapLine(hunks, 10)).toBe(10);
    expect(mapLine(hunks, 200)).toBe(200);
  });

  it('has no answer for a line that changed', () => {
    expect(mapLine(hunks, 1)).toBeUndefined();
    expect(mapLine(hunks, 8)).toBeUndefined();
    expect(mapLine(hunks, 9)).toBeUndefined();
  });

  it('is the identity without hunks', () => {
    expect(mapLine([], 17)).toBe(17);
  });
});

describe('mapFinding', () => {
  const commits = { from: 'a'.repeat(40), to: 'b'.repeat(40) };
  const hunks = parsePatch(['@@ -4,0 +4,2 @@', '+x', '+y'].join('\n'));

  it('moves a range that lies outside the changes, suggestion and all', () => {
    const moved = mapFinding(
      finding({ start_line: 6, line: 7, suggestion: 'new' }),
      hunks,
      commits,
    );
    expect(moved).toMatchObject({ start_line: 8, line: 9, suggestion: 'new' });
    expect(moved.unanchored).toBeUndefined();
  });

  it('refuses a range with lines inserted inside it', () => {
    const kept = mapFinding(finding({ start_line: 3, line: 6 }), hunks, commits);
    expect(kept).toMatchObject({ start_line: 3, line: 6 });
    expect(kept.unanchored).toContain('lines 3-6 of a.txt as the run read it (aaaaaaaaaaaa)');
  });

  it("keeps an old-side finding's line: it is the diff's, whatever commit the run read", () => {
    const left = finding({ side: 'LEFT', line: 5 });
    expect(mapFinding(left, hunks, commits)).toBe(left);
  });

  it('leaves an unmoved finding as it is', () => {
    const same = finding({ line: 2 });
    expect(mapFinding(same, hunks, commits)).toBe(same);
  });
});

describe('findingsOnHead in a real repository', () => {
  let repo: TempRepo | undefined;
  afterEach(async () => {
    await repo?.cleanup();
    repo = undefined;
  });

  it('compares the two commits with git and marks what cannot be placed', async () => {
    repo = await createTempRepo({ files: { 'a.txt': lines(10), 'gone.txt': lines(3) } });
    const head = repo.run(['rev-parse', 'HEAD']);
    // The workspace commit: a line at the top of a.txt, line 5 rewritten, a file the head lacks,
    // and one the head has removed.
    repo.run(['rm', '--quiet', 'gone.txt']);
    const workspace = await repo.commit('moved', {
      'a.txt': `top\n${lines(10).replace('line 5\n', 'line five\n')}`,
      'new.txt': lines(2),
    });
    const result = await findingsOnHead({
      git: repo.git,
      from: workspace,
      to: head,
      findings: [
        finding({ line: 3 }),
        finding({ line: 6, title: 'rewritten' }),
        finding({ path: 'new.txt', line: 1, title: 'new file' }),
        finding({ path: 'gone.txt', line: 2, title: 'file the run did not have' }),
        finding({ path: 'other.txt', line: 4, title: 'no such file' }),
      ],
    });
    expect(result.findings.map((item) => [item.path, item.line, Boolean(item.unanchored)])).toEqual(
      [
        ['a.txt', 2, false],
        ['a.txt', 6, true],
        ['new.txt', 1, true],
        ['gone.txt', 2, true],
        ['other.txt', 4, false],
      ],
    );
    expect(result.findings[1]?.unanchored).toContain('line 6 of a.txt as the run read it');
    expect(result.findings[2]?.unanchored).toContain("changed on the pull request's head");
    expect(result.findings[3]?.unanchored).toContain('gone.txt is not in the commit the run read');
    expect(result).toMatchObject({ moved: 1, unanchored: 3 });
    expect(result.fetchError).toBeUndefined();
  });

  it('marks every finding when the head cannot be fetched', async () => {
    repo = await createTempRepo({ files: { 'a.txt': lines(3) } });
    const from = repo.run(['rev-parse', 'HEAD']);
    const result = await findingsOnHead({
      git: repo.git,
      from,
      to: 'c'.repeat(40),
      findings: [
        finding({ line: 1 }),
        finding({ line: 2, unanchored: 'earlier reason' }),
        finding({ side: 'LEFT', line: 3, title: 'removed line' }),
      ],
    });
    expect(result.fetchError).toBeTruthy();
    expect(result.unanchored).toBe(1);
    expect(result.findings[0]?.unanchored).toContain('could not be fetched into the checkout');
    expect(result.findings[1]?.unanchored).toBe('earlier reason');
    // An old-side line is the diff's: it needs no head to be anchored.
    expect(result.findings[2]?.unanchored).toBeUndefined();
  });
});
