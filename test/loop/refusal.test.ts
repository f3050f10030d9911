import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runResultSchema } from '../../src/results/run-result.js';
import { runCliInProcess } from '../support/cli-in-process.js';
import { createTempRepo, type TempRepo } from '../support/git-repo.js';
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
 * An answer a safety classifier stopped (stop_reason `refusal`). Claude Code 2.1.332 keeps the
 * stopped assistant turn, follows it with a user turn saying a classifier stopped it (and an
 * is_error result for each of its tool calls), asks once more, and fails at the second stop of
 * the session. Whole runs against the offline server.
 */
const refusedText = 'I will not write that part.';

describe('an answer stopped by a safety classifier', () => {
  it('is kept in the conversation, followed by a reminder, and the agent goes on to success', async () => {
    const finished = await run({
      scenario: {
        name: 'refused-once',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              { text: refusedText, stop_reason: 'refusal' },
              { text: 'Here is the review, without that part.' },
            ],
          },
        ],
      },
    });
    const requests = finished.requestsOf('flotilla-lead');
    expect(requests).toHaveLength(2);
    const [stopped, reminder] = requestMessages(requests[1]).slice(-2);
    expect(stopped).toMatchObject({ role: 'assistant' });
    expect(messageText(stopped!)).toBe(refusedText);
    expect(reminder?.role).toBe('user');
    expect(messageText(reminder!)).toMatch(/<system-reminder>[\s\S]*safety classifier/);
    expect(finished.result.conclusion).toBe('success');
    expect(finished.result.final_text).toBe('Here is the review, without that part.');
  });

  it('never runs the tool calls of a stopped answer: each gets an is_error result', async () => {
    const finished = await run({
      scenario: {
        name: 'refused-tool-call',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              {
                text: 'Writing it.',
                tool_use: [
                  {
                    id: 'toolu_stopped',
                    name: 'Write',
                    input: { file_path: 'x.txt', content: 'x' },
                  },
                ],
                stop_reason: 'refusal',
              },
              { text: 'Done another way.' },
            ],
          },
        ],
      },
      config: { permissionMode: 'acceptEdits' },
    });
    expect(existsSync(path.join(finished.repo.root, 'x.txt'))).toBe(false);
    const requests = finished.requestsOf('flotilla-lead');
    expect(requests).toHaveLength(2);
    const last = requestMessages(requests[1]).at(-1);
    expect(toolResults(last)).toEqual([
      {
        id: 'toolu_stopped',
        isError: true,
        text: expect.stringMatching(/Not run.*safety classifier/),
      },
    ]);
    expect(messageText(last!)).toContain('<system-reminder>');
    expect(finished.result.agents[0]?.tool_uses).toBe(0);
    expect(finished.result.conclusion).toBe('success');
  });

  it('never reports the stopped text as the answer of a run that went on without text', async () => {
    const finished = await run({
      scenario: {
        name: 'refused-then-silent',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              { text: 'WITHHELD PARTIAL', stop_reason: 'refusal' },
              { tool_use: [{ name: 'Glob', input: { pattern: '*' } }] },
              { text: '' },
            ],
          },
        ],
      },
    });
    expect(finished.result.conclusion).toBe('success');
    expect(finished.result.final_text).not.toContain('WITHHELD PARTIAL');
  });

  it("names the classifier's category and explanation when the API gives them", async () => {
    const stopped = {
      text: refusedText,
      stop_reason: 'refusal',
      refusal: { category: 'cyber', explanation: 'Looks like exploit development.' },
    } as const;
    const finished = await run({
      scenario: {
        name: 'refused-with-details',
        agents: [{ match: { agent: 'flotilla-lead' }, turns: [stopped, stopped] }],
      },
    });
    expect(finished.result.agents[0]?.error).toMatch(
      /stop_reason refusal, cyber: Looks like exploit development\., last in message msg_\w+/,
    );
  });

  it('fails the lead at the second stop of its run, even after a good turn, keeping the text it wrote', async () => {
    const finished = await run({
      scenario: {
        name: 'refused-twice',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            repeat_last: true,
            turns: [
              { text: 'No.', stop_reason: 'refusal' },
              { tool_use: [{ name: 'Glob', input: { pattern: '*' } }] },
              { text: refusedText, stop_reason: 'refusal' },
            ],
          },
        ],
      },
    });
    expect(finished.requestsOf('flotilla-lead')).toHaveLength(3);
    expect(finished.result.conclusion).toBe('error');
    expect(finished.result.agents[0]).toMatchObject({ status: 'failed' });
    expect(finished.result.agents[0]?.error).toMatch(
      /safety classifier stopped the model's answer 2 times \(stop_reason refusal, last in message msg_\w+\)/,
    );
    expect(finished.result.final_text).toBe(refusedText);
  });

  it('fails a subagent stopped twice: the run is partial, the lead goes on', async () => {
    const finished = await run({
      agents: { helper: agentFile('helper') },
      scenario: {
        name: 'subagent-refused',
        agents: [
          {
            match: { agent: 'helper' },
            repeat_last: true,
            turns: [{ text: refusedText, stop_reason: 'refusal' }],
          },
          {
            match: { agent: 'flotilla-lead' },
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
    expect(finished.requestsOf('helper')).toHaveLength(2);
    const helper = finished.result.agents.find((agent) => agent.name === 'helper');
    expect(helper).toMatchObject({ status: 'failed' });
    expect(helper?.error).toMatch(/safety classifier/);
    expect(finished.result.conclusion).toBe('partial');
  });
});

describe('flotilla run with an answer stopped twice', () => {
  let repo: TempRepo | undefined;
  afterEach(async () => repo?.cleanup());

  it('exits 3 and keeps the stopped text in its report and results.json', async () => {
    repo = await createTempRepo({ files: { 'f.txt': 'a\n' } });
    const scenario = path.join(repo.dir, 'scenario.json');
    await writeFile(
      scenario,
      JSON.stringify({
        name: 'refused-cli',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            repeat_last: true,
            turns: [{ text: refusedText, stop_reason: 'refusal' }],
          },
        ],
      }),
    );
    const output = path.join(repo.dir, 'out');
    const { code, stdout, stderr } = await runCliInProcess(
      ['run', '--prompt', 'go', '--scenario', scenario, '--output', output],
      { cwd: repo.root, env: { ...repo.env, HOME: repo.dir } },
    );
    expect(code, stderr).toBe(3);
    expect(stdout).toContain(refusedText);
    expect(stderr).toMatch(/the run ended with error: A safety classifier stopped/);
    const result = runResultSchema.parse(
      JSON.parse(await readFile(path.join(output, 'results.json'), 'utf8')),
    );
    expect(result.final_text).toBe(refusedText);
    expect(result.conclusion).toBe('error');
  });
});
