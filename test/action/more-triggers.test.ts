import { describe, expect, it } from 'vitest';
import { parseGitHubEvent, threadNumberOf, triggeringCommentOf } from '../../src/action/context.js';
import { resolvePostTarget } from '../../src/action/mode-defaults.js';
import { resolveMode, type ModeOptions } from '../../src/action/mode-resolution.js';
import { UserError } from '../../src/errors.js';
import { loadFixture, withField } from '../support/event-fixtures.js';

/** The issues, pull_request_review, workflow_run and repository_dispatch triggers (#14). */

const options: ModeOptions = {
  triggerPhrase: '@flotilla',
  allowPrTargetCheckout: false,
  labelTrigger: 'flotilla',
  assigneeTrigger: 'flotilla-bot',
};
const event = (name: string, file: string, change?: [string[], unknown]) =>
  parseGitHubEvent(
    name,
    change ? withField(loadFixture(file), change[0], change[1]) : loadFixture(file),
  );

describe('issues events', () => {
  it('reads the issue, its labels, the label added and the assignee', () => {
    const labeled = event('issues', 'issues/labeled.payload.json');
    expect(labeled).toMatchObject({
      kind: 'issues',
      action: 'labeled',
      label: 'flotilla',
      issue: { number: 12, labels: ['flotilla'], author: { login: 'ada-keel' } },
    });
    expect(event('issues', 'issues/assigned.payload.json')).toMatchObject({
      assignee: 'flotilla-bot',
    });
    expect(threadNumberOf(labeled)).toBe(12);
  });

  it('runs on the label trigger, the assignee trigger and an opened issue that mentions the phrase', () => {
    for (const file of ['labeled', 'assigned', 'opened']) {
      const resolution = resolveMode(
        'auto',
        event('issues', `issues/${file}.payload.json`),
        options,
      );
      expect(resolution.mode, file).toBe('run');
      if (resolution.mode === 'run')
        expect(resolution.request).toContain('Receipt totals should be rounded to cents');
    }
  });

  it('skips other labels, other assignees, no trigger configured, and opened issues without the phrase', () => {
    const cases = [
      event('issues', 'issues/labeled.payload.json', [['label', 'name'], 'bug']),
      event('issues', 'issues/assigned.payload.json', [['assignee', 'login'], 'grace-rudder']),
      event('issues', 'issues/opened.payload.json', [['issue', 'body'], 'No mention here.']),
      event('issues', 'issues/opened.payload.json', [['action'], 'closed']),
    ];
    for (const issue of cases) {
      const resolution = resolveMode('auto', issue, options);
      expect(resolution.mode).toBe('skip');
      expect(resolution.reason).toMatch(/not a trigger.*label 'flotilla'.*assigning flotilla-bot/);
    }
    const withoutTriggers = { triggerPhrase: '@flotilla', allowPrTargetCheckout: false };
    expect(
      resolveMode('auto', event('issues', 'issues/labeled.payload.json'), withoutTriggers).mode,
    ).toBe('skip');
  });

  it('proposes the changes in a pull request by default, and refuses mode review', () => {
    const labeled = event('issues', 'issues/labeled.payload.json');
    expect(resolvePostTarget(undefined, 'run', labeled)).toBe('pr');
    expect(resolvePostTarget('comment', 'run', labeled)).toBe('comment');
    expect(() => resolveMode('review', labeled, options)).toThrow(UserError);
  });
});

describe('pull_request_review events', () => {
  it('runs on a submitted review that mentions the phrase, replying on the pull request', () => {
    const review = event('pull_request_review', 'pull_request_review/submitted.payload.json');
    const resolution = resolveMode('auto', review, options);
    expect(resolution).toMatchObject({
      mode: 'run',
      request: expect.stringContaining('add a test'),
    });
    expect(resolvePostTarget(undefined, 'run', review)).toBe('comment');
    expect(threadNumberOf(review)).toBe(7);
    // Reactions cannot be put on a review: no comment to react to.
    expect(triggeringCommentOf(review)).toBeUndefined();
  });

  it('reviews when asked to, and skips reviews without the phrase or not submitted', () => {
    const file = 'pull_request_review/submitted.payload.json';
    expect(
      resolveMode(
        'auto',
        event('pull_request_review', file, [['review', 'body'], '@flotilla review']),
        options,
      ).mode,
    ).toBe('review');
    expect(
      resolveMode(
        'auto',
        event('pull_request_review', file, [['review', 'body'], 'LGTM']),
        options,
      ),
    ).toMatchObject({ mode: 'skip', reason: 'the review does not mention @flotilla' });
    expect(
      resolveMode('auto', event('pull_request_review', file, [['action'], 'dismissed']), options)
        .mode,
    ).toBe('skip');
  });
});

describe('workflow_run events', () => {
  it('runs on a failed CI run, for its pull request, opening a pull request with the fix', () => {
    const failed = event('workflow_run', 'workflow_run/completed-failure.payload.json');
    expect(failed).toMatchObject({
      kind: 'workflow_run',
      runId: 11800000042,
      workflowName: 'CI',
      conclusion: 'failure',
      pullRequestNumbers: [7],
    });
    expect(resolveMode('auto', failed, options)).toMatchObject({
      mode: 'run',
      reason: "workflow 'CI' failed (failure)",
    });
    expect(resolvePostTarget(undefined, 'run', failed)).toBe('pr');
  });

  it('skips a successful run and a run that is not completed', () => {
    const ok = event('workflow_run', 'workflow_run/completed-success.payload.json');
    expect(resolveMode('auto', ok, options)).toMatchObject({
      mode: 'skip',
      reason: expect.stringContaining('concluded success'),
    });
    const requested = event('workflow_run', 'workflow_run/completed-failure.payload.json', [
      ['action'],
      'requested',
    ]);
    expect(resolveMode('auto', requested, options).mode).toBe('skip');
  });
});

describe('repository_dispatch events', () => {
  it("runs with the client payload's prompt as the request, posting nowhere by default", () => {
    const dispatch = event('repository_dispatch', 'repository_dispatch/payload.json');
    expect(dispatch).toMatchObject({ kind: 'repository_dispatch', eventType: 'flotilla-task' });
    expect(resolveMode('auto', dispatch, options)).toMatchObject({
      mode: 'run',
      request: 'Update the changelog for release 2.4.0 from the merged pull requests.',
    });
    expect(resolvePostTarget(undefined, 'run', dispatch)).toBe('none');
    expect(resolveMode('audit', dispatch, options).mode).toBe('audit');
  });

  it('passes a payload without a prompt on as JSON', () => {
    const dispatch = event('repository_dispatch', 'repository_dispatch/payload.json', [
      ['client_payload'],
      { version: '2.4.0' },
    ]);
    const resolution = resolveMode('auto', dispatch, options);
    expect(resolution.mode === 'run' && resolution.request).toContain('"version": "2.4.0"');
  });
});
