import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupRuns, messageText, requestMessages, run } from '../subagents/harness.js';

/** The lead's turn that starts a general-purpose subagent in the background. */
const startSlowCheck = {
  tool_use: [
    {
      name: 'Agent',
      input: {
        description: 'slow check',
        subagent_type: 'general-purpose',
        prompt: 'check slowly',
        run_in_background: true,
      },
    },
  ],
};

/**
 * The lead's turns and their hooks when a background agent's notification starts a new turn, as
 * Claude Code 2.1.332 does in `-p` mode (observed against a logging server): Stop fires when the
 * first turn ends, listing the agent still at work in `background_tasks`; the notification then
 * fires UserPromptSubmit with the `<task-notification>` text as `prompt` (what the hook prints
 * follows it), and the notification turn ends with Stop again, with no task left. A
 * UserPromptSubmit hook that blocks the notification keeps it from the lead: no turn, no Stop.
 * The background agent's SubagentStop lists the run's background work, itself too.
 */
describe('hooks of a notification turn', () => {
  afterEach(cleanupRuns);
  // Hooks run in the OS sandbox, which lets them write in the repository only.
  const dump = '.hookdump';
  const settings = (userPromptSubmit: string) => ({
    permissions: { defaultMode: 'bypassPermissions' },
    hooks: {
      UserPromptSubmit: [{ hooks: [{ type: 'command', command: userPromptSubmit }] }],
      Stop: [
        {
          hooks: [
            {
              type: 'command',
              command: `mkdir -p ${dump}; { cat; echo; } >> ${dump}/stop.jsonl`,
            },
          ],
        },
      ],
      SubagentStop: [
        {
          hooks: [
            {
              type: 'command',
              command: `mkdir -p ${dump}; { cat; echo; } >> ${dump}/subagent-stop.jsonl`,
            },
          ],
        },
      ],
    },
  });
  // Ends once the first Stop hook has run: still at work when the lead's first turn ends.
  const afterFirstStop = (then: string) =>
    `for i in $(seq 200); do [ -s ${dump}/stop.jsonl ] && break; sleep 0.05; done; ${then}`;
  const scenario = {
    name: 'notification-turn',
    agents: [
      {
        match: { agent: 'flotilla-lead', last_message: '^\\s*<task-notification>' },
        repeat_last: true,
        turns: [{ text: 'turn two done' }],
      },
      {
        match: { agent: 'flotilla-lead' },
        turns: [startSlowCheck, { text: 'turn one done' }],
      },
      {
        match: { agent: 'general-purpose' },
        turns: [
          { tool_use: [{ name: 'Bash', input: { command: afterFirstStop('echo checked') } }] },
          { text: 'sub done' },
        ],
      },
    ],
  };
  const lines = async (file: string) =>
    (await readFile(file, 'utf8'))
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as Record<string, unknown>);

  it('fires Stop at each turn end and UserPromptSubmit for the notification', async () => {
    const userPromptSubmit = `mkdir -p ${dump}; { cat; echo; } >> ${dump}/prompt.jsonl; echo UPS-CONTEXT-MARK`;
    const outcome = await run({
      config: { settings: JSON.stringify(settings(userPromptSubmit)) },
      scenario,
    });
    const root = outcome.repo.root;
    expect(outcome.result.conclusion).toBe('success');
    const prompts = await lines(path.join(root, dump, 'prompt.jsonl'));
    expect(prompts.map((input) => input.hook_event_name)).toEqual([
      'UserPromptSubmit',
      'UserPromptSubmit',
    ]);
    expect(prompts[0]?.prompt).toBe('Do the task.');
    expect(prompts[1]?.prompt).toMatch(/^<task-notification>\n<task-id>/);
    expect(prompts[1]?.prompt).toContain('<status>completed</status>');
    expect(prompts[1]?.prompt).toContain('<result>sub done</result>');

    const stops = await lines(path.join(root, dump, 'stop.jsonl'));
    expect(stops).toHaveLength(2);
    expect(stops[0]).toMatchObject({
      hook_event_name: 'Stop',
      stop_hook_active: false,
      last_assistant_message: 'turn one done',
      background_tasks: [
        {
          id: expect.any(String),
          type: 'subagent',
          status: 'running',
          description: 'slow check',
          agent_type: 'general-purpose',
        },
      ],
      session_crons: [],
    });
    expect(stops[1]).toMatchObject({
      last_assistant_message: 'turn two done',
      background_tasks: [],
    });

    // The background agent's SubagentStop lists the run's work still under way, itself among
    // it, as Claude Code 2.1.332's does (observed).
    const subagentStops = await lines(path.join(root, dump, 'subagent-stop.jsonl'));
    expect(subagentStops).toHaveLength(1);
    expect(subagentStops[0]).toMatchObject({
      hook_event_name: 'SubagentStop',
      agent_type: 'general-purpose',
      last_assistant_message: 'sub done',
      background_tasks: [
        {
          id: subagentStops[0]?.agent_id,
          type: 'subagent',
          status: 'running',
          description: 'slow check',
          agent_type: 'general-purpose',
        },
      ],
      session_crons: [],
    });

    // The notification turn carries the notification, then what the hook printed.
    const requests = outcome.requestsOf('flotilla-lead');
    expect(requests).toHaveLength(3);
    const last = messageText(requestMessages(requests[2]).at(-1)!);
    expect(last).toMatch(/<task-notification>[\s\S]*UPS-CONTEXT-MARK/);
  });

  it("does the same for a background shell's end", async () => {
    const userPromptSubmit = `mkdir -p ${dump}; { cat; echo; } >> ${dump}/prompt.jsonl`;
    const outcome = await run({
      config: { settings: JSON.stringify(settings(userPromptSubmit)) },
      scenario: {
        name: 'shell-notification-turn',
        agents: [
          {
            match: { agent: 'flotilla-lead', last_message: '<task-notification>' },
            repeat_last: true,
            turns: [{ text: 'turn two done' }],
          },
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              {
                tool_use: [
                  {
                    name: 'Bash',
                    input: {
                      command: afterFirstStop('echo slept'),
                      description: 'slow sleep',
                      run_in_background: true,
                    },
                  },
                ],
              },
              { text: 'turn one done' },
            ],
          },
        ],
      },
    });
    const root = outcome.repo.root;
    const prompts = await lines(path.join(root, dump, 'prompt.jsonl'));
    expect(prompts).toHaveLength(2);
    expect(prompts[1]?.prompt).toMatch(/^<task-notification>/);
    expect(prompts[1]?.prompt).toContain('slow sleep');
    const stops = await lines(path.join(root, dump, 'stop.jsonl'));
    expect(stops).toHaveLength(2);
    expect(stops[0]).toMatchObject({
      last_assistant_message: 'turn one done',
      background_tasks: [
        {
          id: expect.any(String),
          type: 'shell',
          status: 'running',
          description: 'slow sleep',
          command: afterFirstStop('echo slept'),
        },
      ],
    });
    expect(stops[1]).toMatchObject({
      last_assistant_message: 'turn two done',
      background_tasks: [],
    });
  });

  it("lists every agent's background shells in SubagentStop, the stopping agent's too", async () => {
    // The lead's shell runs until the subagent has stopped twice; the subagent's until it has
    // stopped once: it stops with its shell running, and that shell's end wakes it again.
    const stoppedTimes = (times: number) =>
      `for i in $(seq 400); do [ "$(cat ${dump}/subagent-stop.jsonl 2>/dev/null | wc -l)" -ge ${times} ] && break; sleep 0.05; done`;
    const bash = (command: string, description: string) => ({
      tool_use: [{ name: 'Bash', input: { command, description, run_in_background: true } }],
    });
    const outcome = await run({
      config: { settings: JSON.stringify(settings('true')) },
      scenario: {
        name: 'subagent-stop-shells',
        agents: [
          {
            match: { agent: 'flotilla-lead', last_message: '<task-notification>' },
            repeat_last: true,
            turns: [{ text: 'later turn done' }],
          },
          {
            match: { agent: 'flotilla-lead' },
            turns: [bash(stoppedTimes(2), 'lead wait'), startSlowCheck, { text: 'turn one done' }],
          },
          {
            match: { agent: 'general-purpose' },
            repeat_last: true,
            turns: [bash(stoppedTimes(1), 'sub wait'), { text: 'sub done' }],
          },
        ],
      },
    });
    const root = outcome.repo.root;
    expect(outcome.result.conclusion).toBe('success');
    const subagentStops = await lines(path.join(root, dump, 'subagent-stop.jsonl'));
    expect(subagentStops).toHaveLength(2);
    const leadShell = {
      id: 'bash_1',
      type: 'shell',
      status: 'running',
      description: 'lead wait',
      command: stoppedTimes(2),
    };
    const subagent = {
      id: subagentStops[0]?.agent_id,
      type: 'subagent',
      status: 'running',
      description: 'slow check',
      agent_type: 'general-purpose',
    };
    // Claude Code 2.1.332's list (observed): in the order the work started, the lead's shell, the
    // subagent, the subagent's shell (numbered after the lead's: one id names one shell in the run).
    expect(subagentStops[0]?.background_tasks).toEqual([
      leadShell,
      subagent,
      {
        id: 'bash_2',
        type: 'shell',
        status: 'running',
        description: 'sub wait',
        command: stoppedTimes(1),
      },
    ]);
    // Its shell's end woke it; it stopped again, its shell gone from the list.
    expect(subagentStops[1]?.background_tasks).toEqual([leadShell, subagent]);
    const stops = await lines(path.join(root, dump, 'stop.jsonl'));
    expect(stops[0]?.background_tasks).toContainEqual(leadShell);
  });

  it('keeps a notification a UserPromptSubmit hook blocks from the lead', async () => {
    const userPromptSubmit = [
      `mkdir -p ${dump}; input=$(cat); printf '%s\\n' "$input" >> ${dump}/prompt.jsonl`,
      `case "$input" in *task-notification*) echo 'NOT NOW' >&2; exit 2;; esac`,
    ].join('; ');
    const outcome = await run({
      config: { settings: JSON.stringify(settings(userPromptSubmit)) },
      scenario,
    });
    const root = outcome.repo.root;
    expect(outcome.result.conclusion).toBe('success');
    expect(await lines(path.join(root, dump, 'prompt.jsonl'))).toHaveLength(2);
    // The lead never got the notification: two requests, one Stop (Claude Code fires none after
    // the blocked prompt either).
    expect(outcome.requestsOf('flotilla-lead')).toHaveLength(2);
    expect(await lines(path.join(root, dump, 'stop.jsonl'))).toHaveLength(1);
    expect(outcome.logs.join('\n')).toMatch(/UserPromptSubmit hook blocked a message.*NOT NOW/);
  });
});
