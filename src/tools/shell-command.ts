import { InternalError } from '../errors.js';

/**
 * Reads a Bash command the way bash will, so that a prefix rule (`Bash(npm test:*)`) is checked
 * against what would actually run. The parse is mvdan/sh's bash parser (a maintained parser, not
 * a hand-written splitter: quoting, comments and escapes are where splitters and bash disagree).
 *
 * The checker fails closed. It vouches only for a list of simple commands joined by `;`, `&&`,
 * `||`, `|`, `|&`, `&` or newlines, whose words are plain literals (quotes removed) or `$NAME`
 * arguments, with redirections to literal targets, and before which only variables that change
 * no program it runs are set (`CI=1 npm test`, see checkEnvironmentPrefix); those commands may
 * stand in `if`, `while`/`until` and `for` loops over words (see loopOverWords). Anything else —
 * command or process substitution, heredocs, ANSI-C `$'…'` strings, arithmetic, parameter
 * expansion with operators, subshells, groups, functions, `case`, `[[ ]]`, other assignments,
 * line continuations, carriage returns, NUL bytes — makes the command not understood: no prefix
 * or wildcard rule matches it, only the plain `Bash` permission (or an exact rule for the whole
 * text) allows it.
 *
 * Deny rules and hooks' `if` conditions ask something else: whether any command it runs matches.
 * For them the checker also reads the forms whose commands all stay in sight — assignments
 * (`FOO=1 node`, `x=1; …`), command substitution, subshells, `if`, `while`/`until`, `!`, `for`
 * and `select` over words, groups `{ …; }`, `case`, function definitions, heredocs and
 * here-strings — and lists every command inside them, as Claude Code 2.1.332's deny rules read
 * them; only what it still cannot read (arithmetic, `[[ ]]`, declarations, parameter operators,
 * process substitution, …) hides a command (`hidden`). A hook's `if` condition still fires on
 * loops over words, groups, `case`, functions and expanding heredocs (`conditionFiresOn`), as
 * Claude Code 2.1.332's conditions do.
 */

export type ShellWord =
  /** Its value after quote removal is known exactly. */
  | { kind: 'literal'; value: string }
  /** Expands to zero or more arguments bash computes (`$NAME`, `*.ts`, `{a,b}`, `~`), never a command. */
  | { kind: 'expanding' };

export interface SimpleCommand {
  /** As written in the command. */
  text: string;
  words: ShellWord[];
  /** It redirects output to a file (`>`, `>>`, `&>`, `>|`, `<>`, `>&file`), other than /dev/null or a descriptor. */
  writesFile: boolean;
  /** The files its input redirections (`< file`) read. */
  readsFrom: string[];
  /**
   * Its program adds arguments of its own after these words (the command `xargs` runs, with what
   * it reads from input): a prefix rule covers it, an exact or wildcard rule does not.
   */
  appendsArguments?: boolean;
}

export type ParsedCommand =
  | {
      understood: true;
      commands: SimpleCommand[];
      /** A `for` loop, on which a hook's `if` condition fires whatever it runs (see below). */
      conditionFiresOn?: string;
    }
  | {
      understood: false;
      /** What the checker does not vouch for, for the denial message. */
      reason: string;
      /**
       * Every simple command it runs, those inside substitutions, subshells and `if` included;
       * only a best effort when `hidden` is set.
       */
      commands: SimpleCommand[];
      /** Why a command it runs may be missing from `commands`; undefined when none is. */
      hidden: string | undefined;
      /**
       * A construct whose commands are all in `commands` but on which a hook's `if` condition
       * fires whatever they are, as Claude Code 2.1.332's conditions do (a `for` loop, a group,
       * `case`, a function, a heredoc whose body expands); undefined when there is none.
       */
      conditionFiresOn: string | undefined;
    };

/**
 * Programs whose purpose is to run another program: only a rule naming them covers them, unless
 * they are wrappers a rule looks through (see wrappedCommand). `alias`, `hash` (`-p`) and
 * `enable` (`-f`) count: they make a later word of the command run another program
 * (`alias r=rm` then `r x`, `hash -p /bin/rm ls; ls x`), which Claude Code 2.1.332 lets through a
 * `Bash(rm *)` deny rule.
 */
const commandRunners: ReadonlySet<string> = new Set([
  '.',
  'alias',
  'bash',
  'builtin',
  'busybox',
  'chroot',
  'chrt',
  'command',
  'dash',
  'doas',
  'env',
  'enable',
  'eval',
  'exec',
  'flock',
  'hash',
  'ionice',
  'ksh',
  'nice',
  'nohup',
  'nsenter',
  'parallel',
  'prlimit',
  'runuser',
  'script',
  'setsid',
  'sg',
  'sh',
  'source',
  'stdbuf',
  'strace',
  'su',
  'sudo',
  'systemd-run',
  'taskset',
  'time',
  'timeout',
  'trap',
  'unshare',
  'watch',
  'xargs',
  'zsh',
]);

/**
 * The name bash looks a program up by, or for a program given by its path (`/usr/bin/env`,
 * `./env`, `bin/env`) the file it runs: the word after its last `/`. Every check that asks which
 * program a command runs (runners, shells, deny rules) asks it of this name, so that a path is
 * never a way around a list or a rule that names the program.
 */
export function programName(word: string): string {
  return word.slice(word.lastIndexOf('/') + 1);
}

/** Does the program named by this word run other programs (eval, env, xargs, sudo, …)? */
export function runsOtherCommands(word: string): boolean {
  return commandRunners.has(programName(word));
}

/** How a wrapper's command line reads: its options and operands, then the command it runs. */
interface WrapperSyntax {
  /** Options without a value. */
  flags: readonly string[];
  /** Options with a value: `-s KILL`, `-sKILL`, `--signal=KILL`, `--signal KILL`. */
  valued: readonly string[];
  /** Words it reads after its options, before the command (timeout's duration). */
  operands: number;
  /** `NAME=value` words before the command set that command's environment (env). */
  assignments: boolean;
  /**
   * Whether an allow rule that covers the wrapped command covers the wrapper too. Not for env:
   * its assignments and options change what the command does (`env PATH=. npm test`).
   */
  allowLooksThrough: boolean;
  /** It adds arguments of its own, read from input, to the command (xargs). */
  appendsArguments: boolean;
}

const plainWrapper: WrapperSyntax = {
  flags: [],
  valued: [],
  operands: 0,
  assignments: false,
  allowLooksThrough: true,
  appendsArguments: false,
};

/**
 * Programs that run the command after their options and change nothing a rule is about: Claude
 * Code 2.1.332 judges `timeout 5 rm -rf x`, `nice -n 5 rm x`, `nohup rm x`, `stdbuf -o0 rm x`,
 * `time rm x`, `command rm x` and `echo x | xargs rm` by the command they run, for allow and deny
 * rules alike, and `env FOO=1 rm x` for deny rules only (`env FOO=1 npm test` is not allowed by
 * `Bash(npm test:*)`). A rule naming the wrapper (`Bash(timeout:*)`) covers the whole command as
 * well. Options not listed here (`env -S`, `time -o file`, `xargs -I`) leave the wrapper unread:
 * it then counts as running other programs, as sudo, ionice and setsid always do.
 */
const wrappers: Readonly<Record<string, WrapperSyntax>> = {
  command: { ...plainWrapper, flags: ['-p'] },
  env: {
    ...plainWrapper,
    flags: ['-', '-i', '--ignore-environment', '-0', '--null'],
    valued: ['-u', '--unset', '-C', '--chdir'],
    assignments: true,
    allowLooksThrough: false,
  },
  nice: { ...plainWrapper, valued: ['-n', '--adjustment'] },
  nohup: plainWrapper,
  stdbuf: { ...plainWrapper, valued: ['-i', '--input', '-o', '--output', '-e', '--error'] },
  time: { ...plainWrapper, flags: ['-p', '--portability', '-v', '--verbose', '-q', '--quiet'] },
  timeout: {
    ...plainWrapper,
    flags: ['--foreground', '--preserve-status', '-v', '--verbose'],
    valued: ['-s', '--signal', '-k', '--kill-after'],
    operands: 1,
  },
  xargs: {
    ...plainWrapper,
    flags: ['-0', '--null', '-r', '--no-run-if-empty', '-t', '--verbose', '-x', '--exit'],
    valued: [
      '-n',
      '--max-args',
      '-L',
      '--max-lines',
      '-P',
      '--max-procs',
      '-s',
      '--max-chars',
      '-d',
      '--delimiter',
      '-a',
      '--arg-file',
    ],
    appendsArguments: true,
  },
};

/**
 * The command a wrapper runs (`npm test` in `timeout -s KILL 5 npm test`), with the wrapper's
 * redirections; undefined when the program is no wrapper, a rule of this use does not look
 * through it, or its options are not all known literal words (`timeout $T npm test` could split
 * into any command).
 */
export function wrappedCommand(
  simple: SimpleCommand,
  use: 'allow' | 'deny',
): SimpleCommand | undefined {
  const [program, ...rest] = simple.words;
  if (program?.kind !== 'literal') return undefined;
  const syntax = wrappers[programName(program.value)];
  if (syntax === undefined || (use === 'allow' && !syntax.allowLooksThrough)) return undefined;
  const words: string[] = [];
  for (const word of rest) {
    if (word.kind !== 'literal') break;
    words.push(word.value);
  }
  let index = 0;
  const takesValue = (option: string): boolean => syntax.valued.includes(option);
  while (index < words.length && (words[index] as string).startsWith('-')) {
    const option = words[index] as string;
    index++;
    if (option === '--') break;
    if (syntax.flags.includes(option)) continue;
    if (takesValue(option)) {
      if (index >= words.length) return undefined;
      index++;
      continue;
    }
    const long = /^(--[^=]+)=/.exec(option)?.[1];
    if (long !== undefined && takesValue(long)) continue;
    if (!option.startsWith('--') && option.length > 2 && takesValue(option.slice(0, 2))) continue;
    return undefined;
  }
  index += syntax.operands;
  if (syntax.assignments) {
    while (index < words.length && /^[A-Za-z_]\w*=/.test(words[index] as string)) index++;
  }
  // Every word before the command must be a known literal (the command's own words may expand),
  // and a command must follow.
  if (index > words.length || index >= rest.length) return undefined;
  return {
    ...simple,
    words: rest.slice(index),
    appendsArguments: syntax.appendsArguments || simple.appendsArguments === true,
  };
}

/**
 * A simple command and, while its program is a wrapper that a rule of this use looks through,
 * the command the wrapper runs: `nice timeout 5 rm x`, `timeout 5 rm x`, `rm x`.
 */
export function commandLayers(simple: SimpleCommand, use: 'allow' | 'deny'): SimpleCommand[] {
  const layers = [simple];
  for (let inner = wrappedCommand(simple, use); inner; inner = wrappedCommand(inner, use)) {
    layers.push(inner);
  }
  return layers;
}

/**
 * Shells run a script or a `-c` string. Claude Code 2.1.332 checks `bash x.sh` and
 * `sh -c 'git push'` as the shell's own command line: a deny rule such as `Bash(git push:*)` does
 * not look into the script or the string, as it does not look into `./x.sh`.
 */
const shells: ReadonlySet<string> = new Set(['bash', 'dash', 'ksh', 'sh', 'zsh']);

/**
 * Why a deny rule (`use` deny) or a hook's `if` condition (`use` condition) cannot be checked on
 * this command: the checker does not understand it, or one of its programs is computed or runs
 * other programs (its arguments could name the denied program). A shell counts as one only for a
 * condition, which fires on anything that might run the program; for deny rules it does not, as
 * in Claude Code. A condition also fires on the constructs Claude Code's conditions do not read
 * (see conditionFiresOn).
 */
export function hiddenProgramReason(
  parsed: ParsedCommand,
  use: 'deny' | 'condition',
): string | undefined {
  const throughShells = use === 'condition';
  if (!parsed.understood && parsed.hidden !== undefined) return parsed.hidden;
  if (throughShells && parsed.conditionFiresOn !== undefined) {
    return parsed.conditionFiresOn;
  }
  for (const simple of parsed.commands) {
    const program = commandLayers(simple, 'deny').at(-1)?.words[0];
    if (program?.kind !== 'literal') return 'its program name is computed by bash';
    if (!throughShells && shells.has(programName(program.value))) continue;
    if (runsOtherCommands(program.value)) return `\`${program.value}\` runs other programs`;
  }
  return undefined;
}

const maximumCommandLength = 100_000;

// Node types of mvdan/sh's syntax tree (https://pkg.go.dev/mvdan.cc/sh/v3/syntax); its
// GopherJS objects expose the Go fields by name.
/* eslint-disable @typescript-eslint/no-explicit-any -- the parser's nodes are untyped GopherJS objects */
type Node = any;
/* eslint-enable @typescript-eslint/no-explicit-any */

/**
 * mvdan/sh's parser (GopherJS output: 1.6 MB of code, ~33 MB of memory once initialised) loads on
 * the first Bash decision, not at start: most runs never call Bash, and none needs it before its
 * first model request.
 */
let loadedSyntax: Node | undefined;
let loading: Promise<void> | undefined;

export function shellParserLoaded(): boolean {
  return loadedSyntax !== undefined;
}

/** Loads the shell parser once; parseShellCommand needs it. */
export function loadShellParser(): Promise<void> {
  loading ??= import('mvdan-sh').then((module) => {
    loadedSyntax = (module.default as { syntax: Node }).syntax;
  });
  return loading;
}

function shellSyntax(): Node {
  if (loadedSyntax === undefined) {
    throw new InternalError('the shell parser was used before loadShellParser() finished');
  }
  return loadedSyntax;
}

class NotUnderstood extends Error {}

/**
 * How far the collector reads: `plain` only what prefix rules vouch for (see the top of this
 * file); `every` also the forms whose commands all stay in sight (assignments, substitutions,
 * subshells, `if`, `while`, `!`, loops over words, groups, `case`, functions, heredocs), listing
 * the commands inside them.
 */
type Reading = 'plain' | 'every';

interface ReadContext {
  source: Buffer;
  reading: Reading;
  /** The first construct read on which a hook's `if` fires anyway (see conditionFiresOn). */
  conditionFiresOn?: string;
  /** The variables set so far by assignments on their own (see readLocalAssignment). */
  assigned?: Set<string>;
}

/** The permission policy reads one command several times (allow, deny, message): parse once. */
let lastParsed: { command: string; parsed: ParsedCommand } | undefined;

export function parseShellCommand(command: string): ParsedCommand {
  if (lastParsed?.command !== command) lastParsed = { command, parsed: parseUncached(command) };
  return lastParsed.parsed;
}

function parseUncached(command: string): ParsedCommand {
  const syntax = shellSyntax();
  const early = refusedCharacters(command);
  if (early !== undefined) {
    return {
      understood: false,
      reason: early,
      commands: [],
      hidden: early,
      conditionFiresOn: early,
    };
  }
  let file: Node;
  try {
    file = syntax
      .NewParser(syntax.Variant(syntax.LangBash), syntax.KeepComments(true))
      .Parse(command, '');
  } catch (error) {
    const reason = `it does not parse (${parseMessage(error)})`;
    return { understood: false, reason, commands: [], hidden: reason, conditionFiresOn: reason };
  }
  const source = Buffer.from(command, 'utf8');
  // Either reading refuses a comment it cannot vouch for: looked at once, for both.
  try {
    checkComments(file, source);
  } catch (error) {
    const refused = failureReason(error);
    const commands = everySimpleCommand(file, source);
    return {
      understood: false,
      reason: refused,
      commands,
      hidden: refused,
      conditionFiresOn: refused,
    };
  }
  let reason: string;
  try {
    const plain: ReadContext = { source, reading: 'plain', assigned: new Set() };
    const commands = readCommands(file, plain);
    const { conditionFiresOn } = plain;
    if (commands.length > 0) {
      return {
        understood: true,
        commands,
        ...(conditionFiresOn === undefined ? {} : { conditionFiresOn }),
      };
    }
    reason = 'it has no command';
  } catch (error) {
    reason = failureReason(error);
  }
  const context: ReadContext = { source, reading: 'every' };
  try {
    const commands = readCommands(file, context);
    const { conditionFiresOn } = context;
    return { understood: false, reason, commands, hidden: undefined, conditionFiresOn };
  } catch (error) {
    const hidden = failureReason(error);
    const commands = everySimpleCommand(file, source);
    return { understood: false, reason, commands, hidden, conditionFiresOn: hidden };
  }
}

function readCommands(file: Node, context: ReadContext): SimpleCommand[] {
  const commands: SimpleCommand[] = [];
  for (const statement of file.Stmts as Node[]) collectStatement(statement, context, commands);
  return commands;
}

function failureReason(error: unknown): string {
  return error instanceof NotUnderstood
    ? error.message
    : `the checker failed on it (${String(error)})`;
}

function refusedCharacters(command: string): string | undefined {
  if (command.length > maximumCommandLength) return 'it is longer than the checker reads';
  if (command.includes('\0')) return 'it contains a NUL byte';
  if (command.includes('\r')) return 'it contains a carriage return';
  if (/\\\n/.test(command)) return 'it contains a line continuation (a backslash before a newline)';
  return undefined;
}

/**
 * Bash starts a comment only at the start of a word; mvdan/sh also after a closing quote or an
 * expansion (`"a"#b; touch X` is one command to bash, `"a"` and a comment to the parser).
 */
function checkComments(file: Node, source: Buffer): void {
  const syntax = shellSyntax();
  syntax.Walk(file, (node: Node) => {
    if (node && syntax.NodeType(node) === 'Comment') {
      const offset = node.Hash.Offset() as number;
      const before = offset === 0 ? ' ' : String.fromCharCode(source[offset - 1] as number);
      if (!' \t\n;&|()<>'.includes(before)) {
        throw new NotUnderstood('it has a `#` inside a word, which the parser reads as a comment');
      }
    }
    return true;
  });
}

/**
 * `condition`: the statement is the condition of an `if`, `while` or `until`, where prefix rules
 * read a `!` (`if ! [ -f x ]; then …`), as Claude Code 2.1.332 does; elsewhere it asks for one.
 */
function collectStatement(
  statement: Node,
  context: ReadContext,
  into: SimpleCommand[],
  condition = false,
): void {
  const syntax = shellSyntax();
  const every = context.reading === 'every';
  if (statement.Negated === true && !every && !condition) {
    throw new NotUnderstood('it negates a command with `!` outside the condition of an `if`');
  }
  if (statement.Coprocess === true) throw new NotUnderstood('it starts a coprocess');
  const command = statement.Cmd;
  if (command === null || command === undefined) {
    throw new NotUnderstood('it has a redirection without a command');
  }
  const type = syntax.NodeType(command) as string;
  const inner = (statements: readonly Node[], inCondition = false): void => {
    for (const each of statements) collectStatement(each, context, into, inCondition);
  };
  if (type !== 'CallExpr') {
    if ((statement.Redirs as Node[]).length > 0) {
      if (!every) {
        throw new NotUnderstood(
          type === 'TimeClause'
            ? 'it redirects the output of `time`'
            : 'it redirects a whole pipeline or list',
        );
      }
      for (const redirect of statement.Redirs as Node[]) readRedirect(redirect, context, [], into);
    }
    if (type === 'BinaryCmd') return inner([command.X, command.Y], condition);
    // Bash's `time` keyword runs its pipeline as it stands and reports how long it took. It also
    // takes `--` (and `-p`, which the parser reads), which the parser leaves as the first word:
    // `time -- rm x` runs rm, so a first word that is an option is not read as the program.
    if (type === 'TimeClause' && command.Stmt) {
      const timed = (command.Stmt as Node).Cmd as Node | null | undefined;
      const first =
        timed && syntax.NodeType(timed) === 'CallExpr' ? (timed.Args as Node[])[0] : undefined;
      const word = first ? readWord(first) : undefined;
      if (word?.kind === 'literal' && word.value.startsWith('-')) {
        throw new NotUnderstood(`it passes \`time\` the option \`${word.value}\``);
      }
      return inner([command.Stmt]);
    }
    if (every && type === 'Subshell') return inner(command.Stmts as Node[]);
    // `if` and `while`/`until` run their conditions and bodies, and nothing else: prefix rules
    // read them too, every command inside needing a rule (or only reading), as Claude Code
    // 2.1.332 runs `if [ -f package.json ]; then npm test; fi` under `Bash(npm test:*)`.
    if (type === 'WhileClause') {
      inner(command.Cond as Node[], true);
      return inner(command.Do as Node[]);
    }
    if (type === 'IfClause') {
      // `elif` and `else` are further IfClauses (an `else` has no condition).
      for (let clause = command; clause; clause = clause.Else) {
        inner(clause.Cond as Node[], true);
        inner(clause.Then as Node[]);
      }
      return;
    }
    if (!every && type === 'ForClause') {
      context.conditionFiresOn ??= describeCompound(type);
      return inner(loopOverWords(command, context));
    }
    if (every && ['ForClause', 'Block', 'CaseClause', 'FuncDecl'].includes(type)) {
      context.conditionFiresOn ??= describeCompound(type);
      return inner(compoundParts(command, type, context, into));
    }
    throw new NotUnderstood(describeCompound(type));
  }
  if (!every && (command.Args as Node[]).length === 0) {
    return readLocalAssignment(statement, command, context);
  }
  // Commands inside substitutions come after the command whose words hold them.
  const nested: SimpleCommand[] = [];
  for (const assignment of command.Assigns as Node[]) {
    if (!every) {
      checkEnvironmentPrefix(assignment);
      continue;
    }
    if (assignment.Array || assignment.Index) {
      throw new NotUnderstood('it assigns an array or an array element');
    }
    if (assignment.Value) readWord(assignment.Value, context, nested);
  }
  const words = (command.Args as Node[]).map((word) => readWord(word, context, nested));
  if (words.length === 0 && !every) throw new NotUnderstood('it has no command name');
  let writesFile = false;
  const readsFrom: string[] = [];
  for (const redirect of statement.Redirs as Node[]) {
    writesFile = readRedirect(redirect, context, readsFrom, nested) || writesFile;
  }
  // Only assignments (`x=1`): no command runs but those in their values.
  if (words.length > 0) {
    into.push({ text: sliceOf(statement, context.source), words, writesFile, readsFrom });
  }
  into.push(...nested);
}

/**
 * The statements of a loop over words, a group, `case` or a function definition, after reading
 * the words it expands (a loop's list, `case`'s subject and patterns) for the commands in them.
 * A function's body counts as run: whether and how often it is called is not read.
 */
function compoundParts(
  command: Node,
  type: string,
  context: ReadContext,
  into: SimpleCommand[],
): Node[] {
  const syntax = shellSyntax();
  switch (type) {
    case 'ForClause': {
      const loop = command.Loop as Node;
      // `for ((i = 0; …))` is arithmetic, which can run commands hidden in variables' values.
      if (syntax.NodeType(loop) !== 'WordIter') throw new NotUnderstood(describeCompound(type));
      for (const word of loop.Items as Node[]) readWord(word, context, into);
      return command.Do as Node[];
    }
    case 'Block':
      return command.Stmts as Node[];
    case 'CaseClause':
      readWord(command.Word, context, into);
      return (command.Items as Node[]).flatMap((item) => {
        for (const pattern of item.Patterns as Node[]) readWord(pattern, context, into);
        return item.Stmts as Node[];
      });
    default:
      return [command.Body as Node];
  }
}

/**
 * The body of `for NAME in WORDS; do …; done`, read for prefix rules: a loop over plain words
 * whose variable no command in it expands (`for d in a b; do npm test; done`), as Claude Code
 * 2.1.332 reads it; it asks for `for d in a b; do node -e $d; done`. The variable must be a
 * lowercase one of the command's own (`for PATH in .; do npm test; done` would run `./npm`). Not
 * `select` (it reads its input) nor `for ((…))` (arithmetic).
 */
function loopOverWords(command: Node, context: ReadContext): Node[] {
  const syntax = shellSyntax();
  const loop = command.Loop as Node;
  if (command.Select === true || syntax.NodeType(loop) !== 'WordIter') {
    throw new NotUnderstood(describeCompound('ForClause'));
  }
  const name = loop.Name.Value as string;
  if (!localVariable(name)) {
    throw new NotUnderstood(
      `its loop sets \`${name}\`, which a program or bash itself may read (only a lowercase variable of its own, such as \`for d in …\`, is read)`,
    );
  }
  for (const word of loop.Items as Node[]) readWord(word, context);
  context.assigned?.add(name);
  return command.Do as Node[];
}

/**
 * `x=1` on its own, read for prefix rules: it changes nothing the command's programs run with,
 * provided no later word expands `$x` (see readWord) and `x` is not a variable a program or bash
 * itself reads (see localVariable). Claude Code 2.1.332 runs `x=1; node -e 1` under
 * `Bash(node:*)`, and refuses `x=1; node -e $x`, `a=1 b=2; …` and `PATH=…; …`.
 */
function readLocalAssignment(statement: Node, command: Node, context: ReadContext): void {
  const assignments = command.Assigns as Node[];
  const [assignment] = assignments;
  if (assignments.length !== 1 || !assignment || (statement.Redirs as Node[]).length > 0) {
    throw new NotUnderstood('it sets variables (`NAME=value`) other than one on its own');
  }
  if (assignment.Array || assignment.Index) {
    throw new NotUnderstood('it assigns an array or an array element');
  }
  const name = assignment.Name.Value as string;
  // `CI=1; npm test` as `CI=1 npm test`: the variable may be exported already, and is harmless.
  if (harmlessPrefixVariables.has(name)) checkEnvironmentPrefix(assignment);
  else if (!localVariable(name)) {
    throw new NotUnderstood(
      `it sets \`${name}\`, which a program or bash itself may read (only a lowercase variable of its own, such as \`x=1\`, is read)`,
    );
  }
  if (assignment.Value) readWord(assignment.Value, context);
  context.assigned?.add(name);
}

/**
 * Lowercase names, which by convention are a script's own: an assignment to a variable already
 * in the environment (PATH, LD_PRELOAD, NODE_OPTIONS, GIT_*, …) passes its new value to every
 * later program, and bash reads some of its own (IFS, HOME, CDPATH, BASH_ENV). Stricter than
 * Claude Code 2.1.332, which refuses PATH, HOME, IFS and LD_PRELOAD but runs `NODE_OPTIONS=…;
 * node …`. The lowercase variables programs read from the environment are left out too.
 */
function localVariable(name: string): boolean {
  return (
    /^[a-z_][a-z0-9_]*$/.test(name) &&
    !/^(https?_proxy|ftp_proxy|all_proxy|no_proxy|npm_.*|histchars|auto_resume)$/.test(name)
  );
}

/**
 * Variables that tune how a program reports or builds and never make it run other code: a
 * prefix setting them (`CI=1 npm test`, `NODE_ENV=test node x.js`) leaves the command covered by
 * the rule for the command. Claude Code 2.1.332 runs these under `Bash(npm test:*)` and
 * `Bash(node:*)`; any other name (`FOO=1`, `PATH=.`, `NODE_OPTIONS=--require=x`, `LD_PRELOAD`,
 * `BASH_ENV`, `GIT_SSH_COMMAND`, a lowercase `x=1`) it asks about, and so the checker does not
 * read the command.
 */
const harmlessPrefixVariables: ReadonlySet<string> = new Set([
  'CI',
  'NODE_ENV',
  'DEBIAN_FRONTEND',
  'ANTHROPIC_API_KEY',
  'GOOS',
  'GOARCH',
  'GOEXPERIMENT',
  'CGO_ENABLED',
  'GO111MODULE',
  'RUST_BACKTRACE',
  'RUST_LOG',
  'PYTHONUNBUFFERED',
  'PYTHONDONTWRITEBYTECODE',
  'PYTEST_DISABLE_PLUGIN_AUTOLOAD',
  'PYTEST_DEBUG',
  'GIT_TERMINAL_PROMPT',
  'TZ',
  'TERM',
  'COLORTERM',
  'NO_COLOR',
  'FORCE_COLOR',
  'CLICOLOR',
  'CLICOLOR_FORCE',
  'COLUMNS',
  'LINES',
  'LS_COLORS',
  'LSCOLORS',
  'GREP_COLOR',
  'GREP_COLORS',
  'GCC_COLORS',
  'TIME_STYLE',
  'BLOCK_SIZE',
  'BLOCKSIZE',
  'CHARSET',
  'LANG',
  'LANGUAGE',
  'LC_ALL',
  'LC_CTYPE',
  'LC_TIME',
]);

/**
 * A locale as LANG, LC_ALL and LC_CTYPE may name it for a prefix: `C`, `POSIX`, `C.UTF-8`,
 * `en_US.UTF-8`. Claude Code 2.1.332 runs those and asks for `LANG=foo` and `LC_CTYPE=de_DE`.
 */
const prefixLocale = /^(C|POSIX)$|^(C|[a-z]{2,3}(_[a-z]{2})?)\.(UTF-8|utf8)(@\w+)?$|^UTF-8$/i;

/**
 * `NAME=value` before a command, read for prefix rules: the name must be one of
 * harmlessPrefixVariables and the value plain unquoted text (letters, digits, `_ . : - /`) that is
 * no path to a file elsewhere: no leading `/` or `.`, no `..`, `//` or `:/`. As Claude Code 2.1.332
 * reads it: it asks for `NODE_ENV="test"`, `CI=`, `NODE_ENV=$HOME`, `NODE_ENV=a,b`,
 * `NODE_ENV=/tmp/x`, `TZ=/etc/localtime` and `NODE_ENV+=x`, and runs `TZ=Europe/Paris`. A locale
 * variable's value holds no `/` at all (glibc reads a locale named with one from that path), where
 * Claude Code runs `LANGUAGE=a/b`.
 */
function checkEnvironmentPrefix(assignment: Node): void {
  const syntax = shellSyntax();
  const name = assignment.Name.Value as string;
  const parts = (assignment.Value?.Parts ?? []) as Node[];
  const [part] = parts;
  const value =
    parts.length === 1 && syntax.NodeType(part) === 'Lit' ? (part.Value as string) : undefined;
  const plain =
    value !== undefined &&
    /^[\w.:/-]+$/.test(value) &&
    !/^[./]|\/\/|\.\.|:\/|\/$/.test(value) &&
    (!/^(LANG|LANGUAGE|LC_\w+)$/.test(name) || !value.includes('/')) &&
    (!['LANG', 'LC_ALL', 'LC_CTYPE'].includes(name) || prefixLocale.test(value));
  if (
    !harmlessPrefixVariables.has(name) ||
    assignment.Append === true ||
    assignment.Array ||
    assignment.Index ||
    !plain
  ) {
    throw new NotUnderstood(
      `it sets \`${name}\` before the command; a prefix rule covers a command with variables before it only when each is one that changes no program it runs (CI, NODE_ENV, LANG, TZ, …; see docs/tools.md) set to plain text such as \`CI=1\``,
    );
  }
}

function describeCompound(type: string): string {
  const names: Record<string, string> = {
    Subshell: 'a subshell `( … )`',
    Block: 'a group `{ …; }`',
    FuncDecl: 'a function definition',
    IfClause: 'an `if` statement',
    WhileClause: 'a `while`/`until` loop',
    ForClause: 'a `for`/`select` loop',
    CaseClause: 'a `case` statement',
    ArithmCmd: 'arithmetic `(( … ))`',
    TestClause: 'a test `[[ … ]]`',
    DeclClause: 'a declaration (declare, export, local, readonly, typeset)',
    LetClause: '`let` arithmetic',
    TimeClause: '`time`',
    CoprocClause: 'a coprocess',
  };
  return `it uses ${names[type] ?? `a ${type}`}`;
}

/**
 * A word after quote removal, or NotUnderstood when bash could run something to compute it. Read
 * for `every` command, a command substitution is read too: its commands go into `nested`, and
 * the word is expanding.
 */
function readWord(word: Node, context?: ReadContext, nested: SimpleCommand[] = []): ShellWord {
  const syntax = shellSyntax();
  const substitution = (part: Node): true => {
    if (context?.reading !== 'every') throw new NotUnderstood(describeWordPart('CmdSubst'));
    for (const statement of part.Stmts as Node[]) collectStatement(statement, context, nested);
    return true;
  };
  let value = '';
  let expanding = false;
  const brackets = { open: false };
  (word.Parts as Node[]).forEach((part) => {
    const type = syntax.NodeType(part) as string;
    switch (type) {
      case 'Lit': {
        const read = unquotedLiteral(part.Value as string, brackets);
        value += read.value;
        expanding ||= read.expanding;
        return;
      }
      case 'SglQuoted':
        if (part.Dollar === true) throw new NotUnderstood("it uses an ANSI-C string `$'…'`");
        value += part.Value as string;
        return;
      case 'DblQuoted':
        if (part.Dollar === true) throw new NotUnderstood('it uses a locale string `$"…"`');
        for (const inner of part.Parts as Node[]) {
          const innerType = syntax.NodeType(inner) as string;
          if (innerType === 'Lit') value += doubleQuotedLiteral(inner.Value as string);
          else if (innerType === 'ParamExp') expanding = checkedParameter(inner, context);
          else if (innerType === 'CmdSubst') expanding = substitution(inner);
          else throw new NotUnderstood(describeWordPart(innerType));
        }
        return;
      case 'ParamExp':
        expanding = checkedParameter(part, context);
        return;
      case 'CmdSubst':
        expanding = substitution(part);
        return;
      default:
        throw new NotUnderstood(describeWordPart(type));
    }
  });
  return expanding ? { kind: 'expanding' } : { kind: 'literal', value };
}

function describeWordPart(type: string): string {
  const names: Record<string, string> = {
    CmdSubst: 'command substitution `$( … )` or backticks',
    ProcSubst: 'process substitution `<( … )` or `>( … )`',
    ArithmExp: 'arithmetic expansion `$(( … ))`',
    ExtGlob: 'an extended glob',
    BraceExp: 'brace expansion',
    ParamExp: 'parameter expansion with operators',
  };
  return `it uses ${names[type] ?? `a ${type}`}`;
}

/**
 * `$NAME` or `${NAME}` only: operators can assign, index (arithmetic) or run substitutions. Not
 * a variable the command itself set (see readLocalAssignment): its value is not checked.
 */
function checkedParameter(expansion: Node, context?: ReadContext): true {
  const plain =
    expansion.Excl !== true &&
    expansion.Length !== true &&
    expansion.Width !== true &&
    !expansion.Names &&
    (expansion.Index === null || expansion.Index === undefined) &&
    (expansion.Slice === null || expansion.Slice === undefined) &&
    (expansion.Repl === null || expansion.Repl === undefined) &&
    (expansion.Exp === null || expansion.Exp === undefined);
  if (!plain) throw new NotUnderstood(describeWordPart('ParamExp'));
  if (context?.assigned?.has(expansion.Param.Value as string) === true) {
    throw new NotUnderstood('it expands a variable it sets itself (`x=…; … $x`)');
  }
  return true;
}

/**
 * Quote removal of an unquoted literal: `\x` is `x`. Unescaped glob (`*`, `?`, a `[` closed by a
 * later `]` of the word), brace (`{ }`) and tilde characters make the word expanding: its
 * arguments are computed by bash. A `[` never closed is itself (`[ -f x ]` runs `[`).
 */
function unquotedLiteral(
  raw: string,
  brackets: { open: boolean },
): { value: string; expanding: boolean } {
  let value = '';
  let expanding = false;
  for (let index = 0; index < raw.length; index++) {
    const char = raw[index] as string;
    if (char === '\\') {
      const escaped = raw[index + 1];
      if (escaped === undefined) throw new NotUnderstood('it ends with a backslash');
      value += escaped;
      index++;
    } else {
      if ('*?{}~'.includes(char) || (char === ']' && brackets.open)) expanding = true;
      if (char === '[') brackets.open = true;
      value += char;
    }
  }
  return { value, expanding };
}

/** Inside double quotes a backslash escapes only `$`, backquote, `"` and `\`. */
function doubleQuotedLiteral(raw: string): string {
  return raw.replace(/\\([$`"\\])/g, '$1');
}

const harmlessTargets = new Set(['/dev/null']);

/**
 * Does the redirection write a file? An input redirection's file goes into `readsFrom`.
 * NotUnderstood for heredocs and computed targets.
 */
function readRedirect(
  redirect: Node,
  context: ReadContext,
  readsFrom: string[],
  nested: SimpleCommand[],
): boolean {
  const operator = /^(&>>|&>|>>|>&|>\||<>|<<<|<<-|<<|<&|>|<)/.exec(
    context.source.subarray(redirect.OpPos.Offset() as number).toString('utf8'),
  )?.[1];
  if (operator === undefined)
    throw new NotUnderstood('it uses a redirection the checker does not know');
  if (operator.startsWith('<<')) {
    if (context.reading !== 'every') throw new NotUnderstood('it uses a heredoc or here-string');
    // A here-string's word expands as an argument does; a heredoc's body, unless its delimiter
    // is quoted, as in double quotes. Either is only input to the command.
    if (operator === '<<<') readWord(redirect.Word, context, nested);
    else readHeredocBody(redirect, context, nested);
    return false;
  }
  const descriptor = redirect.N?.Value as string | undefined;
  if (descriptor !== undefined && descriptor !== null && !/^\d+$/.test(descriptor)) {
    throw new NotUnderstood('it redirects a named descriptor `{name}>`');
  }
  const target = readWord(redirect.Word, context, nested);
  if (target.kind !== 'literal') throw new NotUnderstood('it redirects to a computed target');
  if (operator === '<') {
    readsFrom.push(target.value);
    return false;
  }
  if (operator === '>&' || operator === '<&') {
    if (/^(\d+|-)$/.test(target.value)) return false;
    if (operator === '<&') throw new NotUnderstood('it duplicates a descriptor from a file name');
  }
  return !harmlessTargets.has(target.value);
}

/**
 * The commands a heredoc's body runs as it expands: its command substitutions. Parameter operators
 * and arithmetic are not read, as in words. With a quoted delimiter (`<<'EOF'`, `<<\EOF`)
 * nothing in the body expands: mvdan/sh keeps it as one literal.
 */
function readHeredocBody(redirect: Node, context: ReadContext, nested: SimpleCommand[]): void {
  const syntax = shellSyntax();
  const delimiterQuoted = (redirect.Word.Parts as Node[]).some(
    (part) => syntax.NodeType(part) !== 'Lit' || (part.Value as string).includes('\\'),
  );
  if (!delimiterQuoted) context.conditionFiresOn ??= 'it uses a heredoc whose body expands';
  const body = redirect.Hdoc as Node | null | undefined;
  for (const part of (body?.Parts ?? []) as Node[]) {
    const type = syntax.NodeType(part) as string;
    if (type === 'Lit') continue;
    if (type === 'ParamExp') checkedParameter(part);
    else if (type === 'CmdSubst') {
      for (const statement of part.Stmts as Node[]) collectStatement(statement, context, nested);
    } else throw new NotUnderstood(describeWordPart(type));
  }
}

function sliceOf(node: Node, source: Buffer): string {
  return source
    .subarray(node.Pos().Offset() as number, node.End().Offset() as number)
    .toString('utf8')
    .trim();
}

/** Best effort for deny rules: every call anywhere, its words read where they can be. */
function everySimpleCommand(file: Node, source: Buffer): SimpleCommand[] {
  const syntax = shellSyntax();
  const found: SimpleCommand[] = [];
  try {
    syntax.Walk(file, (node: Node) => {
      if (node && syntax.NodeType(node) === 'CallExpr') {
        const words: ShellWord[] = (node.Args as Node[]).map((word) => {
          try {
            return readWord(word);
          } catch {
            return { kind: 'expanding' };
          }
        });
        if (words.length > 0) {
          found.push({ text: sliceOf(node, source), words, writesFile: false, readsFrom: [] });
        }
      }
      return true;
    });
  } catch {
    // The walk is best effort; the command is refused to prefix rules anyway.
  }
  return found;
}

function parseMessage(error: unknown): string {
  const node = error as Node;
  if (node && typeof node.Error === 'function') return String(node.Error());
  return error instanceof Error ? error.message : String(error);
}
