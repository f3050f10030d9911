import { z } from 'zod';
import { ToolError } from '../errors.js';
import { ProcessStartError, type CapturedOutput } from '../platform/process.js';
import { bashEnvironment } from '../config/environment.js';
import type { ForegroundShellRun } from './background-shells.js';
import { runBashProcess } from './bash-process.js';
import { loadShellParser, parseShellCommand } from './shell-command.js';
import { prebuiltInputSchemas } from './prebuilt-input-schemas.js';
import { defineTool, type ToolContext } from './define-tool.js';

const bashDefaultTimeoutMs = 120_000;
const bashMaximumTimeoutMs = 600_000;
export const bashMaximumOutputChars = 30_000;
/** A background command's time limit: Claude Code's default and maximum. */
const bashBackgroundDefaultTimeoutMs = 600_000;
const bashBackgroundMaximumTimeoutMs = 7_200_000;

/** A foreground command's time limits (ms): when no timeout is given, and the most one may ask. */
export interface BashTimeouts {
  defaultMs: number;
  maximumMs: number;
}

const defaultBashTimeouts: BashTimeouts = {
  defaultMs: bashDefaultTimeoutMs,
  maximumMs: bashMaximumTimeoutMs,
};

/**
 * Claude Code's BASH_DEFAULT_TIMEOUT_MS and BASH_MAX_TIMEOUT_MS, read from the tools' environment
 * (the settings' `env` over the process's). As there, the maximum is never below the default. A
 * value that is not a whole number of milliseconds above 0 is ignored, and said so in `problems`.
 */
export function bashTimeoutsOf(environment: Readonly<Record<string, string | undefined>>): {
  timeouts: BashTimeouts;
  problems: string[];
} {
  const problems: string[] = [];
  const read = (name: string, fallback: number | undefined): number | undefined => {
    const value = environment[name];
    if (value === undefined || value.trim() === '') return fallback;
    if (/^\d+$/.test(value.trim()) && Number(value) > 0) return Number(value);
    problems.push(
      `${name} '${value}' is not a whole number of milliseconds above 0 (e.g. 300000 for 5 minutes); it is ignored${fallback === undefined ? '' : `, and ${fallback} ms applies`}.`,
    );
    return fallback;
  };
  const defaultMs = read('BASH_DEFAULT_TIMEOUT_MS', bashDefaultTimeoutMs) as number;
  const maximumMs = Math.max(
    read('BASH_MAX_TIMEOUT_MS', bashMaximumTimeoutMs) as number,
    defaultMs,
  );
  return { timeouts: { defaultMs, maximumMs }, problems };
}

function bashInputFor(timeouts: BashTimeouts) {
  return z.object({
    command: z.string().min(1).describe('The command to run'),
    timeout: z
      .number()
      .int()
      .nonnegative()
      .max(Math.max(bashBackgroundMaximumTimeoutMs, timeouts.maximumMs))
      .optional()
      .describe(
        `Timeout in milliseconds (default ${timeouts.defaultMs}, at most ${timeouts.maximumMs} in the foreground; in the background default ${bashBackgroundDefaultTimeoutMs}, at most ${bashBackgroundMaximumTimeoutMs})`,
      ),
    description: z
      .string()
      .optional()
      .describe('What the command does, in 5-10 words (e.g. "Run the unit tests")'),
    run_in_background: z
      .boolean()
      .optional()
      .describe(
        'Run the command in the background and return at once with its shell id; read its output with TaskOutput or BashOutput, stop it with TaskStop or KillShell',
      ),
  });
}
export type BashInput = z.infer<ReturnType<typeof bashInputFor>>;

/**
 * Shell text to run before each command, in the command's own shell (the session's
 * `CLAUDE_ENV_FILE` files, src/hooks/session-environment.ts); undefined: none.
 */
export type BashPrelude = () => Promise<string | undefined>;

/**
 * The Bash tool with the run's time limits (BASH_DEFAULT_TIMEOUT_MS, BASH_MAX_TIMEOUT_MS) and
 * the session's prelude.
 */
export function createBashTool(
  timeouts: BashTimeouts = defaultBashTimeouts,
  prelude?: BashPrelude,
) {
  return defineTool<BashInput>({
    name: 'Bash',
    kind: 'execute',
    description: [
      'Runs a command with `bash -c` in the working tree and returns its combined stdout and stderr.',
      '- Each call starts in the working tree root; cd inside one command (`cd sub && make`) when needed.',
      '- stdin is closed: interactive commands fail instead of waiting. Git never prompts for credentials nor opens an editor (GIT_EDITOR=true: `git commit --amend` keeps the message).',
      `- Default timeout ${timeouts.defaultMs} ms, at most ${timeouts.maximumMs} ms. A command still running at its timeout is moved to the background (as with run_in_background; you are notified when it ends), except one that starts with \`sleep\`: that one is killed with its children.`,
      `- Output over ${bashMaximumOutputChars} characters is cut in the middle (the start and the end are kept).`,
      '- run_in_background starts the command and returns its shell id at once (no `&` needed); you are notified when it ends. Read new output with TaskOutput or BashOutput, stop it with TaskStop or KillShell (its id is the task_id). Background commands are killed when you finish.',
      '- Prefer Read, Grep and Glob over cat, grep and find. API keys and tokens are not in the environment.',
    ].join('\n'),
    inputSchema: bashInputFor(timeouts),
    // The schema names the time limits: only the default ones are made ahead of time.
    ...(timeouts.defaultMs === defaultBashTimeouts.defaultMs &&
    timeouts.maximumMs === defaultBashTimeouts.maximumMs
      ? { inputJsonSchema: prebuiltInputSchemas.Bash }
      : {}),
    ruleSubject: (input) => input.command,
    run: async (input, context) =>
      runBash(input, context, timeouts, withPrelude(await prelude?.(), input.command)),
  });
}

export const bashTool = createBashTool();

/**
 * The command run after `prelude` in the same shell, as Claude Code sources CLAUDE_ENV_FILE:
 * through `eval`, so that a prelude that does not parse fails alone (its message on stderr) and
 * the command still runs, since bash reads a `-c` string one command at a time.
 */
function withPrelude(prelude: string | undefined, command: string): string {
  if (prelude === undefined) return command;
  return `eval '${prelude.replaceAll("'", `'\\''`)}'\n${command}`;
}

/** Runs `shellText` (the command after the session's prelude) for the model's `input`. */
async function runBash(
  input: BashInput,
  context: ToolContext,
  timeouts: BashTimeouts,
  shellText: string,
): Promise<string> {
  const start = {
    command: input.command,
    ...(shellText === input.command ? {} : { shellText }),
    cwd: context.root,
    env: bashEnvironment(context.environment),
    ...(context.sandbox ? { sandbox: context.sandbox } : {}),
  };
  const shell = {
    ...start,
    ...(input.description ? { description: input.description } : {}),
    toolUseId: context.toolUseId,
    signal: context.signal,
  };
  if (input.run_in_background === true) {
    if (!context.backgroundShells) {
      throw new ToolError(
        'run_in_background is not available here; run the command in the foreground.',
      );
    }
    // 0 means the default, as in Claude Code (observed).
    const timeoutMs = input.timeout || bashBackgroundDefaultTimeoutMs;
    const id = context.backgroundShells.start({ ...shell, timeoutMs });
    context.recordToolResponse?.({ ...bashResponse(''), backgroundTaskId: id });
    return `Command running in the background with ID: ${id}. You will be notified when it ends. Read its output with TaskOutput (task_id "${id}") or BashOutput; stop it with TaskStop.`;
  }
  if (input.timeout !== undefined && input.timeout > timeouts.maximumMs) {
    throw new ToolError(
      `timeout ${input.timeout} ms is over the foreground maximum of ${timeouts.maximumMs} ms. Use a smaller timeout, or run_in_background (up to ${bashBackgroundMaximumTimeoutMs} ms).`,
    );
  }
  const timeoutMs = input.timeout || timeouts.defaultMs;
  const shells = context.backgroundShells;
  let run: ForegroundShellRun;
  try {
    run =
      shells && (await movesToBackgroundAtTimeout(input.command))
        ? await shells.runInForeground({
            ...shell,
            timeoutMs,
            maxOutputChars: bashMaximumOutputChars,
            backgroundTimeoutMs: bashBackgroundDefaultTimeoutMs,
          })
        : {
            type: 'ended',
            result: await runBashProcess(start, {
              timeoutMs,
              signal: context.signal,
              maxOutputChars: bashMaximumOutputChars,
            }),
          };
  } catch (error) {
    if (error instanceof ProcessStartError) throw new ToolError(error.message);
    throw error;
  }

  if (run.type === 'moved') {
    const shown = shownOutput(run.soFar);
    context.recordToolResponse?.({ ...bashResponse(shown), backgroundTaskId: run.id });
    return `${shown || '(No output yet: a program that buffers its output may print only when it ends.)'}\n${movedNotice(run.id, timeoutMs)}`;
  }
  const { result } = run;
  const shown = shownOutput(result);
  if (result.timedOut) {
    throw new ToolError(
      `Command timed out after ${timeoutMs} ms and was killed (with its child processes).${shown ? `\n${shown}` : ''}`,
    );
  }
  if (result.aborted) {
    throw new ToolError(`Command was aborted (the agent was stopped).${shown ? `\n${shown}` : ''}`);
  }
  if (result.exitCode !== 0) {
    const status =
      result.exitCode === null
        ? `Killed by signal ${result.signal ?? 'unknown'}`
        : `Exit code ${result.exitCode}`;
    throw new ToolError(`${status}${shown ? `\n${shown}` : ''}`);
  }
  context.recordToolResponse?.(bashResponse(shown));
  return shown === '' ? '(Command completed with no output)' : shown;
}

/**
 * Claude Code 2.1.332 moves a command still running at its timeout to the background, unless its
 * first command is `sleep` (observed: `sleep 6; echo late` is killed, `true; sleep 6` moved,
 * output or not): a wait that outlives its own timeout is a mistake, not work to keep.
 */
async function movesToBackgroundAtTimeout(command: string): Promise<boolean> {
  await loadShellParser();
  const first = parseShellCommand(command).commands[0]?.words[0];
  return !(first?.kind === 'literal' && first.value === 'sleep');
}

/**
 * The last line of a moved command's result (src/sessions/lost-background-tasks.ts reads the id
 * from it: it must stay the last line, after the output).
 */
function movedNotice(id: string, timeoutMs: number): string {
  return `Command did not complete within its ${timeoutMs} ms timeout and was moved to the background with ID: ${id}; it was not stopped. You will be notified when it ends; if it is still running ${bashBackgroundDefaultTimeoutMs} ms from now, it is killed. Do not start it again while it runs. Read its new output with TaskOutput (task_id "${id}") or BashOutput; stop it with TaskStop.`;
}

/** The output as the model reads it: trailing space trimmed, a cut middle said. */
function shownOutput(captured: CapturedOutput): string {
  const output = captured.output.replace(/\s+$/, '');
  const cut = captured.truncated
    ? `\n(Output was ${captured.omittedChars} characters over the ${bashMaximumOutputChars}-character limit; the middle was cut. Redirect to a file and use Read or Grep to see all of it.)`
    : '';
  return `${output}${cut}`;
}

/** Claude Code's Bash result for hooks: stderr arrives merged into stdout, as it does there. */
function bashResponse(stdout: string) {
  return { stdout, stderr: '', interrupted: false, isImage: false, noOutputExpected: false };
}
