import { agentMatrix } from '../../app/agent-matrix.js';
import { ExitCode } from '../../errors.js';
import { parseCommandArgs, type CommandSpec, type OptionSpecs } from '../args.js';
import type { Command } from '../io.js';
import {
  loadSettingsHere,
  settingReadingOf,
  settingReadingOptions,
  withRunPlugins,
} from './run-here.js';
import { agentSourceOptions, agentSourcesFrom } from './validate.js';

const spec = {
  name: 'matrix',
  usage: 'flotilla matrix [--agent NAME…] [options]',
  summary:
    'Print the agents to run for this event as a GitHub Actions matrix, {"agent": [...]}, for strategy.matrix: ${{ fromJSON(…) }}: the ones named with --agent, else every agent the repository defines.',
  options: {
    agent: {
      type: 'string',
      multiple: true,
      valueName: 'NAME',
      description: 'Only these agents (each must exist); repeatable',
    },
    ...agentSourceOptions,
    ...settingReadingOptions,
  },
  details: [
    "Each matrix job runs one agent (the Action's `agent` input, post: none) and uploads its",
    'results file; a final job with `mode: merge` posts one review. See docs/action.md (Matrix: one job per agent).',
  ].join('\n'),
} satisfies CommandSpec<OptionSpecs>;

export const matrixCommand: Command = async (argv, io) => {
  const parsed = parseCommandArgs(spec, argv);
  if (parsed.help) {
    io.stdout(parsed.text);
    return ExitCode.success;
  }
  // The agents a run here loads: its settings say which installed plugins it has.
  const reading = settingReadingOf(parsed.options, 'matrix');
  const settings = (await loadSettingsHere(io, reading)).settings;
  const matrix = await agentMatrix(
    await withRunPlugins(agentSourcesFrom(parsed.options, io, reading), settings, io),
    parsed.options.agent ?? [],
    (line) => io.stderr(`warning: ${line}\n`),
  );
  io.stdout(`${JSON.stringify(matrix)}\n`);
  return ExitCode.success;
};
