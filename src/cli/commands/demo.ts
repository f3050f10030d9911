import path from 'node:path';
import { createDemoRepository, type DemoRepository } from '../../app/demo-repository.js';
import { unwritableDirectoryReason } from '../../app/result-files.js';
import { runConfigSchema, type RunConfig } from '../../config/run-config.js';
import { toolEnvironment } from '../../config/environment.js';
import { ExitCode, UserError } from '../../errors.js';
import { parseCommandArgs, type CommandSpec } from '../args.js';
import type { Command } from '../io.js';
import { executeRun } from './run.js';

const spec: CommandSpec<{
  keep: { type: 'boolean'; description: string };
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
  usage: 'flotilla demo [--output DIR] [--format text|json] [--keep] [--sandbox | --no-sandbox]',
  summary:
    'Run the bundled example offline: a lead fans out to three background reviewers (security, missing tests, docs drift), each in its own git worktree, and merges their results. No API key needed.',
  options: {
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
  const demo = await createDemoRepository(toolEnvironment(io.env));
  io.stderr(`Demo repository: ${demo.root}\n`);
  try {
    const sandbox = parsed.options.sandbox ? 'on' : parsed.options['no-sandbox'] ? 'off' : 'auto';
    return await executeRun(demoConfig(demo, outputDir, parsed.options.format, sandbox), io);
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
  });
}
