import path from 'node:path';

/**
 * Claude Code's directory for one project, where it keeps the project's sessions, saved tool
 * results and auto memory: `<homeDir>/.claude/projects/<project path, each character other than
 * a letter or digit made '-'>` (`/work/my_repo` → `-work-my-repo`), as Claude Code 2.1.332 names it.
 */
export function claudeProjectDirectory(homeDir: string, projectPath: string): string {
  return path.join(homeDir, '.claude', 'projects', projectPath.replace(/[^a-zA-Z0-9]/g, '-'));
}
