import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { agentFile, cleanupRuns, run, streamJsonEvents } from '../subagents/harness.js';

afterEach(cleanupRuns);

type Json = Record<string, unknown>;

const fixture = path.resolve(
  import.meta.dirname,
  '../fixtures/claude-code/stream-json-background-agent.jsonl',
);

/** Each key's JSON type, one level into `message`, `patch` and `usage`: shapes, never values. */
function shape(value: Json): unknown {
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      ['patch', 'usage'].includes(key) ? shape(inner as Json) : kind(inner),
    ]),
  );
}

function kind(value: unknown): string {
  if (value === null) return 'null';
  return Array.isArray(value) ? 'array' : typeof value;
}

function helperRun(background: boolean) {
  return run({
    files: { 'a.txt': 'hi\n' },
    agents: { helper: agentFile('helper') },
    scenario: {
      name: 'stream-json-tasks',
      agents: [
        {
          match: { agent: 'flotilla-lead' },
          turns: [
            {
              tool_use: [
                {
                  name: 'Agent',
                  input: {
                    description: 'look at a',
                    prompt: 'Read a.txt and summarize',
                    subagent_type: 'helper',
                    run_in_background: background,
                  },
                },
              ],
            },
            ...(background ? [{ text: 'Waiting for the helper.' }] : []),
            { text: 'Done.' },
          ],
        },
        {
          match: { agent: 'helper' },
          turns: [
            { tool_use: [{ name: 'Read', input: { file_path: 'a.txt' } }] },
            { text: 'a.txt says hi.' },
          ],
        },
      ],
    },
  });
}

const systemSubtypes = (events: Json[]) =>
  events.filter((event) => event.type === 'system' && event.subtype !== 'init');

describe('stream-json with subagents', () => {
  it('prints the task events of a background agent as Claude Code 2.1.332 does', async () => {
    const finished = await helperRun(true);
    const events = streamJsonEvents(finished, { finish: true }) as Json[];
    const system = systemSubtypes(events);
    expect(system.map((event) => event.subtype)).toEqual([
      'background_tasks_changed',
      'task_started',
      'task_progress',
      'task_updated',
      'task_notification',
      'background_tasks_changed',
    ]);
    const [listed, started, progress, updated, notification, emptied] = system;
    const agentCall = events.find(
      (event) => event.type === 'assistant' && JSON.stringify(event.message).includes('"Agent"'),
    )!;
    const toolUseId = ((agentCall.message as Json).content as Json[])[0]!.id as string;
    const taskId = finished.result.agents.find((agent) => agent.name === 'helper')!.agent_id;
    expect(listed!.tasks).toEqual([
      expect.objectContaining({
        task_id: taskId,
        subagent_type: 'helper',
        description: 'look at a',
      }),
    ]);
    expect(started).toMatchObject({
      task_id: taskId,
      tool_use_id: toolUseId,
      is_backgrounded: true,
      spawn_depth: 1,
      prompt: 'Read a.txt and summarize',
    });
    expect(progress).toMatchObject({ last_tool_name: 'Read', usage: { tool_uses: 1 } });
    expect(updated!.patch).toMatchObject({ status: 'completed' });
    expect(notification).toMatchObject({
      tool_use_id: toolUseId,
      status: 'completed',
      summary: 'a.txt says hi.',
      summary_is_report: true,
      usage: { tool_uses: 1 },
    });
    expect(emptied!.tasks).toEqual([]);

    // In Claude Code's order: the task starts before the Agent call's result is printed, and
    // ends before the lead hears of it.
    const at = (event: Json | undefined) => events.indexOf(event!);
    const launched = events.findIndex(
      (event) => event.type === 'user' && JSON.stringify(event.message).includes(toolUseId),
    );
    expect(at(started)).toBeLessThan(launched);
    const told = events.findIndex(
      (event) => event.type === 'user' && JSON.stringify(event.message).includes('<task-notif'),
    );
    expect(at(emptied)).toBeLessThan(told);

    // The helper's own messages, under the Agent call that started it.
    const helperMessages = events.filter((event) => event.agent_id === taskId);
    expect(helperMessages.map((event) => event.type)).toEqual(['assistant', 'user', 'assistant']);
    for (const message of helperMessages) {
      expect(message).toMatchObject({
        parent_tool_use_id: toolUseId,
        subagent_type: 'helper',
        task_description: 'look at a',
      });
    }
    expect(at(progress)).toBe(at(helperMessages[0]) + 1);
    // The answer is still the lead's, not the helper's last words.
    expect(events.at(-1)).toMatchObject({ type: 'result', result: 'Done.' });

    // The same keys, with the same JSON types, as Claude Code's events.
    const recorded = (await readFile(fixture, 'utf8'))
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Json);
    expect(system.map(shape)).toEqual(
      recorded.filter((event) => event.type === 'system').map(shape),
    );
    const { request_id: _flotillaOwn, ...helperCall } = helperMessages[0]!;
    expect(shape(helperCall)).toEqual(shape(recorded.find((event) => event.type === 'assistant')!));
  });

  it('prints a background shell as a local_bash task, as Claude Code 2.1.332 does', async () => {
    const finished = await run({
      config: { permissionMode: 'bypassPermissions' },
      scenario: {
        name: 'stream-json-shell-task',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              {
                tool_use: [
                  {
                    name: 'Bash',
                    input: {
                      command: 'sleep 1; echo done',
                      description: 'bg sleep',
                      run_in_background: true,
                    },
                  },
                ],
              },
              { text: 'Waiting.' },
              { text: 'Done.' },
            ],
          },
        ],
      },
    });
    const events = streamJsonEvents(finished, { finish: true }) as Json[];
    const system = systemSubtypes(events);
    expect(system.map((event) => event.subtype)).toEqual([
      'background_tasks_changed',
      'task_started',
      'task_updated',
      'task_notification',
      'background_tasks_changed',
    ]);
    const [listed, started, updated, notification, emptied] = system;
    expect(listed!.tasks).toEqual([
      expect.objectContaining({
        task_id: 'bash_1',
        task_type: 'local_bash',
        description: 'bg sleep',
      }),
    ]);
    expect(started).toMatchObject({
      task_id: 'bash_1',
      task_type: 'local_bash',
      description: 'bg sleep',
      is_backgrounded: true,
    });
    expect(updated!.patch).toMatchObject({ status: 'completed' });
    expect(notification).toMatchObject({
      task_id: 'bash_1',
      status: 'completed',
      summary: 'Background command "bg sleep" completed (exit code 0)',
    });
    expect(emptied!.tasks).toEqual([]);
  });

  it('prints a waited-for agent as a task that is not backgrounded', async () => {
    const finished = await helperRun(false);
    const events = streamJsonEvents(finished) as Json[];
    const system = systemSubtypes(events);
    expect(system.map((event) => event.subtype)).toEqual([
      'task_started',
      'task_progress',
      'task_updated',
      'task_notification',
    ]);
    expect(system[0]).toMatchObject({ is_backgrounded: false, spawn_depth: 1 });
    expect(system[3]).toMatchObject({ status: 'completed', summary: 'a.txt says hi.' });
    expect(system[3]).not.toHaveProperty('summary_is_report');
    const taskId = system[0]!.task_id;
    expect(events.filter((event) => event.agent_id === taskId)).toHaveLength(3);
  });
});
