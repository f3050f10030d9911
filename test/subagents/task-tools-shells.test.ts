import { afterEach, describe, expect, it } from 'vitest';
import { cleanupRuns, countNotifications, requestMessages, run, toolResults } from './harness.js';

afterEach(cleanupRuns);

/**
 * Claude Code stops a background shell with TaskStop (it has no KillShell): TaskStop and
 * TaskOutput take the id of the agent's own background shells as they take an agent's.
 */
describe('TaskOutput and TaskStop on background shells', () => {
  it('read a running shell, stop it, read its end; an unknown id names the shells too', async () => {
    const finished = await run({
      config: { permissionMode: 'bypassPermissions' },
      scenario: {
        name: 'task-tools-shells',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              {
                tool_use: [
                  {
                    name: 'Bash',
                    input: {
                      command: 'echo started; touch started.flag; sleep 30; echo never',
                      run_in_background: true,
                    },
                  },
                ],
              },
              {
                tool_use: [
                  {
                    name: 'Bash',
                    input: { command: 'until [ -f started.flag ]; do sleep 0.05; done' },
                  },
                ],
              },
              {
                tool_use: [
                  {
                    name: 'TaskOutput',
                    input: { task_id: 'bash_1', block: false },
                  },
                ],
              },
              { tool_use: [{ name: 'TaskStop', input: { task_id: 'bash_1' } }] },
              {
                tool_use: [
                  { name: 'TaskOutput', input: { task_id: 'bash_1', timeout: 5_000 } },
                  { name: 'TaskStop', input: { task_id: 'bash_1' } },
                  { name: 'TaskStop', input: { task_id: 'bash_9' } },
                ],
              },
              { text: 'Done.' },
            ],
          },
        ],
      },
    });
    expect(finished.result.conclusion).toBe('success');
    const leadRequests = finished.requestsOf('flotilla-lead');
    const results = (turn: number) => toolResults(requestMessages(leadRequests[turn]).at(-1));

    const [running] = results(3);
    expect(running?.isError).toBe(false);
    expect(running?.text).toContain('<task_id>bash_1</task_id>');
    expect(running?.text).toContain('<task_type>local_bash</task_type>');
    expect(running?.text).toContain('<status>running</status>');
    expect(running?.text).toContain('started');

    const [stopped] = results(4);
    expect(stopped?.isError).toBe(false);
    expect(JSON.parse(stopped?.text ?? '{}')).toEqual({
      message:
        'Successfully stopped task: bash_1 (echo started; touch started.flag; sleep 30; echo never)',
      task_id: 'bash_1',
      task_type: 'local_bash',
      command: 'echo started; touch started.flag; sleep 30; echo never',
    });

    const [ended, stoppedAgain, unknown] = results(5);
    expect(ended?.text).toContain('<status>killed</status>');
    expect(ended?.text).not.toContain('never');
    expect(stoppedAgain).toMatchObject({
      isError: true,
      text: 'Task bash_1 is not running (status: killed).',
    });
    expect(unknown).toMatchObject({
      isError: true,
      text: "No task 'bash_9'. Known tasks: bash_1.",
    });
    // The agent stopped it: no notification tells it again.
    expect(countNotifications(await finished.leadTranscript(), 'bash_1')).toBe(0);
  });
});
