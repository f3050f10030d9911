import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AgentEvent } from '../../src/loop/agent-events.js';
import { RunBudget } from '../../src/loop/budget.js';
import { runAgent, type AgentOutcome, type AgentRunOptions } from '../../src/loop/run-agent.js';
import { Transcript } from '../../src/loop/transcript.js';
import { createAnthropicModelClient } from '../../src/model/anthropic-client.js';
import { costUsd } from '../../src/model/pricing.js';
import type { MessageParam } from '../../src/model/types.js';
import type { ScenarioInput } from '../../src/offline/index.js';
import { defineTool, type AnyTool } from '../../src/tools/define-tool.js';
import { createPermissionPolicy, permissionGate } from '../../src/tools/permissions.js';
import { defaultTools } from '../../src/tools/registry.js';
import {
  cleanupRuns,
  messageText,
  newRepo,
  requestMessages,
  run,
  startServer,
  toolResults,
} from '../subagents/harness.js';

afterEach(cleanupRuns);

/**
 * A read-kind tool that returns only once `expected` calls of it are running at the same time:
 * the loop's parallel batch is the only way two of them can ever meet.
 */
function rendezvousTool(expected: number): AnyTool {
  const arrived: Array<() => void> = [];
  return defineTool({
    name: 'Rendezvous',
    description: 'Waits for the other Rendezvous calls of the same turn.',
    kind: 'read',
    inputSchema: z.object({ label: z.string() }),
    run: (input) =>
      new Promise<string>((resolve) => {
        const release = () => resolve(`met: ${input.label}`);
        arrived.push(release);
        if (arrived.length === expected) for (const go of arrived) go();
        // Alone: calls ran one after another. Answer so the run ends and the test can say so.
        setTimeout(() => resolve(`alone: ${input.label}`), 3_000).unref();
      }),
  });
}

const explodingTool: AnyTool = defineTool({
  name: 'Explode',
  description: 'Throws a plain Error (a bug in a tool).',
  kind: 'read',
  inputSchema: z.object({}),
  run: () => Promise.reject(new Error('kaboom')),
});

async function runLoop(
  scenario: ScenarioInput,
  files: Record<string, string>,
  maxTurns = 10,
  more: Pick<AgentRunOptions, 'pendingInput'> = {},
) {
  const repo = await newRepo({ files });
  const server = await startServer(scenario);
  const transcriptFile = path.join(repo.dir, 'state', 'agent.jsonl');
  const messages: MessageParam[] = [{ role: 'user', content: 'Fix the greeting.' }];
  const events: AgentEvent[] = [];
  const transcript = new Transcript(transcriptFile);
  const outcome: AgentOutcome = await runAgent({
    agentId: 'a1-fixer',
    agentName: 'fixer',
    model: 'claude-sonnet-5',
    systemPrompt: 'You fix things.',
    tools: [...defaultTools(), rendezvousTool(2), explodingTool],
    gate: permissionGate(createPermissionPolicy({ mode: 'acceptEdits', root: repo.root })),
    client: createAnthropicModelClient({ apiKey: 'sk-offline-test', baseUrl: server.url }),
    messages,
    maxTurns,
    budget: new RunBudget({}, (model, usage) => costUsd(model, usage)),
    signal: new AbortController().signal,
    toolContext: { root: repo.root, environment: repo.env },
    transcript,
    onEvent: (event) => events.push(event),
    ...more,
  });
  // As the run does when its agents end: the transcript's last lines may still be queued.
  await transcript.close();
  return { repo, server, outcome, messages, events, transcriptFile };
}

describe('the agent loop on the offline server', () => {
  it('reads, greps and edits over several turns; reads overlap, writes keep their order, results keep call order', async () => {
    const { repo, server, outcome, messages, events, transcriptFile } = await runLoop(
      {
        name: 'loop',
        agents: [
          {
            match: { agent: 'fixer' },
            turns: [
              {
                text: 'Looking around.',
                tool_use: [
                  { id: 'toolu_a', name: 'Rendezvous', input: { label: 'first' } },
                  {
                    id: 'toolu_b',
                    name: 'Grep',
                    input: { pattern: 'helo', output_mode: 'content' },
                  },
                  { id: 'toolu_c', name: 'Read', input: { file_path: 'greet.txt' } },
                  { id: 'toolu_d', name: 'Rendezvous', input: { label: 'second' } },
                ],
              },
              {
                tool_use: [
                  // Only correct in this order: the second edit needs the first one's text.
                  {
                    id: 'toolu_e',
                    name: 'Edit',
                    input: { file_path: 'greet.txt', old_string: 'helo', new_string: 'hello' },
                  },
                  {
                    id: 'toolu_f',
                    name: 'Edit',
                    input: {
                      file_path: 'greet.txt',
                      old_string: 'hello',
                      new_string: 'hello there',
                    },
                  },
                  { id: 'toolu_g', name: 'Read', input: { file_path: 'greet.txt' } },
                ],
              },
              { text: 'Fixed the greeting.' },
            ],
          },
        ],
      },
      { 'greet.txt': 'helo world\n' },
    );

    expect(outcome).toMatchObject({
      status: 'completed',
      finalText: 'Fixed the greeting.',
      turns: 3,
      toolUses: 7,
    });
    expect(await readFile(path.join(repo.root, 'greet.txt'), 'utf8')).toBe('hello there world\n');

    const firstRound = toolResults(messages[2]);
    expect(firstRound.map((result) => result.id)).toEqual([
      'toolu_a',
      'toolu_b',
      'toolu_c',
      'toolu_d',
    ]);
    // Both Rendezvous calls were running at once: the read-only batch ran in parallel.
    expect(firstRound[0]?.text).toBe('met: first');
    expect(firstRound[3]?.text).toBe('met: second');
    expect(firstRound[1]?.text).toContain('helo world');
    expect(firstRound[2]?.text).toContain('helo world');

    const secondRound = toolResults(messages[4]);
    expect(secondRound.map((result) => result.id)).toEqual(['toolu_e', 'toolu_f', 'toolu_g']);
    expect(secondRound.every((result) => !result.isError)).toBe(true);
    expect(secondRound[2]?.text).toContain('hello there world');

    // The model saw each round's results in its next request.
    const requests = server.requests.filter((request) => request.agent === 'fixer');
    expect(requests).toHaveLength(3);
    expect(toolResults(requestMessages(requests[2]).at(-1)).map((result) => result.id)).toEqual([
      'toolu_e',
      'toolu_f',
      'toolu_g',
    ]);
    expect(events.filter((event) => event.type === 'turn')).toHaveLength(3);

    // The transcript holds the whole conversation: a line per answer, and each tool result on a
    // line of its own as it was ready (a killed run keeps the results it had).
    const lines = (await readFile(transcriptFile, 'utf8')).trim().split('\n');
    expect(lines).toHaveLength(3 + 7);
    expect(await Transcript.read(transcriptFile)).toEqual(messages.slice(1));
    expect(messages.slice(1).map((message) => message.role)).toEqual([
      'assistant',
      'user',
      'assistant',
      'user',
      'assistant',
    ]);
  });

  it('turns an unknown tool, invalid input, a denied call and a throwing tool into is_error results and goes on', async () => {
    const { outcome, messages } = await runLoop(
      {
        name: 'loop-errors',
        agents: [
          {
            match: { agent: 'fixer' },
            turns: [
              {
                tool_use: [
                  { id: 'toolu_unknown', name: 'Frobnicate', input: {} },
                  { id: 'toolu_invalid', name: 'Read', input: { path: 'greet.txt' } },
                  { id: 'toolu_denied', name: 'Bash', input: { command: 'touch made.txt' } },
                  { id: 'toolu_throws', name: 'Explode', input: {} },
                  { id: 'toolu_missing', name: 'Read', input: { file_path: 'nope.txt' } },
                  { id: 'toolu_ok', name: 'Read', input: { file_path: 'greet.txt' } },
                ],
              },
              { text: 'Recovered.' },
            ],
          },
        ],
      },
      { 'greet.txt': 'hello\n' },
    );
    expect(outcome.status).toBe('completed');
    expect(outcome.finalText).toBe('Recovered.');
    const results = toolResults(messages[2]);
    const byId = new Map(results.map((result) => [result.id, result]));
    expect(results.map((result) => result.id)).toEqual([
      'toolu_unknown',
      'toolu_invalid',
      'toolu_denied',
      'toolu_throws',
      'toolu_missing',
      'toolu_ok',
    ]);
    expect(byId.get('toolu_unknown')).toMatchObject({ isError: true });
    expect(byId.get('toolu_unknown')?.text).toMatch(
      /No tool named 'Frobnicate'.*Available tools: Read, Write/,
    );
    expect(byId.get('toolu_invalid')).toMatchObject({ isError: true });
    expect(byId.get('toolu_invalid')?.text).toMatch(/Invalid input for Read[\s\S]*file_path/);
    expect(byId.get('toolu_denied')).toMatchObject({ isError: true });
    expect(byId.get('toolu_denied')?.text).toMatch(/Bash.*denied/);
    expect(byId.get('toolu_throws')).toMatchObject({
      isError: true,
      text: 'Explode failed: kaboom',
    });
    expect(byId.get('toolu_missing')).toMatchObject({ isError: true });
    expect(byId.get('toolu_ok')).toMatchObject({ isError: false });
    expect(byId.get('toolu_ok')?.text).toContain('hello');
  });
  it('gives each input that wakes the agent its own turn limit (a teammate woken by messages)', async () => {
    // As Claude Code 2.1.332 starts a query for each message that wakes an agent: three wakes of
    // one turn each fit a limit of 1, and a wake that needs two turns does not.
    const wakes = ['First message.', 'Second message.', 'Third message.'];
    const { outcome, messages } = await runLoop(
      {
        name: 'wakes',
        agents: [
          {
            match: { agent: 'fixer' },
            turns: [
              { text: 'Ready.' },
              { text: 'Answer one.' },
              { text: 'Answer two.' },
              { tool_use: [{ name: 'Glob', input: { pattern: '*' } }] },
              { text: 'Never asked for.' },
            ],
          },
        ],
      },
      { 'README.md': '# demo\n' },
      1,
      {
        pendingInput: (boundary) =>
          Promise.resolve(boundary === 'end_turn' ? wakes.splice(0, 1) : []),
      },
    );
    expect(messages.filter((message) => message.role === 'assistant')).toHaveLength(4);
    expect(outcome).toMatchObject({ status: 'max_turns', turns: 4 });
    expect(outcome.error).toMatch(/turn limit \(1\)/);
    expect(wakes).toEqual([]);
  });
});

describe('limits end a run with their own conclusion, never success', () => {
  const busyLead = (latencyMs = 0): ScenarioInput => ({
    name: 'busy',
    latency_ms: latencyMs,
    agents: [
      {
        match: { agent: 'flotilla-lead' },
        repeat_last: true,
        turns: [{ text: 'Still looking.', tool_use: [{ name: 'Glob', input: { pattern: '*' } }] }],
      },
    ],
  });

  it('max_turns', async () => {
    const { result, server } = await run({ scenario: busyLead(), config: { maxTurns: 3 } });
    expect(result.conclusion).toBe('max_turns');
    expect(result.agents[0]).toMatchObject({
      name: 'flotilla-lead',
      status: 'max_turns',
      turns: 3,
    });
    expect(result.error).toMatch(/turn limit \(3\)/);
    expect(server.requests).toHaveLength(3);
  });

  it('max_turns counts afresh after a task notification wakes the lead, as Claude Code 2.1.332 does', async () => {
    // Claude Code (observed with --max-turns 3): 2 turns before the notification, then 3 after
    // it, and the run succeeds with the last answer; with --max-turns 2 it stops at the wake's
    // third turn.
    const scenario = (): ScenarioInput => ({
      name: 'wake-turns',
      agents: [
        { match: { agent: 'general-purpose' }, turns: [{ text: 'Worker result.' }] },
        {
          match: { agent: 'flotilla-lead' },
          turns: [
            {
              tool_use: [
                {
                  name: 'Agent',
                  input: {
                    description: 'worker',
                    prompt: 'Do the work.',
                    subagent_type: 'general-purpose',
                    run_in_background: true,
                  },
                },
              ],
            },
            { text: 'Waiting for the worker.' },
            { tool_use: [{ name: 'Glob', input: { pattern: '*' } }] },
            { tool_use: [{ name: 'Glob', input: { pattern: '*.md' } }] },
            { text: 'All done after the notification.' },
          ],
        },
      ],
    });
    const fits = await run({ scenario: scenario(), config: { maxTurns: 3 } });
    expect(fits.result.conclusion).toBe('success');
    expect(fits.result.final_text).toBe('All done after the notification.');
    expect(fits.result.agents[0]).toMatchObject({ status: 'completed', turns: 5 });

    const short = await run({ scenario: scenario(), config: { maxTurns: 2 } });
    expect(short.result.conclusion).toBe('max_turns');
    expect(short.requestsOf('flotilla-lead')).toHaveLength(4);
  });

  it('max_turns reached while background work runs: the lead waits, and its notifications are a new input, as in Claude Code 2.1.332', async () => {
    // Claude Code (observed with --max-turns 2: a background agent, then a Bash turn): it waits
    // for the agent, sends the last tool result and the <task-notification> in one message,
    // and the answer to it ends the run as a success.
    const { result, requestsOf } = await run({
      config: { maxTurns: 2, permissionMode: 'bypassPermissions' },
      scenario: {
        name: 'limit-with-background-work',
        agents: [
          {
            match: { agent: 'general-purpose' },
            turns: [
              { tool_use: [{ name: 'Bash', input: { command: 'sleep 1' } }] },
              { text: 'Worker result.' },
            ],
          },
          {
            match: { agent: 'flotilla-lead' },
            repeat_last: true,
            turns: [
              {
                tool_use: [
                  {
                    name: 'Agent',
                    input: {
                      description: 'worker',
                      prompt: 'Do the work.',
                      subagent_type: 'general-purpose',
                      run_in_background: true,
                    },
                  },
                  {
                    name: 'Bash',
                    input: {
                      command: 'sleep 1; echo shell-done',
                      description: 'bg shell',
                      run_in_background: true,
                    },
                  },
                ],
              },
              { tool_use: [{ name: 'Glob', input: { pattern: '*.md' } }] },
              { text: 'Saw the notification.' },
            ],
          },
        ],
      },
    });
    expect(result.conclusion).toBe('success');
    expect(result.final_text).toBe('Saw the notification.');
    const third = requestMessages(requestsOf('flotilla-lead')[2]).at(-1);
    const blocks = Array.isArray(third?.content) ? third.content : [];
    expect(blocks[0]).toMatchObject({ type: 'tool_result' });
    expect(messageText(third as MessageParam)).toContain('<task-notification>');
    const all = requestsOf('flotilla-lead')
      .map((request) => requestMessages(request).map(messageText).join('\n'))
      .at(-1);
    expect(all).toMatch(/<status>completed<\/status>[\s\S]*<status>completed<\/status>/);
    expect(result.agents.map((agent) => agent.status)).toEqual(['completed', 'completed']);
  });

  it('budget (maxTokens)', async () => {
    const { result, server } = await run({ scenario: busyLead(), config: { maxTokens: 1 } });
    expect(result.conclusion).toBe('budget');
    expect(result.agents[0]?.status).toBe('budget');
    // The first call spends the budget; no second call is started.
    expect(server.requests).toHaveLength(1);
  });

  it('budget (maxBudgetUsd)', async () => {
    const { result, server } = await run({
      scenario: busyLead(),
      config: { maxBudgetUsd: 0.000001 },
    });
    expect(result.conclusion).toBe('budget');
    expect(server.requests).toHaveLength(1);
  });

  it('timeout', async () => {
    // Every answer takes 5 s; the run may take 0.3 s.
    const { result, server } = await run({
      scenario: busyLead(5_000),
      config: { timeoutSeconds: 0.3 },
    });
    expect(result.conclusion).toBe('timeout');
    expect(result.agents[0]?.status).toBe('timeout');
    expect(result.error).toMatch(/time limit/);
    // The call in flight was abandoned, not awaited for 5 s, and nothing followed it.
    expect(server.requests).toHaveLength(1);
  });
});
