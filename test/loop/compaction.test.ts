import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { RunBudget } from '../../src/loop/budget.js';
import { compactConversation } from '../../src/loop/compaction.js';
import { runAgent } from '../../src/loop/run-agent.js';
import { lostBackgroundTaskNotices } from '../../src/sessions/lost-background-tasks.js';
import { createAnthropicModelClient } from '../../src/model/anthropic-client.js';
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
  requestSystem,
  requestToolNames,
  run,
  startServer,
  toolResults,
} from '../subagents/harness.js';

afterEach(cleanupRuns);

/** Claude Code 2.1.332 compacts a 200k window above 200k − 16k (max_tokens) − 13k. */
const nearlyFull = 171_000;
/** A model with a 200k window: the runs' default, opus[1m], has 1M. */
const smallWindowModel = 'claude-sonnet-5';
const summary = 'Read a.txt and b.txt for the greeting task; c.txt is next.';

/**
 * Records every PreCompact input, one JSON per line, in the repository, and prints an
 * instruction for the summary.
 */
const settings = JSON.stringify({
  hooks: {
    PreCompact: [
      {
        matcher: 'auto',
        hooks: [
          {
            type: 'command',
            command:
              'cat >> "$CLAUDE_PROJECT_DIR/precompact.jsonl"; echo >> "$CLAUDE_PROJECT_DIR/precompact.jsonl"; echo "Keep every file name."',
          },
        ],
      },
    ],
  },
});

const files = {
  'a.txt': 'alpha\n',
  'b.txt': 'bravo\n',
  'c.txt': 'charlie\n',
  '.claude/settings.json': settings,
  'CLAUDE.md': 'Name every file you read.\n',
};

/** An agent's script: two reads that fill the window, a summary, then the rest of the work. */
function longConversation(
  agent: string,
  done: string,
  inputTokens = nearlyFull,
): ScenarioInput['agents'] {
  const thought = 'b.txt is the last file before c.txt.';
  return [
    {
      match: { agent, summary_request: true },
      turns: [{ text: `<analysis>two reads so far</analysis>\n<summary>${summary}</summary>` }],
    },
    {
      match: { agent, compacted: true },
      turns: [
        // Turn 0 is the kept assistant message (never answered again): scripting its thinking
        // makes the server check that the block came back first and unmodified.
        { thinking: thought, text: 'kept turn' },
        { tool_use: [{ name: 'Read', input: { file_path: 'c.txt' } }] },
        { text: done },
      ],
    },
    {
      match: { agent },
      turns: [
        { tool_use: [{ name: 'Read', input: { file_path: 'a.txt' } }] },
        {
          thinking: thought,
          tool_use: [{ id: 'toolu_keep', name: 'Read', input: { file_path: 'b.txt' } }],
          usage: { input_tokens: inputTokens },
        },
      ],
    },
  ];
}

/** Messages as the API reads them: the client moves its cache breakpoints every turn. */
/**
 * One agent on the offline server at `url`, in a 20k-token window with 1k of output: it compacts
 * above 20k − 1k − 13k = 6k tokens.
 */
function runInSmallWindow(
  repo: { root: string; env: Record<string, string> },
  url: string,
  options: Pick<
    Parameters<typeof runAgent>[0],
    'agentId' | 'agentName' | 'systemPrompt' | 'messages' | 'backgroundTasks' | 'teammateOf'
  > & { mode?: 'default' | 'bypassPermissions' },
) {
  const { mode = 'default', ...rest } = options;
  return runAgent({
    model: 'claude-sonnet-5',
    tools: defaultTools(),
    gate: permissionGate(createPermissionPolicy({ mode, root: repo.root })),
    client: createAnthropicModelClient({ apiKey: 'sk-offline-test', baseUrl: url }),
    maxTurns: 10,
    maxOutputTokens: 1_000,
    contextWindow: 20_000,
    budget: new RunBudget({}, (model, usage) => costUsd(model, usage)),
    signal: new AbortController().signal,
    toolContext: { root: repo.root, environment: repo.env },
    ...rest,
  });
}

function withoutBreakpoints(messages: MessageParam[]): unknown {
  return JSON.parse(
    JSON.stringify(messages, (key, value: unknown) =>
      key === 'cache_control' ? undefined : value,
    ),
  );
}

function lastBlockText(message: MessageParam | undefined): string {
  if (!message) return '';
  if (typeof message.content === 'string') return message.content;
  const last = message.content.at(-1);
  return last?.type === 'text' ? last.text : '';
}

describe('compaction of a long conversation', () => {
  it('compacts a lead near its context window: PreCompact first, a summary request on the same prefix, then a shorter conversation that opens with the summary', async () => {
    const outcome = await run({
      files,
      config: { model: smallWindowModel, prompt: 'Fix the greeting.' },
      scenario: { name: 'compact-lead', agents: longConversation('flotilla-lead', 'All read.') },
    });
    expect(outcome.result.conclusion).toBe('success');
    const requests = outcome.requestsOf('flotilla-lead');
    expect(requests).toHaveLength(5);
    const [, beforeCompaction, summaryRequest, afterCompaction, last] = requests;

    // The summary request is the agent's next request (same system, tools and messages, so the
    // prompt cache serves it) with the instruction at the end of the last user message.
    const full = requestMessages(beforeCompaction);
    const asked = requestMessages(summaryRequest);
    expect(requestSystem(summaryRequest)).toBe(requestSystem(beforeCompaction));
    expect(requestToolNames(summaryRequest)).toEqual(requestToolNames(beforeCompaction));
    expect(asked).toHaveLength(full.length + 2);
    expect(withoutBreakpoints(asked.slice(0, full.length))).toEqual(withoutBreakpoints(full));
    expect(toolResults(asked.at(-1))[0]?.text).toContain('bravo');
    expect(lastBlockText(asked.at(-1))).toContain('<summary>');
    // What the PreCompact hook printed joins the request, as in Claude Code.
    expect(lastBlockText(asked.at(-1))).toContain('Keep every file name.');

    // Then the older turns are gone: the summary, the kept last turn (thinking, tool call and
    // its result, unmodified), and nothing else.
    const compacted = requestMessages(afterCompaction);
    expect(compacted).toHaveLength(3);
    expect(compacted[0]?.role).toBe('user');
    expect(messageText(compacted[0]!)).toContain(summary);
    // The memory files open the compacted conversation again, before the summary; the prompt
    // they preceded is summarized. The file read before the kept turn comes back after the
    // summary, as Claude Code 2.1.332 re-attaches recent reads (b.txt is in the kept turn).
    const opening = compacted[0]?.content;
    expect(Array.isArray(opening) && opening.map((block) => block.type)).toEqual([
      'text',
      'text',
      'text',
    ]);
    expect(JSON.stringify(opening)).toMatch(/<system-reminder>.*Name every file you read/);
    expect(Array.isArray(opening) && opening[1]).toMatchObject({
      text: expect.stringContaining(summary) as string,
    });
    expect(lastBlockText(compacted[0])).toMatch(
      /^<system-reminder>\nThe Read tool's result for \{"file_path":"a.txt"\}.*\n\s+1\talpha\n/,
    );
    expect(JSON.stringify(compacted[0])).not.toContain('Fix the greeting.');
    expect(messageText(compacted[0]!)).not.toContain('two reads so far');
    expect(JSON.stringify(compacted[0])).not.toContain('bravo');
    expect(withoutBreakpoints(compacted.slice(1, 2))).toEqual(
      withoutBreakpoints(asked.slice(-2, -1)),
    );
    const kept = compacted[1]?.content;
    expect(Array.isArray(kept) && kept[0]?.type).toBe('thinking');
    expect(toolResults(compacted[2])).toEqual([
      { id: 'toolu_keep', text: expect.stringContaining('bravo') as string, isError: false },
    ]);
    expect(toolResults(requestMessages(last).at(-1))[0]?.text).toContain('charlie');
    expect(outcome.result.agents[0]?.status).toBe('completed');

    // PreCompact fired once with Claude Code's input.
    const hookLines = (await readFile(path.join(outcome.repo.root, 'precompact.jsonl'), 'utf8'))
      .split('\n')
      .filter((line) => line.trim() !== '');
    expect(hookLines).toHaveLength(1);
    const hookInput = JSON.parse(hookLines[0]!) as Record<string, unknown>;
    expect(hookInput).not.toHaveProperty('permission_mode');
    expect(hookInput).toMatchObject({
      hook_event_name: 'PreCompact',
      trigger: 'auto',
      custom_instructions: null,
      session_id: outcome.result.run_id,
      cwd: outcome.repo.root,
      transcript_path: path.join(outcome.stateDir, 'transcripts', 'lead.jsonl'),
    });

    // The progress display heard of it; the transcript keeps the summary as a boundary, and a
    // resume reads the compacted conversation from there.
    const compactions = outcome.events.filter((event) => event.type === 'compact');
    expect(compactions).toHaveLength(1);
    expect(compactions[0]).toMatchObject({ tokensBefore: expect.any(Number) as number });
    const raw = await readFile(path.join(outcome.stateDir, 'transcripts', 'lead.jsonl'), 'utf8');
    expect(raw).toContain('alpha');
    expect(raw).toContain('"compact_boundary":true');
    const resumed = await outcome.leadTranscript();
    expect(messageText(resumed[0]!)).toContain(summary);
    expect(withoutBreakpoints(resumed.slice(1, 3))).toEqual(withoutBreakpoints(compacted.slice(1)));
  });

  it('compacts a subagent too, and says so in its output file', async () => {
    const outcome = await run({
      files,
      agents: {
        reader: `---\nname: reader\ndescription: Reads files.\ntools: Read\n---\n\nYou read files.\n`,
      },
      config: { model: smallWindowModel, prompt: 'Have the reader read the files.' },
      scenario: {
        name: 'compact-subagent',
        agents: [
          ...longConversation('reader', 'Reader done.'),
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              {
                tool_use: [
                  {
                    name: 'Agent',
                    input: {
                      run_in_background: false,
                      description: 'read',
                      subagent_type: 'reader',
                      prompt: 'Read them.',
                    },
                  },
                ],
              },
              { text: 'The reader finished.' },
            ],
          },
        ],
      },
    });
    expect(outcome.result.conclusion).toBe('success');
    const requests = outcome.requestsOf('reader');
    expect(requests).toHaveLength(5);
    expect(lastBlockText(requestMessages(requests[2]).at(-1))).toContain('<summary>');
    expect(requestMessages(requests[3])).toHaveLength(3);
    expect(messageText(requestMessages(requests[3])[0]!)).toContain(summary);
    const reader = outcome.result.agents.find((agent) => agent.name === 'reader');
    expect(reader?.status).toBe('completed');
    const output = await readFile(
      path.join(outcome.stateDir, 'tasks', `${reader?.agent_id}.output`),
      'utf8',
    );
    expect(output).toContain('[compacted]');
    // The lead got the subagent's answer, given after its compaction.
    expect(JSON.stringify(requestMessages(outcome.requestsOf('flotilla-lead')[1]))).toContain(
      'Reader done.',
    );
    const hookInputs = (await readFile(path.join(outcome.repo.root, 'precompact.jsonl'), 'utf8'))
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(hookInputs).toEqual([
      expect.objectContaining({
        trigger: 'auto',
        agent_type: 'reader',
        agent_id: reader?.agent_id,
      }),
    ]);
  });

  it("compacts against the run's context window override for the model", async () => {
    const scenario = {
      name: 'compact-override',
      // 12k tokens: far below the default 200k window, above 40k − 16k − 13k.
      agents: longConversation('flotilla-lead', 'All read.', 12_000),
    };
    const compacted = await run({
      files,
      config: { model: smallWindowModel, contextWindows: { sonnet: 40_000 } },
      scenario,
    });
    expect(compacted.result.conclusion).toBe('success');
    expect(compacted.events.filter((event) => event.type === 'compact')).toHaveLength(1);
    expect(messageText(requestMessages(compacted.requestsOf('flotilla-lead')[3])[0]!)).toContain(
      summary,
    );
  });

  it('ends an agent whose context refills at once after each compaction with a clear error', async () => {
    const outcome = await run({
      files,
      config: { model: smallWindowModel },
      scenario: {
        name: 'compact-thrash',
        agents: [
          {
            match: { agent: 'flotilla-lead', summary_request: true },
            turns: [{ text: '<summary>Still reading.</summary>' }],
          },
          {
            match: { agent: 'flotilla-lead' },
            repeat_last: true,
            turns: [
              {
                tool_use: [{ name: 'Read', input: { file_path: 'a.txt' } }],
                usage: { input_tokens: nearlyFull },
              },
            ],
          },
        ],
      },
    });
    const lead = outcome.result.agents[0];
    expect(lead?.status).toBe('failed');
    expect(outcome.result.conclusion).toBe('error');
    const summaries = outcome
      .requestsOf('flotilla-lead')
      .filter((request) => lastBlockText(requestMessages(request).at(-1)).includes('<summary>'));
    expect(summaries).toHaveLength(3);
    expect(JSON.stringify(outcome.result)).toContain('refilled the context window');
  });

  it("ends the agent with the hook's reason when a PreCompact hook refuses the compaction", async () => {
    const refusing = JSON.stringify({
      hooks: {
        PreCompact: [
          {
            hooks: [
              {
                type: 'command',
                command: 'echo "compaction is off in this repository" >&2; exit 2',
              },
            ],
          },
        ],
      },
    });
    const outcome = await run({
      files: { ...files, '.claude/settings.json': refusing },
      config: { model: smallWindowModel },
      scenario: { name: 'compact-refused', agents: longConversation('flotilla-lead', 'unused') },
    });
    expect(outcome.result.agents[0]?.status).toBe('failed');
    expect(JSON.stringify(outcome.result)).toContain('compaction is off in this repository');
    // No summary was asked for.
    expect(outcome.requestsOf('flotilla-lead')).toHaveLength(2);
  });

  it.each([
    { agent: 'flotilla-lead', prompt: 'Fix the greeting.' },
    { agent: 'reader', prompt: 'Have the reader read the files.' },
  ])(
    'runs the SessionStart hooks with matcher compact after compacting $agent, and what they print follows the summary',
    async ({ agent, prompt }) => {
      // As Claude Code 2.1.332 does for the lead and for a subagent (observed: source compact,
      // the subagent's agent_id and agent_type; the output in the next request).
      const restarting = JSON.stringify({
        hooks: {
          SessionStart: [
            {
              matcher: 'compact',
              hooks: [
                {
                  type: 'command',
                  command:
                    'cat >> "$CLAUDE_PROJECT_DIR/session-start.jsonl"; echo >> "$CLAUDE_PROJECT_DIR/session-start.jsonl"; echo "Re-read NOTES.md."',
                },
              ],
            },
            { matcher: 'startup', hooks: [{ type: 'command', command: 'echo "At startup."' }] },
          ],
        },
      });
      const lead = {
        match: { agent: 'flotilla-lead' },
        turns: [
          {
            tool_use: [
              {
                name: 'Agent',
                input: {
                  run_in_background: false,
                  description: 'read',
                  subagent_type: 'reader',
                  prompt: 'Read them.',
                },
              },
            ],
          },
          { text: 'The reader finished.' },
        ],
      };
      const outcome = await run({
        files: { ...files, '.claude/settings.json': restarting },
        agents: {
          reader: `---\nname: reader\ndescription: Reads files.\ntools: Read\n---\n\nYou read files.\n`,
        },
        config: { model: smallWindowModel, prompt },
        scenario: {
          name: 'compact-session-start',
          agents: [...longConversation(agent, 'Done.'), ...(agent === 'reader' ? [lead] : [])],
        },
      });
      expect(outcome.result.conclusion).toBe('success');
      const afterCompaction = requestMessages(outcome.requestsOf(agent)[3]);
      expect(messageText(afterCompaction[0]!)).toContain(summary);
      expect(lastBlockText(afterCompaction[0])).toBe('Re-read NOTES.md.');
      expect(JSON.stringify(afterCompaction)).not.toContain('At startup.');
      const inputs = (await readFile(path.join(outcome.repo.root, 'session-start.jsonl'), 'utf8'))
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      const compacted = outcome.result.agents.find((each) => each.name === agent);
      expect(inputs).toEqual([
        expect.objectContaining({
          hook_event_name: 'SessionStart',
          source: 'compact',
          ...(agent === 'reader' ? { agent_id: compacted?.agent_id, agent_type: 'reader' } : {}),
        }),
      ]);
    },
  );
});

/** Two reads, the second answered at `inputTokens`, then a last answer: no summary scripted. */
function twoReads(inputTokens: number): ScenarioInput['agents'] {
  return [
    {
      match: { agent: 'flotilla-lead' },
      turns: [
        { tool_use: [{ name: 'Read', input: { file_path: 'a.txt' } }] },
        {
          tool_use: [{ name: 'Read', input: { file_path: 'b.txt' } }],
          usage: { input_tokens: inputTokens },
        },
        { text: 'All read.' },
      ],
    },
  ];
}

/** The repository's files with these variables in the project settings' `env`. */
function withSettingsEnv(env: Record<string, string>): Record<string, string> {
  return {
    ...files,
    '.claude/settings.json': JSON.stringify({ ...JSON.parse(settings), env }),
  };
}

describe("Claude Code's compaction variables", () => {
  // sonnet-5: 200k window, 16,384 max_tokens, so 183,616 tokens less the answer's room.
  it('CLAUDE_AUTOCOMPACT_PCT_OVERRIDE in the settings env compacts at that share of the window less the answer, for the lead and its subagents', async () => {
    // 50% of 183,616 is 91,808: 95k compacts, where the default point is 170,616.
    const outcome = await run({
      files: withSettingsEnv({ CLAUDE_AUTOCOMPACT_PCT_OVERRIDE: '50' }),
      agents: {
        reader: `---\nname: reader\ndescription: Reads files.\ntools: Read\n---\n\nYou read files.\n`,
      },
      config: { model: smallWindowModel },
      scenario: {
        name: 'compact-percent',
        agents: [
          ...longConversation('reader', 'Reader done.', 95_000),
          ...longConversation('flotilla-lead', 'All read.', 95_000).map((entry) =>
            entry.match?.summary_request || entry.match?.compacted
              ? entry
              : {
                  ...entry,
                  turns: [
                    {
                      tool_use: [
                        {
                          name: 'Agent',
                          input: {
                            run_in_background: false,
                            description: 'read',
                            subagent_type: 'reader',
                            prompt: 'Read them.',
                          },
                        },
                      ],
                    },
                    ...entry.turns,
                  ],
                },
          ),
        ],
      },
    });
    expect(outcome.result.conclusion).toBe('success');
    const compacted = outcome.events.filter((event) => event.type === 'compact');
    expect(compacted.map((event) => event.agentId).sort()).toEqual(
      [outcome.result.agents.find((agent) => agent.name === 'reader')?.agent_id, 'lead'].sort(),
    );
  });

  // 100k of sonnet-5's 200k window: 100k − 16,384 − 13k = 70,616, where the default point is 170,616.
  it('CLAUDE_CODE_AUTO_COMPACT_WINDOW compacts against that window where the model has more, and wins over --autocompact', async () => {
    const compacts = async (
      environment: Record<string, string>,
      config: { autocompactWindow?: number } = {},
      expected = true,
    ) => {
      const outcome = await run({
        files,
        environment,
        config: { model: smallWindowModel, ...config },
        scenario: {
          name: 'compact-window',
          agents: expected
            ? longConversation('flotilla-lead', 'All read.', 75_000)
            : twoReads(75_000),
        },
      });
      expect(outcome.result.conclusion, outcome.logs.join('\n')).toBe('success');
      return outcome.events.filter((event) => event.type === 'compact').length;
    };
    expect(await compacts({ CLAUDE_CODE_AUTO_COMPACT_WINDOW: '100k' })).toBe(1);
    expect(await compacts({}, { autocompactWindow: 100_000 })).toBe(1);
    // A window larger than the model's changes nothing; the variable wins over the flag.
    expect(
      await compacts(
        { CLAUDE_CODE_AUTO_COMPACT_WINDOW: '500000' },
        { autocompactWindow: 100_000 },
        false,
      ),
    ).toBe(0);
  });

  it('ignores a CLAUDE_AUTOCOMPACT_PCT_OVERRIDE that is no percentage, as Claude Code does, and says so', async () => {
    const outcome = await run({
      files,
      environment: { CLAUDE_AUTOCOMPACT_PCT_OVERRIDE: '150' },
      config: { model: smallWindowModel },
      scenario: { name: 'compact-percent-bad', agents: twoReads(95_000) },
    });
    expect(outcome.result.conclusion).toBe('success');
    expect(outcome.events.filter((event) => event.type === 'compact')).toHaveLength(0);
    expect(outcome.logs).toContain(
      "warning: CLAUDE_AUTOCOMPACT_PCT_OVERRIDE '150' is not a percentage above 0 and at most 100 (e.g. 50); it is ignored, as Claude Code ignores it, and conversations compact at the default point.",
    );
  });

  it('DISABLE_AUTO_COMPACT=1 does not compact past the point, and stops the agent before the window with "Prompt is too long"', async () => {
    // 166k of input and ~6k of cache make ~172k: past the compaction point (170,616) and below
    // the stop (183,616 − 3k = 180,616).
    const kept = await run({
      files,
      environment: { DISABLE_AUTO_COMPACT: '1' },
      config: { model: smallWindowModel },
      scenario: { name: 'no-compact', agents: twoReads(166_000) },
    });
    expect(kept.result.conclusion).toBe('success');
    expect(kept.events.filter((event) => event.type === 'compacting')).toHaveLength(0);
    expect(kept.requestsOf('flotilla-lead')).toHaveLength(3);

    const stopped = await run({
      files: withSettingsEnv({ DISABLE_COMPACT: 'true' }),
      config: { model: smallWindowModel },
      scenario: { name: 'no-compact-full', agents: twoReads(181_000) },
    });
    expect(stopped.result.conclusion).toBe('error');
    expect(stopped.events.filter((event) => event.type === 'compacting')).toHaveLength(0);
    // The third request is never sent.
    expect(stopped.requestsOf('flotilla-lead')).toHaveLength(2);
    expect(stopped.result.agents[0]?.status).toBe('failed');
    expect(stopped.result.agents[0]?.error).toMatch(
      /^Prompt is too long: the conversation \(about 18\d{4} tokens\) has reached the context window of claude-sonnet-5 .*automatic compaction is off/,
    );
  });
});

/** A Read whose answer reports the window nearly full: the next turn compacts first. */
const fillingRead = {
  tool_use: [{ name: 'Read', input: { file_path: 'a.txt' } }],
  usage: { input_tokens: 7_000 },
};

/** A lead that works through `turns`, is compacted to `summary`, then answers `after`. */
function compactingLead(
  name: string,
  summary: string,
  after: string,
  turns: ScenarioInput['agents'][number]['turns'],
) {
  return startServer({
    name,
    agents: [
      { match: { summary_request: true }, turns: [{ text: `<summary>${summary}</summary>` }] },
      { match: { agent: 'lead', compacted: true }, turns: [{ text: after }], repeat_last: true },
      { match: { agent: 'lead' }, turns },
    ],
  });
}

describe('compaction in the loop', () => {
  it('ends the agent with a clear error when even the summary does not fit the window', async () => {
    const repo = await newRepo({ files: { 'a.txt': 'alpha\n' } });
    const server = await startServer({
      name: 'too-long',
      agents: [
        {
          match: { summary_request: true },
          turns: [{ text: `<summary>${'word '.repeat(8_000)}</summary>` }],
        },
        {
          match: { agent: 'reader' },
          turns: [
            {
              tool_use: [{ name: 'Read', input: { file_path: 'a.txt' } }],
              usage: { input_tokens: 7_000 },
            },
          ],
        },
      ],
    });
    const messages: MessageParam[] = [{ role: 'user', content: 'Read a.txt.' }];
    // The summary alone is about 10k tokens.
    const outcome = await runInSmallWindow(repo, server.url, {
      agentId: 'a1-reader',
      agentName: 'reader',
      systemPrompt: 'You read.',
      messages,
    });
    expect(outcome.status).toBe('failed');
    expect(outcome.error).toMatch(/does not fit in the context window even after compaction/);
    // The conversation is left as it was, not half-replaced.
    expect(messages).toHaveLength(3);
    expect(server.requests.filter((request) => request.path === '/v1/messages')).toHaveLength(2);
  });

  it('tells the lead after the summary which background agents still run, and a resume calls them stopped', async () => {
    const repo = await newRepo({ files: { 'a.txt': 'alpha\n' } });
    const server = await compactingLead(
      'running-agents-after-compaction',
      'Started an audit agent; read a.txt.',
      'Waiting for the audit.',
      [fillingRead],
    );
    const messages: MessageParam[] = [{ role: 'user', content: 'Audit, then read a.txt.' }];
    const outcome = await runInSmallWindow(repo, server.url, {
      agentId: 'lead',
      agentName: 'lead',
      systemPrompt: 'You lead.',
      messages,
      backgroundTasks: () => [
        {
          id: 'a3-general-purpose',
          type: 'subagent',
          status: 'running',
          description: 'slow audit',
          agent_type: 'general-purpose',
        },
      ],
    });
    expect(outcome.status).toBe('completed');
    // The summary does not name the agent; the note after it does, as Claude Code 2.1.332 adds one.
    const compacted = server.requests.filter((request) => request.path === '/v1/messages').at(-1);
    const opening = JSON.stringify(requestMessages(compacted)[0]);
    expect(opening).toContain('Started an audit agent');
    expect(opening).toContain(
      'Background agent \\"slow audit\\" (a3-general-purpose) is still running',
    );
    // A run killed now leaves that conversation: its resume tells the lead the agent stopped.
    const notices = lostBackgroundTaskNotices(messages);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toContain('<task-id>a3-general-purpose</task-id>');
    expect(notices[0]).toContain('<status>stopped</status>');
    expect(notices[0]).toContain('Background agent "slow audit" did not finish');
  });

  it('tells the lead after the summary which background shells still run, and a teammate as a teammate', async () => {
    const repo = await newRepo({ files: { 'a.txt': 'alpha\n' } });
    const server = await compactingLead(
      'running-shells-after-compaction',
      'Started a dev server; read a.txt.',
      'Waiting for the server.',
      [
        {
          tool_use: [
            {
              name: 'Bash',
              input: {
                command: 'sleep 2;\necho shell-done',
                description: 'dev server',
                run_in_background: true,
              },
            },
          ],
        },
        fillingRead,
      ],
    );
    const messages: MessageParam[] = [{ role: 'user', content: 'Start the server, read a.txt.' }];
    const outcome = await runInSmallWindow(repo, server.url, {
      agentId: 'lead',
      agentName: 'lead',
      systemPrompt: 'You lead.',
      messages,
      mode: 'bypassPermissions',
      backgroundTasks: () => [
        {
          id: 'alice@tm',
          type: 'subagent',
          status: 'running',
          description: 'alice',
          agent_type: 'general-purpose',
        },
      ],
      teammateOf: (id) => (id === 'alice@tm' ? { team: 'tm', name: 'alice' } : undefined),
    });
    expect(outcome.status).toBe('completed');
    const compacted = server.requests
      .filter((request) => request.path === '/v1/messages')
      .find((request) => JSON.stringify(request.body).includes('Started a dev server'));
    const opening = requestMessages(compacted)[0]!;
    const text = JSON.stringify(opening);
    // As Claude Code 2.1.332: the shell's id, description and command, and not to start it again.
    expect(text).toContain('Background shell bash_1 (\\"dev server\\") is still running');
    expect(text).toContain('`sleep 2; echo shell-done`');
    expect(text).toContain('Do not start it again; to restart it, stop it with TaskStop first.');
    // A teammate reports through messages: no notification is promised for it.
    expect(text).toContain('Teammate \\"alice\\" (alice@tm) of team \\"tm\\", which you lead');
    expect(text).not.toContain('Background agent \\"alice\\"');
    // A run killed then leaves that conversation: its resume tells the lead the shell and the
    // teammate stopped, the teammate as a teammate.
    const notices = lostBackgroundTaskNotices([opening]);
    expect(notices).toHaveLength(2);
    expect(notices[0]).toContain('<task-id>alice@tm</task-id>');
    expect(notices[0]).toContain('Teammate "alice" did not finish');
    expect(notices[1]).toContain('<task-id>bash_1</task-id>');
    expect(notices[1]).toContain('<status>stopped</status>');
  });

  it('re-attaches the last 5 files read, each only when small, never one changed since', async () => {
    const server = await startServer({
      name: 'recent-reads',
      agents: [
        { match: { summary_request: true }, turns: [{ text: '<summary>Read files.</summary>' }] },
      ],
    });
    const messages: MessageParam[] = [{ role: 'user', content: 'Read the files.' }];
    const call = (id: string, name: string, input: object, result: string) => {
      messages.push({ role: 'assistant', content: [{ type: 'tool_use', id, name, input }] });
      messages.push({
        role: 'user',
        content: [{ type: 'tool_result', tool_use_id: id, content: result }],
      });
    };
    for (const name of ['zero', 'one', 'two', 'three', 'four']) {
      call(`toolu_${name}`, 'Read', { file_path: `${name}.txt` }, `     1\tcontent of ${name}`);
    }
    call('toolu_big', 'Read', { file_path: 'big.txt' }, 'x'.repeat(30_000));
    call('toolu_five', 'Read', { file_path: 'five.txt' }, '     1\tcontent of five');
    call('toolu_edit', 'Edit', { file_path: 'five.txt', old_string: 'a', new_string: 'b' }, 'ok');
    call('toolu_last', 'Bash', { command: 'true' }, '(no output)');
    const result = await compactConversation({
      client: createAnthropicModelClient({ apiKey: 'sk-offline-test', baseUrl: server.url }),
      request: {
        model: 'claude-sonnet-5',
        system: [],
        messages,
        tools: [],
        maxTokens: 1_000,
        agentName: 'reader',
      },
      threshold: 100_000,
      signal: new AbortController().signal,
    });
    expect(result.type).toBe('compacted');
    const opening = result.type === 'compacted' ? JSON.stringify(result.messages[0]) : '';
    // Newest first: big.txt gets a note, five.txt changed after its read, zero.txt is the 6th.
    expect(opening).toContain('big.txt was read before the conversation was summarized');
    expect(opening).not.toContain('xxxxxxxx');
    expect(opening).not.toContain('content of five');
    for (const name of ['one', 'two', 'three', 'four'])
      expect(opening).toContain(`content of ${name}`);
    expect(opening).not.toContain('content of zero');
  });
});
