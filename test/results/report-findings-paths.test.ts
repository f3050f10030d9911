import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  agentFile,
  cleanupRuns,
  newRepo,
  requestMessages,
  run,
  toolResults,
} from '../subagents/harness.js';

afterEach(cleanupRuns);

const finding = (file: string, extra: Record<string, unknown> = {}) => ({
  path: file,
  line: 2,
  severity: 'high',
  title: `Bug in ${file}`,
  body: 'Why it matters.',
  ...extra,
});

const report = (...findings: Array<ReturnType<typeof finding>>) => ({
  tool_use: [{ name: 'ReportFindings', input: { findings } }],
});

/** The ReportFindings result the agent saw after its n-th (0-based) call. */
function resultAfter(
  requests: ReturnType<Awaited<ReturnType<typeof run>>['requestsOf']>,
  n: number,
) {
  return toolResults(requestMessages(requests[n + 1]).at(-1))[0];
}

describe('ReportFindings stores repository-relative paths', () => {
  it('makes an absolute path inside the repository relative, and refuses one outside it and a reversed range so the model can retry', async () => {
    const repo = await newRepo({ files: { 'src/a.py': 'x = 1\ny = 2\nz = 3\n' } });
    const absolute = path.join(repo.root, 'src', 'a.py');
    const finished = await run({
      repo,
      scenario: {
        name: 'finding-paths',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              report(finding('../outside.py'), finding('src/a.py', { start_line: 5 })),
              report(finding(absolute), finding('./src\\b.py', { start_line: 1 })),
              { text: 'Reported.' },
            ],
          },
        ],
      },
    });
    const requests = finished.requestsOf('flotilla-lead');
    const refused = resultAfter(requests, 0);
    expect(refused?.isError).toBe(true);
    expect(refused?.text).toContain('Nothing was recorded');
    expect(refused?.text).toMatch(/findings\[0\].*'\.\.\/outside\.py' is outside the repository/);
    expect(refused?.text).toMatch(/findings\[1\].*start_line 5 is after line 2/);
    expect(resultAfter(requests, 1)).toMatchObject({
      isError: false,
      text: 'Recorded 2 findings.',
    });
    expect(finished.result.findings.map((entry) => [entry.path, entry.start_line])).toEqual([
      ['src/a.py', undefined],
      ['src/b.py', 1],
    ]);
  });

  it('takes an absolute path of a worktree agent relative to its worktree', async () => {
    const finished = await run({
      agents: { reviewer: agentFile('reviewer', { isolation: 'worktree' }) },
      files: { 'src/a.py': 'x = 1\ny = 2\n' },
      scenario: {
        name: 'worktree-finding-paths',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            repeat_last: true,
            turns: [
              {
                tool_use: [
                  {
                    name: 'Agent',
                    input: { description: 'Review', prompt: 'Review.', subagent_type: 'reviewer' },
                  },
                ],
              },
              { text: 'Done.' },
            ],
          },
          {
            match: { agent: 'reviewer' },
            turns: [
              { tool_use: [{ name: 'Glob', input: { pattern: 'src/*.py' } }] },
              report(finding('{{tool_result:1/(\\S*a\\.py)/}}')),
              { text: 'Reported.' },
            ],
          },
        ],
      },
    });
    const requests = finished.requestsOf('reviewer');
    const globbed = toolResults(requestMessages(requests[1]).at(-1))[0]?.text ?? '';
    // The agent really reported an absolute path inside its worktree.
    expect(globbed).toMatch(/\.claude\/worktrees\/[^/]+\/src\/a\.py/);
    expect(resultAfter(requests, 1)).toMatchObject({ isError: false });
    expect(finished.result.findings.map((entry) => entry.path)).toEqual(['src/a.py']);
  });
});
