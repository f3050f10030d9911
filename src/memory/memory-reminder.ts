import type { MemoryFile, MemoryKind } from './memory-file.js';

/**
 * How memory text reaches the model. Placement as Claude Code 2.1.332 has it, in our own words:
 * the memory read at startup is one `<system-reminder>` text block that opens the first user
 * message (before the prompt); a nested directory's files and a path-scoped rule, read later,
 * are one block each, right after the tool results of the call that brought them in.
 */

const kindLabels: Readonly<Record<MemoryKind, string>> = {
  user: "the user's own instructions, for every project",
  project: "the project's instructions, checked into the repository",
  local: "the user's private instructions for this project, not checked in",
  auto: "the index of the user's auto memory: notes kept across runs for this project",
};

/** One startup memory file as the model reads it: its path, its kind, its text. */
function memorySection(file: MemoryFile): string {
  return `Memory file ${file.path} (${kindLabels[file.kind]}):\n\n${file.text}`;
}

export function startupMemoryText(files: readonly MemoryFile[]): string | undefined {
  if (files.length === 0) return undefined;
  const sections = files.map(memorySection);
  return [
    '<system-reminder>',
    'The memory files of this project and of its user follow. Follow their instructions: they take precedence over your default behaviour.',
    '',
    sections.join('\n\n'),
    '</system-reminder>',
  ].join('\n');
}

export function nestedMemoryText(file: MemoryFile): string {
  return laterMemoryText(file, directoryScope);
}

/** A file a path-scoped rule brought in (the rule, or a file it imports). */
export function pathScopedMemoryText(file: MemoryFile, patterns: readonly string[]): string {
  return laterMemoryText(file, `${pathScope} ${patterns.join(', ')}`);
}

const directoryScope = 'it applies to the files of its directory';
const pathScope = 'it applies to the files matching';

function laterMemoryText(file: MemoryFile, scope: string): string {
  return `<system-reminder>\nMemory file ${file.path} (${scope}):\n\n${file.text}\n</system-reminder>`;
}

/** The startup memory files a conversation already shows (by path), from their section heads. */
function pathsShown(conversationText: string): Set<string> {
  const labels = Object.values(kindLabels)
    .map((label) => label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|');
  const head = new RegExp(`^Memory file (.+) \\((?:${labels})\\):$`, 'gm');
  return new Set([...conversationText.matchAll(head)].map((match) => match[1]!));
}

/**
 * The files a conversation was given after a tool round (a nested directory's, a path-scoped
 * rule's, and what they import), by path, from their heads.
 */
export function laterPathsShown(conversationText: string): Set<string> {
  // The scopes hold no character a pattern reads specially.
  const head = new RegExp(
    `^<system-reminder>\\nMemory file (.+) \\((?:${directoryScope}|${pathScope} .*)\\):$`,
    'gm',
  );
  return new Set([...conversationText.matchAll(head)].map((match) => match[1]!));
}

/**
 * What a resumed conversation is told of its startup memory files, read again as the run starts:
 * nothing when each is shown in the conversation as it is now; otherwise the new or changed files
 * with their text, and the files shown before that are gone. Claude Code 2.1.332 does the same
 * on `--resume`/`--continue` (a short reminder naming only the changed files).
 */
export function resumedMemoryText(
  files: readonly MemoryFile[],
  conversationText: string,
): string | undefined {
  const changed = files.map(memorySection).filter((section) => !conversationText.includes(section));
  const present = new Set(files.map((file) => file.path));
  const removed = [...pathsShown(conversationText)].filter((shown) => !present.has(shown));
  if (changed.length === 0 && removed.length === 0) return undefined;
  return [
    '<system-reminder>',
    'The memory files were read again as this session resumed; these are new, or differ from their copies earlier in this conversation. Each replaces its earlier copy, and the instructions above about memory files still apply.',
    '',
    [
      ...changed,
      ...removed.map(
        (gone) => `Memory file ${gone} no longer exists: its earlier instructions no longer apply.`,
      ),
    ].join('\n\n'),
    '</system-reminder>',
  ].join('\n');
}
