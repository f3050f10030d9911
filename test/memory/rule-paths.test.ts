import { describe, expect, it } from 'vitest';
import { expandBraces, rulePathMatcher, rulePatterns } from '../../src/memory/rule-paths.js';

/**
 * A rule's `paths:`, each case as Claude Code 2.1.332 was seen to read it: which rules it sends up
 * front (no patterns) and which it attaches after a Read of `pkg/src/a.ts` (the patterns match).
 */

const matches = (yaml: string, file: string) => {
  const patterns = rulePatterns(yaml);
  if (!patterns) throw new Error(`no patterns in ${yaml}`);
  return rulePathMatcher(patterns)(file);
};

describe('rulePatterns', () => {
  it('reads a list, or one string, split at commas outside braces', () => {
    expect(rulePatterns('paths:\n  - "src/**/*.ts"\n  - lib/**')).toEqual([
      'src/**/*.ts',
      'lib/**',
    ]);
    expect(rulePatterns('paths: "a/**, {b,c}/x"')).toEqual(['a/**', '{b,c}/x']);
    expect(rulePatterns('paths: ["nomatch, src/a.ts"]')).toEqual(['nomatch', 'src/a.ts']);
  });

  it('has no patterns (the rule applies everywhere) for a missing, empty, odd or match-all value', () => {
    for (const yaml of ['', 'description: x', 'paths:', 'paths: []', 'paths: 42', 'paths: "**"']) {
      expect(rulePatterns(yaml)).toBeUndefined();
    }
    // `globs:` is another tool's field.
    expect(rulePatterns('globs: src/**')).toBeUndefined();
  });

  it('reads frontmatter that is not valid YAML as an agent file is read', () => {
    // A one-line value that is invalid alone is read as text…
    expect(rulePatterns('paths: src/**\nbad: [unclosed')).toEqual(['src/**']);
    expect(rulePatterns('paths: [')).toEqual(['[']);
    // …and YAML that cannot be repaired gives no patterns.
    expect(rulePatterns('paths:\n  - src/**\n  - [')).toBeUndefined();
  });
});

describe('rulePathMatcher', () => {
  it('matches like .gitignore lines, ignoring case', () => {
    const file = 'pkg/src/a.ts';
    for (const yaml of [
      'paths: "*.ts"',
      'paths: "**/*.ts"',
      'paths: "pkg/src"',
      'paths: "pkg/"',
      'paths: "/pkg/src/a.ts"',
      'paths: "PKG/src/A.ts"',
      'paths: "pkg/src/?.ts"',
      'paths: "pkg/src/[abc].ts"',
      'paths: "pkg/*"',
      'paths: " pkg/src/a.ts "',
      'paths: "pkg/**/*.{ts,tsx}"',
      'paths: "{lib,{pkg/src,x}}/*.ts"',
    ]) {
      expect(matches(yaml, file), yaml).toBe(true);
    }
    for (const yaml of [
      'paths: "src/*.ts"',
      'paths: "./pkg/src/a.ts"',
      'paths: "#pkg/**"',
      'paths: "!pkg/**"',
      'paths: "pkg{1..3}/**"',
    ]) {
      expect(matches(yaml, file), yaml).toBe(false);
    }
    expect(matches('paths: ["!pkg/src/b.ts", "pkg/**"]', file)).toBe(true);
  });

  it('drops one trailing /**, so a single name followed by it matches at any depth', () => {
    // Claude Code 2.1.332 attached the first group after a Read of `packages/web/src/a.ts` and
    // not the second.
    const file = 'packages/web/src/a.ts';
    for (const pattern of [
      'src/**',
      'web/**',
      'SRC/**',
      'sr*/**',
      '{lib,src}/**',
      '/**',
      '**/**',
    ]) {
      expect(rulePathMatcher([pattern])(file), pattern).toBe(true);
    }
    for (const pattern of [
      'web/src/**',
      '/src/**',
      './src/**',
      'src/*/**',
      'src/**/',
      'src/**/*.ts',
      'web/**/**',
      'web/*',
    ]) {
      expect(rulePathMatcher([pattern])(file), pattern).toBe(false);
    }
    // A longer pattern names the path itself too, a file as well as a directory.
    expect(rulePathMatcher(['x/src/b/c.ts/**'])('x/src/b/c.ts')).toBe(true);
    expect(rulePathMatcher(['lib/src/**'])('lib/src')).toBe(true);
  });

  it('matches nothing for an empty path', () => {
    expect(rulePathMatcher(['*'])('')).toBe(false);
  });
});

describe('expandBraces', () => {
  it('expands comma groups, nested ones too, and leaves other braces alone', () => {
    expect(expandBraces('src/{a,b}/*.{ts,tsx}')).toEqual([
      'src/a/*.ts',
      'src/a/*.tsx',
      'src/b/*.ts',
      'src/b/*.tsx',
    ]);
    expect(expandBraces('{x,{y,z}w}')).toEqual(['x', 'yw', 'zw']);
    expect(expandBraces('{a}/{1..3}')).toEqual(['{a}/{1..3}']);
    expect(expandBraces('{a,b')).toEqual(['{a,b']);
  });

  it('stops at 1024 patterns', () => {
    expect(expandBraces('{a,b}'.repeat(12))).toHaveLength(1024);
  });
});
