import { afterEach, describe, expect, it } from 'vitest';
import { describeRun } from './support/action-process.js';
import { createWorld, type World } from './support/action-world.js';
import { leadRules, scenario } from './support/scenarios.js';

/**
 * The read-only GitHub tools in the bundled Action: an agent reads the pull request's diff,
 * files, comments and check runs through the Action's token (none in its environment), deny
 * rules take them away, and use_commit_signing puts its fix on the pull request's own branch as
 * a commit GitHub made.
 */

const ciFixer = `---
name: ci-fixer
description: Reads the pull request and its CI results and fixes the code.
tools: Read, Write, Bash, GitHubPullRequestDiff, GitHubPullRequestFiles, GitHubComments, GitHubCheckRuns
background: true
isolation: worktree
permissionMode: acceptEdits
---
You read the pull request and its checks, then fix the code.
`;

let world: World | undefined;
afterEach(async () => {
  await world?.cleanup();
  world = undefined;
});

async function makeWorld(): Promise<World> {
  world = await createWorld({
    baseFiles: { '.claude/agents/ci-fixer.md': ciFixer },
    headFiles: { 'src/label.js': 'export const label = (order) => `Order ${order.id}`;\n' },
    github: {
      checkRuns: {
        '*': [
          { id: 71, name: 'lint', conclusion: 'success', title: 'No problems' },
          {
            id: 72,
            name: 'unit tests',
            conclusion: 'failure',
            title: '1 test failed',
            summary: 'label.test.js: expected "Order #7", got "Order 7"',
          },
        ],
      },
    },
  });
  return world;
}

const readEverything = {
  tool_use: [
    { name: 'GitHubPullRequestDiff', input: {} },
    { name: 'GitHubPullRequestFiles', input: {} },
    { name: 'GitHubCheckRuns', input: {} },
    { name: 'GitHubComments', input: {} },
    { name: 'Bash', input: { command: 'printenv' } },
  ],
};

function agentRequests(
  model: { requests: Array<{ agent: string; body: unknown }> },
  agent: string,
) {
  return model.requests.filter((request) => request.agent === agent);
}

describe('GitHub tools for agents', () => {
  it('read the diff, files, check runs and comments, and the fix lands as a signed commit on the PR branch', async () => {
    const current = await makeWorld();
    const fixed = 'export const label = (order) => `Order #${order.id}`;\n';
    const model = await current.startModel(
      scenario('e2e-github-tools', [
        ...leadRules(['ci-fixer'], 'Fixed the label format.'),
        {
          match: { agent: 'ci-fixer' },
          turns: [
            readEverything,
            { tool_use: [{ name: 'Write', input: { file_path: 'src/label.js', content: fixed } }] },
            { text: 'Label now has a #.' },
          ],
        },
      ]),
    );
    const run = await current.run({
      eventName: 'pull_request',
      eventPath: await current.pullRequestEvent(),
      actor: 'octocat',
      model,
      inputs: {
        agents: 'ci-fixer',
        mode: 'run',
        post: 'commit',
        use_commit_signing: 'true',
        prompt: 'Make the failing check pass.',
        allowed_tools: 'Bash(printenv)',
      },
    });
    expect(run.exitCode, describeRun(run)).toBe(0);

    const requests = agentRequests(model, 'ci-fixer');
    const offered = (requests[0]?.body as { tools: Array<{ name: string }> }).tools.map(
      (tool) => tool.name,
    );
    expect(offered).toEqual(
      expect.arrayContaining(['GitHubPullRequestDiff', 'GitHubCheckRuns', 'GitHubComments']),
    );
    expect(offered).not.toContain('GitHubJobLogs'); // not in its tools list
    const results = JSON.stringify(requests[1]?.body);
    expect(results).toContain('+export const label = (order) =>'); // the diff
    expect(results).toContain('added\\t+1 -0\\tsrc/label.js'); // the files
    expect(results).toContain('unit tests (id 72): failure'); // the checks
    expect(results).toContain('label.test.js: expected');
    expect(results).toContain('(no comments)');
    // The token the tools used is nowhere in the agent's environment.
    expect(results).toContain('PATH=');
    expect(results).not.toContain(current.github.token);

    // The fix is a commit GitHub made on the pull request's branch, fast-forward from its head.
    const { git, origin, headSha, headRef } = current.repo;
    const tip = git(['rev-parse', `refs/heads/${headRef}`], origin);
    expect(tip).not.toBe(headSha);
    expect(git(['rev-parse', `${tip}^`], origin)).toBe(headSha);
    expect(current.github.state.apiCommits.get(tip)?.verified).toBe(true);
    expect(git(['show', `${tip}:src/label.js`], origin)).toBe(fixed.trim());
    expect(run.outputs.branch).toBe(headRef);
    const refUpdate = current.github.requests.find(
      (request) => request.method === 'PATCH' && request.path.includes('/git/refs/'),
    );
    expect(refUpdate?.body).toMatchObject({ sha: tip, force: false });
    expect(
      current.github.requests.some(
        (request) => request.path.includes('/pulls') && request.method === 'POST',
      ),
    ).toBe(false);
  });

  it('a deny rule takes a GitHub tool away', async () => {
    const current = await makeWorld();
    const model = await current.startModel(
      scenario('e2e-github-tools-denied', [
        ...leadRules(['ci-fixer']),
        {
          match: { agent: 'ci-fixer' },
          turns: [
            { tool_use: [{ name: 'GitHubCheckRuns', input: {} }] },
            { text: 'Could not read the checks.' },
          ],
        },
      ]),
    );
    const run = await current.run({
      eventName: 'pull_request',
      eventPath: await current.pullRequestEvent(),
      actor: 'octocat',
      model,
      inputs: {
        agents: 'ci-fixer',
        mode: 'run',
        post: 'none',
        prompt: 'Look at CI.',
        disallowed_tools: 'GitHubCheckRuns',
      },
    });
    expect(run.exitCode, describeRun(run)).toBe(0);
    const requests = agentRequests(model, 'ci-fixer');
    const offered = (requests[0]?.body as { tools: Array<{ name: string }> }).tools.map(
      (tool) => tool.name,
    );
    expect(offered).toContain('GitHubPullRequestDiff');
    expect(offered).not.toContain('GitHubCheckRuns');
    const answer = JSON.stringify(requests[1]?.body);
    expect(answer).toContain('"is_error":true');
    expect(answer).not.toContain('unit tests (id 72)');
  });

  it('track_progress: a run whose publishing fails ends its tracking comment saying so', async () => {
    const current = await makeWorld();
    current.github.injectFault({
      method: 'POST',
      path: /\/pulls\/\d+\/reviews$/,
      when: 'before',
      status: 403,
      body: { message: 'Resource not accessible by integration' },
      times: 5,
    });
    const model = await current.startModel(
      scenario('e2e-github-tools-progress', [
        ...leadRules(['ci-fixer']),
        { match: { agent: 'ci-fixer' }, turns: [{ text: 'Nothing to report.' }] },
      ]),
    );
    const run = await current.run({
      eventName: 'pull_request',
      eventPath: await current.pullRequestEvent(),
      actor: 'octocat',
      model,
      inputs: { agents: 'ci-fixer', track_progress: 'true' },
    });
    expect(run.exitCode, describeRun(run)).not.toBe(0);
    const comments = current.github.state.issueComments as Array<{ body: string }>;
    expect(comments).toHaveLength(1);
    expect(comments[0]?.body).toContain('Flotilla could not publish its results');
    expect(comments[0]?.body).toContain('Resource not accessible by integration');
    expect(comments[0]?.body).not.toContain('Flotilla is working');
  });
});
