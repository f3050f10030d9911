import path from 'node:path';
import { ExitCode, UserError } from '../../errors.js';
import { mergeResults } from '../../results/merge-results.js';
import { readRunResult, writeRunResult } from '../../results/run-result-io.js';
import { parseCommandArgs, type CommandSpec } from '../args.js';
import type { Command } from '../io.js';

const options = {
  output: {
    type: 'string',
    short: 'o',
    valueName: 'FILE',
    description: 'Write the merged RunResult here (default: print it)',
  },
} as const;

const spec: CommandSpec<typeof options> = {
  name: 'merge',
  usage: 'flotilla merge RESULT.json… [--output FILE]',
  summary:
    'Combine the RunResult files of matrix jobs into one: agents and changes concatenated, findings merged and deduplicated, usage and cost summed, the worst conclusion kept.',
  options,
  positionals: { name: 'RESULT.json…', description: 'RunResult files (results.json of each job)' },
};

export const mergeCommand: Command = async (argv, io) => {
  const parsed = parseCommandArgs(spec, argv);
  if (parsed.help) {
    io.stdout(parsed.text);
    return ExitCode.success;
  }
  if (parsed.positionals.length === 0) {
    throw new UserError(
      'No RunResult files given.',
      'Usage: flotilla merge RESULT.json… [--output FILE]',
    );
  }
  const files = parsed.positionals.map((file) => path.resolve(io.cwd, file));
  const merged = mergeResults(await Promise.all(files.map((file) => readRunResult(file))));
  if (parsed.options.output) {
    const target = path.resolve(io.cwd, parsed.options.output);
    await writeRunResult(target, merged);
    io.stderr(
      `Merged ${files.length} results (${merged.findings.length} findings, ${merged.conclusion}) into ${target}\n`,
    );
  } else {
    io.stdout(`${JSON.stringify(merged, null, 2)}\n`);
  }
  return ExitCode.success;
};
