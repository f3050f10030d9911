import { copyFile, mkdir, readFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeRun, type ActionRun } from './support/action-process.js';
import { createWorld, fullName, pullNumber, type World } from './support/action-world.js';
import { demoRepo } from './support/action-repo.js';
import { writePayload } from './support/event-payloads.js';
import { loadFixture } from '../support/event-fixtures.js';
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
    expect(JSON.parse(plan.outputs.matrix ?? '')).toMatchObject({ agent: [...agents].sort() });
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

describe('the matrix plan on a comment on a pull request', () => {
  let world: World;
  afterAll(() => world?.cleanup());

  it('lists the base branch agents, not those the pull request adds or deletes', async () => {
    // The pull request deletes one reviewer and adds an agent of its own; the workspace holds
    // its head, as docs/action.md tells comment workflows to check out.
    const added = readFileSync(path.join(demoRepo, '.claude/agents/docs-drift.md'), 'utf8').replace(
      /^name: docs-drift$/m,
      'name: pr-added-agent',
    );
    expect(added).toContain('name: pr-added-agent');
    world = await createWorld({
      headFiles: {
        '.claude/agents/security-reviewer.md': null,
        '.claude/agents/pr-added-agent.md': added,
        'src/orders.js': 'export const orders = [];\n',
      },
    });
    const payload = loadFixture('issue_comment/created.payload.json');
    payload.repository = { ...(payload.repository as object), full_name: fullName };
    const issue = payload.issue as Record<string, unknown>;
    issue.number = pullNumber;
    issue.pull_request = { url: `https://api.github.test/repos/${fullName}/pulls/${pullNumber}` };
    const comment = payload.comment as Record<string, unknown>;
    comment.body = '@flotilla review';
    comment.user = { login: 'octocat', type: 'User' };
    const eventPath = await writePayload(path.join(world.repo.dir, 'comment.json'), payload);

    const onComment = await world.run({
      eventName: 'issue_comment',
      eventPath,
      actor: 'octocat',
      inputs: { mode: 'matrix', anthropic_api_key: '' },
    });
    const onPullRequest = await world.run({
      eventName: 'pull_request',
      eventPath: await world.pullRequestEvent(),
      actor: 'octocat',
      inputs: { mode: 'matrix', anthropic_api_key: '' },
    });

    expect(onComment.exitCode, describeRun(onComment)).toBe(0);
    expect(onPullRequest.exitCode, describeRun(onPullRequest)).toBe(0);
    const listed = (run: ActionRun) =>
      (JSON.parse(run.outputs.matrix ?? '{}') as { agent?: string[] }).agent ?? [];
    expect(listed(onComment)).toContain('security-reviewer');
    expect(listed(onComment)).not.toContain('pr-added-agent');
    expect(listed(onComment)).toEqual(listed(onPullRequest));
    // The comment's payload names no base: it was looked up.
    expect(
      world.github.requests.some(
        (request) => request.method === 'GET' && request.path.endsWith(`/pulls/${pullNumber}`),
      ),
    ).toBe(true);
  });

  it('plans no agent job for a comment that does not ask, or a commenter who may not ask', async () => {
    world ??= await createWorld({});
    const commentEvent = async (name: string, body: string, login: string) => {
      const payload = loadFixture('issue_comment/created.payload.json');
      payload.repository = { ...(payload.repository as object), full_name: fullName };
      const issue = payload.issue as Record<string, unknown>;
      issue.number = pullNumber;
      issue.pull_request = { url: `https://api.github.test/repos/${fullName}/pulls/${pullNumber}` };
      const comment = payload.comment as Record<string, unknown>;
      comment.body = body;
      comment.user = { login, type: 'User' };
      payload.sender = { login, type: 'User' };
      return writePayload(path.join(world.repo.dir, `${name}.json`), payload);
    };
    const plan = async (name: string, body: string, login: string) =>
      world.run({
        eventName: 'issue_comment',
        eventPath: await commentEvent(name, body, login),
        actor: login,
        inputs: { mode: 'matrix', anthropic_api_key: '' },
      });
    const listed = (run: ActionRun) =>
      (JSON.parse(run.outputs.matrix ?? '{}') as { agent?: string[] }).agent;

    const unasked = await plan('unasked', 'Looks good to me, thanks!', 'octocat');
    const reader = await plan('reader', '@flotilla review', 'read-only-user');

    for (const run of [unasked, reader]) {
      expect(run.exitCode, describeRun(run)).toBe(0);
      // An empty list: the example's agent job (if: ...agent[0] != null) and merge job skip.
      expect(listed(run)).toEqual([]);
      expect(run.outputs.conclusion).toBe('skipped');
    }
    expect(unasked.summary).toContain('does not mention @flotilla');
    expect(reader.summary).toMatch(/read-only-user/);
  });
});

describe('the merge job after the pull request moved on', () => {
  let world: World;
  afterAll(() => world?.cleanup());

  it('posts on the commit the matrix job analysed, with the finding in the body, not on the new head', async () => {
    const values = Array.from(
      { length: 30 },
      (_, index) => `export const v${index + 1} = ${index + 1};`,
    );
    world = await createWorld({ headFiles: { 'src/new.js': `${values.join('\n')}\n` } });
    const analysed = world.repo.headSha;
    const eventPath = await world.pullRequestEvent({
      fixture: 'pull_request/synchronize.payload.json',
    });
    const model = await world.startModel(
      scenario('e2e-matrix-moved-head', [
        ...leadRules(['security-reviewer']),
        reporterRule('security-reviewer', [
          {
            path: 'src/new.js',
            line: 5,
            severity: 'high',
            title: 'v5 is wrong',
            body: 'About `export const v5 = 5`.',
          },
        ]),
      ]),
    );
    const job = await world.run({
      eventName: 'pull_request',
      eventPath,
      actor: 'octocat',
      model,
      inputs: { agent: 'security-reviewer', mode: 'review', post: 'none' },
    });
    expect(job.exitCode, describeRun(job)).toBe(0);
    const recorded = JSON.parse(await readFile(job.outputs.result_file ?? '', 'utf8')) as {
      head_sha?: string;
    };
    expect(recorded.head_sha).toBe(analysed);
    const target = path.join(
      world.repo.workspace,
      'downloaded',
      'flotilla-result-security-reviewer',
    );
    await mkdir(target, { recursive: true });
    await copyFile(job.outputs.result_file ?? '', path.join(target, 'results.json'));

    // A push while the matrix ran: ten lines inserted at the top, so line 5 is other code now.
    const moved = [...Array.from({ length: 10 }, (_, index) => `// pad ${index}`), ...values];
    const newHead = 'e'.repeat(40);
    world.github.setHead(pullNumber, newHead, [
      {
        filename: 'src/new.js',
        status: 'added',
        additions: moved.length,
        deletions: 0,
        patch: `@@ -0,0 +1,${moved.length} @@\n${moved.map((line) => `+${line}`).join('\n')}`,
      },
    ]);
    // The merge job runs with the event of the matrix (head A), as the workflow's jobs do.
    const merge = await world.run({
      eventName: 'pull_request',
      eventPath,
      actor: 'octocat',
      inputs: { mode: 'merge', results_files: 'downloaded/**/*.json', anthropic_api_key: '' },
    });

    expect(merge.exitCode, describeRun(merge)).toBe(0);
    const { state } = world.github;
    expect(state.reviews).toHaveLength(1);
    const review = state.reviews[0] as { body: string; commit_id: string };
    expect(review.commit_id).toBe(analysed);
    expect(review.body).toContain('v5 is wrong');
    expect(state.reviewComments).toEqual([]);
  });
});
