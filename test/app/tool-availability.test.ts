import { describe, expect, it } from 'vitest';
import { parseAgentFile } from '../../src/agents/index.js';
import type { AgentDefinition } from '../../src/agents/definition.js';
import { toolAvailability } from '../../src/app/tool-availability.js';

function definition(frontmatter: string): AgentDefinition {
  const parsed = parseAgentFile({
    text: `---\nname: a\ndescription: d\n${frontmatter}\n---\nYou help.\n`,
    file: '/repo/.claude/agents/a.md',
    source: 'project',
  });
  if (!parsed.definition) throw new Error('the test agent did not parse');
  return parsed.definition;
}

const options = { root: '/repo', permissionMode: 'default' as const, hasSkills: false };

describe('toolAvailability', () => {
  it('lists the tools a run offers and says why each named one is missing', () => {
    const availability = toolAvailability(
      definition(
        'tools: Read, WebFetch, WebSearch, mcp__github__get_issue, ExitPlanMode, Skil, Bash\ndisallowedTools: Bash',
      ),
      options,
    );
    expect(availability.offered).toEqual(['Read', 'WebFetch', 'ReportFindings']);
    expect(Object.fromEntries(availability.missing.map((m) => [m.tool, m.reason]))).toEqual({
      WebSearch:
        'it needs permission: an allow rule WebSearch (or WebSearch(domain:example.com)) in allowed_tools or a settings file, or permission mode bypassPermissions',
      mcp__github__get_issue: 'an MCP tool: offered only when its server is configured for the run',
      ExitPlanMode: 'offered only to agents in plan mode',
      Skil: 'unknown tool',
      Bash: "it is denied as a whole by the rule `Bash` in the agent definition's disallowedTools",
    });
  });

  it('without a tools list offers every tool, ExitPlanMode in plan mode, and names what a deny rule removes', () => {
    const availability = toolAvailability(
      definition('permissionMode: plan\ndisallowedTools: WebFetch'),
      { ...options, hasSkills: true },
    );
    expect(availability.offered).toEqual(
      expect.arrayContaining([
        'MultiEdit',
        'TodoWrite',
        'KillShell',
        'ExitPlanMode',
        'Skill',
        'Agent',
      ]),
    );
    expect(availability.offered).not.toContain('WebFetch');
    // WebSearch without an allow rule is a permission matter, like a WebFetch call: not listed.
    expect(availability.missing.map((m) => m.tool)).toEqual(['WebFetch']);
  });

  it('offers WebSearch with an allow rule, and says which deny rule removes it', () => {
    const allowed = toolAvailability(definition('tools: Read, WebSearch'), {
      ...options,
      allow: [{ tool: 'WebSearch' }],
    });
    expect(allowed.offered).toEqual(['Read', 'WebSearch', 'ReportFindings']);
    expect(allowed.missing).toEqual([]);
    const denied = toolAvailability(definition('tools: Read, WebSearch'), {
      ...options,
      allow: [{ tool: 'WebSearch' }],
      deny: [{ tool: 'WebSearch', source: '.claude/settings.json' }],
    });
    expect(denied.missing).toEqual([
      {
        tool: 'WebSearch',
        reason: 'it is denied as a whole by the rule `WebSearch` in .claude/settings.json',
      },
    ]);
  });
});
