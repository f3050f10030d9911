import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  agentFile,
  cleanupRuns,
  messageText,
  requestMessages,
  run,
  toolResults,
} from '../subagents/harness.js';

afterEach(cleanupRuns);

/**
 * How an agent's turn ends when the API stops it short: an answer cut at the output token limit
 * (`max_tokens`), mid-text or mid-tool-call. Whole runs against the offline server, which cuts
 * a `max_tokens` turn's last tool input half-way as the API does.
 */
describe('an answer cut at max_tokens', () => {
  it('answers a tool call cut mid-input with an is_error result in one request, counts its cost and goes on', async () => {
    const finished = await run({
      scenario: {
        name: 'cut-tool-call',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            // The helper's end comes back as a task notification, answered by the last turn.
            repeat_last: true,
            turns: [
              {
                tool_use: [
                  {
                    id: 'toolu_cut',
                    name: 'Write',
                    input: { file_path: 'out.txt', content: 'a very long file '.repeat(20) },
                  },
                ],
                stop_reason: 'max_tokens',
                usage: { output_tokens: 16_000 },
              },
              { text: 'Wrote it in smaller parts instead.' },
            ],
          },
        ],
      },
      config: { permissionMode: 'acceptEdits', modelAccess: { maxRetries: 2 } },
    });
    const requests = finished.requestsOf('flotilla-lead');
    expect(requests).toHaveLength(2);
    const [result] = toolResults(requestMessages(requests[1]).at(-1));
    expect(result).toMatchObject({ id: 'toolu_cut', isError: true });
    expect(result?.text).toMatch(/Write .*not complete JSON/);
    expect(result?.text).toMatch(/output token limit/);
    expect(result?.text).toContain('{"file_path":"out.txt"');
    expect(existsSync(path.join(finished.repo.root, 'out.txt'))).toBe(false);
    expect(finished.result.conclusion).toBe('success');
    expect(finished.result.final_text).toBe('Wrote it in smaller parts instead.');
    expect(finished.result.usage.output_tokens).toBeGreaterThanOrEqual(16_000);
    expect(finished.result.cost_usd).toBeGreaterThan(0);
  });
});

describe('an answer cut at max_tokens or at the context window', () => {
  it('asks the model to resume where its text was cut and joins the pieces', async () => {
    const finished = await run({
      scenario: {
        name: 'cut-text',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              { text: 'The report: first half of a long sen', stop_reason: 'max_tokens' },
              { text: 'tence, and the end.' },
            ],
          },
        ],
      },
    });
    const requests = finished.requestsOf('flotilla-lead');
    expect(requests).toHaveLength(2);
    const resume = requestMessages(requests[1]).at(-1);
    expect(resume?.role).toBe('user');
    expect(messageText(resume!)).toMatch(/output token limit/);
    expect(finished.result.conclusion).toBe('success');
    expect(finished.result.final_text).toBe(
      'The report: first half of a long sentence, and the end.',
    );
  });

  it('keeps the cut text alone when the resumed answer is empty: the resume prompt is not part of it', async () => {
    const finished = await run({
      scenario: {
        name: 'cut-then-empty',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [{ text: 'The report: part one', stop_reason: 'max_tokens' }, { text: '' }],
          },
        ],
      },
    });
    expect(finished.requestsOf('flotilla-lead')).toHaveLength(2);
    expect(finished.result.final_text).toBe('The report: part one');
    expect(finished.result.final_text).not.toMatch(/system-reminder|output token limit/);
  });

  it('gives up after three resumes: the lead fails with what it wrote so far, never success', async () => {
    const finished = await run({
      scenario: {
        name: 'always-cut',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            repeat_last: true,
            turns: [{ text: 'more and more ', stop_reason: 'max_tokens' }],
          },
        ],
      },
    });
    expect(finished.requestsOf('flotilla-lead')).toHaveLength(4);
    expect(finished.result.conclusion).not.toBe('success');
    expect(finished.result.agents[0]).toMatchObject({ status: 'failed' });
    expect(finished.result.agents[0]?.error).toMatch(/output token limit/);
  });

  it('reports a subagent whose answer stays cut as failed, not completed', async () => {
    const finished = await run({
      agents: { helper: agentFile('helper') },
      scenario: {
        name: 'subagent-cut',
        agents: [
          {
            match: { agent: 'helper' },
            repeat_last: true,
            turns: [{ text: 'Findings: 1. SQL injection in db.py', stop_reason: 'max_tokens' }],
          },
          {
            match: { agent: 'flotilla-lead' },
            // The helper's end comes back as a task notification, answered by the last turn.
            repeat_last: true,
            turns: [
              {
                tool_use: [
                  {
                    name: 'Agent',
                    input: { subagent_type: 'helper', description: 'review', prompt: 'Review.' },
                  },
                ],
              },
              { text: 'Done.' },
            ],
          },
        ],
      },
    });
    const helper = finished.result.agents.find((agent) => agent.name === 'helper');
    expect(helper).toMatchObject({ status: 'failed' });
    expect(helper?.error).toMatch(/output token limit/);
  });

  it('compacts when the model stops at the context window, then goes on', async () => {
    const finished = await run({
      scenario: {
        name: 'window-exceeded',
        agents: [
          {
            match: { agent: 'flotilla-lead', summary_request: true },
            turns: [{ text: '<summary>The user asked for the task.</summary>' }],
          },
          {
            match: { agent: 'flotilla-lead', compacted: true },
            repeat_last: true,
            turns: [{ text: 'Done after compaction.' }],
          },
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              {
                text: 'Partial answer cut by the context wi',
                stop_reason: 'model_context_window_exceeded',
              },
            ],
          },
        ],
      },
    });
    expect(finished.events.some((event) => event.type === 'compact')).toBe(true);
    expect(finished.result.conclusion).toBe('success');
    expect(finished.result.final_text).toBe('Done after compaction.');
  });

  it('fails with the context window named when the model stops there again after compacting', async () => {
    const finished = await run({
      scenario: {
        name: 'window-exceeded-twice',
        agents: [
          {
            match: { agent: 'flotilla-lead', summary_request: true },
            turns: [{ text: '<summary>The user asked for the task.</summary>' }],
          },
          {
            match: { agent: 'flotilla-lead' },
            repeat_last: true,
            turns: [{ text: 'Cut again', stop_reason: 'model_context_window_exceeded' }],
          },
        ],
      },
    });
    expect(finished.result.conclusion).not.toBe('success');
    expect(finished.result.agents[0]).toMatchObject({ status: 'failed' });
    expect(finished.result.agents[0]?.error).toMatch(/context window limit/);
  });
});
