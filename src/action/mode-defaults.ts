import type { PermissionMode } from '../agents/definition.js';
import type { RunConfig } from '../config/run-config.js';
import { UserError } from '../errors.js';
import { hasModelCredentials } from '../app/model-access.js';
import { Inputs } from './constants.js';
import type { PostTarget } from './constants.js';
import { pullRequestNumberOf, threadNumberOf } from './context.js';
import type { GitHubEvent } from './context.js';
import type { ActionSettings } from './inputs.js';
import type { RunMode } from './mode-resolution.js';

/**
 * What depends on the resolved mode: where the result is posted when `post` is not given, and
 * the final RunConfig (permission mode, model access). Both check the combination first, so a
 * misconfiguration fails before any model call or GitHub write.
 */

/**
 * `post` when given, else by mode: review → review; run → a reply comment when a comment or
 * review asked, a pull request when an issue or a failed CI run did, else none; audit → issue;
 * merge → review on a pull request, else none.
 */
export function resolvePostTarget(
  post: PostTarget | undefined,
  mode: RunMode,
  event: GitHubEvent,
): PostTarget {
  const pullRequest = pullRequestNumberOf(event);
  const target = post ?? defaultPostTarget(mode, event, pullRequest);
  const onThread = threadNumberOf(event) !== undefined;
  if ((target === 'review' || target === 'commit') && pullRequest === undefined)
    throw new UserError(
      `Input '${Inputs.Post}' is '${target}', but this run's event (${event.name}) has no pull request to ${target === 'review' ? 'review' : 'commit to'}.`,
      `With ${event.name} events use post: ${target === 'commit' ? 'pr (a new branch and pull request)' : 'issue, comment or none'}.`,
    );
  if (target === 'comment' && !onThread)
    throw new UserError(
      `Input '${Inputs.Post}' is 'comment', but this run's event (${event.name}) has no issue or pull request to comment on.`,
      `With ${event.name} events use post: issue, pr or none.`,
    );
  return target;
}

function defaultPostTarget(
  mode: RunMode,
  event: GitHubEvent,
  pullRequest: number | undefined,
): PostTarget {
  switch (mode) {
    case 'review':
      return 'review';
    case 'audit':
      return 'issue';
    case 'merge':
      return pullRequest !== undefined ? 'review' : 'none';
    case 'run':
      switch (event.kind) {
        case 'issue_comment':
        case 'pull_request_review_comment':
        case 'pull_request_review':
          return 'comment';
        case 'issues':
        case 'workflow_run':
          return 'pr';
        default:
          return 'none';
      }
  }
}

/**
 * The permission mode agents run under: `permission_mode` when given; otherwise edits are
 * allowed only when they will be delivered (post commit or pr), and everything that would need
 * approval is denied (`default`): reviews and audits stay read-only.
 */
export function permissionModeFor(
  explicit: PermissionMode | undefined,
  post: PostTarget,
): PermissionMode {
  if (explicit !== undefined) return explicit;
  return post === 'commit' || post === 'pr' ? 'acceptEdits' : 'default';
}

/** The RunConfig for a run in `mode` posting to `post`; checks model access for modes that need it. */
export function runConfigForMode(
  settings: ActionSettings,
  mode: RunMode,
  post: PostTarget,
): RunConfig {
  const access = settings.run.modelAccess;
  const hasModel = hasModelCredentials(access) || access.scenarioFile || access.replayFile;
  if (mode !== 'merge' && !hasModel)
    throw new UserError(
      `Input '${Inputs.AnthropicApiKey}' is empty and ANTHROPIC_API_KEY is not set; a ${mode} run needs an Anthropic API key (or '${Inputs.ClaudeCodeOauthToken}', or Bedrock / Vertex AI).`,
      `Add 'anthropic_api_key: \${{ secrets.ANTHROPIC_API_KEY }}' to the step. Runs started by pull requests from forks receive no secrets; see the security model in docs/action.md.`,
    );
  return { ...settings.run, permissionMode: permissionModeFor(settings.permissionMode, post) };
}
