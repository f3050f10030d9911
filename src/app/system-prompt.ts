import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { AgentDefinition } from '../agents/definition.js';
import type { RunConfig } from '../config/run-config.js';
import { AgentMemory } from '../memory/agent-memory.js';

/**
 * What every agent is told about where it runs, plus the skills its definition preloads (seed
 * 000: a skill's whole SKILL.md is injected; subagents do not inherit the parent's skills).
 */
export async function systemPromptAddendum(
  definition: AgentDefinition,
  root: string,
  repoRoot: string,
  configRoot: string = repoRoot,
): Promise<string> {
  const lines = [
    '# Environment',
    `Working directory: ${root}`,
    ...(root === repoRoot
      ? []
      : [`This is your own git worktree of the repository at ${repoRoot}; edit files here only.`]),
    'File paths in tool calls are relative to the working directory (or absolute inside it).',
    'You are running headless: no one can answer questions or approve actions.',
  ];
  for (const skill of definition.skills ?? []) {
    const file = path.join(configRoot, '.claude', 'skills', skill, 'SKILL.md');
    const text = await readFile(file, 'utf8').catch(() => undefined);
    if (text !== undefined) lines.push('', `# Skill: ${skill}`, text.trim());
  }
  return lines.join('\n');
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
