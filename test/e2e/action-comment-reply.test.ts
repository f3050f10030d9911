import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadFixture } from '../support/event-fixtures.js';
import { describeRun } from './support/action-process.js';
import { createWorld, owner, repoName, type World } from './support/action-world.js';
import { writePayload } from './support/event-payloads.js';
import { leadRules, reporterRule, scenario } from './support/scenarios.js';

/**
 * `@flotilla check …` on an issue: the reply comment carries each finding's explanation and
 * suggestion, with or without a tracking comment (the bundled Action, the local GitHub server,
 * the offline model).
 */

const finding = {
  path: 'src/orders.js',
  line: 5,
  severity: 'critical' as const,
  title: 'eval of discount rule',
  body: 'UNIQUE-BODY: applyDiscount evals shop-owner text; parse the rule instead.',
  suggestion: 'UNIQUE-SUGGESTION',
};

let world: World | undefined;
afterEach(() => world?.cleanup());

async function askOnIssue(inputs: Record<string, string>) {
  const current = await createWorld({ permissions: { 'grace-rudder': 'write' } });
  world = current;
  const model = await current.startModel(
    scenario('comment-reply', [
      ...leadRules(['security-reviewer'], 'Found one problem; see the finding.'),
      reporterRule('security-reviewer', [finding]),
    ]),
  );
  const json = loadFixture('issue_comment/created.payload.json');
  json.repository = { ...(json.repository as object), full_name: `${owner}/${repoName}` };
  (json.comment as Record<string, unknown>).body =
    '@flotilla check src/orders.js for security problems';
  const eventPath = await writePayload(path.join(current.repo.dir, 'comment.json'), json);
  const run = await current.run({
    eventName: 'issue_comment',
    eventPath,
    actor: 'grace-rudder',
    model,
    inputs: { agents: 'security-reviewer', ...inputs },
  });
  expect(run.exitCode, describeRun(run)).toBe(0);
  const comments = current.github.state.issueComments as Array<{ body: string; html_url: string }>;
  expect(comments).toHaveLength(1);
  const reply = comments[0]!;
  expect(run.outputs.comment_url).toBe(reply.html_url);
  return reply.body;
}

describe('the reply to a comment that asked for a run', () => {
  it.each([
    ['a reply comment', {}],
    ['the tracking comment', { track_progress: 'true' }],
  ])(
    "has each finding's explanation and suggestion in %s",
    async (_, inputs) => {
      const reply = await askOnIssue(inputs);
      expect(reply).toContain('Found one problem; see the finding.');
      expect(reply).toContain('**eval of discount rule** — `src/orders.js:5`');
      expect(reply).toContain(finding.body);
      expect(reply).toContain('Suggested replacement:\n  ```\n  UNIQUE-SUGGESTION\n  ```');
    },
    180_000,
  );
});
