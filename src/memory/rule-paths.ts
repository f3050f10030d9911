import ignore from 'ignore';
import { isMap, isScalar, isSeq } from 'yaml';
import { parseFrontmatterYaml } from '../agents/yaml-source.js';

/**
 * The `paths:` field of a rule file's frontmatter (`.claude/rules/*.md`): the files a rule is
 * about. Read as Claude Code 2.1.332 reads it (observed on each form): a list, or one string, of
 * patterns, each also split at commas outside braces (`"src/**, lib/**"`), `{a,b}` expanded (a
 * range such as `{1..3}` is not), blanks trimmed; matched like `.gitignore` lines (a pattern
 * without `/` matches at any depth, `src/` every file under it, a leading `/` anchors it, `!`
 * negates, `#` is a comment) once a trailing `/**` is dropped, ignoring case, against the file's
 * path relative to the directory that holds `.claude/rules` (for the user's rules, the agent's
 * working directory).
 */

/**
 * The patterns of a `paths:` field; undefined when the rule applies everywhere: no frontmatter
 * YAML that parses (even once repaired, as an agent's is), no `paths`, a value that is neither a
 * string nor a list (`paths: 42`), no pattern in it, or only `**`.
 */
export function rulePatterns(frontmatterYaml: string): string[] | undefined {
  const { document, errors } = parseFrontmatterYaml('', frontmatterYaml, 1);
  if (errors.length > 0 || !isMap(document.contents)) return undefined;
  // A key given twice takes its last value, as for an agent's fields.
  const value = document.contents.items.findLast(
    (pair) => isScalar(pair.key) && pair.key.value === 'paths',
  )?.value;
  const entries = isSeq(value) ? value.items : [value];
  const patterns = entries
    .map((entry) => (isScalar(entry) ? entry.value : undefined))
    .filter((entry): entry is string => typeof entry === 'string')
    .flatMap(splitOutsideBraces)
    .map((pattern) => pattern.trim())
    .filter((pattern) => pattern !== '');
  if (patterns.length === 0 || patterns.every((pattern) => pattern === '**')) return undefined;
  return patterns;
}

/** A test of a path (relative, with `/`) against the patterns. */
export function rulePathMatcher(patterns: readonly string[]): (relativePath: string) => boolean {
  const matcher = ignore().add(patterns.flatMap(expandBraces).map(withoutTrailingGlobstar));
  return (relativePath) => relativePath !== '' && matcher.ignores(relativePath);
}

/**
 * `src/**` → `src`: Claude Code 2.1.332 drops one trailing `/**`, so a single name followed by it
 * matches that name at any depth (`src/**` attaches for `packages/web/src/a.ts`, as a deny rule's
 * `secrets/**` does in tool-rules.ts) and a longer one names the path itself as well as what is
 * under it (`lib/src/**` attaches for a file `lib/src`); `web/src/**` stays anchored, and so does
 * a pattern ending in anything else (`src/*`). `/**` is kept: it already matches everything.
 */
function withoutTrailingGlobstar(pattern: string): string {
  return pattern.replace(/(?<=[^/!])\/\*\*$/, '');
}

/** What one pattern's braces may expand to at most: each `{a,b}` group doubles it. */
const maxExpandedPatterns = 1024;

/** `src/{a,b}/*.{ts,tsx}` → its four patterns; braces without a comma stay as they are. */
export function expandBraces(pattern: string): string[] {
  const expanded: string[] = [];
  const expand = (text: string): void => {
    if (expanded.length >= maxExpandedPatterns) return;
    const group = firstBraceGroup(text);
    if (!group) {
      expanded.push(text);
      return;
    }
    const prefix = text.slice(0, group.open);
    const suffix = text.slice(group.close + 1);
    for (const alternative of group.alternatives) expand(prefix + alternative + suffix);
  };
  expand(pattern);
  return expanded;
}

/** The first `{…}` holding a comma at its own level, with the text between the commas. */
function firstBraceGroup(
  text: string,
): { open: number; close: number; alternatives: string[] } | undefined {
  for (let open = text.indexOf('{'); open >= 0; open = text.indexOf('{', open + 1)) {
    let depth = 0;
    const commas: number[] = [];
    for (let index = open; index < text.length; index++) {
      const character = text[index];
      if (character === '{') depth += 1;
      else if (character === ',' && depth === 1) commas.push(index);
      else if (character === '}' && --depth === 0) {
        if (commas.length === 0) break;
        const bounds = [open, ...commas, index];
        const alternatives = bounds.slice(1).map((end, at) => text.slice(bounds[at]! + 1, end));
        return { open, close: index, alternatives };
      }
    }
  }
  return undefined;
}

/** `"src/**, {a,b}/x"` → `["src/**", " {a,b}/x"]`: commas inside braces do not split. */
function splitOutsideBraces(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < text.length; index++) {
    const character = text[index];
    if (character === '{') depth += 1;
    else if (character === '}') depth = Math.max(0, depth - 1);
    else if (character === ',' && depth === 0) {
      parts.push(text.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}
