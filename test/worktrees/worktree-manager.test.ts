import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UserError } from '../../src/errors.js';
import { createGit, type Git, type GitLayout } from '../../src/platform/git.js';
import { linkDependencies } from '../../src/worktrees/dependency-links.js';
import {
  createWorktreeManager,
  type WorktreeManager,
} from '../../src/worktrees/worktree-manager.js';
import { createTempRepo, type TempRepo } from '../support/git-repo.js';

/** A pid that certainly ran and certainly ended. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
    encoding: 'utf8',
  });
  return Number(child.stdout);
}

function worktreePaths(repo: TempRepo): string[] {
  return repo
    .run(['worktree', 'list', '--porcelain'])
    .split('\n')
    .filter((line) => line.startsWith('worktree '))
    .map((line) => line.slice('worktree '.length));
}

function flotillaBranches(repo: TempRepo): string[] {
  const output = repo.run(['for-each-ref', '--format=%(refname:short)', 'refs/heads/flotilla/']);
  return output === '' ? [] : output.split('\n');
}

describe('worktree manager', () => {
  let repo: TempRepo;
  let manager: WorktreeManager;

  beforeEach(async () => {
    repo = await createTempRepo({
      files: {
        'src/app.js': 'module.exports = 1;\n',
        '.gitignore': 'node_modules\n.env.local\nsecrets/\n',
      },
    });
    manager = createWorktreeManager({ repoRoot: repo.root, git: repo.git });
  });

  afterEach(async () => {
    await repo.cleanup();
  });

  it('creates a locked worktree on a new untracked branch from the HEAD commit', async () => {
    const head = repo.run(['rev-parse', 'HEAD']);
    const worktree = await manager.create('security-review');

    expect(worktree).toMatchObject({
      slug: 'security-review',
      path: path.join(repo.root, '.claude', 'worktrees', 'security-review'),
      branch: 'flotilla/security-review',
      baseSha: head,
      reused: false,
    });
    expect(await readFile(path.join(worktree.path, 'src/app.js'), 'utf8')).toBe(
      'module.exports = 1;\n',
    );
    expect(repo.run(['rev-parse', 'flotilla/security-review'])).toBe(head);
    // --no-track: no upstream configuration was written for the branch.
    expect(repo.run(['config', '--list', '--local'])).not.toMatch(/^branch\.flotilla/m);
    const listing = repo.run(['worktree', 'list', '--porcelain']);
    expect(listing).toContain(`locked flotilla pid ${process.pid}`);
    // The main checkout does not see the worktrees as untracked files.
    expect(repo.run(['status', '--porcelain'])).toBe('');
  });

  it('creates from a given commit SHA', async () => {
    const first = repo.run(['rev-parse', 'HEAD']);
    await repo.commit('second', { 'b.txt': 'b\n' });
    const worktree = await manager.create('from-first', { baseSha: first });
    expect(worktree.baseSha).toBe(first);
    expect(repo.run(['rev-parse', 'HEAD'], worktree.path)).toBe(first);
  });

  it('refuses a base that is not a commit, saying so', async () => {
    await expect(manager.create('x', { baseSha: 'no-such-ref' })).rejects.toThrow(
      /"no-such-ref" is not a commit/,
    );
    expect(flotillaBranches(repo)).toEqual([]);
  });

  it('flattens nested names and gives any other name a worktree and branch git accepts', async () => {
    const nested = await manager.create('user/feature');
    expect(nested.slug).toBe('user+feature');
    expect(nested.branch).toBe('flotilla/user+feature');

    const names = [
      'a1-My Spaced Agent-0a1b2c',
      'a2-dotnet-framework-4.8-expert-0a1b2c',
      'a3-revisor-ção-0a1b2c',
      'a4-..-@{x}-0a1b2c',
      'a5-trailing.lock',
      '../escape',
      `a6-${'very-long-agent-name-'.repeat(6)}one`,
      `a6-${'very-long-agent-name-'.repeat(6)}two`,
    ];
    const worktrees = await Promise.all(names.map((name) => manager.create(name)));
    const worktreesDir = path.join(repo.root, '.claude', 'worktrees');
    for (const [index, worktree] of worktrees.entries()) {
      expect(worktree.branch.length, names[index]).toBeLessThanOrEqual(64);
      expect(path.dirname(worktree.path), names[index]).toBe(worktreesDir);
      expect(await readFile(path.join(worktree.path, 'src', 'app.js'), 'utf8')).toBe(
        'module.exports = 1;\n',
      );
    }
    expect(new Set(worktrees.map((worktree) => worktree.branch)).size).toBe(names.length);
    expect(flotillaBranches(repo).sort()).toEqual(
      [nested.branch, ...worktrees.map((worktree) => worktree.branch)].sort(),
    );
  });

  /** `git`, noting each call that may start a process in `calls` (raw calls by subcommand). */
  function counting(git: Git, calls: string[]): Git {
    return new Proxy(git, {
      get(target, property, receiver) {
        const value: unknown = Reflect.get(target, property, receiver);
        if (property === 'at') return (cwd: string) => counting(target.at(cwd), calls);
        if (property === 'pinned')
          return (layout: GitLayout) => counting(target.pinned(layout), calls);
        if (property === 'pinTo')
          return (layout: GitLayout) => counting(target.pinTo(layout), calls);
        if (property === 'pin') {
          return async () => {
            calls.push('pin');
            return counting(await target.pin(), calls);
          };
        }
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          calls.push(
            property === 'raw' ? `raw ${String((args[0] as string[])[0])}` : String(property),
          );
          return (value as (...inner: unknown[]) => unknown).apply(target, args);
        };
      },
    });
  }

  it('given the layout read before agents ran, sweeps a repository without worktrees without git, and refuses a redirected one', async () => {
    const calls: string[] = [];
    const layout = await repo.git.repository();
    const counted = createWorktreeManager({
      repoRoot: repo.root,
      git: counting(repo.git, calls),
      ...(layout ? { layout } : {}),
    });
    expect(await counted.sweep()).toMatchObject({ removed: [], keptWithChanges: [] });
    // A pinned git names its common directory without a process.
    expect(calls).toEqual(['commonDir']);
    // Without it, the manager reads the layout itself.
    const reading = createWorktreeManager({ repoRoot: repo.root, git: counting(repo.git, calls) });
    await reading.sweep();
    expect(calls).toEqual(['commonDir', 'pin', 'commonDir']);
    // A main repository's git directory with a commondir naming another: refused as pin() does.
    await writeFile(path.join(repo.root, '.git', 'commondir'), '/elsewhere\n');
    const redirected = createWorktreeManager({
      repoRoot: repo.root,
      git: repo.git,
      ...(layout ? { layout } : {}),
    });
    await expect(redirected.sweep()).rejects.toThrow(/commondir exists: a main repository/);
  });

  it('given the layout read through a symbolic link to a subdirectory, creates its worktrees', async () => {
    await mkdir(path.join(repo.root, 'pkg'));
    await writeFile(path.join(repo.root, 'pkg', 'index.js'), 'module.exports = 2;\n');
    await repo.git.raw(['add', '-A']);
    await repo.git.raw(['commit', '--quiet', '-m', 'pkg']);
    const link = path.join(repo.dir, 'pkg-link');
    await symlink(path.join(repo.root, 'pkg'), link);
    const git = repo.git.at(link);
    const layout = await git.repository();
    expect(layout?.commonDir).toBe(path.join(repo.root, '.git'));
    const linked = createWorktreeManager({ repoRoot: link, git, ...(layout ? { layout } : {}) });
    const worktree = await linked.create('through-link');
    expect(await readFile(path.join(worktree.cwd, 'index.js'), 'utf8')).toBe(
      'module.exports = 2;\n',
    );
  });

  it('resolves the base once for creations that ask at the same time, and reads each git dir without git', async () => {
    const calls: string[] = [];
    const counted = createWorktreeManager({ repoRoot: repo.root, git: counting(repo.git, calls) });
    const worktrees = await Promise.all(
      ['a1-one', 'a2-two', 'a3-three', 'a4-four'].map((name) => counted.create(name)),
    );
    expect(worktrees).toHaveLength(4);
    expect(calls.filter((call) => call === 'tryRevParse')).toHaveLength(1);
    expect(calls.filter((call) => call === 'raw rev-parse')).toHaveLength(0);
    for (const worktree of worktrees) {
      const gitDir = spawnSync('git', ['rev-parse', '--absolute-git-dir'], {
        cwd: worktree.path,
        encoding: 'utf8',
      }).stdout.trim();
      const record = JSON.parse(
        await readFile(
          path.join(
            repo.root,
            '.git',
            'flotilla',
            'worktrees',
            `${path.basename(worktree.path)}.json`,
          ),
          'utf8',
        ),
      ) as { gitDir?: string };
      expect(record.gitDir).toBe(gitDir);
    }
  });

  it('creates 32 worktrees in parallel, every one succeeding', async () => {
    const names = Array.from({ length: 32 }, (_, index) => `agent-${index}`);
    const results = await Promise.allSettled(names.map((name) => manager.create(name)));

    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
    expect(worktreePaths(repo)).toHaveLength(33);
    expect(flotillaBranches(repo).sort()).toEqual(names.map((name) => `flotilla/${name}`).sort());
    for (const name of names) {
      const file = path.join(repo.root, '.claude', 'worktrees', name, 'src', 'app.js');
      expect(await readFile(file, 'utf8')).toBe('module.exports = 1;\n');
    }
  });

  it('reuses its own existing worktree', async () => {
    const first = await manager.create('again');
    await writeFile(path.join(first.path, 'work.txt'), 'in progress\n');
    const second = await manager.create('again');
    expect(second).toMatchObject({ path: first.path, branch: first.branch, reused: true });
    expect(await readFile(path.join(second.path, 'work.txt'), 'utf8')).toBe('in progress\n');
  });

  it('takes over the worktree of a process that is gone, and refuses one of a live process', async () => {
    const gone = createWorktreeManager({ repoRoot: repo.root, git: repo.git, ownerPid: deadPid() });
    await gone.create('resume');
    const taken = await manager.create('resume');
    expect(taken.reused).toBe(true);
    expect(repo.run(['worktree', 'list', '--porcelain'])).toContain(
      `locked flotilla pid ${process.pid}`,
    );

    const live = createWorktreeManager({
      repoRoot: repo.root,
      git: repo.git,
      ownerPid: process.ppid,
    });
    await live.create('busy');
    await expect(manager.create('busy')).rejects.toThrow(/in use by another Flotilla process/);
  });

  /**
   * `git worktree add` writes its admin files `locked`, `gitdir`, `commondir` in turn, each by
   * open-then-write; a kill -9 between the two leaves that file empty and the ones after it
   * missing. Built here from a finished creation of a process that is gone.
   */
  async function killedInsideWorktreeAdd(emptyFile: 'locked' | 'gitdir' | 'commondir') {
    const pid = deadPid();
    const gone = createWorktreeManager({ repoRoot: repo.root, git: repo.git, ownerPid: pid });
    const made = await gone.create('cut');
    const adminDir = path.join(repo.root, '.git', 'worktrees', 'cut');
    const files = {
      locked: `flotilla pid ${pid}\n`,
      gitdir: `${path.join(made.path, '.git')}\n`,
      commondir: '../..\n',
    };
    await rm(adminDir, { recursive: true });
    await rm(made.path, { recursive: true });
    await mkdir(adminDir);
    for (const file of ['locked', 'gitdir', 'commondir'] as const) {
      if (file === 'gitdir') await mkdir(made.path);
      await writeFile(path.join(adminDir, file), file === emptyFile ? '' : files[file]);
      if (file === emptyFile) break;
      if (file === 'gitdir') await writeFile(path.join(made.path, '.git'), `gitdir: ${adminDir}\n`);
    }
    const record = path.join(repo.root, '.git', 'flotilla', 'worktrees', 'cut.json');
    const creating = { ...JSON.parse(await readFile(record, 'utf8')), state: 'creating' };
    await writeFile(record, JSON.stringify(creating));
    return made.path;
  }

  it.each(['locked', 'gitdir', 'commondir'] as const)(
    'sweeps a creation killed inside git worktree add, while it wrote %s',
    async (emptyFile) => {
      await killedInsideWorktreeAdd(emptyFile);

      const report = await manager.sweep();

      expect(report.warnings).toEqual([]);
      expect(worktreePaths(repo)).toEqual([repo.root]);
      expect(flotillaBranches(repo)).toEqual([]);
      // git prunes the emptied directory itself.
      expect(await readdir(path.join(repo.root, '.git', 'worktrees')).catch(() => [])).toEqual([]);
      expect(await readdir(path.join(repo.root, '.git', 'flotilla', 'worktrees'))).toEqual([]);
    },
  );

  it('sweeps the other abandoned worktrees too, when one of them has an empty commondir', async () => {
    // An earlier worktree of the same dead run: its discard lists worktrees, which git refuses
    // while any admin directory has an empty commondir, unless that one is cleared first.
    const gone = createWorktreeManager({ repoRoot: repo.root, git: repo.git, ownerPid: deadPid() });
    const earlier = await gone.create('before');
    await killedInsideWorktreeAdd('commondir');

    const report = await manager.sweep();

    expect(report.warnings).toEqual([]);
    expect(report.removed).toEqual(expect.arrayContaining([earlier.path]));
    expect(worktreePaths(repo)).toEqual([repo.root]);
    expect(flotillaBranches(repo)).toEqual([]);
  });

  it.each(['locked', 'gitdir', 'commondir'] as const)(
    'creates a worktree again over one killed inside git worktree add, while it wrote %s',
    async (emptyFile) => {
      const worktreePath = await killedInsideWorktreeAdd(emptyFile);

      const again = await manager.create('cut');

      expect(again).toMatchObject({ path: worktreePath, reused: false });
      expect(worktreePaths(repo)).toEqual([repo.root, worktreePath]);
      expect(await readdir(path.join(repo.root, '.git', 'worktrees'))).toEqual(['cut']);
    },
  );

  it('rolls back the branch a failed add created', async () => {
    // git creates the branch, then fails to create its admin directory.
    await writeFile(path.join(repo.root, '.git', 'worktrees'), 'not a directory\n');
    const error = await manager.create('doomed').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(UserError);
    expect((error as Error).message).toMatch(/Could not create the worktree/);
    expect(flotillaBranches(repo)).toEqual([]);
    expect(await readdir(path.join(repo.root, '.git', 'flotilla', 'worktrees'))).toEqual([]);

    await rm(path.join(repo.root, '.git', 'worktrees'));
    expect((await manager.create('doomed')).reused).toBe(false);
  });

  it('finish without changes removes the worktree and its branch', async () => {
    const worktree = await manager.create('idle');
    const result = await manager.finish(worktree, { agentName: 'idle-agent' });

    expect(result).toMatchObject({ removed: true, files: [], diffstat: '' });
    expect(result.commit).toBeUndefined();
    expect(worktreePaths(repo)).toEqual([repo.root]);
    expect(flotillaBranches(repo)).toEqual([]);
  });

  it('finish with changes commits them on the agent branch with hooks disabled, and keeps it', async () => {
    // A hook that would block every commit: ours must not run it.
    const hook = path.join(repo.root, '.git', 'hooks', 'pre-commit');
    await mkdir(path.dirname(hook), { recursive: true });
    await writeFile(hook, '#!/bin/sh\nexit 1\n');
    await chmod(hook, 0o755);

    const worktree = await manager.create('writer');
    await writeFile(path.join(worktree.path, 'src', 'app.js'), 'module.exports = 2;\n');
    await writeFile(path.join(worktree.path, 'NEW.md'), 'new\n');
    const result = await manager.finish(worktree, { agentName: 'writer', message: 'Fix the app' });

    expect(result.removed).toBe(false);
    expect(result.files.sort()).toEqual(['NEW.md', 'src/app.js']);
    expect(result.diffstat).toMatch(/2 files changed/);
    expect(result.commit).toBe(repo.run(['rev-parse', 'flotilla/writer']));
    expect(repo.run(['log', '-1', '--format=%an <%ae>%n%B', 'flotilla/writer'])).toBe(
      'flotilla[bot] <flotilla@users.noreply.github.com>\nFix the app\n\nFlotilla-Agent: writer',
    );
    expect(worktreePaths(repo)).toContain(worktree.path);
  });

  it('follows an agent onto a branch of its own: the worktree branch is moved forward to its commit', async () => {
    const worktree = await manager.create('brancher');
    repo.run(['checkout', '-q', '-b', 'fix/label'], worktree.path);
    await writeFile(path.join(worktree.path, 'fix.txt'), 'fixed\n');
    repo.run(['add', 'fix.txt'], worktree.path);
    repo.run(['commit', '-q', '-m', 'Fix label'], worktree.path);
    await writeFile(path.join(worktree.path, 'later.txt'), 'uncommitted\n');

    const result = await manager.finish(worktree, { agentName: 'writer' });

    expect(result).toMatchObject({ branch: 'flotilla/brancher', removed: false, warnings: [] });
    expect(result.files.sort()).toEqual(['fix.txt', 'later.txt']);
    expect(result.commit).toBe(repo.run(['rev-parse', 'fix/label']));
    expect(repo.run(['rev-parse', 'flotilla/brancher'])).toBe(result.commit);
  });

  it('names the commit a detached agent ended at, and warns of the commits it left on its branch', async () => {
    const worktree = await manager.create('wanderer');
    await writeFile(path.join(worktree.path, 'first.txt'), 'first\n');
    repo.run(['add', 'first.txt'], worktree.path);
    repo.run(['commit', '-q', '-m', 'first'], worktree.path);
    const left = repo.run(['rev-parse', 'HEAD'], worktree.path);
    repo.run(['checkout', '-q', '--detach', worktree.baseSha], worktree.path);
    await writeFile(path.join(worktree.path, 'second.txt'), 'second\n');

    const result = await manager.finish(worktree, { agentName: 'writer' });

    expect(result.branch).toBe('flotilla/wanderer');
    expect(result.files).toEqual(['second.txt']);
    expect(result.commit).toBe(repo.run(['rev-parse', 'HEAD'], worktree.path));
    expect(repo.run(['rev-parse', 'flotilla/wanderer'])).toBe(left);
    expect(result.warnings).toEqual([
      expect.stringMatching(/a detached HEAD.*kept on flotilla\/wanderer, not merged/),
    ]);
  });

  it('keeps a worktree whose agent left commits on its branch and went back to the base', async () => {
    const worktree = await manager.create('returner');
    await writeFile(path.join(worktree.path, 'work.txt'), 'work\n');
    repo.run(['add', 'work.txt'], worktree.path);
    repo.run(['commit', '-q', '-m', 'work'], worktree.path);
    const work = repo.run(['rev-parse', 'HEAD'], worktree.path);
    repo.run(['checkout', '-q', '-b', 'elsewhere', worktree.baseSha], worktree.path);

    const result = await manager.finish(worktree, { agentName: 'writer' });

    expect(result.removed).toBe(false);
    expect(result.commit).toBeUndefined();
    expect(result.warnings).toEqual([expect.stringMatching(/kept on flotilla\/returner/)]);
    expect(repo.run(['rev-parse', 'flotilla/returner'])).toBe(work);
    expect(worktreePaths(repo)).toContain(worktree.path);
  });

  it('opened in a subdirectory, puts worktrees under the repository top and names the same subdirectory in each', async () => {
    const inSrc = createWorktreeManager({ repoRoot: path.join(repo.root, 'src'), git: repo.git });
    const worktree = await inSrc.create('from-src');
    expect(worktree.path).toBe(path.join(repo.root, '.claude', 'worktrees', 'from-src'));
    expect(worktree.cwd).toBe(path.join(worktree.path, 'src'));
    expect(await readFile(path.join(worktree.cwd, 'app.js'), 'utf8')).toBe('module.exports = 1;\n');
    expect(repo.run(['status', '--porcelain'])).toBe('');
    await writeFile(path.join(worktree.cwd, 'app.js'), 'module.exports = 3;\n');
    expect((await inSrc.finish(worktree, { agentName: 'writer' })).files).toEqual(['src/app.js']);
  });

  it("commits an agent's work with the repository's own git, whatever the worktree's .git file says", async () => {
    const worktree = await manager.create('redirected');
    const marker = path.join(repo.dir, 'pwned');
    // What an agent could do in its tree: point `.git` at a git directory of its own whose
    // config runs commands (a clean filter on `git add`, a file-system monitor).
    const evil = path.join(worktree.path, 'evil');
    spawnSync('git', ['init', '-q', '--bare', evil]);
    await writeFile(
      path.join(evil, 'config'),
      `[core]\n\tfsmonitor = touch ${marker}-fsmonitor\n[filter "evil"]\n\tclean = touch ${marker}-filter; cat\n`,
    );
    await writeFile(path.join(worktree.path, '.git'), `gitdir: ${evil}\n`);
    await writeFile(path.join(worktree.path, '.gitattributes'), '* filter=evil\n');
    await writeFile(path.join(worktree.path, 'work.txt'), 'done\n');

    const result = await manager.finish(worktree, { agentName: 'writer' });

    expect(existsSync(`${marker}-filter`)).toBe(false);
    expect(existsSync(`${marker}-fsmonitor`)).toBe(false);
    // The commit is on the agent's branch of the real repository.
    expect(result.commit).toBe(repo.run(['rev-parse', 'flotilla/redirected']));
    expect(repo.run(['show', 'flotilla/redirected:work.txt'])).toBe('done');
  });

  it('refuses to work in a repository whose git directory was given a commondir', async () => {
    const elsewhere = path.join(repo.dir, 'elsewhere.git');
    spawnSync('git', ['init', '-q', '--bare', elsewhere]);
    await writeFile(path.join(repo.root, '.git', 'commondir'), `${elsewhere}\n`);
    await expect(repo.git.pin()).rejects.toThrow(/commondir exists: a main repository/);
  });

  it('sweeps worktrees whose owner is gone, keeping branches that hold commits', async () => {
    const gone = createWorktreeManager({ repoRoot: repo.root, git: repo.git, ownerPid: deadPid() });
    await gone.create('abandoned');
    const worked = await gone.create('worked');
    await writeFile(path.join(worked.path, 'result.txt'), 'done\n');
    repo.run(['add', '-A'], worked.path);
    repo.run(['commit', '-q', '-m', 'work'], worked.path);
    const mine = await manager.create('mine');

    const report = await manager.sweep();

    expect(report.removed.sort()).toEqual([
      path.join(repo.root, '.claude', 'worktrees', 'abandoned'),
      path.join(repo.root, '.claude', 'worktrees', 'worked'),
    ]);
    expect(report.deletedBranches).toEqual(['flotilla/abandoned']);
    expect(report.keptBranches).toEqual([
      { branch: 'flotilla/worked', reason: 'it holds commits' },
    ]);
    expect(worktreePaths(repo)).toEqual([repo.root, mine.path]);
    expect(flotillaBranches(repo).sort()).toEqual(['flotilla/mine', 'flotilla/worked']);
  });

  it('keeps the worktrees of a dead run that hold uncommitted changes, names them, and removes the clean ones', async () => {
    // node_modules not ignored: its links in a worktree are still no change of an agent.
    await repo.commit('ignore less', { '.gitignore': '.env.local\n' });
    await mkdir(path.join(repo.root, 'node_modules', 'dep'), { recursive: true });
    const gone = createWorktreeManager({ repoRoot: repo.root, git: repo.git, ownerPid: deadPid() });
    const dirty = await gone.create('dirty');
    await writeFile(path.join(dirty.path, 'precious.txt'), 'precious\n');
    await writeFile(path.join(dirty.path, 'src/app.js'), 'module.exports = 2;\n');
    // Only its dependency links and the ignored files it was given: nothing of an agent.
    const clean = await gone.create('clean');
    await writeFile(path.join(clean.path, '.env.local'), 'ignored\n');
    expect(existsSync(path.join(clean.path, 'node_modules', 'dep'))).toBe(true);

    const report = await manager.sweep();

    expect(report.keptWithChanges).toEqual([
      { path: dirty.path, branch: 'flotilla/dirty', changedFiles: 2, inSubmodules: [] },
    ]);
    expect(report.removed).toEqual([clean.path]);
    expect(await readFile(path.join(dirty.path, 'precious.txt'), 'utf8')).toBe('precious\n');
    expect(worktreePaths(repo)).toEqual([repo.root, dirty.path]);
    expect(flotillaBranches(repo)).toEqual(['flotilla/dirty']);
    // Kept like a finished agent's worktree with changes: no later sweep takes it.
    expect(repo.run(['worktree', 'list', '--porcelain'])).toContain(
      'locked flotilla: kept with changes',
    );
    expect(await manager.sweep()).toMatchObject({ removed: [], keptWithChanges: [] });
    expect(existsSync(path.join(dirty.path, 'precious.txt'))).toBe(true);
  });

  /** A worktree of a dead run in a repository with the submodule vendor/lib; run, then clean up. */
  async function withDeadSubmoduleWorktree(
    name: string,
    run: (worktree: { path: string }) => Promise<void>,
  ): Promise<void> {
    const library = await createTempRepo({ files: { 'lib.txt': 'library\n' } });
    try {
      const git = createGit(repo.root, {
        env: repo.env,
        config: { 'protocol.file.allow': 'always' },
      });
      await git.raw(['submodule', 'add', '--quiet', library.root, 'vendor/lib']);
      await repo.commit('add submodule');
      const gone = createWorktreeManager({ repoRoot: repo.root, git, ownerPid: deadPid() });
      await run(await gone.create(name));
    } finally {
      await library.cleanup();
    }
  }

  it('keeps a dead run’s worktree whose only changes are inside a submodule', async () => {
    await withDeadSubmoduleWorktree('in-submodule', async (worktree) => {
      await writeFile(path.join(worktree.path, 'vendor/lib/new.txt'), 'new\n');

      const report = await manager.sweep();

      expect(report.keptWithChanges).toEqual([
        {
          path: worktree.path,
          branch: 'flotilla/in-submodule',
          changedFiles: 0,
          inSubmodules: ['vendor/lib/new.txt'],
        },
      ]);
      expect(existsSync(path.join(worktree.path, 'vendor/lib/new.txt'))).toBe(true);
    });
  });

  it('counts no description line as a changed file: a dead run’s files in an uninitialised submodule', async () => {
    await withDeadSubmoduleWorktree('uninitialised', async (worktree) => {
      // A worktree's submodules are not checked out: git does not look into their directories.
      for (let index = 10; index < 35; index++)
        await writeFile(path.join(worktree.path, `vendor/lib/new-${index}.txt`), 'new\n');

      const [kept] = (await manager.sweep()).keptWithChanges;

      expect(kept?.changedFiles).toBe(0);
      expect(kept?.inSubmodules).toHaveLength(21);
      expect(kept?.inSubmodules.at(-1)).toBe('vendor/lib/… (more files)');
    });
  });

  it('leaves a worktree kept with changes to its human, whatever became of its owner', async () => {
    const gone = createWorktreeManager({ repoRoot: repo.root, git: repo.git, ownerPid: deadPid() });
    const kept = await gone.create('kept');
    await writeFile(path.join(kept.path, 'result.txt'), 'done\n');
    const finished = await gone.finish(kept, { agentName: 'writer' });
    expect(finished.removed).toBe(false);

    const report = await manager.sweep();

    expect(report.removed).toEqual([]);
    expect(worktreePaths(repo)).toContain(kept.path);
    expect(repo.run(['show', 'flotilla/kept:result.txt'])).toBe('done');
  });

  it('with .claude a link to a shared directory, unregisters what it removes (git names the real path)', async () => {
    const shared = path.join(repo.dir, 'shared-claude');
    await mkdir(shared);
    await symlink(shared, path.join(repo.root, '.claude'));
    await repo.commit('link .claude');

    const reader = await manager.create('reader');
    expect(reader.path).toBe(path.join(repo.root, '.claude', 'worktrees', 'reader'));
    expect(await manager.finish(reader, { agentName: 'reader' })).toMatchObject({ removed: true });
    const gone = createWorktreeManager({ repoRoot: repo.root, git: repo.git, ownerPid: deadPid() });
    await gone.create('abandoned');
    expect(worktreePaths(repo)).toEqual([repo.root, path.join(shared, 'worktrees', 'abandoned')]);
    const report = await manager.sweep();

    expect(report.removed).toEqual([path.join(repo.root, '.claude', 'worktrees', 'abandoned')]);
    expect(worktreePaths(repo)).toEqual([repo.root]);
    expect(flotillaBranches(repo)).toEqual([]);
    expect(await readdir(path.join(shared, 'worktrees'))).toEqual([]);
  });

  it('keeps a worktree whose finish failed, so the next run’s sweep leaves its work be', async () => {
    const gone = createWorktreeManager({ repoRoot: repo.root, git: repo.git, ownerPid: deadPid() });
    const failing = await gone.create('failing');
    await writeFile(path.join(failing.path, 'precious.txt'), 'precious\n');
    // An empty repository inside: `git add -A` refuses it, so the commit fails.
    repo.run(['init', '-q', 'nested'], failing.path);
    await expect(gone.finish(failing, { agentName: 'writer' })).rejects.toThrow(
      /does not have a commit checked out/,
    );
    expect(repo.run(['worktree', 'list', '--porcelain'])).toContain(
      'locked flotilla: kept with changes',
    );

    const report = await manager.sweep();

    expect(report.removed).toEqual([]);
    expect(worktreePaths(repo)).toContain(failing.path);
    expect(await readFile(path.join(failing.path, 'precious.txt'), 'utf8')).toBe('precious\n');
  });

  it('remove() takes a worktree away now, keeping a branch that holds commits', async () => {
    const plain = await manager.create('plain');
    expect(await manager.remove(plain)).toMatchObject({
      removedWorktree: true,
      deletedBranch: 'flotilla/plain',
    });
    const busy = await manager.create('busy');
    await writeFile(path.join(busy.path, 'x.txt'), 'x\n');
    repo.run(['add', '-A'], busy.path);
    repo.run(['commit', '-q', '-m', 'x'], busy.path);
    expect(await manager.remove(busy)).toMatchObject({
      removedWorktree: true,
      keptBranch: { branch: 'flotilla/busy', reason: 'it holds commits' },
    });
    expect(worktreePaths(repo)).toEqual([repo.root]);
    expect(flotillaBranches(repo)).toEqual(['flotilla/busy']);

    // Creating it again checks the kept branch out, with its work.
    const again = await manager.create('busy');
    expect(await readFile(path.join(again.path, 'x.txt'), 'utf8')).toBe('x\n');
  });

  it('initialises submodules only when configured', async () => {
    const library = await createTempRepo({ files: { 'lib.txt': 'library\n' } });
    try {
      const git = createGit(repo.root, {
        env: repo.env,
        config: { 'protocol.file.allow': 'always' },
      });
      await git.raw(['submodule', 'add', '--quiet', library.root, 'vendor/lib']);
      await repo.commit('add submodule');

      const without = await manager.create('no-submodules');
      await expect(readdir(path.join(without.path, 'vendor/lib'))).resolves.toEqual([]);

      const withSubmodules = createWorktreeManager({ repoRoot: repo.root, git, submodules: true });
      const populated = await withSubmodules.create('with-submodules');
      expect(await readFile(path.join(populated.path, 'vendor/lib/lib.txt'), 'utf8')).toBe(
        'library\n',
      );

      // Edits inside a submodule are in no commit of the worktree: named, and the worktree kept.
      await writeFile(path.join(without.path, 'vendor/lib/new.txt'), 'new\n');
      const uninitialised = await manager.finish(without, { agentName: 'writer' });
      expect(uninitialised).toMatchObject({ removed: false, notCommitted: ['vendor/lib/new.txt'] });
      expect(uninitialised.commit).toBeUndefined();
      expect(existsSync(path.join(without.path, 'vendor/lib/new.txt'))).toBe(true);
      await writeFile(path.join(populated.path, 'vendor/lib/lib.txt'), 'changed\n');
      await writeFile(path.join(populated.path, 'top.txt'), 'top\n');
      const initialised = await withSubmodules.finish(populated, { agentName: 'writer' });
      expect(initialised.files).toEqual(['top.txt']);
      expect(initialised.notCommitted).toEqual([
        'vendor/lib/ (uncommitted changes inside the submodule)',
      ]);
    } finally {
      await library.cleanup();
    }
  });

  it('copies gitignored files named in .worktreeinclude, and only those', async () => {
    await repo.commit('include list', { '.worktreeinclude': '.env.local\nsecrets/keep.txt\n' });
    await repo.write({
      '.env.local': 'TOKEN=local\n',
      'secrets/keep.txt': 'keep\n',
      'secrets/skip.txt': 'skip\n',
    });
    const worktree = await manager.create('with-includes');

    expect(await readFile(path.join(worktree.path, '.env.local'), 'utf8')).toBe('TOKEN=local\n');
    expect(await readFile(path.join(worktree.path, 'secrets/keep.txt'), 'utf8')).toBe('keep\n');
    await expect(readFile(path.join(worktree.path, 'secrets/skip.txt'))).rejects.toThrow(/ENOENT/);
    // Copied files are ignored, so they are not "changes" of the agent.
    const result = await manager.finish(worktree, { agentName: 'reader' });
    expect(result.removed).toBe(true);
  });
});

describe('dependency links', () => {
  let repo: TempRepo;

  beforeEach(async () => {
    repo = await createTempRepo({
      files: {
        '.gitignore': 'node_modules\n',
        'package.json': '{"name":"root","workspaces":["packages/*"]}\n',
        'packages/pkg/package.json': '{"name":"pkg","main":"index.js"}\n',
        'packages/pkg/index.js': 'module.exports = "main copy";\n',
        'packages/scoped/package.json': '{"name":"@acme/scoped","main":"index.js"}\n',
        'packages/scoped/index.js': 'module.exports = "main copy";\n',
      },
    });
    // What npm install makes of a workspace: links back into the checkout, plus real packages.
    await mkdir(path.join(repo.root, 'node_modules', '@acme'), { recursive: true });
    await symlink('../packages/pkg', path.join(repo.root, 'node_modules', 'pkg'));
    await symlink('../../packages/scoped', path.join(repo.root, 'node_modules', '@acme', 'scoped'));
    await repo.write({
      'node_modules/dep/package.json': '{"name":"dep","main":"index.js"}\n',
      'node_modules/dep/index.js': 'module.exports = "dep";\n',
    });
  });

  afterEach(async () => {
    await repo.cleanup();
  });

  it('resolves workspace packages to the worktree’s own copy and other packages to the main checkout', async () => {
    const manager = createWorktreeManager({ repoRoot: repo.root, git: repo.git });
    const worktree = await manager.create('linked');
    const { createRequire } = await import('node:module');
    const requireFromWorktree = createRequire(path.join(worktree.path, 'index.js'));

    expect(requireFromWorktree.resolve('pkg')).toBe(
      path.join(worktree.path, 'packages/pkg/index.js'),
    );
    expect(requireFromWorktree.resolve('@acme/scoped')).toBe(
      path.join(worktree.path, 'packages/scoped/index.js'),
    );
    expect(requireFromWorktree.resolve('dep')).toBe(
      path.join(repo.root, 'node_modules/dep/index.js'),
    );
    expect(worktree.warnings).toEqual([]);

    // Linking again skips what exists; a directory missing in the main checkout is skipped too.
    const again = await linkDependencies({
      mainRoot: repo.root,
      worktreeRoot: worktree.path,
      directories: ['node_modules', 'packages/pkg/node_modules'],
    });
    expect(again.skipped).toEqual([
      { directory: 'node_modules', reason: 'exists' },
      { directory: 'packages/pkg/node_modules', reason: 'missing' },
    ]);
    expect(again.warnings).toEqual([]);

    // An install inside the worktree lands in the worktree, not in the main checkout.
    await mkdir(path.join(worktree.path, 'node_modules', 'added'));
    await expect(readdir(path.join(repo.root, 'node_modules'))).resolves.not.toContain('added');
  });

  it.each(['node_modules', 'node_modules/', '/node_modules', '**/node_modules', ''])(
    "commits the agent's work and never the linked node_modules, with .gitignore %j",
    async (line) => {
      await repo.commit('ignore rules', {
        '.gitignore': line === '' ? '# nothing\n' : `${line}\n`,
      });
      const manager = createWorktreeManager({ repoRoot: repo.root, git: repo.git });
      const worktree = await manager.create('writer');
      await writeFile(path.join(worktree.path, 'packages/pkg/index.js'), 'module.exports = 2;\n');

      const result = await manager.finish(worktree, { agentName: 'writer' });

      expect(result.files).toEqual(['packages/pkg/index.js']);
      expect(repo.run(['show', '--name-only', '--format=', 'flotilla/writer'])).toBe(
        'packages/pkg/index.js',
      );
      // The link farm is still in the worktree, uncommitted.
      expect(existsSync(path.join(worktree.path, 'node_modules', 'dep'))).toBe(true);
    },
  );
});
