import { afterEach, describe, expect, it } from 'vitest';
import {
  agentFile,
  cleanupRuns,
  countNotifications,
  requestMessages,
  run,
  toolResults,
} from './harness.js';

afterEach(cleanupRuns);

const taskOutput = (input: Record<string, unknown>) => ({
  name: 'TaskOutput',
  input: { task_id: 'a1-waiter', ...input },
});

describe('TaskOutput and TaskStop', () => {
  it('reads without waiting, waits up to a timeout, waits for the end; TaskStop of an unknown or finished task is a clear error', async () => {
    const finished = await run({
      agents: { waiter: agentFile('waiter') },
      config: { permissionMode: 'acceptEdits', allowedTools: ['Bash'] },
      scenario: {
        name: 'task-tools',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              {
                tool_use: [
                  {
                    name: 'Agent',
                    input: {
                      description: 'Wait for go',
                      prompt: 'Wait for the go file.',
                      subagent_type: 'waiter',
                      run_in_background: true,
                    },
                  },
                ],
              },
              {
                tool_use: [
                  taskOutput({ block: false }),
                  taskOutput({ block: true, timeout: 100 }),
                  { name: 'TaskStop', input: { task_id: 'ghost' } },
                ],
              },
              {
                tool_use: [
                  // Writes run before the next batch: the waiter is released only now, so it
                  // ends while TaskOutput waits.
                  { name: 'Write', input: { file_path: 'go', content: 'go\n' } },
                  taskOutput({ block: true, timeout: 60_000 }),
                ],
              },
              { tool_use: [{ name: 'TaskStop', input: { task_id: 'a1-waiter' } }] },
              { text: 'Done.' },
            ],
          },
          {
            match: { agent: 'waiter' },
            turns: [
              {
                text: 'Waiting for go.',
                tool_use: [
                  { name: 'Bash', input: { command: 'until [ -f go ]; do sleep 0.02; done' } },
                ],
              },
              { text: 'Waited: the go file is there.' },
            ],
          },
        ],
      },
    });
    expect(finished.result.conclusion).toBe('success');
    const leadRequests = finished.requestsOf('flotilla-lead');
    expect(leadRequests).toHaveLength(5);
    const results = (turn: number) => toolResults(requestMessages(leadRequests[turn]).at(-1));

    const [nonBlocking, timedOut, unknownStop] = results(2);
    expect(nonBlocking?.isError).toBe(false);
    expect(nonBlocking?.text).toMatch(
      /<status>running<\/status>\n<output_file>.*a1-waiter\.output<\/output_file>/,
    );
    expect(timedOut?.isError).toBe(false);
    expect(timedOut?.text).toContain('<status>running</status>');
    expect(unknownStop).toMatchObject({
      isError: true,
      text: "No task 'ghost'. Known tasks: a1-waiter.",
    });

    const [, waited] = results(3);
    expect(waited?.text).toBe(
      '<task_id>a1-waiter</task_id>\n<status>completed</status>\n<result>\nWaited: the go file is there.\n</result>',
    );
    const [finishedStop] = results(4);
    expect(finishedStop).toMatchObject({
      isError: true,
      text: 'Task a1-waiter is not running (status: completed).',
    });
    // TaskOutput delivered the ending: no notification repeats it.
    expect(countNotifications(await finished.leadTranscript(), 'a1-waiter')).toBe(0);
  });
});
