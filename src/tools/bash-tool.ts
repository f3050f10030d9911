import { z } from 'zod';
import { ToolError } from '../errors.js';
import { ProcessStartError, runProcess, type ProcessResult } from '../platform/process.js';
import { defineTool } from './define-tool.js';

export const bashDefaultTimeoutMs = 120_000;
export const bashMaximumTimeoutMs = 600_000;
export const bashMaximumOutputChars = 30_000;
/** A background command's time limit: Claude Code's default and maximum. */
const bashBackgroundDefaultTimeoutMs = 600_000;
const bashBackgroundMaximumTimeoutMs = 7_200_000;

const bashInput = z.object({
  command: z.string().min(1).describe('The command to run'),
  timeout: z
    .number()
    .int()
    .nonnegative()
    .max(bashBackgroundMaximumTimeoutMs)
    .optional()
    .describe(
      `Timeout in milliseconds (default ${bashDefaultTimeoutMs}, at most ${bashMaximumTimeoutMs} in the foreground; in the background default ${bashBackgroundDefaultTimeoutMs}, at most ${bashBackgroundMaximumTimeoutMs})`,
    ),
  description: z
    .string()
    .optional()
    .describe('What the command does, in 5-10 words (e.g. "Run the unit tests")'),
  run_in_background: z
    .boolean()
    .optional()
    .describe(
      'Run the command in the background and return at once with its shell id; read its output with BashOutput, stop it with KillShell',
    ),
});
export type BashInput = z.infer<typeof bashInput>;

export const bashTool = defineTool<BashInput>({
  name: 'Bash',
  kind: 'execute',
  description: [
    'Runs a command with `bash -c` in the working tree and returns its combined stdout and stderr.',
    '- Each call starts in the working tree root; cd inside one command (`cd sub && make`) when needed.',
    '- stdin is closed: interactive commands fail instead of waiting. Git never prompts for credentials.',
    `- Default timeout ${bashDefaultTimeoutMs} ms, at most ${bashMaximumTimeoutMs} ms; on timeout the command and its children are killed.`,
    `- Output over ${bashMaximumOutputChars} characters is cut in the middle (the start and the end are kept).`,
    '- run_in_background starts the command and returns its shell id at once (no `&` needed); you are notified when it ends. Read new output with BashOutput, stop it with KillShell. Background commands are killed when you finish.',
    '- Prefer Read, Grep and Glob over cat, grep and find. API keys and tokens are not in the environment.',
  ].join('\n'),
  inputSchema: bashInput,
  ruleSubject: (input) => input.command,
  async run(input, context) {
    if (input.run_in_background === true) {
      if (!context.backgroundShells) {
        throw new ToolError(
          'run_in_background is not available here; run the command in the foreground.',
        );
      }
      const id = context.backgroundShells.start({
        command: input.command,
        ...(input.description ? { description: input.description } : {}),
        toolUseId: context.toolUseId,
        cwd: context.root,
        env: context.environment,
        // 0 means the default, as in Claude Code (observed).
        timeoutMs: input.timeout || bashBackgroundDefaultTimeoutMs,
        signal: context.signal,
        ...(context.sandbox ? { sandbox: context.sandbox } : {}),
      });
      context.recordToolResponse?.({ ...bashResponse(''), backgroundTaskId: id });
      return `Command running in the background with ID: ${id}. You will be notified when it ends. Read its output with BashOutput (bash_id "${id}"); stop it with KillShell.`;
    }
    if (input.timeout !== undefined && input.timeout > bashMaximumTimeoutMs) {
      throw new ToolError(
        `timeout ${input.timeout} ms is over the foreground maximum of ${bashMaximumTimeoutMs} ms. Use a smaller timeout, or run_in_background (up to ${bashBackgroundMaximumTimeoutMs} ms).`,
      );
    }
    const timeoutMs = input.timeout || bashDefaultTimeoutMs;
    let result: ProcessResult;
    try {
      result = await runProcess({
        command: 'bash',
        args: ['-c', input.command],
        cwd: context.root,
        env: context.environment,
        timeoutMs,
        signal: context.signal,
        maxOutputChars: bashMaximumOutputChars,
        ...(context.sandbox ? { sandbox: context.sandbox } : {}),
      });
    } catch (error) {
      if (error instanceof ProcessStartError) throw new ToolError(error.message);
      throw error;
    }

    const output = result.output.replace(/\s+$/, '');
    const cut = result.truncated
      ? `\n(Output was ${result.omittedChars} characters over the ${bashMaximumOutputChars}-character limit; the middle was cut. Redirect to a file and use Read or Grep to see all of it.)`
      : '';
    const shown = `${output}${cut}`;
    if (result.timedOut) {
      throw new ToolError(
        `Command timed out after ${timeoutMs} ms and was killed (with its child processes).${shown ? `\n${shown}` : ''}`,
      );
    }
    if (result.aborted) {
      throw new ToolError(
        `Command was aborted (the agent was stopped).${shown ? `\n${shown}` : ''}`,
      );
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
  },
});

/** Claude Code's Bash result for hooks: stderr arrives merged into stdout, as it does there. */
function bashResponse(stdout: string) {
  return { stdout, stderr: '', interrupted: false, isImage: false, noOutputExpected: false };
}
