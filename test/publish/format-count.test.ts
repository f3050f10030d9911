import { describe, expect, it } from 'vitest';
import { formatCount } from '../../src/publish/markdown.js';

describe('formatCount', () => {
  it('groups thousands as en-US does', () => {
    for (const value of [
      0, 7, 999, 1000, 12_345, 999_999, 1_234_567, 1_000_000_000, -4321, 1234.5,
    ]) {
      expect(formatCount(value)).toBe(value.toLocaleString('en-US'));
    }
  });
});
