import { z } from 'zod';
import { ToolError } from '../errors.js';
import { ProcessStartError, runProcess, type ProcessResult } from '../platform/process.js';
import { defineTool } from './define-tool.js';

export const bashDefaultTimeoutMs = 120_000;
export const bashMaximumTimeoutMs = 600_000;
export const bashMaximumOutputChars = 30_000;

const bashInput = z.object({
  command: z.string().min(1).describe('The command to run'),
  timeout: z
    .number()
    .int()
    .positive()
    .max(bashMaximumTimeoutMs)
    .optional()
    .describe(
      `Timeout in milliseconds (default ${bashDefaultTimeoutMs}, at most ${bashMaximumTimeoutMs})`,
    ),
  description: z
    .string()
    .optional()
    .describe('What the command does, in 5-10 words (e.g. "Run the unit tests")'),
  run_in_background: z
    .boolean()
    .optional()
    .describe('Not supported in headless runs yet: commands run in the foreground'),
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
    '- Prefer Read, Grep and Glob over cat, grep and find. API keys and tokens are not in the environment.',
  ].join('\n'),
  inputSchema: bashInput,
  ruleSubject: (input) => input.command,
  async run(input, context) {
    if (input.run_in_background === true) {
      throw new ToolError(
        'run_in_background is not supported in headless runs yet. Run the command in the foreground (set timeout up to 600000 ms for long commands).',
      );
    }
    const timeoutMs = input.timeout ?? bashDefaultTimeoutMs;
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
    return shown === '' ? '(Command completed with no output)' : shown;
  },
});
