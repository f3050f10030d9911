import { parseTeammateHandoff } from '../../app/teammate-handoff.js';
import type { RunConfig } from '../../config/run-config.js';
import { ExitCode, UserError } from '../../errors.js';
import { parseCommandArgs, type CommandSpec } from '../args.js';
import type { Command } from '../io.js';
import { runConfigFromOptions, runOptions } from '../run-options.js';
import { executeRun } from './run.js';

const teammateOptions = {
  ...runOptions,
  team: { type: 'string', valueName: 'NAME', description: 'The team to work in' },
  name: { type: 'string', valueName: 'NAME', description: 'This teammate’s member name' },
  'config-stdin': {
    type: 'boolean',
    description:
      'Read the whole run configuration as JSON on stdin (how a lead with --teammates process starts it)',
  },
} as const;

const spec: CommandSpec<typeof teammateOptions> = {
  name: 'teammate',
  usage:
    'flotilla teammate --team NAME --name NAME --state-dir DIR [--repo DIR] [--agent TYPE --prompt TEXT] [run options]',
  summary:
    "Run one teammate of an agent team in this process: it reads its inbox and the team's task list in the lead's state directory, works, goes idle, and ends when its shutdown is approved or the lead's run ends.",
  details: [
    'A member the lead already listed (Agent with team_name) takes its agent type, model and first',
    'instructions from the team config; to join from another job, also give --agent TYPE and',
    '--prompt TEXT. The process records its pid and holds a liveness lock: if it dies, the lead',
    'returns its in-progress tasks to pending within seconds.',
  ].join('\n'),
  options: teammateOptions,
};

export const teammateCommand: Command = async (argv, io) => {
  const parsed = parseCommandArgs(spec, argv);
  if (parsed.help) {
    io.stdout(parsed.text);
    return ExitCode.success;
  }
  const { team, name } = parsed.options;
  if (team === undefined || name === undefined) {
    throw new UserError(
      'flotilla teammate needs --team NAME and --name NAME.',
      "Give the lead's team and this teammate's member name, e.g. --team review --name worker-1.",
    );
  }
  if (parsed.options['config-stdin']) {
    if (io.readStdin === undefined) throw new UserError('--config-stdin: no stdin to read.');
    const { config, loaded, secrets, mcpVariables } = parseTeammateHandoff(await io.readStdin());
    if (config.teammate?.team !== team || config.teammate.name !== name) {
      throw new UserError('--config-stdin: the configuration is for another teammate.');
    }
    // The lead's settings, agents, skills and MCP servers, and its secrets (the API key, which
    // came on stdin too, among them): this process redacts exactly what the lead redacts.
    const apiKey = config.modelAccess.apiKey;
    return executeRun(config, io, {
      loaded,
      mcpVariables,
      secrets: [...secrets, ...(apiKey !== undefined ? [apiKey] : [])],
    });
  }
  // --agent (--lead) is the teammate's type: the agent it runs as.
  const { lead: types = [], ...options } = parsed.options;
  const [agentType, ...more] = types;
  if (more.length > 0) throw new UserError('flotilla teammate takes one --agent (its type).');
  const prompt = parsed.options.prompt;
  // A teammate opens no workspace: its lead's run does.
  const { repository: _repository, ...base } = await runConfigFromOptions(
    { ...options, 'fan-out': [], prompt: prompt ?? 'Teammate.' },
    io,
  );
  if (base.stateDir === undefined) {
    throw new UserError(
      'flotilla teammate needs --state-dir DIR: the state directory of the lead’s run.',
      'Give the lead the same --state-dir, so that both find the team’s files.',
    );
  }
  const config: RunConfig = {
    ...base,
    teammate: {
      team,
      name,
      ...(agentType !== undefined ? { agentType } : {}),
      ...(prompt !== undefined ? { prompt } : {}),
    },
    teammates: 'in-process',
  };
  return executeRun(config, io);
};
