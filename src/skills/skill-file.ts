/**
 * One `SKILL.md`: YAML frontmatter (name, description, allowed-tools, …) and the instructions
 * the model gets when it loads the skill. Read as Claude Code 2.1.332 reads it: a skill is called
 * by its directory's name, and a `name` that differs is another name for it (an alias; see
 * load-skills.ts for who keeps it); a missing `description` is the body's first line; keys it knows
 * but Flotilla does not use (argument-hint, model, …) are kept quiet. A frontmatter it cannot
 * read does not keep the file from loading, as in Claude Code: its fields are left out.
 */
import path from 'node:path';
import { isMap, isScalar, isSeq, type Pair, type YAMLMap } from 'yaml';
import { hookEvents, type AgentHooks, type ToolRule } from '../agents/definition.js';
import { normalizeText, splitFrontmatter } from '../agents/frontmatter.js';
import {
  createProblem,
  sortByPosition,
  type Problem,
  type SourceLocation,
} from '../agents/problems.js';
import { readHooks } from '../agents/hooks.js';
import { readToolList } from '../agents/tool-list.js';
import { ParseContext, parseFrontmatterYaml, reportYamlErrors } from '../agents/yaml-source.js';
import { pluginVariables } from '../plugins/plugin-data.js';
import { fillVariables, type SkillArgumentValues } from './skill-arguments.js';

/** Where a skill comes from; the listing shows user skills first, then project, then plugin ones. */
export type SkillSource = 'user' | 'project' | 'plugin';

/**
 * A skill is `<name>/SKILL.md`; a command is a markdown file under `.claude/commands` (its name is
 * its path there: `frontend/build.md` is `frontend:build`). Both are listed and loaded alike; a
 * command has no directory of its own (`${CLAUDE_SKILL_DIR}` stays as written, as in Claude Code).
 */
export type SkillKind = 'skill' | 'command';

export interface Skill {
  /**
   * The name the Skill tool is called with: a skill's directory's (`plugin:directory` for a
   * plugin's), a command's path under its commands directory.
   */
  name: string;
  /**
   * A skill's frontmatter `name` where it differs from its directory's (`plugin:alias` for a
   * plugin's): the Skill tool loads the skill by it too, unless another skill holds that name.
   */
  alias?: string;
  /**
   * A plugin skill's frontmatter `name`, without the plugin's prefix: Claude Code 2.1.332 loads
   * `guard:hello` called plain `hello` only when its frontmatter says `name: hello` and no other
   * plugin skill is called `…:hello` (observed); its directory's name alone is not enough.
   */
  plainName?: string;
  kind: SkillKind;
  description: string;
  /** `when_to_use`: appended to the description in the listing, as Claude Code does. */
  whenToUse?: string;
  /** `arguments:`: the names `$name` in the instructions stand for, in the order of the words. */
  argumentNames?: string[];
  /**
   * Tool rules the skill grants the agent once loaded (`allowed-tools`), with
   * `${CLAUDE_SKILL_DIR}`, `${CLAUDE_PLUGIN_ROOT}` and `${CLAUDE_PLUGIN_DATA}` filled in, as Claude
   * Code 2.1.332 fills them (`Bash(${CLAUDE_PLUGIN_ROOT}/scripts/setup.sh:*)` lets the plugin's
   * script run).
   */
  allowedTools: ToolRule[];
  /** `model`: the model of a run whose prompt starts with `/name` (alias or id; `inherit`: none). */
  model?: string;
  /** `disable-model-invocation: true`: not listed, and the Skill tool will not load it. */
  modelInvocable: boolean;
  /** `user-invocable: false`: a prompt's `/name` will not run it (the model still may). */
  userInvocable: boolean;
  /**
   * Frontmatter `hooks`: they run for the agent that loaded the skill, from then on. A plugin
   * skill's run as its plugin's hooks do: with CLAUDE_PLUGIN_ROOT set (and filled into their
   * command, as Claude Code 2.1.332 shows it), seeing the plugin's directory in the OS sandbox.
   */
  hooks?: AgentHooks;
  /** The instructions: the markdown after the frontmatter. */
  body: string;
  /** The skill's directory (its SKILL.md, scripts and references live there); a command's folder. */
  directory: string;
  file: string;
  source: SkillSource;
  /** A plugin's skill or command: the plugin's directory, what `${CLAUDE_PLUGIN_ROOT}` fills in. */
  pluginRoot?: string;
  /** A plugin's skill or command in a run: the plugin's data directory, `${CLAUDE_PLUGIN_DATA}`. */
  pluginData?: string;
  /** A plugin's skill or command: what `${user_config.NAME}` fills in (plugin-options.ts). */
  pluginOptions?: Record<string, string>;
}

export interface ParsedSkill {
  /** Every file loads, as in Claude Code; what could not be read of it is in problems. */
  skill: Skill;
  problems: Problem[];
  /** Where its alias is written (the `name:` line), for a problem when another skill holds it. */
  aliasAt?: SourceLocation;
}

/** Frontmatter keys Claude Code reads in a SKILL.md; others are reported as unknown. */
const knownKeys = new Set([
  'name',
  'description',
  'when_to_use',
  'allowed-tools',
  'argument-hint',
  'arguments',
  'disable-model-invocation',
  'user-invocable',
  'model',
  'effort',
  'context',
  'agent',
  'hooks',
  'version',
  'license',
  'metadata',
  'paths',
  'shell',
]);

/** Lowercase letters, digits and hyphens, at most 64 characters: the form Claude Code documents. */
const skillNamePattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function parseSkillFile(input: {
  text: string;
  file: string;
  source: SkillSource;
  /** Prefix of plugin skills (`plugin:skill`). */
  namespace?: string;
  /** A command's name, from its path under `.claude/commands` (its frontmatter cannot rename it). */
  commandName?: string;
  /** A plugin's skill or command: the plugin's directory, and its data directory in a run. */
  plugin?: { root: string; data?: string; options?: Record<string, string> };
}): ParsedSkill {
  const { file, source, commandName } = input;
  const directory = path.dirname(file);
  const directoryName = path.basename(directory);
  const start = { file, line: 1, column: 1 };
  const text = normalizeText(input.text);
  const split = splitFrontmatter(text);
  // Claude Code 2.1.332 loads a skill or command whatever its frontmatter: one never closed is
  // part of its text, and fields it cannot read are left out (its name is then the directory's
  // or file's, its description the first line).
  const body = split.kind === 'ok' ? split.body.trim() : text.trim();
  let read: SkillFields = { values: {}, allowedTools: [] };
  let context: ParseContext | undefined;
  const problems: Problem[] = [];
  if (split.kind === 'unclosed') {
    problems.push(
      createProblem(
        'skill-frontmatter-unreadable',
        start,
        'The frontmatter opened on line 1 is never closed: as in Claude Code, the whole file is the instructions and none of its fields is read.',
        'Add a line "---" after the last frontmatter field, before the instructions.',
      ),
    );
  }
  if (split.kind === 'ok') {
    const yaml = parseFrontmatterYaml(file, split.yaml, split.yamlFirstLine);
    context = new ParseContext(yaml.source, start);
    const contents = yaml.document.contents;
    if (yaml.errors.length > 0) {
      reportYamlErrors(context, yaml.errors, {
        rule: 'skill-frontmatter-unreadable',
        consequence:
          "As in Claude Code, none of the frontmatter's fields is read: the file loads under its directory's or file's name, its first line as description.",
      });
    } else if (contents !== null && !isMap(contents)) {
      context.report(
        'skill-frontmatter-unreadable',
        context.at(contents),
        'The frontmatter is not a mapping of "key: value" lines: as in Claude Code, none of its fields is read.',
        'For example:\nname: release-notes\ndescription: What the skill does and when to use it.',
      );
    } else if (isMap(contents)) {
      read = readSkillFields(contents, context);
    }
    problems.push(...context.problems);
  }

  const { values: fields, argumentNames } = read;
  const kind: SkillKind = commandName === undefined ? 'skill' : 'command';
  const variables = skillVariables({
    kind,
    directory,
    ...(input.plugin ? { pluginRoot: input.plugin.root } : {}),
    ...(input.plugin?.data !== undefined ? { pluginData: input.plugin.data } : {}),
    ...(input.plugin?.options !== undefined ? { pluginOptions: input.plugin.options } : {}),
  });
  const allowedTools = read.allowedTools.map((rule) =>
    rule.specifier === undefined
      ? rule
      : { ...rule, specifier: fillVariables(rule.specifier, variables) },
  );
  const hooks =
    input.plugin && read.hooks ? rootedHooks(read.hooks, input.plugin.root) : read.hooks;
  const written =
    commandName === undefined && typeof fields.name === 'string' ? fields.name.trim() : '';
  const nameAt = (context && locateKey(context, split, 'name')) ?? start;
  if (written && !skillNamePattern.test(written)) {
    problems.push(
      createProblem(
        'skill-name-invalid',
        nameAt,
        `The skill name '${written}' is not lowercase letters, digits and hyphens; it is called by that name all the same.`,
        `Use a name like ${directoryName.toLowerCase().replace(/[^a-z0-9]+/g, '-')}, matching its directory.`,
      ),
    );
  } else if (written.length > 64) {
    problems.push(
      createProblem(
        'skill-name-invalid',
        nameAt,
        'The skill name is longer than 64 characters.',
        'Shorten it.',
      ),
    );
  }
  let description = typeof fields.description === 'string' ? fields.description.trim() : '';
  if (!description) {
    description = firstLine(body);
    // A command without a description is usual (Claude Code's documentation has them so); an
    // unreadable frontmatter has its own warning.
    const unread = problems.some((problem) => problem.rule === 'skill-frontmatter-unreadable');
    if (commandName === undefined && !unread)
      problems.push(
        createProblem(
          'skill-description-missing',
          start,
          description
            ? "The skill has no description; its listing shows the instructions' first line instead."
            : 'The skill has no description and no instructions; the model cannot tell when to use it.',
          'Add description: what the skill does and when to use it (the model picks skills by it).',
        ),
      );
  }
  const whenToUse = typeof fields.when_to_use === 'string' ? fields.when_to_use.trim() : '';
  const model = typeof fields.model === 'string' ? fields.model.trim() : '';
  // Claude Code 2.1.332 keys a skill by its directory: `api-review` with `name: review` is listed
  // `- api-review (review)`, and both names load it. A command's name is its path.
  const named = (name: string) => (input.namespace ? `${input.namespace}:${name}` : name);
  const alias = written && written !== directoryName ? named(written) : undefined;
  const skill: Skill = {
    name: named(commandName ?? directoryName),
    ...(alias !== undefined ? { alias } : {}),
    ...(written && input.namespace ? { plainName: written } : {}),
    kind,
    description,
    ...(whenToUse ? { whenToUse } : {}),
    ...(argumentNames && argumentNames.length > 0 ? { argumentNames } : {}),
    allowedTools,
    ...(model && model.toLowerCase() !== 'inherit' ? { model } : {}),
    modelInvocable: fields['disable-model-invocation'] !== true,
    userInvocable: fields['user-invocable'] !== false,
    ...(hooks && Object.keys(hooks).length > 0 ? { hooks } : {}),
    body,
    directory,
    file,
    source,
    ...(input.plugin ? { pluginRoot: input.plugin.root } : {}),
    ...(input.plugin?.data !== undefined ? { pluginData: input.plugin.data } : {}),
    ...(input.plugin?.options !== undefined ? { pluginOptions: input.plugin.options } : {}),
  };
  return {
    skill,
    problems: sortByPosition(problems),
    ...(alias !== undefined ? { aliasAt: nameAt } : {}),
  };
}

/**
 * The `${…}` variables of a skill's own (not the run's session id): `${CLAUDE_SKILL_DIR}`
 * (a command has none, as in Claude Code), and a plugin's `${CLAUDE_PLUGIN_ROOT}`,
 * `${CLAUDE_PLUGIN_DATA}` and `${user_config.NAME}`.
 */
export function skillVariables(
  skill: Pick<Skill, 'kind' | 'directory' | 'pluginRoot' | 'pluginData' | 'pluginOptions'>,
): Omit<SkillArgumentValues, 'args' | 'sessionId'> {
  return {
    ...(skill.kind === 'command' ? {} : { skillDirectory: skill.directory }),
    ...(skill.pluginRoot !== undefined ? { pluginRoot: skill.pluginRoot } : {}),
    ...(skill.pluginData !== undefined ? { pluginData: skill.pluginData } : {}),
    ...(skill.pluginOptions !== undefined ? { pluginOptions: skill.pluginOptions } : {}),
  };
}

/** `${CLAUDE_PLUGIN_ROOT}` or `$CLAUDE_PLUGIN_ROOT` in a hook's command. */
const pluginRootInCommand = /\$\{CLAUDE_PLUGIN_ROOT\}|\$CLAUDE_PLUGIN_ROOT(?!\w)/g;

/**
 * A plugin skill's hooks, as Claude Code 2.1.332 runs them (observed): CLAUDE_PLUGIN_ROOT in
 * their environment and filled into their command (`${CLAUDE_PLUGIN_ROOT}/hook.sh` is reported
 * as the plugin's path), and, unlike the plugin's hooks.json hooks, no CLAUDE_PLUGIN_DATA. Filled
 * in, two plugins' `${CLAUDE_PLUGIN_ROOT}/guard.sh` are two hooks, both run.
 */
function rootedHooks(hooks: AgentHooks, root: string): AgentHooks {
  const rooted: AgentHooks = {};
  for (const event of hookEvents) {
    const matchers = hooks[event];
    if (matchers === undefined) continue;
    rooted[event] = matchers.map((matcher) => ({
      ...matcher,
      hooks: matcher.hooks.map((hook) => ({
        ...hook,
        command: hook.command.replace(pluginRootInCommand, () => root),
        environment: pluginVariables(root, undefined),
        sandboxPaths: { visible: [root], writable: [] },
      })),
    }));
  }
  return rooted;
}

interface SkillFields {
  values: Record<string, unknown>;
  allowedTools: ToolRule[];
  argumentNames?: string[];
  hooks?: AgentHooks;
}

function readSkillFields(contents: YAMLMap, context: ParseContext): SkillFields {
  const read: SkillFields = { values: {}, allowedTools: [] };
  for (const pair of contents.items) {
    const key = isScalar(pair.key) ? String(pair.key.value) : undefined;
    if (key === undefined) continue;
    const at = context.at(pair.key);
    if (!knownKeys.has(key)) {
      context.report(
        'key-unknown',
        at,
        `Unknown SKILL.md key '${key}'; it is ignored.`,
        `Keys a SKILL.md may have: ${[...knownKeys].join(', ')}.`,
      );
      continue;
    }
    if (key === 'allowed-tools') {
      read.allowedTools = readToolList(pair.value, 'allowed-tools', at, context).rules;
      continue;
    }
    if (key === 'arguments') {
      read.argumentNames = readArgumentNames(pair, context);
      continue;
    }
    if (key === 'hooks') {
      // The same shape and events as an agent file's hooks.
      read.hooks = readHooks(pair.value, at, context);
      continue;
    }
    read.values[key] = valueOf(pair);
    checkTextField(key, pair, context);
  }
  return read;
}

/**
 * `arguments: [target, mode]` or `arguments: target mode`: names for the words of the arguments,
 * in order (`$target` is the first word), as Claude Code 2.1.332 reads both forms.
 */
function readArgumentNames(pair: Pair, context: ParseContext): string[] | undefined {
  const value = pair.value;
  const names = isSeq(value)
    ? value.items.map((item) => (isScalar(item) ? String(item.value) : ''))
    : isScalar(value) && typeof value.value === 'string'
      ? value.value.split(/\s+/).filter((name) => name !== '')
      : undefined;
  const invalid = names?.find((name) => !/^[A-Za-z_]\w*$/.test(name));
  if (names === undefined || invalid !== undefined) {
    context.report(
      'skill-field-invalid',
      context.at(pair.value ?? pair.key),
      invalid === undefined
        ? '`arguments` must be a list of names; it is ignored.'
        : `\`arguments\` has '${invalid}', which is not a name $${invalid} could stand for; the list is ignored.`,
      'Write arguments: [target, mode] (letters, digits and _), then $target and $mode in the instructions.',
    );
    return undefined;
  }
  return names;
}

function valueOf(pair: Pair): unknown {
  const value = pair.value;
  return isScalar(value) ? value.value : value;
}

function checkTextField(key: string, pair: Pair, context: ParseContext): void {
  const value = valueOf(pair);
  const textKeys = ['name', 'description', 'when_to_use', 'argument-hint', 'model'];
  // `argument-hint: [path]` is a YAML list, and the form Claude Code's documentation writes.
  const hintList = key === 'argument-hint' && isSeq(pair.value);
  if (textKeys.includes(key) && value !== null && typeof value !== 'string' && !hintList) {
    context.report(
      'skill-field-invalid',
      context.at(pair.value ?? pair.key),
      `\`${key}\` must be text; it is ignored.`,
      `Write ${key}: followed by text (quote it if it looks like a number or a boolean).`,
    );
  }
  if (key === 'user-invocable' && value !== null && typeof value !== 'boolean') {
    context.report(
      'skill-field-invalid',
      context.at(pair.value ?? pair.key),
      '`user-invocable` must be true or false; it is ignored.',
      'Write user-invocable: false to keep a prompt from starting the skill with /name.',
    );
  }
  if (key === 'disable-model-invocation' && value !== null && typeof value !== 'boolean') {
    context.report(
      'skill-field-invalid',
      context.at(pair.value ?? pair.key),
      '`disable-model-invocation` must be true or false; it is ignored.',
      'Write disable-model-invocation: true to keep the model from loading the skill on its own.',
    );
  }
}

function locateKey(
  context: ParseContext,
  split: ReturnType<typeof splitFrontmatter>,
  key: string,
): { file: string; line: number; column: number } | undefined {
  if (split.kind !== 'ok') return undefined;
  const index = split.yaml.split('\n').findIndex((line) => line.startsWith(`${key}:`));
  return index < 0
    ? undefined
    : { file: context.fallback.file, line: split.yamlFirstLine + index, column: 1 };
}

/**
 * The first line of text, without a heading's `#`s: the description of a skill or command that
 * has none, as Claude Code 2.1.332 lists it (`# Deploy` then `Ship it.` is "Deploy").
 */
function firstLine(body: string): string {
  const line = body.split('\n').find((text) => text.trim() !== '') ?? '';
  return line.replace(/^#{1,6}\s+/, '').trim();
}
