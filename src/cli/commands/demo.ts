import path from 'node:path';
import { demoTeam, formatTaskBoard, readTaskBoard } from '../task-board.js';
import { createDemoRepository, type DemoRepository } from '../../app/demo-repository.js';
import { unwritableDirectoryReason } from '../../app/result-files.js';
import { runConfigSchema, teammateBackends, type RunConfig } from '../../config/run-config.js';
import { toolEnvironment } from '../../config/environment.js';
import { ExitCode, UserError } from '../../errors.js';
import { parseCommandArgs, type CommandSpec } from '../args.js';
import type { CliIo, Command } from '../io.js';
import { executeRun } from './run.js';

const spec: CommandSpec<{
  keep: { type: 'boolean'; description: string };
  team: { type: 'boolean'; description: string };
  teammates: {
    type: 'string';
    choices: typeof teammateBackends;
    valueName: 'HOW';
    description: string;
  };
  sandbox: { type: 'boolean'; description: string };
  'no-sandbox': { type: 'boolean'; description: string };
  output: { type: 'string'; short: 'o'; valueName: 'DIR'; description: string };
  format: {
    type: 'string';
    choices: readonly ['text', 'json'];
    valueName: 'FORMAT';
    description: string;
  };
}> = {
  name: 'demo',
  usage:
    'flotilla demo [--team [--teammates in-process|process]] [--output DIR] [--format text|json] [--keep] [--sandbox | --no-sandbox]',
  summary:
    'Run the bundled example offline: a lead fans out to three background reviewers (security, missing tests, docs drift), each in its own git worktree, and merges their results. No API key needed.',
  options: {
    team: {
      type: 'boolean',
      description:
        'The agent-team example instead: a lead, three teammates, a shared task list of five tasks (two dependent); prints the task board',
    },
    teammates: {
      type: 'string',
      choices: teammateBackends,
      valueName: 'HOW',
      description:
        'With --team: teammates inside this process (default) or each as its own `flotilla teammate` process',
    },
    keep: {
      type: 'boolean',
      description: 'Keep the temporary demo repository (and its worktrees) to look at afterwards',
    },
    sandbox: {
      type: 'boolean',
      description: "Require the OS sandbox for the agents' Bash (fail where bubblewrap cannot run)",
    },
    'no-sandbox': { type: 'boolean', description: 'Run Bash without the OS sandbox' },
    output: {
      type: 'string',
      short: 'o',
      valueName: 'DIR',
      description: 'Where results.json and review.md go (default: ./flotilla-demo-results)',
    },
    format: {
      type: 'string',
      choices: ['text', 'json'],
      valueName: 'FORMAT',
      description: 'text (default) or json',
    },
  },
};

export const demoCommand: Command = async (argv, io) => {
  const parsed = parseCommandArgs(spec, argv);
  if (parsed.help) {
    io.stdout(parsed.text);
    return ExitCode.success;
  }
  const outputDir = path.resolve(io.cwd, parsed.options.output ?? 'flotilla-demo-results');
  const unwritable = await unwritableDirectoryReason(outputDir);
  if (unwritable)
    throw new UserError(
      `--output '${parsed.options.output ?? 'flotilla-demo-results'}' cannot be written: ${unwritable}.`,
      'Give a directory you can write to.',
    );
  if (parsed.options.teammates !== undefined && !parsed.options.team) {
    throw new UserError(
      '--teammates goes with --team.',
      'Run `flotilla demo --team --teammates process`.',
    );
  }
  const demo = await createDemoRepository(toolEnvironment(io.env));
  io.stderr(`Demo repository: ${demo.root}\n`);
  try {
    const sandbox = parsed.options.sandbox ? 'on' : parsed.options['no-sandbox'] ? 'off' : 'auto';
    const config = demoConfig(demo, outputDir, parsed.options.format, sandbox);
    if (parsed.options.team) {
      // The parser checked the choice.
      const teammates = (parsed.options.teammates ?? 'in-process') as RunConfig['teammates'];
      return await runTeamDemo(config, demo, teammates, io);
    }
    return await executeRun(config, io);
  } finally {
    if (parsed.options.keep) io.stderr(`Kept the demo repository: ${demo.root}\n`);
    else {
      await demo.remove();
      io.stderr(
        'Removed the demo repository (run with --keep to look at its worktrees and branches).\n',
      );
    }
  }
};

function demoConfig(
  demo: DemoRepository,
  outputDir: string,
  format: string | undefined,
  sandbox: RunConfig['sandbox'],
): RunConfig {
  return runConfigSchema.parse({
    repoRoot: demo.root,
    prompt:
      'Review this repository: security problems, missing tests, and documentation that drifted from the code.',
    model: 'sonnet',
    modelAccess: { scenarioFile: demo.scenarioFile },
    outputDir,
    format: format ?? 'text',
    sandbox,
    // The bundled example repository is Flotilla's own: its agent files' modes apply (an
    // untrusted checkout's would be held back, docs/security.md).
    trustProject: true,
  });
}

/**
 * `flotilla demo --team`: the team scenario, its state kept until the task board is printed
 * (to stdout with the report, or to stderr when stdout is JSON).
 */
async function runTeamDemo(
  base: RunConfig,
  demo: DemoRepository,
  teammates: RunConfig['teammates'],
  io: CliIo,
): Promise<number> {
  // Inside the demo's .git: removed with the demo repository, kept with it under --keep.
  const stateDir = path.join(demo.root, '.git', 'flotilla-state');
  const code = await executeRun(
    {
      ...base,
      prompt:
        'Review and fix this repository with a team: audit, tests, docs, the fix, and a final check.',
      modelAccess: { ...base.modelAccess, scenarioFile: demo.teamScenarioFile },
      stateDir,
      keepTeam: true,
      teammates,
    },
    io,
  );
  const board = await readTaskBoard(stateDir, demoTeam);
  const text = `\nTask board (team ${demoTeam}, teammates ${teammates}):\n${formatTaskBoard(board)}\n`;
  if (base.format === 'json') io.stderr(text);
  else io.stdout(text);
  return code;
}
