import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { maxSlugLength, toWorktreeSlug, worktreeBranch } from '../../src/worktrees/slug.js';

function isValidBranch(branch: string): boolean {
  return spawnSync('git', ['check-ref-format', '--branch', branch]).status === 0;
}

/** Names agents may have (any text Claude Code loads), as the subagent hub passes them. */
const hostile = [
  'a1-My Spaced Agent-0a1b2c',
  'a2-dotnet-framework-4.8-expert-0a1b2c',
  'a3-CodeReviewer-0a1b2c',
  'a4-revisor-ção-0a1b2c',
  'a5-emoji-🚀-0a1b2c',
  'a6-a..b-0a1b2c',
  'a7-x@{y}-0a1b2c',
  'agent.lock',
  'agent.',
  '.hidden',
  '-rf',
  '../escape',
  '/abs/path',
  'a//b',
  'with space',
  'tab\there',
  'new\nline',
  'back\\slash',
  'star*?[colon]:~^',
  '',
  '...',
  '@',
  `a9-${'very-long-agent-name-'.repeat(6)}end-0a1b2c`,
  `a9-${'x'.repeat(120)}`,
];

describe('toWorktreeSlug', () => {
  it('keeps safe names, flattening nested ones', () => {
    expect(toWorktreeSlug('security-review')).toBe('security-review');
    expect(toWorktreeSlug('a1-code-reviewer-0a1b2c')).toBe('a1-code-reviewer-0a1b2c');
    expect(toWorktreeSlug('user/feature')).toBe('user+feature');
  });

  it.each(hostile)('gives %j a slug that fits and a valid branch', (name) => {
    const slug = toWorktreeSlug(name);
    expect(slug.length).toBeLessThanOrEqual(maxSlugLength);
    expect(worktreeBranch(slug).length).toBeLessThanOrEqual(64);
    expect(slug).toMatch(/^[A-Za-z0-9][A-Za-z0-9._+-]*$/);
    expect(isValidBranch(worktreeBranch(slug))).toBe(true);
    expect(slug).toBe(toWorktreeSlug(name));
  });

  it('keeps the start of a name readable', () => {
    expect(toWorktreeSlug('a1-My Spaced Agent-0a1b2c')).toMatch(
      /^a1-My-Spaced-Agent-0a1b2c-[0-9a-f]{10}$/,
    );
    expect(toWorktreeSlug('a4-revisor-ção-0a1b2c')).toMatch(/^a4-revisor-cao-0a1b2c-[0-9a-f]{10}$/);
  });

  it('never gives two different names the same slug', () => {
    const long = 'a1-' + 'reviewer-'.repeat(12);
    const names = [
      ...hostile,
      `${long}one`,
      `${long}two`,
      'a b',
      'a-b',
      'a+b',
      'a/b',
      'A B',
      'agent',
      'agent.lock',
      'agent-lock',
    ];
    const slugs = names.map(toWorktreeSlug);
    expect(new Set(slugs).size).toBe(new Set(names).size);
  });
});
