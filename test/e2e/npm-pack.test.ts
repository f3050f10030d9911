import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const exec = promisify(execFile);
const repositoryRoot = path.resolve(import.meta.dirname, '../..');

/**
 * Packaging as users install it: `npm pack`, then `npx` from the tarball in an empty directory,
 * offline (the tarball has no runtime dependencies: the ncc bundle carries them), with a cache
 * of its own so nothing already cached on this machine can help.
 */
describe('npm pack → npx from the tarball, offline', () => {
  let dir: string;
  let tarball: string;
  let env: NodeJS.ProcessEnv;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'flotilla-pack-'));
    env = {
      PATH: process.env.PATH,
      HOME: dir,
      npm_config_cache: path.join(dir, 'npm-cache'),
      npm_config_update_notifier: 'false',
      npm_config_fund: 'false',
      npm_config_audit: 'false',
    };
    const { stdout } = await exec(
      'npm',
      ['pack', '--json', '--ignore-scripts', '--pack-destination', dir],
      { cwd: repositoryRoot, env },
    );
    const [packed] = JSON.parse(stdout) as Array<{
      filename: string;
      files: Array<{ path: string }>;
    }>;
    tarball = path.join(dir, packed?.filename ?? '');
  }, 120_000);
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('holds the bundle, the action and every document the README links to', async () => {
    const { stdout } = await exec('tar', ['-tzf', tarball]);
    const files = new Set(stdout.split('\n').map((line) => line.replace(/^package\//, '')));
    for (const file of ['dist/cli/index.js', 'dist/action/index.js', 'action.yml', 'package.json'])
      expect(files).toContain(file);
    const readme = await readFile(path.join(repositoryRoot, 'README.md'), 'utf8');
    const linked = [...readme.matchAll(/\]\(((?:docs|examples|schema)\/[^)#\s]+)/g)].map(
      (match) => match[1] ?? '',
    );
    expect(linked.length).toBeGreaterThan(3);
    for (const file of linked) {
      const present = file.endsWith('/')
        ? [...files].some((packed) => packed.startsWith(file))
        : files.has(file);
      expect(present, file).toBe(true);
    }
  });

  it('installs one package with no engine warning, and runs', async () => {
    const project = path.join(dir, 'empty');
    await exec('mkdir', ['-p', project]);
    const install = await exec('npm', ['install', '--offline', '--no-save', tarball], {
      cwd: project,
      env,
    });
    expect(`${install.stdout}${install.stderr}`).not.toMatch(/EBADENGINE/);
    expect(
      (await readdir(path.join(project, 'node_modules'))).filter((name) => !name.startsWith('.')),
    ).toEqual(['flotilla']);
    const npx = await exec(
      'npx',
      ['--offline', '--yes', '--package', tarball, 'flotilla', '--version'],
      {
        cwd: project,
        env,
      },
    );
    const { version } = JSON.parse(
      await readFile(path.join(repositoryRoot, 'package.json'), 'utf8'),
    ) as { version: string };
    expect(npx.stdout).toContain(version);
  }, 120_000);
});
