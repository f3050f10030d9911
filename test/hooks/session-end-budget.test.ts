import { describe, expect, it } from 'vitest';
import { sessionEndBudgetMs } from '../../src/hooks/session-end-budget.js';

const hook = (timeout?: number) => ({
  type: 'command' as const,
  command: 'true',
  ...(timeout !== undefined ? { timeout } : {}),
});

/** The bounds observed on Claude Code 2.1.332 (a hook sleeping past each of them). */
describe('sessionEndBudgetMs', () => {
  it('is 1.5 s without a hook timeout or the variable', () => {
    expect(sessionEndBudgetMs([hook()], undefined)).toBe(1_500);
  });
  it("is raised by the longest hook's own timeout, up to 60 s", () => {
    expect(sessionEndBudgetMs([hook(8), hook(3)], undefined)).toBe(8_000);
    expect(sessionEndBudgetMs([hook(100)], undefined)).toBe(60_000);
  });
  it('is raised by CLAUDE_CODE_SESSIONEND_HOOKS_TIMEOUT_MS, never lowered below 1.5 s', () => {
    expect(sessionEndBudgetMs([hook()], 6_000)).toBe(6_000);
    expect(sessionEndBudgetMs([hook(100)], 120_000)).toBe(120_000);
    expect(sessionEndBudgetMs([hook()], 300)).toBe(1_500);
    expect(sessionEndBudgetMs([hook()], 9_000_000)).toBe(3_600_000);
  });
});
