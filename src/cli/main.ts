import { errorHint, errorMessage, ExitCode, FlotillaError, UserError } from '../errors.js';
import type { CliIo, Command } from './io.js';
import { VERSION } from '../version.js';
import { secretValues } from '../config/environment.js';
import { createRedactor } from '../publish/redact.js';

interface CommandEntry {
  summary: string;
  load: () => Promise<Command>;
}

const commands: Record<string, CommandEntry> = {
  run: {
    summary: 'Run the lead agent (and its subagents) on a prompt',
    load: async () => (await import('./commands/run.js')).runCommand,
  },
  demo: {
    summary: 'Run the bundled offline example end to end',
    load: async () => (await import('./commands/demo.js')).demoCommand,
  },
  teammate: {
    summary: "Run one teammate of an agent team as its own process, through the team's files",
    load: async () => (await import('./commands/teammate.js')).teammateCommand,
  },
  validate: {
    summary: 'Check agent definition files and report every problem',
    load: async () => (await import('./commands/validate.js')).validateCommand,
  },
  agents: {
    summary: 'List the effective agents, their sources and what each shadows',
    load: async () => (await import('./commands/agents.js')).agentsCommand,
  },
  matrix: {
    summary: 'Print the agents to run as a GitHub Actions matrix (JSON)',
    load: async () => (await import('./commands/matrix.js')).matrixCommand,
  },
  merge: {
    summary: 'Combine RunResult files (matrix jobs) into one',
    load: async () => (await import('./commands/merge.js')).mergeCommand,
  },
  publish: {
    summary: 'Publish a RunResult as a review, comment, issue or job summary',
    load: async () => (await import('./commands/publish.js')).publishCommand,
  },
};

export function usage(): string {
  const width = Math.max(...Object.keys(commands).map((name) => name.length));
  return [
    `flotilla ${VERSION} — run a repository's own agents headlessly`,
    '',
    'Usage: flotilla <command> [options]',
    '',
    'Commands:',
    ...Object.entries(commands).map(([name, entry]) => `  ${name.padEnd(width)}  ${entry.summary}`),
    '',
    'Run `flotilla <command> --help` for the options of a command.',
    '',
  ].join('\n');
}

export async function main(argv: string[], io: CliIo): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    io.stdout(usage());
    return name === undefined ? ExitCode.usage : ExitCode.success;
  }
  if (name === '--version' || name === '-v') {
    io.stdout(`${VERSION}\n`);
    return ExitCode.success;
  }
  const entry = commands[name];
  try {
    if (!entry)
      throw new UserError(
        `Unknown command '${name}'.`,
        `Commands: ${Object.keys(commands).join(', ')}.`,
      );
    const command = await entry.load();
    return await command(rest, io);
  } catch (error) {
    return reportError(error, io);
  }
}

/**
 * Says on stderr why the command failed, with the secrets of the environment masked: a model
 * error can quote a request header (`x-api-key: …`) back.
 */
export function reportError(error: unknown, io: CliIo): number {
  const redact = createRedactor(secretValues(io.env));
  if (error instanceof FlotillaError) {
    // UserError, EnvironmentError and GitHub API errors carry what to do next.
    const hint = errorHint(error);
    io.stderr(redact(`flotilla: ${error.message}\n${hint ? `  ${hint}\n` : ''}`));
    return error.exitCode;
  }
  io.stderr(
    redact(
      `flotilla: internal error (a bug in Flotilla, please report it): ${errorMessage(error)}\n`,
    ),
  );
  if (error instanceof Error && error.stack) io.stderr(redact(`${error.stack}\n`));
  return ExitCode.internal;
}
