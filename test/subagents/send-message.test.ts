import { afterEach, describe, expect, it } from 'vitest';
import {
  agentFile,
  cleanupRuns,
  messageText,
  notificationStatuses,
  requestMessages,
  run,
  toolResults,
} from './harness.js';

afterEach(cleanupRuns);

describe('SendMessage', () => {
  it('to a running agent: delivered at its next tool-round boundary', async () => {
    const finished = await run({
      agents: { listener: agentFile('listener') },
      config: { permissionMode: 'acceptEdits', allowedTools: ['Bash'] },
      scenario: {
        name: 'send-running',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            repeat_last: true,
            turns: [
              {
                tool_use: [
                  {
                    name: 'Agent',
                    input: {
                      description: 'Listen',
                      prompt: 'Wait for the go file.',
                      subagent_type: 'listener',
                      name: 'listener',
                      run_in_background: true,
                    },
                  },
                ],
              },
              {
                tool_use: [
                  {
                    name: 'SendMessage',
                    input: {
                      // The agentId, read from the launch result.
                      to: '{{tool_result:1/agentId: (\\S+)/}}',
                      message: 'Also check the README.',
                      summary: 'one more check',
                    },
                  },
                  // Released only after the message is queued (writes run after the batch before).
                  { name: 'Write', input: { file_path: 'go', content: 'go\n' } },
                ],
              },
              { text: 'Waiting.' },
            ],
          },
          {
            match: { agent: 'listener' },
            turns: [
              {
                text: 'Waiting for go.',
                tool_use: [
                  {
                    name: 'Bash',
                    input: { command: 'until [ -f go ]; do sleep 0.02; done; echo released' },
                  },
                ],
              },
              { text: 'Checked the README too.' },
            ],
          },
        ],
      },
    });
    const leadRequests = finished.requestsOf('flotilla-lead');
    const sendResult = toolResults(requestMessages(leadRequests[2]).at(-1))[0];
    expect(sendResult?.isError).toBe(false);
    expect(sendResult?.text).toMatch(/Message queued for a1-listener/);

    const listenerRequests = finished.requestsOf('listener');
    expect(listenerRequests).toHaveLength(2);
    const boundary = requestMessages(listenerRequests[1]).at(-1);
    // The tool result and the message arrive together, in the same user turn.
    expect(boundary?.role).toBe('user');
    expect(toolResults(boundary)[0]?.text).toContain('released');
    expect(messageText(boundary!)).toContain(
      '<message from="lead">\nAlso check the README.\n</message>',
    );
    // Delivered in the running conversation: one ending, one notification.
    const lead = await finished.leadTranscript();
    expect(notificationStatuses(lead, 'a1-listener')).toEqual(['completed']);
  });

  it('to a finished agent: resumes it in the background from its transcript and notifies again; to an unknown one: an error listing the known agents', async () => {
    const finished = await run({
      agents: { helper: agentFile('helper') },
      scenario: {
        name: 'send-finished',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              {
                tool_use: [
                  {
                    name: 'Agent',
                    input: {
                      description: 'Help',
                      prompt: 'Look at the docs.',
                      subagent_type: 'helper',
                      name: 'helper',
                      run_in_background: true,
                    },
                  },
                ],
              },
              { text: 'Waiting.' },
              {
                tool_use: [
                  {
                    name: 'SendMessage',
                    // summary is optional, as in Claude Code 2.1.332 (only to and message are required).
                    input: { to: 'helper', message: 'Now the tests too.' },
                  },
                  {
                    name: 'SendMessage',
                    input: { to: 'nobody', message: 'Hello?', summary: 'hello' },
                  },
                ],
              },
              { text: 'Waiting again.' },
              { text: 'Done.' },
            ],
          },
          {
            match: { agent: 'helper' },
            turns: [{ text: 'First answer.' }, { text: 'Second answer.' }],
          },
        ],
      },
    });
    expect(finished.result.conclusion).toBe('success');
    expect(finished.result.final_text).toBe('Done.');
    const leadRequests = finished.requestsOf('flotilla-lead');
    expect(leadRequests).toHaveLength(5);
    const [resumed, unknown] = toolResults(requestMessages(leadRequests[3]).at(-1));
    expect(resumed?.isError).toBe(false);
    expect(resumed?.text).toMatch(/a1-helper was not running; it has been resumed/);
    expect(unknown?.isError).toBe(true);
    expect(unknown?.text).toBe("No agent 'nobody'. Known agents: helper (a1-helper).");

    // Two endings, two notifications, the second with the resumed answer.
    const lead = await finished.leadTranscript();
    expect(notificationStatuses(lead, 'a1-helper')).toEqual(['completed', 'completed']);
    expect(messageText(requestMessages(leadRequests[4]).at(-1)!)).toContain('Second answer.');

    // The resumed request carries the whole earlier conversation, as its transcript holds it.
    const helperRequests = finished.requestsOf('helper');
    expect(helperRequests).toHaveLength(2);
    const transcript = await finished.transcript('a1-helper');
    expect(transcript.map((message) => messageText(message))).toEqual([
      'Look at the docs.',
      'First answer.',
      '<message from="lead">\nNow the tests too.\n</message>',
      'Second answer.',
    ]);
    expect(requestMessages(helperRequests[1]).map((message) => messageText(message))).toEqual(
      transcript.slice(0, 3).map((message) => messageText(message)),
    );
    // One agent in the result, its two runs summed.
    const helperRuns = finished.result.agents.filter((agent) => agent.agent_id === 'a1-helper');
    expect(helperRuns).toHaveLength(1);
    expect(helperRuns[0]).toMatchObject({ status: 'completed', turns: 2 });
  });
});
