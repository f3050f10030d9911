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
import { scenario } from './support/scenarios.js';

/**
 * `@flotilla …` in a comment, as claude-code-action users write it: the lead is told which issue
 * or pull request (and which line of its diff) the request is about, and the requester gets an
 * answer on the thread (the bundled Action, the local GitHub server, the offline model).
 */

type Json = Record<string, unknown>;

let world: World | undefined;
afterEach(async () => {
  await world?.cleanup();
  world = undefined;
});

async function makeWorld(options: WorldOptions = {}): Promise<World> {
  world = await createWorld({ permissions: { 'grace-rudder': 'write' }, ...options });
  return world;
}

/** A fixture payload with its repository (and pull request, if any) made this world's. */
async function payload(current: World, fixture: string, edit: (json: Json) => void) {
  const json = loadFixture(fixture);
  json.repository = { ...(json.repository as Json), full_name: `${owner}/${repoName}` };
  if (json.pull_request) {
    json.pull_request = pullRequestPayload({
      owner,
      repo: repoName,
      number: pullNumber,
      title: current.pull.title,
      body: current.pull.body,
      author: current.pull.author,
      headSha: current.repo.headSha,
      headRef: current.repo.headRef,
      baseSha: current.repo.baseSha,
    }).pull_request;
  }
  edit(json);
  return writePayload(path.join(current.repo.dir, path.basename(fixture)), json);
}

/** The lead answers at once, with no agent. */
function answering(current: World, answer: string): Promise<ScriptedServer> {
  return current.startModel(
    scenario('e2e-mention', [{ match: { agent: 'flotilla-lead' }, turns: [{ text: answer }] }]),
  );
}

function leadTask(model: ScriptedServer): string {
  const first = model.requests.find((request) => request.agent === 'flotilla-lead');
  return JSON.stringify((first?.body as { messages?: unknown[] } | undefined)?.messages?.[0]);
}

describe('the thread a mention was written on reaches the lead', () => {
  it('a comment on an issue: its number, title and body, fenced as data', async () => {
    const current = await makeWorld();
    const model = await answering(current, 'Round to cents in formatTotal.');
    const run = await current.run({
      eventName: 'issue_comment',
      eventPath: await payload(current, 'issue_comment/created.payload.json', (json) => {
        const issue = json.issue as Json;
        issue.title = 'Crash when dividing by zero';
        issue.body = 'div(1,0) returns Infinity and breaks the totals page';
        (json.comment as Json).body = '@flotilla can you fix this?';
      }),
      actor: 'grace-rudder',
      model,
    });
    expect(run.exitCode, describeRun(run)).toBe(0);
    const task = leadTask(model);
    expect(task).toContain('a comment on issue #5');
    expect(task).toContain(
      '<untrusted-data source=\\"issue #5 title\\">\\nCrash when dividing by zero\\n</untrusted-data>',
    );
    expect(task).toContain('div(1,0) returns Infinity and breaks the totals page');
    expect(task).toContain('@flotilla can you fix this?');
  }, 120_000);

  it('a comment on a line of a pull request: the thread, the file, line, side and diff hunk', async () => {
    const current = await makeWorld({
      headFiles: { 'src/label.js': 'export const label = (order) => `Order ${order.id}`;\n' },
    });
    const model = await answering(current, 'It formats the label.');
    // The comment that asks, as GitHub has it: the answer is a reply in its thread.
    const asked = 4242001;
    current.github.state.reviewComments.push({
      id: asked,
      pull_number: pullNumber,
      path: 'src/label.js',
      line: 1,
      side: 'RIGHT',
      body: '@flotilla explain this line',
      user: { login: 'grace-rudder', type: 'User' },
    });
    const run = await current.run({
      eventName: 'pull_request_review_comment',
      eventPath: await payload(
        current,
        'pull_request_review_comment/created.payload.json',
        (json) => {
          const comment = json.comment as Json;
          comment.id = asked;
          comment.body = '@flotilla explain this line';
          comment.path = 'src/label.js';
          comment.line = 1;
          comment.side = 'RIGHT';
          comment.diff_hunk =
            '@@ -0,0 +1 @@\n+export const label = (order) => `Order ${order.id}`;';
        },
      ),
      actor: 'grace-rudder',
      model,
    });
    expect(run.exitCode, describeRun(run)).toBe(0);
    const task = leadTask(model);
    expect(task).toContain(`a comment on pull request #${pullNumber}`);
    expect(task).toContain(current.pull.title);
    expect(task).toContain(current.pull.body);
    expect(task).toContain('line 1 (RIGHT side: the new version)');
    expect(task).toContain('<untrusted-data source=\\"commented-file\\">\\nsrc/label.js\\n');
    expect(task).toContain('+export const label = (order) =>');
    expect(task).toContain('@flotilla explain this line');
    const replies = current.github.state.reviewComments.filter(
      (comment) => comment.in_reply_to_id === asked,
    );
    expect(replies.map((reply) => reply.body)).toEqual([
      expect.stringContaining('It formats the label.'),
    ]);
    expect(run.outputs.comment_url).toBe(replies[0]?.html_url);
    expect(commentsOn(current, pullNumber)).toEqual([]);
  }, 120_000);
});

function commentsOn(current: World, issue: number) {
  return (
    current.github.state.issueComments as Array<{
      issue_number: number;
      body: string;
      html_url: string;
    }>
  ).filter((comment) => comment.issue_number === issue);
}

describe('track_progress: one tracking comment per request', () => {
  it("keeps each mention's answer, edits its own on a re-run, and a later review leaves them be", async () => {
    const current = await makeWorld({
      headFiles: { 'src/label.js': 'export const label = (order) => `Order ${order.id}`;\n' },
    });
    const mention = async (commentId: number, question: string, answer: string) => {
      const model = await answering(current, answer);
      const run = await current.run({
        eventName: 'issue_comment',
        eventPath: await payload(current, 'issue_comment/created.payload.json', (json) => {
          const issue = json.issue as Json;
          issue.number = pullNumber;
          issue.pull_request = {
            url: `https://api.github.test/repos/${owner}/${repoName}/pulls/7`,
          };
          Object.assign(json.comment as Json, { id: commentId, body: `@flotilla ${question}` });
        }),
        actor: 'grace-rudder',
        model,
        inputs: { track_progress: 'true', post: 'comment' },
      });
      expect(run.exitCode, describeRun(run)).toBe(0);
      return run;
    };
    const first = await mention(4001, 'what does label do?', 'ANSWER-ONE');
    const second = await mention(4002, 'what does total do?', 'ANSWER-TWO');
    let comments = commentsOn(current, pullNumber);
    expect(comments).toHaveLength(2);
    expect(first.outputs.comment_url).toBe(comments[0]?.html_url);
    expect(comments[0]?.body).toContain('ANSWER-ONE');
    expect(second.outputs.comment_url).toBe(comments[1]?.html_url);
    expect(comments[1]?.body).toContain('ANSWER-TWO');

    // Re-running the first request edits its own comment.
    const rerun = await mention(4001, 'what does label do?', 'ANSWER-ONE-AGAIN');
    comments = commentsOn(current, pullNumber);
    expect(comments).toHaveLength(2);
    expect(rerun.outputs.comment_url).toBe(first.outputs.comment_url);
    expect(comments[0]?.body).toContain('ANSWER-ONE-AGAIN');
    expect(comments[1]?.body).toContain('ANSWER-TWO');

    // A review of the pull request writes its summary comment beside them.
    const review = await current.run({
      eventName: 'pull_request',
      eventPath: await current.pullRequestEvent({
        fixture: 'pull_request/synchronize.payload.json',
      }),
      actor: 'grace-rudder',
      model: await answering(current, 'Nothing to report.'),
    });
    expect(review.exitCode, describeRun(review)).toBe(0);
    comments = commentsOn(current, pullNumber);
    expect(comments).toHaveLength(3);
    expect(comments[0]?.body).toContain('ANSWER-ONE-AGAIN');
    expect(comments[1]?.body).toContain('ANSWER-TWO');
  }, 240_000);
});

describe('track_progress with a review', () => {
  it('`@flotilla review` posts the review and one comment: the tracking comment, ending as the summary', async () => {
    const current = await makeWorld({
      headFiles: { 'src/label.js': 'export const label = (order) => `Order ${order.id}`;\n' },
    });
    const run = await current.run({
      eventName: 'issue_comment',
      eventPath: await payload(current, 'issue_comment/created.payload.json', (json) => {
        const issue = json.issue as Json;
        issue.number = pullNumber;
        issue.pull_request = { url: `https://api.github.test/repos/${owner}/${repoName}/pulls/7` };
        Object.assign(json.comment as Json, { id: 5001, body: '@flotilla review this please' });
      }),
      actor: 'grace-rudder',
      model: await answering(current, 'Nothing to report.'),
      inputs: { track_progress: 'true' },
    });
    expect(run.exitCode, describeRun(run)).toBe(0);
    const comments = commentsOn(current, pullNumber);
    expect(comments, JSON.stringify(comments.map((comment) => comment.body))).toHaveLength(1);
    expect(comments[0]?.body).toContain('flotilla:sticky key=request-comment-5001');
  }, 240_000);
});

describe('a mention on a pull request that leads to a commit', () => {
  it("replies on the pull request with the lead's answer and where the commit went", async () => {
    const current = await makeWorld({
      headFiles: { 'src/label.js': 'export const label = (order) => `Order ${order.id}`;\n' },
    });
    const answer = 'I guarded label against a missing order.';
    const model = await current.startModel(
      scenario('e2e-mention-commit', [
        {
          match: { agent: 'flotilla-lead' },
          turns: [
            {
              tool_use: [
                {
                  name: 'Edit',
                  input: {
                    file_path: 'src/label.js',
                    old_string: '(order) =>',
                    new_string: '(order = { id: 0 }) =>',
                  },
                },
              ],
            },
            { text: answer },
          ],
        },
      ]),
    );
    const run = await current.run({
      eventName: 'issue_comment',
      eventPath: await payload(current, 'issue_comment/created.payload.json', (json) => {
        const issue = json.issue as Json;
        issue.number = pullNumber;
        issue.pull_request = { url: `https://api.github.test/repos/${owner}/${repoName}/pulls/7` };
        (json.comment as Json).body = '@flotilla please guard label against a missing order';
      }),
      actor: 'grace-rudder',
      model,
      inputs: { post: 'commit' },
    });
    expect(run.exitCode, describeRun(run)).toBe(0);
    expect(run.outputs.branch).toBe(current.repo.headRef);
    const pushed = current.repo.git(
      ['rev-parse', `refs/heads/${current.repo.headRef}`],
      current.repo.origin,
    );
    expect(pushed).not.toBe(current.repo.headSha);
    const comments = commentsOn(current, pullNumber);
    expect(comments).toHaveLength(1);
    expect(run.outputs.comment_url).toBe(comments[0]?.html_url);
    expect(comments[0]?.body).toContain(answer);
    expect(comments[0]?.body).toContain(
      `**Changes:** pushed to \`${current.repo.headRef}\` (commit ${pushed.slice(0, 12)}).`,
    );
  }, 120_000);
});
