/**
 * The `!`command`` of a command or skill that a prompt's `/name` runs or the Skill tool loads: as
 * Claude Code 2.1.332 does in `-p` mode, each runs before the model sees the text (arguments
 * filled in first) and its output replaces it. Each is a Bash call of the agent, through the same
 * permission rules (with the command's `allowed-tools` granted) and sandbox as the model's own,
 * but no tool hooks: Claude Code 2.1.332 runs no PreToolUse, PostToolUse or PostToolUseFailure
 * hook for them (the hooks police what the model runs; these lines are the author's). One that
 * is refused or fails stops a prompt's `/name` before the first request, as it stops Claude
 * Code's, and makes a Skill call an error. A plugin's lines see its
 * directory and write its data directory in the sandbox, as its hooks do: they name files there
 * (`!`${CLAUDE_PLUGIN_ROOT}/scripts/context.sh``).
 */
import { UserError } from '../errors.js';
import { executeToolCalls, type ToolExecution } from '../loop/tool-execution.js';
import { shellLinePattern } from './skill-arguments.js';
import type { Skill } from './skill-file.js';

export async function runShellLines(
  text: string,
  /** Whose text it is, for the error: `The command /status`, `The skill 'deploy'`. */
  owner: string,
  execution: ToolExecution,
  /** The command or skill the lines are of: a plugin's gets its directories in the sandbox. */
  skill?: Pick<Skill, 'pluginRoot' | 'pluginData'>,
): Promise<string> {
  const commands = [...text.matchAll(shellLinePattern)].map((match) => match[1] ?? '');
  if (commands.length === 0) return text;
  const { hooks: _hooks, ...withoutHooks } = execution;
  const sandbox = execution.context.sandbox;
  const context =
    sandbox && skill?.pluginRoot !== undefined
      ? {
          ...execution.context,
          sandbox: {
            ...sandbox,
            visible: [...sandbox.visible, skill.pluginRoot],
            writable: [
              ...sandbox.writable,
              ...(skill.pluginData !== undefined ? [skill.pluginData] : []),
            ],
          },
        }
      : execution.context;
  const outputs: string[] = [];
  for (const [index, command] of commands.entries()) {
    // A call starts once the permission rules let it: one that did and failed is no refusal
    // (Claude Code 2.1.332 tells "Shell command failed" from a permission refusal).
    let started = false;
    const [result] = await executeToolCalls(
      [
        {
          type: 'tool_use',
          id: `toolu_command_shell_${index}`,
          name: 'Bash',
          input: { command, description: `${owner}: shell line ${index + 1}` },
          caller: { type: 'direct' },
        },
      ],
      {
        ...withoutHooks,
        context,
        onToolStart: (call) => {
          started = true;
          execution.onToolStart?.(call);
        },
      },
    );
    const output = resultText(result?.content);
    if (result && result.is_error && started) {
      throw new UserError(
        `${owner} runs !\`${command}\`, which failed: ${output}`,
        'The line ran (what it changed before failing stays changed): fix the command, or what it needs, and run again.',
      );
    }
    // The refusal says what refused the line and what to change (a deny rule is removed, not
    // outweighed by an allow rule): no advice of ours may contradict it.
    if (!result || result.is_error) {
      throw new UserError(
        `${owner} runs !\`${command}\`, which was not allowed to run: ${output}`,
        'Change what refused it, as the reason says, or change the line.',
      );
    }
    outputs.push(output);
  }
  let next = 0;
  return text.replace(shellLinePattern, () => outputs[next++] ?? '');
}

function resultText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content
    .map((block: { type?: string; text?: string }) => (block.type === 'text' ? block.text : ''))
    .join('');
}
