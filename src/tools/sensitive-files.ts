import path from 'node:path';
import { isInside } from '../platform/real-target.js';

/**
 * Files whose change would change what an agent may do next, or what runs outside the agent's
 * calls: the tool configuration (settings, hooks, agents, skills, commands, MCP servers), git's
 * configuration and hooks, shell and tool start-up files, and editor and container settings that
 * run tasks. Claude Code 2.1.332 refuses an edit tool's change to them in acceptEdits mode, after
 * a PreToolUse hook's allow, and even with an allow rule naming the file; only bypassPermissions
 * lets it through. Observed with Write, Edit and NotebookEdit, at any depth of the tree
 * (`pkg/.claude/skills/…`), names compared without case (`.Bashrc`), and through a symbolic link
 * (`lnk/x` with `lnk -> .claude`). Not sensitive there: CLAUDE.md, CLAUDE.local.md, .gitignore,
 * .gitattributes, .env, .github/, and `.claude/worktrees/`.
 */

/** Directories whose every file is sensitive, wherever they are in the tree. */
const sensitiveDirectories: ReadonlySet<string> = new Set([
  '.claude',
  '.git',
  '.vscode',
  '.idea',
  '.husky',
  '.devcontainer',
]);

/** File names that are sensitive in any directory. */
const sensitiveFileNames: ReadonlySet<string> = new Set([
  '.bashrc',
  '.bash_profile',
  '.zshrc',
  '.zprofile',
  '.profile',
  '.ripgreprc',
  '.npmrc',
  '.envrc',
  '.gitconfig',
  '.gitmodules',
  '.mcp.json',
  '.claude.json',
]);

/** Where agents' worktrees live: Claude Code lets an edit tool write there. */
const worktreesDirectory = 'worktrees';

/**
 * Why `file` (absolute) is a sensitive file of the tree at `root`, naming the part of its path
 * that makes it one; undefined when it is not one, or lies outside the tree.
 */
export function sensitiveFileReason(root: string, file: string): string | undefined {
  const relative = path.relative(root, file);
  if (relative === '' || !isInside(relative)) return undefined;
  return sensitivePathReason(relative);
}

/** The same for a path relative to the tree's root, already known to lie inside it. */
export function sensitivePathReason(relative: string): string | undefined {
  const parts = relative.split(path.sep);
  const name = parts.at(-1)?.toLowerCase() ?? '';
  if (sensitiveFileNames.has(name)) return `files named ${name} are`;
  for (let index = 0; index < parts.length - 1; index++) {
    const directory = parts[index]!.toLowerCase();
    if (!sensitiveDirectories.has(directory)) continue;
    if (directory === '.claude' && parts[index + 1]?.toLowerCase() === worktreesDirectory) break;
    return `files under a ${directory}/ directory are`;
  }
  return undefined;
}

/**
 * The sensitive paths at the top of a tree that Claude Code 2.1.332's sandbox keeps a Bash command
 * from creating (with bwrap, observed: each missing one has /dev/null mounted in its place, and a
 * write is refused with "Permission denied"). It lets a command create the other sensitive names
 * (`.envrc`, `.npmrc`, `.husky/`), and any of them deeper in the tree (`pkg/.claude/…`).
 */
export const sensitivePathsNotCreated: readonly string[] = [
  '.mcp.json',
  '.gitconfig',
  '.gitmodules',
  '.bashrc',
  '.bash_profile',
  '.zshrc',
  '.zprofile',
  '.profile',
  '.ripgreprc',
  '.vscode',
  '.idea',
  ...[
    'settings.json',
    'settings.local.json',
    'agents',
    'skills',
    'commands',
    'hooks',
    'output-styles',
    'launch.json',
    'workflows',
    'routines',
    'scheduled_tasks.json',
    'loop.md',
  ].map((name) => path.join('.claude', name)),
];
