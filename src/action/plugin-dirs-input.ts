import { statSync } from 'node:fs';
import path from 'node:path';
import { isInside, realPathOrSelf } from '../tools/path-guard.js';
import { Inputs } from './constants.js';
import { problem, splitList, type Problems } from './input-parsers.js';

/**
 * The `plugin_dirs` input (the CLI's `--plugin-dir`, one directory per line or comma): each a
 * directory in the workspace (relative to it; on pull-request events read from the base branch,
 * like `.claude/`), or the absolute path of an existing directory outside it (one a step before
 * put on the runner, trusted as the workflow's own). A relative path that leads out of the
 * workspace (`..`, or a symbolic link) is refused, as is a directory that is not there. Returns
 * absolute paths.
 */
export function readPluginDirs(raw: string, workspace: string, problems: Problems): string[] {
  const workspaceReal = realPathOrSelf(workspace);
  const directories: string[] = [];
  for (const item of splitList(Inputs.PluginDirs, raw, problems)) {
    const absolute = path.isAbsolute(item);
    const full = path.resolve(workspace, item);
    if (!absolute && !isInside(path.relative(workspace, full))) {
      problems.push(
        problem(
          Inputs.PluginDirs,
          item,
          'a directory inside the workspace, relative to it (such as .claude/plugins/review), or the absolute path of an existing directory outside it',
        ),
      );
      continue;
    }
    let isDirectory = false;
    try {
      isDirectory = statSync(full).isDirectory();
    } catch {
      isDirectory = false;
    }
    if (!isDirectory) {
      problems.push(
        `Input '${Inputs.PluginDirs}': '${item}' is not a directory (${full} does not exist or is a file); expected a plugin's directory (the one holding .claude-plugin/, agents/, skills/).`,
      );
      continue;
    }
    if (!absolute && !isInside(path.relative(workspaceReal, realPathOrSelf(full)))) {
      problems.push(
        `Input '${Inputs.PluginDirs}': '${item}' leads out of the workspace through a symbolic link (to ${realPathOrSelf(full)}); give the absolute path of that directory if it is meant.`,
      );
      continue;
    }
    directories.push(full);
  }
  return directories;
}
