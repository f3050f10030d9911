import { afterEach, describe, expect, it } from 'vitest';
import { agentFile, cleanupRuns, run } from '../subagents/harness.js';

afterEach(cleanupRuns);

const launch = {
  name: 'Agent',
  input: {
    description: 'review',
    subagent_type: 'reviewer',
    prompt: 'Review it.',
    run_in_background: true,
  },
};

describe('the agents a run is asked to run (--agent, the Action’s agents)', () => {
  it('are each reported not started when the lead never starts them: partial, not success', async () => {
    const finished = await run({
      agents: { reviewer: agentFile('reviewer') },
      config: { agents: ['reviewer'], prompt: 'Review the change.' },
      scenario: {
        name: 'lead-answers-alone',
        agents: [{ match: { agent: 'flotilla-lead' }, turns: [{ text: 'Looks fine to me.' }] }],
      },
    });
    expect(finished.result.conclusion).toBe('partial');
    expect(finished.result.incomplete).toEqual([
      {
        name: 'reviewer',
        agent_id: '',
        status: 'not_started',
        reason: 'the run was asked to run it, but the lead never started it',
      },
    ]);
  });

  it('are not listed once they ran', async () => {
    const finished = await run({
      agents: { reviewer: agentFile('reviewer') },
      config: { agents: ['reviewer'], prompt: 'Review the change.' },
      scenario: {
        name: 'lead-launches',
        agents: [
          {
            match: { agent: 'flotilla-lead', last_message: '^\\s*<task-notification>' },
            repeat_last: true,
            turns: [{ text: 'Reviewed.' }],
          },
          {
            match: { agent: 'flotilla-lead' },
            turns: [{ tool_use: [launch] }, { text: 'Waiting.' }],
          },
          { match: { agent: 'reviewer' }, turns: [{ text: 'No problems.' }] },
        ],
      },
    });
    expect(finished.result.incomplete).toEqual([]);
    expect(finished.result.conclusion).toBe('success');
  });
});
