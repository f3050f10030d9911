import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, readdir, readFile, symlink } from 'node:fs/promises';
import path from 'node:path';
import type { AnyTool } from '../../src/tools/define-tool.js';
import { editTool } from '../../src/tools/edit-tool.js';
import { globTool } from '../../src/tools/glob-tool.js';
import { grepTool } from '../../src/tools/grep-tool.js';
import { checkInsideRoot, PathDeniedError, resolveInsideRoot } from '../../src/tools/path-guard.js';
import { createPermissionPolicy } from '../../src/tools/permissions.js';
import { readTool } from '../../src/tools/read-tool.js';
import { writeTool } from '../../src/tools/write-tool.js';
import {
  makeTempTree,
  runTool,
  toolContext,
  toolFailure,
  writeFiles,
  type TempTree,
} from './helpers.js';

/**
 * R13: every path-escape attempt is refused — by the path guard, by the permission policy (even
 * in bypassPermissions with every tool allowed), and by the tool when run directly.
 */

let tree: TempTree;
let root: string;
let parent: string;

beforeAll(async () => {
  tree = await makeTempTree('repo');
  root = tree.root;
  parent = tree.parent;
  await writeFiles(root, {
    'src/a.ts': 'export const a = 1;\n',
    '.git/config': '[http "https://github.com/"]\n\textraheader = AUTHORIZATION: basic c2VjcmV0\n',
    '.git/HEAD': 'ref: refs/heads/main\n',
    'sub/.git/config': '[core]\n',
    'nested/deeper/keep.txt': 'keep',
  });
  await writeFiles(parent, {
    'outside/secret.txt': 'OUTSIDE-SECRET',
    'repo-evil/x.txt': 'EVIL-SIBLING',
  });
  await symlink(path.join(parent, 'outside/secret.txt'), path.join(root, 'link-out-file'));
  await symlink('../outside', path.join(root, 'link-out-dir'));
  await symlink('../outside/not-yet.txt', path.join(root, 'link-dangling'));
  await symlink('/proc/self/environ', path.join(root, 'link-proc'));
  await symlink('/etc', path.join(root, 'link-etc'));
  await symlink('.git', path.join(root, 'link-git'));
  await symlink('..', path.join(root, 'link-root-parent'));
  await symlink('../../../outside', path.join(root, 'nested/deeper/link-up'));
  await symlink('link-chain2', path.join(root, 'link-chain1'));
  await symlink(path.join(parent, 'outside'), path.join(root, 'link-chain2'));
  await symlink(path.join(parent, 'repo-evil'), path.join(root, 'link-evil'));
  await symlink('src/a.ts', path.join(root, 'link-inside'));
});
afterAll(async () => tree.cleanup());

interface Attempt {
  label: string;
  path: () => string;
  /** Also tried with Write and Edit (else with Read). */
  write?: boolean;
}

const attempts: Attempt[] = [
  { label: 'parent traversal', path: () => '../outside/secret.txt' },
  { label: 'double parent', path: () => '../../etc/passwd' },
  { label: 'deep parent chain', path: () => '../../../../../../../../../../etc/passwd' },
  { label: 'traversal after a real dir', path: () => 'src/../../outside/secret.txt' },
  { label: 'dot then parent', path: () => './../outside/secret.txt' },
  { label: 'traversal from src to /etc', path: () => 'src/../../../../../etc/passwd' },
  { label: 'bare ..', path: () => '..' },
  { label: 'absolute /etc/passwd', path: () => '/etc/passwd' },
  { label: 'absolute /etc/shadow', path: () => '/etc/shadow' },
  { label: 'filesystem root', path: () => '/' },
  { label: 'double-slash absolute', path: () => '//etc/passwd' },
  { label: 'absolute /tmp', path: () => '/tmp' },
  { label: 'absolute sibling file', path: () => path.join(parent, 'outside/secret.txt') },
  { label: 'absolute temp parent', path: () => parent },
  { label: 'prefix trick repo-evil', path: () => path.join(parent, 'repo-evil/x.txt') },
  { label: 'prefix trick root + "-evil"', path: () => `${root}-evil/x.txt` },
  { label: 'root then .. to evil sibling', path: () => `${root}/../repo-evil/x.txt` },
  { label: 'root then .. outside', path: () => `${root}/src/../../outside/secret.txt` },
  { label: 'symlinked file out', path: () => 'link-out-file' },
  { label: 'symlinked dir out, file inside it', path: () => 'link-out-dir/secret.txt' },
  { label: 'symlinked dir out itself', path: () => 'link-out-dir' },
  { label: 'symlink to /proc/self/environ', path: () => 'link-proc' },
  { label: 'symlink to /etc', path: () => 'link-etc/passwd' },
  { label: 'symlink chain out', path: () => 'link-chain1/secret.txt' },
  { label: 'nested symlink up and out', path: () => 'nested/deeper/link-up/secret.txt' },
  { label: 'symlink to parent of root', path: () => 'link-root-parent/outside/secret.txt' },
  { label: 'symlink to evil sibling', path: () => 'link-evil/x.txt' },
  {
    label: 'absolute path through symlink',
    path: () => path.join(root, 'link-out-dir/secret.txt'),
  },
  { label: '.git/config (credentials)', path: () => '.git/config' },
  { label: '.git/HEAD', path: () => '.git/HEAD' },
  { label: '.git directory', path: () => '.git' },
  { label: 'traversal into .git', path: () => 'src/../.git/config' },
  { label: 'absolute .git/config', path: () => path.join(root, '.git/config') },
  { label: 'upper-case .GIT', path: () => '.GIT/config' },
  { label: 'symlink to .git', path: () => 'link-git/config' },
  { label: 'nested repository .git', path: () => 'sub/.git/config' },
  { label: '/proc/self/environ', path: () => '/proc/self/environ' },
  { label: '/proc/1/environ', path: () => '/proc/1/environ' },
  { label: '/proc/self/cwd', path: () => '/proc/self/cwd/src/a.ts' },
  { label: '/proc/self/root', path: () => '/proc/self/root/etc/passwd' },
  { label: '/sys', path: () => '/sys/kernel/hostname' },
  { label: '/dev/stdin', path: () => '/dev/stdin' },
  { label: 'NUL byte in the middle', path: () => 'src/a.ts\0../../etc/passwd' },
  { label: 'NUL byte first', path: () => '\0/etc/passwd' },
  { label: 'tilde home', path: () => '~/.ssh/id_rsa' },
  { label: 'tilde user', path: () => '~root/.bashrc' },
  { label: 'bare tilde', path: () => '~' },
  { label: 'percent-encoded slashes', path: () => '..%2f..%2fetc%2fpasswd' },
  { label: 'percent-encoded dots', path: () => '%2e%2e/%2e%2e/etc/passwd' },
  { label: 'double percent-encoding', path: () => '%252e%252e%252fetc%252fpasswd' },
  { label: 'percent-encoded backslashes', path: () => '..%5c..%5cetc%5cpasswd' },
  { label: 'backslash traversal', path: () => '..\\..\\etc\\passwd' },
  { label: 'mixed backslash traversal', path: () => 'src\\..\\..\\outside\\secret.txt' },
  { label: 'file: URL', path: () => 'file:///etc/passwd' },
  {
    label: 'write: traversal to a new file',
    path: () => 'nested/../../outside/new.txt',
    write: true,
  },
  {
    label: 'write: absolute new file outside',
    path: () => path.join(parent, 'outside/new.txt'),
    write: true,
  },
  { label: 'write: through symlinked dir', path: () => 'link-out-dir/new.txt', write: true },
  {
    label: 'write: new dirs through symlinked dir',
    path: () => 'link-out-dir/made/new.txt',
    write: true,
  },
  { label: 'write: dangling symlink', path: () => 'link-dangling', write: true },
  { label: 'write: existing file through symlink', path: () => 'link-out-file', write: true },
  { label: 'write: git hook', path: () => '.git/hooks/pre-commit', write: true },
  { label: 'write: .git/config', path: () => '.git/config', write: true },
  {
    label: 'write: through symlink to .git',
    path: () => 'link-git/hooks/post-checkout',
    write: true,
  },
  { label: 'write: prefix trick', path: () => `${root}-evil/new.txt`, write: true },
  { label: 'write: /proc/self/environ', path: () => '/proc/self/environ', write: true },
  { label: 'write: tilde', path: () => '~/.bashrc', write: true },
  { label: 'write: NUL byte', path: () => 'ok.txt\0', write: true },
];

async function outsideSnapshot(): Promise<string> {
  const outside = (await readdir(path.join(parent, 'outside'), { recursive: true }))
    .sort()
    .join(',');
  const evil = (await readdir(path.join(parent, 'repo-evil'), { recursive: true }))
    .sort()
    .join(',');
  const secret = await readFile(path.join(parent, 'outside/secret.txt'), 'utf8');
  const hooks = await readdir(path.join(root, '.git')).then((entries) => entries.sort().join(','));
  const config = await readFile(path.join(root, '.git/config'), 'utf8');
  return JSON.stringify({ outside, evil, secret, hooks, config });
}

function toolsFor(attempt: Attempt): { tool: AnyTool; input: Record<string, unknown> }[] {
  const target = attempt.path();
  if (attempt.write) {
    return [
      { tool: writeTool, input: { file_path: target, content: 'pwned' } },
      { tool: editTool, input: { file_path: target, old_string: '', new_string: 'pwned' } },
    ];
  }
  return [
    { tool: readTool, input: { file_path: target } },
    { tool: globTool, input: { pattern: '**/*', path: target } },
    { tool: grepTool, input: { pattern: '.', path: target } },
  ];
}

describe('path escapes (R13)', () => {
  it('has at least 50 attempts', () => {
    expect(attempts.length).toBeGreaterThanOrEqual(50);
  });

  it.each(attempts)('the path guard refuses: $label', (attempt) => {
    const check = checkInsideRoot(root, attempt.path(), { forWrite: attempt.write === true });
    expect(check.ok).toBe(false);
    expect(() =>
      resolveInsideRoot(root, attempt.path(), { forWrite: attempt.write === true }),
    ).toThrow(PathDeniedError);
  });

  it.each(attempts)('the permission policy denies even in bypassPermissions: $label', (attempt) => {
    const policy = createPermissionPolicy({
      mode: 'bypassPermissions',
      allow: [{ tool: '*' }],
      root,
    });
    for (const { tool, input } of toolsFor(attempt)) {
      const decision = policy.decide(tool, input);
      expect(decision.behavior, `${tool.name}`).toBe('deny');
      if (decision.behavior === 'deny')
        expect(decision.message).toContain('confined to the working tree');
    }
  });

  it.each(attempts)('the tool refuses when run: $label', async (attempt) => {
    const before = await outsideSnapshot();
    for (const { tool, input } of toolsFor(attempt)) {
      const error = await toolFailure(tool, input, toolContext(root));
      expect(error, `${tool.name}: ${error.message}`).toBeInstanceOf(PathDeniedError);
      expect(error.message).not.toContain('OUTSIDE-SECRET');
    }
    expect(await outsideSnapshot()).toBe(before);
  });

  it('allows what is inside (the controls that make the refusals meaningful)', async () => {
    const policy = createPermissionPolicy({ mode: 'bypassPermissions', root });
    const inside = [
      'src/a.ts',
      path.join(root, 'src/a.ts'),
      'link-inside',
      './src/../src/a.ts',
      `${root}/../repo/src/a.ts`,
      'src\\a.ts',
    ];
    for (const requested of inside) {
      expect(resolveInsideRoot(root, requested, { forWrite: false })).toBe(
        path.join(root, 'src/a.ts'),
      );
      expect(policy.decide(readTool, { file_path: requested })).toEqual({ behavior: 'allow' });
      expect(await runTool(readTool, { file_path: requested }, toolContext(root))).toContain(
        'export const a = 1;',
      );
    }
    expect(resolveInsideRoot(root, 'brand/new/file.txt', { forWrite: true })).toBe(
      path.join(root, 'brand/new/file.txt'),
    );
    expect(resolveInsideRoot(root, '.gitignore', { forWrite: true })).toBe(
      path.join(root, '.gitignore'),
    );
    expect(resolveInsideRoot(root, '.github/workflows/ci.yml', { forWrite: true })).toBe(
      path.join(root, '.github/workflows/ci.yml'),
    );
    await mkdir(path.join(root, 'made'), { recursive: true });
    await runTool(writeTool, { file_path: 'made/inside.txt', content: 'fine' }, toolContext(root));
    expect(await readFile(path.join(root, 'made/inside.txt'), 'utf8')).toBe('fine');
  });
});
