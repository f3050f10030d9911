import { statSync } from 'node:fs';
import { prebuiltInputSchemas } from './prebuilt-input-schemas.js';
import path from 'node:path';
import picomatch from 'picomatch';
import { z } from 'zod';
import { ToolError } from '../errors.js';
import { defineTool } from './define-tool.js';
import { byModificationTime, walkFiles } from './file-walker.js';
import { checkInsideRoot } from './path-guard.js';
import { ripgrepGlob } from './ripgrep-glob.js';
import { resolveSearchScope } from './search-scope.js';

export const globResultLimit = 100;

const globInput = z.lazy(() =>
  z.object({
    pattern: z
      .string()
      .min(1)
      .describe('The glob pattern to match files against, e.g. "**/*.ts" or "src/**/*.{js,jsx}"'),
    path: z
      .string()
      .optional()
      .describe(
        'The directory to search in (default: the working tree). Omit it rather than passing "undefined" or "null"',
      ),
  }),
);
export type GlobInput = z.infer<typeof globInput>;

export const globTool = defineTool<GlobInput>({
  name: 'Glob',
  kind: 'read',
  description: [
    'Finds files by name with a glob pattern ("**/*.js", "src/**/*.ts"), in any size of codebase.',
    '- A pattern without "/" matches file names at any depth ("*.ts"); one with "/" matches paths below the search directory.',
    '- Returns matching file paths sorted by modification time, least recently modified first.',
    `- At most ${globResultLimit} paths are returned; narrow the pattern or path when told the list was truncated.`,
    '- Files ignored by .gitignore are listed too; the .git directory and symbolic links are skipped.',
  ].join('\n'),
  inputSchema: globInput,
  inputJsonSchema: prebuiltInputSchemas.Glob,
  ruleSubject: (input) => input.path,
  paths: (input) => ({ read: [input.path ?? '.'], write: [] }),
  async run(input, context) {
    const scope = resolveSearchScope(context.root, input.path);
    if (!scope.isDirectory) {
      throw new ToolError(`${scope.absolute} is a file; Glob's path must be a directory.`);
    }
    const pattern = relativePattern(input.pattern, scope.absolute, context.root);
    // An absolute pattern names its directory: a leading `/` keeps one without another `/`
    // ("/repo/package.json" → "package.json") from matching that name at any depth.
    const anchored = path.isAbsolute(input.pattern) && !pattern.includes('/');
    let matcher: (relative: string) => boolean;
    try {
      matcher = ripgrepGlob([anchored ? `/${pattern}` : pattern]);
    } catch (error) {
      throw new ToolError(
        `Invalid glob pattern '${input.pattern}': ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    // A pattern with `/` is matched against the path below the search directory: walk only
    // below its literal base ("src" for "src/**/*.ts"). One without `/` matches at any depth.
    const scanned = picomatch.scan(pattern);
    const literalDirectory = path.posix.dirname(pattern);
    const base = (
      !pattern.includes('/')
        ? ''
        : scanned.isGlob
          ? scanned.base
          : literalDirectory === '.'
            ? ''
            : literalDirectory
    ).replace(/\\(.)/g, '$1'); // "app/\[id\]" is the directory app/[id]
    // The scope itself was checked and found a directory just now; a base below it is checked here.
    let start = scope.absolute;
    if (base !== '') {
      const startCheck = checkInsideRoot(context.root, path.join(scope.absolute, base), {
        forWrite: false,
      });
      if (!startCheck.ok) return 'No files found';
      if (!isDirectory(startCheck.path)) return 'No files found';
      start = startCheck.path;
    }

    // Gitignored files are listed, as Claude Code's Glob lists them (docs/tools.md).
    const walked = await walkFiles({
      root: context.root,
      start,
      signal: context.signal,
      respectIgnores: false,
    });
    const prefix = base === '' ? '' : `${base}/`;
    const hidden = context.hiddenFromSearch;
    const matches = walked.filter(
      (file) => matcher(prefix + file.relative) && !hidden?.(file.absolute),
    );
    if (matches.length === 0) return 'No files found';

    const timed = await byModificationTime(
      matches.map((file) => file.absolute),
      { oldestFirst: true, signal: context.signal },
    );
    const shown = timed.slice(0, globResultLimit);
    if (timed.length > globResultLimit) {
      shown.push(
        `(Results are truncated: showing ${globResultLimit} of ${timed.length} files, the least recently modified first; ${timed.length - globResultLimit} more not listed. Use a more specific path or pattern.)`,
      );
    }
    return shown.join('\n');
  },
});

function isDirectory(absolute: string): boolean {
  try {
    return statSync(absolute, { throwIfNoEntry: false })?.isDirectory() === true;
  } catch {
    return false;
  }
}

/**
 * The pattern relative to the search directory; absolute patterns inside it are made relative.
 * A backslash escapes the next character (`app/\[id\]`), as in ripgrep's globs: we run on
 * POSIX, where it is no path separator.
 */
function relativePattern(pattern: string, searchDirectory: string, root: string): string {
  let result = pattern;
  if (path.isAbsolute(result)) {
    const relative = path.relative(searchDirectory, result).split(path.sep).join('/');
    if (relative.startsWith('..') || path.isAbsolute(relative)) {
      throw new ToolError(
        `The pattern '${pattern}' points outside the search directory ${searchDirectory}; Glob only searches inside the working tree ${root}.`,
      );
    }
    result = relative;
  }
  if (result.startsWith('./')) result = result.slice(2);
  if (result.split('/').includes('..')) {
    throw new ToolError(
      `The pattern '${pattern}' contains '..'; Glob only searches inside the search directory. Set path instead.`,
    );
  }
  return result;
}
