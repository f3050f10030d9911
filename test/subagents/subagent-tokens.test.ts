import { afterEach, describe, expect, it } from 'vitest';
import { cleanupRuns, messageText, requestMessages, run, toolResults } from './harness.js';

afterEach(cleanupRuns);

/**
 * Observed with Claude Code 2.1.332 (a logging server answering every subagent request with usage
 * 10 input + 1000 cache write + 2000 cache read + 5 output): the background agent's
 * `<subagent_tokens>` and the foreground agent's `subagent_tokens:` both said 3015, every token
 * its request counted, the prompt cache's included. With two requests (100 input + 1000 cache
 * read + 7 output, then 200 + 2000 + 11) it said 2211: the last request's, not the sum (3318).
 */
const subagentUsage = {
  input_tokens: 10,
  cache_creation_input_tokens: 1000,
  cache_read_input_tokens: 2000,
  output_tokens: 5,
};

describe('the tokens a subagent used, as the lead hears them', () => {
  it('count prompt-cache writes and reads, in the task notification and in the foreground result', async () => {
    const finished = await run({
      scenario: {
        name: 'subagent-tokens',
        agents: [
          {
            match: { agent: 'flotilla-lead', last_message: '<task-notification>' },
            repeat_last: true,
            turns: [{ text: 'All done.' }],
          },
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              {
                tool_use: [
                  {
                    name: 'Agent',
                    input: {
                      description: 'bg work',
                      prompt: 'BACKGROUND',
                      run_in_background: true,
                    },
                  },
                  {
                    name: 'Agent',
                    input: {
                      description: 'fg work',
                      prompt: 'FOREGROUND',
                      run_in_background: false,
                    },
                  },
                ],
              },
              { text: 'Waiting.' },
            ],
          },
          {
            match: { agent: 'general-purpose' },
            repeat_last: true,
            turns: [{ text: 'sub result text', usage: subagentUsage }],
          },
        ],
      },
    });
    expect(finished.result.conclusion).toBe('success');
    const lead = finished.requestsOf('flotilla-lead');
    const [, foreground] = toolResults(requestMessages(lead[1]).at(-1));
    expect(foreground?.text).toContain('<usage>subagent_tokens: 3015\n');

    const notified = lead
      .flatMap((request) => requestMessages(request))
      .map(messageText)
      .find((text) => text.includes('<task-notification>'));
    expect(notified).toContain('<subagent_tokens>3015</subagent_tokens>');

    // The summary table and RunResult count the same tokens for each of them.
    for (const agent of finished.result.agents.filter((entry) => entry.agent_id !== 'lead')) {
      expect(agent.usage).toEqual(subagentUsage);
    }
  });

  it("count the agent's last request, not the sum over its requests, in both places", async () => {
    const first = {
      input_tokens: 100,
      cache_creation_input_tokens: 0,
      cache_read_input_tokens: 1000,
      output_tokens: 7,
    };
    const last = {
      input_tokens: 200,
      cache_creation_input_tokens: 0,
      cache_read_input_tokens: 2000,
      output_tokens: 11,
    };
    const finished = await run({
      scenario: {
        name: 'subagent-tokens-last',
        agents: [
          {
            match: { agent: 'flotilla-lead', last_message: '<task-notification>' },
            repeat_last: true,
            turns: [{ text: 'All done.' }],
          },
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              {
                tool_use: [
                  {
                    name: 'Agent',
                    input: { description: 'bg', prompt: 'BACKGROUND', run_in_background: true },
                  },
                  {
                    name: 'Agent',
                    input: { description: 'fg', prompt: 'FOREGROUND', run_in_background: false },
                  },
                ],
              },
              { text: 'Waiting.' },
            ],
          },
          {
            match: { agent: 'general-purpose' },
            turns: [
              { tool_use: [{ name: 'Glob', input: { pattern: '*.md' } }], usage: first },
              { text: 'sub result text', usage: last },
            ],
          },
        ],
      },
    });
    expect(finished.result.conclusion).toBe('success');
    const lead = finished.requestsOf('flotilla-lead');
    const [, foreground] = toolResults(requestMessages(lead[1]).at(-1));
    expect(foreground?.text).toContain('<usage>subagent_tokens: 2211\n');
    const notified = lead
      .flatMap((request) => requestMessages(request))
      .map(messageText)
      .find((text) => text.includes('<task-notification>'));
    expect(notified).toContain('<subagent_tokens>2211</subagent_tokens>');
    // The run's accounting still counts every request.
    for (const agent of finished.result.agents.filter((entry) => entry.agent_id !== 'lead')) {
      expect(agent.usage).toMatchObject({ input_tokens: 300, output_tokens: 18 });
    }
  });
});
