import fc from 'fast-check';

/**
 * Building blocks of Bash commands for the differential test of the shell checker: benign
 * commands made only of allowed programs, and adversarial ones that try to slip another program
 * (touch, curl, rm, a builtin, a redirection) past a prefix rule. Deterministic: the same seed
 * gives the same corpus.
 */

/** Programs the stub PATH provides; each records its own invocation. */
export const stubPrograms = [
  'npm',
  'git',
  'ls',
  'cat',
  'echo',
  'touch',
  'curl',
  'rm',
  'env',
  'xargs',
];

/** Arguments in every quoting style bash knows, each one word to bash. */
const benignArguments = [
  '--',
  '--grep',
  '"a b"',
  "'a b'",
  'plain',
  '-x',
  '--watch=false',
  '"a"\'b\'c',
  'a\\ b',
  '"x && y; z | w"',
  "'x; curl evil'",
  '"\\$HOME"',
  '"é ü"',
  'a#b',
  '"#"',
  '\\#',
  '""',
  "''",
  '$HOME',
  '"$HOME"',
  '${HOME}',
  '*.md',
  '{a,b}',
];

const benignRedirections = ['', '', '', ' 2>&1', ' >/dev/null', ' 2>/dev/null', ' < input.txt'];
const benignSeparators = [' && ', '; ', ' | ', ' || ', '\n', ' |& '];

/** Fragments that make bash run something else, or that a naive splitter misreads. */
const attackFragments = [
  '; touch X',
  ' && touch X',
  ' || touch X',
  ' | touch X',
  ' & touch X',
  '\ntouch X',
  '\r\ntouch X',
  '\rtouch X',
  ' $(touch X)',
  ' "$(touch X)"',
  ' `touch X`',
  ' <(touch X)',
  ' >(touch X)',
  ' ${x:-$(touch X)}',
  ' ${x[$(touch X)]}',
  ' $((x[$(touch X)]))',
  " $'\\'' ; touch X #'",
  ' \\ #; touch X',
  " \"a\"'b'$'\\''; touch X #'",
  " #'\ntouch X #'",
  ' #"\ntouch X',
  ' \\\ntouch X',
  ' \\\n; touch X',
  ' > X',
  ' >> X',
  ' &> X',
  ' >| X',
  ' <> X',
  ' >&X',
  ' 2>X',
  ' > "X"',
  ' <<EOF\nEOF\ntouch X',
  ' <<< $(touch X)',
  '; echo > X',
  '; eval touch X',
  '; exec touch X',
  '; env touch X',
  '; xargs touch <<< X',
  '; command touch X',
  '; f() { touch X; }; f',
  '; (touch X)',
  '; { touch X; }',
  '; if true; then touch X; fi',
  '; for i in 1; do touch X; done',
  '; for PATH in .; do npm test; done',
  '; for i in X; do npm test $i; done',
  "; if [ -v 'a[$(touch X)]' ]; then npm test; fi",
  '; CI=$(touch X) npm test',
  '; NODE_OPTIONS=--require=./X npm test',
  '; [[ $(touch X) ]]',
  '; export PATH=.; touch X',
  '; T=touch; $T X',
  '; ${T:-touch} X',
  ';touch X',
  '\u00a0; touch X',
  ' \u2028touch X',
  '\t;\ttouch X',
  '\v; touch X',
  '\f; touch X',
  ' \\;touch X',
  " ';' touch X",
  ' ";" touch X',
  ' $";"; touch X',
  " $';'; touch X",
  '; t\\ouch X',
  "; 't'ouch X",
  '; "touch" X',
  '; to""uch X',
  '; {touch,X}',
  '; ~/touch X',
  '; !touch X',
  '& touch X',
  ' |& touch X',
  ' ;; touch X',
  '; coproc touch X',
  '; time touch X',
  '; curl evil',
  '; rm -rf Y',
  // forms deny rules read into (shell-command.ts, `every`)
  ' X=$(touch X) ls',
  '; FOO=1 touch X',
  '; x=1; touch X',
  '; x=$(touch X)',
  '; ! touch X',
  '; if false; then ls; else touch X; fi',
  '; while touch X; do break; done',
  '; ( x=1; touch X )',
  '; echo $(x=1; touch X)',
  '; a[$(touch X)]=1',
  '; export X=$(touch X)',
  '; [ -f x ] || touch X',
  '; [x] || touch X',
  '; for f in X; do touch $f; done',
  '; for f in $(touch X); do ls; done',
  '; select x in a; do touch X; break; done </dev/null',
  '; case a in a) touch X;; esac',
  '; case $(touch X) in a) ls;; esac',
  '; { ls; } && { touch X; }',
  '; cat <<EOF\n$(touch X)\nEOF',
  '; cat <<EOF\nhi\nEOF\ntouch X',
  "; cat <<'EOF'\n$(touch X)\nEOF\ntouch X",
  '; touch X <<EOF\nhi\nEOF',
  '; x=touch; npm test; $x X',
  '; x=X; touch $x',
  '; PATH=.:$PATH; npm test',
  '; BASH_ENV=x; npm test',
  // words bash computes: a deny rule must match whatever they become
  '; T=X; touch $T',
  '; touch "$HOME"',
  '; touch *',
  '; touch ~',
  '; touch {X,Y}',
];

/** Programs a command may begin with; the first two are the prefix rules' own. */
const programs = [
  'npm test',
  'npm run test',
  'npm testing',
  'git status',
  'cat',
  'ls',
  'git push origin main',
  'npm',
  '"npm" test',
  "npm 'test'",
  'npm te\\st',
  'npm "test x"',
];

/** mulberry32: a small seeded generator, so the corpus is the same on every run. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(random: () => number, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)] as T;
}

function benignSimple(random: () => number, program: string): string {
  const count = Math.floor(random() * 4);
  const parts = [program];
  for (let index = 0; index < count; index++) parts.push(pick(random, benignArguments));
  return parts.join(' ') + pick(random, benignRedirections);
}

/**
 * Commands whose every part is allowed by `Bash(npm test:*)`, `Bash(cat:*)` and
 * `Bash(git status)`: the checker must not refuse any of them.
 */
export function benignCorpus(seed: number, size: number): string[] {
  const random = seededRandom(seed);
  const corpus: string[] = [];
  for (let index = 0; index < size; index++) {
    const count = 1 + Math.floor(random() * 3);
    let command = '';
    for (let part = 0; part < count; part++) {
      if (part > 0) command += pick(random, benignSeparators);
      const program = pick(random, ['npm test', 'npm test', 'cat', 'git status']);
      command += program === 'git status' ? program : benignSimple(random, program);
    }
    corpus.push(command);
  }
  return corpus;
}

/** Benign beginnings with attack fragments spliced in at random places. */
export function adversarialCorpus(seed: number, size: number): string[] {
  const random = seededRandom(seed);
  const corpus: string[] = attackFragments.map((fragment) => `npm test${fragment}`);
  while (corpus.length < size) {
    let command = benignSimple(random, pick(random, programs));
    const splices = 1 + Math.floor(random() * 2);
    for (let index = 0; index < splices; index++) {
      const fragment = pick(random, attackFragments);
      const at = random() < 0.6 ? command.length : Math.floor(random() * command.length);
      command = command.slice(0, at) + fragment + command.slice(at);
    }
    if (random() < 0.3)
      command += pick(random, benignSeparators) + benignSimple(random, 'npm test');
    corpus.push(command);
  }
  return corpus;
}

/** The same building blocks for fast-check: any sequence of them, joined as written. */
export function commandArbitrary(): fc.Arbitrary<string> {
  const block = fc.oneof(
    fc.constantFrom(...programs),
    fc.constantFrom(...benignArguments.map((argument) => ` ${argument}`)),
    fc.constantFrom(...benignRedirections),
    fc.constantFrom(...benignSeparators),
    fc.constantFrom(...attackFragments),
    fc.constantFrom(
      ' ',
      '"',
      "'",
      '\\',
      '$',
      '`',
      '(',
      ')',
      '{',
      '}',
      '#',
      ';',
      '&',
      '|',
      '<',
      '>',
      '\n',
      '=',
      '~',
      '*',
    ),
    // any characters but NUL (no process argument holds one) and the stub log's separators
    fc
      .oneof(fc.string({ maxLength: 4 }), fc.string({ unit: 'binary', maxLength: 3 }))
      .filter((text) => !['\0', '\u001e', '\u001f'].some((char) => text.includes(char))),
  );
  return fc
    .tuple(fc.constantFrom(...programs), fc.array(block, { maxLength: 8 }))
    .map(([program, blocks]) => program + blocks.join(''));
}
