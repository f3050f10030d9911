import path from 'node:path';
import { walkMarkdownFiles, type MarkdownWalk } from '../platform/markdown-files.js';

/**
 * Every rule goes into every agent's first message. Claude Code 2.1.332 has no cap: a rules link
 * to the checkout's top (`all -> ../..`) made each `.md` of it a rule. Ours, per rules directory:
 * 200 files and 512 KiB (about 128k tokens, as for one memory file), more than any team's rules.
 */
export const maxRuleFiles = 200;
export const maxRuleBytes = 512 * 1024;
/** Entries of any kind looked at: a rules link into a build tree of other files stops here. */
export const maxRuleEntries = 5_000;

/**
 * The rule files of a `.claude/rules` directory, as Claude Code 2.1.332 finds them (observed): its
 * `*.md` files (the extension in lower case; hidden files too) and those of its subdirectories,
 * at any depth, symbolic links followed, in name order (Claude Code takes the file system's
 * order, which differs from one machine to the next). Unlike Claude Code, `.git` and
 * `node_modules` are not entered, nor, given `scopeRoot`, a directory linked out of it (Claude
 * Code leaves those out too), and the walk stops at the caps above. None when the directory is not
 * there.
 */
export function ruleFilesUnder(directory: string, scopeRoot?: string): Promise<MarkdownWalk> {
  return walkMarkdownFiles(directory, {
    extensionCase: 'lower',
    maxFiles: maxRuleFiles,
    maxBytes: maxRuleBytes,
    maxEntries: maxRuleEntries,
    ...(scopeRoot === undefined ? {} : { scopeRoot }),
  });
}

/** What the run's log says of a walk of the rules shown at `shownDirectory`: what was left out. */
export function ruleWalkNotices(walk: MarkdownWalk, shownDirectory: string): string[] {
  const notices = walk.linkedOut.map(
    (link) =>
      `rules ${path.join(shownDirectory, link.path)} not read: it links to ${link.target}, outside the repository (project rules are read only inside it)`,
  );
  if (walk.stopped) {
    const { at, cap, limit } = walk.stopped;
    const passed =
      cap === 'files'
        ? `${limit} rule files`
        : cap === 'bytes'
          ? `${limit / 1024} KiB of rules`
          : `${limit} entries looked at`;
    notices.push(
      `rules ${path.join(shownDirectory, at)} and those after it not read: they would pass the cap of ${passed} in ${shownDirectory}`,
    );
  }
  return notices;
}
