/**
 * The user's auto memory, as Claude Code 2.1.332 keeps it (observed with `claude -p`): one
 * directory per repository in the user's home, `~/.claude/projects/<project>/memory/`, where
 * the lead keeps notes across runs. Its MEMORY.md index opens every agent's first message, after
 * the CLAUDE.md files; the lead's system prompt says where the directory is and how to keep it
 * (subagents get the index only); every agent's Read, Write and Edit may work there.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { isTruthy } from '../config/provider-environment.js';
import { claudeProjectDirectory } from '../settings/claude-project-directory.js';
import type { MemoryFile } from './memory-file.js';
import {
  memoryIndexBytes,
  memoryIndexExcerpt,
  memoryIndexLines,
  shownMemoryIndex,
} from './memory-index.js';
import { readMemoryText } from './memory-text.js';

export const disableAutoMemoryVariable = 'CLAUDE_CODE_DISABLE_AUTO_MEMORY';

export interface AutoMemoryPlace {
  /** The user's home; without one (the Action) there is no auto memory. */
  homeDir?: string;
  /** `--bare` reads no memory, this one included. */
  bare?: boolean;
  /**
   * The repository's git common directory: the project is the main work tree around it, so the
   * linked worktrees of one repository share its memory, as in Claude Code.
   */
  gitCommonDir?: string;
  /** The run's directory: the project where there is no repository. */
  repoRoot: string;
  /** `autoMemoryEnabled` of the settings. */
  enabled?: boolean;
  /** Where CLAUDE_CODE_DISABLE_AUTO_MEMORY is read: see autoMemoryEnvironment. */
  environment: Readonly<Record<string, string | undefined>>;
}

/**
 * The environment auto memory's variable is read from: the process's with the `env` of the
 * settings files the run trusts (`trusted`), and a turning-off value from any file (`all`, the
 * merged `env`): an untrusted checkout's CLAUDE_CODE_DISABLE_AUTO_MEMORY=1 applies, its `=0`
 * does not turn on what the user turned off.
 */
export function autoMemoryEnvironment(
  trusted: Readonly<Record<string, string | undefined>>,
  all: Readonly<Record<string, string | undefined>>,
): Record<string, string | undefined> {
  const value = all[disableAutoMemoryVariable]?.trim();
  return isTruthy(value) ? { ...trusted, [disableAutoMemoryVariable]: value } : { ...trusted };
}

/**
 * The run's auto-memory directory; undefined when it has none. As in Claude Code 2.1.332:
 * CLAUDE_CODE_DISABLE_AUTO_MEMORY=1 turns it off, `=0` on whatever the settings say;
 * otherwise `"autoMemoryEnabled": false` in a settings file turns it off.
 */
export function autoMemoryDirectory(place: AutoMemoryPlace): string | undefined {
  if (place.homeDir === undefined || place.bare) return undefined;
  const variable = place.environment[disableAutoMemoryVariable]?.trim();
  const disabled =
    variable !== undefined && variable !== '' ? isTruthy(variable) : place.enabled === false;
  if (disabled) return undefined;
  const project =
    place.gitCommonDir !== undefined && path.basename(place.gitCommonDir) === '.git'
      ? path.dirname(place.gitCommonDir)
      : place.repoRoot;
  return path.join(claudeProjectDirectory(place.homeDir, project), 'memory');
}

/** Its index, as every agent's first message shows it: undefined when empty or missing. */
export async function autoMemoryIndex(
  directory: string,
  notice: (line: string) => void,
): Promise<MemoryFile | undefined> {
  const file = path.join(directory, 'MEMORY.md');
  const read = await readMemoryText(file);
  if (read && 'skipped' in read) notice(`memory file ${file} not read: ${read.skipped}`);
  if (!read || !('text' in read)) return undefined;
  const excerpt = memoryIndexExcerpt(read.text);
  if (excerpt.notice) notice(`memory file ${file}: ${excerpt.notice}`);
  if (excerpt.text.trim() === '') return undefined;
  return { path: file, kind: 'auto', text: shownMemoryIndex(excerpt) };
}

/**
 * The lead's system-prompt section: where its auto memory is and how to keep it. Creates the
 * directory, so the lead can write at once.
 */
export async function autoMemorySection(directory: string): Promise<string> {
  await mkdir(directory, { recursive: true });
  return [
    '# Auto memory',
    `You keep notes for this project that outlast this run, in ${directory}`,
    "They are the user's own, on this machine, shared by every run in this repository. Read, Write and Edit work there with absolute paths; the directory exists.",
    '- One note per file, on one subject: a preference or correction the user gave, a goal or constraint of the work that the code and its history do not show, where to find something outside the repository. Give each file a short name and say when and why it holds.',
    `- MEMORY.md is the index: one line per note file, \`- [Title](file.md) — what it holds\`, nothing else. Its first ${memoryIndexLines} lines (at most ${memoryIndexBytes} bytes) are shown at the start of each run; the notes themselves are read when needed.`,
    '- Before adding a note, look for one on the same subject and change it instead. Remove notes that turn out wrong. Do not note what the repository already records (its code, history, CLAUDE.md) or what matters to this conversation only.',
    '- A note tells what was true when it was written: check a file, function or option it names before you rely on it.',
  ].join('\n');
}
