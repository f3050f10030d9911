import { describe, expect, it } from 'vitest';
import { Inputs } from '../../src/action/constants.js';
import { loadGitHubEvent, parseGitHubEvent } from '../../src/action/context.js';
import { readActionSettings } from '../../src/action/inputs.js';
import {
  permissionModeFor,
  resolvePostTarget,
  runConfigForMode,
} from '../../src/action/mode-defaults.js';
import { UserError } from '../../src/errors.js';
import { fixturePath, loadFixture, withField } from '../support/event-fixtures.js';

const load = (name: string, file: string) =>
  loadGitHubEvent({ eventName: name, eventPath: fixturePath(file) });
const pullRequest = load('pull_request', 'pull_request/opened.payload.json');
const issueComment = load('issue_comment', 'issue_comment/created.payload.json');
const prComment = parseGitHubEvent(
  'issue_comment',
  withField(loadFixture('issue_comment/created.payload.json'), ['issue', 'pull_request'], {}),
);
const reviewComment = load(
  'pull_request_review_comment',
  'pull_request_review_comment/created.payload.json',
);
const schedule = parseGitHubEvent('schedule', {});

function settings(values: Record<string, string>, env: Record<string, string> = {}) {
  return readActionSettings((name) => values[name] ?? '', {
    GITHUB_WORKSPACE: '/w',
    GITHUB_REPOSITORY: 'o/r',
    GITHUB_EVENT_NAME: 'pull_request',
    ...env,
  });
}

describe('resolvePostTarget', () => {
  it('picks the target from the mode when post is empty', () => {
    expect(resolvePostTarget(undefined, 'review', pullRequest)).toBe('review');
    expect(resolvePostTarget(undefined, 'run', issueComment)).toBe('comment');
    expect(resolvePostTarget(undefined, 'run', reviewComment)).toBe('comment');
    expect(resolvePostTarget(undefined, 'run', schedule)).toBe('none');
    expect(resolvePostTarget(undefined, 'audit', schedule)).toBe('issue');
    expect(resolvePostTarget(undefined, 'merge', pullRequest)).toBe('review');
    expect(resolvePostTarget(undefined, 'merge', schedule)).toBe('none');
  });

  it('honours an explicit target that fits the event', () => {
    expect(resolvePostTarget('commit', 'run', prComment)).toBe('commit');
    expect(resolvePostTarget('pr', 'audit', schedule)).toBe('pr');
    expect(resolvePostTarget('none', 'review', pullRequest)).toBe('none');
    expect(resolvePostTarget('comment', 'review', pullRequest)).toBe('comment');
  });

  it.each([
    ['review', schedule, /no pull request to review/],
    ['commit', issueComment, /no pull request to commit to/],
    ['comment', schedule, /no issue or pull request to comment on/],
  ] as const)('rejects post %s where it cannot land', (post, event, message) => {
    expect(() => resolvePostTarget(post, 'run', event)).toThrow(UserError);
    expect(() => resolvePostTarget(post, 'run', event)).toThrow(message);
  });
});

describe('runConfigForMode', () => {
  const withKey = { [Inputs.GithubToken]: 'ghs_x', [Inputs.AnthropicApiKey]: 'sk-ant-x' };

  it('keeps reviews and audits read-only and allows edits only when they are delivered', () => {
    expect(runConfigForMode(settings(withKey), 'review', 'review').permissionMode).toBe('default');
    expect(runConfigForMode(settings(withKey), 'audit', 'issue').permissionMode).toBe('default');
    expect(runConfigForMode(settings(withKey), 'run', 'commit').permissionMode).toBe('acceptEdits');
    expect(runConfigForMode(settings(withKey), 'audit', 'pr').permissionMode).toBe('acceptEdits');
  });

  it('lets permission_mode decide when it is given', () => {
    const explicit = settings({ ...withKey, [Inputs.PermissionMode]: 'plan' });
    expect(runConfigForMode(explicit, 'run', 'commit').permissionMode).toBe('plan');
    expect(permissionModeFor('bypassPermissions', 'none')).toBe('bypassPermissions');
  });

  it('needs an API key or a scenario for modes that call the model, not for merge', () => {
    const keyless = settings({ [Inputs.GithubToken]: 'ghs_x' });
    expect(() => runConfigForMode(keyless, 'review', 'review')).toThrow(
      /'anthropic_api_key' is empty and ANTHROPIC_API_KEY is not set; a review run needs/,
    );
    expect(runConfigForMode(keyless, 'merge', 'review').repoRoot).toBe('/w');
    const offline = settings({ [Inputs.GithubToken]: 'ghs_x', [Inputs.Scenario]: 's.json' });
    expect(runConfigForMode(offline, 'run', 'none').modelAccess.scenarioFile).toBe('/w/s.json');
  });
});
