import picomatch from 'picomatch';

/**
 * ripgrep's `--glob` rules, which Grep's `glob` and Glob's `pattern` follow as Claude Code's do:
 * a glob without `/` matches the file name at any depth, one with `/` the path relative to the
 * search directory (a leading `/` anchors it there too). Hidden files match.
 */
export function ripgrepGlob(globs: readonly string[]): (relative: string) => boolean {
  const byName = globs.filter((glob) => !glob.includes('/'));
  const byPath = globs.filter((glob) => glob.includes('/')).map((glob) => glob.replace(/^\//, ''));
  const nameMatcher = byName.length > 0 ? picomatch(byName, { dot: true }) : () => false;
  const pathMatcher = byPath.length > 0 ? picomatch(byPath, { dot: true }) : () => false;
  return (relative) =>
    nameMatcher(relative.slice(relative.lastIndexOf('/') + 1)) || pathMatcher(relative);
}
