import { afterEach, describe, expect, it } from 'vitest';
import { agentFile, cleanupRuns, messageText, requestMessages, run } from '../subagents/harness.js';

afterEach(cleanupRuns);

const lastUserText = (request: Parameters<typeof requestMessages>[0]): string => {
  const last = requestMessages(request).at(-1);
  return last && last.role === 'user' ? messageText(last) : '';
};

describe('background shells notify their agent when they end', () => {
  it('an agent that ends its turn while its command runs is woken by the notification, as in Claude Code', async () => {
    const started = Date.now();
    const finished = await run({
      config: { allowedTools: ['Bash'] },
      scenario: {
        name: 'shell-wakes-agent',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              {
                tool_use: [
                  {
                    id: 'toolu_background',
                    name: 'Bash',
                    input: {
                      command: 'sleep 0.5; echo built; exit 3',
                      description: 'Build the site',
                      run_in_background: true,
                    },
                  },
                ],
              },
              { text: 'The build runs; I will wait for it.' },
              { tool_use: [{ name: 'BashOutput', input: { bash_id: 'bash_1' } }] },
              { text: 'The build failed with exit code 3.' },
            ],
          },
        ],
      },
    });
    const requests = finished.requestsOf('flotilla-lead');
    expect(requests).toHaveLength(4);
    // The turn that ended with the command running was answered only once the command ended.
    const woken = lastUserText(requests[2]);
    expect(woken).toContain('<task-id>bash_1</task-id>');
    expect(woken).toContain('<tool-use-id>toolu_background</tool-use-id>');
    expect(woken).toContain('<status>failed</status>');
    expect(woken).toContain('Background command "Build the site" failed with exit code 3');
    expect(requests[2]!.receivedAt - started).toBeGreaterThanOrEqual(500);
    // The output stays for BashOutput.
    expect(lastUserText(requests[3])).toContain('built');
    const lead = finished.result.agents.find((agent) => agent.name === 'flotilla-lead');
    expect(lead?.status).toBe('completed');
    expect(finished.result.final_text).toBe('The build failed with exit code 3.');
  });

  it('a foreground command moved at its timeout answers at once, not as an error, and its end wakes the agent', async () => {
    const finished = await run({
      config: { allowedTools: ['Bash'] },
      scenario: {
        name: 'shell-moved-at-timeout',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              {
                tool_use: [
                  {
                    id: 'toolu_suite',
                    name: 'Bash',
                    input: {
                      command: 'echo "running 3 tests"; sleep 1; echo "3 passed"',
                      description: 'Run the test suite',
                      timeout: 300,
                    },
                  },
                ],
              },
              { text: 'The suite runs in the background; I will wait for it.' },
              { tool_use: [{ name: 'BashOutput', input: { bash_id: 'bash_1' } }] },
              { text: 'All 3 tests passed.' },
            ],
          },
        ],
      },
    });
    const requests = finished.requestsOf('flotilla-lead');
    expect(requests).toHaveLength(4);
    const answer = requestMessages(requests[1]).at(-1);
    const result =
      answer && typeof answer.content !== 'string'
        ? answer.content.find((block) => block.type === 'tool_result')
        : undefined;
    expect(result?.is_error).not.toBe(true);
    expect(messageText(answer!)).toMatch(
      /^running 3 tests\nCommand did not complete within its 300 ms timeout and was moved to the background with ID: bash_1;/,
    );
    const woken = lastUserText(requests[2]);
    expect(woken).toContain('<tool-use-id>toolu_suite</tool-use-id>');
    expect(woken).toContain('Background command "Run the test suite" completed (exit code 0)');
    expect(lastUserText(requests[3])).toContain('3 passed');
    expect(finished.result.final_text).toBe('All 3 tests passed.');
  });

  /** A background command that ends only once the next round's foreground command says go. */
  const quick = 'until [ -e go ]; do sleep 0.05; done; touch quick.out';

  it('a command that ends during a tool round is told after that round, once; a killed or read one is not', async () => {
    const finished = await run({
      agents: {
        worker: agentFile('worker', { tools: 'Bash, BashOutput, KillShell' }),
      },
      config: { allowedTools: ['Bash'] },
      scenario: {
        name: 'shell-told-after-round',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            repeat_last: true,
            turns: [
              {
                tool_use: [
                  {
                    name: 'Agent',
                    input: { description: 'Work', prompt: 'Work.', subagent_type: 'worker' },
                  },
                ],
              },
              { text: 'Done.' },
            ],
          },
          {
            match: { agent: 'worker' },
            turns: [
              {
                tool_use: [
                  {
                    name: 'Bash',
                    input: { command: quick, run_in_background: true },
                  },
                  { name: 'Bash', input: { command: 'sleep 30', run_in_background: true } },
                  { name: 'Bash', input: { command: 'true', run_in_background: true } },
                ],
              },
              // The quick one ends during this foreground command: it starts it and waits for it
              // (a fixed sleep raced a loaded machine's sandbox).
              {
                tool_use: [
                  {
                    name: 'Bash',
                    input: {
                      command: 'touch go; until [ -e quick.out ]; do sleep 0.05; done; sleep 0.2',
                    },
                  },
                  { name: 'BashOutput', input: { bash_id: 'bash_3' } },
                ],
              },
              { tool_use: [{ name: 'KillShell', input: { shell_id: 'bash_2' } }] },
              { text: 'Worked.' },
            ],
          },
        ],
      },
    });
    const requests = finished.requestsOf('worker');
    expect(requests).toHaveLength(4);
    const afterRound = lastUserText(requests[2]);
    expect(afterRound).toContain('<task-id>bash_1</task-id>');
    expect(afterRound).toContain(`Background command "${quick}" completed (exit code 0)`);
    // bash_3 ended too, but the agent read its end with BashOutput: no notification for it.
    expect(afterRound).not.toContain('<task-id>bash_3</task-id>');
    const all = requestMessages(requests[3]).map(messageText).join('\n');
    expect(all.split('<task-id>bash_1</task-id>')).toHaveLength(2);
    // The shell it killed itself is not notified.
    expect(all).not.toContain('<task-id>bash_2</task-id>');
    expect(finished.result.agents.find((agent) => agent.name === 'worker')?.status).toBe(
      'completed',
    );
  });
});
