import { normalizeText, splitFrontmatter } from '../agents/frontmatter.js';
import { readMemoryMarkdown } from './memory-markdown.js';
import { rulePatterns } from './rule-paths.js';

/**
 * What a memory file (a CLAUDE.md, a rule, a file one imports) gives its reader, as Claude Code
 * 2.1.332 reads it: the frontmatter is not shown (a rule's `paths:` is read from it), nor are
 * HTML comment blocks; `@path` imports are taken from the prose that is left.
 */
export interface MemoryContent {
  /** The text the model is shown. */
  text: string;
  imports: string[];
  /** A path-scoped rule's patterns (see rule-paths.ts); undefined: it applies everywhere. */
  paths?: string[];
  /** Why its markdown could not be read (memory-markdown.ts): it is shown as it is. */
  unreadable?: string;
}

export function memoryContent(raw: string): MemoryContent {
  const normalized = normalizeText(raw);
  const split = splitFrontmatter(normalized);
  const { text, imports, unreadable } = readMemoryMarkdown(
    split.kind === 'ok' ? split.body : normalized,
  );
  const paths = split.kind === 'ok' ? rulePatterns(split.yaml) : undefined;
  return { text, imports, ...(paths ? { paths } : {}), ...(unreadable ? { unreadable } : {}) };
}
