import { afterEach, describe, expect, it } from 'vitest';
import { cleanupRuns, requestMessages, run, toolResults } from '../subagents/harness.js';

const guardSkill = `---
name: guard-skill
description: Guards Bash.
hooks:
  PreToolUse:
    - matcher: Bash
      hooks:
        - type: command
          command: "cat > /dev/null; echo 'SKILL GUARD' >&2; exit 2"
---
Guard instructions.
`;

const skilled = `---
name: skilled
description: Preloads the guard skill.
tools: Bash, Skill
skills: [guard-skill]
---
You are skilled.
`;

/**
 * A skill's hooks and how it was loaded, as Claude Code 2.1.332 does it (observed with `claude
 * -p` and a skill whose hooks log: a subagent whose `skills:` frontmatter preloads the skill runs
 * none of its hooks, before or after; the Skill tool is what registers them).
 */
describe('hooks of a preloaded skill', () => {
  afterEach(cleanupRuns);

  it('registers none for a skill preloaded through skills:, and the Skill tool registers them', async () => {
    const outcome = await run({
      agents: { skilled },
      files: { '.claude/skills/guard-skill/SKILL.md': guardSkill },
      config: { settings: JSON.stringify({ permissions: { defaultMode: 'bypassPermissions' } }) },
      scenario: {
        name: 'preloaded-skill-hooks',
        agents: [
          {
            match: { agent: 'skilled' },
            turns: [
              { tool_use: [{ name: 'Bash', input: { command: 'echo preloaded only' } }] },
              { tool_use: [{ name: 'Skill', input: { skill: 'guard-skill' } }] },
              { tool_use: [{ name: 'Bash', input: { command: 'echo after the Skill call' } }] },
              { text: 'skilled done' },
            ],
          },
          {
            match: { agent: 'flotilla-lead' },
            turns: [
              {
                tool_use: [
                  {
                    name: 'Agent',
                    input: {
                      description: 'skilled work',
                      subagent_type: 'skilled',
                      prompt: 'work',
                      run_in_background: false,
                    },
                  },
                ],
              },
              { text: 'done' },
            ],
          },
        ],
      },
    });
    const requests = outcome.requestsOf('skilled');
    expect(requests).toHaveLength(4);
    // The preloaded skill's instructions are there; its hook is not.
    expect(JSON.stringify(requests[0]?.body)).toContain('Guard instructions.');
    const resultOf = (turn: number) => toolResults(requestMessages(requests[turn]).at(-1))[0];
    expect(resultOf(1)).toMatchObject({ isError: false, text: 'preloaded only' });
    expect(resultOf(3)?.isError).toBe(true);
    expect(resultOf(3)?.text).toContain('SKILL GUARD');
  });
});
