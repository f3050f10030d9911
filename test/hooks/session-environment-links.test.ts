import { mkdir, mkdtemp, readdir, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSessionEnvironment } from '../../src/hooks/session-environment.js';

/**
 * The CLAUDE_ENV_FILE files live in the run's state directory, which `--state-dir` can put inside
 * the repository: an agent of an earlier run could have replaced `session-env` by a link. Flotilla
 * then neither creates a file through it nor runs the files it leads to before each Bash command.
 */
describe('the session environment files and a planted link', () => {
  let directory: string;
  beforeEach(async () => {
    directory = await realpath(await mkdtemp(path.join(os.tmpdir(), 'flotilla-session-env-')));
    await mkdir(path.join(directory, 'state'));
    await mkdir(path.join(directory, 'outside'));
  });
  afterEach(() => rm(directory, { recursive: true, force: true }));

  it('creates no file through it, and runs none of the files it leads to', async () => {
    const outside = path.join(directory, 'outside');
    await writeFile(path.join(outside, 'sessionstart-hook-0.sh'), 'export PLANTED=1\n');
    const linked = path.join(directory, 'state', 'session-env');
    await symlink(outside, linked);
    const warnings: string[] = [];
    const environment = createSessionEnvironment(linked, [], (line) => warnings.push(line));
    await expect(environment.fileFor(1)).rejects.toThrow(
      `${linked} is a symbolic link to ${outside}`,
    );
    expect(await readdir(outside)).toEqual(['sessionstart-hook-0.sh']);
    expect(await environment.script()).toBeUndefined();
    expect(warnings).toEqual([
      expect.stringContaining(`${linked} is a symbolic link to ${outside}`),
    ]);
  });

  it('works as before in a state directory of its own', async () => {
    const environment = createSessionEnvironment(path.join(directory, 'state', 'session-env'), []);
    const file = await environment.fileFor(0);
    await writeFile(file, 'export MINE=1\n');
    expect(await environment.script()).toContain('export MINE=1');
  });
});
