import { describe, expect, it } from 'vitest';
import type { AgentHooks } from '../../src/agents/definition.js';
import { createSessionHookRunner, type HookSession } from '../../src/hooks/hook-session.js';

const managedGuard: AgentHooks = {
  PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', command: 'true', managed: true }] }],
};
const skillHooks: AgentHooks = {
  PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', command: 'exit 2' }] }],
};

function skillWarnings(session: Partial<HookSession>): string[] {
  const warnings: string[] = [];
  const runner = createSessionHookRunner(
    {
      settings: managedGuard,
      disableAllHooks: false,
      managedHooks: managedGuard,
      sessionId: 'run-1',
      transcriptPath: '/tmp/lead.jsonl',
      projectDir: '/the/project',
      environment: {},
      warn: (line) => warnings.push(line),
      ...session,
    },
    {
      role: 'lead',
      definition: { name: 'lead', description: 'd', systemPrompt: 'p', source: 'built-in' },
      agentId: 'lead',
      cwd: '/the/project',
      permissionMode: 'default',
    },
  );
  runner?.addSkillHooks('guarded', skillHooks);
  return warnings;
}

describe("a skill's hooks in a session", () => {
  it('are left out with the reason disableAllHooks when only it is set', () => {
    const warnings = skillWarnings({ disableAllHooks: true });
    expect(warnings).toEqual([
      "Not running the hooks of the skill 'guarded': disableAllHooks is set in the settings.",
    ]);
  });

  it('are left out with the reason allowManagedHooksOnly when the managed settings set it', () => {
    const warnings = skillWarnings({ disableAllHooks: true, managedHooksOnly: true });
    expect(warnings).toEqual([
      "Not running the hooks of the skill 'guarded': the managed settings set allowManagedHooksOnly.",
    ]);
  });

  it('are added when no setting turns hooks off', () => {
    expect(skillWarnings({})).toEqual([]);
  });
});
