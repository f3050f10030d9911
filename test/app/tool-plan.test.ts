import { describe, expect, it } from 'vitest';
import { parseAgentFile } from '../../src/agents/index.js';
import type { AgentDefinition } from '../../src/agents/definition.js';
import { unresolvedToolList } from '../../src/agents/unresolved-tool-list.js';
import {
  planAgentTools,
  runToolListFacts,
  subagentCoordinationToolNames,
  toolListRefusal,
  type ToolPlanSettings,
} from '../../src/app/tool-plan.js';

function definition(frontmatter: string): AgentDefinition {
  const parsed = parseAgentFile({
    text: `---\nname: a\ndescription: d\n${frontmatter}\n---\nYou help.\n`,
    file: '/repo/.claude/agents/a.md',
    source: 'project',
  });
  if (!parsed.definition) throw new Error('the test agent did not parse');
  return parsed.definition;
}

const settings: ToolPlanSettings = {
  permissionMode: 'default',
  allow: [],
  deny: [],
  hasSkills: false,
};
const subagent = { root: '/repo', coordination: subagentCoordinationToolNames(1) };
const reasons = (plan: { missing: { tool: string; reason: string }[] }) =>
  Object.fromEntries(plan.missing.map((entry) => [entry.tool, entry.reason]));

describe('planAgentTools', () => {
  it('lists the tools an agent gets and says why each named one is missing', () => {
    const plan = planAgentTools(
      definition(
        'tools: Read, WebFetch, WebSearch, mcp__github__get_issue, ExitPlanMode, Skil, Bash, Agent, TaskCreate, GitHubComments\ndisallowedTools: Bash',
      ),
      settings,
      subagent,
    );
    expect(plan.tools).toEqual(['Read', 'WebFetch', 'ReportFindings']);
    expect(reasons(plan)).toEqual({
      WebSearch:
        'it needs permission: an allow rule WebSearch (or WebSearch(domain:example.com)) in allowed_tools or a settings file, or permission mode bypassPermissions',
      mcp__github__get_issue: 'an MCP tool: offered only when its server is configured for the run',
      ExitPlanMode: 'offered only to agents in plan mode',
      Skil: 'unknown tool',
      Bash: "it is denied as a whole by the rule `Bash` in the agent definition's disallowedTools",
      Agent: expect.stringMatching(/below the run's spawn depth limit \(--max-spawn-depth/),
      TaskCreate: 'offered only to the lead and the members of an agent team',
      GitHubComments: 'offered only in the GitHub Action (its read-only GitHub tools)',
    });
  });

  it('without a tools list offers every tool, ExitPlanMode in plan mode, and names what a deny rule removes', () => {
    const plan = planAgentTools(
      definition('permissionMode: plan\ndisallowedTools: WebFetch'),
      { ...settings, hasSkills: true },
      { root: '/repo', coordination: subagentCoordinationToolNames(2) },
    );
    expect(plan.tools).toEqual(
      expect.arrayContaining([
        'MultiEdit',
        'TodoWrite',
        'KillShell',
        'ExitPlanMode',
        'Skill',
        'Agent',
      ]),
    );
    expect(plan.tools).not.toContain('WebFetch');
    // WebSearch without an allow rule is a permission matter, like a WebFetch call: not listed.
    expect(plan.missing.map((entry) => entry.tool)).toEqual(['WebFetch']);
  });

  it('offers WebSearch with an allow rule, and says which deny rule removes it', () => {
    const allowed = planAgentTools(
      definition('tools: Read, WebSearch'),
      { ...settings, allow: [{ tool: 'WebSearch' }] },
      subagent,
    );
    expect(allowed.tools).toEqual(['Read', 'WebSearch', 'ReportFindings']);
    expect(allowed.missing).toEqual([]);
    const denied = planAgentTools(
      definition('tools: Read, WebSearch'),
      {
        ...settings,
        allow: [{ tool: 'WebSearch' }],
        deny: [{ tool: 'WebSearch', source: '.claude/settings.json' }],
      },
      subagent,
    );
    expect(denied.missing).toEqual([
      {
        tool: 'WebSearch',
        reason: 'it is denied as a whole by the rule `WebSearch` in .claude/settings.json',
      },
    ]);
  });

  it('gives an agent with memory Read, Write and Edit whatever its tools list, and its memory directory', () => {
    const memory = { configRoot: '/repo' };
    const plan = planAgentTools(
      definition('tools: Grep\nmemory: project'),
      { ...settings, memoryPlaces: memory },
      subagent,
    );
    expect(plan.tools).toEqual(['Read', 'Write', 'Edit', 'Grep', 'ReportFindings']);
    expect(plan.memoryDirectory).toBe('/repo/.claude/agent-memory/a');
    expect(plan.permissions.extraRoots).toEqual(['/repo/.claude/agent-memory/a']);
    // Without a place for memory (user memory, no home) the list stays as written.
    const homeless = planAgentTools(
      definition('tools: Grep\nmemory: user'),
      { ...settings, memoryPlaces: memory },
      subagent,
    );
    expect(homeless.tools).toEqual(['Grep', 'ReportFindings']);
    expect(homeless.memoryDirectory).toBeUndefined();
  });

  it('gives a delegate agent only TodoWrite and its coordination tools, and no MCP tools', () => {
    const plan = planAgentTools(
      definition(
        'permissionMode: delegate\ntools: Read, TodoWrite, Agent, SendMessage, mcp__own__ask\nmcpServers:\n  - own:\n      command: node',
      ),
      settings,
      { root: '/repo', coordination: ['SendMessage', 'ReportFindings', 'Agent', 'TeamCreate'] },
    );
    expect(plan.tools).toEqual(['TodoWrite', 'SendMessage', 'ReportFindings', 'Agent']);
    expect(plan.opensMcp).toBe(false);
    expect(plan.mcpTools).toEqual([]);
    expect(reasons(plan)).toEqual({
      Read: expect.stringMatching(/^permission mode 'delegate' allows only coordination tools/),
      mcp__own__ask: expect.stringMatching(/^permission mode 'delegate'/),
    });
  });

  it("offers the entry point's extra tools after the built-in ones, filtered like them", () => {
    const extraToolNames = ['GitHubPullRequestDiff', 'GitHubComments'];
    const all = planAgentTools(definition(''), { ...settings, extraToolNames }, subagent);
    expect(
      all.tools.slice(all.tools.indexOf('WebFetch') + 1, all.tools.indexOf('SendMessage')),
    ).toEqual(extraToolNames);
    const listed = planAgentTools(
      definition('tools: Read, GitHubComments'),
      { ...settings, extraToolNames },
      subagent,
    );
    expect(listed.tools).toEqual(['Read', 'GitHubComments', 'ReportFindings']);
    expect(listed.missing).toEqual([]);
  });

  it("lists a named MCP tool when its server is configured or the agent's own, and says why not otherwise", () => {
    const plan = planAgentTools(
      definition(
        'tools: mcp__docs__search, mcp__held__lookup, mcp__own__ask\nmcpServers:\n  - own:\n      command: node',
      ),
      { ...settings, mcp: { configured: new Set(['docs']), held: new Set(['held']) } },
      subagent,
    );
    expect(plan.mcpTools).toEqual(['mcp__docs__search', 'mcp__own__ask']);
    expect(reasons(plan).mcp__held__lookup).toMatch(/'held' is in \.mcp\.json but not started/);
  });

  it('stands mcp__<server>__* for a server whose every tool the agent may use', () => {
    const mcp = { configured: new Set(['docs', 'my.server']), held: new Set<string>() };
    const all = planAgentTools(
      definition('disallowedTools: mcp__docs\nmcpServers:\n  - own:\n      command: node'),
      { ...settings, mcp },
      subagent,
    );
    expect(all.mcpTools).toEqual(['mcp__my_server__*', 'mcp__own__*']);
    const whole = planAgentTools(
      definition('tools: Read, mcp__docs'),
      { ...settings, mcp },
      subagent,
    );
    expect(whole.mcpTools).toEqual(['mcp__docs__*']);
    expect(whole.missing).toEqual([]);
  });

  it("gives a plan-mode teammate its team's ExitPlanMode only, never two", () => {
    const plan = planAgentTools(definition('permissionMode: plan'), settings, {
      root: '/repo',
      coordination: ['SendMessage', 'ReportFindings', 'ExitPlanMode', 'TaskList'],
    });
    expect(plan.tools.filter((name) => name === 'ExitPlanMode')).toHaveLength(1);
    expect(plan.tools.slice(-4)).toEqual([
      'SendMessage',
      'ReportFindings',
      'ExitPlanMode',
      'TaskList',
    ]);
  });
});

describe('unresolvedToolList', () => {
  const unresolved = (frontmatter: string, offeredMcpTools: string[] = [], more = settings) => {
    const agent = definition(frontmatter);
    return unresolvedToolList(
      agent,
      runToolListFacts(planAgentTools(agent, more, subagent), offeredMcpTools),
    );
  };

  it('names each entry of a list that resolves to nothing, with why, as Claude Code 2.1.332 refuses such an agent', () => {
    expect(
      unresolved('tools: read, Grp, CronCreate, ExitPlanMode, TeamCreate, Agent(x), Bash('),
    ).toEqual([
      { tool: 'read', reason: 'unknown tool' },
      { tool: 'Grp', reason: 'unknown tool' },
      { tool: 'CronCreate', reason: 'a Claude Code tool Flotilla does not offer yet' },
      { tool: 'ExitPlanMode', reason: 'offered only to agents in plan mode' },
      { tool: 'TeamCreate', reason: 'offered only to the lead: no agent it starts has it' },
      { tool: 'Agent(x)', reason: expect.stringMatching(/spawn depth limit/) },
      { tool: 'Bash(', reason: 'not a tool rule (write Name or Name(specifier))' },
    ]);
    // Before its servers start (flotilla validate --tools), a configured server is taken to offer
    // what is named; once they run, what they offer decides.
    const mcp = { configured: new Set(['docs', 'quiet']), held: new Set<string>() };
    expect(
      unresolved(
        'tools: mcp__meigen__search_gallery, mcp__docs__nope, mcp__quiet',
        ['mcp__docs__echo'],
        { ...settings, mcp },
      ),
    ).toEqual([
      {
        tool: 'mcp__meigen__search_gallery',
        reason: expect.stringMatching(/^MCP server 'meigen' is not configured/),
      },
      { tool: 'mcp__docs__nope', reason: "MCP server 'docs' offers no tool of that name" },
      { tool: 'mcp__quiet', reason: 'no MCP server of the run offers it' },
    ]);
  });

  it('lets an agent start when one entry resolves, even if a deny rule then removes it', () => {
    expect(unresolved('tools: read, Grep')).toBeUndefined();
    expect(unresolved('tools: mcp__docs__echo', ['mcp__docs__echo'])).toBeUndefined();
    expect(unresolved('tools: mcp__docs', ['mcp__docs__echo'])).toBeUndefined();
    // Claude Code 2.1.332 runs these with no tools at all.
    expect(unresolved('tools: Read\ndisallowedTools: Read')).toBeUndefined();
    expect(
      unresolved('tools: Read', [], { ...settings, deny: [{ tool: 'Read' }] }),
    ).toBeUndefined();
  });

  it('lets an agent with an empty list, no list or a memory start', () => {
    expect(unresolved('tools: []')).toBeUndefined();
    expect(unresolved('tools:')).toBeUndefined();
    expect(unresolved('')).toBeUndefined();
    expect(
      unresolved('tools: read\nmemory: project', [], {
        ...settings,
        memoryPlaces: { configRoot: '/repo' },
      }),
    ).toBeUndefined();
  });

  it('says why such an agent is not started and what to do', () => {
    const agent = definition('tools: read, grep');
    const list = unresolvedToolList(
      agent,
      runToolListFacts(planAgentTools(agent, settings, subagent), []),
    );
    expect(list && toolListRefusal(agent, list)).toBe(
      'its tools list names no tool it can have, so it is not started rather than run with none ' +
        '(read: unknown tool; grep: unknown tool). Fix the tools list in /repo/.claude/agents/a.md ' +
        '(tool names are case-sensitive: Read, Grep; without the list the agent gets every tool), ' +
        'or use another subagent_type.',
    );
  });
});
