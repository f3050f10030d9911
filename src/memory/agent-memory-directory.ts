/**
 * An agent's own memory (`memory: user | project | local` in its definition): a directory it
 * keeps notes in across runs, where Claude Code 2.1.332 keeps it, with its MEMORY.md index shown
 * at the end of the agent's system prompt.
 */
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { AgentDefinition, MemoryScope } from '../agents/definition.js';
import { realTarget } from '../platform/real-target.js';
import { checkInsideRoot, isInside, realPathOrSelf } from '../tools/path-guard.js';
import {
  memoryIndexBytes,
  memoryIndexExcerpt,
  memoryIndexLines,
  shownMemoryIndex,
} from './memory-index.js';

export interface AgentMemoryPlaces {
  /** `user` memory lives in `<homeDir>/.claude/agent-memory/`; without a home, an agent has none. */
  homeDir?: string;
  /**
   * `project` and `local` memory live under the project's configuration root (the repository,
   * or the base branch's copy of its configuration on pull-request events).
   */
  configRoot: string;
}

/**
 * `~/.claude/agent-memory/<agent>/`, `.claude/agent-memory/<agent>/` or
 * `.claude/agent-memory-local/<agent>/`; undefined when the scope has no place (user memory
 * without a home directory).
 */
export function agentMemoryDirectory(
  scope: MemoryScope,
  agentName: string,
  places: AgentMemoryPlaces,
): string | undefined {
  // The agent's name as one safe path segment (a plugin agent's `plugin:name` included).
  const segment = agentName.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[.-]+/, '') || 'agent';
  switch (scope) {
    case 'user':
      return places.homeDir === undefined
        ? undefined
        : path.join(places.homeDir, '.claude', 'agent-memory', segment);
    case 'project':
      return path.join(places.configRoot, '.claude', 'agent-memory', segment);
    case 'local':
      return path.join(places.configRoot, '.claude', 'agent-memory-local', segment);
  }
}

const scopeNotes: Readonly<Record<MemoryScope, string>> = {
  user: 'It is your own, across every project of this user: keep what holds beyond this repository.',
  project:
    "It belongs to this project and is shared with the team through the repository: keep what helps anyone's run here.",
  local:
    'It belongs to this project on this machine only and is not checked in: keep what is useful here alone.',
};

/**
 * The system-prompt section of an agent's memory: where the directory is, how to keep it, and
 * the first lines of its MEMORY.md. Creates the directory, so the agent can write at once.
 */
export async function agentMemorySection(
  directory: string,
  scope: MemoryScope,
  notice: (line: string) => void = () => undefined,
): Promise<string> {
  await mkdir(directory, { recursive: true });
  // MEMORY.md is read only where it resolves inside the directory: a link (committed, or made by
  // an agent in an earlier run) could name any file of the machine, a token file included.
  const indexFile = checkInsideRoot(directory, 'MEMORY.md', { forWrite: false });
  if (!indexFile.ok) {
    notice(`memory file ${path.join(directory, 'MEMORY.md')} not read: ${indexFile.reason}`);
  }
  const index = indexFile.ok
    ? await readFile(indexFile.path, 'utf8').catch(() => undefined)
    : undefined;
  const excerpt = memoryIndexExcerpt(index);
  if (excerpt.notice) notice(`memory file ${path.join(directory, 'MEMORY.md')}: ${excerpt.notice}`);
  return [
    '# Your memory',
    `You have a memory directory that outlives this run: ${directory}`,
    scopeNotes[scope],
    'Read, Write and Edit work there with absolute paths, whatever other limits your tools have.',
    '- Keep one topic per file (e.g. conventions.md, pitfalls.md) and MEMORY.md as a short index: one line per file saying what it holds.',
    `- MEMORY.md is shown to you at the start of every run (its first ${memoryIndexLines} lines, at most ${memoryIndexBytes} bytes): keep it brief.`,
    '- Save what a later run could not see in the code or its history: lessons, decisions and their reasons. Correct or remove notes that turn out wrong.',
    '- A note may be stale: check it against the code before you rely on it.',
    '',
    '## MEMORY.md',
    '',
    excerpt.text === '' ? '(MEMORY.md is empty or does not exist yet.)' : shownMemoryIndex(excerpt),
  ].join('\n');
}

/**
 * The memory directory of an agent with a `memory:` scope, when the run knows the places and may
 * use it (checkMemoryDirectory).
 */
export function memoryDirectoryOf(
  definition: Pick<AgentDefinition, 'memory' | 'name'>,
  places: AgentMemoryPlaces | undefined,
): string | undefined {
  const check = checkMemoryDirectory(definition, places);
  return check?.ok ? check.directory : undefined;
}

/**
 * An agent's memory directory, or why it may not be used; undefined when it has none. A project
 * or local one must resolve inside the configuration root: a repository could commit it as a
 * link to any directory of the machine, which the agent's tools and the sandbox would then open
 * for writing.
 */
export function checkMemoryDirectory(
  definition: Pick<AgentDefinition, 'memory' | 'name'>,
  places: AgentMemoryPlaces | undefined,
): { ok: true; directory: string } | { ok: false; directory: string; reason: string } | undefined {
  if (!definition.memory || !places) return undefined;
  const directory = agentMemoryDirectory(definition.memory, definition.name, places);
  if (directory === undefined || definition.memory === 'user') {
    return directory === undefined ? undefined : { ok: true, directory };
  }
  const root = realPathOrSelf(places.configRoot);
  let real: string;
  try {
    real = realTarget(path.resolve(directory));
  } catch (error) {
    return { ok: false, directory, reason: error instanceof Error ? error.message : String(error) };
  }
  return isInside(path.relative(root, real))
    ? { ok: true, directory }
    : { ok: false, directory, reason: `it resolves to ${real}, outside ${root}` };
}
