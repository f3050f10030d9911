import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSandbox } from '../../src/app/sandbox-policy.js';
import { UserError } from '../../src/errors.js';

describe('openSandbox where bubblewrap is missing', () => {
  let emptyPath: string;
  let savedPath: string | undefined;
  beforeEach(async () => {
    emptyPath = await mkdtemp(path.join(os.tmpdir(), 'flotilla-no-bwrap-'));
    savedPath = process.env.PATH;
    process.env.PATH = emptyPath;
  });
  afterEach(async () => {
    process.env.PATH = savedPath;
    await rm(emptyPath, { recursive: true, force: true });
  });

  const places = { homeDir: '/home/someone', configRoot: '/repo' };
  const config = (sandbox: 'auto' | 'on' | 'off') => ({
    sandbox,
    sandboxNetwork: false,
    repoRoot: '/repo',
  });

  it('--sandbox is refused with what to do', async () => {
    const opening = openSandbox(config('on'), places, undefined, () => undefined);
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
    const sandboxFor = await openSandbox(config('auto'), places, undefined, (line: string) =>
      lines.push(line),
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
    const sandboxFor = await openSandbox(config('off'), places, undefined, (line: string) =>
      lines.push(line),
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
    );
    expect(lines).toEqual([
      expect.stringMatching(/--sandbox-network has no effect with the sandbox off/),
    ]);
  });
});
