import { symlink } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseToolRule, type PermissionMode, type ToolRule } from '../../src/agents/definition.js';
import { bashTool } from '../../src/tools/bash-tool.js';
import { createPermissionPolicy, type PermissionDecision } from '../../src/tools/permissions.js';
import { loadShellParser } from '../../src/tools/shell-command.js';
import { makeTempTree, writeFiles, type TempTree } from './helpers.js';

// The shell parser loads on the first Bash decision; these tests decide synchronously.
beforeAll(() => loadShellParser());

let tree: TempTree;
beforeAll(async () => {
  tree = await makeTempTree();
  await writeFiles(tree.root, { 'a.ts': 'hi there\n', 'sub/k': '', 'x.json': '{}', '.env': 'X=1' });
  await writeFiles(tree.parent, { 'outside.txt': 'secret' });
  await symlink(path.join(tree.parent, 'outside.txt'), path.join(tree.root, 'link.txt'));
});
afterAll(async () => tree.cleanup());

const rules = (...texts: string[]): ToolRule[] =>
  texts.map((text) => parseToolRule(text) ?? expect.fail(`bad rule ${text}`));

function decide(
  command: string,
  options: { mode?: PermissionMode; allow?: ToolRule[]; deny?: ToolRule[] } = {},
): PermissionDecision {
  return createPermissionPolicy({
    mode: options.mode ?? 'default',
    root: tree.root,
    ...(options.allow ? { allow: options.allow } : {}),
    ...(options.deny ? { deny: options.deny } : {}),
  }).decide(bashTool, { command });
}

// As Claude Code 2.1.332 decided each command in default mode with no rules (observed against
// the offline server: the command ran, or "This command requires approval").
const claudeCodeRuns = [
  'ls',
  'ls -la',
  'cat a.ts',
  'head -5 a.ts',
  'tail -n 2 a.ts',
  'wc -l a.ts',
  'grep -rn hi .',
  'rg hi',
  "find . -name '*.ts'",
  'git status',
  'git log --oneline -1',
  'git diff',
  'git show HEAD --stat',
  'git branch',
  'pwd',
  'echo hi',
  'which ls',
  'file a.ts',
  'stat a.ts',
  'du -sh .',
  'sort a.ts',
  'cut -c1-3 a.ts',
  'tr a b < a.ts',
  'sed -n 1p a.ts',
  'ls | wc -l',
  'cat a.ts && git status',
  'cat a.ts | sort | uniq',
  'diff a.ts a.ts',
  'git rev-parse HEAD',
  'git remote -v',
  'git ls-files',
  'git grep hi',
  'git blame a.ts',
  'git tag',
  'date',
  'whoami',
  'id',
  'uname -a',
  'basename /a/b',
  'dirname /a/b',
  'realpath a.ts',
  '[ -f a.ts ]',
  'test -d sub && echo dir',
  'if [ -f x.json ]; then cat a.ts; fi',
  'CI=1 git status',
  'true',
  'test -f a.ts',
  'sleep 1',
  'node --version',
  'cd sub && ls',
  'nl a.ts',
  'od -c a.ts',
  'strings a.ts',
  'md5sum a.ts',
  'sha256sum a.ts',
  'jq . x.json',
  'ls 2>/dev/null',
  'ls 2>&1',
  // through timeout with only a duration, and through command
  'timeout 5 ls',
  'timeout 5s ls',
  'timeout 0.5 ls',
  'timeout 1m ls',
  'timeout 2d ls',
  'timeout 5 cat a.ts',
  'timeout 5 ls | head -1',
  'timeout 10 git log --oneline -1',
  'timeout 5 timeout 3 ls',
  'command ls',
  'command -p ls',
  'command timeout 5 ls',
];

const claudeCodeAsks = [
  'find . -name zz -delete',
  'find . -name zz -exec rm {} \\;',
  'git branch -D nosuch',
  'git branch newb',
  'echo hi > out1.txt',
  'sort -o out2.txt a.ts',
  'uniq a.ts',
  'sed -i s/zz/yy/ a.ts',
  'ls $HOME',
  'git log --output=out3.txt',
  'touch control-touch',
  "awk '{print}' a.ts",
  'env',
  'printenv',
  'cat a.ts > out4.txt',
  // wrappers Claude Code does not look through for a read-only command
  'nice ls',
  'nice -n 5 ls',
  'nohup ls',
  'nohup cat a.ts',
  'stdbuf -o0 ls',
  'env ls',
  'echo sub | xargs ls',
  'timeout -s KILL 5 ls',
  'timeout --signal=KILL 5 ls',
  'timeout --foreground 5 ls',
  'timeout -k 1 5 ls',
  'timeout 5x ls',
  'timeout .5 ls',
  'timeout inf ls',
  'timeout -- 5 ls',
  'command -v ls',
  'timeout 5 touch w1',
  'timeout 5 sort -o w3 a.ts',
  'timeout 5 ls $HOME',
];

describe('read-only Bash commands, with no rules', () => {
  it.each(claudeCodeRuns)('default mode runs `%s`, as Claude Code does', (command) => {
    const decision = decide(command);
    expect(decision.behavior, decision.behavior === 'deny' ? decision.message : '').toBe('allow');
  });

  it.each(claudeCodeAsks)('default mode denies `%s`, as Claude Code asks', (command) => {
    const decision = decide(command);
    expect(decision.behavior).toBe('deny');
    expect(decision.behavior === 'deny' && decision.message).toContain(
      "permission mode 'default' would ask for approval",
    );
  });

  it('plan, dontAsk and acceptEdits run them too; delegate does not', () => {
    for (const mode of ['plan', 'dontAsk', 'acceptEdits'] as const) {
      expect(decide('git log --oneline -1', { mode }).behavior, mode).toBe('allow');
      expect(decide('npm test', { mode }).behavior, mode).toBe('deny');
    }
    expect(decide('ls', { mode: 'delegate' }).behavior).toBe('deny');
  });

  it('never reaches outside the working tree or into .git', () => {
    for (const command of [
      'cat /etc/passwd',
      'cat ../outside.txt',
      'cat link.txt',
      'head < ../outside.txt',
      'grep -rn x /etc',
      'cd .. && cat outside.txt',
      'cd /tmp',
      'cd',
      'cat .git/config',
      'timeout 5 ls /etc',
      'timeout 5 cat ../outside.txt',
      'command cd .. && cat outside.txt',
      'grep -f/etc/passwd a.ts',
      'sort --files0-from=list a.ts',
    ]) {
      expect(decide(command).behavior, command).toBe('deny');
    }
  });

  it('refuses what runs other programs, follows links out, or is computed by bash', () => {
    for (const command of [
      'xargs echo < a.ts',
      'rg --pre cat hi',
      'find -L . -name x',
      'git -c core.pager=sh log',
      'git grep -O hi',
      'ls *.ts',
      'cat $(echo a.ts)',
      // -v and -R evaluate a variable's subscript, running the substitutions in it (bash runs
      // touch here); Claude Code 2.1.332 asks for `test -v x` as well.
      "[ -v 'a[$(touch x)]' ]",
      'test -v x',
      'test -R x',
      '[ -f ../outside.txt ]',
      'npm',
      'npm --version',
      'npm install',
      'sed -n 1w out a.ts',
      'date -s 2020-01-01',
    ]) {
      expect(decide(command).behavior, command).toBe('deny');
    }
  });

  it('refuses an abbreviated long option that writes, runs a program or follows links', () => {
    for (const command of [
      'sort --compress-prog=sh -S 100K a.ts',
      'git grep --open=sh touch',
      'sort --out=o1.txt a.ts',
      'sort --o=o1.txt a.ts',
      'file --comp a.ts',
      'sort --files0=names',
      'grep --dereference-rec hi sub',
      'git log --out=o2.txt',
    ]) {
      expect(decide(command).behavior, command).toBe('deny');
    }
    expect(decide('sort -- a.ts').behavior).toBe('allow');
  });

  it('refuses recursive diffs: they read .git and follow links out of the tree', () => {
    for (const command of [
      'diff -rN . sub',
      'diff -r sub sub',
      'diff --recursive sub sub',
      'diff --recur sub sub',
      'diff -N a.ts sub/k',
      'diff --new-file a.ts sub/k',
      'diff --unidirectional-new-file a.ts sub/k',
      'git diff --no-index . sub',
    ]) {
      expect(decide(command).behavior, command).toBe('deny');
    }
    expect(decide('diff -u a.ts sub/k').behavior).toBe('allow');
  });

  it('refuses ls, du and tree options that write or follow links out of the tree', () => {
    for (const command of [
      'tree -R',
      'tree -o out5.txt',
      'tree -l',
      'tree --fromfile sub/k',
      'du -L .',
      'du --dereference .',
      'du --files0-from=sub/k',
      'ls -RL',
      'ls --dereference sub',
    ]) {
      expect(decide(command).behavior, command).toBe('deny');
    }
    expect(decide('ls -R sub').behavior).toBe('allow');
    expect(decide('du -sh sub').behavior).toBe('allow');
  });

  it('needs a rule once a Read deny rule is in force (a recursive read could reach the file)', () => {
    expect(decide('grep -rn X .', { deny: rules('Read(.env)') }).behavior).toBe('deny');
    expect(decide('git log', { deny: rules('Read(.env)') }).behavior).toBe('deny');
    expect(decide('grep -rn X .', { deny: rules('Bash(rm:*)') }).behavior).toBe('allow');
  });

  it('greps recursively into a .git directory only with --exclude-dir=.git (its config can hold credentials)', async () => {
    await writeFiles(tree.root, { 'nested/.git/config': '[remote]', 'nested/b.ts': 'b' });
    const denied = decide('grep -rn remote nested');
    expect(denied.behavior).toBe('deny');
    expect(denied.behavior === 'deny' && denied.message).toContain('--exclude-dir=.git');
    for (const command of [
      'cd nested && grep -r remote',
      'cd nested && grep -R x .',
      'rg --hidden remote',
      'rg -uu x',
    ]) {
      expect(decide(command).behavior, command).toBe('deny');
    }
    // Recursive under another name: abbreviated, or through -d/--directories.
    for (const command of [
      'cd nested && grep --recur hi',
      'grep --recur -l remote nested',
      'cd nested && grep -d recurse hi',
      'cd nested && grep --dir=recurse hi',
      'cd nested && grep --directories=recurse hi',
      'grep -r --regexp=remote nested',
    ]) {
      expect(decide(command).behavior, command).toBe('deny');
    }
    expect(decide('grep -rn --exclude-dir=.git remote nested').behavior).toBe('allow');
    expect(decide('grep -n remote nested/b.ts').behavior).toBe('allow');
  });

  it('keeps Bash deny rules first', () => {
    expect(decide('git log', { deny: rules('Bash(git log:*)') }).behavior).toBe('deny');
  });
});

describe('Bash(*)', () => {
  it('is the plain Bash permission, as in Claude Code: globs, $VAR and redirections run', () => {
    expect(parseToolRule('Bash(*)')).toEqual({ tool: 'Bash' });
    for (const command of [
      'ls *.ts',
      '[ -f a.ts ]',
      'echo $HOME > x.txt',
      'npm --version 2>&1 | head -1 > v.txt; cat v.txt',
    ]) {
      expect(decide(command, { allow: rules('Bash(*)') }).behavior, command).toBe('allow');
    }
  });

  it('denies Bash as a whole in a deny rule', () => {
    expect(decide('ls', { deny: rules('Bash(*)') }).behavior).toBe('deny');
  });
});
