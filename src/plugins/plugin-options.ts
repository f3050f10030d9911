/**
 * A plugin's options, as Claude Code 2.1.332 applies them (observed). The manifest declares them
 * (`"userConfig": {"api_url": {"type": "string", "title": "API URL", "description": "…"}}`: a key
 * is a letter or `_` then letters, digits or `_`; `type` one of string, number, boolean, directory,
 * file; `title` and `description` required; `sensitive`, `required`, `multiple`, `min`, `max`,
 * `default` optional; any other field, or a key of another form, makes it refuse the plugin). The
 * values come from `pluginConfigs["<plugin>@<marketplace>"].options` (`<name>@inline` for a
 * `--plugin-dir` plugin) of ~/.claude/settings.json, `--settings` and the managed settings, option
 * by option the higher file winning; a repository's own settings files are not read for them.
 *
 * A value reaches the plugin as written (a list joined with `,`), declared or not: no type is
 * checked and no `default` is applied (an option without a value is left unset). It fills
 * `${user_config.NAME}` in the plugin's skills, commands and agents, except a `sensitive` one's,
 * which is never written into what the model reads; its hooks get every value as
 * `CLAUDE_PLUGIN_OPTION_<NAME in upper case>`; its MCP servers' configuration gets every value
 * (an unset declared option: empty). A hook command naming `${user_config.…}` does not run: the
 * value would be parsed again by the shell (Claude Code fails it; the hook reads the variable).
 */
import { isMap, isScalar, type Pair, type YAMLMap } from 'yaml';
import type { SourceLocation } from '../agents/problems.js';
import type { ParseContext } from '../agents/yaml-source.js';
import { isRecord } from '../is-record.js';

/** An option's value as a settings file gives it. */
export type PluginOptionValue = string | number | boolean | string[];

/** A plugin's option values, by option name. */
export type PluginOptionValues = Readonly<Record<string, PluginOptionValue>>;

/** What the run acts on of one `userConfig` entry. */
export interface PluginOptionDeclaration {
  /** `sensitive: true`: a secret, kept out of what the model reads and redacted from the output. */
  sensitive: boolean;
}

/** `${user_config.NAME}` in a plugin's text. */
export const optionPlaceholderPattern = /\$\{user_config\.([^}]+)\}/;

const optionNamePattern = /^[A-Za-z_]\w*$/;
const optionTypes = ['string', 'number', 'boolean', 'directory', 'file'];
const optionFields = new Set([
  'type',
  'title',
  'description',
  'sensitive',
  'required',
  'multiple',
  'min',
  'max',
  'default',
]);
const declarationHint =
  'Write "userConfig": {"api_url": {"type": "string", "title": "API URL", "description": "Where the service runs", "sensitive": false}}.';

/**
 * A manifest's `userConfig` (`node` where it is written, `value` as JSON), read as Claude Code
 * 2.1.332 accepts it; what is wrong is reported.
 */
export function readUserConfig(
  node: unknown,
  value: unknown,
  at: SourceLocation,
  context: ParseContext,
): Record<string, PluginOptionDeclaration> {
  const declarations: Record<string, PluginOptionDeclaration> = {};
  const refuse = (where: SourceLocation, message: string) =>
    context.report(
      'plugin-manifest-invalid',
      where,
      `${message}; Claude Code 2.1.332 does not load a plugin whose manifest has it.`,
      declarationHint,
    );
  if (!isMap(node) || !isRecord(value)) {
    refuse(at, 'userConfig in plugin.json must be an object of options');
    return declarations;
  }
  for (const pair of (node as YAMLMap).items as Pair[]) {
    const name = isScalar(pair.key) ? pair.key.value : undefined;
    const nameAt = context.at(pair.key);
    if (typeof name !== 'string' || !optionNamePattern.test(name)) {
      refuse(
        nameAt,
        `userConfig option ${JSON.stringify(name)} is not a name of letters, digits and _ (not starting with a digit)`,
      );
      continue;
    }
    const fields = value[name];
    if (!isRecord(fields)) {
      refuse(nameAt, `userConfig.${name} must be an object with type, title and description`);
      continue;
    }
    const wrong: string[] = [];
    if (typeof fields.type !== 'string' || !optionTypes.includes(fields.type))
      wrong.push(`type must be one of ${optionTypes.join(', ')}`);
    for (const field of ['title', 'description'])
      if (typeof fields[field] !== 'string') wrong.push(`${field} must be text`);
    for (const field of ['sensitive', 'required', 'multiple'])
      if (fields[field] !== undefined && typeof fields[field] !== 'boolean')
        wrong.push(`${field} must be true or false`);
    for (const field of ['min', 'max'])
      if (fields[field] !== undefined && typeof fields[field] !== 'number')
        wrong.push(`${field} must be a number`);
    if (fields.default !== undefined && optionValue(fields.default) === undefined)
      wrong.push('default must be text, a number, true or false, or a list of text');
    const unknown = Object.keys(fields).filter((field) => !optionFields.has(field));
    if (unknown.length > 0) wrong.push(`it has no field ${unknown.join(', ')}`);
    if (wrong.length > 0) {
      refuse(nameAt, `userConfig.${name} in plugin.json: ${wrong.join('; ')}`);
      continue;
    }
    declarations[name] = { sensitive: fields.sensitive === true };
  }
  return declarations;
}

/** A settings value as an option value; undefined when it is none. */
export function optionValue(value: unknown): PluginOptionValue | undefined {
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (Array.isArray(value) && value.every((item) => typeof item === 'string'))
    return value as string[];
  return undefined;
}

/** An option's value as it is written into text and the environment. */
export function optionText(value: PluginOptionValue): string {
  return Array.isArray(value) ? value.join(',') : String(value);
}

/** A plugin's declared options and the values the settings give them. */
export interface PluginOptionSources {
  userConfig: Readonly<Record<string, PluginOptionDeclaration>>;
  options: PluginOptionValues;
}

/**
 * What `${user_config.NAME}` fills in the plugin's skills, commands and agents: each value but a
 * sensitive option's, which is a note that it is withheld (set or not). An option with neither a
 * value nor `sensitive` is absent: its placeholder stays as written, as in Claude Code.
 */
export function optionPlaceholders(plugin: PluginOptionSources): Record<string, string> {
  const filled: Record<string, string> = {};
  for (const [name, value] of Object.entries(plugin.options)) filled[name] = optionText(value);
  for (const [name, declaration] of Object.entries(plugin.userConfig)) {
    if (declaration.sensitive)
      filled[name] = `[sensitive option '${name}' is withheld from skills and agents]`;
  }
  return filled;
}

/** The hook environment's `CLAUDE_PLUGIN_OPTION_<NAME>` for each option that has a value. */
export function optionEnvironment(options: PluginOptionValues): Record<string, string> {
  return Object.fromEntries(
    Object.entries(options).map(([name, value]) => [
      `CLAUDE_PLUGIN_OPTION_${name.toUpperCase()}`,
      optionText(value),
    ]),
  );
}

/**
 * What `${user_config.NAME}` expands to in the plugin's MCP server configurations (as variables
 * `user_config.NAME`): every value, sensitive ones too, and empty for a declared option unset.
 */
export function optionServerVariables(plugin: PluginOptionSources): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const name of Object.keys(plugin.userConfig)) variables[`user_config.${name}`] = '';
  for (const [name, value] of Object.entries(plugin.options))
    variables[`user_config.${name}`] = optionText(value);
  return variables;
}

/** The values of the sensitive options: secrets the run redacts from everything it prints. */
export function sensitiveOptionValues(plugin: PluginOptionSources): string[] {
  return Object.entries(plugin.options)
    .filter(([name]) => plugin.userConfig[name]?.sensitive === true)
    .map(([, value]) => optionText(value))
    .filter((value) => value !== '');
}
