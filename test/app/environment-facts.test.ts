import os from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import type { RecordedRequest } from '../../src/offline/index.js';
import { agentFile, cleanupRuns, run } from '../subagents/harness.js';

/**
 * What every agent is told about where and when it runs: as Claude Code 2.1.332's environment
 * block (observed on its requests) gives the lead and each subagent its working directory,
 * whether it is a git repository, the platform, shell and OS version, its model's name, exact id
 * and knowledge cutoff, and today's date.
 */

afterEach(cleanupRuns);

/** The last system block: the per-run environment, after the prompt cache's stable part. */
function environmentOf(request: RecordedRequest | undefined): string {
  const system = (request?.body as { system: { text: string }[] }).system;
  return system.at(-1)?.text ?? '';
}

function spawn(subagentType: string) {
  return {
    tool_use: [
      {
        name: 'Agent',
        input: { subagent_type: subagentType, description: 'look', prompt: 'Look around.' },
      },
    ],
  };
}

describe('the environment every agent is told', () => {
  it("gives the lead and each subagent today's date from the run's clock, its own model, the platform", async () => {
    // Two days apart, to show the date is the injected clock's and not the machine's.
    const days = [new Date(2031, 1, 3, 12, 0, 0), new Date(2031, 1, 5, 12, 0, 0)];
    const runs = [];
    for (const day of days) {
      runs.push(
        await run({
          now: () => day,
          config: { model: 'claude-opus-5-5' },
          agents: {
            quick: agentFile('quick', { model: 'haiku' }),
            gateway: agentFile('gateway', { model: 'my-gateway-model' }),
          },
          scenario: {
            name: 'environment-facts',
            agents: [
              { match: { agent: 'quick' }, turns: [{ text: 'quick done' }] },
              { match: { agent: 'gateway' }, turns: [{ text: 'gateway done' }] },
              {
                match: { agent: 'flotilla-lead' },
                turns: [spawn('quick'), spawn('gateway'), { text: 'done' }],
              },
            ],
          },
        }),
      );
    }
    const [first, second] = runs;
    const lead = environmentOf(first!.requestsOf('flotilla-lead')[0]);
    const quick = environmentOf(first!.requestsOf('quick')[0]);
    const gateway = environmentOf(first!.requestsOf('gateway')[0]);
    for (const environment of [lead, quick, gateway]) {
      expect(environment).toContain(`Working directory: ${first!.repo.root}`);
      expect(environment).toContain('Git repository: yes');
      expect(environment).toContain(`Platform: ${process.platform} (${os.type()} ${os.release()})`);
      expect(environment).toContain('bash');
      expect(environment).toContain("Today's date: 2031-02-03");
    }
    expect(lead).toContain(
      'Model: Opus 5.5 (exact model ID claude-opus-5-5); knowledge cutoff: June 2026',
    );
    expect(quick).toContain(
      'Model: Haiku 5.5 (exact model ID claude-haiku-5-5); knowledge cutoff: June 2026',
    );
    // An id Flotilla does not know is given as it is, with no name or cutoff made up.
    expect(gateway).toContain('Model: my-gateway-model\n');
    expect(gateway).not.toContain('knowledge cutoff');
    const later = environmentOf(second!.requestsOf('flotilla-lead')[0]);
    expect(later).toContain("Today's date: 2031-02-05");
    expect(later).not.toContain('2031-02-03');
  });

  it('names the model id its requests send, never the [1m] that asked for the 1M window, and results.json records both apart', async () => {
    // No model named: the default `opus[1m]`, as in Claude Code 2.1.332, which says "The exact
    // model ID is claude-opus-5-5." and keys its modelUsage by that id, with a contextWindow.
    const finished = await run({
      agents: {
        wide: agentFile('wide', { model: 'sonnet[1m]' }),
        gateway: agentFile('gateway', { model: 'my-gateway-model[1m]' }),
      },
      scenario: {
        name: 'million-token-ids',
        agents: [
          { match: { agent: 'wide' }, turns: [{ text: 'wide done' }] },
          { match: { agent: 'gateway' }, turns: [{ text: 'gateway done' }] },
          {
            match: { agent: 'flotilla-lead' },
            turns: [spawn('wide'), spawn('gateway'), { text: 'done' }],
          },
        ],
      },
    });
    const sent = (agent: string) => {
      const request = finished.requestsOf(agent)[0];
      return {
        model: (request?.body as { model: string }).model,
        environment: environmentOf(request),
      };
    };
    const lead = sent('flotilla-lead');
    const wide = sent('wide');
    const gateway = sent('gateway');
    expect(lead.model).toBe('claude-opus-5-5');
    expect(lead.environment).toContain('(exact model ID claude-opus-5-5);');
    expect(wide.model).toBe('claude-sonnet-5-5');
    expect(wide.environment).toContain('(exact model ID claude-sonnet-5-5);');
    expect(gateway.model).toBe('my-gateway-model');
    expect(gateway.environment).toContain('Model: my-gateway-model\n');
    for (const { environment } of [lead, wide, gateway]) expect(environment).not.toContain('[1m]');
    const recorded = Object.fromEntries(
      finished.result.agents.map((agent) => [agent.name, [agent.model, agent.context_window]]),
    );
    expect(recorded).toEqual({
      'flotilla-lead': ['claude-opus-5-5', 1_000_000],
      wide: ['claude-sonnet-5-5', 1_000_000],
      gateway: ['my-gateway-model', 1_000_000],
    });
  });
});
