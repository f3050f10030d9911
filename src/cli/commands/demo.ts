import path from 'node:path';
import { createDemoRepository } from '../../app/demo-repository.js';
import { runConfigSchema } from '../../config/run-config.js';
import { toolEnvironment } from '../../config/environment.js';
import { ExitCode } from '../../errors.js';
import { parseCommandArgs, type CommandSpec } from '../args.js';
import type { Command } from '../io.js';
import { executeRun } from './run.js';

const spec: CommandSpec<{
  output: { type: 'string'; short: 'o'; valueName: 'DIR'; description: string };
  format: {
    type: 'string';
    choices: readonly ['text', 'json'];
    valueName: 'FORMAT';
    description: string;
  };
}> = {
  name: 'demo',
  usage: 'flotilla demo [--output DIR] [--format text|json]',
  summary:
    'Run the bundled example offline: a lead fans out to three background reviewers (security, missing tests, docs drift), each in its own git worktree, and merges their results. No API key needed.',
  options: {
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
  const demo = await createDemoRepository(toolEnvironment(io.env));
  io.stderr(`Demo repository: ${demo.root}\n`);
  const config = runConfigSchema.parse({
    repoRoot: demo.root,
    prompt:
      'Review this repository: security problems, missing tests, and documentation that drifted from the code.',
    model: 'sonnet',
    modelAccess: { scenarioFile: demo.scenarioFile },
    outputDir: path.resolve(io.cwd, parsed.options.output ?? 'flotilla-demo-results'),
    format: parsed.options.format ?? 'text',
  });
  return executeRun(config, io);
};
