import {
  agentListFormats,
  formatAgentsJson,
  formatAgentsText,
  hasErrors,
  loadAgents,
  formatProblemLine,
} from '../../agents/index.js';
import type { AgentListFormat } from '../../agents/index.js';
import { parseCommandArgs } from '../args.js';
import type { CommandSpec, OptionSpecs } from '../args.js';
import type { Command } from '../io.js';
import {
  loadSettingsHere,
  loadSkillsHere,
  settingReadingOf,
  settingReadingOptions,
  withRunPlugins,
} from './run-here.js';
import { runToolAvailability } from './run-tools.js';
import { agentSourceOptions, agentSourcesFrom } from './validate.js';

const spec = {
  name: 'agents',
  usage: 'flotilla agents [options]',
  summary:
    'List the effective agents — name, source, file, model, tools, background, isolation, the tools each will have in a run and why a named one is missing — and the definitions each one shadows.',
  options: {
    format: {
      type: 'string',
      valueName: 'FORMAT',
      choices: agentListFormats,
      description: 'Output format, default text',
    },
    ...agentSourceOptions,
    ...settingReadingOptions,
  },
  details: [
    'Sources, lowest to highest precedence: built-in, --plugin-dir and the installed plugins the',
    'settings enable, ~/.claude/agents, .claude/agents, --agents, --managed. A later source replaces',
    'an earlier definition of the same name.',
    '',
    "Exit status: 0, or 1 when an agent file has errors (it is left out of the list; see 'flotilla validate').",
  ].join('\n'),
} satisfies CommandSpec<OptionSpecs>;

export const agentsCommand: Command = async (argv, io) => {
  const parsed = parseCommandArgs(spec, argv);
  if (parsed.help) {
    io.stdout(parsed.text);
    return 0;
  }
  const format = (parsed.options.format ?? 'text') as AgentListFormat;
  const reading = settingReadingOf(parsed.options, 'agents');
  const settings = (await loadSettingsHere(io, reading)).settings;
  // The plugins a run here loads: the --plugin-dir ones and the installed ones the settings enable.
  const sources = await withRunPlugins(agentSourcesFrom(parsed.options, io, reading), settings, io);
  // Read once: the agents' `skills:` lists are checked against them, and the tools use them.
  const skills = await loadSkillsHere(io, reading, sources.plugins);
  const loaded = await loadAgents({ ...sources, skills: Promise.resolve(skills) });
  const failed = hasErrors(loaded.problems);
  const availability = await runToolAvailability(io, reading, sources.plugins, {
    settings,
    skills,
  });
  if (format === 'json') {
    io.stdout(formatAgentsJson(loaded, io.cwd, availability));
  } else {
    io.stdout(formatAgentsText(loaded, io.cwd, availability));
    if (failed) {
      const errors = loaded.problems.filter((problem) => problem.severity === 'error');
      io.stderr(
        [
          ...errors.map((problem) => formatProblemLine(problem, io.cwd)),
          "These files have errors and were not loaded; run 'flotilla validate' for details.",
        ].join('\n') + '\n',
      );
    }
  }
  return failed ? 1 : 0;
};
