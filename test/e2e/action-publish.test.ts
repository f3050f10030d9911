import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { describeRun } from './support/action-process.js';
import { createWorld, pullNumber, type World } from './support/action-world.js';
import { leadRules, reporterRule, scenario } from './support/scenarios.js';

/**
 * The Action's publishing through the one publishResult: each link in its own output, and a
 * GitHub refusal that tells the user which permission the token lacks.
 */

const finding = {
  path: 'src/orders.js',
  line: 5,
  severity: 'high' as const,
  title: 'Code injection through eval of a discount rule',
  body: 'applyDiscount evaluates the rule text; parse it instead.',
};

describe('the Action publishing a pull_request run', () => {
  let world: World;
  beforeEach(async () => {
    world = await createWorld({
      headFiles: { 'src/label.js': 'export const label = (order) => `Order ${order.id}`;\n' },
      permissions: { octocat: 'write' },
    });
  });
  afterEach(() => world?.cleanup());

  async function runWith(inputs: Record<string, string>) {
    const model = await world.startModel(
      scenario('e2e-publish', [
        ...leadRules(['security-reviewer']),
        reporterRule('security-reviewer', [finding]),
      ]),
    );
    return world.run({
      eventName: 'pull_request',
      eventPath: await world.pullRequestEvent(),
      actor: 'octocat',
      model,
      inputs: { agents: 'security-reviewer', ...inputs },
    });
  }

  it('post: comment puts the comment URL in comment_url, not review_url', async () => {
    const run = await runWith({ post: 'comment' });
    expect(run.exitCode, describeRun(run)).toBe(0);
    const comments = world.github.state.issueComments as Array<{
      html_url: string;
      issue_number: number;
    }>;
    expect(comments).toHaveLength(1);
    expect(comments[0]?.issue_number).toBe(pullNumber);
    expect(run.outputs.comment_url).toBe(comments[0]?.html_url);
    expect(run.outputs.review_url).toBe('');
    expect(run.outputs.issue_url).toBe('');
    expect(world.github.state.reviews).toHaveLength(0);
  });

  it('a 403 on the review names the missing permission in the log and fails the step', async () => {
    world.github.injectFault({
      method: 'POST',
      path: /\/pulls\/\d+\/reviews$/,
      when: 'before',
      status: 403,
      body: { message: 'Resource not accessible by integration' },
      times: 5,
    });
    const run = await runWith({});
    expect(run.exitCode, describeRun(run)).not.toBe(0);
    const log = `${run.stdout}\n${run.stderr}`;
    expect(log).toContain('Resource not accessible by integration');
    expect(log).toContain('pull-requests: write');
  });
});

describe('the Action when an agent does not finish', () => {
  let world: World;
  beforeEach(async () => {
    world = await createWorld({
      headFiles: { 'src/label.js': 'export const label = (order) => `Order ${order.id}`;\n' },
      permissions: { octocat: 'write' },
    });
  });
  afterEach(() => world?.cleanup());

  it('concludes partial (exit 5) and names the agent in the log, job summary and review', async () => {
    // docs-drift has no scripted turns: the offline model refuses it, so it fails.
    const model = await world.startModel(
      scenario('e2e-partial', [
        ...leadRules(['security-reviewer', 'docs-drift']),
        reporterRule('security-reviewer', [finding]),
      ]),
    );
    const run = await world.run({
      eventName: 'pull_request',
      eventPath: await world.pullRequestEvent(),
      actor: 'octocat',
      model,
      inputs: { agents: 'security-reviewer, docs-drift' },
    });
    expect(run.outputs.conclusion, describeRun(run)).toBe('partial');
    // A failed step exits 1 (core.setFailed); the code 5 shows in its message.
    expect(run.exitCode).toBe(1);
    expect(run.stdout).toContain('exit code 5');
    expect(run.summary).toContain('partial: part of the run did not finish');
    expect(run.summary).toMatch(/docs-drift.* — failed — /);
    expect(run.stdout).toMatch(/did not finish\. docs-drift.* — failed — /);
    const review = world.github.state.reviews[0] as { body: string } | undefined;
    expect(review?.body).toMatch(/Did not finish \(1\)[\s\S]*docs-drift/);
  });
});
