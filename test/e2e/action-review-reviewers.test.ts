import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeRun, type ActionRun } from './support/action-process.js';
import { createWorld, type World } from './support/action-world.js';
import { leadRules, reporterRule, scenario, type ScriptedFinding } from './support/scenarios.js';

/**
 * Two workflows review the same head: a security review that requests changes, and a docs review
 * that finds nothing. Each has a review of its own; the docs review neither rewrites the security
 * review nor dismisses its requested changes. A re-run of the security job that finds nothing is
 * the same reviewer: it updates its review and withdraws the changes it requested.
 */

const ordersJs = readFileSync(
  new URL('../../examples/demo/repo/src/orders.js', import.meta.url),
  'utf8',
);
const headFiles = {
  'src/orders.js': `${ordersJs}\n/** Formats an order for display. */\nexport function orderLabel(order) {\n  return \`Order \${order.id} (\${order.items.length} items)\`;\n}\n`,
};
const highFinding: ScriptedFinding = {
  path: 'src/orders.js',
  line: 19,
  severity: 'high',
  title: 'orderLabel trusts order.items',
  body: 'An order without items throws here; check it first.',
};

interface Review {
  id: number;
  state: string;
  body: string;
}

describe('reviews of one head by two workflows', () => {
  let world: World;
  const runs: ActionRun[] = [];

  const review = async (workflow: string, agent: string, findings: ScriptedFinding[]) => {
    const model = await world.startModel(
      scenario(`reviewers-${agent}`, [...leadRules([agent]), reporterRule(agent, findings)]),
    );
    const run = await world.run({
      eventName: 'pull_request',
      eventPath: await world.pullRequestEvent(),
      actor: 'octocat',
      model,
      inputs: { agents: agent, request_changes_on: 'high' },
      env: {
        GITHUB_WORKFLOW_REF: `octo/demo/.github/workflows/${workflow}@refs/pull/7/merge`,
        GITHUB_JOB: 'review',
      },
    });
    runs.push(run);
    return run;
  };
  const reviews = () => world.github.state.reviews as unknown as Review[];

  beforeAll(async () => {
    world = await createWorld({ headFiles, permissions: { octocat: 'write' } });
    await review('security.yml', 'security-reviewer', [highFinding]);
    await review('docs.yml', 'docs-drift', []);
  }, 180_000);
  afterAll(() => world?.cleanup());

  it('gives the second workflow a review of its own and leaves the first as it was', () => {
    for (const run of runs) expect(run.exitCode, describeRun(run)).toBe(0);
    expect(reviews().map((each) => each.state)).toEqual(['CHANGES_REQUESTED', 'COMMENTED']);
    expect(reviews()[0]?.body).toContain('**1 finding**');
    expect(reviews()[1]?.body).toContain('**0 findings**');
    expect(world.github.state.reviewComments).toHaveLength(1);
    expect(runs[1]?.stdout).not.toContain('Dismissed');
    expect(world.github.requests.some((request) => request.path.endsWith('/dismissals'))).toBe(
      false,
    );
  });

  it('lets a re-run of the first workflow withdraw its own requested changes', async () => {
    const rerun = await review('security.yml', 'security-reviewer', []);
    expect(rerun.exitCode, describeRun(rerun)).toBe(0);
    expect(rerun.stdout).toContain('Dismissed 1 earlier review(s) of ours');
    expect(reviews().map((each) => each.state)).toEqual(['DISMISSED', 'COMMENTED']);
    expect(reviews()[0]?.body).toContain('**0 findings**');
  }, 120_000);
});
