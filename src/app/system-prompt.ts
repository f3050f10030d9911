import type { AgentDefinition } from '../agents/definition.js';
import type { RunConfig } from '../config/run-config.js';
import { AgentMemory } from '../memory/agent-memory.js';
import {
  agentMemoryDirectory,
  agentMemorySection,
  type AgentMemoryPlaces,
} from '../memory/agent-memory-directory.js';
import type { SkillCatalog } from '../skills/load-skills.js';

export interface AddendumSources {
  repoRoot: string;
  /** The run's skills: a definition's `skills:` preloads from them (every source). */
  skills?: SkillCatalog;
  /** Where agents with `memory:` keep it; undefined: no agent memory this run. */
  memoryPlaces?: AgentMemoryPlaces;
}

/**
 * What every agent is told about where it runs, plus the skills its definition preloads (seed
 * 000: a skill's whole SKILL.md is injected; subagents do not inherit the parent's skills) and,
 * for an agent with `memory:`, its memory directory and MEMORY.md, last (where Claude Code
 * 2.1.332 puts them: after the agent's own prompt).
 */
export function createSystemPromptAddendum(
  sources: AddendumSources,
): (definition: AgentDefinition, root: string) => Promise<string> {
  return async (definition, root) => {
    const lines = [
      '# Environment',
      `Working directory: ${root}`,
      ...(root === sources.repoRoot
        ? []
        : [
            `This is your own git worktree of the repository at ${sources.repoRoot}; edit files here only.`,
          ]),
      'File paths in tool calls are relative to the working directory (or absolute inside it).',
      'You are running headless: no one can answer questions or approve actions.',
    ];
    for (const name of definition.skills ?? []) {
      const skill = sources.skills?.find(name);
      if (skill) lines.push('', `# Skill: ${skill.name}`, skill.body);
    }
    const memoryDirectory =
      definition.memory && sources.memoryPlaces
        ? agentMemoryDirectory(definition.memory, definition.name, sources.memoryPlaces)
        : undefined;
    if (memoryDirectory && definition.memory) {
      lines.push('', await agentMemorySection(memoryDirectory, definition.memory));
    }
    return lines.join('\n');
  };
}

/**
 * The lead's whole system prompt. As Claude Code does in `-p` mode, `--system-prompt` replaces
 * the agent's own prompt and `--append-system-prompt` ends it, after a blank line; the
 * environment facts and preloaded skills stay, so tool paths keep working.
 */
export function leadSystemPrompt(
  lead: AgentDefinition,
  addendum: string,
  config: Pick<RunConfig, 'systemPrompt' | 'appendSystemPrompt'>,
): string {
  return [config.systemPrompt ?? lead.systemPrompt, addendum, config.appendSystemPrompt]
    .filter((part): part is string => part !== undefined && part !== '')
    .join('\n\n');
}

/**
 * The memory files each agent of the run reads (src/memory): the user's from homeDir, the
 * project's from configRoot (the base branch's copy on pull-request events); none with `--bare`.
 */
export function memoryOfRun(
  config: Pick<RunConfig, 'bare' | 'homeDir' | 'repoRoot' | 'configRoot'>,
): ((definition: AgentDefinition, root: string) => AgentMemory) | undefined {
  if (config.bare) return undefined;
  const settings = {
    repoRoot: config.repoRoot,
    configRoot: config.configRoot ?? config.repoRoot,
    ...(config.homeDir ? { homeDir: config.homeDir } : {}),
  };
  return (definition, root) => new AgentMemory(settings, definition, root);
}
