import { afterEach, describe, expect, it } from 'vitest';
import type { AgentEvent } from '../../src/loop/agent-events.js';
import { RunBudget } from '../../src/loop/budget.js';
import { runAgent } from '../../src/loop/run-agent.js';
import { createAnthropicModelClient } from '../../src/model/anthropic-client.js';
import { isSummaryRequest } from '../../src/model/compaction-prompts.js';
import { costUsd } from '../../src/model/pricing.js';
import type { MessageParam } from '../../src/model/types.js';
import type { ScenarioInput } from '../../src/offline/index.js';
import { createPermissionPolicy, permissionGate } from '../../src/tools/permissions.js';
import { defaultTools } from '../../src/tools/registry.js';
import {
  cleanupRuns,
  messageText,
  newRepo,
  requestMessages,
  run,
  startServer,
} from '../subagents/harness.js';

afterEach(cleanupRuns);

const summary = 'SUMMARY-OF-THE-EARLIER-TURNS';

/** runAgent on the real client against the offline server, as the run wires it. */
async function runFixer(scenario: ScenarioInput, messages: MessageParam[], contextWindow?: number) {
  const repo = await newRepo({});
  const server = await startServer(scenario);
  const events: AgentEvent[] = [];
  const outcome = runAgent({
    agentId: 'a1-fixer',
    agentName: 'fixer',
    model: 'claude-sonnet-5',
    systemPrompt: 'You fix things.',
    tools: defaultTools(),
    gate: permissionGate(createPermissionPolicy({ mode: 'default', root: repo.root })),
    client: createAnthropicModelClient({ apiKey: 'sk-offline-test', baseUrl: server.url }),
    messages,
    maxTurns: 5,
    ...(contextWindow ? { contextWindow } : {}),
    budget: new RunBudget({}, (model, usage) => costUsd(model, usage)),
    signal: new AbortController().signal,
    toolContext: { root: repo.root, environment: repo.env },
    onEvent: (event) => events.push(event),
  });
  const requests = () => server.requests.filter((request) => request.path === '/v1/messages');
  return { outcome, events, requests };
}

const tooLong = {
  error: {
    status: 400,
    type: 'invalid_request_error',
    message: 'prompt is too long: 250000 tokens > 200000 maximum',
  },
};

/** A conversation too long for its window: compacted, answered, never failed for its size. */
describe('a conversation over its context window', () => {
  it('is compacted before its first request (a resumed conversation larger than the window)', async () => {
    // ~35k tokens of history: over a 60k window less 16k for the answer and the 13k margin.
    const messages: MessageParam[] = [
      { role: 'user', content: `Keep this log in mind:\n${'log line 0123456789\n'.repeat(7_000)}` },
      { role: 'assistant', content: [{ type: 'text', text: 'Noted.' }] },
      { role: 'user', content: 'Now the second prompt.' },
    ];
    const { outcome, events, requests } = await runFixer(
      {
        name: 'resumed-too-long',
        agents: [
          {
            match: { agent: 'fixer', summary_request: true },
            turns: [{ text: `<summary>${summary}</summary>` }],
          },
          {
            match: { agent: 'fixer', compacted: true },
            turns: [{ text: 'kept turn' }, { text: 'Answered after compaction.' }],
          },
          {
            match: { agent: 'fixer' },
            repeat_last: true,
            turns: [{ text: 'Answered WITHOUT compaction.' }],
          },
        ],
      },
      messages,
      60_000,
    );
    expect(await outcome).toMatchObject({
      status: 'completed',
      finalText: 'Answered after compaction.',
    });
    expect(requests()).toHaveLength(2);
    expect(messageText(requestMessages(requests()[1])[0]!)).toContain(summary);
    expect(events.filter((event) => event.type === 'compact')).toHaveLength(1);
  });

  it('is compacted and sent again when the API answers 400 "prompt is too long"', async () => {
    const finished = await run({
      files: { 'a.txt': 'hi\n' },
      scenario: {
        name: 'prompt-too-long',
        agents: [
          {
            match: { agent: 'flotilla-lead', summary_request: true },
            turns: [{ text: `<summary>${summary}</summary>` }],
          },
          {
            match: { agent: 'flotilla-lead', compacted: true },
            repeat_last: true,
            turns: [{ text: 'kept turn' }, { text: 'Answered after compaction.' }],
          },
          {
            match: { agent: 'flotilla-lead' },
            turns: [{ tool_use: [{ name: 'Read', input: { file_path: 'a.txt' } }] }, tooLong],
          },
        ],
      },
    });
    expect(finished.result.conclusion).toBe('success');
    expect(finished.result.final_text).toBe('Answered after compaction.');
    const compactions = finished.events.filter((event) => event.type === 'compact');
    // The size the API counted, as its refusal said.
    expect(compactions).toMatchObject([{ tokensBefore: 250_000 }]);
    // Read, the refused request, the summary, the request after compaction.
    expect(finished.requestsOf('flotilla-lead')).toHaveLength(4);
  });

  it('fails with the API error when the compacted conversation is refused as too long again', async () => {
    const { outcome, requests } = await runFixer(
      {
        name: 'prompt-too-long-twice',
        agents: [
          {
            match: { agent: 'fixer', summary_request: true },
            turns: [{ text: `<summary>${summary}</summary>` }],
          },
          { match: { agent: 'fixer' }, repeat_last: true, turns: [tooLong] },
        ],
      },
      [{ role: 'user', content: 'Fix the greeting.' }],
    );
    await expect(outcome).rejects.toThrow(/prompt is too long/);
    // The refused request, the summary, the refused retry: no loop.
    expect(requests()).toHaveLength(3);
  });

  it('summarizes the newer half when the summary request is itself too long for the API', async () => {
    const lines = (name: string) =>
      Array.from({ length: 1_200 }, (_, line) => `${name} line ${line} of filler text.`).join('\n');
    const finished = await run({
      files: { 'one.txt': lines('one'), 'two.txt': lines('two'), 'three.txt': lines('three') },
      scenario: {
        name: 'api-window',
        // The API's window: far below the 200k Flotilla assumes for the model, so only the API's
        // 400 tells that the conversation outgrew it.
        context_window: 40_000,
        agents: [
          {
            match: { agent: 'flotilla-lead', summary_request: true },
            turns: [{ text: `<summary>${summary}</summary>` }],
          },
          {
            match: { agent: 'flotilla-lead', compacted: true },
            repeat_last: true,
            turns: [{ text: 'kept turn' }, { text: 'Answered after compaction.' }],
          },
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              { tool_use: [{ name: 'Read', input: { file_path: 'one.txt' } }] },
              { tool_use: [{ name: 'Read', input: { file_path: 'two.txt' } }] },
              { tool_use: [{ name: 'Read', input: { file_path: 'three.txt' } }] },
              { text: 'Answered WITHOUT compaction.' },
            ],
          },
        ],
      },
    });
    const requests = finished.requestsOf('flotilla-lead');
    console.log(
      requests.map((request) => [
        request.status,
        JSON.stringify(request.body).length,
        requestMessages(request).length,
      ]),
    );
    expect(finished.result.conclusion).toBe('success');
    expect(finished.result.final_text).toBe('Answered after compaction.');
    const summaries = requests.filter((request) =>
      isSummaryRequest(messageText(requestMessages(request).at(-1)!)),
    );
    // The whole conversation, refused; then its newer part, summarized.
    expect(summaries.map((request) => request.status)).toEqual([400, 200]);
    const after = requests.at(-1);
    expect(messageText(requestMessages(after)[0]!)).toMatch(/left out/);
  });
});
