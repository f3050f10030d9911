import { readdir, realpath, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * The rule files of a `.claude/rules` directory, as Claude Code 2.1.332 finds them (observed): its
 * `*.md` files (the extension in lower case; hidden files too) and those of its subdirectories,
 * at any depth, symbolic links followed. Paths are relative to the directory, with `/`, in name
 * order (Claude Code takes the file system's order, which differs from one machine to the next).
 * None when the directory is not there.
 */
export async function ruleFilesUnder(directory: string): Promise<string[]> {
  const files: string[] = [];
  const visited = new Set<string>();
  const walk = async (relative: string): Promise<void> => {
    const absolute = path.join(directory, relative);
    let entries;
    try {
      // A directory reached twice through links (a loop) is walked once.
      const real = await realpath(absolute);
      if (visited.has(real)) return;
      visited.add(real);
      entries = await readdir(absolute, { withFileTypes: true });
    } catch {
      // No rules directory is the common case; an unreadable one holds no rules we can read.
      return;
    }
    for (const name of entries.map((entry) => entry.name).sort()) {
      const inside = relative === '' ? name : `${relative}/${name}`;
      const kind = await stat(path.join(absolute, name)).then(
        (stats) => (stats.isDirectory() ? 'directory' : stats.isFile() ? 'file' : undefined),
        () => undefined,
      );
      if (kind === 'directory') await walk(inside);
      else if (kind === 'file' && name.endsWith('.md')) files.push(inside);
    }
  };
  await walk('');
  return files;
}
