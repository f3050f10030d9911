import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeRun, type ActionRun } from './support/action-process.js';
import { createWorld, fullName, owner, repoName, type World } from './support/action-world.js';
import { dispatchPayload, writePayload } from './support/event-payloads.js';
import { leadRules, reporterRule, scenario } from './support/scenarios.js';

/**
 * Audits (schedule, workflow_dispatch): the first run creates the audit issue, the next run
 * updates the same issue; `post: pr` pushes the agents' changes to a new branch of origin and
 * opens its pull request.
 */

describe('audit runs', () => {
  let world: World;
  let scheduled: ActionRun;
  let dispatched: ActionRun;

  beforeAll(async () => {
    world = await createWorld({ permissions: { octocat: 'admin' } });
    const schedulePath = await writePayload(path.join(world.repo.dir, 'schedule.json'), {
      schedule: '17 3 * * *',
    });
    const dispatchPath = await writePayload(
      path.join(world.repo.dir, 'dispatch.json'),
      dispatchPayload(owner, repoName, { login: 'octocat', type: 'User' }),
    );
    const first = await world.startModel(
      scenario('e2e-audit-1', [
        ...leadRules(['security-reviewer']),
        reporterRule('security-reviewer', [
          {
            path: 'src/orders.js',
            line: 5,
            severity: 'critical',
            title: 'Code injection through eval',
            body: 'applyDiscount evaluates the rule text.',
          },
        ]),
      ]),
    );
    scheduled = await world.run({
      eventName: 'schedule',
      eventPath: schedulePath,
      actor: 'octocat',
      model: first,
      inputs: { agents: 'security-reviewer' },
    });
    const second = await world.startModel(
      scenario('e2e-audit-2', [
        ...leadRules(['security-reviewer']),
        reporterRule('security-reviewer', [
          {
            path: 'src/orders.js',
            line: 10,
            severity: 'high',
            title: 'Path traversal in loadOrder',
            body: 'The order id is joined into a path unchecked.',
          },
        ]),
      ]),
    );
    dispatched = await world.run({
      eventName: 'workflow_dispatch',
      eventPath: dispatchPath,
      actor: 'octocat',
      model: second,
      inputs: { agents: 'security-reviewer' },
    });
  });
  afterAll(() => world?.cleanup());

  it('a scheduled run creates the audit issue', () => {
    expect(scheduled.exitCode, describeRun(scheduled)).toBe(0);
    expect(scheduled.outputs.conclusion).toBe('findings');
    const created = world.github.requests.filter(
      (request) => request.method === 'POST' && request.path === `/repos/${fullName}/issues`,
    );
    expect(created).toHaveLength(1);
    expect(JSON.stringify(created[0]?.body)).toContain('Code injection through eval');
  });

  it('the next run updates the same issue instead of opening another', () => {
    expect(dispatched.exitCode, describeRun(dispatched)).toBe(0);
    const { issues } = world.github.state;
    expect(issues).toHaveLength(1);
    const issue = issues[0] as { number: number; body: string; html_url: string; state: string };
    expect(issue.state).toBe('open');
    expect(issue.body).toContain('Path traversal in loadOrder');
    expect(issue.body).not.toContain('Code injection through eval');
    expect(
      world.github.requests.filter(
        (request) => request.method === 'POST' && request.path === `/repos/${fullName}/issues`,
      ),
    ).toHaveLength(1);
    expect(
      world.github.requests.filter(
        (request) =>
          request.method === 'PATCH' &&
          request.path === `/repos/${fullName}/issues/${issue.number}`,
      ),
    ).toHaveLength(1);
    // The issue's URL has its own output; review_url holds only a review's.
    expect(scheduled.outputs.issue_url).toBe(issue.html_url);
    expect(dispatched.outputs.issue_url).toBe(issue.html_url);
    expect(scheduled.outputs.review_url).toBe('');
  });
});

describe('post: pr on workflow_dispatch', () => {
  let world: World;

  beforeAll(async () => {
    world = await createWorld({ permissions: { octocat: 'write' } });
  });
  afterAll(() => world?.cleanup());

  /** The agent writes a test file; the run posts with post: pr. */
  async function prRun(runId: string): Promise<{ run: ActionRun; testFile: string }> {
    const testFile = `import assert from 'node:assert/strict';
import { test } from 'node:test';
import { shippingCost } from '../src/shipping.js';

test('shipping is free from 50', () => {
  assert.equal(shippingCost({ total: 50 }), 0);
});
`;
    const model = await world.startModel(
      scenario('e2e-post-pr', [
        ...leadRules(['test-gap-finder']),
        reporterRule(
          'test-gap-finder',
          [
            {
              path: 'src/shipping.js',
              line: 3,
              severity: 'low',
              title: 'shippingCost has no tests',
              body: 'test/shipping.test.js now covers it.',
            },
          ],
          {
            before: [
              {
                tool_use: [
                  {
                    name: 'Write',
                    input: { file_path: 'test/shipping.test.js', content: testFile },
                  },
                ],
              },
            ],
          },
        ),
      ]),
    );
    const eventPath = path.join(world.repo.dir, `dispatch-${runId}.json`);
    await writeFile(
      eventPath,
      JSON.stringify(dispatchPayload(owner, repoName, { login: 'octocat', type: 'User' })),
    );
    const run = await world.run({
      eventName: 'workflow_dispatch',
      eventPath,
      actor: 'octocat',
      model,
      runId,
      inputs: { agents: 'test-gap-finder', post: 'pr', prompt: 'Find untested code and test it.' },
    });
    return { run, testFile };
  }

  it('pushes the agent’s change to a new branch of origin and opens its pull request', async () => {
    const { run, testFile } = await prRun('4242');
    expect(run.exitCode, describeRun(run)).toBe(0);

    const branch = run.outputs.branch ?? '';
    expect(branch, describeRun(run)).toMatch(/^flotilla\/flotilla-audit-/);
    // The branch is on origin, with the file the agent wrote, on top of main.
    const { git, origin, baseSha } = world.repo;
    expect(git(['show', `refs/heads/${branch}:test/shipping.test.js`], origin)).toBe(
      testFile.trim(),
    );
    expect(git(['merge-base', '--is-ancestor', baseSha, `refs/heads/${branch}`], origin)).toBe('');

    const pulls = [...world.github.state.pulls.values()] as unknown as Array<{
      number: number;
      html_url: string;
      head: { ref: string; sha: string };
      base: { ref: string };
      body: string;
    }>;
    expect(pulls).toHaveLength(1);
    expect(pulls[0]?.head.ref).toBe(branch);
    expect(pulls[0]?.head.sha).toBe(git(['rev-parse', `refs/heads/${branch}`], origin));
    expect(pulls[0]?.base.ref).toBe('main');
    expect(run.outputs.pr_url).toBe(pulls[0]?.html_url);
    // main itself is untouched.
    expect(git(['rev-parse', 'refs/heads/main'], origin)).toBe(baseSha);
  });

  it('names the pushed branch when GitHub refuses to open its pull request', async () => {
    world.github.injectFault({
      method: 'POST',
      path: /\/pulls$/,
      status: 403,
      when: 'before',
      times: 5,
      body: { message: 'GitHub Actions is not permitted to create or approve pull requests.' },
    });
    const { run, testFile } = await prRun('4343');
    const log = describeRun(run);
    expect(run.exitCode, log).not.toBe(0);
    const branch = run.outputs.branch ?? '';
    expect(branch, log).toMatch(/^flotilla\//);
    expect(
      world.repo.git(['show', `refs/heads/${branch}:test/shipping.test.js`], world.repo.origin),
    ).toBe(testFile.trim());
    expect(run.outputs.pr_url).toBe('');
    expect(run.summary).toContain(
      `### Publishing failed\n\nPosting the results (post: pr) was incomplete: The agents' changes were pushed to ${branch}, but the pull request could not be opened:`,
    );
    expect(run.summary).toContain('Allow GitHub Actions to create and approve pull requests');
    expect(run.stdout).toContain('Flotilla published only part of its results (post: pr)');
  });
});
