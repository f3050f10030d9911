import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

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
    expect(JSON.parse(output.stdout)).toEqual({ agent: ['security-reviewer', 'test-gap-finder'] });
  });

  it('prints only the agents asked for, each checked to exist', () => {
    expect(JSON.parse(flotilla(['--agent', 'test-gap-finder']).stdout)).toEqual({
      agent: ['test-gap-finder'],
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
