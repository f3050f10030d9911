import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeRunResult } from '../../src/results/run-result-io.js';
import type { RunResult } from '../../src/results/run-result.js';
import { describeRun, type ActionRun } from './support/action-process.js';
import { createWorld, type World } from './support/action-world.js';

/**
 * The merge job of a matrix where one job died before uploading its result and another uploaded
 * a truncated one: the readable result is still published, and both others are named as
 * incomplete in the summary, the review and the exit code (never a quiet success).
 */

const headFiles = {
  'src/orders.js': 'export function applyDiscount(total, rule) {\n  return eval(rule);\n}\n',
};

const usage = {
  input_tokens: 10,
  output_tokens: 1,
  cache_creation_input_tokens: 0,
  cache_read_input_tokens: 0,
};

const securityResult: RunResult = {
  version: '1',
  run_id: '20261126T100000Z-0000e2e1',
  conclusion: 'findings',
  started_at: '2026-11-26T10:00:00.000Z',
  duration_ms: 1000,
  final_text: 'Reviewed.',
  agents: ['flotilla-lead', 'security-reviewer'].map((name) => ({
    name,
    agent_id: name === 'flotilla-lead' ? 'lead' : 'a1-security-reviewer',
    status: 'completed' as const,
    turns: 1,
    tool_uses: 1,
    usage,
    cost_usd: 0.01,
    duration_ms: 1000,
  })),
  findings: [
    {
      path: 'src/orders.js',
      line: 2,
      severity: 'critical',
      title: 'Code injection through eval',
      body: 'Parse the rule instead.',
      agent: 'security-reviewer',
    },
  ],
  changes: [],
  incomplete: [],
  usage,
  cost_usd: 0.02,
};

/** The Action's merge step over the result files downloaded into the workspace. */
function runMergeStep(
  world: World,
  eventPath: string,
  expectedAgents: string,
  inputs: Record<string, string> = {},
): Promise<ActionRun> {
  return world.run({
    eventName: 'pull_request',
    eventPath,
    actor: 'octocat',
    inputs: {
      mode: 'merge',
      results_files: 'downloaded/**/*.json',
      expected_agents: expectedAgents,
      anthropic_api_key: '',
      ...inputs,
    },
  });
}

describe('a matrix merge with a missing and a truncated result file', () => {
  let world: World;
  let merge: ActionRun;
  let eventPath: string;
  const expected = '{"agent":["docs-drift","security-reviewer","test-gap-finder"]}';

  beforeAll(async () => {
    world = await createWorld({ headFiles });
    eventPath = await world.pullRequestEvent({
      fixture: 'pull_request/synchronize.payload.json',
    });
    const downloaded = path.join(world.repo.workspace, 'downloaded');
    await writeRunResult(
      path.join(downloaded, 'flotilla-result-security-reviewer', 'results.json'),
      securityResult,
    );
    const truncated = JSON.stringify({ ...securityResult, agents: [] }).slice(0, 200);
    await mkdir(path.join(downloaded, 'flotilla-result-docs-drift'), { recursive: true });
    await writeFile(path.join(downloaded, 'flotilla-result-docs-drift', 'results.json'), truncated);
    merge = await runMergeStep(world, eventPath, expected);
  });
  afterAll(() => world?.cleanup());

  it('with post: none, says where the results are instead of that they were published', async () => {
    const reviews = world.github.state.reviews.length;
    const quiet = await runMergeStep(world, eventPath, expected, { post: 'none' });
    expect(quiet.stdout).toMatch(/finished partially: 2 agent\(s\) did not finish/);
    expect(quiet.stdout).not.toContain('were published');
    expect(quiet.stdout).toContain(
      'Results so far are in the job summary, the step outputs and the result files.',
    );
    expect(world.github.state.reviews).toHaveLength(reviews);
  });

  it('publishes the readable findings and names the unreadable file and the missing agent', () => {
    // A failed step exits 1 (core.setFailed); the code 5 (partial) shows in its message.
    expect(merge.exitCode, describeRun(merge)).toBe(1);
    expect(merge.stdout).toContain('exit code 5');
    expect(merge.outputs).toMatchObject({ conclusion: 'partial', findings: '1', critical: '1' });
    const { state } = world.github;
    expect(state.reviews).toHaveLength(1);
    const review = state.reviews[0] as { body: string };
    for (const text of [merge.summary, review.body]) {
      expect(text).toContain('test-gap-finder');
      expect(text).toMatch(/the matrix planned it, but no readable result file names it/);
      expect(text).toContain('downloaded/flotilla-result-docs-drift/results.json');
      expect(text).toMatch(/is not valid JSON/);
    }
    // docs-drift's job did upload a file, but it is unreadable: one loss, listed once by name.
    expect(merge.summary).toMatch(
      /docs-drift — failed — its result file downloaded\/flotilla-result-docs-drift\/results\.json could not be merged/,
    );
    expect(merge.summary).not.toMatch(/docs-drift — failed — the matrix planned it/);
    expect(merge.stdout).toMatch(/finished partially: 2 agent\(s\) did not finish/);
  });
});

/**
 * The merge job of a matrix where one job was cancelled (GitHub's job timeout, say): the merge
 * itself ran, so it publishes and says which job's result was cancelled, never that it was.
 */
describe('a matrix merge with a cancelled job', () => {
  let world: World;
  let merge: ActionRun;

  beforeAll(async () => {
    world = await createWorld({ headFiles });
    const eventPath = await world.pullRequestEvent({
      fixture: 'pull_request/synchronize.payload.json',
    });
    const downloaded = path.join(world.repo.workspace, 'downloaded');
    const cancelledAgents = securityResult.agents.map((agent) => ({
      ...agent,
      name: agent.agent_id === 'lead' ? agent.name : 'docs-drift',
      agent_id: agent.agent_id === 'lead' ? 'lead' : 'a1-docs-drift',
      status: 'killed' as const,
    }));
    await writeRunResult(
      path.join(downloaded, 'flotilla-result-security-reviewer', 'results.json'),
      { ...securityResult, head_sha: world.repo.headSha },
    );
    await writeRunResult(path.join(downloaded, 'flotilla-result-docs-drift', 'results.json'), {
      ...securityResult,
      run_id: '20261126T100000Z-0000e2e2',
      head_sha: world.repo.headSha,
      conclusion: 'cancelled',
      error: 'The run was cancelled.',
      agents: cancelledAgents,
      findings: [],
      incomplete: [
        {
          name: 'flotilla-lead',
          agent_id: 'lead',
          status: 'killed',
          reason: 'The run was cancelled.',
        },
        {
          name: 'docs-drift',
          agent_id: 'a1-docs-drift',
          status: 'killed',
          reason: 'The run was cancelled before this agent finished.',
        },
      ],
    });
    merge = await runMergeStep(world, eventPath, 'docs-drift, security-reviewer');
  });
  afterAll(() => world?.cleanup());

  it('publishes, and names the cancelled job and each job’s lead', () => {
    // The documented rank stays: a cancelled job makes the matrix cancelled (exit code 130).
    expect(merge.stdout).toContain('exit code 130');
    expect(merge.outputs).toMatchObject({ conclusion: 'cancelled', findings: '1' });
    expect(world.github.state.reviews).toHaveLength(1);
    expect(merge.stdout).not.toContain('Flotilla was cancelled');
    expect(merge.stdout).toContain(
      "The matrix merge ran, and its conclusion is cancelled, the worst of its jobs': docs-drift's job ended cancelled. The merged results were published (post: review).",
    );
    const review = world.github.state.reviews[0] as { body: string };
    expect(review.body).toContain(
      "agents: flotilla-lead (docs-drift's job), docs-drift, flotilla-lead (security-reviewer's job), security-reviewer",
    );
    expect(merge.summary).toMatch(
      /flotilla-lead \(docs-drift's job\) \(lead\) — killed — The run was cancelled\./,
    );
    expect(merge.summary).toContain("docs-drift's job: The run was cancelled.");
  });
});
