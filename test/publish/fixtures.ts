import {
  createGitHubClient,
  type GitHubClient,
  type GitHubClientOptions,
} from '../../src/platform/github.js';
import type { Finding } from '../../src/results/finding.js';
import type { RunResult } from '../../src/results/run-result.js';
import type { GitHubServer } from '../support/github-server.js';

export function makeFinding(overrides: Partial<Finding> = {}): Finding {
  return {
    path: 'src/app.ts',
    line: 1,
    severity: 'medium',
    title: 'A finding',
    body: 'Explanation.',
    agent: 'reviewer',
    ...overrides,
  };
}

/** Findings too many and too long for one review body (600 with 5,000-character bodies). */
export function overflowingFindings(): Finding[] {
  return Array.from({ length: 600 }, (_, index) =>
    makeFinding({
      path: `src/file-${index}.ts`,
      line: index + 1,
      title: `T${index}: ${'long title '.repeat(27)}`,
      body: 'b'.repeat(5000),
    }),
  );
}

export function makeResult(overrides: Partial<RunResult> = {}): RunResult {
  return {
    version: '1',
    run_id: '20261126T000000Z-0000test',
    incomplete: [],
    conclusion: 'findings',
    started_at: '2025-01-01T00:00:00.000Z',
    duration_ms: 1234,
    final_text: '',
    agents: [
      {
        name: 'reviewer',
        agent_id: 'reviewer@run',
        status: 'completed',
        turns: 3,
        tool_uses: 5,
        usage: {
          input_tokens: 100,
          output_tokens: 50,
          cache_creation_input_tokens: 10,
          cache_read_input_tokens: 20,
        },
        cost_usd: 0.01,
        duration_ms: 1000,
      },
    ],
    findings: [],
    changes: [],
    usage: {
      input_tokens: 100,
      output_tokens: 50,
      cache_creation_input_tokens: 10,
      cache_read_input_tokens: 20,
    },
    cost_usd: 0.01,
    ...overrides,
  };
}

/** A matrix job's RunResult: one agent that ran and reported one finding titled `title`. */
export function matrixJobResult(agent: string, title = `${agent} note`): RunResult {
  const base = makeResult();
  return makeResult({
    run_id: `20261126T000000Z-${agent}`,
    agents: [{ ...base.agents[0]!, name: agent, agent_id: `a1-${agent}` }],
    findings: [makeFinding({ path: 'src/a.py', severity: 'low', title, agent })],
  });
}

/** The real octokit-based client pointed at the local server, with test-sized pacing. */
export function clientFor(
  server: GitHubServer,
  options: Partial<GitHubClientOptions> = {},
): GitHubClient {
  return createGitHubClient({
    token: server.token,
    apiUrl: server.url,
    repository: { owner: server.owner, repo: server.repo },
    minWriteIntervalMs: 0,
    minReviewIntervalMs: 0,
    retryBaseDelayMs: 5,
    ...options,
  });
}

/** A patch adding `count` lines at the top of a file of `context` unchanged lines. */
export function additionPatch(count: number, context = 3): string {
  const lines = [`@@ -1,${context} +1,${count + context} @@`];
  for (let index = 0; index < count; index++) lines.push(`+added ${index + 1}`);
  for (let index = 0; index < context; index++) lines.push(` context ${index + 1}`);
  return lines.join('\n');
}

export function postsTo(server: GitHubServer, pattern: RegExp): number {
  return server.requests.filter(
    (request) => request.method === 'POST' && pattern.test(request.path),
  ).length;
}
