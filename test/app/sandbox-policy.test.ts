import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import {
  mkdir,
  mkdtemp,
  readFile,
  readdir,
  realpath,
  rm,
  symlink,
  writeFile,
} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSandbox } from '../../src/app/sandbox-policy.js';
import type { AgentDefinition } from '../../src/agents/definition.js';
import { UserError } from '../../src/errors.js';
import { runProcess } from '../../src/platform/process.js';
import { probeSandbox, type SandboxPolicy } from '../../src/platform/sandbox.js';

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

    const gitRepository = async (repo: string) => {
      await mkdir(repo, { recursive: true });
      execFileSync('git', ['init', '-q', '-b', 'main'], { cwd: repo });
    };
    const shell = (policy: SandboxPolicy | undefined, cwd: string, command: string) =>
      runProcess({
        command: 'bash',
        args: ['-c', command],
        cwd,
        env: { PATH: process.env.PATH ?? '/usr/bin:/bin' },
        ...(policy ? { sandbox: policy } : {}),
        stderrToStdout: true,
        timeoutMs: 20_000,
      });
    /** Every path under `directory`, relative, but the git directory's. */
    const listing = async (directory: string) =>
      (await readdir(directory, { recursive: true }))
        .filter((entry) => !entry.startsWith('.git'))
        .sort();

    it("keeps a command from changing the tree's sensitive files, as Claude Code's sandbox does", async () => {
      const repo = path.join(dir, 'repo');
      await gitRepository(repo);
      await mkdir(path.join(repo, '.claude', 'agents'), { recursive: true });
      await mkdir(path.join(repo, '.vscode'));
      await mkdir(path.join(repo, 'src'));
      const files: Record<string, string> = {
        '.claude/settings.local.json': '{}\n',
        '.claude/agents/reviewer.md': 'agent\n',
        '.mcp.json': '{}\n',
        '.bashrc': '# rc\n',
        '.envrc': '# env\n',
        '.vscode/tasks.json': '{}\n',
      };
      for (const [name, content] of Object.entries(files))
        await writeFile(path.join(repo, name), content);
      const policy = (await open(repo, path.join(repo, '.git'), []))(repo);
      const result = await shell(
        policy,
        repo,
        [
          ...Object.keys(files).map((name) => `echo x >> ${name} || echo refused ${name}`),
          'echo x > .claude/agents/new.md || echo refused new agent',
          'rm .mcp.json || echo refused rm',
          'echo x > src/ok.txt && echo wrote src',
          'mkdir -p .claude/worktrees/w && echo x > .claude/worktrees/w/f && echo wrote worktrees',
          'echo x > .claude/notes.md && echo wrote notes',
          // A `.claude` moved away for one of the command's own is refused too.
          "(mv .claude .claude-old && mkdir .claude && echo '{}' > .claude/settings.json) || echo refused rename",
        ].join('; '),
      );
      expect(result.output).toContain('refused rename');
      expect(existsSync(path.join(repo, '.claude-old'))).toBe(false);
      expect(existsSync(path.join(repo, '.claude', 'settings.json'))).toBe(false);
      for (const name of Object.keys(files)) expect(result.output).toContain(`refused ${name}`);
      expect(result.output).toContain('Read-only file system');
      expect(result.output).toContain('refused new agent');
      expect(result.output).toContain('refused rm');
      expect(result.output).toContain('wrote src');
      expect(result.output).toContain('wrote worktrees');
      expect(result.output).toContain('wrote notes');
      for (const [name, content] of Object.entries(files))
        expect(await readFile(path.join(repo, name), 'utf8')).toBe(content);
      expect(existsSync(path.join(repo, '.claude', 'agents', 'new.md'))).toBe(false);
    });

    it('refuses to create them where Claude Code does, and leaves nothing of that in the tree', async () => {
      const repo = path.join(dir, 'repo');
      await gitRepository(repo);
      await mkdir(path.join(repo, 'src'));
      const before = await listing(repo);
      const policy = (await open(repo, path.join(repo, '.git'), []))(repo);
      const attempts = [
        "mkdir -p .claude && echo '{}' > .claude/settings.json",
        'echo x >> .claude/settings.local.json',
        'mkdir -p .claude/skills/s && echo x > .claude/skills/s/SKILL.md',
        'echo x > .claude/agents/new.md',
        'echo x >> .mcp.json',
        'echo x >> .bashrc',
        'mkdir -p .vscode && echo x > .vscode/tasks.json',
        'echo x >> .git/hooks/pre-commit',
      ];
      const result = await shell(
        policy,
        repo,
        attempts.map((attempt, index) => `(${attempt}) || echo refused ${index}`).join('; '),
      );
      attempts.forEach((_, index) => expect(result.output).toContain(`refused ${index}`));
      expect(await listing(repo)).toEqual(before);
      expect(existsSync(path.join(repo, '.git', 'hooks', 'pre-commit'))).toBe(false);
      // Where there is no `.claude`, a command makes none (Claude Code lets it make one holding
      // other files: Flotilla could not protect the entries of a directory made that way).
      const plans = await shell(
        policy,
        repo,
        [
          'mkdir -p .claude/plans || echo refused plans',
          "mkdir mine && echo '{}' > mine/settings.json && (mv mine .claude || echo refused move)",
        ].join('; '),
      );
      expect(plans.output).toContain('refused plans');
      expect(plans.output).toContain('refused move');
      expect(await listing(repo)).toEqual([...before, 'mine', 'mine/settings.json'].sort());
    });

    it("keeps a worktree's sensitive files and its .git file, and the agent's memory writable", async () => {
      const repo = path.join(dir, 'repo');
      await gitRepository(repo);
      await writeFile(path.join(repo, '.mcp.json'), '{}\n');
      const git = (args: string[]) =>
        execFileSync('git', ['-c', 'user.name=a', '-c', 'user.email=a@example.com', ...args], {
          cwd: repo,
          stdio: ['ignore', 'pipe', 'pipe'],
        });
      git(['add', '-A']);
      git(['commit', '-q', '-m', 'init']);
      const worktree = path.join(repo, '.claude', 'worktrees', 'agent');
      git(['worktree', 'add', '-q', '-b', 'agent', worktree]);
      const gitFile = await readFile(path.join(worktree, '.git'), 'utf8');
      const definition = { name: 'keeper', memory: 'project' } as AgentDefinition;
      const sandboxFor = await open(repo, path.join(repo, '.git'), []);
      const result = await shell(
        sandboxFor(worktree, definition),
        worktree,
        [
          'echo x >> .mcp.json || echo refused mcp',
          'echo gitdir: /elsewhere > .git || echo refused git file',
          `mkdir -p ${repo}/.claude/agent-memory/keeper && echo m > ${repo}/.claude/agent-memory/keeper/MEMORY.md && echo wrote memory`,
        ].join('; '),
      );
      expect(result.output).toContain('refused mcp');
      expect(result.output).toContain('refused git file');
      expect(result.output).toContain('wrote memory');
      expect(await readFile(path.join(worktree, '.mcp.json'), 'utf8')).toBe('{}\n');
      expect(await readFile(path.join(worktree, '.git'), 'utf8')).toBe(gitFile);
      expect(git(['status', '--porcelain']).toString()).toBe('?? .claude/\n');
    });

    it('does not show what a sensitive link leads to outside the tree', async () => {
      const repo = path.join(dir, 'repo');
      const home = path.join(dir, 'home');
      await gitRepository(repo);
      await mkdir(home, { recursive: true });
      await writeFile(path.join(home, 'secret'), 'secret\n');
      await symlink(home, path.join(repo, '.vscode'));
      const policy = (await open(repo, path.join(repo, '.git'), []))(repo);
      const result = await shell(policy, repo, 'cat .vscode/secret || echo not shown');
      expect(result.output).toContain('not shown');
      expect(result.output).not.toContain('secret\n');
    });

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
      expect(policy?.readOnly.slice(0, 8)).toEqual(
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
