import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeRun } from './support/action-process.js';
import { createWorld, owner, repoName, type World } from './support/action-world.js';
import { dispatchPayload, writePayload } from './support/event-payloads.js';
import { scenario } from './support/scenarios.js';

/**
 * The Action's `prompt` input goes the CLI's way: `/hello Bob` runs the repository's
 * `.claude/commands/hello.md` with its arguments, as Claude Code's -p does.
 */

describe('a /command as the Action prompt', () => {
  let world: World;

  beforeAll(async () => {
    world = await createWorld({
      baseFiles: {
        '.claude/commands/hello.md':
          '---\ndescription: Say hello to someone\n---\nPlease greet MARKER-CMD $ARGUMENTS politely.\n',
      },
      checkout: 'base',
    });
  });
  afterAll(() => world?.cleanup());

  it('expands /hello Bob in the lead first message', async () => {
    const model = await world.startModel(
      scenario('e2e-slash-command', [
        { match: { agent: 'flotilla-lead' }, turns: [{ text: 'Greeted.' }] },
      ]),
    );
    const eventPath = await writePayload(
      `${world.repo.dir}/dispatch-slash.json`,
      dispatchPayload(owner, repoName, { login: 'octocat', type: 'User' }),
    );
    const run = await world.run({
      eventName: 'workflow_dispatch',
      eventPath,
      actor: 'octocat',
      model,
      inputs: { post: 'none', prompt: '/hello Bob' },
    });
    expect(run.exitCode, describeRun(run)).toBe(0);
    const [first] = model.requests.filter((request) => request.agent === 'flotilla-lead');
    const sent = JSON.stringify((first?.body as { messages: unknown[] }).messages[0]);
    expect(sent).toContain('<command-name>/hello</command-name>');
    expect(sent).toContain('Please greet MARKER-CMD Bob politely.');
    expect(sent).toContain('- hello: Say hello to someone');
  });
});
