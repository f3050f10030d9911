/**
 * `--setting-sources`: which of the user's, the project's and the local configuration a run
 * reads. In Claude Code 2.1.332 it chooses more than settings files: `user` is also
 * `~/.claude/CLAUDE.md` and the user's skills, commands and agents; `project` the project's
 * CLAUDE.md files, skills, commands and agents; `local` the CLAUDE.local.md files. Plugins,
 * managed settings and `--settings` are read whatever it says.
 */
import { UserError } from '../errors.js';

export const settingSources = ['user', 'project', 'local'] as const;
export type SettingSource = (typeof settingSources)[number];

/** The sources a run reads: those given, or all of them. */
export function readSources(given: readonly SettingSource[] | undefined): Set<SettingSource> {
  return new Set(given ?? settingSources);
}

/** Parses `--setting-sources user,project,local`. */
export function parseSettingSources(text: string): SettingSource[] {
  const names = text
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !(settingSources as readonly string[]).includes(name));
  if (unknown.length > 0) {
    throw new UserError(
      `Unknown setting source${unknown.length === 1 ? '' : 's'} ${unknown.map((name) => `'${name}'`).join(', ')}.`,
      `--setting-sources takes a comma-separated list of ${settingSources.join(', ')} (plugins, managed settings and --settings are always read).`,
    );
  }
  return names as SettingSource[];
}
