import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScriptedServer } from '../../src/offline/index.js';
import { describeRun } from './support/action-process.js';
import { createWorld, type World } from './support/action-world.js';
import { leadRules, reporterRule, scenario } from './support/scenarios.js';

/**
 * Who may make the Action act (R12), through the process: a read-only collaborator and bots not
 * listed by exact login are skipped before any model request or GitHub write; a listed bot runs.
 * Under pull_request_target, a workspace checked out at the PR's own head is refused unless
 * allow_pr_target_checkout (DESIGN §6).
 */

const readme = readFileSync(new URL('../../examples/demo/repo/README.md', import.meta.url), 'utf8');
const headFiles = { 'README.md': `${readme}- \`orderLabel(order)\` formats an order.\n` };

function writes(world: World) {
  return world.github.requests.filter((request) => request.method !== 'GET');
}

describe('who may trigger a run (R12)', () => {
  let world: World;
  let model: ScriptedServer;

  beforeAll(async () => {
    world = await createWorld({
      headFiles,
      permissions: { reader: 'read', triager: 'triage', octocat: 'write' },
    });
    model = await world.startModel(
      scenario('e2e-trust', [
        ...leadRules(['docs-drift']),
        reporterRule('docs-drift', [
          {
            path: 'README.md',
            line: 9,
            severity: 'low',
            title: 'orderLabel is documented but does not exist',
            body: 'Add orderLabel or drop the line.',
          },
        ]),
      ]),
    );
  });
  afterAll(() => world?.cleanup());

  const refused: Array<{
    name: string;
    actor: string;
    sender: { login: string; type: 'User' | 'Bot' };
    allowedBots: string;
    reason: RegExp;
  }> = [
    {
      name: 'a collaborator with read permission',
      actor: 'reader',
      sender: { login: 'reader', type: 'User' },
      allowedBots: '',
      reason: /'reader' has 'read' permission/,
    },
    {
      name: 'a bot that allowed_bots does not list',
      actor: 'renovate[bot]',
      sender: { login: 'renovate[bot]', type: 'Bot' },
      allowedBots: 'dependabot[bot]',
      reason: /'renovate\[bot\]' is a bot not listed in allowed_bots/,
    },
    {
      name: 'an app named like a listed bot',
      actor: 'renovate-evil[bot]',
      sender: { login: 'renovate-evil[bot]', type: 'Bot' },
      allowedBots: 'renovate',
      reason: /'renovate-evil\[bot\]' is a bot not listed/,
    },
  ];

  for (const entry of refused) {
    it(`skips ${entry.name}: no model request, nothing posted, conclusion skipped`, async () => {
      const modelRequests = model.requests.length;
      const githubWrites = writes(world).length;
      const run = await world.run({
        eventName: 'pull_request',
        eventPath: await world.pullRequestEvent({ sender: entry.sender }),
        actor: entry.actor,
        model,
        inputs: { allowed_bots: entry.allowedBots },
      });
      expect(run.exitCode, describeRun(run)).toBe(0);
      expect(run.outputs.conclusion).toBe('skipped');
      expect(run.stdout).toMatch(entry.reason);
      expect(run.summary).toMatch(entry.reason);
      expect(model.requests.length).toBe(modelRequests);
      expect(writes(world)).toHaveLength(githubWrites);
      expect(run.outputs.result_file).toBeUndefined();
    });
  }

  it('runs for a bot listed by its exact login', async () => {
    const run = await world.run({
      eventName: 'pull_request',
      eventPath: await world.pullRequestEvent({
        sender: { login: 'renovate[bot]', type: 'Bot' },
      }),
      actor: 'renovate[bot]',
      model,
      inputs: { allowed_bots: 'dependabot[bot], renovate[bot]', agents: 'docs-drift' },
    });
    expect(run.exitCode, describeRun(run)).toBe(0);
    expect(run.outputs.conclusion).toBe('findings');
    expect(model.requests.some((request) => request.agent === 'docs-drift')).toBe(true);
    expect(world.github.state.reviews).toHaveLength(1);
    // A bot is never admitted by a permission lookup.
    expect(
      world.github.requests.filter((request) =>
        /\/collaborators\/[^/]*bot[^/]*\/permission$/.test(decodeURIComponent(request.path)),
      ),
    ).toEqual([]);
  });
});

describe('pull_request_target with the pull request checked out', () => {
  let world: World;

  beforeAll(async () => {
    world = await createWorld({ headFiles, checkout: 'head' });
  });
  afterAll(() => world?.cleanup());

  it('is refused with a clear message, before any model request or write', async () => {
    const model = await world.startModel(
      scenario('e2e-target-refused', [
        ...leadRules(['docs-drift']),
        reporterRule('docs-drift', []),
      ]),
    );
    const run = await world.run({
      eventName: 'pull_request_target',
      eventPath: await world.pullRequestEvent(),
      actor: 'octocat',
      model,
      inputs: { agents: 'docs-drift' },
    });
    expect(run.exitCode).toBe(1);
    expect(run.stdout).toContain(
      `::error::Refusing to run agents on pull request #7's own code under pull_request_target`,
    );
    expect(run.stdout).toContain(world.repo.headSha);
    expect(run.stdout).toContain('allow_pr_target_checkout: true');
    expect(model.requests).toHaveLength(0);
    expect(writes(world)).toHaveLength(0);
  });

  it('runs when allow_pr_target_checkout is true', async () => {
    const model = await world.startModel(
      scenario('e2e-target-allowed', [
        ...leadRules(['docs-drift']),
        reporterRule('docs-drift', []),
      ]),
    );
    const run = await world.run({
      eventName: 'pull_request_target',
      eventPath: await world.pullRequestEvent(),
      actor: 'octocat',
      model,
      inputs: { agents: 'docs-drift', allow_pr_target_checkout: 'true' },
    });
    expect(run.exitCode, describeRun(run)).toBe(0);
    expect(run.outputs.conclusion).toBe('success');
    expect(model.requests.some((request) => request.agent === 'docs-drift')).toBe(true);
    expect(world.github.state.reviews).toHaveLength(1);
  });
});
