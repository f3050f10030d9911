import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { auditBranchName, refFormatProblem } from '../../src/publish/audit-branch.js';

/** What the real git says of a branch name. */
function gitAccepts(ref: string): boolean {
  try {
    execFileSync('git', ['check-ref-format', `refs/heads/${ref}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

describe('auditBranchName and refFormatProblem', () => {
  it('agree with git check-ref-format on audit branches', () => {
    const names = [
      'flotilla-audit',
      'nightly..audit',
      '.hidden',
      'nightly audit',
      'Nightly Security (weekly)',
      'v2.0',
      'a.lock',
      '..',
      '-',
      'x.',
      'naïve',
    ];
    for (const name of names) {
      const branch = auditBranchName(name, '20261126T124029Z-7ba39bcb');
      expect({ name, ok: refFormatProblem(branch) === undefined }).toEqual({
        name,
        ok: gitAccepts(branch),
      });
    }
  });

  it('agree with git check-ref-format on reference names in general', () => {
    const refs = [
      'a/b',
      'a..b',
      'a/.b',
      'a/b.lock',
      'a/b.',
      'a//b',
      'a/b/',
      '/a',
      'a b',
      'a~b',
      'a^b',
      'a:b',
      'a?b',
      'a*b',
      'a[b',
      'a\\b',
      'a@{b',
      'a@b',
      'a\tb',
      'a\u007fb',
      'a.lock/b',
      'a/b.lockx',
    ];
    for (const ref of refs) {
      expect({ ref, ok: refFormatProblem(ref) === undefined }).toEqual({
        ref,
        ok: gitAccepts(ref),
      });
    }
  });

  it('says why', () => {
    expect(refFormatProblem('flotilla/nightly..audit-1')).toBe("it contains '..'");
    expect(refFormatProblem('flotilla/.x-1')).toBe("its part '.x-1' starts with '.'");
  });
});
