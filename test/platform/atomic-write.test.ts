import {
  lstat,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  realpath,
  rm,
  symlink,
  writeFile,
} from 'node:fs/promises';
import { renameSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeFileAtomically } from '../../src/platform/atomic-write.js';

describe('writeFileAtomically with keepExisting', () => {
  let directory: string;
  beforeEach(async () => {
    directory = await mkdtemp(path.join(os.tmpdir(), 'flotilla-atomic-'));
  });
  afterEach(() => rm(directory, { recursive: true, force: true }));

  it('creates the file with its content (by a link of a finished file), leaving no temporary file', async () => {
    const target = path.join(directory, 'commondir');
    await writeFileAtomically(target, '.\n', { keepExisting: true });
    expect(await readFile(target, 'utf8')).toBe('.\n');
    expect(await readdir(directory)).toEqual(['commondir']);
  });

  it('leaves an existing file as it is', async () => {
    const target = path.join(directory, 'config');
    await writeFile(target, '[core]\n\tbare = false\n');
    await writeFileAtomically(target, '', { keepExisting: true });
    expect(await readFile(target, 'utf8')).toBe('[core]\n\tbare = false\n');
    expect(await readdir(directory)).toEqual(['config']);
  });
});

describe('writeFileAtomically over links an agent could have planted', () => {
  let directory: string;
  beforeEach(async () => {
    directory = await realpath(await mkdtemp(path.join(os.tmpdir(), 'flotilla-atomic-')));
    await mkdir(path.join(directory, 'repo'));
    await mkdir(path.join(directory, 'outside'));
    await writeFile(path.join(directory, 'outside', 'authorized_keys'), '# keys\n');
  });
  afterEach(() => rm(directory, { recursive: true, force: true }));

  it('replaces a link at the file name rather than writing through it', async () => {
    const target = path.join(directory, 'repo', 'review.md');
    await symlink(path.join(directory, 'outside', 'authorized_keys'), target);
    await writeFileAtomically(target, 'report\n');
    expect(await readFile(path.join(directory, 'outside', 'authorized_keys'), 'utf8')).toBe(
      '# keys\n',
    );
    expect((await lstat(target)).isFile()).toBe(true);
    expect(await readFile(target, 'utf8')).toBe('report\n');
  });

  it('refuses, naming the link, a directory of the repository linked outside it, and creates nothing there', async () => {
    const repo = path.join(directory, 'repo');
    await symlink(path.join(directory, 'outside'), path.join(repo, 'out'));
    const write = writeFileAtomically(path.join(repo, 'out', 'sub', 'review.md'), 'report\n', {
      confinedTo: repo,
    });
    await expect(write).rejects.toThrow(
      `${path.join(repo, 'out')} is a symbolic link to ${path.join(directory, 'outside')}, outside ${repo}`,
    );
    expect(await readdir(path.join(directory, 'outside'))).toEqual(['authorized_keys']);
  });

  it('writes into a root not made yet under a linked ancestor (macOS /tmp, a linked home)', async () => {
    await mkdir(path.join(directory, 'a', 'b'), { recursive: true });
    await symlink(path.join(directory, 'a'), path.join(directory, 'alink'));
    const state = path.join(directory, 'alink', 'b', 'state');
    const file = path.join(state, 'teams', 'team', 'config.json');
    await writeFileAtomically(file, '{}\n', { confinedTo: state });
    expect(
      await readFile(
        path.join(directory, 'a', 'b', 'state', 'teams', 'team', 'config.json'),
        'utf8',
      ),
    ).toBe('{}\n');
    // Still refused: a link inside that root leading out of it.
    await symlink(path.join(directory, 'outside'), path.join(state, 'transcripts'));
    await expect(
      writeFileAtomically(path.join(state, 'transcripts', 'lead.jsonl'), 'x\n', {
        confinedTo: state,
      }),
    ).rejects.toThrow(`${path.join(state, 'transcripts')} is a symbolic link`);
  });

  it('follows a link that stays inside the repository, and any link outside it', async () => {
    const repo = path.join(directory, 'repo');
    await mkdir(path.join(repo, 'build'));
    await symlink(path.join(repo, 'build'), path.join(repo, 'out'));
    await writeFileAtomically(path.join(repo, 'out', 'review.md'), 'inside\n', {
      confinedTo: repo,
    });
    expect(await readFile(path.join(repo, 'build', 'review.md'), 'utf8')).toBe('inside\n');
    // The user's own directory outside the repository is no agent's to change.
    await symlink(path.join(directory, 'outside'), path.join(directory, 'results'));
    await writeFileAtomically(path.join(directory, 'results', 'review.md'), 'outside\n', {
      confinedTo: repo,
    });
    expect(await readFile(path.join(directory, 'outside', 'review.md'), 'utf8')).toBe('outside\n');
  });

  // A link planted after the last check by name and before the open or the rename: on Linux the
  // file opened is checked where it really is (its descriptor's path).
  it.runIf(process.platform === 'linux')(
    'refuses a link planted between the check and the open, writing nothing there',
    async () => {
      const repo = path.join(directory, 'repo');
      await mkdir(path.join(repo, 'out'));
      let calls = 0;
      const write = writeFileAtomically(path.join(repo, 'out', 'authorized_keys'), 'ssh-rsa x\n', {
        confinedTo: repo,
        verify: () => {
          // Right before the temporary file is created: `out` becomes a link to the outside.
          if (++calls !== 1) return;
          rmSync(path.join(repo, 'out'), { recursive: true });
          symlinkSync(path.join(directory, 'outside'), path.join(repo, 'out'));
        },
      });
      await expect(write).rejects.toThrow(
        new RegExp(`it opened as ${path.join(directory, 'outside')}/\\.authorized_keys\\.`),
      );
      // Refused at the open, before any text was written (the check before the rename never ran).
      expect(calls).toBe(1);
      expect(await readdir(path.join(directory, 'outside'))).toEqual(['authorized_keys']);
    },
  );

  it.runIf(process.platform === 'linux')(
    'refuses a directory moved out of the root and linked back between the check and the rename',
    async () => {
      const repo = path.join(directory, 'repo');
      await mkdir(path.join(repo, 'out'));
      let calls = 0;
      const write = writeFileAtomically(path.join(repo, 'out', 'review.md'), 'report\n', {
        confinedTo: repo,
        verify: () => {
          // Right before the rename, after the check by name: the directory holding the
          // temporary file moves out, and a link at its old name follows it.
          if (++calls !== 2) return;
          renameSync(path.join(repo, 'out'), path.join(directory, 'outside', 'moved'));
          symlinkSync(path.join(directory, 'outside', 'moved'), path.join(repo, 'out'));
        },
      });
      await expect(write).rejects.toThrow(`outside ${repo}`);
      expect(calls).toBe(2);
      expect(await readdir(path.join(directory, 'outside', 'moved'))).toEqual([]);
    },
  );
});
