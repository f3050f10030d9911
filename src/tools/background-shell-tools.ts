import { z } from 'zod';
import { prebuiltInputSchemas } from './prebuilt-input-schemas.js';
import { ToolError } from '../errors.js';
import type { BackgroundShellOutput, BackgroundShells } from './background-shells.js';
import { bashMaximumOutputChars } from './bash-tool.js';
import { defineTool, type ToolContext } from './define-tool.js';

const bashOutputInput = z.lazy(() =>
  z.object({
    bash_id: z.string().describe('The ID of the background shell to read output from'),
    filter: z
      .string()
      .optional()
      .describe(
        'A regular expression: only output lines matching it are shown (the others are consumed too)',
      ),
  }),
);
export type BashOutputInput = z.infer<typeof bashOutputInput>;

/** Claude Code's BashOutput: a background shell's new output since the last read, and status. */
export const bashOutputTool = defineTool<BashOutputInput>({
  name: 'BashOutput',
  kind: 'coordination',
  description: [
    'Reads the output a background shell (Bash with run_in_background) printed since the last read, with its status.',
    '- Returns only new output each time; filter keeps the lines matching a regular expression.',
    '- Status is running, completed, failed, killed or timed_out, with the exit code once it ended.',
  ].join('\n'),
  inputSchema: bashOutputInput,
  inputJsonSchema: prebuiltInputSchemas.BashOutput,
  run(input, context) {
    const shells = shellsOf(context);
    let filter: RegExp | undefined;
    if (input.filter !== undefined) {
      try {
        filter = new RegExp(input.filter);
      } catch (error) {
        throw new ToolError(
          `filter is not a valid regular expression: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
    const read = shells.read(input.bash_id, filter);
    if (!read) throw unknownShell(input.bash_id, shells);
    return Promise.resolve(shellReadText(read));
  },
});

/**
 * A read of a background shell for the model: its status, its exit code once it ended, and the
 * new output (cut in the middle past Bash's limit), as BashOutput and TaskOutput answer.
 */
export function shellReadText(read: BackgroundShellOutput): string {
  let output = read.output.replace(/\s+$/, '');
  let cut = '';
  if (output.length > bashMaximumOutputChars) {
    const half = Math.floor(bashMaximumOutputChars / 2);
    cut = `\n(${output.length - bashMaximumOutputChars} characters of this output were cut in the middle.)`;
    output = `${output.slice(0, half)}\n[…]\n${output.slice(-half)}`;
  }
  const dropped =
    read.droppedChars > 0
      ? `\n(${read.droppedChars} older characters were dropped before this read: read more often.)`
      : '';
  return (
    [
      `<status>${read.status}</status>`,
      ...(read.exitCode === null ? [] : [`<exit_code>${read.exitCode}</exit_code>`]),
      output === '' ? '(no new output)' : `<output>\n${output}\n</output>${cut}`,
    ].join('\n') + dropped
  );
}

const killShellInput = z.lazy(() =>
  z.object({
    shell_id: z.string().describe('The ID of the background shell to kill'),
  }),
);
export type KillShellInput = z.infer<typeof killShellInput>;

/** Claude Code's KillShell: stops a background shell and the processes it started. */
export const killShellTool = defineTool<KillShellInput>({
  name: 'KillShell',
  kind: 'coordination',
  description:
    'Kills a background shell (Bash with run_in_background) by its ID, with every process it started.',
  inputSchema: killShellInput,
  inputJsonSchema: prebuiltInputSchemas.KillShell,
  async run(input, context) {
    const shells = shellsOf(context);
    if (!shells.has(input.shell_id)) throw unknownShell(input.shell_id, shells);
    const status = await shells.kill(input.shell_id);
    return status === 'killed'
      ? `Killed background shell ${input.shell_id}.`
      : `Background shell ${input.shell_id} had already ended (${status ?? 'unknown'}).`;
  },
});

function shellsOf(context: ToolContext): BackgroundShells {
  if (!context.backgroundShells) {
    throw new ToolError('This agent has no background shells.');
  }
  return context.backgroundShells;
}

function unknownShell(id: string, shells: BackgroundShells): ToolError {
  const ids = shells.ids();
  return new ToolError(
    `No background shell '${id}'. ${ids.length > 0 ? `Your shells: ${ids.join(', ')}.` : 'You have started none (Bash with run_in_background starts one).'}`,
  );
}
