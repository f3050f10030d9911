import { readFileSync } from 'node:fs';
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

  it('post: review records the posted review in the result file, as in the job summary', async () => {
    const run = await runWith({ post: 'review' });
    expect(run.exitCode, describeRun(run)).toBe(0);
    const reviews = world.github.state.reviews as Array<{ id: number; html_url: string }>;
    expect(reviews).toHaveLength(1);
    expect(run.outputs.review_url).toBe(reviews[0]?.html_url);
    expect(run.summary).toContain(`**Review:** ${reviews[0]?.html_url}`);
    const saved = JSON.parse(readFileSync(run.outputs.result_file!, 'utf8')) as {
      review?: { url: string; id: number };
    };
    expect(saved.review).toEqual({ url: reviews[0]?.html_url, id: reviews[0]?.id });
  });

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
    // The run is not lost with the post: result file, outputs, job summary and annotations are
    // all written before the step fails with the publish error.
    expect(run.outputs.conclusion).toBe('findings');
    expect(run.outputs.findings).toBe('1');
    expect(run.outputs.high).toBe('1');
    expect(run.outputs.review_url).toBe('');
    const resultFile = run.outputs.result_file ?? '';
    expect(resultFile).not.toBe('');
    const saved = JSON.parse(readFileSync(resultFile, 'utf8')) as { findings: unknown[] };
    expect(saved.findings).toHaveLength(1);
    expect(run.summary).toContain(finding.title);
    expect(run.summary).toMatch(/### Publishing failed[\s\S]*HTTP 403[\s\S]*pull-requests: write/);
    expect(run.stdout).toContain(
      `::error file=src/orders.js,line=5,endLine=5,title=[high] ${finding.title}::`,
    );
    expect(run.stdout).toMatch(/^::error::GitHub API POST .*reviews failed \(HTTP 403\)/m);
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

describe('the Action failing before it has a result', () => {
  let world: World;
  beforeEach(async () => {
    world = await createWorld({ permissions: { octocat: 'write' } });
  });
  afterEach(() => world?.cleanup());

  it.each([
    ['bad inputs', { max_turns: '0', audit_name: 'nightly..audit' }, "Input 'max_turns' is '0'"],
    [
      'no result files to merge',
      { mode: 'merge', results_files: 'no-such-dir/*.json' },
      'No RunResult files match no-such-dir/*.json',
    ],
  ])(
    'still sets conclusion error and says why in the job summary (%s)',
    async (_, inputs, reason) => {
      const run = await world.run({
        eventName: 'pull_request',
        eventPath: await world.pullRequestEvent(),
        actor: 'octocat',
        inputs,
      });
      expect(run.exitCode, describeRun(run)).toBe(1);
      expect(run.outputs.conclusion).toBe('error');
      expect(run.summary).toContain('**Conclusion:** error');
      expect(run.summary).toContain(reason);
      expect(run.stdout).toMatch(/^::error::/m);
    },
  );
});
