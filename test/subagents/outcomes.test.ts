import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  agentFile,
  cleanupRuns,
  messageText,
  newRepo,
  requestMessages,
  requestToolNames,
  run,
  toolResults,
} from './harness.js';

afterEach(cleanupRuns);

const launch = (type: string) => ({
  name: 'Agent',
  input: {
    description: `Run ${type}`,
    prompt: `Review as ${type}.`,
    subagent_type: type,
    run_in_background: true,
  },
});

const lead = (...launches: Array<ReturnType<typeof launch>>) => ({
  match: { agent: 'flotilla-lead' },
  repeat_last: true,
  turns: [{ tool_use: launches }, { text: 'Reviewed.' }],
});

/** A reviewer as written for Claude Code: it lists its own tools, and ReportFindings is not one. */
const claudeCodeReviewer = (name: string) => agentFile(name, { tools: 'Read, Grep, Glob' });

const finding = (title: string) => ({
  path: 'src/app.js',
  line: 1,
  severity: 'high',
  title,
  body: `Why ${title} matters.`,
});

describe('findings always have a way out', () => {
  it('gives ReportFindings to reviewers whose tools list omits it, and records what they report', async () => {
    const finished = await run({
      agents: {
        'security-reviewer': claudeCodeReviewer('security-reviewer'),
        'style-reviewer': claudeCodeReviewer('style-reviewer'),
      },
      files: { 'src/app.js': 'eval(input)\n' },
      scenario: {
        name: 'listed-tools',
        agents: [
          lead(launch('security-reviewer'), launch('style-reviewer')),
          {
            match: { agent: 'security-reviewer' },
            turns: [
              { tool_use: [{ name: 'ReportFindings', input: { findings: [finding('eval')] } }] },
              { text: 'Reported.' },
            ],
          },
          {
            match: { agent: 'style-reviewer' },
            turns: [
              { tool_use: [{ name: 'ReportFindings', input: { findings: [finding('naming')] } }] },
              { text: 'Reported.' },
            ],
          },
        ],
      },
    });
    for (const reviewer of ['security-reviewer', 'style-reviewer']) {
      const tools = requestToolNames(finished.requestsOf(reviewer)[0]);
      expect(tools).toContain('ReportFindings');
      // The rest of the definition's list still holds: no Bash, no Edit.
      expect(tools).not.toContain('Bash');
      expect(tools).not.toContain('Edit');
      const reported = toolResults(requestMessages(finished.requestsOf(reviewer)[1]).at(-1));
      expect(reported[0]).toMatchObject({ isError: false, text: 'Recorded 1 finding.' });
    }
    expect(finished.result.findings.map((entry) => [entry.agent, entry.title]).sort()).toEqual([
      ['security-reviewer', 'eval'],
      ['style-reviewer', 'naming'],
    ]);
    expect(finished.result.conclusion).toBe('findings');
    for (const agent of finished.result.agents) expect(agent.unreported_text).toBeUndefined();
  });

  it('keeps the final text of a subagent that ended without reporting, under its name', async () => {
    const finished = await run({
      agents: {
        'prose-reviewer': claudeCodeReviewer('prose-reviewer'),
        'silent-reviewer': claudeCodeReviewer('silent-reviewer'),
      },
      scenario: {
        name: 'unreported',
        agents: [
          lead(launch('prose-reviewer'), launch('silent-reviewer')),
          {
            match: { agent: 'prose-reviewer' },
            turns: [{ text: 'Found: src/app.js:1 calls eval on user input (high).' }],
          },
          {
            match: { agent: 'silent-reviewer' },
            turns: [
              { tool_use: [{ name: 'ReportFindings', input: { findings: [] } }] },
              { text: 'Nothing to report.' },
            ],
          },
        ],
      },
    });
    const byName = new Map(finished.result.agents.map((agent) => [agent.name, agent]));
    expect(byName.get('prose-reviewer')?.unreported_text).toBe(
      'Found: src/app.js:1 calls eval on user input (high).',
    );
    // It reported (an empty list): its closing words are not findings.
    expect(byName.get('silent-reviewer')?.unreported_text).toBeUndefined();
  });
});

describe('an agent that could not start makes the run partial', () => {
  it('records a worktree agent outside a git repository as failed, with the reason', async () => {
    const repo = await newRepo({
      agents: { isolated: agentFile('isolated', { isolation: 'worktree' }) },
    });
    await rm(path.join(repo.root, '.git'), { recursive: true, force: true });
    const finished = await run({
      repo,
      scenario: { name: 'no-git', agents: [lead(launch('isolated'))] },
    });
    const launched = toolResults(requestMessages(finished.requestsOf('flotilla-lead')[1]).at(-1));
    expect(launched[0]?.isError).toBe(true);
    expect(launched[0]?.text).toMatch(/could not start: .*git repository/);
    expect(finished.result.agents.find((agent) => agent.name === 'isolated')).toMatchObject({
      status: 'failed',
      turns: 0,
    });
    expect(finished.result.conclusion).toBe('partial');
    expect(finished.result.incomplete).toEqual([
      expect.objectContaining({
        name: 'isolated',
        status: 'failed',
        reason: expect.stringMatching(/worktree isolation.*git repository/),
      }),
    ]);
  });
});

describe('cancellation', () => {
  it('stops every agent at once and concludes cancelled, listing what did not finish', async () => {
    const started = performance.now();
    const finished = await run({
      agents: { sleeper: agentFile('sleeper') },
      config: { allowedTools: ['Bash(sleep:*)'] },
      cancelWhen: (event) => event.type === 'tool' && event.tool === 'Bash',
      scenario: {
        name: 'cancel',
        agents: [
          lead(launch('sleeper')),
          {
            match: { agent: 'sleeper' },
            turns: [
              { tool_use: [{ name: 'Bash', input: { command: 'sleep 30' } }] },
              { text: 'never reached' },
            ],
          },
        ],
      },
    });
    expect(performance.now() - started).toBeLessThan(15_000);
    expect(finished.result.conclusion).toBe('cancelled');
    expect(finished.result.incomplete).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          name: 'sleeper',
          status: 'killed',
          reason: expect.stringMatching(/cancelled/),
        }),
      ]),
    );
  });
});

describe('an agent a limit stopped is announced as stopped, never as finished', () => {
  /** An agent that reads a file every turn and never answers: only its limit ends it. */
  const looping = {
    match: { agent: 'looper' },
    repeat_last: true,
    turns: [
      {
        text: 'Still reading.',
        tool_use: [{ name: 'Read', input: { file_path: 'README.md' } }],
      },
    ],
  };

  it('tells the lead that a background agent stopped at its maxTurns, with its partial result', async () => {
    // Claude Code 2.1.332: <status>completed</status>, the summary "stopped at its 2-turn limit
    // (partial result; …)", and a result headed by a note that it is partial.
    const finished = await run({
      agents: { looper: agentFile('looper', { maxTurns: 2 }) },
      scenario: { name: 'background-turn-limit', agents: [lead(launch('looper')), looping] },
    });
    const notification = messageText(
      requestMessages(finished.requestsOf('flotilla-lead').at(-1)).at(-1)!,
    );
    expect(notification).toContain('<status>completed</status>');
    expect(notification).toContain(
      '<summary>Agent "Run looper" stopped at its turn limit before finishing (partial result; SendMessage to its task-id to continue)</summary>',
    );
    expect(notification).not.toContain('finished</summary>');
    expect(notification).toMatch(
      /<result>\[Partial result: the agent stopped before finishing its task\. Reached the turn limit \(2\)\.[^\]]*\]\n\nStill reading\.<\/result>/,
    );
    expect(finished.result.agents.find((agent) => agent.name === 'looper')?.status).toBe(
      'max_turns',
    );
    expect(finished.result.conclusion).toBe('partial');
  });

  it('heads the Agent tool result of a foreground agent stopped at its maxTurns with the same note', async () => {
    const finished = await run({
      agents: { looper: agentFile('looper', { maxTurns: 2 }) },
      scenario: {
        name: 'foreground-turn-limit',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            repeat_last: true,
            turns: [
              {
                tool_use: [
                  {
                    name: 'Agent',
                    input: {
                      description: 'Run looper',
                      prompt: 'Loop.',
                      subagent_type: 'looper',
                      run_in_background: false,
                    },
                  },
                ],
              },
              { text: 'Done.' },
            ],
          },
          looping,
        ],
      },
    });
    const [result] = toolResults(requestMessages(finished.requestsOf('flotilla-lead')[1]).at(-1));
    expect(result?.isError).toBe(false);
    expect(result?.text).toMatch(
      /^\[Partial result: the agent stopped before finishing its task\. Reached the turn limit \(2\)\. Send it a message \(SendMessage\) to continue where it stopped\.[^\]]*\]\n\nStill reading\./,
    );
  });

  it('runs a subagent without maxTurns to its end, past the run --max-turns (the lead only), as Claude Code does', async () => {
    // Claude Code 2.1.332, observed: under --max-turns 2 a general-purpose subagent made 46
    // requests and finished; without the flag, 151; the run succeeded each time.
    const readTurns = Array.from({ length: 5 }, () => ({
      tool_use: [{ name: 'Read', input: { file_path: 'README.md' } }],
    }));
    const finished = await run({
      config: { maxTurns: 2 },
      scenario: {
        name: 'subagent-past-run-turns',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              {
                tool_use: [
                  {
                    name: 'Agent',
                    input: {
                      description: 'Read a lot',
                      prompt: 'Read the README five times.',
                      subagent_type: 'general-purpose',
                      run_in_background: false,
                    },
                  },
                ],
              },
              { text: 'Done.' },
            ],
          },
          {
            match: { agent: 'general-purpose' },
            turns: [...readTurns, { text: 'Read it five times.' }],
          },
        ],
      },
    });
    expect(finished.result.conclusion).toBe('success');
    expect(finished.result.incomplete).toEqual([]);
    expect(finished.result.agents[1]).toMatchObject({
      name: 'general-purpose',
      status: 'completed',
      turns: 6,
    });
    const [result] = toolResults(requestMessages(finished.requestsOf('flotilla-lead')[1]).at(-1));
    expect(result?.text).toContain('Read it five times.');
  });

  it('reports a background agent stopped at its own time limit as killed, saying so', async () => {
    const finished = await run({
      config: { agentTimeoutSeconds: 1 },
      agents: { sleeper: agentFile('sleeper') },
      scenario: {
        name: 'background-time-limit',
        agents: [
          lead(launch('sleeper')),
          {
            match: { agent: 'sleeper' },
            turns: [
              {
                text: 'Waiting for the build.',
                tool_use: [{ name: 'Bash', input: { command: 'sleep 30' } }],
              },
              { text: 'Built.' },
            ],
          },
        ],
      },
    });
    const notification = messageText(
      requestMessages(finished.requestsOf('flotilla-lead').at(-1)).at(-1)!,
    );
    expect(notification).toContain('<status>killed</status>');
    expect(notification).toContain(
      '<summary>Agent "Run sleeper" was stopped at its time limit before finishing',
    );
    expect(notification).toContain('The agent ran past its time limit (1 s).');
    expect(finished.result.agents.find((agent) => agent.name === 'sleeper')?.status).toBe(
      'timeout',
    );
  });
});
