/**
 * A run's prompt that starts with `/name args`, as Claude Code 2.1.332 handles it in `-p` mode: a
 * command or skill of that name is expanded — the lead's first message gets a block naming it
 * (`<command-message>`, `<command-name>`, `<command-args>`), then its instructions with the
 * arguments filled in; its `allowed-tools` and `hooks:` then hold for the lead, as after a Skill
 * call (src/app/run.ts). A name the run does not have leaves the prompt as written, after a
 * reminder saying so (Claude Code sends one too; the words are ours). `/compact` with no command
 * or skill of that name is the built-in command: the resumed conversation is compacted instead
 * (a command or skill named `compact` wins over it, as in Claude Code 2.1.332).
 */
import { UserError } from '../errors.js';
import type { SkillCatalog } from './load-skills.js';
import type { Skill } from './skill-file.js';

export interface SlashPrompt {
  /**
   * The text blocks that stand for the prompt in the lead's first user message, in order; for a
   * command or skill, its header: its instructions follow (skillInstructions, which runs its
   * `!` lines as the lead's calls).
   */
  blocks: string[];
  /** The command or skill the prompt invoked, and the arguments it was given. */
  invoked?: Skill;
  args?: string;
  /** The built-in command the prompt names (no command or skill of the run has its name). */
  builtin?: { name: BuiltinCommand; args: string };
}

/** The built-in commands a run's prompt may start with. */
export type BuiltinCommand = 'compact';
const builtinCommands: ReadonlySet<string> = new Set<BuiltinCommand>(['compact']);

/** What can follow the slash: a command's name (`frontend:build`), not a path (`/tmp/x`). */
const slashPattern = /^\/([\w.:-]+)(?:\s+([^]*))?$/;

/** The command a prompt `/name args` names, and its arguments; undefined for any other prompt. */
export function slashCommandOf(prompt: string): { name: string; args: string } | undefined {
  const match = slashPattern.exec(prompt.trim());
  return match ? { name: match[1] ?? '', args: match[2]?.trim() ?? '' } : undefined;
}

/** The block that stands for a command in the lead's first message, before its instructions. */
export function commandHeader(name: string, args: string): string {
  return [
    `<command-message>${name}</command-message>`,
    `<command-name>/${name}</command-name>`,
    ...(args ? [`<command-args>${args}</command-args>`] : []),
    '',
  ].join('\n');
}

export function expandSlashPrompt(prompt: string, catalog: SkillCatalog): SlashPrompt {
  const command = slashCommandOf(prompt);
  if (!command) return { blocks: [prompt] };
  const { name, args } = command;
  const invoked = catalog.find(name);
  if (invoked && !invoked.userInvocable) {
    throw new UserError(
      `The prompt starts with /${name}, but the skill '${invoked.name}' sets user-invocable: false: only an agent can load it.`,
      `Ask for it in words instead (the model may load '${invoked.name}' with the Skill tool), or remove user-invocable: false from ${invoked.file}.`,
    );
  }
  if (!invoked && builtinCommands.has(name)) {
    return { blocks: [prompt], builtin: { name: name as BuiltinCommand, args } };
  }
  if (!invoked) {
    const names = catalog.skills
      .filter((skill) => skill.userInvocable)
      .map((skill) => `/${skill.name}`);
    return {
      blocks: [
        [
          '<system-reminder>',
          `The prompt starts with /${name}, but this run has no command or skill of that name, so nothing was expanded.`,
          names.length > 0
            ? `Commands and skills of this run: ${names.join(', ')}.`
            : 'This run has no commands or skills.',
          'Read the prompt as plain text and do what it asks with the tools you have.',
          '</system-reminder>',
        ].join('\n'),
        prompt,
      ],
    };
  }
  return { blocks: [commandHeader(invoked.name, args)], invoked, args };
}
