import { existsSync } from 'node:fs';
import path from 'node:path';
import { checkInsideRoot } from './path-guard.js';
import type { ParsedCommand, SimpleCommand } from './shell-command.js';

/**
 * The Bash commands that only read, which run without an allow rule in the modes that would
 * otherwise ask (default, dontAsk, acceptEdits, plan), as Claude Code 2.1.332 runs them without
 * asking (observed: `ls`, `cat`, `grep -rn`, `git log`, `wc -l` run; `find -delete`, `sort -o`,
 * `sed -i`, `git branch -D`, `awk`, `env`, redirections to files do not). A read-only command
 * run through `timeout` with only a duration (`timeout 5 ls`, `timeout 1m git status`) or through
 * `command` (`command ls`) qualifies too, as there; through other wrappers (`nice`, `nohup`,
 * `time`, `stdbuf`, `timeout -s KILL 5 …`) it needs a rule, as Claude Code asks for it.
 *
 * A command qualifies only when the parser understood it and every simple command in it does:
 * its words are all plain literals (no `$NAME`, glob, brace or tilde: what bash computes is not
 * checked), its program is one of those below with no option that writes, deletes or runs
 * another program, it redirects output nowhere but /dev/null or a descriptor, and every word that
 * could name a file (and every `< file`) stays inside the working tree by real path, outside
 * `.git`. Flotilla is stricter than Claude Code in two places: a glob (`ls *.ts`) needs a rule,
 * since it could expand to a symlink that leads out of the tree, and with a `Read` deny rule in
 * force no command qualifies, since a recursive read (`grep -r`, `git show`) could read the denied
 * file.
 */

/** Whether the arguments (after the program name) keep the command read-only. */
type ArgumentsCheck = (args: readonly string[]) => boolean;

const anyArguments: ArgumentsCheck = () => true;

/**
 * Refuses the short options in `short` (also inside a cluster such as `-rfo`) and the long ones
 * in `long` (`--name` and `--name=value`), also abbreviated: GNU tools and git take any
 * unambiguous prefix of a long option (`sort --out=F` is `--output=F`). Any prefix is refused,
 * even one so short it names no other option of the program: a rule can still allow it.
 */
function without(short: string, long: readonly string[] = []): ArgumentsCheck {
  return (args) =>
    args.every((arg) => {
      if (arg.startsWith('--')) {
        const name = arg.split('=')[0] ?? arg;
        return name === '--' || !long.some((refused) => refused.startsWith(name));
      }
      if (arg.startsWith('-') && arg.length > 1) {
        return ![...arg.slice(1)].some((letter) => short.includes(letter));
      }
      return true;
    });
}

function positionals(args: readonly string[]): string[] {
  return args.filter((arg) => !arg.startsWith('-') || arg === '-');
}

/** Only these exact options, and no operand. */
function onlyOptions(allowed: readonly string[]): ArgumentsCheck {
  return (args) => args.every((arg) => allowed.includes(arg));
}

/** Exactly these arguments. */
function exactly(...expected: string[]): ArgumentsCheck {
  return (args) =>
    args.length === expected.length && expected.every((arg, index) => args[index] === arg);
}

const versionOnly = exactly('--version');

const checksumCheck = without('c', ['--check']);

/**
 * `test` and `[`: they only compare words and look at files' type, size and times. Not `-v` or
 * `-R`, which take a variable name whose subscript bash evaluates as arithmetic, running the
 * substitutions in it (`[ -v 'a[$(rm x)]' ]` runs rm).
 */
const testCheck: ArgumentsCheck = (args) => !args.some((arg) => arg === '-v' || arg === '-R');

/** find's actions that delete, write files or run programs, and the options that follow links. */
const findRefused = new Set([
  '-delete',
  '-exec',
  '-execdir',
  '-ok',
  '-okdir',
  '-fls',
  '-fprint',
  '-fprint0',
  '-fprintf',
  '-L',
  '-follow',
]);

/** `sed -n` with a script that only prints lines (`1p`, `2,5p`, `$p`). */
const sedPrintOnly: ArgumentsCheck = (args) => {
  const options = args.filter((arg) => arg.startsWith('-'));
  const [script, ...rest] = positionals(args);
  return (
    options.includes('-n') &&
    options.every((option) => ['-n', '-E', '-r', '--quiet', '--silent'].includes(option)) &&
    script !== undefined &&
    /^(\d+|\$)(,(\d+|\$))?p$/.test(script) &&
    rest.every((file) => file !== '-')
  );
};

/** `date` that prints (`+%F`, `-u`, `-I`), never one that sets the clock. */
const datePrintOnly: ArgumentsCheck = (args) =>
  args.every(
    (arg) =>
      arg.startsWith('+') ||
      ['-u', '--utc', '--universal', '-R', '--rfc-email'].includes(arg) ||
      /^(-I|--iso-8601)/.test(arg),
  );

const gitSubcommands: Readonly<Record<string, ArgumentsCheck>> = {
  status: anyArguments,
  log: without('', ['--output', '--ext-diff']),
  show: without('', ['--output', '--ext-diff']),
  // --no-index compares any two paths: `git diff --no-index . sub` prints .git/config.
  diff: without('', ['--output', '--ext-diff', '--no-index']),
  'rev-parse': anyArguments,
  'ls-files': anyArguments,
  'ls-tree': anyArguments,
  'cat-file': anyArguments,
  'rev-list': anyArguments,
  'merge-base': anyArguments,
  describe: anyArguments,
  shortlog: anyArguments,
  blame: anyArguments,
  grep: without('O', ['--open-files-in-pager']),
  // Listing only: with a name, branch and tag create; -d, -D, -m delete and rename.
  branch: onlyOptions([
    '-a',
    '-r',
    '-v',
    '-vv',
    '-l',
    '--list',
    '--all',
    '--remotes',
    '--verbose',
    '--show-current',
  ]),
  tag: (args) => args.length === 0 || onlyOptions(['-l', '--list'])(args),
  remote: onlyOptions(['-v', '--verbose']),
};

const git: ArgumentsCheck = (args) => {
  const rest = args[0] === '--no-pager' ? args.slice(1) : args;
  const [subcommand, ...subArgs] = rest;
  const check = subcommand === undefined ? undefined : gitSubcommands[subcommand];
  return check !== undefined && check(subArgs);
};

const programs: Readonly<Record<string, ArgumentsCheck>> = {
  // -L follows links out of the tree.
  ls: without('L', ['--dereference']),
  cat: anyArguments,
  head: anyArguments,
  tail: anyArguments,
  // --files0-from reads the names of the files to read from a file: names no check saw.
  wc: without('', ['--files0-from']),
  nl: anyArguments,
  od: anyArguments,
  strings: anyArguments,
  cut: anyArguments,
  tr: anyArguments,
  // Recursive, it reads .git and follows links out of the tree; -N/-P make absent files count.
  diff: without('rNP', ['--recursive', '--new-file', '--unidirectional-new-file']),
  cmp: anyArguments,
  comm: anyArguments,
  stat: anyArguments,
  du: without('L', ['--files0-from', '--dereference']),
  jq: anyArguments,
  pwd: anyArguments,
  echo: anyArguments,
  which: anyArguments,
  whoami: anyArguments,
  id: anyArguments,
  uname: anyArguments,
  basename: anyArguments,
  dirname: anyArguments,
  realpath: anyArguments,
  readlink: anyArguments,
  true: anyArguments,
  false: anyArguments,
  test: testCheck,
  '[': testCheck,
  sleep: anyArguments,
  md5sum: checksumCheck,
  sha1sum: checksumCheck,
  sha256sum: checksumCheck,
  sha512sum: checksumCheck,
  file: without('Cf', ['--compile', '--files-from']),
  // -d/--directories would make it recursive under a name grepReadsGitDirectory does not check.
  grep: without('Rd', ['--dereference-recursive', '--directories']),
  // rg skips hidden files, .git among them, unless told not to.
  rg: without('Lzu.', [
    '--follow',
    '--pre',
    '--pre-glob',
    '--search-zip',
    '--hostname-bin',
    '--hidden',
    '--unrestricted',
    '--no-ignore',
    '--no-ignore-dot',
    '--no-ignore-vcs',
  ]),
  find: (args) => args.every((arg) => !findRefused.has(arg)),
  sort: without('oT', ['--output', '--compress-program', '--temporary-directory', '--files0-from']),
  // `uniq IN OUT` writes OUT: only as a filter, as Claude Code allows it.
  uniq: (args) => positionals(args).length === 0,
  // -R writes 00Tree.html in each directory; -l follows links; --fromfile reads names from a file.
  tree: without('oRl', ['--fromfile']),
  sed: sedPrintOnly,
  date: datePrintOnly,
  git,
  // Not npm: it reads the checkout's own .npmrc.
  node: versionOnly,
  python: versionOnly,
  python3: versionOnly,
  go: exactly('version'),
  cargo: versionOnly,
  rustc: versionOnly,
};

/** Programs whose operands are not files at all: nothing of theirs is checked as a path. */
const noFileOperands: ReadonlySet<string> = new Set([
  'echo',
  'sleep',
  'true',
  'false',
  'basename',
  'dirname',
]);

/**
 * Programs that read no file's contents, only whether it exists and its type, size and times: a
 * link another part of the command makes cannot turn them into a read outside the tree.
 */
const metadataOnly: ReadonlySet<string> = new Set(['test', '[']);

/**
 * Programs that, given no file operand, read only their input (or nothing): what they do cannot
 * depend on a file an earlier part of the same command made. `ls` lists the directory's names.
 */
const inputOnlyWithoutOperands: ReadonlySet<string> = new Set([
  ...noFileOperands,
  'pwd',
  'cat',
  'head',
  'tail',
  'wc',
  'sort',
  'uniq',
  'cut',
  'tr',
  'ls',
]);

/**
 * Whether a (read-only) part of a command reads no file it names and no directory on its own
 * (`tail -5`, `echo done`, `ls`, `pwd`, `[ -f package.json ]`): unlike `cat k`, it cannot be
 * turned into a read outside the tree by a link another part of the same command makes before
 * it runs.
 */
export function namesNoFile(simple: SimpleCommand): boolean {
  const words = literalWords(simple);
  if (words === undefined || simple.readsFrom.length > 0) return false;
  const [program, ...args] = words;
  if (program !== undefined && metadataOnly.has(program)) return true;
  if (program === undefined || !inputOnlyWithoutOperands.has(program)) return false;
  return noFileOperands.has(program) || args.every((arg) => possiblePath(arg).length === 0);
}

interface ReadOnlyContext {
  /** The working tree (real path): every file a command names must stay inside it. */
  root: string;
}

/** Whether the whole command only reads inside the working tree (see the module comment). */
export function isReadOnlyCommand(parsed: ParsedCommand, context: ReadOnlyContext): boolean {
  if (!parsed.understood) return false;
  // A `cd` moves where later parts resolve their paths: they are checked from every directory
  // the command may be in.
  const directories = [context.root];
  for (const simple of parsed.commands) {
    const words = literalWords(simple);
    if (words === undefined || simple.writesFile) return false;
    const [program, ...args] = words;
    if (program === undefined) return false;
    if (program === 'cd') {
      const target = args.length === 1 ? args[0] : undefined;
      if (target === undefined || target === '-' || target.startsWith('-')) return false;
      if (!directories.every((directory) => insideTree(context.root, directory, target))) {
        return false;
      }
      directories.push(...directories.map((directory) => path.resolve(directory, target)));
      continue;
    }
    const check = programs[program];
    if (check === undefined || !check(args)) return false;
    if (program === 'grep' && grepReadsGitDirectory(args, directories)) return false;
    const files = [
      ...(noFileOperands.has(program) ? [] : args.flatMap(possiblePath)),
      ...simple.readsFrom,
    ];
    const inside = files.every((file) =>
      directories.every((directory) => insideTree(context.root, directory, file)),
    );
    if (!inside) return false;
  }
  return true;
}

/** Why a read-only-looking command needs a rule after all, when the reason is not obvious. */
export function readOnlyHint(parsed: ParsedCommand, context: ReadOnlyContext): string | undefined {
  if (!parsed.understood) return undefined;
  const reads = parsed.commands.some((simple) => {
    const words = literalWords(simple);
    return words?.[0] === 'grep' && grepReadsGitDirectory(words.slice(1), [context.root]);
  });
  return reads
    ? 'A recursive grep over a directory holding .git runs without a rule only with --exclude-dir=.git (.git/config can hold credentials).'
    : undefined;
}

/**
 * Whether a recursive grep would read a `.git` directory (whose config can hold credentials, as
 * the file tools' path guard says): one of its directories holds `.git`, and it does not say
 * `--exclude-dir=.git`. Without operands, grep -r searches the current directory.
 */
function grepReadsGitDirectory(args: readonly string[], directories: readonly string[]): boolean {
  // `--recur` is `--recursive` abbreviated (grep takes any unambiguous prefix).
  const recursive = args.some(
    (arg) =>
      (arg.length > 3 && '--recursive'.startsWith(arg)) ||
      (/^-[A-Za-z]+$/.test(arg) && /[rR]/.test(arg)),
  );
  if (!recursive || args.includes('--exclude-dir=.git')) return false;
  // The first operand is the pattern, unless -e or -f gave it: every operand is checked (a
  // pattern naming a directory only costs a rule), and `.` when none follows the pattern.
  const all = positionals(args);
  const searched = all.length <= 1 ? [...all, '.'] : all;
  return searched.some((operand) =>
    directories.some((directory) =>
      existsSync(path.join(path.resolve(directory, operand), '.git')),
    ),
  );
}

/**
 * The words of the command as it runs, after the wrappers a read-only command may run through
 * (see the module comment); undefined when one is not a plain literal.
 */
function literalWords(simple: SimpleCommand): string[] | undefined {
  let values: string[] = [];
  for (const word of simple.words) {
    if (word.kind !== 'literal') return undefined;
    values.push(word.value);
  }
  for (;;) {
    const [program, first] = values;
    if (program === 'timeout' && first !== undefined && timeoutDuration.test(first)) {
      values = values.slice(2);
    } else if (program === 'command' && first === '-p') {
      values = values.slice(2);
    } else if (program === 'command' && first !== undefined && !first.startsWith('-')) {
      values = values.slice(1);
    } else {
      return values;
    }
  }
}

/** A duration as Claude Code 2.1.332 reads timeout's (`5`, `0.5`, `5s`, `1m`, `2h`, `1d`). */
const timeoutDuration = /^\d+(\.\d+)?[smhd]?$/;

/**
 * What in an argument could name a file: an operand itself, the value of `--name=value`, the
 * value glued to a short option (`-f/etc/x`). A bare option names none.
 */
function possiblePath(arg: string): string[] {
  if (arg === '-' || arg === '--') return [];
  if (!arg.startsWith('-')) return [arg];
  const equals = arg.indexOf('=');
  // --exclude-dir=.git, --include=*.ts: patterns of names, not files to read.
  if (/^--(exclude|include)/.test(arg)) return [];
  if (equals >= 0) return [arg.slice(equals + 1)].filter((value) => value !== '');
  if (!arg.startsWith('--') && /[/.~]/.test(arg)) return [arg.slice(2)];
  return [];
}

function insideTree(root: string, directory: string, file: string): boolean {
  const absolute = path.resolve(directory, file);
  return checkInsideRoot(root, absolute, { forWrite: false }).ok;
}
