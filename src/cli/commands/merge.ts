import path from 'node:path';
import { exitCodeFor } from '../../app/exit-code.js';
import { ExitCode, UserError } from '../../errors.js';
import { failOnReason } from '../../publish/fail-on-reason.js';
import { severities } from '../../results/finding.js';
import {
  jobsEndedWith,
  mergeResultFiles,
  parseExpectedAgents,
} from '../../results/merge-result-files.js';
import { writeRunResult } from '../../results/run-result-io.js';
import { parseCommandArgs, type CommandSpec } from '../args.js';
import type { Command } from '../io.js';

const options = {
  output: {
    type: 'string',
    short: 'o',
    valueName: 'FILE',
    description: 'Write the merged RunResult here (default: print it)',
  },
  expect: {
    type: 'string',
    multiple: true,
    valueName: 'AGENTS',
    description:
      'The agents the matrix planned: names separated by commas, or the plan\'s {"agent": [...]} JSON. Each one no readable result names is reported incomplete (exit 5)',
  },
  head: {
    type: 'string',
    valueName: 'SHA',
    description:
      'When the results name several pull-request heads (jobs of different pushes), the head to merge on, in full: the findings reported on another head are kept but unanchored. Default: the head of the result that started last',
  },
  'fail-on': {
    type: 'string',
    choices: severities,
    valueName: 'SEVERITY',
    description: 'Exit 1 when a merged finding is at least this severe',
  },
} as const;

const spec: CommandSpec<typeof options> = {
  name: 'merge',
  usage:
    'flotilla merge RESULT.json… [--expect AGENTS] [--head SHA] [--fail-on SEVERITY] [--output FILE]',
  summary:
    'Combine the RunResult files of matrix jobs into one: agents and changes concatenated, findings merged and deduplicated, usage and cost summed, the worst conclusion kept. A file that cannot be read, and an expected agent with no result, are reported incomplete (conclusion partial); the readable files are still merged.',
  details: [
    "Exit codes follow the merged conclusion, as `flotilla run`'s and the Action's `mode: merge`:",
    '0 success or findings (1 with a finding at or above --fail-on), 2 usage error or no file',
    'readable, 3 error, 4 a limit (max_turns, budget, timeout), 5 partial, 130 cancelled.',
  ].join('\n'),
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
      'Usage: flotilla merge RESULT.json… [--expect AGENTS] [--head SHA] [--fail-on SEVERITY] [--output FILE]',
    );
  }
  const files = parsed.positionals.map((file) => path.resolve(io.cwd, file));
  const expectedAgents = (parsed.options.expect ?? []).flatMap((value) =>
    parseExpectedAgents(value, `--expect '${value}'`),
  );
  const headSha = parsed.options.head;
  if (headSha !== undefined && !commitShaPattern.test(headSha)) {
    throw new UserError(
      `--head '${headSha}' is not a commit SHA.`,
      'Give the pull request head to merge on in full (40 hex digits), e.g. --head "$(git rev-parse HEAD)".',
    );
  }
  const {
    result: merged,
    unmerged,
    mergedFiles,
    jobs,
  } = await mergeResultFiles(files, {
    expectedAgents,
    ...(headSha ? { headSha: headSha.toLowerCase() } : {}),
    baseDirectory: io.cwd,
    warn: (line) => io.stderr(`warning: ${line}\n`),
  });
  for (const entry of unmerged) io.stderr(`Not merged: ${entry.name} — ${entry.reason}\n`);
  if (parsed.options.output) {
    const target = path.resolve(io.cwd, parsed.options.output);
    await writeRunResult(target, merged);
    io.stderr(
      `Merged ${mergedFiles} of ${files.length} results (${merged.findings.length} findings, ${merged.conclusion}) into ${target}\n`,
    );
  } else {
    io.stdout(`${JSON.stringify(merged, null, 2)}\n`);
  }
  // The merged conclusion decides, as for one run: a limit, an error or a cancelled job in the
  // matrix is never reported as success. What did not arrive already made it at least partial.
  // parseCommandArgs has checked it against `severities`; this finds its typed value.
  const failOn = severities.find((severity) => severity === parsed.options['fail-on']);
  const code = exitCodeFor(merged, failOn);
  if (code === ExitCode.findings) io.stderr(`flotilla: ${failOnReason(merged, failOn)}\n`);
  else if (code !== ExitCode.success) {
    const ended = jobsEndedWith(jobs, merged.conclusion);
    io.stderr(
      `flotilla: the merged conclusion is ${merged.conclusion}${ended ? ` (${ended})` : ''}\n`,
    );
  }
  return code;
};

/** A full commit id: SHA-1, or SHA-256 for repositories that use it. */
const commitShaPattern = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/i;
