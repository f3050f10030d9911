import path from 'node:path';
import picomatch from 'picomatch';
import type { ToolRule } from '../agents/definition.js';
import type { AnyTool } from './define-tool.js';
import {
  commandLayers,
  parseShellCommand,
  programName,
  runsOtherCommands,
  type ShellWord,
  type SimpleCommand,
} from './shell-command.js';

/**
 * Matching of Claude Code permission rules (`Bash(npm test:*)`, `Edit(src/**)`, `Read(//etc/**)`,
 * `mcp__server`, `*`) against tools and their inputs.
 */

/** Claude Code renamed Task to Agent; rules, hook matchers and calls may use either. */
const toolAliases: Readonly<Record<string, string>> = { Task: 'Agent' };

/** A tool's name as Flotilla knows the tool: `Agent` for `Task`, any other name as it is. */
export function canonicalToolName(name: string): string {
  return toolAliases[name] ?? name;
}

/** The older names a tool still answers to (`Task` for `Agent`). */
export function formerToolNames(name: string): string[] {
  return Object.keys(toolAliases).filter((alias) => toolAliases[alias] === name);
}

/** Does a rule's tool part name this tool? (`*`, exact, alias, `mcp__server`, `mcp__server__*`). */
export function ruleNamesTool(ruleTool: string, toolName: string): boolean {
  if (ruleTool === '*') return true;
  const canonicalRule = toolAliases[ruleTool] ?? ruleTool;
  const canonicalTool = toolAliases[toolName] ?? toolName;
  if (canonicalRule === canonicalTool) return true;
  if (ruleTool.startsWith('mcp__') && ruleTool.split('__').length === 2) {
    return toolName.startsWith(`${ruleTool}__`);
  }
  if (ruleTool.includes('*')) return picomatch.isMatch(toolName, ruleTool);
  return false;
}

/**
 * An entry of an agent's `tools` list that is a pattern: anything with `*` but `*` itself and
 * `mcp__<server>__*`. Claude Code 2.1.332 grants no tool for one (observed: `tools: mcp__t__e*`
 * gives none of the server's tools, `Gre*` no Grep), though a permission rule `mcp__t__e*`
 * matches `mcp__t__echo`.
 */
export function isToolListPattern(entry: string): boolean {
  return entry.includes('*') && entry !== '*' && !/^mcp__[^*]+__\*$/.test(entry);
}

/** Does an entry of an agent's `tools` list name this tool? As a rule does, but a pattern none. */
export function toolListNamesTool(entry: string, toolName: string): boolean {
  return !isToolListPattern(entry) && ruleNamesTool(entry, toolName);
}

/**
 * Does a rule with a specifier concern this tool? Besides its own name, `Edit(…)` rules cover
 * every editing tool (Write too) and `Read(…)` rules every reading tool (Glob, Grep), as in
 * Claude Code.
 */
export function specifierRuleAppliesTo(rule: ToolRule, tool: AnyTool): boolean {
  if (ruleNamesTool(rule.tool, tool.name)) return true;
  if (tool.paths === undefined) return false;
  return (
    (rule.tool === 'Edit' && tool.kind === 'edit') || (rule.tool === 'Read' && tool.kind === 'read')
  );
}

export interface PathRuleContext {
  /** Real path of the working tree: `/x`, `./x` and `x` rules are relative to it. */
  root: string;
  /** For `~/x` rules; without it they match nothing. */
  homeDir?: string;
}

/**
 * What a rule is used for: `allow` pre-approves a call; `deny` refuses it (an ask rule denies too,
 * as no one can approve in a headless run); `condition` is a hook's `if`, which matches a call as a
 * deny rule would but reads a path pattern as an allow rule does (Claude Code 2.1.332 fires
 * `if: "Write(docs/**)"` for `docs/x.md`, not for `sub/docs/x.md`).
 */
export type RuleUse = 'allow' | 'deny' | 'condition';

/**
 * Claude Code's path specifiers, gitignore-style: `//abs/path` absolute, `~/x` in the home
 * directory, `/x` anchored at the working tree root. Otherwise (a leading `./` changes nothing)
 * a pattern with a `/` before its end (`docs/*.md`, `src/**`) is anchored at the root, and one
 * without (`.env`, `*.md`, `docs`, `docs/`) matches at any depth. A deny rule also reads a
 * trailing `/**` as `/` (`secrets/**` at any depth); an allow rule keeps it anchored. A rule that
 * matches a directory covers everything below it. Observed in Claude Code 2.1.332:
 * `Read(./.env)` denies `sub/deep/.env`, `Read(./secrets/**)` denies `config/secrets/b.txt`,
 * `Edit(./docs/**)` allows `docs/x.md` but not `sub/docs/x.md`, `Edit(./docs/)` allows both.
 */
export function pathRuleMatches(
  specifier: string,
  candidates: readonly string[],
  context: PathRuleContext,
  use: RuleUse,
): boolean {
  const pattern = absolutePattern(specifier, context, use);
  if (pattern === undefined) return false;
  const matchers = [picomatch(pattern, { dot: true }), picomatch(`${pattern}/**`, { dot: true })];
  return candidates.some((candidate) => matchers.some((matcher) => matcher(candidate)));
}

function absolutePattern(
  specifier: string,
  context: PathRuleContext,
  use: RuleUse,
): string | undefined {
  let pattern = specifier.trim();
  if (pattern.startsWith('//')) return path.posix.join('/', directoryPattern(pattern.slice(2)));
  if (pattern.startsWith('~/')) {
    return context.homeDir === undefined
      ? undefined
      : path.posix.join(context.homeDir, directoryPattern(pattern.slice(2)));
  }
  if (pattern.startsWith('/')) return path.posix.join(context.root, directoryPattern(pattern));
  if (pattern.startsWith('./')) pattern = pattern.slice(2);
  const named = use === 'deny' ? pattern.replace(/\/\*\*$/, '') : pattern;
  const anywhere = !named.replace(/\/$/, '').includes('/');
  return path.posix.join(context.root, anywhere ? '**' : '', directoryPattern(pattern));
}

/** `docs/` names the directory's contents: `docs/**`. */
function directoryPattern(pattern: string): string {
  return pattern.endsWith('/') ? `${pattern}**` : pattern;
}

/**
 * Claude Code's Bash specifiers, checked against one simple command as bash will run it (see
 * shell-command.ts): `npm test:*` matches a command whose words, after quote removal, start with
 * the words `npm test`; `git status` matches those words exactly; `git * main` matches the words
 * joined by spaces, `*` standing for anything. A rule also matches a command written exactly as
 * the rule. Otherwise the command's leading words must be plain literals (no `$NAME`, glob,
 * brace or tilde), a program that runs other programs (bash, env, sudo, eval, …) is covered
 * only by a rule that names it (`Bash(bash scripts/lint.sh:*)`, `Bash(sh:*)`: Claude Code 2.1.332
 * runs `bash scripts/lint.sh` and `sh -c '…'` under them), never by one that starts with `*`, and
 * prefix and wildcard rules never cover a redirection to a file: it would write where no rule
 * allowed.
 *
 * A wrapper (`timeout 5`, `nice -n 5`, `nohup`, `stdbuf -o0`, `time`, `command`, `xargs`; for deny
 * rules `env FOO=1` too) is looked through, as in Claude Code 2.1.332: a rule matches when it
 * matches the wrapper's command line or the command it runs (see wrappedCommand). A deny rule
 * also matches a program given by its path (`/bin/rm`) by its name, ignores redirections, and
 * matches whatever a word bash computes might become (see deniedWhateverExpands).
 */
export function bashRuleMatches(
  specifier: string,
  command: SimpleCommand,
  use: 'allow' | 'deny' = 'allow',
): boolean {
  const layers = commandLayers(command, use);
  return use === 'allow'
    ? layers.some((layer) => layerMatches(specifier, layer))
    : layers
        .flatMap(spellings)
        .some(
          (layer) =>
            layerMatches(specifier, layer) || deniedWhateverExpands(specifier.trim(), layer),
        );
}

/**
 * A simple command as a deny rule sees it: redirections aside, extra arguments a wrapper adds
 * beside the point, and a program named by its path (`/bin/rm`, `./rm`) also by its name, so
 * that `Bash(rm:*)` denies it too.
 */
function spellings(simple: SimpleCommand): SimpleCommand[] {
  const plain = { ...simple, writesFile: false, appendsArguments: false };
  const [program, ...rest] = simple.words;
  if (program?.kind !== 'literal' || !program.value.includes('/')) return [plain];
  const name = programName(program.value);
  return [plain, { ...plain, words: [{ kind: 'literal', value: name }, ...rest] }];
}

function layerMatches(specifier: string, command: SimpleCommand): boolean {
  const rule = specifier.trim();
  if (rule === command.text) return true;
  if (command.writesFile) return false;
  // `xargs git status` runs `git status` with what xargs reads: only a prefix rule covers that.
  if (command.appendsArguments === true && !rule.endsWith(':*')) return false;
  const program = command.words[0];
  if (program?.kind !== 'literal') return false;
  if (runsOtherCommands(program.value) && leadingRuleWord(rule) !== program.value) return false;
  if (rule.endsWith(':*')) {
    const prefix = ruleWords(rule.slice(0, -2));
    return prefix !== undefined && startsWithWords(command.words, prefix);
  }
  if (rule.includes('*')) {
    if (command.words.some((word) => word.kind !== 'literal')) return false;
    const text = command.words.map((word) => quotedWord(word)).join(' ');
    const source = rule
      .split('*')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('[\\s\\S]*');
    if (new RegExp(`^${source}$`).test(text)) return true;
    // `ls *` also covers a bare `ls`.
    const bare = rule.endsWith(' *') ? ruleWords(rule.slice(0, -2)) : undefined;
    return (
      bare !== undefined &&
      bare.length === command.words.length &&
      startsWithWords(command.words, bare)
    );
  }
  const exact = ruleWords(rule);
  return (
    exact !== undefined &&
    exact.length === command.words.length &&
    startsWithWords(command.words, exact)
  );
}

/**
 * Whether a deny rule matches some command the words bash computes could make. `$f`, `*.txt`,
 * `~/x` and `{a,b}` may become any text, any number of words or none, so each stands for
 * anything where the rule has something: `rm -f $x` and `rm -f victim*` are refused by
 * `Bash(rm *)`, `git $sub` by `Bash(git push:*)`, `chmod $mode x` by `Bash(chmod 777 x)`, as
 * Claude Code 2.1.332 refuses them. (The program itself computed is refused before any rule is
 * read: see hiddenProgramReason.)
 */
function deniedWhateverExpands(rule: string, command: SimpleCommand): boolean {
  const program = command.words[0];
  if (program?.kind !== 'literal' || command.words.every((word) => word.kind === 'literal')) {
    return false;
  }
  if (runsOtherCommands(program.value) && leadingRuleWord(rule) !== program.value) return false;
  if (rule.endsWith(':*')) {
    const prefix = ruleWords(rule.slice(0, -2));
    if (prefix === undefined) return false;
    for (const [index, value] of prefix.entries()) {
      const word = command.words[index];
      if (word === undefined) return false;
      if (word.kind !== 'literal') return true;
      if (word.value !== value) return false;
    }
    return true;
  }
  const ruleText = rule.includes('*')
    ? rule
    : ruleWords(rule)
        ?.map((value) => quotedWord({ kind: 'literal', value }))
        .join(' ');
  if (ruleText === undefined) return false;
  const rulePattern = [...ruleText].map((char) => (char === '*' ? anyText : char));
  // A computed word takes the space before it along: it may be no word at all.
  const commandPattern = command.words.flatMap((word, index): PatternItem[] =>
    word.kind === 'literal' ? [...(index === 0 ? '' : ' '), ...quotedWord(word)] : [anyText],
  );
  return patternsOverlap(rulePattern, commandPattern);
}

/** A character, or `anyText`: a stretch of any characters, none included. */
type PatternItem = string | typeof anyText;
const anyText = Symbol('any text');

/** Whether some text matches both patterns (a table over the positions of the two). */
function patternsOverlap(first: readonly PatternItem[], second: readonly PatternItem[]): boolean {
  const width = second.length + 1;
  // overlaps[i * width + j]: the rest of `first` from i and of `second` from j have a common text.
  const overlaps = new Uint8Array((first.length + 1) * width);
  overlaps[first.length * width + second.length] = 1;
  const at = (a: number, b: number): boolean => overlaps[a * width + b] === 1;
  for (let i = first.length; i >= 0; i--) {
    for (let j = second.length; j >= 0; j--) {
      if (i === first.length && j === second.length) continue;
      let result: boolean;
      if (i < first.length && first[i] === anyText) {
        result = at(i + 1, j) || (j < second.length && at(i, j + 1));
      } else if (j < second.length && second[j] === anyText) {
        result = at(i, j + 1) || (i < first.length && at(i + 1, j));
      } else {
        result =
          i < first.length && j < second.length && first[i] === second[j] && at(i + 1, j + 1);
      }
      overlaps[i * width + j] = result ? 1 : 0;
    }
  }
  return overlaps[0] === 1;
}

/** The program a rule names: its first word (`bash` in `bash x.sh:*`), as bash reads it. */
function leadingRuleWord(rule: string): string | undefined {
  const first = /^[^\s:*]+/.exec(rule)?.[0];
  return first === undefined ? undefined : ruleWords(first)?.[0];
}

const ruleWordsCache = new Map<string, string[] | undefined>();

/** A rule's words, read as bash reads a command; undefined when they are not plain literals. */
function ruleWords(text: string): string[] | undefined {
  if (!ruleWordsCache.has(text)) ruleWordsCache.set(text, readRuleWords(text));
  return ruleWordsCache.get(text);
}

function readRuleWords(text: string): string[] | undefined {
  const parsed = parseShellCommand(text);
  const only = parsed.understood && parsed.commands.length === 1 ? parsed.commands[0] : undefined;
  if (only === undefined || only.writesFile) return undefined;
  const words: string[] = [];
  for (const word of only.words) {
    if (word.kind !== 'literal') return undefined;
    words.push(word.value);
  }
  return words;
}

function startsWithWords(words: readonly ShellWord[], prefix: readonly string[]): boolean {
  return (
    words.length >= prefix.length &&
    prefix.every((value, index) => {
      const word = words[index];
      return word?.kind === 'literal' && word.value === value;
    })
  );
}

/** A literal word as a wildcard rule sees it: quoted when it holds spaces or shell syntax. */
function quotedWord(word: ShellWord): string {
  if (word.kind !== 'literal') return '';
  return /^[\w@%+=:,./-]+$/.test(word.value)
    ? word.value
    : `'${word.value.replaceAll("'", "'\\''")}'`;
}

/** Other tools' specifiers: a comma-separated list of exact values or globs for ruleSubject. */
export function subjectRuleMatches(specifier: string, subject: string): boolean {
  return specifier
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .some((part) => part === subject || (part.includes('*') && picomatch.isMatch(subject, part)));
}
