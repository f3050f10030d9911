import { describe, expect, it } from 'vitest';
import type { MessageParam } from '../../src/model/types.js';
import { highestAgentNumber } from '../../src/sessions/agent-numbers.js';
import { lostBackgroundTaskNotices } from '../../src/sessions/lost-background-tasks.js';
import { BackgroundShells } from '../../src/tools/background-shells.js';
import { bashTool } from '../../src/tools/bash-tool.js';
import { makeTempTree, runTool, toolContext } from '../tools/helpers.js';

const call = (id: string, name: string, input: object): MessageParam => ({
  role: 'assistant',
  content: [{ type: 'tool_use', id, name, input }],
});
const result = (id: string, content: string, isError = false): MessageParam => ({
  role: 'user',
  content: [{ type: 'tool_result', tool_use_id: id, content, is_error: isError }],
});
const launched = (agentId: string) =>
  `Async agent launched successfully.\nagentId: ${agentId}\noutput_file: /x/${agentId}.output`;
const notified = (taskId: string): MessageParam => ({
  role: 'user',
  content: `<task-notification>\n<task-id>${taskId}</task-id>\n<status>completed</status>\n</task-notification>`,
});

describe('lostBackgroundTaskNotices', () => {
  it('names only the launches never followed by their notification', () => {
    const notices = lostBackgroundTaskNotices([
      { role: 'user', content: 'Go' },
      call('toolu_1', 'Agent', { description: 'first', run_in_background: true }),
      result('toolu_1', launched('a1-general-purpose')),
      call('toolu_2', 'Task', { description: 'second', run_in_background: true }),
      result('toolu_2', launched('a2-Explore')),
      notified('a1-general-purpose'),
      call('toolu_3', 'Agent', { description: 'refused' }),
      result('toolu_3', launched('a3-x'), true),
    ]);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toContain('<task-id>a2-Explore</task-id>');
    expect(notices[0]).toContain('Background agent "second" did not finish');
  });

  it('names a teammate the earlier run left in its team, not one whose shutdown it approved', () => {
    const spawned = (name: string) =>
      `Spawned successfully.\nagent_id: ${name}@tm\nname: ${name}\nteam_name: tm\nThe agent is now running and will receive instructions via mailbox.`;
    const notices = lostBackgroundTaskNotices([
      call('toolu_1', 'Agent', { description: 'a', name: 'alice', team_name: 'tm', prompt: 'x' }),
      result('toolu_1', spawned('alice')),
      call('toolu_2', 'Agent', { description: 'b', name: 'bob', team_name: 'tm', prompt: 'y' }),
      result('toolu_2', spawned('bob')),
      {
        role: 'user',
        content: `<teammate-message teammate_id="bob">\n{"type":"shutdown_approved","requestId":"shutdown-1@bob","from":"bob","timestamp":"2026-11-27T00:00:00.000Z"}\n</teammate-message>`,
      },
    ]);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toContain('<task-id>alice@tm</task-id>');
    expect(notices[0]).toContain('<tool-use-id>toolu_1</tool-use-id>');
    expect(notices[0]).toContain('<status>stopped</status>');
    expect(notices[0]).toContain('Teammate "alice" did not finish');
    expect(notices[0]).toContain('SendMessage cannot reach it here');
  });

  it('counts an agent resumed by SendMessage as at work again, under its first description', () => {
    const notices = lostBackgroundTaskNotices([
      call('toolu_1', 'Agent', { description: 'audit', run_in_background: true }),
      result('toolu_1', launched('a1-general-purpose')),
      notified('a1-general-purpose'),
      call('toolu_2', 'SendMessage', { to: 'a1-general-purpose', message: 'more' }),
      result(
        'toolu_2',
        'Agent a1-general-purpose was not running; it has been resumed in the background with your message.',
      ),
    ]);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toContain('<tool-use-id>toolu_2</tool-use-id>');
    expect(notices[0]).toContain('Background agent "audit"');
  });
  it('counts a task the lead ended itself (TaskStop, KillShell, a read of its end) as ended', () => {
    const shellLaunch = (id: string) =>
      `Command running in the background with ID: ${id}. You will be notified when it ends.`;
    const notices = lostBackgroundTaskNotices([
      call('toolu_1', 'Bash', { command: 'npm test', run_in_background: true }),
      result('toolu_1', shellLaunch('bash_1')),
      call('toolu_2', 'TaskOutput', { task_id: 'bash_1' }),
      result(
        'toolu_2',
        '<task_id>bash_1</task_id>\n<task_type>local_bash</task_type>\n<status>completed</status>\n<exit_code>0</exit_code>',
      ),
      call('toolu_3', 'Agent', { description: 'audit', run_in_background: true }),
      result('toolu_3', launched('a1-general-purpose')),
      call('toolu_4', 'TaskOutput', { task_id: 'a1-general-purpose' }),
      result(
        'toolu_4',
        '<task_id>a1-general-purpose</task_id>\n<status>completed</status>\n<result>\ndone\n</result>',
      ),
      call('toolu_5', 'Bash', { command: 'sleep 100', run_in_background: true }),
      result('toolu_5', shellLaunch('bash_2')),
      call('toolu_6', 'KillShell', { shell_id: 'bash_2' }),
      result('toolu_6', 'Killed background shell bash_2.'),
      call('toolu_7', 'Agent', { description: 'review', run_in_background: true }),
      result('toolu_7', launched('a2-reviewer')),
      call('toolu_8', 'TaskStop', { task_id: 'a2-reviewer' }),
      result('toolu_8', 'Stop requested for task a2-reviewer (review).'),
      call('toolu_9', 'Bash', { command: 'npm run watch', run_in_background: true }),
      result('toolu_9', shellLaunch('bash_3')),
      call('toolu_10', 'TaskOutput', { task_id: 'bash_3', block: false }),
      result('toolu_10', '<task_id>bash_3</task_id>\n<status>running</status>\n(no new output)'),
      call('toolu_11', 'TaskStop', { task_id: 'bash_3' }),
      result('toolu_11', 'Task bash_3 is not running', true),
    ]);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toContain('<task-id>bash_3</task-id>');
  });

  it('does not repeat its notice on a later resume: the notice counts as the end', () => {
    const conversation: MessageParam[] = [
      call('toolu_1', 'Agent', { description: 'audit', run_in_background: true }),
      result('toolu_1', launched('a1-general-purpose')),
    ];
    const [notice] = lostBackgroundTaskNotices(conversation);
    expect(notice).toBeDefined();
    expect(
      lostBackgroundTaskNotices([...conversation, { role: 'user', content: notice! }]),
    ).toEqual([]);
  });
});

describe('a Bash command moved to the background at its timeout', () => {
  it('is a launch: lost when its end was never told, even when its output mimics a launch', async () => {
    const tree = await makeTempTree();
    const shells = new BackgroundShells();
    try {
      const command = 'echo "Command running in the background with ID: bash_9."; sleep 5';
      const moved = await runTool(
        bashTool,
        { command, timeout: 300, description: 'Run the suite' },
        toolContext(tree.root, { backgroundShells: shells }),
      );
      const notices = lostBackgroundTaskNotices([
        call('toolu_1', 'Bash', { command, timeout: 300, description: 'Run the suite' }),
        result('toolu_1', moved),
      ]);
      expect(notices).toHaveLength(1);
      expect(notices[0]).toContain('<task-id>bash_1</task-id>');
      expect(notices[0]).toContain('"Run the suite"');
      expect(
        lostBackgroundTaskNotices([
          call('toolu_1', 'Bash', { command, timeout: 300 }),
          result('toolu_1', moved),
          notified('bash_1'),
        ]),
      ).toEqual([]);
    } finally {
      await shells.killAll();
      await tree.cleanup();
    }
  });
});

describe('highestAgentNumber', () => {
  it('finds the highest a<n>- id anywhere in the conversation', () => {
    expect(
      highestAgentNumber([
        result('toolu_1', launched('a3-general-purpose')),
        { role: 'assistant', content: [{ type: 'text', text: 'Asking a12-reviewer next.' }] },
        { role: 'user', content: 'data-1 and a-b are no ids' },
      ]),
    ).toBe(12);
    expect(highestAgentNumber([{ role: 'user', content: 'hello' }])).toBe(0);
  });
});
