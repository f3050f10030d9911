/**
 * Command-line arguments for every `flotilla` command: node:util parseArgs, with each mistake
 * turned into a UserError that names the bad argument and the expected form, and `--help`/`-h`
 * answered from the same description that drives the parsing.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { ParseArgsConfig } from 'node:util';
import { errorMessage, UserError } from '../errors.js';
import { closestMatch } from '../agents/suggest.js';

export interface OptionSpec {
  type: 'string' | 'boolean';
  short?: string;
  /** The option may be repeated; its value is then an array. */
  multiple?: boolean;
  /** With `multiple`: only so that the command can refuse a second value by name; not listed as repeatable. */
  refusesRepeats?: boolean;
  /** String options: the only values allowed (checked, and listed in the help). */
  choices?: readonly string[];
  /** Placeholder for the value in the help: `--format FORMAT`. */
  valueName?: string;
  /** Other long names of the option (`allowedTools` for `allowed-tools`, as Claude Code spells it). */
  aliases?: readonly string[];
  /**
   * With `multiple`: the arguments after the first value, up to the next one that starts with a
   * dash, are values too (`--mcp-config a.json b.json`), as Claude Code's `<values...>` options.
   */
  variadic?: boolean;
  /**
   * The forms of a string option that may be given without a value (`-p`, `--print`: Claude
   * Code's print flag): when the next argument is an option (or `--`), or there is none, the
   * value is the empty string (`-p --output-format json "task"`). Other forms need their value.
   */
  bareForms?: readonly string[];
  description: string;
}

export type OptionSpecs = Record<string, OptionSpec>;

export interface CommandSpec<Options extends OptionSpecs> {
  /** `validate` → messages say `flotilla validate`. */
  name: string;
  /** Synopsis after `Usage: `, e.g. `flotilla validate [PATH…] [options]`. */
  usage: string;
  summary: string;
  /** Further paragraphs for the help (exit codes, examples). */
  details?: string;
  options: Options;
  /** Positional arguments accepted; omitted: none. */
  positionals?: { name: string; description: string };
}

type ValueOf<Spec extends OptionSpec> = Spec['type'] extends 'boolean'
  ? Spec['multiple'] extends true
    ? boolean[]
    : boolean
  : Spec['multiple'] extends true
    ? string[]
    : string;

export type ParsedOptions<Options extends OptionSpecs> = {
  [Name in keyof Options]?: ValueOf<Options[Name]>;
};

export type ParsedCommand<Options extends OptionSpecs> =
  | { help: true; text: string }
  | { help: false; options: ParsedOptions<Options>; positionals: string[] };

const helpOption: OptionSpec = { type: 'boolean', short: 'h', description: 'Show this help' };

function optionLabel(name: string, spec: OptionSpec): string {
  const valueName = `${spec.valueName ?? name.toUpperCase()}${spec.variadic ? '…' : ''}`;
  const bare = (spec.bareForms ?? []).includes(`--${name}`);
  const value = spec.type === 'string' ? (bare ? ` [${valueName}]` : ` ${valueName}`) : '';
  const names = [name, ...(spec.aliases ?? [])].map((long) => `--${long}`).join(', ');
  return `${spec.short ? `-${spec.short}, ` : '    '}${names}${value}`;
}

export function formatCommandHelp<Options extends OptionSpecs>(spec: CommandSpec<Options>): string {
  const options: [string, OptionSpec][] = [...Object.entries(spec.options), ['help', helpOption]];
  const labels = options.map(([name, option]) => optionLabel(name, option));
  const width = Math.max(...labels.map((label) => label.length));
  const lines = [`Usage: ${spec.usage}`, '', spec.summary, ''];
  if (spec.positionals) {
    lines.push('Arguments:', `  ${spec.positionals.name}  ${spec.positionals.description}`, '');
  }
  lines.push('Options:');
  options.forEach(([, option], index) => {
    const choices = option.choices ? ` (${option.choices.join(', ')})` : '';
    const repeat = option.multiple && !option.refusesRepeats ? ' (repeatable)' : '';
    lines.push(
      `  ${(labels[index] ?? '').padEnd(width)}  ${option.description}${choices}${repeat}`,
    );
  });
  if (spec.details) lines.push('', spec.details);
  return `${lines.join('\n')}\n`;
}

function wantsHelp(argv: readonly string[]): boolean {
  const end = argv.indexOf('--');
  return (end < 0 ? argv : argv.slice(0, end)).some((arg) => arg === '--help' || arg === '-h');
}

function quoted(message: string): string | undefined {
  return /'(-[^'\s]*)/.exec(message)?.[1];
}

/** `text` as one shell word: single-quoted unless it needs no quoting. */
function shellWord(text: string): string {
  return /^[\w@%+=:,./-]+$/.test(text) ? text : `'${text.replaceAll("'", "'\\''")}'`;
}

/**
 * The argument after `option` (its long or short form) that Node would not take as its value
 * because it starts with a dash: the one a user meant as the value, or a following option.
 */
function dashedValueAfter(
  argv: readonly string[],
  option: string,
  short: string | undefined,
): string | undefined {
  const end = argv.indexOf('--');
  const before = end < 0 ? argv : argv.slice(0, end);
  const index = before.findIndex(
    (arg, position) =>
      (arg === option || (short !== undefined && arg === `-${short}`)) &&
      argv[position + 1]?.startsWith('-') === true,
  );
  return index < 0 ? undefined : argv[index + 1];
}

/**
 * Whether `argument` is one of the command's options (`--model`, `--model=x`, `-m`, `-mx`,
 * `--help`). Text with spaces is never an option.
 */
function isOptionArgument<Options extends OptionSpecs>(
  spec: CommandSpec<Options>,
  argument: string,
): boolean {
  const option = argument.replace(/=.*$/, '');
  if (/\s/.test(option)) return false;
  return [...Object.entries(spec.options), ['help', helpOption] as const].some(
    ([name, optionSpec]) =>
      option === `--${name}` ||
      (optionSpec.aliases ?? []).some((alias) => option === `--${alias}`) ||
      (optionSpec.short !== undefined && option.startsWith(`-${optionSpec.short}`)),
  );
}

/**
 * `argv` in the forms node:util parseArgs takes: each alias under its option's name, each value
 * of a variadic option behind its own `--name`, and an option of optional value given without
 * one as `--name=`. Arguments after `--` are left as they are.
 */
function normalizedArguments<Options extends OptionSpecs>(
  spec: CommandSpec<Options>,
  argv: readonly string[],
): string[] {
  const byName = new Map<string, [string, OptionSpec]>();
  for (const [name, option] of Object.entries(spec.options)) {
    byName.set(`--${name}`, [name, option]);
    for (const alias of option.aliases ?? []) byName.set(`--${alias}`, [name, option]);
    if (option.short) byName.set(`-${option.short}`, [name, option]);
  }
  const result: string[] = [];
  argv = splitShortGroups(argv, byName);
  let index = 0;
  while (index < argv.length) {
    const argument = argv[index] ?? '';
    index += 1;
    if (argument === '--') {
      result.push(...argv.slice(index - 1));
      break;
    }
    const equals = argument.startsWith('--') ? argument.indexOf('=') : -1;
    const given = equals < 0 ? argument : argument.slice(0, equals);
    const found = byName.get(given);
    if (!found) {
      result.push(argument);
      continue;
    }
    const [name, option] = found;
    if (equals >= 0) {
      result.push(`--${name}${argument.slice(equals)}`);
    } else {
      const next = argv[index];
      // `-p --permission-prompt-tool x`: a dash-word after a bare form is an option (unknown
      // ones are then reported as such), never the value; `-p "- fix it"` is a value.
      if (
        (option.bareForms ?? []).includes(given) &&
        (next === undefined || next === '--' || isOptionArgument(spec, next) || /^-\S*$/.test(next))
      ) {
        result.push(`--${name}=`);
        continue;
      }
      result.push(given.startsWith('--') ? `--${name}` : given);
      if (option.type === 'string' && next !== undefined) {
        result.push(next);
        index += 1;
      }
    }
    // `--allowedTools=Read "task"`: the `=` form takes its one value, as Claude Code's parser does.
    if (!option.variadic || equals >= 0) continue;
    while (index < argv.length && !(argv[index] ?? '').startsWith('-')) {
      result.push(`--${name}`, argv[index] ?? '');
      index += 1;
    }
  }
  return result;
}

/**
 * `-cp` as `-c -p` (Claude Code's `claude -cp "task"`) when every letter is an option's short
 * name, so that each is read on its own (`-p` may then stand bare). Up to `--` only.
 */
function splitShortGroups(
  argv: readonly string[],
  byName: ReadonlyMap<string, unknown>,
): readonly string[] {
  const end = argv.indexOf('--');
  return [
    ...(end < 0 ? argv : argv.slice(0, end)).flatMap((argument) =>
      /^-[a-zA-Z]{2,}$/.test(argument) &&
      [...argument.slice(1)].every((letter) => byName.has(`-${letter}`))
        ? [...argument.slice(1)].map((letter) => `-${letter}`)
        : [argument],
    ),
    ...(end < 0 ? [] : argv.slice(end)),
  ];
}

/**
 * Node refuses `--prompt "- fix it"` as ambiguous: the value starts with a dash. When that value
 * is not one of the command's options, it was meant as the value: say how to give it.
 */
function dashedValueError<Options extends OptionSpecs>(
  spec: CommandSpec<Options>,
  argv: readonly string[],
  option: string,
): UserError | undefined {
  const name = option.replace(/^--/, '');
  const short = spec.options[name]?.short;
  const value = dashedValueAfter(argv, option, short);
  if (value === undefined) return undefined;
  // `--prompt --model x`: a forgotten value.
  const isOption = isOptionArgument(spec, value);
  const joined = `${option}=${shellWord(value)}`;
  const shortJoined = short ? ` (or -${short}${shellWord(value)})` : '';
  if (isOption) {
    return new UserError(
      `Option '${option}' needs a value: the next argument, '${value}', is an option.`,
      `Give the value after ${option}; a value starting with a dash is joined to it with '=': ${option}=-VALUE.`,
    );
  }
  return new UserError(
    `Option '${option}' needs a value: '${value}' starts with a dash, so it is not taken as one.`,
    `To give a value starting with a dash, join it to the option: ${joined}${shortJoined}.`,
  );
}

function toUserError<Options extends OptionSpecs>(
  error: unknown,
  spec: CommandSpec<Options>,
  argv: readonly string[],
): UserError {
  const command = `flotilla ${spec.name}`;
  const names = Object.keys(spec.options).map((name) => `--${name}`);
  const seeHelp = `Run '${command} --help' for the options.`;
  const code = error instanceof Error && 'code' in error ? error.code : undefined;
  const message = error instanceof Error ? error.message : String(error);
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
    const option = quoted(message) ?? message;
    const match = closestMatch(option.replace(/=.*$/, ''), names);
    return new UserError(
      `Unknown option '${option}' for '${command}'.`,
      `${match ? `Did you mean '${match}'? ` : ''}Options: ${[...names, '--help'].join(', ')}.`,
    );
  }
  if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') {
    const argument = /'([^']*)'/.exec(message)?.[1] ?? message;
    return new UserError(
      `Unexpected argument '${argument}': '${command}' takes no arguments.`,
      seeHelp,
    );
  }
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
    // Node names the option with its short form first (`'-p, --prompt <value>'`): the long one
    // is the option's name.
    const long = /'(?:-\w, )?(--[\w-]+)/.exec(message)?.[1];
    const option = long ?? quoted(message)?.replace(/[\s,].*$/, '') ?? '';
    const optionSpec = spec.options[option.replace(/^--?/, '')];
    const takesValue = optionSpec?.type === 'string';
    const dashed =
      takesValue && message.includes('ambiguous')
        ? dashedValueError(spec, argv, option)
        : undefined;
    if (dashed) return dashed;
    return new UserError(
      takesValue
        ? `Option '${option}' needs a value.`
        : `Option '${option}' does not take a value.`,
      takesValue && optionSpec?.choices
        ? `Expected one of: ${optionSpec.choices.join(', ')}, e.g. ${option} ${optionSpec.choices[0]}`
        : seeHelp,
    );
  }
  return new UserError(`Invalid arguments for '${command}': ${message}`, seeHelp);
}

/** Parses `argv` (the arguments after the command name) against `spec`. */
export function parseCommandArgs<Options extends OptionSpecs>(
  spec: CommandSpec<Options>,
  argv: readonly string[],
): ParsedCommand<Options> {
  if (wantsHelp(argv)) return { help: true, text: formatCommandHelp(spec) };
  const args = normalizedArguments(spec, argv);
  const options: NonNullable<ParseArgsConfig['options']> = {};
  for (const [name, option] of Object.entries(spec.options)) {
    options[name] = {
      type: option.type,
      ...(option.short ? { short: option.short } : {}),
      ...(option.multiple ? { multiple: true } : {}),
    };
  }
  let parsed: { values: Record<string, unknown>; positionals: string[] };
  try {
    parsed = parseArgs({
      args,
      options,
      strict: true,
      allowPositionals: spec.positionals !== undefined,
    });
  } catch (error) {
    throw toUserError(error, spec, args);
  }
  for (const [name, option] of Object.entries(spec.options)) {
    const value = parsed.values[name];
    if (!option.choices || value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      if (typeof item === 'string' && option.choices.includes(item)) continue;
      const match = closestMatch(String(item), option.choices);
      throw new UserError(
        `Invalid --${name} '${String(item)}'.`,
        `${match ? `Did you mean '${match}'? ` : ''}Expected one of: ${option.choices.join(', ')}.`,
      );
    }
  }
  return {
    help: false,
    options: parsed.values as ParsedOptions<Options>,
    positionals: parsed.positionals,
  };
}

/**
 * The text of the file an option names (`--prompt-file FILE`, relative to `cwd`); undefined, with
 * the reason added to `problems`, when it cannot be read.
 */
export async function readOptionFile(
  option: string,
  file: string,
  cwd: string,
  problems: string[],
): Promise<string | undefined> {
  try {
    return await readFile(path.resolve(cwd, file), 'utf8');
  } catch (error) {
    problems.push(`Cannot read --${option}: ${errorMessage(error)}`);
    return undefined;
  }
}
