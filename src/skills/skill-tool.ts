import { z } from 'zod';
import { formatToolRule, markedUntrusted, type ToolRule } from '../agents/definition.js';
import { errorMessage, ToolError } from '../errors.js';
import {
  contentBlocks,
  type ContentBlockParam,
  type MessageParam,
  type ToolResultBlockParam,
  type ToolUseBlock,
} from '../model/types.js';
import type { HookRunner } from '../hooks/hook-types.js';
import { defineTool, type Tool, type ToolContext } from '../tools/define-tool.js';
import type { SkillCatalog } from './load-skills.js';
import { randomUUID } from 'node:crypto';
import { fillArguments, fillVariables, shellLinePattern } from './skill-arguments.js';
import { skillVariables, type Skill } from './skill-file.js';

const skillInput = z.object({
  skill: z
    .string()
    .describe('The name of a skill from the skill listing, without a leading slash.'),
  args: z.string().optional().describe('Optional arguments for the skill.'),
});
export type SkillInput = z.infer<typeof skillInput>;

/** Where a loaded skill's instructions wait for the end of the tool round (see skillAttachments). */
export type LoadedSkills = Map<string, string>;

/**
 * Runs the `!`command`` lines of a loaded skill's text as Bash calls of the agent, through its
 * permission rules (shell-lines.ts); rejects when one is refused or fails.
 */
export type SkillShell = (text: string, skill: Skill, context: ToolContext) => Promise<string>;

export interface SkillGrants {
  /**
   * May this skill's `allowed-tools` be granted? An allow rule `Skill`, or `Skill(name)` naming
   * the skill's name or the name it was called by (its alias), as Claude Code 2.1.332 grants it.
   */
  mayGrant(skill: Skill, calledAs: string): boolean;
  /** Adds the rules to the agent's allow rules for the rest of its conversation. */
  grant(rules: readonly ToolRule[]): void;
  /**
   * Whether the workspace is trusted. A checkout's own skill (or a package's) of a workspace that
   * is not grants no more than its settings files do: its hooks' PreToolUse allow is not obeyed.
   */
  workspaceTrusted: boolean;
}

/**
 * The Skill tool, as Claude Code 2.1.332 has it: `{skill, args?}` loads a listed skill's
 * instructions into the conversation, with its directory (for the scripts and references it
 * names) and its arguments filled in (skill-arguments.ts). A skill with `allowed-tools` grants those rules to
 * the agent from then on, so loading one needs an allow rule (`Skill(name)`): in a headless run
 * nobody can approve it.
 */
export function createSkillTool(
  catalog: SkillCatalog,
  grants: SkillGrants,
  loaded: LoadedSkills,
  /** The run's id, for `${CLAUDE_SESSION_ID}`. */
  sessionId?: string,
  shell?: SkillShell,
): Tool<SkillInput> {
  return defineTool<SkillInput>({
    name: 'Skill',
    kind: 'read',
    description: [
      'Loads a skill: instructions the user or the project prepared for one kind of task.',
      'The skills you may load are listed (name and description) in a system reminder of your first message.',
      'When a listed skill covers the task at hand, load it first and follow its instructions.',
      '- `skill`: the exact name from the listing, or the other name in parentheses after it (plugin skills are `plugin:name`).',
      '- `args`: optional arguments the skill receives.',
      'Only listed names are valid; do not guess.',
    ].join('\n'),
    inputSchema: skillInput,
    ruleSubject: calledName,
    // A deny rule naming either of a skill's names blocks it called by the other, as Claude Code
    // 2.1.332 blocks it ("Skill execution blocked by permission rules").
    otherRuleSubjects: (input) => {
      const skill = catalog.find(calledName(input));
      return skill ? [skill.name, ...(skill.alias !== undefined ? [skill.alias] : [])] : [];
    },
    async run(input, context) {
      const name = calledName(input);
      const skill = catalog.find(name);
      if (!skill) throw new ToolError(unknownSkill(name, catalog));
      if (!skill.modelInvocable) {
        throw new ToolError(
          `The skill '${skill.name}' sets disable-model-invocation: only a user can start it, not an agent.`,
        );
      }
      if (skill.allowedTools.length > 0) {
        if (!grants.mayGrant(skill, name)) {
          throw new ToolError(
            `Loading the skill '${skill.name}' was denied: it grants tools (allowed-tools: ${skill.allowedTools.map(formatToolRule).join(', ')}), and no one can approve that in a headless run. To allow it, add the rule \`Skill(${skill.name})\` to allowed_tools (CLI --allowed-tools) or to permissions.allow in a settings file.`,
          );
        }
        grants.grant(skill.allowedTools);
      }
      const text = await skillInstructions(
        skill,
        input.args,
        sessionId,
        shell && ((line) => shell(line, skill, context)),
      ).catch((error: unknown) => {
        throw error instanceof ToolError ? error : new ToolError(errorMessage(error));
      });
      // Its hooks guard the agent from now on (its shell lines above ran under the agent's own).
      addSkillHooks(context.hooks, skill, grants.workspaceTrusted);
      loaded.set(context.toolUseId, text);
      return `Loaded skill: ${skill.name}`;
    },
  });
}

/**
 * A loaded skill's `hooks:` guard the agent that loaded it from then on, however it was loaded
 * (the Skill tool, or a prompt's `/name`, as Claude Code 2.1.332 registers them either way). A
 * checkout's own skill of a workspace that is not trusted may still block, never approve.
 */
export function addSkillHooks(
  hooks: HookRunner | undefined,
  skill: Skill,
  workspaceTrusted: boolean,
): void {
  if (!skill.hooks) return;
  const untrusted = skill.source === 'project' && !workspaceTrusted;
  hooks?.addSkillHooks(skill.name, untrusted ? markedUntrusted(skill.hooks) : skill.hooks);
}

/**
 * Why a Skill call's name loads nothing. A plugin's skill is called by its full name: a plain
 * name that only a plugin skill's directory has, or that several plugins' skills have, is
 * unknown, as Claude Code 2.1.332 answers ("Did you mean guard:bye?", "Several skills match").
 */
function unknownSkill(name: string, catalog: SkillCatalog): string {
  const plugins = catalog.plugins(name).map((skill) => skill.name);
  if (plugins.length === 1) {
    return `Unknown skill '${name}'. Did you mean '${plugins[0]}'? A plugin's skill is called by its full name.`;
  }
  if (plugins.length > 1) {
    return `Unknown skill '${name}'. Several plugin skills are called that: ${plugins.join(', ')}. Call one by its full name.`;
  }
  const invocable = catalog.skills.filter((candidate) => candidate.modelInvocable);
  return `Unknown skill '${name}'. ${invocable.length > 0 ? `Available skills: ${invocable.map((candidate) => candidate.name).join(', ')}.` : 'No skill is available in this run.'}`;
}

/** The name a Skill call gives, without the leading slash a model may copy from `/name`. */
function calledName(input: SkillInput): string {
  return input.skill.trim().replace(/^\//, '');
}

/**
 * The instructions of the skills a tool round loaded, to follow its tool results in the same
 * user message, in call order, as Claude Code 2.1.332 places them (its tool result only says the
 * skill is launching). A call whose result became an error (a hook blocked it) adds nothing.
 */
export function skillAttachments(
  loaded: LoadedSkills,
  calls: readonly ToolUseBlock[],
  results: readonly ToolResultBlockParam[],
): ContentBlockParam[] {
  const blocks: ContentBlockParam[] = [];
  for (const call of calls) {
    const text = loaded.get(call.id);
    if (text === undefined) continue;
    loaded.delete(call.id);
    const result = results.find((candidate) => candidate.tool_use_id === call.id);
    if (result && !result.is_error) blocks.push({ type: 'text', text });
  }
  return blocks;
}

/**
 * What the model gets from a loaded skill (by the Skill tool, a prompt's `/name` or an agent's
 * `skills:`): a skill's directory, then its instructions with its arguments filled in; a
 * command's instructions only. The directory line is Claude Code 2.1.332's words.
 *
 * `runLine` runs each `!`cmd`` line and gives the text that replaces it. The lines are the
 * skill's own, taken from its text before the arguments are filled in: arguments may be text
 * nobody trusted (an issue or comment the Action quotes after `/name`), and must never add a line
 * that runs. So, unlike Claude Code, `$ARGUMENTS` and `$1` are not filled into `!` lines; the
 * `${CLAUDE_…}` variables are (the plugin's and skill's directories, the run's id), as Claude Code
 * fills them before the line runs. Without `runLine` the lines stay as written.
 */
export async function skillInstructions(
  skill: Skill,
  args: string | undefined,
  sessionId: string | undefined,
  runLine?: (line: string) => Promise<string>,
): Promise<string> {
  const nonce = randomUUID();
  const lines: string[] = [];
  const template = skill.body.replace(shellLinePattern, (line) => {
    lines.push(line);
    return `\u0000${nonce}:${lines.length - 1}\u0000`;
  });
  const variables = { ...(sessionId ? { sessionId } : {}), ...skillVariables(skill) };
  let body = fillArguments(template, {
    ...variables,
    args: args ?? '',
    ...(skill.argumentNames ? { argumentNames: skill.argumentNames } : {}),
  });
  for (const [index, line] of lines.entries()) {
    const output = runLine ? await runLine(fillVariables(line, variables)) : line;
    body = body.replace(`\u0000${nonce}:${index}\u0000`, () => output);
  }
  return skill.kind === 'command'
    ? body
    : `Base directory for this skill: ${skill.directory}\n\n${body}`;
}

/**
 * The skill listing an agent with the Skill tool sees: Claude Code 2.1.332 sends it after the
 * first prompt (user skills first, then project, then plugin ones; `description - when_to_use`);
 * ours is a system reminder closing the first user message.
 */
export function skillListingText(catalog: SkillCatalog): string | undefined {
  const listed = catalog.skills.filter((skill) => skill.modelInvocable);
  if (listed.length === 0) return undefined;
  return [
    '<system-reminder>',
    'Skills you can load with the Skill tool:',
    '',
    ...listed.map(listingLine),
    '</system-reminder>',
  ].join('\n');
}

/**
 * A skill's line in a listing: `- name (alias): description - when_to_use`, each on one line,
 * the alias only where it has one, as Claude Code 2.1.332 lists it.
 */
export function listingLine(skill: Skill): string {
  return `- ${skill.name}${skill.alias !== undefined ? ` (${skill.alias})` : ''}: ${oneLine(skill.description)}${skill.whenToUse ? ` - ${oneLine(skill.whenToUse)}` : ''}`;
}

function oneLine(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').trim();
}

/** An agent's first message with the skill listing (when it has one) as its last block. */
export function withSkillListing(message: MessageParam, listing: string | undefined): MessageParam {
  if (listing === undefined) return message;
  return { ...message, content: [...contentBlocks(message), { type: 'text', text: listing }] };
}
