import { copyFile, mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeRun, type ActionRun } from './support/action-process.js';
import { createWorld, type World } from './support/action-world.js';
import { leadRules, reporterRule, scenario, type ScriptedFinding } from './support/scenarios.js';

/**
 * The matrix: a `mode: matrix` plan job prints the agents (read from the base branch) as the
 * `matrix` output; one job per agent (`agent` input, `post: none`) each writes its RunResult; a
 * `mode: merge` job combines the downloaded files and posts ONE review with every finding.
 */

const headFiles = {
  'src/orders.js': `import { readFileSync } from 'node:fs';

/** Applies a discount rule written by the shop owner, e.g. "total * 0.9". */
export function applyDiscount(total, rule) {
  return eval(rule.replace('total', String(total)));
}

/** Loads an order from the data directory. */
export function loadOrder(id) {
  return JSON.parse(readFileSync(\`data/orders/\${id}.json\`, 'utf8'));
}

export function orderTotal(order) {
  return order.items.reduce((sum, item) => sum + item.price * item.quantity, 0);
}

export function orderCount(orders) {
  return orders.length;
}
`,
};

const findingsByAgent: Record<string, ScriptedFinding[]> = {
  'security-reviewer': [
    {
      path: 'src/orders.js',
      line: 5,
      severity: 'critical',
      title: 'Code injection through eval',
      body: 'Parse the rule instead of evaluating it.',
    },
  ],
  'test-gap-finder': [
    {
      path: 'src/orders.js',
      line: 17,
      severity: 'low',
      title: 'orderCount has no tests',
      body: 'Add a test for orderCount.',
    },
  ],
  'docs-drift': [
    {
      path: 'src/orders.js',
      line: 18,
      severity: 'info',
      title: 'orderCount is not in the README',
      body: 'Document orderCount.',
    },
  ],
};
const agents = Object.keys(findingsByAgent);

describe('a matrix of agent jobs and a merge job', () => {
  let world: World;
  const matrix = new Map<string, ActionRun>();
  let merge: ActionRun;
  let plan: ActionRun;
  let planned: string[] = [];
  let requestsBeforeMerge = 0;

  beforeAll(async () => {
    world = await createWorld({ headFiles });
    const eventPath = await world.pullRequestEvent({
      fixture: 'pull_request/synchronize.payload.json',
    });
    // The plan job: no model, no secrets; strategy.matrix: ${{ fromJSON(needs.plan.outputs.matrix) }}.
    plan = await world.run({
      eventName: 'pull_request',
      eventPath,
      actor: 'octocat',
      inputs: { mode: 'matrix', anthropic_api_key: '' },
    });
    planned = (JSON.parse(plan.outputs.matrix ?? '{}') as { agent?: string[] }).agent ?? [];
    for (const agent of planned) {
      const model = await world.startModel(
        scenario(`e2e-matrix-${agent}`, [
          ...leadRules([agent]),
          reporterRule(agent, findingsByAgent[agent] ?? []),
        ]),
      );
      const run = await world.run({
        eventName: 'pull_request',
        eventPath,
        actor: 'octocat',
        model,
        inputs: { agent, mode: 'review', post: 'none' },
      });
      matrix.set(agent, run);
      // actions/upload-artifact + download-artifact: the files land in the merge job's workspace.
      const target = path.join(world.repo.workspace, 'downloaded', `flotilla-result-${agent}`);
      await mkdir(target, { recursive: true });
      await copyFile(run.outputs.result_file ?? '', path.join(target, 'results.json'));
    }
    requestsBeforeMerge = world.github.requests.length;
    merge = await world.run({
      eventName: 'pull_request',
      eventPath,
      actor: 'octocat',
      inputs: { mode: 'merge', results_files: 'downloaded/**/*.json', anthropic_api_key: '' },
    });
  });
  afterAll(() => world?.cleanup());

  it('the plan job lists every agent the base branch defines, as a GitHub matrix', () => {
    expect(plan.exitCode, describeRun(plan)).toBe(0);
    expect(JSON.parse(plan.outputs.matrix ?? '')).toEqual({ agent: [...agents].sort() });
    expect(plan.summary).toContain('3 agent job(s)');
  });

  it('each agent job writes its own RunResult and posts nothing', async () => {
    expect(matrix.size).toBe(agents.length);
    for (const [agent, run] of matrix) {
      expect(run.exitCode, describeRun(run)).toBe(0);
      const result = JSON.parse(await readFile(run.outputs.result_file ?? '', 'utf8')) as {
        agents: Array<{ name: string }>;
        findings: Array<{ agent: string; title: string }>;
      };
      expect(result.agents.map((entry) => entry.name).sort()).toEqual(
        ['flotilla-lead', agent].sort(),
      );
      expect(result.findings.map((finding) => finding.agent)).toEqual([agent]);
      expect(run.outputs.review_url).toBe('');
    }
    const writes = world.github.requests
      .slice(0, requestsBeforeMerge)
      .filter((request) => request.method !== 'GET');
    expect(writes).toEqual([]);
  });

  it('the merge job posts one review with every finding', () => {
    expect(merge.exitCode, describeRun(merge)).toBe(0);
    const { state } = world.github;
    expect(state.reviews).toHaveLength(1);
    const review = state.reviews[0] as { id: number; body: string; commit_id: string };
    expect(review.commit_id).toBe(world.repo.headSha);
    const inline = state.reviewComments.map(
      (comment) => `${String(comment.path)}:${String(comment.line)}`,
    );
    // Lines 17 and 18 are in the diff; line 5 is not, so it is listed in the body.
    expect(inline.sort()).toEqual(['src/orders.js:17', 'src/orders.js:18']);
    expect(review.body).toContain('Code injection through eval');
    expect(merge.outputs).toMatchObject({
      conclusion: 'findings',
      findings: '3',
      critical: '1',
      low: '1',
      info: '1',
      review_url: String(state.reviews[0]?.html_url),
    });
    // The merged result names every agent of the matrix.
    for (const agent of agents) expect(merge.summary).toContain(`| ${agent} |`);
  });
});
