import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ScenarioInput } from '../../src/offline/index.js';
import { loadSession } from '../../src/sessions/session-store.js';
import {
  agentFile,
  cleanupRuns,
  messageText,
  newRepo,
  requestMessages,
  run,
  toolResults,
} from '../subagents/harness.js';

afterEach(cleanupRuns);

const temporary: string[] = [];
afterEach(async () => {
  await Promise.all(temporary.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

async function temporaryDirectory(prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  temporary.push(dir);
  return dir;
}

/** A model with a 200k window: it compacts above 200k − 16k − 13k. */
const smallWindowModel = 'claude-sonnet-5';

/**
 * The lead reads a.txt, compacts at 171k tokens, then Reads `afterwards` (paths outside the
 * tree): what Claude Code's model does with the transcript a compaction points it to.
 */
function compactThenRead(afterwards: readonly string[]): ScenarioInput['agents'] {
  return [
    {
      match: { agent: 'flotilla-lead', summary_request: true },
      turns: [{ text: '<summary>Read a.txt.</summary>' }],
    },
    {
      match: { agent: 'flotilla-lead', compacted: true },
      turns: [
        { text: 'kept turn' },
        {
          tool_use: afterwards.map((file) => ({ name: 'Read', input: { file_path: file } })),
        },
        { text: 'Done.' },
      ],
    },
    {
      match: { agent: 'flotilla-lead' },
      turns: [
        { tool_use: [{ name: 'Read', input: { file_path: 'a.txt' } }] },
        {
          tool_use: [{ name: 'Read', input: { file_path: 'b.txt' } }],
          usage: { input_tokens: 171_000 },
        },
      ],
    },
  ];
}

const files = { 'a.txt': 'alpha-before-compaction\n', 'b.txt': 'bravo\n' };

describe('the transcript a compaction points to', () => {
  it("is one the agent's Read opens: its run's transcript, and nothing else of the state directory", async () => {
    const stateDir = await temporaryDirectory('flotilla-state-');
    const transcript = path.join(stateDir, 'transcripts', 'lead.jsonl');
    const elsewhere = path.join(stateDir, 'other.txt');
    await writeFile(elsewhere, 'not for agents\n');
    const outcome = await run({
      files,
      config: { model: smallWindowModel, stateDir },
      scenario: { name: 'read-transcript', agents: compactThenRead([transcript, elsewhere]) },
    });
    expect(outcome.result.conclusion).toBe('success');
    const requests = outcome.requestsOf('flotilla-lead');
    const summary = messageText(requestMessages(requests[3])[0]!);
    expect(summary).toContain(`the full transcript (JSON lines) is at ${transcript} `);
    const [read, refused] = toolResults(requestMessages(requests.at(-1)).at(-1));
    expect(read).toMatchObject({ isError: false });
    expect(read?.text).toContain('alpha-before-compaction');
    expect(refused).toMatchObject({ isError: true });
    expect(refused?.text).toContain('outside the working tree');
  });

  it("is the lead's kept session, which a --continue still reads, and no other run's session", async () => {
    const repo = await newRepo({ files });
    const sessionsDir = await temporaryDirectory('flotilla-sessions-');
    const first = '20261127T100000Z-0000000a';
    const kept = path.join(sessionsDir, `${first}.jsonl`);
    const other = path.join(sessionsDir, '20261127T090000Z-0000000b.jsonl');
    await writeFile(other, '{"role":"user","content":"another conversation"}\n');
    const compacted = await run({
      repo,
      config: { model: smallWindowModel, sessionsDir, runId: first },
      scenario: { name: 'compact-kept', agents: compactThenRead([kept]) },
    });
    expect(compacted.result.conclusion).toBe('success');
    const summary = messageText(requestMessages(compacted.requestsOf('flotilla-lead')[3])[0]!);
    expect(summary).toContain(`the full transcript (JSON lines) is at ${kept} `);
    expect(
      toolResults(requestMessages(compacted.requestsOf('flotilla-lead').at(-1)).at(-1))[0]?.text,
    ).toContain('alpha-before-compaction');

    const resumed = await run({
      repo,
      resume: await loadSession(sessionsDir, first),
      config: {
        model: smallWindowModel,
        sessionsDir,
        runId: '20261127T110000Z-0000000c',
        prompt: 'What did a.txt say?',
      },
      scenario: {
        name: 'continue-and-read',
        agents: [
          // The server counts turns from the conversation's start: each answer repeats.
          {
            match: { agent: 'flotilla-lead', last_message: 'What did a.txt say' },
            repeat_last: true,
            turns: [
              {
                tool_use: [
                  { name: 'Read', input: { file_path: kept } },
                  { name: 'Read', input: { file_path: other } },
                ],
              },
            ],
          },
          {
            match: { agent: 'flotilla-lead' },
            repeat_last: true,
            turns: [{ text: 'It said alpha.' }],
          },
        ],
      },
    });
    expect(resumed.result.conclusion).toBe('success');
    const [read, refused] = toolResults(
      requestMessages(resumed.requestsOf('flotilla-lead').at(-1)).at(-1),
    );
    expect(read).toMatchObject({ isError: false });
    expect(read?.text).toContain('alpha-before-compaction');
    expect(refused).toMatchObject({ isError: true });
    expect(refused?.text).toContain('outside the working tree');
  });

  it("is the agent's own: a subagent's Read opens its transcript, not the lead's, and the lead's not the subagent's", async () => {
    const stateDir = await temporaryDirectory('flotilla-state-');
    const transcripts = path.join(stateDir, 'transcripts');
    const lead = path.join(transcripts, 'lead.jsonl');
    const reviewer = path.join(transcripts, 'a1-reviewer.jsonl');
    const outcome = await run({
      files,
      agents: { reviewer: agentFile('reviewer') },
      // Confinement holds in every mode: bypassPermissions only lets the pause run.
      config: { stateDir, permissionMode: 'bypassPermissions' },
      scenario: {
        name: 'own-transcript',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              {
                tool_use: [
                  {
                    name: 'Agent',
                    input: {
                      run_in_background: false,
                      description: 'A task',
                      prompt: 'Review it.',
                      subagent_type: 'reviewer',
                    },
                  },
                ],
              },
              {
                tool_use: [
                  { name: 'Read', input: { file_path: lead } },
                  { name: 'Read', input: { file_path: reviewer } },
                ],
              },
              { text: 'Done.' },
            ],
          },
          {
            match: { agent: 'reviewer' },
            turns: [
              // A pause first: its transcript is written a tick (20 ms) after each append.
              { tool_use: [{ name: 'Bash', input: { command: 'sleep 0.3' } }] },
              {
                tool_use: [
                  { name: 'Read', input: { file_path: reviewer } },
                  { name: 'Read', input: { file_path: lead } },
                ],
              },
              { text: 'Reviewed.' },
            ],
          },
        ],
      },
    });
    expect(outcome.result.conclusion).toBe('success');
    const [own, leads] = toolResults(requestMessages(outcome.requestsOf('reviewer').at(-1)).at(-1));
    expect(own).toMatchObject({ isError: false });
    expect(own?.text).toContain('Review it.');
    expect(leads).toMatchObject({ isError: true });
    expect(leads?.text).toContain('outside the working tree');
    const [leadOwn, subagents] = toolResults(
      requestMessages(outcome.requestsOf('flotilla-lead').at(-1)).at(-1),
    );
    expect(leadOwn).toMatchObject({ isError: false });
    expect(subagents).toMatchObject({ isError: true });
    expect(subagents?.text).toContain('outside the working tree');
  });
});
