import type { MemoryFile, MemoryKind } from './memory-file.js';

/**
 * How memory text reaches the model. Placement as Claude Code 2.1.332 has it, in our own words:
 * the memory read at startup is one `<system-reminder>` text block that opens the first user
 * message (before the prompt); a nested directory's files, read later, are one block each,
 * right after the tool results of the Read that brought them in.
 */

const kindLabels: Readonly<Record<MemoryKind, string>> = {
  user: "the user's own instructions, for every project",
  project: "the project's instructions, checked into the repository",
  local: "the user's private instructions for this project, not checked in",
};

export function startupMemoryText(files: readonly MemoryFile[]): string | undefined {
  if (files.length === 0) return undefined;
  const sections = files.map(
    (file) => `Memory file ${file.path} (${kindLabels[file.kind]}):\n\n${file.text}`,
  );
  return [
    '<system-reminder>',
    'The memory files of this project and of its user follow. Follow their instructions: they take precedence over your default behaviour.',
    '',
    sections.join('\n\n'),
    '</system-reminder>',
  ].join('\n');
}

export function nestedMemoryText(file: MemoryFile): string {
  return `<system-reminder>\nMemory file ${file.path} (it applies to the files of its directory):\n\n${file.text}\n</system-reminder>`;
}
