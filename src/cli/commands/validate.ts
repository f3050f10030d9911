import path from 'node:path';
import { UserError } from '../../errors.js';
import { loadPluginHooks } from '../../plugins/plugin-hooks.js';
import { checkPluginManifests, pluginDirectories } from '../../plugins/plugin-manifest.js';
import {
  agentRules,
  formatProblems,
  hasErrors,
  loadAgentPaths,
  loadAgents,
  problemFormats,
  ruleIds,
} from '../../agents/index.js';
import type { LoadAgentsOptions, ProblemFormat, ValidationReport } from '../../agents/index.js';
import { checkSettingsFiles } from '../../settings/check-settings.js';
import { checkSkillFiles } from '../../skills/check-skills.js';
import { defaultManagedSettingsPath } from '../../settings/load-settings.js';
import { parseCommandArgs } from '../args.js';
import type { CommandSpec, OptionSpecs, ParsedOptions } from '../args.js';
import type { CliIo, Command } from '../io.js';
import {
  loadSettingsHere,
  loadSkillsHere,
  settingReadingOf,
  settingReadingOptions,
  withRunPlugins,
  type SettingReading,
} from './run-here.js';
import { runToolAvailability } from './run-tools.js';

/** The options that add agent sources; `validate` and `agents` share them. */
export const agentSourceOptions = {
  agents: {
    type: 'string',
    valueName: 'JSON|FILE',
    description: 'Agents as JSON, inline or in a file: {"name": {"description", "prompt", …}}',
  },
  'plugin-dir': {
    type: 'string',
    multiple: true,
    valueName: 'DIR',
    description:
      'A plugin directory (its agents/, skills/, commands/, hooks/hooks.json, .mcp.json)',
  },
  managed: {
    type: 'string',
    valueName: 'PATH',
    description: 'Managed agents: a JSON file like --agents, or a directory of *.md',
  },
} as const satisfies OptionSpecs;

/**
 * Where agents come from for a command run in `io.cwd`, plus the source options given; with
 * `reading`, the user's and the project's agents only as its `--setting-sources` says.
 */
export function agentSourcesFrom(
  options: ParsedOptions<typeof agentSourceOptions>,
  io: CliIo,
  reading?: SettingReading,
): LoadAgentsOptions {
  const homeDir = io.env.HOME ?? io.env.USERPROFILE;
  return {
    repoRoot: io.cwd,
    ...(reading?.settingSources ? { settingSources: reading.settingSources } : {}),
    ...(homeDir ? { homeDir } : {}),
    ...(options['plugin-dir']
      ? {
          plugins: pluginDirectories(
            options['plugin-dir'].map((directory) => path.resolve(io.cwd, directory)),
          ),
        }
      : {}),
    ...(options.agents === undefined
      ? {}
      : {
          agentsJson: options.agents.trimStart().startsWith('{')
            ? options.agents
            : path.resolve(io.cwd, options.agents),
        }),
    ...(options.managed === undefined
      ? {}
      : { managedPath: path.resolve(io.cwd, options.managed) }),
  };
}

const ruleWidth = Math.max(...ruleIds.map((rule) => rule.length));

const spec = {
  name: 'validate',
  usage: 'flotilla validate [PATH…] [options]',
  summary:
    'Check agent definitions, settings files and skills (SKILL.md) and report every problem with its file, line, column and rule.',
  positionals: {
    name: 'PATH…',
    description:
      'Agent files (*.md), agents JSON files (*.json), settings files (settings.json, settings.local.json, managed-settings.json), skill files (SKILL.md) or directories (searched for *.md). Default: the agents Flotilla loads here (built-in, plugins, ~/.claude/agents, .claude/agents, --agents, managed), the settings files it reads (~/.claude/settings.json, .claude/settings.json, .claude/settings.local.json, managed settings) and the skills it offers (~/.claude/skills, .claude/skills, plugin skills/).',
  },
  options: {
    format: {
      type: 'string',
      valueName: 'FORMAT',
      choices: problemFormats,
      description: 'Output format, default text; github prints workflow annotations',
    },
    ...agentSourceOptions,
    ...settingReadingOptions,
    'managed-settings': {
      type: 'string',
      valueName: 'FILE',
      description: `Managed settings to check (default ${defaultManagedSettingsPath})`,
    },
    tools: {
      type: 'boolean',
      description:
        'Also list, per agent, the tools it will have in a run here (settings, MCP servers) and why each named one is missing (text and json)',
    },
  },
  details: [
    'Exit status: 0 when there is no error (warnings allowed), 1 when there is an error, 2 on bad usage.',
    '',
    'Rules:',
    ...ruleIds.map(
      (rule) =>
        `  ${rule.padEnd(ruleWidth)}  ${agentRules[rule].severity.padEnd(7)}  ${agentRules[rule].summary}`,
    ),
  ].join('\n'),
} satisfies CommandSpec<OptionSpecs>;

export const validateCommand: Command = async (argv, io) => {
  const parsed = parseCommandArgs(spec, argv);
  if (parsed.help) {
    io.stdout(parsed.text);
    return 0;
  }
  const { options, positionals } = parsed;
  const format = (options.format ?? 'text') as ProblemFormat;
  const reading = settingReadingOf(options, 'validate');
  const sourceOptionGiven =
    options.agents !== undefined ||
    options['plugin-dir'] !== undefined ||
    options.managed !== undefined;
  if (positionals.length > 0 && sourceOptionGiven)
    throw new UserError(
      '--agents, --plugin-dir and --managed add sources to the default set; they cannot be combined with PATH.',
      'Either list the files to check as PATH…, or omit PATH and describe the sources with the options.',
    );
  const homeDir = io.env.HOME ?? io.env.USERPROFILE;
  const settingsPaths = positionals.filter(isSettingsFile);
  const skillPaths = positionals.filter(isSkillFile);
  const agentPaths = positionals.filter((entry) => !isSettingsFile(entry) && !isSkillFile(entry));
  // Settings files: the ones a run here reads, or those given as PATH.
  const runSettings =
    positionals.length === 0
      ? await loadSettingsHere(io, reading, options['managed-settings'])
      : undefined;
  // The plugins a run here loads: the --plugin-dir ones and the installed ones the settings enable.
  const sources = runSettings
    ? await withRunPlugins(agentSourcesFrom(options, io, reading), runSettings.settings, io)
    : agentSourcesFrom(options, io, reading);
  // Skill files: the ones a run here offers (user, project, plugins), or those given as PATH.
  const runSkills =
    positionals.length === 0 ? await loadSkillsHere(io, reading, sources.plugins) : undefined;
  const loaded =
    positionals.length === 0
      ? // The agents' `skills:` lists are checked against these, not a second read of them.
        await loadAgents({
          ...sources,
          ...(runSkills ? { skills: Promise.resolve(runSkills) } : {}),
        })
      : agentPaths.length > 0
        ? await loadAgentPaths(agentPaths, {
            cwd: io.cwd,
            repoRoot: io.cwd,
            ...(homeDir ? { homeDir } : {}),
          })
        : { definitions: [], problems: [] };
  // A plugin's manifest and hooks files: a run stops on their errors, so they are checked here too.
  const pluginHookProblems =
    positionals.length === 0
      ? [
          ...(await checkPluginManifests(sources.plugins ?? [])),
          ...(await loadPluginHooks(sources.plugins ?? [])).problems,
        ]
      : [];
  const settingsProblems = [
    ...(runSettings?.problems ??
      (await checkSettingsFiles(settingsPaths.map((entry) => path.resolve(io.cwd, entry))))),
    ...pluginHookProblems,
  ];
  const skillProblems =
    runSkills?.problems ??
    (await checkSkillFiles(skillPaths.map((entry) => path.resolve(io.cwd, entry))));
  const report: ValidationReport = {
    definitions: loaded.definitions,
    problems: [...loaded.problems, ...settingsProblems, ...skillProblems],
  };
  // What each agent will have in a run here: its tools list against the settings and MCP servers.
  if (options.tools === true)
    report.availability = await runToolAvailability(io, reading, sources.plugins, {
      ...(runSettings ? { settings: runSettings.settings } : {}),
      ...(runSkills ? { skills: runSkills } : {}),
    });
  io.stdout(formatProblems(format, report, io.cwd));
  return hasErrors(report.problems) ? 1 : 0;
};

/** `SKILL.md`: checked as a skill. */
function isSkillFile(entry: string): boolean {
  return path.basename(entry) === 'SKILL.md';
}

/** `settings.json`, `settings.local.json`, `managed-settings.json`: checked as settings files. */
function isSettingsFile(entry: string): boolean {
  return /(^|[-.])settings(\.local)?\.json$/.test(path.basename(entry));
}
