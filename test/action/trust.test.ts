import { describe, expect, it } from 'vitest';
import { loadGitHubEvent, parseGitHubEvent } from '../../src/action/context.js';
import type { GitHubEvent } from '../../src/action/context.js';
import { checkActor, isListedBot } from '../../src/action/trust.js';
import type { RepositoryPermission } from '../../src/action/trust.js';
import { fixturePath } from '../support/event-fixtures.js';

const pullRequest = loadGitHubEvent({
  eventName: 'pull_request',
  eventPath: fixturePath('pull_request/opened.payload.json'),
});
const dispatch = loadGitHubEvent({
  eventName: 'workflow_dispatch',
  eventPath: fixturePath('workflow_dispatch/payload.json'),
});

/** A permission table standing in for GitHub's collaborator-permission endpoint. */
function permissions(table: Record<string, RepositoryPermission>) {
  const asked: string[] = [];
  return {
    asked,
    lookupPermission: async (login: string): Promise<RepositoryPermission> => {
      asked.push(login);
      return table[login] ?? 'none';
    },
  };
}

async function decide(
  actor: string,
  options: {
    actorType?: string;
    event?: GitHubEvent;
    allowedBots?: string[];
    table?: Record<string, RepositoryPermission>;
  } = {},
) {
  const lookup = permissions(options.table ?? {});
  const decision = await checkActor({
    actor,
    actorType: options.actorType,
    event: options.event ?? pullRequest,
    allowedBots: options.allowedBots ?? [],
    lookupPermission: lookup.lookupPermission,
  });
  return { decision, asked: lookup.asked };
}

describe('R12: who may trigger a run', () => {
  it.each([
    ['admin', true],
    ['maintain', true],
    ['write', true],
    ['triage', false],
    ['read', false],
    ['none', false],
  ] as const)('a human with %s permission → allowed: %s', async (permission, allowed) => {
    const { decision, asked } = await decide('alice', { table: { alice: permission } });
    expect(decision.allowed).toBe(allowed);
    expect(asked).toEqual(['alice']);
    if (!decision.allowed)
      expect(decision.reason).toBe(
        `actor 'alice' has '${permission}' permission on the repository; Flotilla runs only for admin, maintain, write.`,
      );
  });

  const botCases: [string, string | undefined, string[], boolean][] = [
    ['renovate[bot]', 'Bot', ['renovate[bot]'], true],
    ['Renovate[bot]', 'Bot', ['renovate[bot]'], true],
    ['renovate[bot]', 'Bot', ['renovate'], true],
    ['renovate[bot]', undefined, ['dependabot[bot]'], false],
    ['renovate[bot]', 'Bot', [], false],
    // A malicious app whose login merely resembles, contains or extends a listed one.
    ['renovate-evil[bot]', 'Bot', ['renovate[bot]'], false],
    ['evil-renovate[bot]', 'Bot', ['renovate[bot]'], false],
    ['renovate[bot][bot]', 'Bot', ['renovate[bot]'], false],
    ['renovate', 'Bot', ['renovate-evil[bot]'], false],
    ['github-actions[bot]', 'Bot', ['renovate[bot]'], false],
    // `*` is the only wildcard, and it must be written out.
    ['anything[bot]', 'Bot', ['*'], true],
    ['renovate-evil[bot]', 'Bot', ['renovate*'], false],
  ];
  it.each(botCases)(
    'bot %s (type %s) with allowed_bots %j → allowed: %s',
    async (login, type, allowedBots, allowed) => {
      // Bots are never let in by repository permission: even a bot with admin is refused unless listed.
      const { decision, asked } = await decide(login, {
        ...(type !== undefined ? { actorType: type } : {}),
        allowedBots,
        table: { [login]: 'admin' },
      });
      expect(decision.allowed).toBe(allowed);
      expect(asked).toEqual([]);
      if (!decision.allowed) expect(decision.reason).toMatch(/is a bot not listed in allowed_bots/);
    },
  );

  it('treats an account GitHub calls a Bot as a bot whatever its login', async () => {
    const { decision } = await decide('sneaky-app', {
      actorType: 'Bot',
      table: { 'sneaky-app': 'write' },
    });
    expect(decision.allowed).toBe(false);
  });

  it("takes the actor's type from the event sender when it is the same account", async () => {
    const event = parseGitHubEvent('pull_request', {
      action: 'opened',
      pull_request: {
        number: 1,
        title: 't',
        body: null,
        user: { login: 'app', type: 'Bot' },
        state: 'open',
        head: { sha: 'a', ref: 'x', repo: { full_name: 'o/r' } },
        base: { sha: 'b', ref: 'main', repo: { full_name: 'o/r' } },
      },
      sender: { login: 'some-app', type: 'Bot' },
    });
    const { decision } = await decide('some-app', { event, table: { 'some-app': 'admin' } });
    expect(decision.allowed).toBe(false);
  });

  it('does not let `*` admit humans without write permission', async () => {
    const { decision } = await decide('bob', { allowedBots: ['*'], table: { bob: 'read' } });
    expect(decision.allowed).toBe(false);
  });

  it('lets a schedule run without an actor, and checks the dispatcher of workflow_dispatch', async () => {
    expect((await decide('', { event: parseGitHubEvent('schedule', {}) })).decision.allowed).toBe(
      true,
    );
    expect((await decide('ada-keel', { event: dispatch })).decision.allowed).toBe(false);
    expect(
      (await decide('ada-keel', { event: dispatch, table: { 'ada-keel': 'write' } })).decision
        .allowed,
    ).toBe(true);
  });

  it('refuses an event without an actor', async () => {
    const { decision } = await decide('  ');
    expect(decision).toEqual({
      allowed: false,
      reason: 'the pull_request event has no actor to check (GITHUB_ACTOR is empty)',
    });
  });

  describe('workflow_run', () => {
    const workflowRun = (actor: string, triggeringActor: string) =>
      parseGitHubEvent('workflow_run', {
        action: 'completed',
        workflow_run: {
          event: 'pull_request',
          head_sha: 'abc',
          actor: { login: actor, type: actor.endsWith('[bot]') ? 'Bot' : 'User' },
          triggering_actor: { login: triggeringActor, type: 'User' },
        },
      });

    it('also checks the upstream actor', async () => {
      const { decision, asked } = await decide('maintainer', {
        event: workflowRun('mallory', 'mallory'),
        table: { maintainer: 'admin', mallory: 'read' },
      });
      expect(decision).toEqual({
        allowed: false,
        reason:
          "upstream actor of the workflow_run 'mallory' has 'read' permission on the repository; Flotilla runs only for admin, maintain, write.",
      });
      expect(asked).toEqual(['maintainer', 'mallory']);
    });

    it('also checks the upstream triggering actor', async () => {
      const { decision } = await decide('maintainer', {
        event: workflowRun('maintainer', 'mallory'),
        table: { maintainer: 'admin', mallory: 'triage' },
      });
      expect(decision.allowed).toBe(false);
    });

    it('allows when everyone upstream may trigger, and checks unlisted upstream bots', async () => {
      const allowed = await decide('maintainer', {
        event: workflowRun('alice', 'alice'),
        table: { maintainer: 'write', alice: 'maintain' },
      });
      expect(allowed.decision.allowed).toBe(true);
      const bot = await decide('maintainer', {
        event: workflowRun('evil[bot]', 'alice'),
        table: { maintainer: 'write', alice: 'write' },
      });
      expect(bot.decision.allowed).toBe(false);
    });
  });

  it('lets a failing permission lookup propagate instead of deciding', async () => {
    await expect(
      checkActor({
        actor: 'alice',
        event: pullRequest,
        allowedBots: [],
        lookupPermission: () => Promise.reject(new Error('401 Bad credentials')),
      }),
    ).rejects.toThrow('401 Bad credentials');
  });
});

describe('isListedBot', () => {
  it('matches exact logins only', () => {
    expect(isListedBot('dependabot[bot]', ['renovate[bot]', 'dependabot[bot]'])).toBe(true);
    expect(isListedBot('dependabot-preview[bot]', ['dependabot[bot]'])).toBe(false);
    expect(isListedBot('dependabot[bot]', [])).toBe(false);
  });
});
