import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, realpath, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSandbox } from '../../src/app/sandbox-policy.js';
import { UserError } from '../../src/errors.js';
import { probeSandbox } from '../../src/platform/sandbox.js';

describe('openSandbox where bubblewrap is missing', () => {
  // Flotilla's own PATH has no bwrap (whatever the test process's PATH has).
  let emptyPath: string;
  beforeEach(async () => {
    emptyPath = await mkdtemp(path.join(os.tmpdir(), 'flotilla-no-bwrap-'));
  });
  afterEach(async () => {
    await rm(emptyPath, { recursive: true, force: true });
  });

  const places = { homeDir: '/home/someone', configRoot: '/repo' };
  const paths = () => ({ own: emptyPath, tools: emptyPath, toolsTrusted: false });
  const config = (sandbox: 'auto' | 'on' | 'off') => ({
    sandbox,
    sandboxNetwork: false,
    repoRoot: '/repo',
    dependencyDirs: ['node_modules'],
  });

  it('--sandbox is refused with what to do', async () => {
    const opening = openSandbox(config('on'), places, undefined, () => undefined, paths());
    await expect(opening).rejects.toBeInstanceOf(UserError);
    await expect(opening).rejects.toThrow(
      /required \(--sandbox\), but bwrap \(bubblewrap\) is not installed/,
    );
    await expect(opening).rejects.toHaveProperty(
      'hint',
      expect.stringMatching(/apt-get install bubblewrap.*--no-sandbox/),
    );
  });

  it('auto goes on without it, after one notice saying why', async () => {
    const lines: string[] = [];
    const sandboxFor = await openSandbox(
      config('auto'),
      places,
      undefined,
      (line: string) => lines.push(line),
      paths(),
    );
    expect(sandboxFor('/repo')).toBeUndefined();
    expect(lines).toEqual([
      expect.stringMatching(
        /^notice: Bash and hooks run without the OS sandbox: bwrap \(bubblewrap\) is not installed/,
      ),
    ]);
  });

  it('off never probes', async () => {
    const lines: string[] = [];
    const sandboxFor = await openSandbox(
      config('off'),
      places,
      undefined,
      (line: string) => lines.push(line),
      paths(),
    );
    expect(sandboxFor('/repo')).toBeUndefined();
    expect(lines).toEqual([]);
  });

  it('says when --sandbox-network has no effect', async () => {
    const lines: string[] = [];
    await openSandbox(
      { ...config('off'), sandboxNetwork: true },
      places,
      undefined,
      (line: string) => lines.push(line),
      paths(),
    );
    expect(lines).toEqual([
      expect.stringMatching(/--sandbox-network has no effect with the sandbox off/),
    ]);
  });
});

const bwrap = await probeSandbox(process.env.PATH ?? '');

describe.skipIf(!bwrap.available && process.env.FLOTILLA_REQUIRE_SANDBOX !== '1')(
  'openSandbox with bubblewrap',
  () => {
    let dir: string;
    beforeEach(async () => {
      dir = await realpath(await mkdtemp(path.join(os.tmpdir(), 'flotilla-sandbox-policy-')));
    });
    afterEach(async () => {
      await rm(dir, { recursive: true, force: true });
    });
    const open = (repoRoot: string, gitCommonDir: string | undefined, lines: string[]) =>
      openSandbox(
        { sandbox: 'on', sandboxNetwork: false, repoRoot, dependencyDirs: ['node_modules'] },
        { homeDir: path.join(dir, 'home'), configRoot: repoRoot },
        gitCommonDir,
        (line: string) => lines.push(line),
        { own: process.env.PATH ?? '', tools: process.env.PATH ?? '', toolsTrusted: true },
      );

    it('does not show a dependency directory that is a link out of the checkout', async () => {
      const repo = path.join(dir, 'repo');
      const home = path.join(dir, 'home');
      await mkdir(repo, { recursive: true });
      await mkdir(home, { recursive: true });
      await symlink(home, path.join(repo, 'node_modules'));
      const lines: string[] = [];
      const policy = (await open(repo, undefined, lines))(repo);
      expect(policy?.visible).not.toContain(path.join(repo, 'node_modules'));
      expect(lines).toContainEqual(
        expect.stringMatching(/node_modules is not made visible in the sandbox: it leads out/),
      );
    });

    it('opens on a git directory whose config it cannot write', async () => {
      const repo = path.join(dir, 'repo');
      const git = path.join(repo, '.git');
      // A config that cannot be opened for writing (as on a read-only checkout).
      await mkdir(path.join(git, 'config'), { recursive: true });
      const policy = (await open(repo, git, []))(repo);
      expect(policy?.readOnly).toEqual(
        [
          'hooks',
          'config',
          'config.worktree',
          'commondir',
          'info',
          'modules',
          'worktrees',
          'flotilla',
        ].map((name) => path.join(git, name)),
      );
    });

    it("keeps a worktree's own git directory writable, but not its configuration, and makes what is missing", async () => {
      const repo = path.join(dir, 'repo');
      const worktree = path.join(dir, 'worktree');
      const git = (args: string[], cwd = repo) =>
        execFileSync('git', args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
      await mkdir(repo);
      git(['init', '-q', '-b', 'main']);
      git([
        '-c',
        'user.name=a',
        '-c',
        'user.email=a@example.com',
        'commit',
        '-q',
        '--allow-empty',
        '-m',
        'init',
      ]);
      git(['worktree', 'add', '-q', '-b', 'agent', worktree]);
      const common = path.join(repo, '.git');
      const own = path.join(common, 'worktrees', 'worktree');
      const sandboxFor = await open(repo, common, []);
      expect(sandboxFor(repo)?.reopened).toBeUndefined();
      const policy = sandboxFor(worktree);
      expect(policy?.writable).toEqual([worktree, common]);
      expect(policy?.reopened).toEqual([
        {
          writable: own,
          readOnly: ['config.worktree', 'commondir', 'gitdir', 'info'].map((name) =>
            path.join(own, name),
          ),
        },
      ]);
      // Made before any command runs: a missing one could be created by a command.
      expect(readFileSync(path.join(own, 'config.worktree'), 'utf8')).toBe('');
      expect(readFileSync(path.join(common, 'config.worktree'), 'utf8')).toBe('');
      expect(readFileSync(path.join(common, 'commondir'), 'utf8')).toBe('.\n');
      // git takes that commondir for what it is: the git directory itself.
      expect(
        git(['rev-parse', '--path-format=absolute', '--git-common-dir']).toString().trim(),
      ).toBe(common);
      expect(git(['worktree', 'list', '--porcelain']).toString()).toContain(`worktree ${worktree}`);
    });
  },
);
