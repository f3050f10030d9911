import { execFileSync, spawn } from 'node:child_process';
import { chmod, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseToolRule, type ToolRule } from '../../src/agents/definition.js';
import { bashTool } from '../../src/tools/bash-tool.js';
import { mapWithConcurrency } from '../support/concurrency.js';
import { createPermissionPolicy } from '../../src/tools/permissions.js';
import { loadShellParser, parseShellCommand } from '../../src/tools/shell-command.js';
import { makeTempTree, type TempTree } from './helpers.js';
import { adversarialCorpus, benignCorpus, commandArbitrary, stubPrograms } from './shell-corpus.js';

// The shell parser loads on the first Bash decision (src/tools/shell-command.ts); these tests decide
// synchronously, so it is loaded up front.
beforeAll(() => loadShellParser());

/**
 * The shell checker against real bash: every command is run by `bash -c` (as the Bash tool runs
 * it) with a PATH holding only stub programs that record their argv, and every builtin replaced
 * by a function that records its name. A command the checker allows under a rule set must have
 * run only programs those rules allow, with allowed arguments, no builtin, and written no file.
 */

/** A rule and what it allows, stated independently of the checker: argv → allowed? */
interface RuleSet {
  name: string;
  rules: ToolRule[];
  allows: (argv: readonly string[]) => boolean;
}

const startsWith = (argv: readonly string[], prefix: readonly string[]): boolean =>
  prefix.every((word, index) => argv[index] === word);
const equals = (argv: readonly string[], words: readonly string[]): boolean =>
  argv.length === words.length && startsWith(argv, words);

const toRules = (...texts: string[]): ToolRule[] =>
  texts.map((text) => parseToolRule(text) ?? expect.fail(`bad rule ${text}`));

/**
 * What runs without any rule in default mode (src/tools/read-only-commands.ts), of the stub
 * programs and builtins: listing, printing, and git commands that only read.
 */
const readOnly = (argv: readonly string[]): boolean =>
  [
    'ls',
    'cat',
    'builtin:echo',
    'builtin:pwd',
    'builtin:true',
    'builtin:false',
    'builtin:cd',
    'builtin:[',
    'builtin:test',
  ].includes(argv[0] ?? '') ||
  (argv[0] === 'git' && ['status', 'log', 'show', 'diff', 'blame'].includes(argv[1] ?? '')) ||
  (argv[0] === 'git' && ['branch', 'tag', 'remote'].includes(argv[1] ?? '') && argv.length === 2);

const ruleSets: RuleSet[] = [
  {
    name: 'no rules (read-only commands)',
    rules: [],
    allows: readOnly,
  },
  {
    name: 'Bash(npm test:*)',
    rules: toRules('Bash(npm test:*)'),
    allows: (argv) => startsWith(argv, ['npm', 'test']) || readOnly(argv),
  },
  {
    name: 'Bash(npm test:*), Bash(cat:*), Bash(git status)',
    rules: toRules('Bash(npm test:*)', 'Bash(cat:*)', 'Bash(git status)'),
    allows: (argv) =>
      startsWith(argv, ['npm', 'test']) ||
      startsWith(argv, ['cat']) ||
      equals(argv, ['git', 'status']) ||
      readOnly(argv),
  },
  {
    name: 'Bash(git * main), Bash(ls:*)',
    rules: toRules('Bash(git * main)', 'Bash(ls:*)'),
    allows: (argv) =>
      (argv[0] === 'git' && argv.length >= 3 && argv.at(-1) === 'main') ||
      startsWith(argv, ['ls']) ||
      readOnly(argv),
  },
];

interface Execution {
  /** argv of every stub that ran, program name first. */
  invocations: string[][];
  /** Files left in the command's directory besides the input file. */
  createdFiles: string[];
}

let tree: TempTree;
let stubDirectory: string;
let bashEnvironmentFile: string;
let sequence = 0;

beforeAll(async () => {
  tree = await makeTempTree('differential');
  stubDirectory = path.join(tree.root, 'bin');
  await mkdir(stubDirectory);
  for (const program of stubPrograms) {
    // dash, not bash: BASH_ENV (the builtin recorders) must not run inside the stubs.
    const script = [
      '#!/bin/sh',
      'record=${0##*/}',
      'for argument; do record="$record$(printf \'\\037\')$argument"; done',
      'printf \'%s\\036\' "$record" >> "$STUB_LOG"',
      '',
    ].join('\n');
    await writeFile(path.join(stubDirectory, program), script);
    await chmod(path.join(stubDirectory, program), 0o755);
  }
  // Every builtin becomes a function that records itself (functions win over builtins in bash),
  // so a builtin that ran (echo, eval, exec, cd, export, …) shows up like a program.
  bashEnvironmentFile = path.join(tree.root, 'record-builtins.sh');
  const builtins = execFileSync('/bin/bash', ['-c', 'enable'], { encoding: 'utf8' })
    .split('\n')
    .map((line) => line.replace(/^enable /, '').trim())
    .filter((name) => name !== '' && name !== 'builtin');
  await writeFile(
    bashEnvironmentFile,
    builtins
      .map((name) => `${name}() { builtin printf '%s\\036' 'builtin:${name}' >> "$STUB_LOG"; }`)
      .join('\n'),
  );
});
afterAll(async () => tree.cleanup());

async function runInBash(command: string): Promise<Execution> {
  const directory = path.join(tree.root, `run-${sequence++}`);
  await mkdir(directory);
  await writeFile(path.join(directory, 'input.txt'), 'input\n');
  const stubLog = path.join(tree.root, `${path.basename(directory)}.stubs`);
  await new Promise<void>((resolve) => {
    const child = spawn('/bin/bash', ['-c', command], {
      cwd: directory,
      env: {
        PATH: stubDirectory,
        HOME: directory,
        BASH_ENV: bashEnvironmentFile,
        STUB_LOG: stubLog,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.resume();
    child.stderr.resume();
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    // 'close' waits for every holder of the pipes: background stubs (`&`) included.
    child.on('close', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  const stubs = await readFile(stubLog, 'utf8').catch(() => '');
  const invocations = stubs
    .split('\u001e')
    .filter((record) => record !== '')
    .map((record) => record.split('\u001f'));
  const createdFiles = (await readdir(directory)).filter((name) => name !== 'input.txt');
  return { invocations, createdFiles };
}

function allowedUnder(ruleSet: RuleSet, command: string): boolean {
  const policy = createPermissionPolicy({ mode: 'default', allow: ruleSet.rules, root: tree.root });
  return policy.decide(bashTool, { command }).behavior === 'allow';
}

/** What the run did beyond the rule set, or undefined when it stayed within it. */
function violation(ruleSet: RuleSet, execution: Execution): string | undefined {
  const stray = execution.invocations.find((argv) => !ruleSet.allows(argv));
  if (stray) return `ran ${JSON.stringify(stray)}`;
  if (execution.createdFiles.length > 0) return `wrote ${execution.createdFiles.join(', ')}`;
  return undefined;
}

interface Checked {
  command: string;
  allowedBy: RuleSet[];
  execution: Execution;
}

async function check(commands: readonly string[]): Promise<Checked[]> {
  return mapWithConcurrency(commands, 4, async (command) => ({
    command,
    allowedBy: ruleSets.filter((ruleSet) => allowedUnder(ruleSet, command)),
    execution: await runInBash(command),
  }));
}

function escapes(results: readonly Checked[]): string[] {
  return results.flatMap(({ command, allowedBy, execution }) =>
    allowedBy.flatMap((ruleSet) => {
      const found = violation(ruleSet, execution);
      return found === undefined
        ? []
        : [`${JSON.stringify(command)} under ${ruleSet.name}: ${found}`];
    }),
  );
}

describe('the Bash rule checker against real bash', () => {
  it('allows no adversarial command that runs more than its rules allow', async () => {
    // the recorders see builtins, and the log keeps arguments apart
    expect((await runInBash('echo hi; npm test "a b" c')).invocations).toEqual([
      ['builtin:echo'],
      ['npm', 'test', 'a b', 'c'],
    ]);
    const corpus = adversarialCorpus(9, 400);
    const results = await check(corpus);
    expect(escapes(results)).toEqual([]);
    // The corpus is not vacuous: bash did run something else for most of it, and the checker
    // still allowed the harmless part of it.
    const attacks = results.filter((result) => violation(ruleSets[1] as RuleSet, result.execution));
    expect(attacks.length).toBeGreaterThan(200);
    expect(results.filter((result) => result.allowedBy.length > 0).length).toBeGreaterThan(5);
    for (const attack of [
      "npm test $'\\'' ; touch X #'",
      'npm test \\ #; touch X',
      "npm test \"a\"'b'$'\\''; touch X #'",
    ]) {
      expect(corpus).toContain(attack);
      expect(allowedUnder(ruleSets[1] as RuleSet, attack), attack).toBe(false);
    }
  }, 60_000);

  it('refuses no benign command whose every part is allowed', async () => {
    const corpus = [
      'npm test -- --grep "a b"',
      'npm test 2>&1 | cat',
      'x=1; npm test',
      'CI=1 npm test',
      'NODE_ENV=test CI=true npm test -- x',
      'if [ -f input.txt ]; then npm test; elif ! test -d x; then cat input.txt; fi',
      'for d in a b; do npm test; done',
      'while false; do npm test; done',
      ...benignCorpus(7, 200),
    ];
    const results = await check(corpus);
    const ruleSet = ruleSets[2] as RuleSet;
    const refused = results.filter((result) => !result.allowedBy.includes(ruleSet));
    expect(refused.map((result) => result.command)).toEqual([]);
    expect(escapes(results)).toEqual([]);
    // and they ran as the rules say: only npm test, cat and git status
    for (const result of results) expect(violation(ruleSet, result.execution)).toBeUndefined();
  }, 60_000);

  it('lets no command through a deny rule that runs the program the rule names', async () => {
    // Deny rules read into assignments, substitutions, subshells, `if` and `while`; a command
    // that runs touch, rm or curl must still be refused by `Bash(touch:*)` and `Bash(touch *)`
    // (rm, curl) in bypassPermissions, whatever its variables and globs expand to.
    const denied = ['touch', 'rm', 'curl'];
    const refuses = (program: string, command: string): boolean =>
      [`Bash(${program}:*)`, `Bash(${program} *)`].every(
        (rule) =>
          createPermissionPolicy({
            mode: 'bypassPermissions',
            deny: toRules(rule),
            root: tree.root,
          }).decide(bashTool, { command }).behavior === 'deny',
      );
    const fuzzed = new Set<string>();
    fc.assert(
      fc.property(commandArbitrary(), (command) => {
        if (denied.some((program) => command.includes(program))) fuzzed.add(command);
      }),
      { numRuns: 600, seed: 20261127 },
    );
    const corpus = [...adversarialCorpus(9, 400), ...fuzzed];
    const results = await mapWithConcurrency(corpus, 4, async (command) => ({
      command,
      ran: (await runInBash(command)).invocations.map((argv) => argv[0]),
    }));
    const leaks = results.flatMap(({ command, ran }) =>
      denied
        .filter((program) => ran.includes(program) && !refuses(program, command))
        .map((program) => `${JSON.stringify(command)} ran ${program}`),
    );
    expect(leaks).toEqual([]);
    // Not vacuous: most commands ran touch, and commands that read plainly run under the rule.
    expect(results.filter(({ ran }) => ran.includes('touch')).length).toBeGreaterThan(200);
    for (const command of [
      'FOO=1 ls',
      'x=1; echo $(ls)',
      '(cat input.txt)',
      'if ls; then ls; fi',
      'for f in a b; do ls $f; done',
      '{ ls; cat input.txt; }',
      'case a in a) ls;; esac',
      'cat <<EOF\nhi $(ls)\nEOF',
    ]) {
      expect(refuses('touch', command), command).toBe(false);
      expect((await runInBash(command)).invocations.map((argv) => argv[0])).not.toContain('touch');
    }
  }, 120_000);

  it('fuzzed: never throws, and what it allows runs only what the rules allow', async () => {
    const allowed = new Set<string>();
    fc.assert(
      fc.property(commandArbitrary(), (command) => {
        parseShellCommand(command);
        if (ruleSets.some((ruleSet) => allowedUnder(ruleSet, command))) allowed.add(command);
      }),
      { numRuns: 2000, seed: 20261126 },
    );
    expect(allowed.size).toBeGreaterThan(50);
    expect(escapes(await check([...allowed]))).toEqual([]);
  }, 60_000);
});
