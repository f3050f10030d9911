import { afterEach, describe, expect, it } from 'vitest';
import {
  agentFile,
  messageText,
  cleanupRuns,
  newRepo,
  run,
  sourceTeammateCommand,
  teammateCall,
  type FinishedRun,
} from './harness.js';

afterEach(cleanupRuns);

/**
 * A teammate is one run that each message wakes again, as a resume wakes a subagent: what it
 * wrote for each wake is kept (README: an agent resumed by SendMessage keeps each run's answer),
 * and a run that ends while its plan waits for approval does not report it as finished.
 */
const team = 'tw';
const finding = 'ALICE-FINDING: SQL injection in db.js line 42';

/**
 * The lead's script: it makes the team, starts `member` on `task`, and asks it to shut down when
 * a message matching `trigger` reaches it; it ends once the member approved.
 */
function leadThatShutsDown(member: string, trigger: string, task: string) {
  return [
    {
      match: { agent: 'flotilla-lead', last_message: 'shutdown_approved' },
      repeat_last: true,
      turns: [{ text: 'Lead done.' }],
    },
    {
      match: { agent: 'flotilla-lead', last_message: trigger },
      repeat_last: true,
      turns: [
        {
          tool_use: [
            {
              name: 'SendMessage',
              input: { type: 'shutdown_request', recipient: member, content: 'Done.' },
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
        { tool_use: [teammateCall(team, member, task)] },
        { text: 'Lead waiting.' },
      ],
    },
  ];
}

function entryOf(finished: FinishedRun, agentId: string) {
  return finished.result.agents.find((agent) => agent.agent_id === agentId);
}

describe('a teammate woken more than once', () => {
  it.each(['in-process', 'process'] as const)(
    "keeps the text of every wake in unreported_text, in order (%s); the lead's answer is its own",
    async (teammates) => {
      const repo = await newRepo({ agents: { alice: agentFile('alice') } });
      const finished = await run({
        repo,
        config: { permissionMode: 'acceptEdits', teammates },
        teammateCommand: sourceTeammateCommand,
        scenario: {
          name: 'teammate-wakes',
          agents: [
            ...leadThatShutsDown('alice', 'idle_notification', 'Review db.js.'),
            {
              match: { agent: 'alice' },
              repeat_last: true,
              turns: [
                { text: finding },
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
                { text: 'ALICE-BYE' },
              ],
            },
          ],
        },
      });
      expect(finished.requestsOf('alice')).toHaveLength(3);
      expect(entryOf(finished, `alice@${team}`)).toMatchObject({
        status: 'completed',
        unreported_text: `${finding}\n\nALICE-BYE`,
      });
      expect(finished.result.final_text).toBe('Lead done.');
      expect(entryOf(finished, 'lead')?.unreported_text).toBeUndefined();
      expect(finished.result.conclusion).toBe('success');
    },
  );

  it("keeps an earlier wake's text when a later wake fails", async () => {
    const repo = await newRepo({ agents: { alice: agentFile('alice') } });
    const finished = await run({
      repo,
      config: { permissionMode: 'acceptEdits', modelAccess: { maxRetries: 0 } },
      scenario: {
        name: 'teammate-wake-fails',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            repeat_last: true,
            turns: [
              { tool_use: [{ name: 'TeamCreate', input: { team_name: team } }] },
              { tool_use: [teammateCall(team, 'alice', 'Review db.js.')] },
              { text: 'Lead waiting.' },
              {
                tool_use: [
                  {
                    name: 'SendMessage',
                    input: { type: 'message', recipient: 'alice', content: 'Look again.' },
                  },
                ],
              },
              { text: 'Lead done.' },
            ],
          },
          {
            match: { agent: 'alice' },
            turns: [
              { text: finding },
              { text: 'Looking again.', tool_use: [{ name: 'TaskList', input: {} }] },
              { error: { status: 400, message: 'bad request in the second wake' } },
            ],
          },
        ],
      },
    });
    expect(finished.requestsOf('alice')).toHaveLength(3);
    const alice = entryOf(finished, `alice@${team}`);
    expect(alice).toMatchObject({
      status: 'failed',
      unreported_text: `${finding}\n\nLooking again.`,
    });
    expect(alice?.error).toContain('bad request in the second wake');
  });
});

describe('a plan-mode teammate whose plan was never approved', () => {
  it.each(['in-process', 'process'] as const)(
    'is not reported completed: killed with why, in incomplete, and the run is partial (%s)',
    async (teammates) => {
      const repo = await newRepo({
        agents: { planner: agentFile('planner', { permissionMode: 'plan' }) },
      });
      const finished = await run({
        repo,
        config: { permissionMode: 'acceptEdits', teammates },
        teammateCommand: sourceTeammateCommand,
        scenario: {
          name: 'plan-never-approved',
          agents: [
            {
              match: { agent: 'flotilla-lead' },
              repeat_last: true,
              turns: [
                { tool_use: [{ name: 'TeamCreate', input: { team_name: team } }] },
                { tool_use: [teammateCall(team, 'planner', 'Plan the fix of db.js.')] },
                { text: 'Lead waiting.' },
                { text: 'All done, the team fixed db.js.' },
              ],
            },
            {
              match: { agent: 'planner' },
              repeat_last: true,
              turns: [
                { tool_use: [{ name: 'ExitPlanMode', input: { plan: 'Use bound parameters.' } }] },
                { text: 'Waiting for plan approval.' },
              ],
            },
          ],
        },
      });
      const planner = entryOf(finished, `planner@${team}`);
      expect(planner?.status).toBe('killed');
      expect(planner?.error).toMatch(
        /^the run ended while its plan \(request plan_approval-\d+@planner@tw\) waited for the lead's approval, so none of the plan was carried out;/,
      );
      expect(finished.result.incomplete).toContainEqual({
        name: 'planner',
        agent_id: `planner@${team}`,
        status: 'killed',
        reason: planner?.error,
      });
      expect(finished.result.conclusion).toBe('partial');
      expect(finished.result.final_text).toBe('All done, the team fixed db.js.');
    },
  );

  it('that the lead shut down instead ended as the lead chose: completed, the run a success', async () => {
    const repo = await newRepo({
      agents: { planner: agentFile('planner', { permissionMode: 'plan' }) },
    });
    const finished = await run({
      repo,
      config: { permissionMode: 'acceptEdits' },
      scenario: {
        name: 'plan-shut-down',
        agents: [
          ...leadThatShutsDown('planner', 'plan_approval_request', 'Plan the fix of db.js.'),
          {
            match: { agent: 'planner', last_message: 'shutdown_request' },
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
          },
          {
            match: { agent: 'planner' },
            repeat_last: true,
            turns: [
              { tool_use: [{ name: 'ExitPlanMode', input: { plan: 'Use bound parameters.' } }] },
              { text: 'Waiting for plan approval.' },
            ],
          },
        ],
      },
    });
    expect(finished.requestsOf('planner').length).toBeGreaterThanOrEqual(3);
    expect(entryOf(finished, `planner@${team}`)?.status).toBe('completed');
    expect(finished.result.incomplete).toEqual([]);
    expect(finished.result.conclusion).toBe('success');
  });
});

describe('a teammate waiting on its own background command', () => {
  it.each(['in-process', 'process'] as const)(
    'is still at work: what it sends the lead once the command ends gets the lead a turn (%s)',
    async (teammates) => {
      const repo = await newRepo({ agents: { alice: agentFile('alice') } });
      const finished = await run({
        repo,
        config: { permissionMode: 'bypassPermissions', teammates },
        teammateCommand: sourceTeammateCommand,
        scenario: {
          name: 'teammate-background-command',
          agents: [
            {
              match: { agent: 'flotilla-lead', last_message: 'ALICE-BG-FINISHED' },
              repeat_last: true,
              turns: [{ text: 'LEAD-READ-THE-REPORT' }],
            },
            {
              match: { agent: 'flotilla-lead' },
              repeat_last: true,
              turns: [
                { tool_use: [{ name: 'TeamCreate', input: { team_name: team } }] },
                { tool_use: [teammateCall(team, 'alice', 'Run the tests.')] },
                { text: 'Lead waiting.' },
              ],
            },
            {
              // Its turns: the command, its wait, its report once the notification woke it.
              match: { agent: 'alice' },
              turns: [
                {
                  tool_use: [
                    {
                      name: 'Bash',
                      input: {
                        command: 'sleep 2; echo BGDONE > out.txt',
                        description: 'tests',
                        run_in_background: true,
                      },
                    },
                  ],
                },
                { text: 'ALICE-WAITING' },
                {
                  tool_use: [
                    {
                      name: 'SendMessage',
                      input: {
                        type: 'message',
                        recipient: 'team-lead',
                        content: 'ALICE-BG-FINISHED',
                        summary: 'tests done',
                      },
                    },
                  ],
                },
                { text: 'ALICE-REPORTED' },
              ],
            },
          ],
        },
      });
      const lead = (await finished.leadTranscript()).map(messageText);
      expect(lead).toContain('LEAD-READ-THE-REPORT');
      expect(finished.result.conclusion).toBe('success');
      // It went idle once, after it reported: not while its command ran.
      expect(lead.filter((text) => text.includes('idle_notification'))).toHaveLength(1);
    },
  );
});
