import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, realpath, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

/** Git for the benchmark's own setup and for the raw baseline: fixed identity, no user config. */
export function benchGitEnvironment(): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: os.tmpdir(),
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_AUTHOR_NAME: 'Flotilla Bench',
    GIT_AUTHOR_EMAIL: 'bench@flotilla.invalid',
    GIT_COMMITTER_NAME: 'Flotilla Bench',
    GIT_COMMITTER_EMAIL: 'bench@flotilla.invalid',
    GIT_TERMINAL_PROMPT: '0',
  };
}

export async function git(cwd: string, args: readonly string[]): Promise<string> {
  const { stdout } = await execFileAsync('git', args, { cwd, env: benchGitEnvironment() });
  return stdout.trim();
}

/**
 * A repository of `files` small source files in nested directories, committed once: what a
 * worktree checks out. Returns its real path; copy it per trial with `copyRepository`.
 */
export async function createTemplateRepository(parent: string, files: number): Promise<string> {
  const root = path.join(parent, 'template');
  await mkdir(root, { recursive: true });
  for (let index = 0; index < files; index += 1) {
    const directory = path.join(root, 'src', `module-${index % 12}`, `part-${index % 5}`);
    await mkdir(directory, { recursive: true });
    const body = Array.from(
      { length: 30 },
      (_, line) => `export const value${line} = ${index * 100 + line}; // line ${line}`,
    ).join('\n');
    await writeFile(path.join(directory, `file-${index}.ts`), `${body}\n`);
  }
  await writeFile(path.join(root, 'README.md'), '# Bench repository\n');
  await writeFile(path.join(root, '.gitignore'), 'node_modules/\n');
  await git(root, ['init', '--quiet', '--initial-branch', 'main']);
  await git(root, ['add', '-A']);
  await git(root, ['commit', '--quiet', '-m', 'bench: initial commit']);
  return realpath(root);
}

/** A fresh copy of the template (its own .git), so every trial starts from the same state. */
export async function copyRepository(template: string, parent: string): Promise<string> {
  const target = await mkdtemp(path.join(parent, 'trial-'));
  await cp(template, target, { recursive: true });
  return realpath(target);
}

export async function makeScratch(
  prefix: string,
): Promise<{ dir: string; cleanup(): Promise<void> }> {
  const dir = await realpath(await mkdtemp(path.join(os.tmpdir(), prefix)));
  return { dir, cleanup: () => rm(dir, { recursive: true, force: true }) };
}
