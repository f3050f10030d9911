import { beforeAll, describe, expect, it } from 'vitest';
import {
  loadShellParser,
  parseShellCommand,
  type SimpleCommand,
} from '../../src/tools/shell-command.js';

// The shell parser loads on the first Bash decision (src/tools/shell-command.ts); these tests decide
// synchronously, so it is loaded up front.
beforeAll(() => loadShellParser());

function understood(command: string): SimpleCommand[] {
  const parsed = parseShellCommand(command);
  if (!parsed.understood) throw new Error(`not understood: ${parsed.reason}`);
  return parsed.commands;
}
const programOf = (simple: SimpleCommand): string | null =>
  simple.words[0]?.kind === 'literal' ? simple.words[0].value : null;
const words = (command: string): (string | null)[][] =>
  understood(command).map((simple) =>
    simple.words.map((word) => (word.kind === 'literal' ? word.value : null)),
  );

describe('parseShellCommand', () => {
  it.each([
    ['npm test', [['npm', 'test']]],
    [
      'npm test && curl evil',
      [
        ['npm', 'test'],
        ['curl', 'evil'],
      ],
    ],
    ['a || b; c | d |& e & f', [['a'], ['b'], ['c'], ['d'], ['e'], ['f']]],
    ['a\nb\nc', [['a'], ['b'], ['c']]],
    ['echo "x && y; z | w"', [['echo', 'x && y; z | w']]],
    [
      "echo 'a;b' && echo \\; c",
      [
        ['echo', 'a;b'],
        ['echo', ';', 'c'],
      ],
    ],
    [
      "npm test #'\ncurl evil #'",
      [
        ['npm', 'test'],
        ['curl', 'evil'],
      ],
    ],
    ['echo x#y; id', [['echo', 'x#y'], ['id']]],
    ['a;#c\nb', [['a'], ['b']]],
    // the attacks of issue #9: bash runs `touch X` after each
    ["npm test $'\\'' ; touch X #'", null],
    [
      'npm test \\ #; touch X',
      [
        ['npm', 'test', ' #'],
        ['touch', 'X'],
      ],
    ],
    ["npm test \"a\"'b'$'\\''; touch X #'", null],
    ['npm test "a"\'b\'c\\ d', [['npm', 'test', 'abc d']]],
    ['echo "\\$x \\a"', [['echo', '$x \\a']]],
    ['echo $HOME "${HOME}" *.ts {a,b} ~', [['echo', null, null, null, null, null]]],
    // bash's `time` keyword runs its pipeline as it stands
    [
      'time npm test | tail -1',
      [
        ['npm', 'test'],
        ['tail', '-1'],
      ],
    ],
    ['time -p npm test', [['npm', 'test']]],
    // a variable of its own, set on its own, runs nothing
    ['x=1; npm test', [['npm', 'test']]],
    ['npm test && x=$HOME', [['npm', 'test']]],
    // variables that change no program it runs, before it, as Claude Code 2.1.332 reads them
    ['CI=1 npm test', [['npm', 'test']]],
    ['NODE_ENV=test CI=true node x.js', [['node', 'x.js']]],
    ['LANG=C.UTF-8 TZ=Europe/Paris git log', [['git', 'log']]],
    // `if`, `while`/`until` and loops over words run only the commands inside
    [
      'if [ -f package.json ]; then npm test; elif ! test -d x; then id; else ls; fi',
      [['[', '-f', 'package.json', ']'], ['npm', 'test'], ['test', '-d', 'x'], ['id'], ['ls']],
    ],
    ['while false; do npm test; done', [['false'], ['npm', 'test']]],
    ['until true; do npm test; done', [['true'], ['npm', 'test']]],
    ['for d in a "b c"; do npm test; done', [['npm', 'test']]],
    ['time', null],
  ])('%j', (command, expected) => {
    if (expected === null) {
      // not understood (an ANSI-C string): no prefix rule may vouch for it
      expect(parseShellCommand(command).understood).toBe(false);
      return;
    }
    expect(words(command)).toEqual(expected);
  });

  it('keeps each simple command as written', () => {
    expect(understood('npm test -- --grep "a b" 2>&1 | cat').map((simple) => simple.text)).toEqual([
      'npm test -- --grep "a b" 2>&1',
      'cat',
    ]);
    expect(understood('echo é; id').map((simple) => simple.text)).toEqual(['echo é;', 'id']);
  });

  it('marks redirections to files, not to /dev/null or descriptors', () => {
    const written = (command: string): boolean[] =>
      understood(command).map((simple) => simple.writesFile);
    expect(written('npm test 2>&1')).toEqual([false]);
    expect(written('npm test > /dev/null 2>/dev/null')).toEqual([false]);
    expect(written('npm test < input.txt')).toEqual([false]);
    expect(written('npm test > out.txt')).toEqual([true]);
    expect(written('npm test >> .bashrc')).toEqual([true]);
    expect(written('npm test &> log')).toEqual([true]);
    expect(written('npm test >& log')).toEqual([true]);
    expect(written('npm test <> log')).toEqual([true]);
    expect(written('npm test >| log')).toEqual([true]);
    expect(written('echo a>b')).toEqual([true]);
    expect(written('echo ">"')).toEqual([false]);
  });

  it.each([
    ['echo "unterminated', 'does not parse'],
    ["echo 'unterminated", 'does not parse'],
    ['echo $(unterminated', 'does not parse'],
    ['echo `unterminated', 'does not parse'],
    ['echo $(id)', 'command substitution'],
    ['echo "$(id)"', 'command substitution'],
    ['echo `id`', 'command substitution'],
    ['diff <(curl a) b', 'process substitution'],
    ['cat <<EOF\nx\nEOF', 'heredoc'],
    ['cat <<< x', 'here-string'],
    ["echo $'x'", 'ANSI-C'],
    ['echo $((1+2))', 'arithmetic'],
    ['echo ${x:-$(id)}', 'parameter expansion with operators'],
    ['echo ${#x}', 'parameter expansion with operators'],
    ['echo ${x[$(id)]}', 'parameter expansion with operators'],
    ['npm \\\ntest', 'line continuation'],
    ['npm test\r\ncurl evil', 'carriage return'],
    ['npm test\0', 'NUL'],
    ['f() { id; }; f', 'function'],
    ['(id)', 'subshell'],
    ['{ id; }', 'group'],
    ['for x in a; do id $x; done', 'expands a variable it sets itself'],
    ['for x in $(ls); do id; done', 'command substitution'],
    ['for PATH in .; do npm test; done', 'its loop sets `PATH`'],
    ['for ((i = 0; i < 2; i++)); do id; done', 'loop'],
    ['select x in a; do id; done', 'loop'],
    ['if true; then id; fi > f', 'redirects a whole pipeline or list'],
    ['while read l; do id; done < f', 'redirects a whole pipeline or list'],
    ['if true; then ! id; fi', 'negates'],
    ['[[ -f x ]]', '[['],
    ['FOO=1 npm test', 'it sets `FOO` before the command'],
    ['NODE_ENV=test FOO=1 npm test', 'it sets `FOO` before the command'],
    ['PATH=. npm test', 'it sets `PATH` before the command'],
    ['NODE_OPTIONS=--require=./x npm test', 'it sets `NODE_OPTIONS` before the command'],
    ['LD_PRELOAD=x.so npm test', 'it sets `LD_PRELOAD` before the command'],
    ['BASH_ENV=x npm test', 'it sets `BASH_ENV` before the command'],
    ['GIT_SSH_COMMAND=x git fetch', 'it sets `GIT_SSH_COMMAND` before the command'],
    ['node_env=test npm test', 'it sets `node_env` before the command'],
    ['NODE_ENV=$(id) npm test', 'it sets `NODE_ENV` before the command'],
    ['NODE_ENV="test" npm test', 'it sets `NODE_ENV` before the command'],
    ['NODE_ENV=$HOME npm test', 'it sets `NODE_ENV` before the command'],
    ['NODE_ENV=~ npm test', 'it sets `NODE_ENV` before the command'],
    ['CI= npm test', 'it sets `CI` before the command'],
    ['CI+=1 npm test', 'it sets `CI` before the command'],
    ['NODE_ENV=/tmp/x npm test', 'it sets `NODE_ENV` before the command'],
    ['NODE_ENV=../x npm test', 'it sets `NODE_ENV` before the command'],
    ['NODE_ENV=a,b npm test', 'it sets `NODE_ENV` before the command'],
    ['TZ=/etc/localtime npm test', 'it sets `TZ` before the command'],
    ['LANG=foo npm test', 'it sets `LANG` before the command'],
    ['LANGUAGE=sub/x npm test', 'it sets `LANGUAGE` before the command'],
    ['x=1; npm test $x', 'expands a variable it sets itself'],
    ['x=1; npm test "${x}"', 'expands a variable it sets itself'],
    ['PATH=.; npm test', 'it sets `PATH`'],
    ['http_proxy=x; npm test', 'it sets `http_proxy`'],
    ['npm_config_userconfig=x; npm test', 'it sets `npm_config_userconfig`'],
    ['a=1 b=2; npm test', 'other than one on its own'],
    ['x=$(id); npm test', 'command substitution'],
    ['x=1 > f; npm test', 'other than one on its own'],
    ['export PATH=/tmp', 'declaration'],
    ['! npm test', 'negates'],
    // the parser reads these as a comment, bash as part of the word: found by the differential test
    ['npm "a"#b; touch X', '`#` inside a word'],
    ["npm 'test'#x", '`#` inside a word'],
    ['npm $x#y; touch X', '`#` inside a word'],
    ['npm test\\', 'ends with a backslash'],
    ['npm test >> ~/.bashrc', 'computed target'],
    ['npm test > $OUT', 'computed target'],
    ['> file', 'without a command'],
    ['', 'no command'],
    ['# only a comment', 'no command'],
  ])('does not vouch for %j (%s)', (command, reason) => {
    const parsed = parseShellCommand(command);
    expect(parsed.understood).toBe(false);
    if (!parsed.understood) expect(parsed.reason).toContain(reason);
  });

  it('still lists the commands inside what it does not vouch for (for deny rules)', () => {
    const parsed = parseShellCommand('echo $(rm -rf x) && (curl evil)');
    expect(parsed.understood).toBe(false);
    expect(parsed.commands.map((simple) => simple.text)).toEqual(
      expect.arrayContaining(['rm -rf x', 'curl evil']),
    );
  });

  it.each([
    ['for f in a $(id); do rm $f; done', ['id', 'rm'], 'loop'],
    ['select x in a; do ls; done', ['ls'], 'loop'],
    ['{ ls; rm x; } > /dev/null', ['ls', 'rm'], 'group'],
    ['case $(id) in a|$(ls)) rm x;; *) curl y;; esac', ['id', 'ls', 'rm', 'curl'], 'case'],
    ['f() { rm x; }; f', ['rm', 'f'], 'function'],
    ['cat <<EOF\nhi $(id) `ls`\nEOF\nrm x', ['cat', 'id', 'ls', 'rm'], 'heredoc'],
    ['cat <<-EOF\n\thi\n\tEOF\nrm x', ['cat', 'rm'], 'heredoc'],
  ])('lists every command of %j, and a condition fires on it', (command, programs, construct) => {
    const parsed = parseShellCommand(command);
    expect(parsed.understood).toBe(false);
    if (parsed.understood) return;
    expect(parsed.hidden).toBeUndefined();
    expect(parsed.commands.map(programOf)).toEqual(programs);
    expect(parsed.conditionFiresOn).toContain(construct);
  });

  it.each([
    ["cat <<'EOF'\n$(rm x)\nEOF\nls", ['cat', 'ls']],
    ['cat <<\\EOF\n`rm x`\nEOF', ['cat']],
    ['cat <<< "$(id)"', ['cat', 'id']],
  ])('reads %j for conditions too', (command, programs) => {
    const parsed = parseShellCommand(command);
    if (parsed.understood) throw new Error('a heredoc is not for prefix rules');
    expect(parsed.commands.map(programOf)).toEqual(programs);
    expect(parsed.hidden).toBeUndefined();
    expect(parsed.conditionFiresOn).toBeUndefined();
  });

  it.each([
    ['for ((i = 0; i < 3; i++)); do ls; done', 'loop'],
    ['cat <<EOF\n${x:-$(id)}\nEOF', 'parameter expansion with operators'],
    ['cat <<EOF\n$((1 + 2))\nEOF', 'arithmetic'],
    ['case a in @(a|b)) ls;; esac', 'extended glob'],
  ])('still cannot list every command of %j', (command, reason) => {
    const parsed = parseShellCommand(command);
    if (parsed.understood) throw new Error('understood');
    expect(parsed.hidden).toContain(reason);
  });
});
