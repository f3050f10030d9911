import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { agentsCommand } from '../../src/cli/commands/agents.js';
import type { CliIo } from '../../src/cli/io.js';
import { installPlugin } from '../plugins/install-plugin.js';

const repositoryRoot = path.resolve(import.meta.dirname, '../..');
const cli = path.join(repositoryRoot, 'dist', 'cli', 'index.js');

function flotilla(
  args: string[],
  cwd: string,
  home: string,
): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [cli, ...args], {
    cwd,
    env: { PATH: process.env.PATH ?? '', HOME: home },
    encoding: 'utf8',
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Runs the command in this process, so that it runs the source (dist/ may be older). */
async function inProcess(
  args: string[],
  cwd: string,
  home: string,
): Promise<{ status: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const io: CliIo = {
    stdout: (text) => void (stdout += text),
    stderr: (text) => void (stderr += text),
    cwd,
    env: { HOME: home },
    isTty: false,
  };
  const status = await agentsCommand(args, io);
  return { status, stdout, stderr };
}

let root: string;
let project: string;
let home: string;

async function write(file: string, text: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, text);
}

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'flotilla-agents-cli-'));
  project = path.join(root, 'project');
  home = path.join(root, 'home');
  await write(
    path.join(home, '.claude', 'agents', 'reviewer.md'),
    '---\nname: reviewer\ndescription: User reviewer.\n---\n\nReview.\n',
  );
  await write(
    path.join(project, '.claude', 'agents', 'reviewer.md'),
    '---\nname: reviewer\ndescription: Project reviewer.\nmodel: opus\ntools: Read, Grep, Bash(git diff:*)\nbackground: true\nisolation: worktree\n---\n\nReview.\n',
  );
  await write(
    path.join(project, '.claude', 'agents', 'explore.md'),
    '---\nname: Explore\ndescription: Our explorer.\n---\n\nExplore.\n',
  );
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('flotilla agents (built CLI)', () => {
  it('lists the effective agents with their details and what each shadows', () => {
    const run = flotilla(['agents'], project, home);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const lines = run.stdout.split('\n');
    const reviewer = lines.indexOf('reviewer  project  .claude/agents/reviewer.md');
    expect(reviewer).toBeGreaterThanOrEqual(0);
    expect(lines[reviewer + 1]).toBe(
      '  model: opus  tools: Read, Grep, Bash(git diff:*)  background: yes  isolation: worktree',
    );
    // The tools it will have in a run: a specifier limits Bash but still offers it.
    expect(lines[reviewer + 2]).toBe('  run tools: Read, Grep, Bash, ReportFindings');
    expect(lines[reviewer + 3]).toBe(
      `  shadows: user  ${path.join(home, '.claude', 'agents', 'reviewer.md')}`,
    );
    const explore = lines.indexOf('Explore  project  .claude/agents/explore.md');
    expect(lines[explore + 3]).toBe('  shadows: built-in');
    expect(lines.at(-2)).toBe('5 agents (2 shadowed), 0 errors, 2 warnings');
  });

  it('prints JSON', () => {
    const run = flotilla(['agents', '--format', 'json'], project, home);
    expect(run.status).toBe(0);
    const json = JSON.parse(run.stdout) as {
      agents: Record<string, unknown>[];
      problems: { rule: string }[];
    };
    expect(json.agents.map((agent) => agent.name)).toEqual([
      'Explore',
      'general-purpose',
      'Plan',
      'reviewer',
      'verification',
    ]);
    expect(json.agents.find((agent) => agent.name === 'reviewer')).toEqual({
      name: 'reviewer',
      source: 'project',
      file: '.claude/agents/reviewer.md',
      description: 'Project reviewer.',
      model: 'opus',
      tools: ['Read', 'Grep', 'Bash(git diff:*)'],
      disallowedTools: null,
      spawnableAgents: null,
      background: true,
      isolation: 'worktree',
      runTools: { offered: ['Read', 'Grep', 'Bash', 'ReportFindings'], missing: [] },
      shadows: [{ source: 'user', file: path.join(home, '.claude', 'agents', 'reviewer.md') }],
    });
    expect(json.agents.find((agent) => agent.name === 'general-purpose')).toMatchObject({
      tools: null,
      model: 'inherit',
      file: null,
    });
    expect(json.problems.map((problem) => problem.rule)).toEqual([
      'agent-shadowed',
      'agent-shadowed',
    ]);
  });

  it('says why a tool an agent names is missing from its run', async () => {
    await write(
      path.join(project, '.claude', 'agents', 'researcher.md'),
      '---\nname: researcher\ndescription: Researches.\ntools: Read, WebFetch, AskUserQuestion\ndisallowedTools: WebFetch\n---\n\nResearch.\n',
    );
    const run = flotilla(['agents'], project, home);
    const lines = run.stdout.split('\n');
    const researcher = lines.indexOf('researcher  project  .claude/agents/researcher.md');
    expect(lines.slice(researcher + 2, researcher + 5)).toEqual([
      '  run tools: Read, ReportFindings',
      "  missing: WebFetch: it is denied as a whole by the rule `WebFetch` in the agent definition's disallowedTools",
      '  missing: AskUserQuestion: a Claude Code tool Flotilla does not offer yet',
    ]);
  });

  it('names the settings file whose deny rule removes a tool', async () => {
    await write(
      path.join(project, '.claude', 'agents', 'researcher.md'),
      '---\nname: researcher\ndescription: Researches.\ntools: Read, WebFetch\n---\n\nResearch.\n',
    );
    await write(
      path.join(project, '.claude', 'settings.json'),
      JSON.stringify({ permissions: { deny: ['WebFetch'] } }),
    );
    const run = flotilla(['agents'], project, home);
    const lines = run.stdout.split('\n');
    const researcher = lines.indexOf('researcher  project  .claude/agents/researcher.md');
    expect(lines[researcher + 2]).toBe('  run tools: Read, ReportFindings');
    expect(lines[researcher + 3]).toMatch(
      /^ {2}missing: WebFetch: it is denied as a whole by the rule `WebFetch` in .*\.claude\/settings\.json/,
    );
  });

  it('exits 1 and names the files that could not be loaded', async () => {
    await write(path.join(project, '.claude', 'agents', 'bad.md'), '---\nname: bad\n---\n\nx\n');
    const run = flotilla(['agents'], project, home);
    expect(run.status).toBe(1);
    expect(run.stdout).not.toContain('\nbad ');
    expect(run.stderr).toContain('.claude/agents/bad.md:1:1  error  description-missing');
    expect(run.stderr).toContain("run 'flotilla validate' for details");
  });

  it('answers --help and refuses arguments', () => {
    const help = flotilla(['agents', '--help'], project, home);
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/^Usage: flotilla agents \[options\]/);
    const extra = flotilla(['agents', 'reviewer'], project, home);
    expect(extra.status).toBe(2);
    expect(extra.stderr).toContain("Unexpected argument 'reviewer'");
  });
});

describe('flotilla agents: installed plugins', () => {
  it('lists the agents of an installed plugin the settings enable, as a run loads them', async () => {
    const installPath = await installPlugin(home, 'guard@mkt', {
      '.claude-plugin/plugin.json': '{"name": "guard"}',
      'agents/pa.md': '---\nname: pa\ndescription: Plugin agent.\n---\n\nGuard.\n',
    });
    const run = await inProcess([], project, home);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout.split('\n')).toContain(
      `guard:pa  plugin  ${path.join(installPath, 'agents', 'pa.md')}`,
    );
  });

  it("exits 1 and names an installed plugin's agent file that could not be loaded", async () => {
    const installPath = await installPlugin(home, 'guard@mkt', {
      'agents/bad.md': '---\nname: bad\n---\n\nx\n',
    });
    const run = await inProcess([], project, home);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      `${path.join(installPath, 'agents', 'bad.md')}:1:1  error  description-missing`,
    );
  });

  it('lists a plugin the project enables only when the run would trust the workspace', async () => {
    await installPlugin(home, 'guard@mkt', {
      '.claude-plugin/plugin.json': '{"name": "guard"}',
      'agents/pa.md': '---\nname: pa\ndescription: Plugin agent.\n---\n\nGuard.\n',
    });
    // Enabled by the repository's own settings, not the user's.
    await write(path.join(home, '.claude', 'settings.json'), '{}');
    await write(
      path.join(project, '.claude', 'settings.json'),
      JSON.stringify({ enabledPlugins: { 'guard@mkt': true } }),
    );
    const untrusted = await inProcess([], project, home);
    expect(untrusted.status).toBe(0);
    expect(untrusted.stdout).not.toContain('guard:pa');
    expect(untrusted.stderr).toContain(
      'notice: Ignoring enabledPlugins guard@mkt from .claude/settings.json: this workspace has not been trusted',
    );
    const trusted = await inProcess(['--trust-project'], project, home);
    expect(trusted.stderr).toBe('');
    expect(trusted.stdout).toContain('guard:pa  plugin');
  });

  it('leaves out the project agents when --setting-sources leaves out project', async () => {
    const run = await inProcess(['--setting-sources', 'user'], project, home);
    expect(run.status).toBe(0);
    const userReviewer = `reviewer  user  ${path.join(home, '.claude', 'agents', 'reviewer.md')}`;
    expect(run.stdout.split('\n')).toContain(userReviewer);
    expect(run.stdout).not.toContain('.claude/agents/explore.md');
    expect((await inProcess([], project, home)).stdout.split('\n')).not.toContain(userReviewer);
  });

  it('says which enabled plugin a run would go without', async () => {
    await write(
      path.join(home, '.claude', 'settings.json'),
      JSON.stringify({ enabledPlugins: { 'gone@mkt': true } }),
    );
    const run = await inProcess([], project, home);
    expect(run.status).toBe(0);
    expect(run.stderr).toMatch(/^notice: Plugin gone@mkt, enabled in .*, is not installed/);
  });
});
