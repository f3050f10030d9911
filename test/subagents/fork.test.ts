import { existsSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { RunConfigInput } from '../../src/config/run-config.js';
import type { RecordedRequest, ScenarioInput } from '../../src/offline/index.js';
import {
  cleanupRuns,
  countNotifications,
  messageText,
  requestMessages,
  requestSystem,
  run,
  toolResults,
} from './harness.js';

afterEach(cleanupRuns);

/**
 * Fork subagents (seed 002, AgentTool fork): `Agent({subagent_type: "fork"})` starts a
 * background child on its parent's conversation whose requests repeat the parent's bytes, so
 * the prompt cache serves them; a fork cannot fork again; its result is a task notification.
 */

const forkCall = (prompt: string) => ({
  name: 'Agent',
  input: { description: 'Fork a check', subagent_type: 'fork', prompt },
});

type ScriptedTurns = ScenarioInput['agents'][number]['turns'];

function forkScenario(
  forkTurns: ScriptedTurns,
  calls: Array<{ name: string; input: Record<string, unknown> }> = [
    forkCall('Check the parser.'),
    forkCall('Check the printer.'),
  ],
): ScenarioInput {
  return {
    name: 'forks',
    agents: [
      {
        match: { agent: 'flotilla-lead', last_message: '<task-notification>' },
        repeat_last: true,
        turns: [{ text: 'All forks reported.' }],
      },
      {
        match: { agent: 'flotilla-lead' },
        turns: [
          {
            text: 'Forking two checks.',
            tool_use: calls,
          },
          { text: 'Waiting for the forks.' },
        ],
      },
      // A fork's first request already holds its parent's assistant turn: its turn index is 1.
      { match: { agent: 'fork' }, repeat_last: true, turns: forkTurns },
    ],
  };
}

/** The raw body with its cache_control markers removed: a breakpoint is not part of the prefix. */
function withoutBreakpoints(request: RecordedRequest | undefined): string {
  return (request?.rawBody ?? '').replaceAll(/,"cache_control":\{"type":"ephemeral"[^}]*\}/g, '');
}

describe('fork subagents', () => {
  it("repeat the parent's last request byte for byte, then differ only in their directive; report by notification", async () => {
    const finished = await run({
      scenario: forkScenario([{ text: 'Fork done: nothing wrong.' }]),
      config: { forkSubagents: true },
    });
    expect(finished.result.conclusion).toBe('success');
    const [forking] = finished.requestsOf('flotilla-lead');
    const forks = finished.requestsOf('fork');
    expect(forks).toHaveLength(2);

    const parent = withoutBreakpoints(forking);
    const parentBody = JSON.parse(parent) as { messages: unknown[]; tools: unknown[] };
    // The raw messages array, up to (without) its closing bracket: everything the parent sent
    // before the tools, from the first byte of the body.
    const messagesJson = JSON.stringify(parentBody.messages);
    const messagesEnd = parent.indexOf(messagesJson) + messagesJson.length - 1;
    expect(messagesEnd).toBeGreaterThan(messagesJson.length);
    const toolsJson = JSON.stringify(parentBody.tools);
    expect(parent).toContain(toolsJson);
    const forkBodies = forks.map(withoutBreakpoints);
    for (const fork of forkBodies) {
      expect(fork.slice(0, messagesEnd)).toBe(parent.slice(0, messagesEnd));
      expect(fork.slice(messagesEnd, messagesEnd + 1)).toBe(',');
      expect(fork).toContain(toolsJson);
      const tail = (body: string) => body.slice(body.indexOf(toolsJson) + toolsJson.length);
      expect(tail(fork)).toBe(tail(parent));
    }
    // The two forks share everything up to their directive: the assistant turn that forked
    // and the same placeholder result for each of its calls.
    const [first, second] = forkBodies as [string, string];
    const shared = first.indexOf('<fork-directive>');
    expect(shared).toBeGreaterThan(messagesEnd);
    expect(second.slice(0, shared)).toBe(first.slice(0, shared));
    const forkMessages = forks.map(requestMessages);
    expect(forkMessages.map((messages) => messageText(messages.at(-1)!))).toEqual([
      expect.stringContaining('Check the parser.'),
      expect.stringContaining('Check the printer.'),
    ]);
    // The lead's own next request starts with the same assistant turn the forks got.
    const [, next] = finished.requestsOf('flotilla-lead');
    expect(requestMessages(next)[1]).toEqual(forkMessages[0]![1]);
    const launched = toolResults(requestMessages(next).at(-1));
    expect(launched.map((result) => result.text.split('\n')[0])).toEqual([
      'Fork launched successfully.',
      'Fork launched successfully.',
    ]);

    const transcript = await finished.leadTranscript();
    expect(countNotifications(transcript, 'a1-fork')).toBe(1);
    expect(countNotifications(transcript, 'a2-fork')).toBe(1);
    expect(messageText(transcript.at(-2)!)).toContain('Fork done: nothing wrong.');
    const agents = finished.result.agents.map((agent) => [agent.name, agent.status]);
    expect(agents).toEqual([
      ['flotilla-lead', 'completed'],
      ['fork', 'completed'],
      ['fork', 'completed'],
    ]);
  });

  it('cannot fork again, and are refused with the way to turn them on when off', async () => {
    const finished = await run({
      scenario: forkScenario([
        { text: 'unused' },
        { tool_use: [forkCall('Fork again.')] },
        { text: 'Did it myself.' },
      ]),
      config: { forkSubagents: true },
    });
    expect(finished.result.conclusion).toBe('success');
    const [, again] = finished.requestsOf('fork').filter((request) => request.turn === 2);
    expect(again).toBeDefined();
    const [refused] = toolResults(requestMessages(again).at(-1));
    expect(refused?.isError).toBe(true);
    expect(refused?.text).toMatch(/^A fork cannot fork again/);

    const off = await run({ scenario: forkScenario([{ text: 'never' }]) });
    expect(off.requestsOf('fork')).toHaveLength(0);
    const results = toolResults(requestMessages(off.requestsOf('flotilla-lead')[1]).at(-1));
    expect(results[0]?.isError).toBe(true);
    expect(results[0]?.text).toContain('Forking is off in this run');
    expect(results[0]?.text).toContain('--fork-subagents');
  });
});

describe('fork in a worktree', () => {
  it('works in a worktree of its own, told so after its directive, its change committed on its branch', async () => {
    const inWorktree = forkCall('Write forked.txt.');
    const finished = await run({
      scenario: forkScenario(
        [
          { text: 'unused' },
          {
            tool_use: [
              // By its absolute path, taken from what the fork is told: the run's rule
              // Write(sub/**) allows it only when the fork's permissions are anchored at its
              // worktree, not at its parent's tree.
              {
                name: 'Write',
                input: {
                  file_path: '{{last_message/worktree at (\\S+),/}}/sub/forked.txt',
                  content: 'from the fork\n',
                },
              },
              { name: 'Bash', input: { command: 'pwd' } },
            ],
          },
          { text: 'Fork wrote forked.txt.' },
        ],
        [{ ...inWorktree, input: { ...inWorktree.input, isolation: 'worktree' } }],
      ),
      config: { forkSubagents: true, allowedTools: ['Bash(pwd)', 'Write(sub/**)'] },
    });
    const { repo, result } = finished;
    expect(result.conclusion).toBe('success');

    // Its change is on its own branch, as any isolated agent's; the main checkout is untouched.
    expect(result.changes).toHaveLength(1);
    const change = result.changes[0]!;
    expect(change).toMatchObject({ agent: 'fork', files: ['sub/forked.txt'] });
    expect(repo.run(['show', `${change.commit}:sub/forked.txt`])).toBe('from the fork');
    expect(existsSync(path.join(repo.root, 'sub'))).toBe(false);
    const forkRun = result.agents.find((agent) => agent.name === 'fork');
    const worktree = forkRun?.worktree ?? '';
    expect(path.dirname(worktree)).toBe(path.join(repo.root, '.claude', 'worktrees'));
    expect(forkRun?.branch).toBe(change.branch);

    // Its tools ran there.
    const [, afterTools] = finished.requestsOf('fork');
    const [written, pwd] = toolResults(requestMessages(afterTools).at(-1));
    expect(written?.isError).toBe(false);
    expect(pwd?.text.trim()).toBe(realpathSync(worktree));

    // Its first request is still its parent's bytes up to its directive; where it works follows.
    const [forking] = finished.requestsOf('flotilla-lead');
    const parent = withoutBreakpoints(forking);
    const messagesJson = JSON.stringify((JSON.parse(parent) as { messages: unknown[] }).messages);
    const messagesEnd = parent.indexOf(messagesJson) + messagesJson.length - 1;
    const first = finished.requestsOf('fork')[0];
    expect(withoutBreakpoints(first).slice(0, messagesEnd)).toBe(parent.slice(0, messagesEnd));
    expect(requestSystem(first)).toBe(requestSystem(forking));
    const told = requestMessages(first).at(-1)!;
    const texts = Array.isArray(told.content)
      ? told.content.flatMap((block) => (block.type === 'text' ? [block.text] : []))
      : [];
    expect(texts).toHaveLength(2);
    expect(texts[0]).toMatch(/^<fork-directive>/);
    expect(texts[1]).toContain(
      `You work in your own git worktree at ${worktree}, not in ${repo.root}`,
    );
  });
});

describe('fork spawn depth', () => {
  /** Two forks of the lead that each call Agent for a general-purpose helper. */
  function forkStartsAgent(config: Partial<RunConfigInput>) {
    const helperCall = {
      name: 'Agent',
      input: { description: 'Helper', prompt: 'Help the fork.', run_in_background: false },
    };
    const forks = forkScenario([
      { text: 'unused' },
      { tool_use: [helperCall] },
      { text: 'Fork done.' },
    ]);
    const helper = { match: { agent: 'general-purpose' }, turns: [{ text: 'Helped.' }] };
    return run({
      scenario: { ...forks, agents: [...forks.agents, helper] },
      config: { forkSubagents: true, ...config },
    });
  }

  it("refuses a fork's Agent call where its depth does not let it spawn (--max-spawn-depth); allows it where it does", async () => {
    const finished = await forkStartsAgent({});
    expect(finished.result.conclusion).toBe('success');
    expect(finished.requestsOf('general-purpose')).toHaveLength(0);
    const [asked] = finished.requestsOf('fork').filter((request) => request.turn === 2);
    const [refused] = toolResults(requestMessages(asked).at(-1));
    expect(refused?.isError).toBe(true);
    expect(refused?.text).toContain(
      'runs 1 level below the lead, where it cannot start agents (--max-spawn-depth 1: only the lead spawns)',
    );
    expect(refused?.text).toContain('--max-spawn-depth 2');
    expect(finished.result.agents.map((agent) => agent.name)).not.toContain('general-purpose');

    const deeper = await forkStartsAgent({ maxSpawnDepth: 2 });
    expect(deeper.requestsOf('general-purpose')).toHaveLength(2);
    const [answered] = deeper.requestsOf('fork').filter((request) => request.turn === 2);
    expect(toolResults(requestMessages(answered).at(-1))[0]?.text).toMatch(/^Helped\./);
  });
});

describe('fork settings', () => {
  it('are enabled by the settings key forkSubagents; a flag given wins over it', async () => {
    const files = { '.claude/settings.json': JSON.stringify({ forkSubagents: true }) };
    const bySettings = await run({ files, scenario: forkScenario([{ text: 'Fork done.' }]) });
    expect(bySettings.requestsOf('fork')).toHaveLength(2);
    const overridden = await run({
      files,
      scenario: forkScenario([{ text: 'never' }]),
      config: { forkSubagents: false },
    });
    expect(overridden.requestsOf('fork')).toHaveLength(0);
  });
});

describe('internal forks', () => {
  it("compaction's summary request repeats the lead's last request byte for byte, then adds its turn", async () => {
    const summary = '<summary>Read a.txt; b.txt is next.</summary>';
    const finished = await run({
      files: { 'a.txt': 'alpha\n', 'b.txt': 'bravo\n' },
      // A model with a 200k window: the runs' default, opus[1m], has 1M.
      config: { model: 'claude-sonnet-5' },
      scenario: {
        name: 'compaction-prefix',
        agents: [
          { match: { summary_request: true }, turns: [{ text: summary }] },
          { match: { compacted: true }, repeat_last: true, turns: [{ text: 'Done.' }] },
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              { tool_use: [{ name: 'Read', input: { file_path: 'a.txt' } }] },
              {
                tool_use: [{ name: 'Read', input: { file_path: 'b.txt' } }],
                // Claude Code 2.1.332 compacts a 200k window above 171k tokens.
                usage: { input_tokens: 171_000 },
              },
            ],
          },
        ],
      },
    });
    expect(finished.result.conclusion).toBe('success');
    const [, beforeCompaction, summaryRequest] = finished.requestsOf('flotilla-lead');
    const parent = withoutBreakpoints(beforeCompaction);
    const messagesJson = JSON.stringify((JSON.parse(parent) as { messages: unknown[] }).messages);
    const messagesEnd = parent.indexOf(messagesJson) + messagesJson.length - 1;
    const asked = withoutBreakpoints(summaryRequest);
    expect(JSON.parse(asked).messages.length).toBeGreaterThan(JSON.parse(parent).messages.length);
    expect(asked.slice(0, messagesEnd + 1)).toBe(`${parent.slice(0, messagesEnd)},`);
  });
});

describe("a fork's permissions", () => {
  const toucher = [
    '---',
    'description: Touches files.',
    'allowed-tools: Bash(touch:*)',
    '---',
    'Touch what you are asked to.',
  ].join('\n');
  const touch = (file: string) => ({ name: 'Bash', input: { command: `touch ${file}` } });
  const loadToucher = { name: 'Skill', input: { skill: 'toucher' } };

  it("start with its parent's grants of the moment it forked, in place and in its worktree", async () => {
    const inWorktree = forkCall('Touch forked.txt in your worktree.');
    // The forks' first requests hold the lead's two assistant turns: their turn index is 2.
    const scenario = forkScenario(
      [
        { text: 'unused' },
        { text: 'unused' },
        { tool_use: [touch('forked.txt')] },
        { text: 'Fork done.' },
      ],
      [
        forkCall('Touch forked.txt.'),
        { ...inWorktree, input: { ...inWorktree.input, isolation: 'worktree' } },
      ],
    );
    const lead = scenario.agents[1]!;
    // The lead loads the skill (its allowed-tools granted to it), then forks twice.
    lead.turns = [{ tool_use: [loadToucher] }, ...lead.turns];
    const finished = await run({
      scenario,
      files: { '.claude/skills/toucher/SKILL.md': toucher },
      config: { forkSubagents: true, allowedTools: ['Skill'] },
    });
    expect(finished.result.conclusion).toBe('success');
    // Each fork's request after its touch: its Bash result, not its placeholder for the Agent call.
    const touched = finished
      .requestsOf('fork')
      .flatMap((request) => toolResults(requestMessages(request).at(-1)))
      .filter((result) => !result.text.startsWith('Fork started'));
    expect(touched).toHaveLength(2);
    expect(touched.map((result) => result.isError)).toEqual([false, false]);
  });

  it('grant what a skill a fork loads allows to the fork alone, not to its parent', async () => {
    const scenario: ScenarioInput = {
      name: 'fork loads a skill',
      agents: [
        {
          match: { agent: 'flotilla-lead', last_message: '<task-notification>' },
          repeat_last: true,
          turns: [{ tool_use: [touch('lead.txt')] }],
        },
        {
          match: { agent: 'flotilla-lead' },
          repeat_last: true,
          turns: [
            { tool_use: [forkCall('Load toucher, then touch forked.txt.')] },
            { text: 'Waiting for the fork.' },
            { text: 'unused' },
            { text: 'Done.' },
          ],
        },
        {
          match: { agent: 'fork' },
          repeat_last: true,
          turns: [
            { text: 'unused' },
            { tool_use: [loadToucher] },
            { tool_use: [touch('forked.txt')] },
            { text: 'Fork done.' },
          ],
        },
      ],
    };
    const finished = await run({
      scenario,
      files: { '.claude/skills/toucher/SKILL.md': toucher },
      config: { forkSubagents: true, allowedTools: ['Skill'] },
    });
    const forks = finished.requestsOf('fork');
    // The fork got the skill's instructions after its Skill call, and its touch ran.
    expect(messageText(requestMessages(forks[1]).at(-1)!)).toContain(
      'Touch what you are asked to.',
    );
    expect(toolResults(requestMessages(forks[2]).at(-1))[0]?.isError).toBe(false);
    // The lead's own touch is still refused: the fork's grant is not its.
    const leadAfterTouch = finished
      .requestsOf('flotilla-lead')
      .find((request) => JSON.stringify(requestMessages(request).at(-1)).includes('lead.txt'));
    const [leadTouch] = toolResults(requestMessages(leadAfterTouch).at(-1));
    expect(leadTouch?.isError).toBe(true);
    expect(leadTouch?.text).toContain('touch lead.txt');
  });
});
