import { normalizeText, splitFrontmatter } from '../agents/frontmatter.js';
import { readMemoryMarkdown } from './memory-markdown.js';

/**
 * What a memory file (a CLAUDE.md or a file one imports) gives its reader, as Claude Code 2.1.332
 * reads it: the frontmatter is not shown, nor are HTML comment blocks; `@path` imports are taken
 * from the prose that is left.
 */
export interface MemoryContent {
  /** The text the model is shown. */
  text: string;
  imports: string[];
}

export function memoryContent(raw: string): MemoryContent {
  const normalized = normalizeText(raw);
  const split = splitFrontmatter(normalized);
  return readMemoryMarkdown(split.kind === 'ok' ? split.body : normalized);
}
