import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadFixture } from '../support/event-fixtures.js';
import { describeRun, type ActionRun } from './support/action-process.js';
import {
  createWorld,
  fullName,
  pullNumber,
  type World,
  type WorldOptions,
} from './support/action-world.js';
import { dispatchPayload, writePayload } from './support/event-payloads.js';
import { leadRules, reporterRule, scenario } from './support/scenarios.js';

/**
 * Every run tells the truth about where its results went, and nothing the agents produced is
 * dropped silently: the lead's answer reaches the issue that asked for it (or the step fails), it
 * is always in the job summary, and a review that was posted is named even when the summary
 * comment after it is refused.
 */

type Json = Record<string, unknown>;
/** A type, not an interface: the server's state rows are plain records. */
type PostedComment = {
  id: number;
  issue_number: number;
  body: string;
  html_url: string;
};

let world: World | undefined;
afterEach(async () => {
  await world?.cleanup();
  world = undefined;
});

async function makeWorld(options: WorldOptions = {}): Promise<World> {
  world = await createWorld({
    permissions: { octocat: 'write', 'grace-rudder': 'write' },
    ...options,
  });
  return world;
}

/** A fixture payload made this world's repository's. */
async function fixturePayload(
  current: World,
  fixture: string,
  edit: (json: Json) => void = () => undefined,
): Promise<string> {
  const json = loadFixture(fixture);
  json.repository = { ...(json.repository as Json), full_name: fullName };
  edit(json);
  return writePayload(path.join(current.repo.dir, path.basename(fixture)), json);
}

function commentsOn(current: World, issue: number): PostedComment[] {
  return (current.github.state.issueComments as PostedComment[]).filter(
    (comment) => comment.issue_number === issue,
  );
}

function writes(current: World): string[] {
  return current.github.requests
    .filter((request) => request.method !== 'GET')
    .map((request) => `${request.method} ${request.path} -> ${request.status}`);
}

describe('an issue labeled for Flotilla whose answer changes no file', () => {
  const answer =
    'Not a bug: shipping is free from 50 by design (src/shipping.js line 3), so no change is needed.';

  async function labeledRun(inputs: Record<string, string> = {}): Promise<[World, ActionRun]> {
    const current = await makeWorld();
    const model = await current.startModel(
      scenario('e2e-issue-answer', [
        { match: { agent: 'flotilla-lead' }, turns: [{ text: answer }] },
      ]),
    );
    const run = await current.run({
      eventName: 'issues',
      eventPath: await fixturePayload(current, 'issues/labeled.payload.json'),
      actor: 'grace-rudder',
      model,
      inputs: { label_trigger: 'flotilla', ...inputs },
    });
    return [current, run];
  }

  it('posts the answer on the issue, names it in comment_url and shows it in the job summary', async () => {
    const [current, run] = await labeledRun();
    expect(run.exitCode, describeRun(run)).toBe(0);
    expect(run.outputs.conclusion).toBe('success');
    expect(run.stdout).toContain('The agents changed no files: nothing to push.');
    const comments = commentsOn(current, 12);
    expect(comments, writes(current).join('\n')).toHaveLength(1);
    expect(comments[0]?.body).toContain(answer);
    expect(run.outputs.comment_url).toBe(comments[0]?.html_url);
    expect(run.outputs.branch).toBe('');
    expect(run.outputs.pr_url).toBe('');
    expect([...current.github.state.pulls.values()].length).toBe(0);
    expect(run.summary).toMatch(new RegExp(`### The lead's answer\\s+${answer.slice(0, 40)}`));
  });

  it('with track_progress, the tracking comment ends as the answer (no second comment)', async () => {
    const [current, run] = await labeledRun({ track_progress: 'true' });
    expect(run.exitCode, describeRun(run)).toBe(0);
    const comments = commentsOn(current, 12);
    expect(comments).toHaveLength(1);
    expect(comments[0]?.body).toContain(answer);
    expect(comments[0]?.body).not.toContain('Flotilla is working');
    expect(run.outputs.comment_url).toBe(comments[0]?.html_url);
  });
});

describe('a comment answered with track_progress when the tracking comment cannot be finished', () => {
  const answer = 'Totals are floats: round them to cents in formatTotal.';

  async function commentRun(current: World, text = answer): Promise<ActionRun> {
    const model = await current.startModel(
      scenario('e2e-tracker-refused', [
        ...leadRules(['docs-drift'], text),
        reporterRule('docs-drift', []),
      ]),
    );
    // Every edit of a comment fails, after the client's own retries.
    current.github.injectFault({
      method: 'PATCH',
      path: /\/issues\/comments\/\d+$/,
      status: 502,
      when: 'before',
      times: 1000,
    });
    return current.run({
      eventName: 'issue_comment',
      eventPath: await fixturePayload(current, 'issue_comment/created.payload.json', (json) => {
        (json.comment as Json).body = '@flotilla why are the totals off by a cent?';
      }),
      actor: 'grace-rudder',
      model,
      inputs: { agents: 'docs-drift', track_progress: 'true' },
    });
  }

  it('posts the answer as a new comment and names it in comment_url', async () => {
    const current = await makeWorld();
    // Longer than a comment holds: the reply is cut and points to the workflow run for the rest.
    const run = await commentRun(
      current,
      `${answer}\n\n${'One more line on how the totals are rounded.\n'.repeat(1600)}`,
    );
    expect(run.exitCode, describeRun(run)).toBe(0);
    const comments = commentsOn(current, 5);
    expect(comments).toHaveLength(2);
    const reply = comments.find((comment) => comment.body.includes(answer));
    expect(reply, writes(current).join('\n')).toBeDefined();
    expect(run.outputs.comment_url).toBe(reply?.html_url);
    // The same reply as post: comment gives: it names the workflow run as where the rest is.
    expect(reply?.body).toMatch(
      /the full answer is in \[the full results\]\(https:\/\/github\.test\/octo\/demo\/actions\/runs\/\d+\)/,
    );
    expect(run.stdout).toMatch(
      /::warning::track_progress: the tracking comment could not be finished \(.*HTTP 502.*\); posting the answer as a new comment\./,
    );
    expect(run.summary).toContain(answer);
  }, 120_000);

  it('fails the step with GitHub’s error when the new comment is refused too', async () => {
    const current = await makeWorld();
    current.github.injectFault({
      method: 'POST',
      path: /\/issues\/5\/comments$/,
      status: 403,
      when: 'before',
      body: { message: 'Resource not accessible by integration' },
      times: 5,
      // The tracking comment (keyed by the comment that asked) is created; the answer's is refused.
      matches: (body) =>
        !/^<!-- flotilla:sticky key=request-comment-\d+ -->/.test(
          String((body as { body?: string }).body),
        ),
    });
    const run = await commentRun(current);
    expect(run.exitCode, describeRun(run)).toBe(1);
    expect(run.stdout).toMatch(/^::error::GitHub API POST .*comments failed \(HTTP 403\)/m);
    expect(run.outputs.conclusion).toBe('success');
    expect(run.outputs.comment_url).toBe('');
    expect(commentsOn(current, 5).some((comment) => comment.body.includes(answer))).toBe(false);
    // The answer is not lost: the job summary holds it, and says why it is not on the issue.
    expect(run.summary).toContain(answer);
    expect(run.summary).toMatch(
      /### Publishing failed[\s\S]*post: comment\) failed: .*HTTP 403.*Resource not accessible/,
    );
  }, 120_000);
});

describe('a comment run with track_progress cancelled while the tracking comment cannot be edited', () => {
  const waiter = `---
name: waiter
description: Waits in Bash.
tools: Bash
---

You wait.
`;

  it('posts no answer comment: the cancelled run ends cancelled with only its tracking comment', async () => {
    const current = await makeWorld({ baseFiles: { '.claude/agents/waiter.md': waiter } });
    const model = await current.startModel(
      scenario('e2e-tracker-cancelled', [
        ...leadRules(['waiter'], 'The waiter is done.'),
        reporterRule('waiter', [], {
          before: [{ tool_use: [{ name: 'Bash', input: { command: 'sleep 46.75' } }] }],
        }),
      ]),
    );
    current.github.injectFault({
      method: 'PATCH',
      path: /\/issues\/comments\/\d+$/,
      status: 502,
      when: 'before',
      times: 1000,
    });
    const run = await current.run({
      eventName: 'issue_comment',
      eventPath: await fixturePayload(current, 'issue_comment/created.payload.json', (json) => {
        (json.comment as Json).body = '@flotilla why are the totals off by a cent?';
      }),
      actor: 'grace-rudder',
      model,
      inputs: { agents: 'waiter', track_progress: 'true', allowed_tools: 'Bash(sleep:*)' },
      control: (child, output) => {
        const poll = setInterval(() => {
          if (!/waiter.*Bash/.test(output())) return;
          clearInterval(poll);
          setTimeout(() => child.kill('SIGINT'), 300);
        }, 50);
        child.on('exit', () => clearInterval(poll));
      },
    });
    const log = describeRun(run);
    expect(run.outputs.conclusion, log).toBe('cancelled');
    // The tracking comment (its edit refused) is the only comment: no answer was posted after it.
    const comments = commentsOn(current, 5);
    expect(comments, writes(current).join('\n')).toHaveLength(1);
    expect(comments[0]?.body).toMatch(/^<!-- flotilla:sticky key=request-comment-\d+ -->/);
    expect(run.outputs.comment_url).toBe('');
    expect(run.stdout).not.toContain('posting the answer as a new comment');
    expect(run.stdout).toMatch(/::warning::track_progress: the summary could not be written/);
  }, 120_000);
});

describe('a review whose summary comment is refused', () => {
  it('names the posted review in review_url and the refused summary comment in the failure', async () => {
    const current = await makeWorld({
      headFiles: { 'src/label.js': 'export const label = (order) => `Order ${order.id}`;\n' },
    });
    const model = await current.startModel(
      scenario('e2e-summary-comment-refused', [
        ...leadRules(['security-reviewer']),
        reporterRule('security-reviewer', [
          {
            path: 'src/label.js',
            line: 1,
            severity: 'high',
            title: 'The label trusts order.id',
            body: 'An id with markup reaches the page.',
          },
        ]),
      ]),
    );
    current.github.injectFault({
      method: 'POST',
      path: new RegExp(`/issues/${pullNumber}/comments$`),
      status: 403,
      when: 'before',
      body: { message: 'Resource not accessible by integration' },
      times: 5,
    });
    const run = await current.run({
      eventName: 'pull_request',
      eventPath: await current.pullRequestEvent(),
      actor: 'octocat',
      model,
      inputs: { agents: 'security-reviewer' },
    });
    expect(run.exitCode, describeRun(run)).toBe(1);
    const reviews = current.github.state.reviews as Array<{ html_url: string }>;
    expect(reviews).toHaveLength(1);
    expect(run.outputs.review_url).toBe(reviews[0]?.html_url);
    expect(run.summary).toContain(`**Review:** ${reviews[0]?.html_url}`);
    expect(run.summary).toMatch(
      /### Publishing failed\s+Posting the results \(post: review\) was incomplete: The review was posted \(.*\), but its summary comment on pull request #7 could not be written: .*HTTP 403/,
    );
    // The review got through with pull-requests: write, which a pull request's comment needs too.
    const failure = run.summary.slice(run.summary.indexOf('### Publishing failed'));
    expect(failure).toContain('`pull-requests: write`');
    expect(failure).not.toContain('permissions: { issues: write }');
    expect(run.stdout).toContain('Flotilla published only part of its results (post: review)');
    expect(run.stdout).toMatch(/^::error::The review was posted \(.*\), but its summary comment/m);
  });
});

describe('an audit', () => {
  it("shows the lead's closing message in the job summary", async () => {
    const current = await makeWorld();
    const leadAnswer = 'Audit done: the top risk is the eval in applyDiscount.';
    const model = await current.startModel(
      scenario('e2e-audit-answer', [
        ...leadRules(['security-reviewer'], leadAnswer),
        reporterRule('security-reviewer', [
          {
            path: 'src/orders.js',
            line: 5,
            severity: 'medium',
            title: 'eval of a discount rule',
            body: 'Parse the rule instead.',
          },
        ]),
      ]),
    );
    const run = await current.run({
      eventName: 'workflow_dispatch',
      eventPath: await writePayload(
        path.join(current.repo.dir, 'dispatch.json'),
        dispatchPayload('octo', 'demo', { login: 'octocat', type: 'User' }),
      ),
      actor: 'octocat',
      model,
      inputs: { agents: 'security-reviewer' },
    });
    expect(run.exitCode, describeRun(run)).toBe(0);
    expect(run.outputs.issue_url).not.toBe('');
    expect(run.summary).toMatch(/### The lead's answer\s+Audit done: the top risk is the eval/);
  });
});
