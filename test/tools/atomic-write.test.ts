import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeFileAtomically } from '../../src/tools/atomic-write.js';

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
