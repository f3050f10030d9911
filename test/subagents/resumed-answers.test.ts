import { afterEach, describe, expect, it } from 'vitest';
import { renderUnreportedSection } from '../../src/publish/agent-notes.js';
import { cleanupRuns, run } from './harness.js';

afterEach(cleanupRuns);

describe('an agent resumed by SendMessage', () => {
  it('keeps every answer it gave without reporting findings, in order, in RunResult and where it is published', async () => {
    const finished = await run({
      scenario: {
        name: 'resumed-answers',
        agents: [
          {
            match: { agent: 'flotilla-lead', last_message: 'SECOND' },
            repeat_last: true,
            turns: [{ text: 'Lead final.' }],
          },
          {
            match: { agent: 'flotilla-lead', last_message: 'resumed in the background' },
            repeat_last: true,
            turns: [
              {
                tool_use: [
                  {
                    name: 'TaskOutput',
                    input: { task_id: 'a1-general-purpose', block: true, timeout: 5000 },
                  },
                ],
              },
            ],
          },
          {
            match: { agent: 'flotilla-lead', last_message: 'FIRST' },
            repeat_last: true,
            turns: [
              {
                tool_use: [
                  {
                    name: 'SendMessage',
                    input: { to: 'a1-general-purpose', message: 'again please' },
                  },
                ],
              },
            ],
          },
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              {
                tool_use: [
                  {
                    name: 'Agent',
                    input: { description: 'gp work', prompt: 'do it', run_in_background: true },
                  },
                ],
              },
              { text: 'Lead ended turn.' },
            ],
          },
          {
            match: { agent: 'general-purpose', last_message: 'again please' },
            repeat_last: true,
            turns: [{ text: 'SECOND answer' }],
          },
          { match: { agent: 'general-purpose' }, turns: [{ text: 'FIRST answer' }] },
        ],
      },
    });
    // Both runs happened: the lead saw the second answer.
    expect(finished.requestsOf('general-purpose')).toHaveLength(2);
    const agent = finished.result.agents.find((entry) => entry.agent_id === 'a1-general-purpose');
    expect(agent?.unreported_text).toBe('FIRST answer\n\nSECOND answer');
    expect(agent?.turns).toBe(2);

    const published = renderUnreportedSection(finished.result, { pointer: 'results.json' });
    expect(published).toContain('FIRST answer');
    expect(published.indexOf('FIRST answer')).toBeLessThan(published.indexOf('SECOND answer'));
  });
});
