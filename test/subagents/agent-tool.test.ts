import { afterEach, describe, expect, it } from 'vitest';
import {
  agentFile,
  cleanupRuns,
  countNotifications,
  requestMessages,
  requestToolNames,
  run,
  toolResults,
} from './harness.js';
import { agentIdFor } from '../../src/subagents/subagent-hub.js';

afterEach(cleanupRuns);

const agentCall = (input: Record<string, unknown>) => ({
  name: 'Agent',
  input: { run_in_background: false, description: 'A task', prompt: 'Do the task.', ...input },
});

describe('the Agent tool, sync path', () => {
  it('returns the final text, agentId and usage; defaults to general-purpose; lists the types for an unknown one; subagents cannot spawn', async () => {
    const finished = await run({
      agents: { reviewer: agentFile('reviewer') },
      scenario: {
        name: 'sync-agent',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              {
                tool_use: [
                  agentCall({ subagent_type: 'reviewer', prompt: 'Review it.' }),
                  agentCall({ prompt: 'Anything.' }),
                  agentCall({ subagent_type: 'nonexistent' }),
                ],
              },
              { text: 'Done.' },
            ],
          },
          {
            match: { agent: 'reviewer' },
            turns: [
              {
                tool_use: [
                  { name: 'Glob', input: { pattern: '*.md' } },
                  agentCall({ subagent_type: 'reviewer' }),
                ],
              },
              { text: 'Reviewed: all good.' },
            ],
          },
          { match: { agent: 'general-purpose' }, turns: [{ text: 'General answer.' }] },
        ],
      },
    });
    expect(finished.result.conclusion).toBe('success');
    const [reviewed, general, unknown] = toolResults(
      requestMessages(finished.requestsOf('flotilla-lead')[1]).at(-1),
    );
    expect(reviewed?.isError).toBe(false);
    expect(reviewed?.text.split('\n')[0]).toBe('Reviewed: all good.');
    expect(reviewed?.text).toContain('agentId: a1-reviewer');
    const tokens = Number(/<usage>subagent_tokens: (\d+)/.exec(reviewed?.text ?? '')?.[1]);
    expect(tokens).toBeGreaterThan(0);
    expect(reviewed?.text).toMatch(/tool_uses: 2\nduration_ms: \d+<\/usage>/);

    expect(general?.isError).toBe(false);
    expect(general?.text.split('\n')[0]).toBe('General answer.');
    expect(general?.text).toContain('agentId: a2-general-purpose');
    expect(finished.requestsOf('general-purpose')).toHaveLength(1);

    expect(unknown?.isError).toBe(true);
    expect(unknown?.text).toMatch(
      /^Unknown agent type 'nonexistent'\. Available agent types: .*general-purpose.*reviewer/,
    );

    // maxSpawnDepth 1: the subagent is not offered Agent, and calling it anyway is an error.
    expect(requestToolNames(finished.requestsOf('flotilla-lead')[0])).toContain('Agent');
    const reviewerRequests = finished.requestsOf('reviewer');
    expect(requestToolNames(reviewerRequests[0])).not.toContain('Agent');
    const [globbed, spawned] = toolResults(requestMessages(reviewerRequests[1]).at(-1));
    expect(globbed?.isError).toBe(false);
    expect(spawned).toMatchObject({ isError: true });
    expect(spawned?.text).toMatch(/No tool named 'Agent'/);
    expect(finished.requestsOf('reviewer')).toHaveLength(2);

    // Sync results come back as tool results, not as notifications.
    const lead = await finished.leadTranscript();
    expect(countNotifications(lead, 'a1-reviewer')).toBe(0);
    expect(
      finished.result.agents.map((agent) => `${agent.agent_id} ${agent.status}`).sort(),
    ).toEqual(['a1-reviewer completed', 'a2-general-purpose completed', 'lead completed']);
  });

  it('tells the lead what each agent type is for and which tools it has, as Claude Code lists them', async () => {
    const finished = await run({
      agents: {
        'security-reviewer': agentFile('security-reviewer', {
          description: 'Use when a change touches authentication or secrets.',
          tools: 'Read, Grep, Bash(git diff:*)',
        }),
        'docs-writer': agentFile('docs-writer', {
          description: 'Writes and fixes documentation.',
          disallowedTools: 'Bash, Write',
        }),
      },
      scenario: {
        name: 'agent-list',
        agents: [{ match: { agent: 'flotilla-lead' }, turns: [{ text: 'Nothing to do.' }] }],
      },
    });
    const [first] = finished.requestsOf('flotilla-lead');
    const agentTool = (
      first?.body as { tools: Array<{ name: string; description: string }> }
    ).tools.find((tool) => tool.name === 'Agent');
    const lines = agentTool?.description.split('\n') ?? [];
    expect(lines).toContain(
      '- security-reviewer: Use when a change touches authentication or secrets. (Tools: Read, Grep, Bash(git diff:*))',
    );
    expect(lines).toContain(
      '- docs-writer: Writes and fixes documentation. (Tools: All tools except Bash, Write)',
    );
    expect(lines.find((line) => line.startsWith('- general-purpose: '))).toMatch(/\(Tools: \*\)$/);
  });

  it("honours Agent(type) in the parent's tools", async () => {
    const finished = await run({
      agents: {
        boss: agentFile('boss', { tools: 'Read, Agent(worker)' }),
        worker: agentFile('worker'),
        other: agentFile('other'),
      },
      config: { leadAgent: 'boss' },
      scenario: {
        name: 'restricted',
        agents: [
          {
            match: { agent: 'boss' },
            turns: [
              {
                tool_use: [
                  agentCall({ subagent_type: 'worker' }),
                  agentCall({ subagent_type: 'other' }),
                  agentCall({}),
                ],
              },
              { text: 'Done.' },
            ],
          },
          { match: { agent: 'worker' }, turns: [{ text: 'Worker answer.' }] },
        ],
      },
    });
    const bossRequests = finished.requestsOf('boss');
    expect(requestToolNames(bossRequests[0])).toEqual(['Read', 'ReportFindings', 'Agent']);
    const agentTool = (
      bossRequests[0]?.body as { tools: Array<{ name: string; description: string }> }
    ).tools.find((tool) => tool.name === 'Agent');
    expect(agentTool?.description).toContain('\n- worker: The worker agent. (Tools: *)\n');
    expect(agentTool?.description).not.toContain('- other');
    const [worker, other, untyped] = toolResults(requestMessages(bossRequests[1]).at(-1));
    expect(worker?.text.split('\n')[0]).toBe('Worker answer.');
    expect(other).toMatchObject({
      isError: true,
      text: "Agent type 'other' may not be spawned by boss. Allowed types: worker.",
    });
    // Without subagent_type the default (general-purpose) is not allowed either: no fallback.
    expect(untyped).toMatchObject({
      isError: true,
      text: "Agent type 'general-purpose' may not be spawned by boss. Allowed types: worker.",
    });
    expect(finished.requestsOf('other')).toHaveLength(0);
    expect(finished.requestsOf('general-purpose')).toHaveLength(0);
    // As the lead it keeps Agent: nothing to warn of, at load or at spawn.
    expect(finished.logs.join('\n')).not.toMatch(/names Agent|--max-spawn-depth/);
  });
});

describe('nested spawning: --max-spawn-depth', () => {
  /** A subagent whose file lists Agent(alpha), as an orchestrator written for Claude Code is. */
  const agents = {
    orchestrator: agentFile('orchestrator', { tools: 'Read, Agent(alpha)' }),
    alpha: agentFile('alpha', { tools: 'Read' }),
  };
  const scenario = {
    name: 'nested',
    agents: [
      {
        match: { agent: 'flotilla-lead' },
        turns: [
          {
            tool_use: [
              agentCall({ subagent_type: 'orchestrator', description: 'First' }),
              agentCall({ subagent_type: 'orchestrator', description: 'Second' }),
            ],
          },
          { text: 'Done.' },
        ],
      },
      {
        match: { agent: 'orchestrator' },
        turns: [{ tool_use: [agentCall({ subagent_type: 'alpha' })] }, { text: 'Delegated.' }],
      },
      { match: { agent: 'alpha' }, turns: [{ text: 'Alpha answer.' }] },
    ],
  };
  const spawnDepthWarnings = (logs: string[]) =>
    logs.filter((line) => line.includes("agent 'orchestrator' names Agent in its tools"));

  it('by default leaves a subagent without Agent, and says so once per agent type, naming the flag', async () => {
    const finished = await run({ agents, scenario });
    for (const request of finished.requestsOf('orchestrator'))
      expect(requestToolNames(request)).not.toContain('Agent');
    expect(finished.requestsOf('alpha')).toHaveLength(0);
    // Two orchestrators started, one warning; the load-time warning (validate's) is not repeated.
    expect(spawnDepthWarnings(finished.logs)).toEqual([
      "warning: agent 'orchestrator' names Agent in its tools, but runs 1 level below the lead, where it cannot spawn agents (--max-spawn-depth 1: only the lead spawns); it runs without the Agent tool. Run with --max-spawn-depth 2 (the Action's max_spawn_depth) to let it spawn.",
    ]);
    expect(finished.logs.join('\n')).not.toContain('tool-spawn-depth');
    expect(finished.logs.join('\n')).not.toContain('in tools: by default only the lead spawns');
  });

  it("with --max-spawn-depth 2 runs a subagent's own agents, as Claude Code 2.1.332 does", async () => {
    const finished = await run({ agents, scenario, config: { maxSpawnDepth: 2 } });
    const orchestratorRequests = finished.requestsOf('orchestrator');
    expect(requestToolNames(orchestratorRequests[0])).toEqual(['Read', 'ReportFindings', 'Agent']);
    // The nested agent is at the limit: it gets no Agent (and names none, so no warning).
    expect(requestToolNames(finished.requestsOf('alpha')[0])).not.toContain('Agent');
    expect(finished.requestsOf('alpha')).toHaveLength(2);
    const nested = orchestratorRequests
      .filter((request) => requestMessages(request).length > 1)
      .map((request) => toolResults(requestMessages(request).at(-1))[0]);
    expect(nested).toHaveLength(2);
    for (const result of nested) {
      expect(result?.isError).toBe(false);
      expect(result?.text.split('\n')[0]).toBe('Alpha answer.');
    }
    expect(spawnDepthWarnings(finished.logs)).toEqual([]);
    expect(finished.result.conclusion).toBe('success');
  });
});

describe('the Agent tool: every input takes effect or is refused', () => {
  it('applies a narrower mode, refuses a wider one, ignores a cwd, refuses a team that was never created', async () => {
    const finished = await run({
      agents: { writer: agentFile('writer'), lister: agentFile('lister') },
      files: { 'sub/inner.txt': 'inner\n', 'outer.txt': 'outer\n', '.git/probe.txt': 'x\n' },
      config: { permissionMode: 'acceptEdits' },
      scenario: {
        name: 'agent-inputs',
        agents: [
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              {
                tool_use: [
                  agentCall({ subagent_type: 'writer', mode: 'plan' }),
                  agentCall({ subagent_type: 'writer', mode: 'bypassPermissions' }),
                  // Claude Code's schema has no cwd: one sent anyway changes nothing, so a
                  // subagent cannot re-root its path rules or the .git guard (here: into .git).
                  agentCall({ subagent_type: 'lister', cwd: '.git' } as never),
                  agentCall({ subagent_type: 'lister', team_name: 'crew', name: 'mate' }),
                ],
              },
              { text: 'Done.' },
            ],
          },
          {
            match: { agent: 'writer' },
            turns: [
              { tool_use: [{ name: 'Write', input: { file_path: 'new.txt', content: 'x' } }] },
              { text: 'Tried.' },
            ],
          },
          {
            match: { agent: 'lister' },
            turns: [
              { tool_use: [{ name: 'Glob', input: { pattern: '*.txt' } }] },
              { text: 'Listed.' },
            ],
          },
        ],
      },
    });
    const [planned, widened, rooted, team] = toolResults(
      requestMessages(finished.requestsOf('flotilla-lead')[1]).at(-1),
    );
    expect(planned?.isError).toBe(false);
    // The writer ran in plan mode: its Write was denied although the run allows edits.
    const writeResult = toolResults(requestMessages(finished.requestsOf('writer')[1]).at(-1))[0];
    expect(writeResult).toMatchObject({ isError: true });
    expect(writeResult?.text).toMatch(/permission mode 'plan'/);
    expect(widened).toMatchObject({ isError: true });
    expect(widened?.text).toMatch(
      /mode 'bypassPermissions' is more permissive than .*'acceptEdits'/,
    );
    expect(rooted?.isError).toBe(false);
    const globbed = toolResults(requestMessages(finished.requestsOf('lister')[1]).at(-1))[0];
    expect(globbed?.text).toContain('outer.txt');
    expect(globbed?.text).not.toContain('probe.txt');
    expect(team).toMatchObject({ isError: true });
    expect(team?.text).toContain("There is no team 'crew'. Create it first with TeamCreate");
    expect(finished.requestsOf('writer')).toHaveLength(2);
    expect(finished.requestsOf('lister')).toHaveLength(2);

    // The lead's transcript starts with its prompt, and every agent's model is recorded.
    const transcript = await finished.leadTranscript();
    expect(transcript[0]).toEqual({ role: 'user', content: 'Do the task.' });
    for (const agent of finished.result.agents) expect(agent.model).toMatch(/^claude-/);
  });

  it('derives an agent id that is a safe file name from any agent name', () => {
    expect(agentIdFor(1, 'Spaced Name.v2')).toBe('a1-Spaced-Name.v2');
    expect(agentIdFor(2, '../../etc/passwd')).toBe('a2-etc-passwd');
    expect(agentIdFor(3, '日本語')).toBe('a3-agent');
    expect(agentIdFor(4, 'x'.repeat(100))).toHaveLength(64);
  });
});
