import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { AgentDefinition } from '../agents/definition.js';

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
