import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ScriptedServer } from '../../src/offline/index.js';
import { loadFixture } from '../support/event-fixtures.js';
import { describeRun } from './support/action-process.js';
import {
  createWorld,
  owner,
  pullNumber,
  repoName,
  type World,
  type WorldOptions,
} from './support/action-world.js';
import { pullRequestPayload, writePayload } from './support/event-payloads.js';
import { leadRules, scenario } from './support/scenarios.js';

/**
 * The bundled Action on the triggers of #14 — issues (label and assignee triggers, a mention),
 * a comment on a plain issue, a submitted review, a failed workflow_run, repository_dispatch —
 * with track_progress, the read-only GitHub tools and signed commits, against the local GitHub
 * server (its Git data API writes into the bare origin) and the offline model.
 */

type Json = Record<string, unknown>;

/** An agent that may fix things and read CI through the GitHub tools. */
const ciFixer = `---
name: ci-fixer
description: Reads the failed CI output and fixes the code.
tools: Read, Grep, Glob, Write, Edit, GitHubJobLogs, GitHubCheckRuns, GitHubPullRequestDiff, GitHubComments
background: true
isolation: worktree
permissionMode: acceptEdits
---
You read why CI failed (GitHubJobLogs) and fix the code.
`;

const fixedShipping = `const rates = { standard: 4.95, express: 14.95 };

export function shippingCost(order, speed = 'standard') {
  const rate = rates[speed];
  if (rate === undefined) throw new Error(\`Unknown shipping speed: \${speed}\`);
  return order.total > 50 ? 0 : rate;
}
`;
const failedLogLine = 'AssertionError: shippingCost({ total: 50 }) should be 4.95, got 0';
const ciLog = [
  '2026-11-24T09:42:58.1000000Z ##[group]Run npm test',
  '2026-11-24T09:42:59.2000000Z not ok 3 - shipping is charged at exactly 50',
  `2026-11-24T09:42:59.2100000Z   ${failedLogLine}`,
  '2026-11-24T09:43:00.0000000Z ##[error]Process completed with exit code 1.',
].join('\n');
const runId = 11800000042;
/** Enough files that the tree takes two createTree requests of at most 100 entries. */
const generated = Array.from({ length: 120 }, (_, index) => [
  `fixtures/rates-${String(index).padStart(3, '0')}.json`,
  `{ "case": ${index}, "total": ${index}, "cost": ${index > 50 ? 0 : 4.95} }\n`,
]);

let world: World | undefined;
afterEach(async () => {
  await world?.cleanup();
  world = undefined;
});

async function makeWorld(options: WorldOptions = {}): Promise<World> {
  world = await createWorld({
    baseFiles: { '.claude/agents/ci-fixer.md': ciFixer },
    permissions: { octocat: 'write', 'grace-rudder': 'write', 'ada-keel': 'write' },
    ...options,
  });
  return world;
}

/** A fixture payload with its repository (and pull request, if any) made this world's. */
async function payload(
  current: World,
  fixture: string,
  edit: (json: Json) => void = () => undefined,
): Promise<string> {
  const json = loadFixture(fixture);
  json.repository = { ...(json.repository as Json), full_name: `${owner}/${repoName}` };
  if (json.pull_request) {
    const pull = pullRequestPayload({
      owner,
      repo: repoName,
      number: pullNumber,
      title: current.pull.title,
      body: current.pull.body,
      author: current.pull.author,
      headSha: current.repo.headSha,
      headRef: current.repo.headRef,
      baseSha: current.repo.baseSha,
    });
    json.pull_request = pull.pull_request;
  }
  edit(json);
  return writePayload(path.join(current.repo.dir, `${path.basename(fixture)}`), json);
}

/** The lead launches ci-fixer; ci-fixer plays `turns`; every notification gets `summary`. */
function fixerScenario(turns: Array<Record<string, unknown>>, summary = 'ci-fixer is done.') {
  return scenario('e2e-github-triggers', [
    ...leadRules(['ci-fixer'], summary),
    { match: { agent: 'ci-fixer' }, turns: turns as never },
  ]);
}

const writeFix = {
  tool_use: [{ name: 'Write', input: { file_path: 'src/shipping.js', content: fixedShipping } }],
};

function requestsOf(model: ScriptedServer, agent: string): string[] {
  return model.requests
    .filter((request) => request.agent === agent)
    .map((request) => JSON.stringify(request.body));
}

function commentsOn(current: World, issue: number) {
  return (
    current.github.state.issueComments as Array<{
      issue_number: number;
      body: string;
      html_url: string;
    }>
  ).filter((comment) => comment.issue_number === issue);
}

describe('issues: label_trigger with track_progress', () => {
  it('labels an issue → the agents fix it in a pull request that closes it; one tracking comment, edited, across re-runs', async () => {
    const current = await makeWorld();
    const model = await current.startModel(
      fixerScenario(
        [writeFix, { text: 'Rounded the boundary.' }],
        'Fixed the issue in a pull request.',
      ),
    );
    const eventPath = await payload(current, 'issues/labeled.payload.json');
    const inputs = {
      agents: 'ci-fixer',
      label_trigger: 'flotilla',
      track_progress: 'true',
    };
    const run = await current.run({
      eventName: 'issues',
      eventPath,
      actor: 'grace-rudder',
      model,
      inputs,
      runId: '501',
    });
    expect(run.exitCode, describeRun(run)).toBe(0);
    expect(run.stdout).toContain("issue #12 was labeled 'flotilla'");

    // The pull request carries the fix and closes the issue.
    const branch = run.outputs.branch ?? '';
    expect(branch).toMatch(/^flotilla\//);
    expect(
      current.repo.git(['show', `refs/heads/${branch}:src/shipping.js`], current.repo.origin),
    ).toBe(fixedShipping.trim());
    const pulls = [...current.github.state.pulls.values()] as unknown as Array<{
      body: string;
      html_url: string;
    }>;
    const opened = pulls.find((pull) => pull.html_url === run.outputs.pr_url);
    expect(opened?.body).toContain('Closes #12.');

    // The lead was given the issue, fenced as data.
    expect(requestsOf(model, 'flotilla-lead')[0]).toContain(
      'Receipt totals should be rounded to cents',
    );

    // One comment on the issue: created when the run started, edited as agents ran, ending as the summary.
    const comments = commentsOn(current, 12);
    expect(comments).toHaveLength(1);
    const writes = current.github.requests.filter(
      (request) =>
        /\/issues\/(12\/comments|comments\/\d+)$/.test(request.path) && request.method !== 'GET',
    );
    const bodies = writes.map((request) => String((request.body as { body?: string }).body));
    expect(writes[0]?.method).toBe('POST');
    expect(bodies[0]).toContain('Flotilla is working');
    // The first change shows at once (later ones are throttled: test/publish/progress-comment.test.ts).
    expect(bodies[1]).toMatch(/\| `[\w-]+` \| ⏳ running \|/);
    expect(writes.length).toBeLessThanOrEqual(8);
    expect(comments[0]?.body).toContain('Fixed the issue in a pull request.');
    expect(comments[0]?.body).toContain(`Pull request: ${run.outputs.pr_url}`);
    expect(comments[0]?.body).not.toContain('Flotilla is working');

    // A re-run edits the same comment instead of adding one.
    const again = await current.run({
      eventName: 'issues',
      eventPath,
      actor: 'grace-rudder',
      model,
      inputs,
      runId: '502',
    });
    expect(again.exitCode, describeRun(again)).toBe(0);
    expect(commentsOn(current, 12)).toHaveLength(1);
  });

  it('skips a label that is not the trigger, writing nothing', async () => {
    const current = await makeWorld();
    const eventPath = await payload(current, 'issues/labeled.payload.json', (json) => {
      (json.label as Json).name = 'bug';
    });
    const run = await current.run({
      eventName: 'issues',
      eventPath,
      actor: 'grace-rudder',
      inputs: { label_trigger: 'flotilla', track_progress: 'true' },
    });
    expect(run.exitCode, describeRun(run)).toBe(0);
    expect(run.outputs.conclusion).toBe('skipped');
    expect(current.github.requests.filter((request) => request.method !== 'GET')).toHaveLength(0);
  });
});

describe('issues: assignee_trigger', () => {
  it('assigning the bot starts a run', async () => {
    const current = await makeWorld();
    const model = await current.startModel(fixerScenario([writeFix, { text: 'Done.' }]));
    const eventPath = await payload(current, 'issues/assigned.payload.json');
    const run = await current.run({
      eventName: 'issues',
      eventPath,
      actor: 'grace-rudder',
      model,
      inputs: { agents: 'ci-fixer', assignee_trigger: '@flotilla-bot' },
    });
    expect(run.exitCode, describeRun(run)).toBe(0);
    expect(run.stdout).toContain('issue #12 was assigned to flotilla-bot');
    expect(run.outputs.pr_url).toMatch(/\/pull\/\d+$/);
  });
});

describe('a comment on a plain issue with track_progress', () => {
  it('reacts with eyes at once and answers in the tracking comment', async () => {
    const current = await makeWorld();
    const model = await current.startModel(
      fixerScenario([{ text: 'The totals use floating point.' }], 'Totals are floats; round them.'),
    );
    const eventPath = await payload(current, 'issue_comment/created.payload.json', (json) => {
      (json.comment as Json).body = '@flotilla why are the totals off by a cent?';
    });
    const run = await current.run({
      eventName: 'issue_comment',
      eventPath,
      actor: 'grace-rudder',
      model,
      inputs: { agents: 'ci-fixer', track_progress: 'true' },
    });
    expect(run.exitCode, describeRun(run)).toBe(0);
    expect(current.github.state.reactions).toEqual([
      expect.objectContaining({
        subject: 'issue-comment',
        comment_id: 3300000011,
        content: 'eyes',
      }),
    ]);
    // The reaction came before the first comment write.
    const reactionAt = current.github.requests.findIndex((request) =>
      request.path.endsWith('/reactions'),
    );
    const firstComment = current.github.requests.findIndex(
      (request) => request.method === 'POST' && request.path.endsWith('/issues/5/comments'),
    );
    expect(reactionAt).toBeGreaterThanOrEqual(0);
    expect(reactionAt).toBeLessThan(firstComment);
    const comments = commentsOn(current, 5);
    expect(comments).toHaveLength(1);
    expect(comments[0]?.body).toContain('Totals are floats; round them.');
    expect(run.outputs.comment_url).toBe(comments[0]?.html_url);
  });
});

describe("Flotilla's own comments never start a run", () => {
  it('the tracking comment does not quote the trigger phrase, and fed back as a new comment (a PAT or app token) it is skipped', async () => {
    const current = await makeWorld();
    const answer = 'Totals are floats; round them, then ask @flotilla to check again.';
    const model = await current.startModel(
      fixerScenario([{ text: 'The totals use floating point.' }], answer),
    );
    const asked = await payload(current, 'issue_comment/created.payload.json', (json) => {
      (json.comment as Json).body = '@flotilla why are the totals off by a cent?';
    });
    const inputs = { agents: 'ci-fixer', track_progress: 'true' };
    const first = await current.run({
      eventName: 'issue_comment',
      eventPath: asked,
      actor: 'grace-rudder',
      model,
      inputs,
    });
    expect(first.exitCode, describeRun(first)).toBe(0);
    const created = current.github.requests.find(
      (request) => request.method === 'POST' && request.path.endsWith('/issues/5/comments'),
    );
    const createdBody = (created?.body as { body?: string } | undefined)?.body ?? '';
    expect(createdBody).toContain('Flotilla is working');
    expect(createdBody).not.toMatch(/@flotilla/i);
    const [tracking] = commentsOn(current, 5);
    expect(tracking?.body).toContain(answer);

    // GitHub sends issue_comment.created for Flotilla's comments when its token is a PAT or an
    // app's: as created (the progress) and as the final answer, which quotes the phrase.
    const modelRequests = model.requests.length;
    const requests = current.github.requests.length;
    for (const [index, body] of [createdBody, tracking?.body ?? ''].entries()) {
      const own = await payload(current, 'issue_comment/created.payload.json', (json) => {
        const comment = json.comment as Json;
        comment.id = 3300000100 + index;
        comment.body = body;
        comment.user = { login: 'flotilla-bot', type: 'User' };
      });
      const again = await current.run({
        eventName: 'issue_comment',
        eventPath: own,
        actor: 'grace-rudder',
        model,
        inputs,
      });
      expect(again.exitCode, describeRun(again)).toBe(0);
      expect(again.stdout).toContain("Flotilla skipped: the comment is Flotilla's own");
      expect(again.outputs.conclusion).toBe('skipped');
    }
    expect(model.requests.length).toBe(modelRequests);
    expect(
      current.github.requests.slice(requests).filter((request) => request.method !== 'GET'),
    ).toEqual([]);
    expect(commentsOn(current, 5).map((comment) => comment.body)).toEqual([tracking?.body]);
  });
});

describe('pull_request_review: submitted with the trigger phrase', () => {
  it('runs the agents on the review and replies on the pull request', async () => {
    const current = await makeWorld({
      headFiles: { 'src/label.js': 'export const label = (o) => o.id;\n' },
    });
    const model = await current.startModel(
      fixerScenario([{ text: 'Added nothing yet.' }], 'A test is needed for formatTotal.'),
    );
    const eventPath = await payload(current, 'pull_request_review/submitted.payload.json');
    const run = await current.run({
      eventName: 'pull_request_review',
      eventPath,
      actor: 'grace-rudder',
      model,
      inputs: { agents: 'ci-fixer' },
    });
    expect(run.exitCode, describeRun(run)).toBe(0);
    expect(requestsOf(model, 'flotilla-lead')[0]).toContain('add a test for the rounding');
    const comments = commentsOn(current, pullNumber);
    expect(comments).toHaveLength(1);
    expect(comments[0]?.body).toContain('A test is needed for formatTotal.');
  });
});

describe('workflow_run: a failed CI run', () => {
  it("gives the agents the failed jobs' logs, and the fix lands as a signed commit in a pull request", async () => {
    const current = await makeWorld({
      github: {
        workflowRuns: {
          [runId]: [
            { id: 901, name: 'lint', conclusion: 'success', log: 'all good' },
            {
              id: 902,
              name: 'test (node 20)',
              conclusion: 'failure',
              steps: [
                { number: 1, name: 'Set up job', conclusion: 'success' },
                { number: 4, name: 'Run npm test', conclusion: 'failure' },
              ],
              log: ciLog,
            },
          ],
        },
        maxTreeEntriesPerRequest: 100,
      },
    });
    const model = await current.startModel(
      fixerScenario([
        { tool_use: [{ name: 'GitHubJobLogs', input: {} }] },
        {
          tool_use: [
            { name: 'Write', input: { file_path: 'src/shipping.js', content: fixedShipping } },
            {
              name: 'Write',
              input: {
                file_path: 'CHANGELOG.md',
                content: '- Shipping is charged at exactly 50.\n',
              },
            },
            ...generated.map(([file, content]) => ({
              name: 'Write',
              input: { file_path: file, content },
            })),
          ],
        },
        { text: 'Charged shipping at exactly 50.' },
      ]),
    );
    const eventPath = await payload(
      current,
      'workflow_run/completed-failure.payload.json',
      (json) => {
        const run = json.workflow_run as Json;
        run.head_sha = current.repo.baseSha;
        run.head_branch = 'main';
        run.pull_requests = [];
      },
    );
    const run = await current.run({
      eventName: 'workflow_run',
      eventPath,
      actor: 'ada-keel',
      model,
      inputs: { agents: 'ci-fixer', use_commit_signing: 'true' },
    });
    expect(run.exitCode, describeRun(run)).toBe(0);
    expect(run.stdout).toContain("workflow 'CI' failed (failure)");

    // The lead's first prompt has the failed job, its failed step and its log without timestamps.
    const lead = requestsOf(model, 'flotilla-lead')[0] ?? '';
    expect(lead).toContain('Job \\"test (node 20)\\" (id 902): failure');
    expect(lead).toContain('4. Run npm test');
    expect(lead).toContain(failedLogLine);
    expect(lead).not.toContain('2026-11-24T09:42:59');
    expect(lead).not.toContain('all good');
    // The agent read the logs itself through GitHubJobLogs, with no token in its environment.
    const fixer = requestsOf(model, 'ci-fixer');
    expect(fixer[1]).toContain(failedLogLine);

    // The fix is one commit GitHub created (and signed) on a new branch, in a pull request.
    const branch = run.outputs.branch ?? '';
    const { git, origin, baseSha } = current.repo;
    const tip = git(['rev-parse', `refs/heads/${branch}`], origin);
    expect(current.github.state.apiCommits.get(tip)?.verified).toBe(true);
    expect(git(['rev-parse', `${tip}^`], origin)).toBe(baseSha);
    expect(git(['show', `${tip}:src/shipping.js`], origin)).toBe(fixedShipping.trim());
    expect(git(['show', `${tip}:CHANGELOG.md`], origin)).toBe(
      '- Shipping is charged at exactly 50.',
    );
    expect(git(['show', `${tip}:fixtures/rates-119.json`], origin)).toBe(
      '{ "case": 119, "total": 119, "cost": 0 }',
    );
    // 122 files, at most 100 tree entries per request: the tree was built in two chunks, the
    // text files inline (no blob requests).
    expect(
      current.github.requests.filter((request) => request.path.endsWith('/git/blobs')),
    ).toHaveLength(0);
    const trees = current.github.requests.filter(
      (request) => request.method === 'POST' && request.path.endsWith('/git/trees'),
    );
    expect(trees.map((request) => request.status)).toEqual([201, 201]);
    expect(
      current.github.requests.some(
        (request) => request.path.includes('/git/refs') && request.method === 'POST',
      ),
    ).toBe(true);
    expect(run.outputs.pr_url).toMatch(/\/pull\/\d+$/);
  });

  it("proposes the fix of a pull request's failed CI into that pull request's branch, and says so on it", async () => {
    const current = await makeWorld({
      headFiles: { 'src/label.js': 'export const label = (o) => o.id;\n' },
      github: {
        workflowRuns: { [runId]: [{ id: 902, name: 'test', conclusion: 'failure', log: ciLog }] },
      },
    });
    const model = await current.startModel(
      fixerScenario([writeFix, { text: 'Charged shipping at exactly 50.' }], 'Fixed the CI.'),
    );
    const eventPath = await payload(
      current,
      'workflow_run/completed-failure.payload.json',
      (json) => {
        const run = json.workflow_run as Json;
        run.head_sha = current.repo.headSha;
        run.head_branch = current.repo.headRef;
        run.head_repository = { full_name: `${owner}/${repoName}` };
        run.pull_requests = [{ number: pullNumber }];
      },
    );
    const run = await current.run({
      eventName: 'workflow_run',
      eventPath,
      actor: 'ada-keel',
      model,
      inputs: { agents: 'ci-fixer' },
    });
    expect(run.exitCode, describeRun(run)).toBe(0);
    // The fix goes into the branch whose CI failed, not into the pull request's base with all of
    // the pull request's commits; its branch is no audit's.
    const opened = current.github.requests.find(
      (request) => request.method === 'POST' && request.path.endsWith('/pulls'),
    );
    expect(opened?.body).toMatchObject({ base: current.repo.headRef });
    expect(run.outputs.branch).toMatch(/^flotilla\/changes-/);
    // The pull request whose CI failed is told where the fix is.
    const told = commentsOn(current, pullNumber).map((comment) => comment.body);
    expect(told).toEqual([
      expect.stringContaining(`**Changes:** in pull request ${run.outputs.pr_url}`),
    ]);
  });

  it('skips a successful run without a model call', async () => {
    const current = await makeWorld();
    const eventPath = await payload(current, 'workflow_run/completed-success.payload.json');
    const run = await current.run({ eventName: 'workflow_run', eventPath, actor: 'ada-keel' });
    expect(run.exitCode, describeRun(run)).toBe(0);
    expect(run.outputs.conclusion).toBe('skipped');
    expect(run.stdout).toContain('concluded success');
  });
});

describe('repository_dispatch', () => {
  it("runs the client payload's prompt", async () => {
    const current = await makeWorld();
    const model = await current.startModel(
      fixerScenario([{ text: 'Changelog updated.' }], 'Release notes drafted.'),
    );
    const eventPath = await payload(current, 'repository_dispatch/payload.json');
    const run = await current.run({
      eventName: 'repository_dispatch',
      eventPath,
      actor: 'grace-rudder',
      model,
      inputs: { agents: 'ci-fixer' },
    });
    expect(run.exitCode, describeRun(run)).toBe(0);
    expect(run.stdout).toContain("repository_dispatch 'flotilla-task' was sent");
    expect(requestsOf(model, 'flotilla-lead')[0]).toContain(
      'Update the changelog for release 2.4.0',
    );
    const result = JSON.parse(await readFile(run.outputs.result_file ?? '', 'utf8')) as {
      final_text: string;
    };
    expect(result.final_text).toContain('Release notes drafted.');
  });
});
