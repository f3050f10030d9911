import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installPlugin } from '../plugins/install-plugin.js';
import { runCliInProcess } from '../support/cli-in-process.js';

const cli = path.resolve(import.meta.dirname, '../../dist/cli/index.js');

let root: string;
let project: string;
let home: string;

function flotilla(args: string[]) {
  const result = spawnSync(process.execPath, [cli, 'matrix', ...args], {
    cwd: project,
    env: { PATH: process.env.PATH ?? '', HOME: home },
    encoding: 'utf8',
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

async function write(file: string, text: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, text);
}

const agent = (name: string) => `---\nname: ${name}\ndescription: The ${name}.\n---\n\nWork.\n`;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'flotilla-matrix-cli-'));
  project = path.join(root, 'project');
  home = path.join(root, 'home');
  await write(path.join(home, '.claude', 'agents', 'personal-helper.md'), agent('personal-helper'));
  await write(
    path.join(project, '.claude', 'agents', 'test-gap-finder.md'),
    agent('test-gap-finder'),
  );
  await write(
    path.join(project, '.claude', 'agents', 'nested', 'security.md'),
    agent('security-reviewer'),
  );
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('flotilla matrix (built CLI)', () => {
  it("prints the repository's agents as a GitHub matrix, without built-in or user agents", () => {
    const output = flotilla([]);
    expect(output.stderr).toBe('');
    expect(output.status).toBe(0);
    expect(JSON.parse(output.stdout)).toMatchObject({
      agent: ['security-reviewer', 'test-gap-finder'],
    });
  });

  it('prints only the agents asked for, each checked to exist', () => {
    expect(JSON.parse(flotilla(['--agent', 'test-gap-finder']).stdout)).toEqual({
      agent: ['test-gap-finder'],
      include: [{ agent: 'test-gap-finder', artifact: 'test-gap-finder' }],
    });
    const unknown = flotilla(['--agent', 'security-reviewr']);
    expect(unknown.status).toBe(2);
    expect(unknown.stdout).toBe('');
    expect(unknown.stderr).toContain("Unknown agent 'security-reviewr'");
    expect(unknown.stderr).toContain("Did you mean 'security-reviewer'?");
  });

  it('adds agents given as --agents JSON', () => {
    const output = flotilla(['--agents', '{"one-off": {"description": "Once.", "prompt": "Go."}}']);
    expect(JSON.parse(output.stdout).agent).toEqual([
      'one-off',
      'security-reviewer',
      'test-gap-finder',
    ]);
  });
});

describe('flotilla matrix with broken definitions (built CLI)', () => {
  it('keeps a repository agent whose file has errors, with a warning, so its job fails saying why', async () => {
    await write(
      path.join(project, '.claude', 'agents', 'broken.md'),
      '---\nname: broken\n---\n\nWork.\n',
    );
    const output = flotilla([]);
    expect(output.status).toBe(0);
    expect((JSON.parse(output.stdout) as { agent: string[] }).agent.sort()).toEqual([
      'broken',
      'security-reviewer',
      'test-gap-finder',
    ]);
    expect(output.stderr).toMatch(/warning: .*broken\.md:\d+: agent 'broken' has errors/);
  });

  it('keeps a broken --agents entry too, with a warning', () => {
    const output = flotilla([
      '--agents',
      JSON.stringify({
        'json-ok': { description: 'Fine.', prompt: 'Work.' },
        'json-broken': { prompt: 'No description.' },
      }),
    ]);
    expect(output.status).toBe(0);
    expect((JSON.parse(output.stdout) as { agent: string[] }).agent).toEqual(
      expect.arrayContaining(['json-ok', 'json-broken']),
    );
    expect(output.stderr).toMatch(/agent 'json-broken' has errors/);
  });

  it('refuses --agents JSON it cannot read (exit 2), instead of an empty matrix', () => {
    const output = flotilla(['--agents', '{bad']);
    expect(output.status).toBe(2);
    expect(output.stdout).toBe('');
    expect(output.stderr).toMatch(/agent definition error/);
  });
});

describe('flotilla matrix: the agents a run here loads', () => {
  const inProcess = (args: string[]) =>
    runCliInProcess(['matrix', ...args], { cwd: project, env: { HOME: home } });

  it('plans a job for an installed plugin agent the settings enable, asked for by name', async () => {
    await installPlugin(home, 'guard@mkt', {
      '.claude-plugin/plugin.json': '{"name": "guard"}',
      'agents/pa.md': agent('pa'),
    });
    const run = await inProcess(['--agent', 'guard:pa']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    // Each job also gets a name its result artifact may have (upload-artifact refuses `:`).
    expect(JSON.parse(run.stdout)).toEqual({
      agent: ['guard:pa'],
      include: [{ agent: 'guard:pa', artifact: 'guard-pa' }],
    });
  });

  it('loads a plugin the project enables only with --trust-project, as a run does', async () => {
    await installPlugin(home, 'guard@mkt', {
      '.claude-plugin/plugin.json': '{"name": "guard"}',
      'agents/pa.md': agent('pa'),
    });
    await write(path.join(home, '.claude', 'settings.json'), '{}');
    await write(
      path.join(project, '.claude', 'settings.json'),
      JSON.stringify({ enabledPlugins: { 'guard@mkt': true } }),
    );
    const untrusted = await inProcess(['--agent', 'guard:pa']);
    expect(untrusted.code).toBe(2);
    expect(untrusted.stderr).toContain(
      'notice: Ignoring enabledPlugins guard@mkt from .claude/settings.json: this workspace has not been trusted',
    );
    expect(untrusted.stderr).toContain("Unknown agent 'guard:pa'");
    const trusted = await inProcess(['--agent', 'guard:pa', '--trust-project']);
    expect(trusted.code).toBe(0);
    expect(JSON.parse(trusted.stdout)).toMatchObject({ agent: ['guard:pa'] });
  });

  it('reads the project agents only when --setting-sources includes project', async () => {
    expect(JSON.parse((await inProcess(['--setting-sources', 'user'])).stdout)).toEqual({
      agent: [],
      include: [],
    });
    const bad = await inProcess(['--setting-sources', 'projects']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("--setting-sources: Unknown setting source 'projects'.");
  });
});
