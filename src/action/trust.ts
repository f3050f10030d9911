import { repositoryRoles } from '../platform/github.js';
import { Inputs } from './constants.js';
import type { GitHubEvent } from './context.js';

/**
 * Who may make Flotilla act (DESIGN §6, R12). Humans need write, maintain or admin permission on
 * the repository. Bots run only when `allowed_bots` lists their exact login (or `*`): a login
 * ending in `[bot]` says only that some GitHub App acts, not which one, and anyone can create an
 * app called `renovate-evil`. A `workflow_run` also answers for the run upstream of it.
 */

export const repositoryPermissions = repositoryRoles;
export type RepositoryPermission = (typeof repositoryPermissions)[number];

/** Permissions that may trigger a run. */
export const triggeringPermissions: readonly RepositoryPermission[] = [
  'admin',
  'maintain',
  'write',
];

export interface ActorCheck {
  /** GITHUB_ACTOR. */
  actor: string;
  /** `User`, `Bot`, …; when absent, taken from the event's sender if it is the same account. */
  actorType?: string | undefined;
  event: GitHubEvent;
  /** The `allowed_bots` input, parsed. */
  allowedBots: readonly string[];
  /**
   * The account's permission on this repository (GET /repos/{owner}/{repo}/collaborators/
   * {username}/permission). Return 'none' for a non-collaborator; throw on other failures:
   * the error propagates, so a broken lookup never turns into a run.
   */
  lookupPermission: (login: string) => Promise<RepositoryPermission>;
}

export type TrustDecision = { allowed: true } | { allowed: false; reason: string };

interface Subject {
  login: string;
  type?: string | undefined;
  role: string;
}

export async function checkActor(check: ActorCheck): Promise<TrustDecision> {
  const { event } = check;
  // A schedule has no human behind it: it runs the default branch's workflow, which only
  // someone with write access could have committed.
  if (event.kind === 'schedule') return { allowed: true };

  const subjects: Subject[] = [
    {
      login: check.actor.trim(),
      type: check.actorType ?? senderTypeOf(event, check.actor),
      role: 'actor',
    },
  ];
  if (event.kind === 'workflow_run') {
    if (event.upstreamActor)
      subjects.push({ ...event.upstreamActor, role: 'upstream actor of the workflow_run' });
    if (event.upstreamTriggeringActor)
      subjects.push({
        ...event.upstreamTriggeringActor,
        role: 'upstream triggering actor of the workflow_run',
      });
  }

  const seen = new Set<string>();
  for (const subject of subjects) {
    const key = subject.login.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    const decision = await checkOne(subject, check);
    if (!decision.allowed) return decision;
  }
  return { allowed: true };
}

async function checkOne(subject: Subject, check: ActorCheck): Promise<TrustDecision> {
  if (subject.login === '')
    return {
      allowed: false,
      reason: `the ${check.event.name} event has no ${subject.role} to check (GITHUB_ACTOR is empty)`,
    };
  if (isBot(subject)) {
    if (isListedBot(subject.login, check.allowedBots)) return { allowed: true };
    const listed = check.allowedBots.length > 0 ? check.allowedBots.join(', ') : 'none';
    return {
      allowed: false,
      reason: `${subject.role} '${subject.login}' is a bot not listed in ${Inputs.AllowedBots} (listed: ${listed}). Bots run only when listed by exact login; add '${subject.login}' to ${Inputs.AllowedBots} if it should trigger Flotilla.`,
    };
  }
  const permission = await check.lookupPermission(subject.login);
  if (triggeringPermissions.includes(permission)) return { allowed: true };
  return {
    allowed: false,
    reason: `${subject.role} '${subject.login}' has '${permission}' permission on the repository; Flotilla runs only for ${triggeringPermissions.join(', ')}.`,
  };
}

/** An account is a bot if GitHub says so or its login has the app suffix. */
function isBot(subject: Subject): boolean {
  return subject.type === 'Bot' || /\[bot\]$/i.test(subject.login);
}

/**
 * Exact login match, case-insensitive as GitHub logins are. An entry may omit the `[bot]`
 * suffix (`renovate` means `renovate[bot]`); it never matches by prefix or pattern, and `*`
 * is the only wildcard.
 */
export function isListedBot(login: string, allowedBots: readonly string[]): boolean {
  const name = botName(login);
  return allowedBots.some((entry) => entry.trim() === '*' || botName(entry) === name);
}

function botName(login: string): string {
  return login
    .trim()
    .toLowerCase()
    .replace(/\[bot\]$/, '');
}

function senderTypeOf(event: GitHubEvent, actor: string): string | undefined {
  const sender = event.sender;
  return sender && sender.login.toLowerCase() === actor.trim().toLowerCase()
    ? sender.type
    : undefined;
}
