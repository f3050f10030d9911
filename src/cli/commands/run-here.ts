/**
 * What a run started in the current directory reads, for the commands that check it without
 * running (`flotilla validate`, `flotilla agents`, `flotilla matrix`): its settings files, read as
 * `flotilla run` with the same `--setting-sources` and `--trust-project` reads them (the function
 * a run decides that by: src/settings/run-settings.ts), and its plugins, decided by the function a
 * run decides them by.
 */
import path from 'node:path';
import type { LoadAgentsOptions } from '../../agents/index.js';
import { errorMessage, UserError } from '../../errors.js';
import type { PluginLocation } from '../../plugins/plugin-manifest.js';
import { loadSettings, type LoadedSettings } from '../../settings/load-settings.js';
import type { MergedSettings } from '../../settings/load-settings.js';
import { findRunPlugins, runSettingsOptions } from '../../settings/run-settings.js';
import { loadSkills, type SkillCatalog } from '../../skills/load-skills.js';
import {
  parseSettingSources,
  settingSources,
  type SettingSource,
} from '../../settings/setting-sources.js';
import type { OptionSpecs, ParsedOptions } from '../args.js';
import type { CliIo } from '../io.js';

/**
 * Which settings files a run reads and whether it trusts the workspace: `flotilla run` takes
 * them, and the commands that check what such a run would load take them with the same meaning.
 */
export const settingReadingOptions = {
  'setting-sources': {
    type: 'string',
    valueName: 'LIST',
    description:
      'Which settings files to read: a comma-separated subset of user,project,local (default all three)',
  },
  'trust-project': {
    type: 'boolean',
    description:
      'Trust this workspace: its .claude/settings.json may grant permissions (permissions.allow)',
  },
} as const satisfies OptionSpecs;

/** How a run reads its settings: `--setting-sources` (all when not given) and `--trust-project`. */
export interface SettingReading {
  settingSources?: SettingSource[];
  trustProject: boolean;
}

/** The SettingReading the options ask for; a bad `--setting-sources` is added to `problems`. */
export function settingReadingFrom(
  options: ParsedOptions<typeof settingReadingOptions>,
  problems: string[],
): SettingReading {
  const trustProject = options['trust-project'] === true;
  const text = options['setting-sources'];
  if (text === undefined) return { trustProject };
  try {
    return { settingSources: parseSettingSources(text), trustProject };
  } catch (error) {
    const hint = error instanceof UserError && error.hint ? ` ${error.hint}` : '';
    problems.push(`--setting-sources: ${errorMessage(error)}${hint}`);
    return { trustProject };
  }
}

/** The SettingReading of `flotilla COMMAND`'s options; a bad value is refused. */
export function settingReadingOf(
  options: ParsedOptions<typeof settingReadingOptions>,
  command: string,
): SettingReading {
  const problems: string[] = [];
  const reading = settingReadingFrom(options, problems);
  if (problems.length > 0)
    throw new UserError(problems.join('\n'), `Run 'flotilla ${command} --help' for the options.`);
  return reading;
}

/**
 * The settings files a run here reads as `reading` says, with `managedPath` in place of the
 * default managed file. What a run would ignore (an untrusted workspace's grants, the plugins its
 * files enable) is written to stderr as notices, as a run logs them.
 */
export async function loadSettingsHere(
  io: CliIo,
  reading: SettingReading,
  managedPath?: string,
): Promise<LoadedSettings> {
  const homeDir = io.env.HOME ?? io.env.USERPROFILE;
  const loaded = await loadSettings(
    runSettingsOptions(
      {
        repoRoot: io.cwd,
        ...(homeDir ? { homeDir } : {}),
        ...(managedPath === undefined
          ? {}
          : { managedSettingsFile: path.resolve(io.cwd, managedPath) }),
        settingSources: reading.settingSources ?? [...settingSources],
        trustProject: reading.trustProject,
      },
      io.env,
    ),
  );
  for (const notice of loaded.notices) io.stderr(`notice: ${notice}\n`);
  return loaded;
}

/** The skills a run here offers (user, project, `plugins`), read as `reading` says. */
export function loadSkillsHere(
  io: CliIo,
  reading: SettingReading,
  plugins: readonly PluginLocation[] = [],
): Promise<SkillCatalog> {
  const homeDir = io.env.HOME ?? io.env.USERPROFILE;
  return loadSkills({
    configRoot: io.cwd,
    ...(homeDir ? { homeDir } : {}),
    plugins,
    ...(reading.settingSources ? { settingSources: reading.settingSources } : {}),
  });
}

/**
 * `sources` with the plugins a run here loads: its `--plugin-dir` ones, then the installed ones
 * `settings` enable. The enabled plugins a run would go without are written to stderr as notices.
 */
export async function withRunPlugins(
  sources: LoadAgentsOptions,
  settings: MergedSettings,
  io: CliIo,
): Promise<LoadAgentsOptions> {
  const { plugins, notices } = await findRunPlugins(sources.plugins ?? [], settings, {
    ...(sources.homeDir ? { homeDir: sources.homeDir } : {}),
    repoRoot: sources.repoRoot,
  });
  for (const notice of notices) io.stderr(`notice: ${notice}\n`);
  return plugins.length === 0 ? sources : { ...sources, plugins };
}
