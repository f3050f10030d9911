import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  agentFile,
  cleanupRuns,
  messageText,
  newRepo,
  requestMessages,
  requestSystem,
  run,
  toolResults,
} from './harness.js';

afterEach(cleanupRuns);

const team = 'demo-team';
const claim = (taskId: string, owner: string) => ({
  name: 'TaskUpdate',
  input: { taskId, owner },
});
const complete = (taskId: string) => ({
  name: 'TaskUpdate',
  input: { taskId, status: 'completed' },
});
/** A teammate answers the lead's shutdown request with its requestId. */
const approveShutdown = (agent: string) => ({
  match: { agent, last_message: 'shutdown_request' },
  repeat_last: true,
  turns: [
    {
      tool_use: [
        {
          name: 'SendMessage',
          input: {
            type: 'shutdown_response',
            request_id: '{{last_message/"requestId":"([^"]+)"/}}',
            approve: true,
          },
        },
      ],
    },
  ],
});

async function readJson(file: string): Promise<unknown> {
  return JSON.parse(await readFile(file, 'utf8')) as unknown;
}

describe('agent teams', () => {
  it('a lead creates a team, two teammates share the task list and message each other, then shut down', async () => {
    const repo = await newRepo({
      agents: { alice: agentFile('alice'), bob: agentFile('bob') },
      files: { '.gitignore': '.state/\n' },
    });
    const stateDir = path.join(repo.root, '.state');
    const teamDir = `.state/teams/${team}`;
    // The lead waits (in a Bash call, so nothing is drained meanwhile) until both teammates are
    // idle and bob has reported: everything that arrived is then delivered in one turn.
    const waitForTeam = [
      `until [ "$(grep -Eo '"isActive": *false' ${teamDir}/config.json | wc -l)" -ge 2 ]`,
      `&& grep -q 'Task 2 is done' ${teamDir}/inboxes/team-lead.json; do sleep 0.05; done; echo ready`,
    ].join(' ');
    const finished = await run({
      repo,
      config: { permissionMode: 'acceptEdits', allowedTools: ['Bash'], stateDir, keepTeam: true },
      scenario: {
        name: 'team',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            repeat_last: true,
            turns: [
              {
                tool_use: [{ name: 'TeamCreate', input: { team_name: team, description: 'Demo' } }],
              },
              {
                tool_use: [
                  { name: 'TaskCreate', input: { subject: 'Write notes', description: 'Notes.' } },
                ],
              },
              {
                tool_use: [
                  {
                    name: 'TaskCreate',
                    input: { subject: 'Review notes', description: 'Review.' },
                  },
                ],
              },
              { tool_use: [{ name: 'TaskUpdate', input: { taskId: '2', addBlockedBy: ['1'] } }] },
              {
                tool_use: [
                  { name: 'TaskCreate', input: { subject: 'Spare task', description: 'Either.' } },
                ],
              },
              {
                tool_use: [
                  {
                    name: 'Agent',
                    input: {
                      description: 'Alice',
                      prompt: 'Take task 1.',
                      subagent_type: 'alice',
                      name: 'alice',
                      team_name: team,
                    },
                  },
                  {
                    name: 'Agent',
                    input: {
                      description: 'Bob',
                      prompt: 'Take task 2.',
                      subagent_type: 'bob',
                      name: 'bob',
                      team_name: team,
                    },
                  },
                ],
              },
              { tool_use: [{ name: 'Bash', input: { command: waitForTeam } }] },
              {
                tool_use: [
                  {
                    name: 'SendMessage',
                    input: { type: 'shutdown_request', recipient: 'alice', content: 'Done.' },
                  },
                  {
                    name: 'SendMessage',
                    input: { type: 'shutdown_request', recipient: 'bob', content: 'Done.' },
                  },
                ],
              },
              { text: 'Waiting.' },
            ],
          },
          approveShutdown('alice'),
          approveShutdown('bob'),
          {
            match: { agent: 'alice' },
            repeat_last: true,
            turns: [
              { tool_use: [claim('3', 'alice')] },
              { tool_use: [claim('1', 'alice')] },
              { tool_use: [complete('1')] },
              {
                tool_use: [
                  {
                    name: 'SendMessage',
                    input: {
                      type: 'message',
                      recipient: 'bob',
                      content: 'Task 1 is done.',
                      summary: 'task one done',
                    },
                  },
                ],
              },
              { text: 'Finished task 1.' },
            ],
          },
          {
            match: { agent: 'bob' },
            repeat_last: true,
            turns: [
              { tool_use: [claim('3', 'bob')] },
              { text: 'Waiting for task 1.' },
              { tool_use: [claim('2', 'bob')] },
              { tool_use: [complete('2')] },
              {
                tool_use: [
                  {
                    name: 'SendMessage',
                    input: {
                      type: 'message',
                      recipient: 'team-lead',
                      content: 'Task 2 is done.',
                      summary: 'task two done',
                    },
                  },
                ],
              },
              { text: 'Finished task 2.' },
            ],
          },
        ],
      },
    });

    // The spare task was claimed and never completed: the run is not a success, and says which.
    expect(finished.result.conclusion).toBe('partial');
    expect(finished.result.incomplete).toEqual([
      expect.objectContaining({ name: `team ${team}`, status: 'unfinished' }),
    ]);
    expect(finished.result.unfinished_tasks).toEqual([
      expect.objectContaining({ team, id: '3', subject: 'Spare task', status: 'in_progress' }),
    ]);

    // The spare task has exactly one owner: one claim won, the other was told who has it.
    const spareClaims = ['alice', 'bob'].map(
      (agent) => toolResults(requestMessages(finished.requestsOf(agent)[1]).at(-1))[0],
    );
    expect(spareClaims.filter((result) => result?.isError === false)).toHaveLength(1);
    expect(spareClaims.find((result) => result?.isError)?.text).toMatch(
      /Could not claim task #3: it is already owned by (alice|bob)/,
    );
    const spare = (await readJson(path.join(stateDir, `tasks/${team}/3.json`))) as {
      owner: string;
    };
    expect(spareClaims.find((result) => result?.isError)?.text).toContain(spare.owner);

    // A teammate runs with the team in its system prompt and its spawn prompt as first message.
    const aliceFirst = finished.requestsOf('alice')[0];
    expect(requestSystem(aliceFirst)).toContain(`You are "alice", a teammate in team "${team}"`);
    expect(messageText(requestMessages(aliceFirst)[0]!)).toContain('Take task 1.');

    // bob woke once task 1 was completed and claimed the task it unblocked.
    const bobClaim = finished
      .requestsOf('bob')
      .map((request) => toolResults(requestMessages(request).at(-1))[0])
      .find((result) => result?.text.includes('Updated task #2 owner'));
    expect(bobClaim?.isError).toBe(false);

    // After the Bash wait, one lead turn carries both idle notifications and bob's message.
    const leadRequests = finished.requestsOf('flotilla-lead');
    const afterWait = messageText(requestMessages(leadRequests[7]).at(-1)!);
    expect(afterWait).toContain('ready');
    expect(afterWait).toMatch(
      /<teammate-message teammate_id="bob"[^>]*summary="task two done">\nTask 2 is done\./,
    );
    expect(afterWait).toMatch(
      /"type":"idle_notification","from":"alice".*"summary":"\[to bob\] task one done"/,
    );
    expect(afterWait).toMatch(/"type":"idle_notification","from":"bob"/);

    // The files on disk have Claude Code's layout.
    const config = (await readJson(path.join(stateDir, `teams/${team}/config.json`))) as {
      name: string;
      leadAgentId: string;
      members: Array<{ name: string }>;
    };
    expect(config.name).toBe(team);
    expect(config.leadAgentId).toBe(`team-lead@${team}`);
    // Ended teammates leave the config.
    expect(config.members.map((member) => member.name)).toEqual(['team-lead']);
    const aliceInbox = (await readJson(
      path.join(stateDir, `teams/${team}/inboxes/alice.json`),
    )) as Array<{
      from: string;
      text: string;
      read: boolean;
    }>;
    expect(aliceInbox[0]).toMatchObject({ from: 'team-lead', text: 'Take task 1.', read: true });
    expect(aliceInbox.some((message) => message.text.includes('"type":"shutdown_request"'))).toBe(
      true,
    );
    const bobInbox = (await readJson(
      path.join(stateDir, `teams/${team}/inboxes/bob.json`),
    )) as Array<{
      from: string;
      text: string;
      summary?: string;
      color?: string;
    }>;
    expect(bobInbox).toContainEqual(
      expect.objectContaining({
        from: 'alice',
        text: 'Task 1 is done.',
        summary: 'task one done',
      }),
    );
    const leadInbox = (await readJson(
      path.join(stateDir, `teams/${team}/inboxes/team-lead.json`),
    )) as Array<{
      text: string;
      read: boolean;
      color?: string;
    }>;
    // Colours by join order (the two spawns of one round join in either order).
    const aliceColor = bobInbox.find((message) => message.from === 'alice')?.color;
    const bobColor = leadInbox.find((message) => message.text === 'Task 2 is done.')?.color;
    expect([aliceColor, bobColor].sort()).toEqual(['blue', 'green']);
    const approvals = leadInbox.filter((message) =>
      message.text.includes('"type":"shutdown_approved"'),
    );
    expect(approvals.map((message) => JSON.parse(message.text).from).sort()).toEqual([
      'alice',
      'bob',
    ]);
    expect(leadInbox.filter((message) => !message.read)).toEqual([]);
    const task1 = await readJson(path.join(stateDir, `tasks/${team}/1.json`));
    expect(task1).toMatchObject({ id: '1', status: 'completed', owner: 'alice', blocks: ['2'] });
    const task2 = await readJson(path.join(stateDir, `tasks/${team}/2.json`));
    expect(task2).toMatchObject({ id: '2', status: 'completed', owner: 'bob' });

    // Both teammates ended as finished work, recorded under their team agent ids.
    const teammates = finished.result.agents.filter((agent) => agent.agent_id.endsWith(`@${team}`));
    expect(teammates.map((agent) => [agent.agent_id, agent.status]).sort()).toEqual([
      [`alice@${team}`, 'completed'],
      [`bob@${team}`, 'completed'],
    ]);
  });

  it('without --keep-team the team is removed at the end; an idle teammate ends with the run', async () => {
    const repo = await newRepo({
      agents: { alice: agentFile('alice') },
      files: { '.gitignore': '.state/\n' },
    });
    const stateDir = path.join(repo.root, '.state');
    const finished = await run({
      repo,
      config: { stateDir },
      scenario: {
        name: 'team-removed',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            repeat_last: true,
            turns: [
              { tool_use: [{ name: 'TeamCreate', input: { team_name: team } }] },
              {
                tool_use: [
                  {
                    name: 'Agent',
                    input: {
                      description: 'A',
                      prompt: 'Hello.',
                      subagent_type: 'alice',
                      name: 'alice',
                      team_name: team,
                    },
                  },
                ],
              },
              { text: 'Done.' },
            ],
          },
          { match: { agent: 'alice' }, repeat_last: true, turns: [{ text: 'Nothing to do.' }] },
        ],
      },
    });
    expect(finished.result.conclusion).toBe('success');
    expect(finished.result.agents.find((agent) => agent.agent_id === `alice@${team}`)?.status).toBe(
      'completed',
    );
    // The lead heard that alice went idle before the run ended.
    expect(messageText((await finished.leadTranscript()).at(-2)!)).toContain('idle_notification');
    await expect(stat(path.join(stateDir, `teams/${team}`))).rejects.toThrow(/ENOENT/);
    await expect(stat(path.join(stateDir, `tasks/${team}`))).rejects.toThrow(/ENOENT/);
  });

  it("plan approval: a plan-mode teammate changes nothing until the lead's model approves its plan", async () => {
    const repo = await newRepo({
      agents: { planner: agentFile('planner', { permissionMode: 'plan' }) },
      files: { '.gitignore': '.state/\n' },
    });
    const stateDir = path.join(repo.root, '.state');
    const finished = await run({
      repo,
      config: { permissionMode: 'acceptEdits', stateDir, keepTeam: true },
      scenario: {
        name: 'team-plan',
        agents: [
          {
            match: { agent: 'flotilla-lead', last_message: 'plan_approval_request' },
            repeat_last: true,
            turns: [
              {
                tool_use: [
                  {
                    name: 'SendMessage',
                    input: {
                      type: 'plan_approval_response',
                      recipient: 'planner',
                      request_id: '{{last_message/"requestId":"(plan_approval-[^"]+)"/}}',
                      approve: true,
                    },
                  },
                ],
              },
            ],
          },
          {
            match: { agent: 'flotilla-lead' },
            repeat_last: true,
            turns: [
              { tool_use: [{ name: 'TeamCreate', input: { team_name: team } }] },
              {
                tool_use: [
                  {
                    name: 'Agent',
                    input: {
                      description: 'Plan',
                      prompt: 'Plan, then write x.txt.',
                      subagent_type: 'planner',
                      name: 'planner',
                      team_name: team,
                    },
                  },
                ],
              },
              { text: 'Waiting.' },
            ],
          },
          {
            match: { agent: 'planner' },
            repeat_last: true,
            turns: [
              { tool_use: [{ name: 'Write', input: { file_path: 'x.txt', content: 'early\n' } }] },
              { tool_use: [{ name: 'ExitPlanMode', input: { plan: 'Write x.txt.' } }] },
              { text: 'Waiting for approval.' },
              {
                tool_use: [{ name: 'Write', input: { file_path: 'x.txt', content: 'planned\n' } }],
              },
              { text: 'Done.' },
            ],
          },
        ],
      },
    });
    expect(finished.result.conclusion).toBe('success');
    const planner = finished.requestsOf('planner');
    const early = toolResults(requestMessages(planner[1]).at(-1))[0];
    expect(early).toMatchObject({ isError: true });
    expect(early?.text).toMatch(/permission mode 'plan' is read-only/);
    expect(toolResults(requestMessages(planner[2]).at(-1))[0]?.text).toMatch(
      /submitted to the team lead for approval/,
    );
    // The approval woke it; its write then went through.
    expect(messageText(requestMessages(planner[3]).at(-1)!)).toMatch(
      /"type":"plan_approval_response".*"approved":true.*"permissionMode":"acceptEdits"/,
    );
    expect(toolResults(requestMessages(planner[4]).at(-1))[0]?.isError).toBe(false);
    expect(await readFile(path.join(repo.root, 'x.txt'), 'utf8')).toBe('planned\n');
    const leadInbox = (await readJson(
      path.join(stateDir, `teams/${team}/inboxes/team-lead.json`),
    )) as Array<{ text: string }>;
    const request = leadInbox
      .map(
        (message) =>
          JSON.parse(message.text.startsWith('{') ? message.text : '{}') as Record<string, unknown>,
      )
      .find((message) => message.type === 'plan_approval_request');
    expect(request).toMatchObject({ from: 'planner', planContent: 'Write x.txt.' });
    expect(await readFile(String(request?.planFilePath), 'utf8')).toBe('Write x.txt.');
  });

  it('--approve-plans auto: the plan is approved at once, the lead is not asked', async () => {
    const repo = await newRepo({
      agents: { planner: agentFile('planner', { permissionMode: 'plan' }) },
      files: { '.gitignore': '.state/\n' },
    });
    const stateDir = path.join(repo.root, '.state');
    const finished = await run({
      repo,
      config: { permissionMode: 'acceptEdits', stateDir, keepTeam: true, approvePlans: 'auto' },
      scenario: {
        name: 'team-plan-auto',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            repeat_last: true,
            turns: [
              { tool_use: [{ name: 'TeamCreate', input: { team_name: team } }] },
              {
                tool_use: [
                  {
                    name: 'Agent',
                    input: {
                      description: 'Plan',
                      prompt: 'Plan, then write x.txt.',
                      subagent_type: 'planner',
                      name: 'planner',
                      team_name: team,
                    },
                  },
                ],
              },
              { text: 'Waiting.' },
            ],
          },
          {
            match: { agent: 'planner' },
            repeat_last: true,
            turns: [
              { tool_use: [{ name: 'ExitPlanMode', input: { plan: 'Write x.txt.' } }] },
              {
                tool_use: [{ name: 'Write', input: { file_path: 'x.txt', content: 'planned\n' } }],
              },
              { text: 'Done.' },
            ],
          },
        ],
      },
    });
    expect(finished.result.conclusion).toBe('success');
    expect(toolResults(requestMessages(finished.requestsOf('planner')[1]).at(-1))[0]?.text).toMatch(
      /Your plan has been approved/,
    );
    expect(await readFile(path.join(repo.root, 'x.txt'), 'utf8')).toBe('planned\n');
    const leadInbox = await readFile(
      path.join(stateDir, `teams/${team}/inboxes/team-lead.json`),
      'utf8',
    );
    expect(leadInbox).not.toContain('plan_approval_request');
  });

  it('task assignment, broadcast, a refused shutdown, and TeamDelete while a teammate runs', async () => {
    const repo = await newRepo({
      agents: { alice: agentFile('alice') },
      files: { '.gitignore': '.state/\n' },
    });
    const stateDir = path.join(repo.root, '.state');
    const finished = await run({
      repo,
      config: { stateDir, keepTeam: true },
      scenario: {
        name: 'team-protocol',
        agents: [
          {
            match: { agent: 'flotilla-lead', last_message: 'shutdown_rejected' },
            repeat_last: true,
            turns: [{ tool_use: [{ name: 'TeamDelete', input: {} }] }],
          },
          {
            match: { agent: 'flotilla-lead' },
            repeat_last: true,
            turns: [
              { tool_use: [{ name: 'TeamCreate', input: { team_name: team } }] },
              {
                tool_use: [
                  { name: 'TaskCreate', input: { subject: 'Job', description: 'Do it.' } },
                ],
              },
              {
                tool_use: [
                  {
                    name: 'Agent',
                    input: {
                      description: 'A',
                      prompt: 'Hi.',
                      subagent_type: 'alice',
                      name: 'alice',
                      team_name: team,
                    },
                  },
                ],
              },
              { tool_use: [{ name: 'TaskUpdate', input: { taskId: '1', owner: 'alice' } }] },
              {
                tool_use: [
                  {
                    name: 'SendMessage',
                    input: { type: 'broadcast', content: 'Hello team.', summary: 'hello' },
                  },
                ],
              },
              {
                tool_use: [
                  {
                    name: 'SendMessage',
                    input: { type: 'shutdown_request', recipient: 'alice', content: 'Stop now.' },
                  },
                ],
              },
              { text: 'Waiting.' },
            ],
          },
          {
            match: { agent: 'alice', last_message: 'shutdown_request' },
            repeat_last: true,
            turns: [
              {
                tool_use: [
                  {
                    name: 'SendMessage',
                    input: { type: 'shutdown_response', request_id: 'nope', approve: true },
                  },
                  {
                    name: 'SendMessage',
                    input: {
                      type: 'shutdown_response',
                      request_id: '{{last_message/"requestId":"([^"]+)"/}}',
                      approve: false,
                      content: 'Still working.',
                    },
                  },
                ],
              },
            ],
          },
          { match: { agent: 'alice' }, repeat_last: true, turns: [{ text: 'Idle.' }] },
        ],
      },
    });
    // The job assigned to alice was never done: the run says so rather than succeed.
    expect(finished.result.conclusion).toBe('partial');
    expect(finished.result.unfinished_tasks).toEqual([
      { team, id: '1', subject: 'Job', status: 'pending', owner: 'alice' },
    ]);
    expect(finished.result.agents.find((agent) => agent.agent_id === `alice@${team}`)?.status).toBe(
      'completed',
    );
    const resultsOf = (agent: string) =>
      finished.requestsOf(agent).flatMap((request) => toolResults(requestMessages(request).at(-1)));
    const lead = resultsOf('flotilla-lead');
    const broadcast = lead.find((result) => result.text.includes('"target":"@team"'));
    expect(JSON.parse(broadcast?.text ?? '{}')).toMatchObject({
      success: true,
      message: 'Message broadcast to 1 teammate(s): alice',
      recipients: ['alice'],
      routing: { sender: 'team-lead', target: '@team', summary: 'hello', content: 'Hello team.' },
    });
    const teamDelete = lead.find((result) => result.text.includes('Cannot cleanup team'));
    expect(teamDelete).toMatchObject({ isError: true });
    expect(teamDelete?.text).toContain('1 active member(s): alice');

    const alice = resultsOf('alice');
    expect(alice.find((result) => result.text.includes('"nope"'))).toMatchObject({
      isError: true,
      text: expect.stringMatching(
        // The two responses of one round run together: the real one may have answered first.
        /No shutdown request "nope" is waiting for you\. (Pending: shutdown-\d+@alice|None is pending)\./,
      ),
    });
    expect(alice.find((result) => result.text.includes('Shutdown rejected'))?.isError).toBe(false);

    const aliceInbox = (await readJson(
      path.join(stateDir, `teams/${team}/inboxes/alice.json`),
    )) as Array<{
      from: string;
      text: string;
    }>;
    const structured = aliceInbox.flatMap((message) =>
      message.text.startsWith('{') ? [JSON.parse(message.text) as Record<string, unknown>] : [],
    );
    expect(structured).toContainEqual(
      expect.objectContaining({
        type: 'task_assignment',
        taskId: '1',
        subject: 'Job',
        assignedBy: 'team-lead',
      }),
    );
    expect(structured).toContainEqual(
      expect.objectContaining({ type: 'shutdown_request', from: 'team-lead', reason: 'Stop now.' }),
    );
    expect(aliceInbox).toContainEqual(
      expect.objectContaining({ from: 'team-lead', text: 'Hello team.' }),
    );
    const leadInbox = await readFile(
      path.join(stateDir, `teams/${team}/inboxes/team-lead.json`),
      'utf8',
    );
    expect(leadInbox).toContain('\\"type\\":\\"shutdown_rejected\\"');
    expect(leadInbox).toContain('Still working.');
  });

  it('a teammate in its own worktree: its changes are committed on its branch when the run ends', async () => {
    const finished = await run({
      agents: { alice: agentFile('alice') },
      config: { permissionMode: 'acceptEdits' },
      scenario: {
        name: 'team-worktree',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            repeat_last: true,
            turns: [
              { tool_use: [{ name: 'TeamCreate', input: { team_name: team } }] },
              {
                tool_use: [
                  {
                    name: 'Agent',
                    input: {
                      description: 'A',
                      prompt: 'Write notes.',
                      subagent_type: 'alice',
                      name: 'alice',
                      team_name: team,
                      isolation: 'worktree',
                    },
                  },
                ],
              },
              { text: 'Done.' },
            ],
          },
          {
            match: { agent: 'alice' },
            repeat_last: true,
            turns: [
              {
                tool_use: [
                  { name: 'Write', input: { file_path: 'notes.txt', content: 'notes\n' } },
                ],
              },
              { text: 'Wrote notes.' },
            ],
          },
        ],
      },
    });
    const { repo, result } = finished;
    expect(result.conclusion).toBe('success');
    expect(result.changes).toHaveLength(1);
    expect(result.changes[0]).toMatchObject({ agent: 'alice', files: ['notes.txt'] });
    expect(repo.run(['show', `${result.changes[0]!.commit}:notes.txt`])).toBe('notes');
    expect(repo.run(['show', `${result.results_branch}:notes.txt`])).toBe('notes');
  });

  it("secrets never reach the team's files: spawn prompt, messages", async () => {
    const secret = 'sk-team-secret-1234567890';
    const repo = await newRepo({
      agents: { alice: agentFile('alice') },
      files: { '.gitignore': '.state/\n' },
    });
    const stateDir = path.join(repo.root, '.state');
    await run({
      repo,
      secrets: [secret],
      config: { stateDir, keepTeam: true },
      scenario: {
        name: 'team-secrets',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            repeat_last: true,
            turns: [
              { tool_use: [{ name: 'TeamCreate', input: { team_name: team } }] },
              {
                tool_use: [
                  {
                    name: 'Agent',
                    input: {
                      description: 'A',
                      prompt: `Use ${secret}.`,
                      subagent_type: 'alice',
                      name: 'alice',
                      team_name: team,
                    },
                  },
                ],
              },
              {
                tool_use: [
                  {
                    name: 'SendMessage',
                    input: {
                      type: 'message',
                      recipient: 'alice',
                      content: `Key: ${secret}`,
                      summary: `key ${secret}`,
                    },
                  },
                ],
              },
              { text: 'Done.' },
            ],
          },
          { match: { agent: 'alice' }, repeat_last: true, turns: [{ text: 'Ok.' }] },
        ],
      },
    });
    const inbox = await readFile(path.join(stateDir, `teams/${team}/inboxes/alice.json`), 'utf8');
    const config = await readFile(path.join(stateDir, `teams/${team}/config.json`), 'utf8');
    expect(inbox).toContain('Key: ');
    expect(inbox).not.toContain(secret);
    expect(config).not.toContain(secret);
  });

  it('a teammate that ends by its turn limit leaves the team: a message to it is refused', async () => {
    const finished = await run({
      agents: { alice: agentFile('alice', { maxTurns: 1 }) },
      scenario: {
        name: 'team-ended',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            repeat_last: true,
            turns: [
              { tool_use: [{ name: 'TeamCreate', input: { team_name: team } }] },
              {
                tool_use: [
                  {
                    name: 'Agent',
                    input: {
                      description: 'A',
                      prompt: 'Hi.',
                      subagent_type: 'alice',
                      name: 'alice',
                      team_name: team,
                    },
                  },
                ],
              },
              { text: 'Waiting.' },
              {
                tool_use: [
                  {
                    name: 'SendMessage',
                    input: {
                      type: 'message',
                      recipient: 'alice',
                      content: 'More?',
                      summary: 'more',
                    },
                  },
                ],
              },
              { text: 'Done.' },
            ],
          },
          {
            match: { agent: 'alice' },
            repeat_last: true,
            turns: [{ tool_use: [{ name: 'TaskList', input: {} }] }],
          },
        ],
      },
    });
    expect(finished.result.agents.find((agent) => agent.agent_id === `alice@${team}`)?.status).toBe(
      'max_turns',
    );
    const refused = finished
      .requestsOf('flotilla-lead')
      .flatMap((request) => toolResults(requestMessages(request).at(-1)))
      .find((result) => result.text.includes('Unknown recipient'));
    expect(refused).toMatchObject({ isError: true });
    expect(refused?.text).toContain('Unknown recipient "alice". Team members: team-lead.');
  });

  it('refuses a teammate for a team that does not exist, and TeamDelete before TeamCreate', async () => {
    const finished = await run({
      agents: { alice: agentFile('alice') },
      scenario: {
        name: 'team-refused',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              {
                tool_use: [
                  {
                    name: 'Agent',
                    input: {
                      description: 'A',
                      prompt: 'Hi.',
                      subagent_type: 'alice',
                      name: 'alice',
                      team_name: 'nope',
                    },
                  },
                  { name: 'TeamDelete', input: {} },
                ],
              },
              { text: 'Done.' },
            ],
          },
        ],
      },
    });
    const results = toolResults(requestMessages(finished.requestsOf('flotilla-lead')[1]).at(-1));
    expect(results[0]).toMatchObject({ isError: true });
    expect(results[0]?.text).toContain("There is no team 'nope'. Create it first with TeamCreate");
    expect(results[1]).toMatchObject({ isError: true });
    expect(results[1]?.text).toContain('No team is active');
  });
});
